"""The end of a game, the same box for every table: who won from the table's point of view,
why (and any tie-break), the key figures, then what the table adds (achievements, records,
every robot's directives). TableScene draws it over the final board and puts New game,
Play again, Show board and Main menu under it.

>>> import pygame; _ = pygame.font.init()
>>> from game.ui.units import Viewport
>>> end = EndScreen("Ada wins!", True, "Ada completed three directives first.",
...                 figures=[("Turns", "9")], sections=[("Directives", ["Ada: 3 done"])])
>>> draw_end_screen(pygame.Surface((1280, 720)), Viewport((1280, 720)), end).width > 0
True
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.board.text import fit_block, render_block
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.units import Viewport

#: Logical (x, y, w, h) of the box; its buttons sit under it.
BOX = (250.0, 80.0, 780.0, 470.0)
BUTTONS_Y = BOX[1] + BOX[3] + 14


@dataclass
class EndScreen:
    headline: str
    """"Ada wins!", "Robo (bot) wins.", "The ship launches: you escaped!"."""
    won: bool
    """From the table's point of view: a bot's win is a loss for the people playing."""
    reason: str = ""
    """Why it ended, and the tie-break if one decided it."""
    figures: list[tuple[str, str]] = field(default_factory=list)
    """Key numbers, shown large: ("Score", "23: Chief Engineer"), ("Turns", "9")."""
    sections: list[tuple[str, list[str]]] = field(default_factory=list)
    """Headed lists the table adds: achievements, records, each robot's directives."""


def draw_end_screen(surf: pygame.Surface, vp: Viewport, end: EndScreen) -> pygame.Rect:
    """Shade the board and draw the end box; returns its rect."""
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    c = colour("shroud")
    shade.fill((c.r, c.g, c.b, 170))
    surf.blit(shade, (0, 0))
    box = vp.rect(*BOX)
    box.centerx = surf.get_width() // 2
    tone = colour("good" if end.won else "bad")
    pygame.draw.rect(surf, colour("panel_bg"), box, border_radius=vp.px(12))
    pygame.draw.rect(surf, tone, box, max(2, vp.px(3)), border_radius=vp.px(12))
    width = box.w - vp.px(56)
    x, y = box.x + vp.px(28), box.y + vp.px(16)
    bottom = box.bottom - vp.px(12)
    head = fit_block(end.headline, vp.px(30), tone, (width, vp.px(84)), bold=True)
    surf.blit(head, (x, y))
    y += head.get_height() + vp.px(4)
    if end.reason:
        body = fit_block(end.reason, vp.text_px(17), colour("text"), (width, vp.px(64)))
        surf.blit(body, (x, y))
        y += body.get_height() + vp.px(8)
    if end.figures:
        line = "   ".join(f"{name}: {value}" for name, value in end.figures)
        img = fit_block(line, vp.px(22), colour("accent"), (width, vp.px(60)), bold=True)
        surf.blit(img, (x, y))
        y += img.get_height() + vp.px(10)
    for title, lines in end.sections:
        if y + vp.px(24) > bottom:
            break
        img = font(vp.px(18), True).render(title, True, colour("text"))
        surf.blit(img, (x, y))
        y += img.get_height() + vp.px(2)
        for text in lines:
            block = render_block(text, vp.text_px(15), colour("text"), width)
            if y + block.get_height() > bottom:
                break
            surf.blit(block, (x, y))
            y += block.get_height() + vp.px(2)
        y += vp.px(8)
    return box
