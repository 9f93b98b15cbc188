"""The player profile: personal records and achievements kept across games (profile.json).

One JSON file in the user data folder, written atomically, so a crash never loses the
records already earned. Each finished game is recorded once (keyed by its setup and
history), which keeps a resumed or re-opened finished game from counting twice.

>>> p = Profile()
>>> r = p.record_assembly("k1", won=True, score=27, difficulty="hard", achievements=["head_start"],
...                       malfunctions="A", hinted=False)
>>> r.new_best, p.assembly["streak"]["hard"], r.new_achievements
(True, 1, ['head_start'])
>>> p.record_assembly("k1", True, 27, "hard", [], "A", False) is None  # counted once
True
"""

from __future__ import annotations

import errno
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from game.jsonfile import JsonFileError, keep_unreadable, read_json_file
from game.records import atomic_write_text

FILE = "profile.json"
VERSION = 1
STREAK_FOR_SURVIVOR = 3
LUCKY_SETS = ("A", "B", "C")
_KEEP_KEYS = 500  # recorded-game keys kept (enough to never double count a recent game)


def _blank_assembly() -> dict:
    return {"games": 0, "wins": 0, "best_score": {}, "streak": {}, "best_streak": {},
            "achievements": {}, "recent": [], "recorded": [], "hinted": []}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _counts(value: object) -> bool:
    return isinstance(value, dict) and all(_is_int(v) for v in value.values())


def _texts(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


_RECENT_SHAPE = {"won": bool, "score": int, "difficulty": str, "malfunctions": str,
                 "hinted": bool}


def _recent(value: object) -> bool:
    return isinstance(value, list) and all(
        isinstance(g, dict) and all(isinstance(g.get(k), t) for k, t in _RECENT_SHAPE.items())
        for g in value)


_FIELD_SHAPES = {"games": _is_int, "wins": _is_int, "best_score": _counts, "streak": _counts,
                 "best_streak": _counts, "achievements": _counts, "recent": _recent,
                 "recorded": _texts, "hinted": _texts}


@dataclass
class RecordResult:
    """What a finished game changed in the profile (the end screen shows it)."""

    new_best: bool
    best_score: int
    streak: int
    best_streak: int
    new_achievements: list[str] = field(default_factory=list)


def _blank_tutorial() -> dict:
    return {"done": [], "resume": {}}


def _tutorial(value: object) -> bool:
    """Learn to play: the chapters finished ("law404/draft") and, per half-done chapter,
    its moves and the step reached."""
    return isinstance(value, dict) and _texts(value.get("done")) and \
        isinstance(value.get("resume"), dict) and all(
            isinstance(r, dict) and _texts(r.get("actions")) and _is_int(r.get("step"))
            for r in value["resume"].values())


@dataclass
class Profile:
    assembly: dict = field(default_factory=_blank_assembly)
    tutorial: dict = field(default_factory=_blank_tutorial)

    def to_dict(self) -> dict:
        return {"version": VERSION, "assembly": self.assembly, "tutorial": self.tutorial}

    @classmethod
    def from_dict(cls, data: object) -> Profile:
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: object) -> tuple[Profile, list[str]]:
        """The profile in `data`, keeping every field of the right shape, and the names of
        the fields that were not (those start blank: a hand-edited file must not crash the
        end screen)."""
        blank = _blank_assembly()
        if not isinstance(data, dict) or not isinstance(data.get("assembly"), dict):
            return cls(blank), ["assembly"]
        stored = data["assembly"]
        merged, bad = {}, []
        for key, default in blank.items():
            if key not in stored:
                merged[key] = default
            elif _FIELD_SHAPES[key](stored[key]):
                merged[key] = stored[key]
            else:
                merged[key], bad = default, [*bad, key]
        tutorial = data.get("tutorial", _blank_tutorial())
        if not _tutorial(tutorial):
            tutorial, bad = _blank_tutorial(), [*bad, "tutorial"]
        return cls(merged, tutorial), bad

    # ------------------------------------------------------------------ hints
    def mark_hinted(self, key: str) -> bool:
        """Remember that the game `key` used hints; True if this is news."""
        hinted = self.assembly["hinted"]
        if key in hinted:
            return False
        hinted.append(key)
        del hinted[:-_KEEP_KEYS]
        return True

    def was_hinted(self, key: str) -> bool:
        return key in self.assembly["hinted"]

    # ------------------------------------------------------------------ results
    def is_recorded(self, key: str) -> bool:
        return key in self.assembly["recorded"]

    def record_assembly(self, key: str, won: bool, score: int, difficulty: str,
                        achievements: list[str], malfunctions: str, hinted: bool
                        ) -> RecordResult | None:
        """Count a finished game once; None if `key` was already counted."""
        a = self.assembly
        if key in a["recorded"]:
            return None
        a["recorded"].append(key)
        del a["recorded"][:-_KEEP_KEYS]
        a["games"] += 1
        a["wins"] += bool(won)
        old_best = a["best_score"].get(difficulty)
        new_best = old_best is None or score > old_best
        if new_best:
            a["best_score"][difficulty] = score
        streak = a["streak"].get(difficulty, 0) + 1 if won else 0
        a["streak"][difficulty] = streak
        a["best_streak"][difficulty] = max(a["best_streak"].get(difficulty, 0), streak)
        a["recent"].append({"won": bool(won), "score": score, "difficulty": difficulty,
                            "malfunctions": malfunctions, "hinted": hinted})
        del a["recent"][:-20]
        earned = list(achievements)
        if won and difficulty == "hard" and streak >= STREAK_FOR_SURVIVOR:
            earned.append("survivor")
        last3 = a["recent"][-3:]
        if len(last3) == 3 and all(g["won"] for g in last3) and \
                sorted(g["malfunctions"] for g in last3) == list(LUCKY_SETS):
            earned.append("lucky_streak")
        new = [x for x in earned if x not in a["achievements"]]
        for x in new:
            a["achievements"][x] = a["games"]
        return RecordResult(new_best, a["best_score"][difficulty], streak,
                            a["best_streak"][difficulty], new)


MAX_PROFILE_BYTES = 4 * 1024 * 1024


class ProfileNotSaved(OSError):
    """The profile on disk could not be read nor moved aside, so it is not written over."""


def _read(path: Path) -> tuple[Profile | None, str | None]:
    """The profile at `path` (None if there is none or nothing in it could be used) and why
    it could not be read in full, if so."""
    if not os.path.lexists(path):
        return None, None
    try:
        data = read_json_file(path, MAX_PROFILE_BYTES)
    except JsonFileError as exc:
        return None, str(exc)
    version = data.get("version") if isinstance(data, dict) else None
    if _is_int(version) and version > VERSION:
        return None, f"{path.name} was written by a newer Starboard."
    profile, bad = Profile.read(data)
    if bad == ["assembly"]:
        return None, f"{path.name} holds no player records."
    if bad:
        return profile, (f"{path.name} has records that are not valid "
                         f"({', '.join(bad)}).")
    return profile, None


def check_profile(home: Path) -> str | None:
    """At start: if the profile cannot be read in full, move it aside, keep what could be
    read, and return the one sentence that tells the player (the next start finds a good
    file, so says nothing)."""
    path = Path(home) / FILE
    salvaged, problem = _read(path)
    if problem is None:
        return None
    kept = keep_unreadable(path)
    if kept is None:
        return (f"Your records and achievements could not be read: {problem} The file is "
                "left as it is and nothing will be written over it, so new records will "
                "not be kept until it is moved or repaired.")
    if salvaged is not None:
        try:
            save_profile(home, salvaged)
        except OSError:
            pass  # the next game end tries again; the original is safe either way
        return (f"Some of your records could not be read: {problem} The file was kept as "
                f"{kept.name}; the records that could be read carry on.")
    return (f"Your records and achievements could not be read: {problem} The file was kept "
            f"as {kept.name}; a fresh profile starts now.")


def load_profile(home: Path) -> Profile:
    """The profile in `home`, or a fresh one if it is missing or unreadable (an unreadable
    file stays on disk: `save_profile` moves it aside before writing)."""
    profile, _ = _read(Path(home) / FILE)
    return profile or Profile()


def save_profile(home: Path, profile: Profile) -> None:
    """Write the profile; never over a file that could not be read (that one is moved to
    profile.json.bad-<time> first, or ProfileNotSaved is raised)."""
    path = Path(home) / FILE
    _, problem = _read(path)
    if problem is not None and keep_unreadable(path) is None:
        raise ProfileNotSaved(errno.EEXIST, "the old records file could not be read or "
                              "moved aside, so it was not written over")
    atomic_write_text(path, json.dumps(profile.to_dict(), indent=1))
