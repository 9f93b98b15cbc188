"""Where files live: bundled resources (dev tree or PyInstaller's folder) and user data."""

from __future__ import annotations

import os
import sys
import tempfile
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
    """Saves, settings and the player profile. STARBOARD_HOME overrides (tests, portable use).

    Only names the folder: `prepare_user_data_dir` makes it, and says if it cannot."""
    override = os.environ.get("STARBOARD_HOME")
    if override:
        return Path(override)
    # Imported here so engine-only tools (simulate, replay) start without it.
    from platformdirs import user_data_dir as _udd

    return Path(_udd(APP_NAME, appauthor=False))


def prepare_user_data_dir(path: Path) -> str | None:
    """Make the data folder if needed; a sentence for the player if Starboard cannot keep
    files there (it is a file, or sits in a read-only place). The app starts either way."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        # A folder we may not write to is found now, not at the first autosave.
        with tempfile.TemporaryFile(dir=path, prefix=".starboard-probe-"):
            pass
    except OSError as exc:
        what = ("it is a file, not a folder" if os.path.isfile(path)
                else exc.strerror or str(exc))
        how = (" (it comes from STARBOARD_HOME)" if os.environ.get("STARBOARD_HOME")
               else "")
        return (f"Starboard cannot keep files in {path}{how}: {what}. You can play, but "
                "games, settings and records will not be saved.")
    return None
