"""Assembly's end of a game: score and its band, achievements, personal records (drawn by
the shared end screen, game/ui/end_screen.py).

The result is written to the player profile once per finished game (keyed by setup and
history), so resuming a finished autosave shows the same screen without counting twice.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from game.profile import RecordResult, load_profile, save_profile


def game_key(game) -> str:
    """Identifies one game: its setup (seed included) and the actions that led here."""
    data = json.dumps({"setup": game.setup.to_dict()}, sort_keys=True)
    return hashlib.sha256(data.encode("utf-8")).hexdigest()[:20]


def finished_key(game) -> str:
    data = json.dumps({"setup": game.setup.to_dict(), "history": list(game.history)},
                      sort_keys=True)
    return hashlib.sha256(data.encode("utf-8")).hexdigest()[:20]


@dataclass
class EndSummary:
    won: bool
    score: int
    band: str
    band_text: str
    achievements: list[tuple[str, str]] = field(default_factory=list)
    new_achievements: set[str] = field(default_factory=set)
    record: RecordResult | None = None
    best_score: int | None = None
    streak: int = 0
    best_streak: int = 0
    difficulty: str = "standard"
    hinted: bool = False
    save_error: str = ""
    games: int = 0
    wins: int = 0


def record_result(home, game) -> EndSummary:
    """Write the finished game into the profile (once) and say what it earned."""
    result = game.result
    details = result.details or {}
    score = result.score or 0
    rating = game.content.rating_for(score)
    difficulty = details.get("difficulty", game.setup.difficulty_class)
    profile = load_profile(home)
    hinted = profile.was_hinted(game_key(game))
    rec = profile.record_assembly(finished_key(game), result.won, score, difficulty,
                                  list(details.get("achievements", [])),
                                  game.setup.malfunctions, hinted)
    error = ""
    if rec is not None:
        try:
            save_profile(home, profile)
        except OSError as exc:
            error = f"Records not saved: {exc.strerror or exc}."
    a = profile.assembly
    earned = list(details.get("achievements", []))
    if rec is not None:
        earned += [x for x in rec.new_achievements if x not in earned]
    names = game.content.achievements
    return EndSummary(
        won=result.won, score=score, band=rating.name, band_text=rating.text,
        achievements=[(names[x].name if x in names else x,
                       names[x].text if x in names else "") for x in earned],
        new_achievements=set(rec.new_achievements) if rec else set(), record=rec,
        best_score=a["best_score"].get(difficulty), streak=a["streak"].get(difficulty, 0),
        best_streak=a["best_streak"].get(difficulty, 0), difficulty=difficulty,
        hinted=hinted, save_error=error, games=a["games"], wins=a["wins"])


def sections(s: EndSummary) -> list[tuple[str, list[str]]]:
    """What the shared end screen lists under the score (the game's result sentence already
    names the band): achievements and personal records."""
    best = "-" if s.best_score is None else str(s.best_score)
    new = "  New best!" if s.record and s.record.new_best else ""
    records = [f"Best score: {best}{new}",
               f"Win streak: {s.streak} (best {s.best_streak})",
               f"Assembly games played: {s.games}, won: {s.wins}"]
    if s.hinted:
        records.append("Hints were used in this game.")
    if s.save_error:
        records.append(s.save_error)
    earned = [f"{name} - {text}" for name, text in s.achievements[:5]] or ["None this game."]
    return [("Achievements", earned),
            (f"Personal records ({s.difficulty})", records)]
