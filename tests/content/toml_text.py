"""Plain values -> TOML text, just enough to write mutated level files back out.

The standard library reads TOML but cannot write it. Tables of tables become `[name]`
sections and arrays of tables `[[name]]` blocks at the top level only; everything deeper is
written inline, which TOML accepts for any shape the level files use.

>>> import tomllib
>>> doc = {"n": 1, "room": [{"id": "a", "zones": [{"id": "a.floor"}]}], "t": {"x": [1.5]}}
>>> tomllib.loads(dumps(doc)) == doc
True
"""

from __future__ import annotations

import math
import re
from typing import Any

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def dumps(doc: dict) -> str:
    lines = [f"{_key(k)} = {_value(v)}" for k, v in doc.items() if not _is_section(v)]
    for name, value in doc.items():
        if isinstance(value, dict):
            lines.append(f"\n[{_key(name)}]")
            lines += [f"{_key(k)} = {_value(v)}" for k, v in value.items()]
        elif _is_section(value):
            for entry in value:
                lines.append(f"\n[[{_key(name)}]]")
                lines += [f"{_key(k)} = {_value(v)}" for k, v in entry.items()]
    return "\n".join(lines) + "\n"


def _is_section(value: Any) -> bool:
    if isinstance(value, dict):
        return True
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def _key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else _string(key)


def _string(text: str) -> str:
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"cannot write {type(value).__name__} as TOML")
