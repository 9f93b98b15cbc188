"""Content files (levels/<game>/*.toml) -> plain values, with every problem collected.

Loaders read a TOML file with `read_toml`, then validate entries with a `Problems`
collector so one run reports *all* mistakes, each naming file, entry and field:

    levels/tempus/disasters.toml: [[disaster]] id="hull_breach": field "spread": expected list

Usage:
    problems = Problems()
    data = read_toml(path, problems)
    for entry in entries(data, "card", path, problems):
        where = problems.where(path, "card", entry)
        cost = problems.int_field(where, entry, "cost", lo=0, hi=9)
    problems.raise_if_any()

Nothing a file holds may escape as anything but a problem: a file that is a folder, not
UTF-8, nested a thousand deep or holding a 5000-digit number is reported like a typo, and
values are shown shortened so a huge one cannot flood the message.
"""

from __future__ import annotations

import difflib
import os
import reprlib
import stat
import tomllib
from collections.abc import Iterable
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

from game.engines.common.errors import ContentError

MAX_FILE_BYTES = 1 << 20
"""Our largest level file is about 20 KB; anything past a megabyte is not a level file."""
MAX_DEPTH = 16
"""Deepest nesting of tables and arrays a level file may use (the real ones use 4)."""

_SHORT = reprlib.Repr()
_SHORT.maxstring = 60
_SHORT.maxother = 60
_SHORT.maxlist = _SHORT.maxdict = 6
_SHORT.maxlevel = 3


def show(value: Any) -> str:
    """`repr(value)`, shortened: a mistaken value may be a whole table or a huge list.

    >>> show("1"), show(-1), show(list(range(20)))
    ("'1'", '-1', '[0, 1, 2, 3, 4, 5, ...]')
    """
    return _SHORT.repr(value)


def did_you_mean(word: Any, choices: Iterable[str]) -> str:
    if not isinstance(word, str):
        return ""
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f' (did you mean "{close[0]}"?)' if close else ""


def names_of(cls: type) -> tuple[str, ...]:
    """The field names of a content dataclass: the keys an entry filling it may use."""
    assert is_dataclass(cls)
    return tuple(f.name for f in fields(cls))


def is_id(value: Any) -> bool:
    """A usable id: a non-empty string without surrounding spaces."""
    return isinstance(value, str) and bool(value) and value == value.strip()


class Problems:
    """Collects content problems; `raise_if_any()` raises one ContentError listing them all."""

    def __init__(self, root: Path | None = None):
        self.items: list[str] = []
        self.root = root
        self._names: dict[Path | str, str] = {}

    def _name(self, path: Path | str) -> str:
        # Asked once per entry, so the answer is kept per path.
        name = self._names.get(path)
        if name is None:
            name = self._names[path] = self._relative(Path(path))
        return name

    def _relative(self, path: Path) -> str:
        if self.root is not None:
            try:
                return (Path("levels") / path.relative_to(self.root)).as_posix()
            except ValueError:
                pass
        return str(path)

    def add(self, where: str, message: str) -> None:
        self.items.append(f"{where}: {message}")

    def where(self, path: Path | str, table: str, entry: Any = None, index: int = 0) -> str:
        """`file: [[table]] id="x"`, or `#n` (1-based) when the entry has no usable id."""
        ident = entry.get("id") if isinstance(entry, dict) else None
        label = f'id="{ident}"' if is_id(ident) and len(ident) <= 60 else f"#{index + 1}"
        return f"{self._name(path)}: [[{table}]] {label}"

    def file(self, path: Path | str) -> str:
        return self._name(path)

    def field(
        self,
        where: str,
        entry: dict,
        name: str,
        kind: type | tuple[type, ...],
        default: Any = ...,
    ) -> Any:
        if name not in entry:
            if default is ...:
                self.add(where, f'field "{name}": missing')
                return None
            return default
        value = entry[name]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        # bool is an int in Python; a TOML `true` where a number belongs is a mistake.
        if isinstance(value, bool) and bool not in kinds:
            ok = False
        else:
            ok = isinstance(value, kinds)
        if not ok:
            expected = " or ".join(k.__name__ for k in kinds)
            self.add(where, f'field "{name}": expected {expected}, got {show(value)}')
            return None if default is ... else default
        return value

    def int_field(self, where: str, entry: dict, name: str, lo: int | None = None,
                  hi: int | None = None, default: Any = ...) -> int | None:
        value = self.field(where, entry, name, int, default)
        if isinstance(value, int) and not isinstance(value, bool):
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                self.add(where, f'field "{name}": {show(value)} is outside {lo}..{hi}')
                return None
        return value

    def str_field(self, where: str, entry: dict, name: str, default: Any = ...) -> str | None:
        return self.field(where, entry, name, str, default)

    def id_field(self, where: str, entry: dict, name: str = "id") -> str | None:
        """A required id (or reference): a non-empty string without surrounding spaces."""
        value = self.field(where, entry, name, str)
        if value is not None and not is_id(value):
            self.add(where, f'field "{name}": expected a non-empty id, got {show(value)}')
            return None
        return value

    def text_field(self, where: str, entry: dict, name: str) -> str | None:
        """Required text a player reads (a name, a card's words): not empty or blank."""
        value = self.field(where, entry, name, str)
        if value is not None and not value.strip():
            self.add(where, f'field "{name}": expected text, got {show(value)}')
            return None
        return value

    def choice_field(self, where: str, entry: dict, name: str, choices: Iterable[str],
                     default: Any = ...) -> str | None:
        value = self.field(where, entry, name, str, default)
        choices = list(choices)
        if value is not None and value is not default and value not in choices:
            self.add(where, f'field "{name}": unknown value {quoted(value)}'
                     f"{did_you_mean(value, choices)}; expected one of {', '.join(choices)}")
            return None
        return value

    def unknown_fields(self, where: str, entry: dict, allowed: Iterable[str] | type) -> None:
        """Report keys that are not fields; `allowed` may be the dataclass the entry fills."""
        allowed = set(names_of(allowed) if isinstance(allowed, type) else allowed)
        for key in entry:
            if key not in allowed:
                self.add(where, f'unknown field {quoted(key)}{did_you_mean(key, allowed)}')

    def raise_if_any(self) -> None:
        if self.items:
            raise ContentError(self.items)


def quoted(value: Any) -> str:
    """A word from a file as messages show it: "word" in double quotes, anything else shortened.

    >>> quoted("swop"), quoted(["a"])
    ('"swop"', "['a']")
    """
    return f'"{value}"' if isinstance(value, str) and len(value) <= 60 else show(value)


def read_toml(path: Path, problems: Problems) -> dict | None:
    """Parse one TOML file; anything unreadable becomes a problem naming the file.

    Returns None when the file could not be read (the problem is already reported), so
    callers do not add "no entries" to it; an empty file gives {}.
    """
    name = problems.file(path)
    raw = _read_bytes(Path(path), name, problems)
    if raw is None:
        return None
    try:
        # Some Windows editors start UTF-8 files with a byte-order mark; TOML does not.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        seen = exc.object  # the bytes after any byte-order mark, which exc.start counts in
        line = seen.count(b"\n", 0, exc.start) + 1
        column = exc.start - seen.rfind(b"\n", 0, exc.start)
        problems.add(name, f"not UTF-8 text: byte 0x{seen[exc.start]:02x} at line {line}, "
                     f"column {column}; save the file as UTF-8")
        return None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        problems.add(name, f"not valid TOML: {exc}")
        return None
    except RecursionError:
        problems.add(name, f"not valid TOML: values nested more than {MAX_DEPTH} deep")
        return None
    except ValueError:
        # Python refuses to convert integers of more than 4300 digits.
        problems.add(name, "not valid TOML: a number is too long to read")
        return None
    if _depth(data) > MAX_DEPTH:
        problems.add(name, f"not valid TOML: values nested more than {MAX_DEPTH} deep")
        return None
    return data


def _read_bytes(path: Path, name: str, problems: Problems) -> bytes | None:
    # Only a regular file is opened: a FIFO would block and /dev/zero never ends.
    try:
        info = path.stat()
    except FileNotFoundError:
        problems.add(name, "file is missing")
        return None
    except OSError as exc:
        problems.add(name, f"cannot be read: {exc.strerror or exc}")
        return None
    if stat.S_ISDIR(info.st_mode):
        problems.add(name, "is a folder, not a file")
        return None
    if not stat.S_ISREG(info.st_mode):
        problems.add(name, "is not a regular file")
        return None
    try:
        with open(path, "rb", opener=_no_block) as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        problems.add(name, f"cannot be read: {exc.strerror or exc}")
        return None
    if len(raw) > MAX_FILE_BYTES:
        problems.add(name, f"is larger than {MAX_FILE_BYTES // 1024} KB; a level file is "
                     "a few KB of text")
        return None
    return raw


def _no_block(path: str, flags: int) -> int:
    # Swapped for a FIFO between stat and open, the file still cannot hang the loader.
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def _depth(value: Any) -> int:
    """How deeply tables and arrays nest (a scalar is 0), without recursion."""
    deepest = 0
    todo = [(value, 0)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, dict):
            item = list(item.values())
        elif not isinstance(item, list):
            continue
        deepest = max(deepest, depth + 1)
        if deepest > MAX_DEPTH:
            return deepest
        todo += [(v, depth + 1) for v in item]
    return deepest


def entries(data: dict | None, table: str, path: Path, problems: Problems) -> list[dict]:
    """The `[[table]]` array of a file, or a problem if it is absent, empty or not an array.

    `data` None means the file could not be read: that is already reported.
    """
    if data is None:
        return []
    value = data.get(table)
    if value is None or value == []:
        problems.add(problems.file(path), f'no [[{table}]] entries')
        return []
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        problems.add(problems.file(path), f'"{table}" must be an array of tables ([[{table}]])')
        return []
    return value


def check_unique_ids(items: list[dict], table: str, path: Path, problems: Problems) -> None:
    seen: set[str] = set()
    for i, entry in enumerate(items):
        ident = entry.get("id")
        if not isinstance(ident, str):
            continue  # the loader reports the wrong type
        if ident in seen:
            problems.add(problems.where(path, table, entry, i), f'field "id": duplicate id "{ident}"')
        seen.add(ident)
