"""Learn to play in the profile (game/profile.py): a tick per finished chapter, and each
half-done chapter's moves and step, so it resumes where it was left. A profile that cannot
be written leaves the chapter playable: progress is a comfort, never a reason to stop."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.profile import load_profile, save_profile

KEEP_RESUMES = 50


def finished(home: Path) -> set[str]:
    return set(load_profile(home).tutorial["done"])


def resume_record(home: Path, key: str) -> dict | None:
    return load_profile(home).tutorial["resume"].get(key)


def keep(home: Path, lesson: Any) -> None:
    """Write where the lesson stands: a finished chapter is ticked and starts afresh next
    time; a half-done one keeps its moves and step."""
    profile = load_profile(home)
    tutorial = profile.tutorial
    key = lesson.chapter.key
    if lesson.finished:
        if key not in tutorial["done"]:
            tutorial["done"].append(key)
        tutorial["resume"].pop(key, None)
    else:
        tutorial["resume"][key] = lesson.record()
        while len(tutorial["resume"]) > KEEP_RESUMES:
            tutorial["resume"].pop(next(iter(tutorial["resume"])))
    try:
        save_profile(home, profile)
    except OSError:
        pass
