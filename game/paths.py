"""Where files live: bundled resources (dev tree or PyInstaller's folder) and user data."""

from __future__ import annotations

import sys
from pathlib import Path

APP_NAME = "Starboard"


def project_root() -> Path:
    """The folder holding assets/ and levels/: the source tree, or the frozen bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    return project_root().joinpath(*parts)


def levels_root() -> Path:
    return resource_path("levels")


def assets_root() -> Path:
    return resource_path("assets")


def user_data_dir() -> Path:
    """Saves, settings and the player profile. STARBOARD_HOME overrides (tests, portable use)."""
    import os

    override = os.environ.get("STARBOARD_HOME")
    if override:
        path = Path(override)
    else:
        # Imported here so engine-only tools (simulate, replay) start without it.
        from platformdirs import user_data_dir as _udd

        path = Path(_udd(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
