"""The end of a game: win or loss, score and its band, achievements, personal records.

The result is written to the player profile once per finished game (keyed by setup and
history), so resuming a finished autosave shows the same screen without counting twice.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

import pygame

from game.profile import RecordResult, load_profile, save_profile
from game.ui.board.text import fit_block, render_block
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.units import Viewport

BOX = (250.0, 96.0, 780.0, 440.0)


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


def draw(surf: pygame.Surface, vp: Viewport, s: EndSummary) -> pygame.Rect:
    """The end box; returns its rect (the scene places its buttons under the text)."""
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    c = colour("shroud")
    shade.fill((c.r, c.g, c.b, 170))
    surf.blit(shade, (0, 0))
    box = vp.rect(*BOX)
    box.centerx = surf.get_width() // 2
    pygame.draw.rect(surf, colour("panel_bg"), box, border_radius=vp.px(12))
    pygame.draw.rect(surf, colour("good" if s.won else "bad"), box, max(2, vp.px(3)),
                     border_radius=vp.px(12))
    x, y = box.x + vp.px(28), box.y + vp.px(18)
    head = "The ship launches: you escaped!" if s.won else "Out of oxygen: the deck ran out."
    img = font(vp.px(30), True).render(head, True, colour("good" if s.won else "bad"))
    surf.blit(img, (x, y))
    y += img.get_height() + vp.px(6)
    img = font(vp.px(24), True).render(f"Score {s.score}: {s.band}", True, colour("accent"))
    surf.blit(img, (x, y))
    y += img.get_height() + vp.px(2)
    body = render_block(s.band_text, vp.px(16), colour("text"), box.w - vp.px(56))
    surf.blit(body, (x, y))
    y += body.get_height() + vp.px(14)
    title = font(vp.px(18), True).render("Achievements", True, colour("text"))
    surf.blit(title, (x, y))
    y += title.get_height() + vp.px(2)
    if not s.achievements:
        surf.blit(font(vp.px(15)).render("None this game.", True, colour("text_dim")), (x, y))
        y += vp.px(22)
    for name, text in s.achievements[:5]:
        line = f"{name} - {text}"
        block = fit_block(line, vp.px(15), colour("good"), (box.w - vp.px(56), vp.px(40)))
        surf.blit(block, (x, y))
        y += block.get_height() + vp.px(2)
    y += vp.px(10)
    title = font(vp.px(18), True).render(f"Personal records ({s.difficulty})", True,
                                         colour("text"))
    surf.blit(title, (x, y))
    y += title.get_height() + vp.px(2)
    best = "-" if s.best_score is None else str(s.best_score)
    new = "  New best!" if s.record and s.record.new_best else ""
    lines = [f"Best score: {best}{new}",
             f"Win streak: {s.streak} (best {s.best_streak})",
             f"Assembly games played: {s.games}, won: {s.wins}"]
    if s.hinted:
        lines.append("Hints were used in this game.")
    if s.save_error:
        lines.append(s.save_error)
    for line in lines:
        img = font(vp.px(16)).render(line, True, colour("text"))
        surf.blit(img, (x, y))
        y += img.get_height() + vp.px(2)
    return box
