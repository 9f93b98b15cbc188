"""What every table draws around its board in the same way: the game's name in its colour,
the autosave warning, and the width a small button needs for its label."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.board.text import fit_block
from game.ui.theme import colour
from game.ui.units import Viewport

SMALL_BUTTON_FONT = 16  # the theme's @small_button size, which the app scales by the UI scale
SMALL_BUTTON_PAD = 18.0


def small_button_width(vp: Viewport, label: str) -> float:
    """The width (table units) a small button needs for `label` at the app's text size."""
    px = max(8, round(SMALL_BUTTON_FONT * vp.scale))
    return fonts.font(px).size(label)[0] / vp.scale + SMALL_BUTTON_PAD


def draw_title(surface: pygame.Surface, vp: Viewport, game_id: str, title: str,
               size: float = 24) -> int:
    """The game's name top-left in its colour; returns the right edge in pixels."""
    try:
        game_colour = colour(game_id)
    except KeyError:  # a game without a signature colour (test engines)
        game_colour = colour("accent")
    img = fonts.render(title, vp.px(size), game_colour, True)
    surface.blit(img, (vp.px(12), vp.px(8)))
    return vp.px(12) + img.get_width()


def draw_autosave_warning(surface: pygame.Surface, vp: Viewport, error: str | None) -> None:
    """While autosaving fails (a full disk, a read-only folder) the player must know."""
    if not error:
        return
    text = f"{error} Menu > Save as... keeps the game somewhere else."
    block = fit_block(text, vp.px(15), colour("text"), (vp.px(560), vp.px(44)), bold=True)
    box = block.get_rect(midtop=(surface.get_width() // 2, vp.px(56))).inflate(
        vp.px(16), vp.px(8))
    pygame.draw.rect(surface, colour("bad"), box, border_radius=vp.px(6))
    surface.blit(block, block.get_rect(center=box.center))
