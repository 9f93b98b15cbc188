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

import json
from dataclasses import dataclass, field
from pathlib import Path

from game.records import atomic_write_text

FILE = "profile.json"
VERSION = 1
STREAK_FOR_SURVIVOR = 3
LUCKY_SETS = ("A", "B", "C")
_KEEP_KEYS = 500  # recorded-game keys kept (enough to never double count a recent game)


def _blank_assembly() -> dict:
    return {"games": 0, "wins": 0, "best_score": {}, "streak": {}, "best_streak": {},
            "achievements": {}, "recent": [], "recorded": [], "hinted": []}


@dataclass
class RecordResult:
    """What a finished game changed in the profile (the end screen shows it)."""

    new_best: bool
    best_score: int
    streak: int
    best_streak: int
    new_achievements: list[str] = field(default_factory=list)


@dataclass
class Profile:
    assembly: dict = field(default_factory=_blank_assembly)

    def to_dict(self) -> dict:
        return {"version": VERSION, "assembly": self.assembly}

    @classmethod
    def from_dict(cls, data: object) -> Profile:
        blank = _blank_assembly()
        if not isinstance(data, dict) or not isinstance(data.get("assembly"), dict):
            return cls(blank)
        stored = data["assembly"]
        # Keep only fields of the right type: a hand-edited file must not crash the end screen.
        merged = {k: stored[k] if isinstance(stored.get(k), type(v)) else v
                  for k, v in blank.items()}
        return cls(merged)

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


def load_profile(home: Path) -> Profile:
    """The profile in `home`, or a fresh one if it is missing or unreadable."""
    try:
        data = json.loads((Path(home) / FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Profile()
    return Profile.from_dict(data)


def save_profile(home: Path, profile: Profile) -> None:
    atomic_write_text(Path(home) / FILE, json.dumps(profile.to_dict(), indent=1))
