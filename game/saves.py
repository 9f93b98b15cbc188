"""Save slots in the user data folder: one autosave (what "Continue" resumes) plus named
saves. Listing reads only each file's header fields; full verification happens on load."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass
class SaveInfo:
    path: Path
    game: str | None
    title: str
    saved_at: int
    problem: str | None = None

    @property
    def when(self) -> str:
        if not self.saved_at:
            return "at an unknown time"
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))

    @property
    def label(self) -> str:
        name = "Autosave" if self.path.name == SaveSlots.AUTOSAVE else self.path.stem
        if self.problem:
            return f"{name} - cannot be read"
        return f"{name} - {self.title or self.game} - {self.when}"


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
        while path.exists():
            path = self.dir / f"{game_id}-{stamp}-{n}.json"
            n += 1
        return path

    def list(self) -> list[SaveInfo]:
        if not self.dir.exists():
            return []
        out = []
        for path in self.dir.glob("*.json"):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                meta = data.get("meta") or {}
                out.append(SaveInfo(path, data.get("game"), str(meta.get("title", "")),
                                    int(meta.get("saved_at", 0))))
            except (OSError, ValueError, AttributeError, TypeError) as exc:
                out.append(SaveInfo(path, None, "", int(path.stat().st_mtime), str(exc)))
        out.sort(key=lambda s: s.saved_at, reverse=True)
        return out
