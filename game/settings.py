"""Player settings, kept as JSON in the user data folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

WINDOW_SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    ui_scale: int = 100
    """Percent, 100-200: multiplies every logical unit, text included."""
    animation_speed: float = 1.0
    """0.25-3: multiplies animation rates; 3 is near-instant."""
    sound: bool = True

    def clamp(self) -> Settings:
        self.ui_scale = max(100, min(200, int(self.ui_scale)))
        self.animation_speed = max(0.25, min(3.0, float(self.animation_speed)))
        w, h = self.window_size
        self.window_size = (max(640, int(w)), max(360, int(h)))
        return self

    def to_dict(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> Settings:
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        if "window_size" in values:
            values["window_size"] = tuple(values["window_size"])
        return cls(**values).clamp()


def settings_path(home: Path) -> Path:
    return home / "settings.json"


def load_settings(home: Path) -> tuple[Settings, str | None]:
    """Settings and, if the file was unreadable, a sentence saying defaults were used."""
    path = settings_path(home)
    if not path.exists():
        return Settings(), None
    try:
        return Settings.from_dict(json.loads(path.read_text(encoding="utf-8"))), None
    except (ValueError, TypeError, AttributeError) as exc:
        return Settings(), f"Settings file could not be read ({exc}); using defaults."


def save_settings(home: Path, settings: Settings) -> None:
    from game.records import atomic_write_text

    atomic_write_text(settings_path(home), json.dumps(settings.to_dict(), indent=1))
