"""Text on the 404 table: never smaller than 14 logical px (14 real px at 1280x720, 100%).

A text that does not fit its room is cut at a word (or letter) and ends in an ellipsis, at
the size asked for; the full text is always in a tooltip. The font is never shrunk to make
it fit and the bitmap never cut.
"""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.board.text import render_block, wrap

MIN = 14.0
"""Logical px: the smallest text the table draws (body text, labels, marks)."""
ELLIPSIS = "\u2026"


def elided(text: str, size: int, width: int, bold: bool = False, cut: bool = False) -> str:
    """`text`, shortened with an ellipsis until it is at most `width` px wide at `size`
    (`cut`: the text goes on beyond this line, so it ends in an ellipsis anyway)."""
    face = fonts.font(size, bold)
    if not cut and face.size(text)[0] <= width:
        return text
    end = len(text) + 1
    while end > 1:
        end -= 1
        shorter = text[:end].rstrip(" ,.;:-/(") + ELLIPSIS
        if face.size(shorter)[0] <= width:
            return shorter
    return ELLIPSIS


def line(text: str, size: int, ink, width: int, bold: bool = False) -> pygame.Surface:
    """One line at `size` px, elided to `width` px."""
    return fonts.render(elided(text, size, max(1, width), bold), size, ink, bold)


def block(text: str, size: int, ink, box: tuple[int, int], bold: bool = False,
          align: str = "left") -> pygame.Surface:
    """Wrapped at `size` px: the lines that fit `box`, the last one elided when the text
    was cut."""
    width, height = max(8, box[0]), box[1]
    lines = wrap(text, size, width, bold)
    fit = max(1, height // max(1, fonts.font(size, bold).get_linesize()))
    if len(lines) > fit:
        lines = lines[:fit]
        lines[-1] = elided(lines[-1], size, width - 2, bold, cut=True)
    return render_block("\n".join(lines), size, ink, width, bold, align)


def lines_needed(text: str, size: int, width: int, bold: bool = False) -> int:
    return len(wrap(text, size, max(8, width), bold))
