"""Player settings, kept as JSON in the user data folder.

A settings file that cannot be read never stops the app: Starboard starts with defaults,
says what was wrong, and keeps the file as `settings.json.bad-<time>` so the next save of
settings does not write over it. A readable file with a few bad values keeps the rest.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.jsonfile import JsonFileError, keep_unreadable, read_json_file
from game.ui.palette import DEFAULT as DEFAULT_PALETTE
from game.ui.palette import PALETTES

WINDOW_SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
MIN_WINDOW = (640, 360)
MAX_WINDOW = (16384, 16384)
MAX_SETTINGS_BYTES = 64 * 1024


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    ui_scale: int = 100
    """Percent, 100-200: multiplies every logical unit, text included."""
    animation_speed: float = 1.0
    """0.25-3: multiplies animation rates; 3 is near-instant."""
    sound: bool = True
    palette: str = DEFAULT_PALETTE
    """Seat and token colours (game/ui/palette.py): "safe" for every kind of colour
    vision, or the "original" look."""
    large_text: bool = False
    """Sentences a quarter larger (the log, tips, messages, the coach, the pass and end
    screens), tables included, for a screen read from across the table (Viewport.text_px)."""

    def clamp(self) -> Settings:
        self.ui_scale = max(100, min(200, int(self.ui_scale)))
        self.animation_speed = max(0.25, min(3.0, float(self.animation_speed)))
        w, h = self.window_size
        self.window_size = (max(MIN_WINDOW[0], min(MAX_WINDOW[0], int(w))),
                            max(MIN_WINDOW[1], min(MAX_WINDOW[1], int(h))))
        return self

    def to_dict(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from a file's dict, and the names of fields that were not valid (each
        of those keeps its default). Out-of-range numbers are clamped, not refused."""
        if not isinstance(data, dict):
            return cls(), ["the whole file"]
        values: dict[str, Any] = {}
        bad = []
        for f in fields(cls):
            if f.name not in data:
                continue
            value = _FIELD_CHECKS[f.name](data[f.name])
            if value is None:
                bad.append(f.name)
            else:
                values[f.name] = value
        return cls(**values).clamp(), bad


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(value) else None


def _flag(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _size(value: Any) -> tuple[int, int] | None:
    if not isinstance(value, list | tuple) or len(value) != 2:
        return None
    w, h = (_number(v) for v in value)
    if w is None or h is None:
        return None
    # Clamp before int(): a finite 1e300 is fine as a float but not as a window.
    return (int(min(max(w, 0), MAX_WINDOW[0])), int(min(max(h, 0), MAX_WINDOW[1])))


def _palette(value: Any) -> str | None:
    return value if isinstance(value, str) and value in PALETTES else None


def _scale(value: Any) -> int | None:
    number = _number(value)
    return None if number is None else int(min(max(number, 0), 1000))


_FIELD_CHECKS = {
    "window_size": _size,
    "fullscreen": _flag,
    "ui_scale": _scale,
    "animation_speed": _number,
    "sound": _flag,
    "large_text": _flag,
    "palette": _palette,
}


def settings_path(home: Path) -> Path:
    return home / "settings.json"


def load_settings(home: Path) -> tuple[Settings, str | None]:
    """Settings and, if anything in the file could not be used, a sentence saying what and
    what happened to the file. Never raises."""
    path = settings_path(home)
    if not os.path.lexists(path):
        return Settings(), None
    try:
        data = read_json_file(path, MAX_SETTINGS_BYTES)
    except JsonFileError as exc:
        kept = keep_unreadable(path)
        where = (f"It was kept as {kept.name}." if kept else
                 "It was left as it is.")
        return Settings(), (f"Your settings could not be read: {exc} {where} Starboard "
                            "starts with default settings.")
    settings, bad = Settings.read(data)
    if not bad:
        return settings, None
    if bad == ["the whole file"]:
        kept = keep_unreadable(path)
        where = f"It was kept as {kept.name}." if kept else "It was left as it is."
        return settings, (f"Your settings file holds no settings. {where} Starboard starts "
                          "with default settings.")
    return settings, (f"Some settings were not valid and use their defaults: "
                      f"{', '.join(_SHOWN_NAMES[name] for name in bad)}.")


_SHOWN_NAMES = {"window_size": "window size", "fullscreen": "full screen",
                "ui_scale": "UI scale", "animation_speed": "animation speed",
                "sound": "sound", "large_text": "large text", "palette": "colours"}


def save_settings(home: Path, settings: Settings) -> None:
    from game.records import atomic_write_text

    atomic_write_text(settings_path(home), json.dumps(settings.to_dict(), indent=1))
