"""Save slots in the user data folder: one autosave (what "Continue" resumes) plus named
saves. Listing reads only each file's header fields; full verification happens on load.

Listing never fails and never hangs: whatever sits in the folder (a folder named x.json, a
dangling link, a FIFO, a huge or absurd file) is listed as unreadable, and opening it later
gives the precise reason.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

from game import registry
from game.jsonfile import JsonFileError, read_json_file
from game.records import MAX_SAVE_BYTES

LATEST_TIME = 253402300799  # 9999-12-31 23:59:59 UTC: later times cannot be shown
TITLE_CHARS = 80


@dataclass
class SaveInfo:
    path: Path
    game: str | None
    title: str
    saved_at: int
    problem: str | None = None
    finished: bool = False
    """The game in it has ended (saves made before this was recorded count as running)."""

    @property
    def when(self) -> str:
        if not self.saved_at:
            return "at an unknown time"
        try:
            return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        except (OverflowError, OSError, ValueError):
            return "at an unknown time"

    @property
    def label(self) -> str:
        name = "Autosave" if self.path.name == SaveSlots.AUTOSAVE else _printable(self.path.stem)
        if self.problem:
            return f"{name} - unreadable"
        return f"{name} - {self.title or self.game} - {self.when}"


def _printable(text: str) -> str:
    """A file name for the screen: undecodable bytes and control characters replaced (a
    lone surrogate from a non-UTF-8 name cannot be rendered)."""
    text = text.encode("utf-8", "replace").decode("utf-8")
    return "".join(c if c.isprintable() else "?" for c in text)


def _saved_at(meta: dict) -> int | None:
    value = meta.get("saved_at", 0)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if not 0 <= value <= LATEST_TIME:
        return None
    return int(value)


def _info(path: Path) -> SaveInfo:
    try:
        data = read_json_file(path, MAX_SAVE_BYTES)
    except JsonFileError as exc:
        return SaveInfo(path, None, "", _mtime(path), str(exc))
    meta = data.get("meta") if isinstance(data, dict) else None
    if not isinstance(meta, dict):
        return SaveInfo(path, None, "", _mtime(path), f"{path.name} is not a Starboard save.")
    game = data.get("game")
    if not isinstance(game, str) or game not in registry.GAMES:
        return SaveInfo(path, None, "", _mtime(path),
                        f"{path.name} is for a game Starboard does not know.")
    saved_at = _saved_at(meta)
    if saved_at is None:
        return SaveInfo(path, game, "", _mtime(path),
                        f"{path.name} has an impossible save time.")
    title = meta.get("title", "")
    title = _printable(title)[:TITLE_CHARS] if isinstance(title, str) else ""
    return SaveInfo(path, game, title or registry.GAMES[game].title, saved_at,
                    finished=meta.get("over") is True)


def _mtime(path: Path) -> int:
    """When the file (or the link itself, if it leads nowhere) last changed; 0 if unknown."""
    try:
        return int(os.lstat(path).st_mtime)
    except (OSError, OverflowError, ValueError):
        return 0


class SaveSlots:
    AUTOSAVE = "autosave.json"

    def __init__(self, home: Path):
        self.dir = Path(home) / "saves"

    def autosave_path(self) -> Path:
        return self.dir / self.AUTOSAVE

    def new_save_path(self, game_id: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.dir / f"{game_id}-{stamp}.json"
        n = 2
        while os.path.lexists(path):
            path = self.dir / f"{game_id}-{stamp}-{n}.json"
            n += 1
        return path

    def list(self) -> list[SaveInfo]:
        """Every *.json in the saves folder, newest first; never raises."""
        try:
            names = [e.name for e in os.scandir(self.dir) if e.name.endswith(".json")]
        except OSError:  # no folder yet, or not a folder, or not readable
            return []
        out = [_info(self.dir / name) for name in names]
        out.sort(key=lambda s: (s.saved_at, s.path.name), reverse=True)
        return out
