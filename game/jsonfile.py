"""Read a JSON file of ours that may hold anything, say in one sentence what is wrong, and
keep a file that could not be read instead of writing over it.

Saves, settings and the profile live in a folder the player (or a file manager, a sync tool,
a crash) can fill with anything. So: open only regular files (a FIFO or a link to /dev/zero
would block or never end), read at most a size cap, decode strict UTF-8, and parse with
limits, so no file can raise anything but `JsonFileError`: not RecursionError (deep
nesting), not the 4300-digit int limit, not OverflowError later from `1e999` read as
infinity, not UnicodeEncodeError later from a lone surrogate escape. Never writes.
"""

from __future__ import annotations

import json
import math
import os
import stat
import time
from pathlib import Path
from typing import Any

MAX_DEPTH = 64
"""Our files nest at most 8 deep; this leaves room and keeps every later walk shallow."""
MAX_DIGITS = 40
"""Seeds are 64-bit (20 digits); no number of ours needs more."""


class JsonFileError(ValueError):
    """A file that cannot be read as one of our JSON files; the message is a sentence."""


def _refuse_constant(name: str) -> Any:
    raise JsonFileError(f"it holds the number {name}, which Starboard never writes")


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise JsonFileError(f"it holds a {len(text)}-digit number, far larger than any of ours")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonFileError(f"it holds the number {text[:20]}, too large to use")
    return value


def _check_shape(data: Any) -> None:
    """Depth and text checks in one iterative walk (a recursive one would overflow)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
            continue
        if not isinstance(value, (dict, list)):
            continue
        if depth > MAX_DEPTH:
            raise JsonFileError(f"it is nested more than {MAX_DEPTH} levels deep")
        if isinstance(value, dict):
            for key in value:
                _check_text(key)
            items = value.values()
        else:
            items = value
        stack.extend((item, depth + 1) for item in items)


def _check_text(text: str) -> None:
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise JsonFileError("it holds text that is not valid Unicode (a lone surrogate "
                            "escape)") from None


def read_bytes_capped(path: Path, max_bytes: int) -> bytes:
    """The bytes of a regular file, at most `max_bytes`; JsonFileError for anything else."""
    path = Path(path)
    name = path.name
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.lexists(path):
            raise JsonFileError(f"{name} is a link to a file that does not exist.") from None
        raise JsonFileError(f"There is no file at {path}.") from None
    except OSError as exc:  # a symlink loop (ELOOP), a name too long, no permission...
        raise JsonFileError(f"{name} cannot be read: {exc.strerror or exc}.") from None
    if not stat.S_ISREG(info.st_mode):
        raise JsonFileError(f"{name} is not a file (it is {_kind(info.st_mode)}).")
    # O_NONBLOCK: if the name was swapped for a FIFO after the stat, open must not wait.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise JsonFileError(f"{name} cannot be read: {exc.strerror or exc}.") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise JsonFileError(f"{name} is not a file.")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as exc:
        raise JsonFileError(f"{name} cannot be read: {exc.strerror or exc}.") from None
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise JsonFileError(f"{name} is too large ({info.st_size:,} bytes) to be one of "
                            f"Starboard's files.")
    return raw


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_json_file(path: Path, max_bytes: int) -> Any:
    """Parse a JSON file of ours. Every problem is a JsonFileError naming the file."""
    raw = read_bytes_capped(path, max_bytes)
    return parse_json_bytes(raw, Path(path).name)


def parse_json_bytes(raw: bytes, name: str) -> Any:
    if not raw.strip():
        raise JsonFileError(f"{name} is empty.")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JsonFileError(f"{name} is corrupt: it is not text.") from None
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_refuse_constant)
    except JsonFileError as exc:
        raise JsonFileError(f"{name} is corrupt: {exc}.") from None
    except RecursionError:
        raise JsonFileError(f"{name} is corrupt: it is nested more than {MAX_DEPTH} levels "
                            "deep.") from None
    except json.JSONDecodeError as exc:
        # Everything we write is one JSON object; text that starts like one but does not
        # end like one was cut off mid-write (or mid-copy).
        stripped = raw.strip()
        if stripped.startswith(b"{") and not stripped.endswith(b"}"):
            raise JsonFileError(f"{name} is truncated: the file ends in the middle "
                                "(was the game closed while saving?).") from None
        raise JsonFileError(f"{name} is corrupt: not valid JSON at line {exc.lineno}, "
                            f"column {exc.colno}.") from None
    except ValueError as exc:  # the interpreter's own int-size limit, if ever reached first
        raise JsonFileError(f"{name} is corrupt: {exc}.") from None
    try:
        _check_shape(data)
    except JsonFileError as exc:
        raise JsonFileError(f"{name} is corrupt: {exc}.") from None
    return data


def keep_unreadable(path: Path) -> Path | None:
    """Rename a file we could not read to `<name>.bad-<time>` beside it, so writing a fresh
    one never destroys what the player had. The new path, or None if it could not be moved
    (or is not there)."""
    path = Path(path)
    if not os.path.lexists(path):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 2
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
        n += 1
    try:
        os.rename(path, target)
    except OSError:
        return None
    return target
