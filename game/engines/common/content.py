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
"""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.engines.common.errors import ContentError


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(str(word), list(choices), n=1)
    return f' (did you mean "{close[0]}"?)' if close else ""


class Problems:
    """Collects content problems; `raise_if_any()` raises one ContentError listing them all."""

    def __init__(self, root: Path | None = None):
        self.items: list[str] = []
        self.root = root

    def _name(self, path: Path | str) -> str:
        path = Path(path)
        if self.root is not None:
            try:
                return str(Path("levels") / path.relative_to(self.root))
            except ValueError:
                pass
        return str(path)

    def add(self, where: str, message: str) -> None:
        self.items.append(f"{where}: {message}")

    def where(self, path: Path | str, table: str, entry: dict | None = None, index: int = 0) -> str:
        ident = entry.get("id") if isinstance(entry, dict) else None
        label = f'id="{ident}"' if ident is not None else f"#{index + 1}"
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
            self.add(where, f'field "{name}": expected {expected}, got {value!r}')
            return None if default is ... else default
        return value

    def int_field(self, where: str, entry: dict, name: str, lo: int | None = None,
                  hi: int | None = None, default: Any = ...) -> int | None:
        value = self.field(where, entry, name, int, default)
        if isinstance(value, int) and not isinstance(value, bool):
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                self.add(where, f'field "{name}": {value} is outside {lo}..{hi}')
                return None
        return value

    def str_field(self, where: str, entry: dict, name: str, default: Any = ...) -> str | None:
        return self.field(where, entry, name, str, default)

    def choice_field(self, where: str, entry: dict, name: str, choices: Iterable[str],
                     default: Any = ...) -> str | None:
        value = self.field(where, entry, name, str, default)
        choices = list(choices)
        if value is not None and value is not default and value not in choices:
            self.add(where, f'field "{name}": unknown value "{value}"{did_you_mean(value, choices)}'
                     f"; expected one of {', '.join(choices)}")
            return None
        return value

    def unknown_fields(self, where: str, entry: dict, allowed: Iterable[str]) -> None:
        allowed = set(allowed)
        for key in entry:
            if key not in allowed:
                self.add(where, f'unknown field "{key}"{did_you_mean(key, allowed)}')

    def raise_if_any(self) -> None:
        if self.items:
            raise ContentError(self.items)


def read_toml(path: Path, problems: Problems) -> dict:
    """Parse one TOML file; a syntax error becomes a problem naming the file and line."""
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        problems.add(problems.file(path), "file is missing")
    except tomllib.TOMLDecodeError as exc:
        problems.add(problems.file(path), f"not valid TOML: {exc}")
    return {}


def entries(data: dict, table: str, path: Path, problems: Problems) -> list[dict]:
    """The `[[table]]` array of a file, or a problem if it is absent or not an array."""
    value = data.get(table)
    if value is None:
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
        if ident in seen:
            problems.add(problems.where(path, table, entry, i), f'field "id": duplicate id "{ident}"')
        seen.add(ident)
