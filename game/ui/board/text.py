"""Word-wrapped text rendered at the size it is shown (shared by cards, log, toasts, tooltips).

Surfaces are cached per (text, pixel size, colour, width): a frame re-blits, never re-renders.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.fonts import font

ColourKey = tuple[int, int, int, int]


def colour_key(c) -> ColourKey:
    """A hashable form of any pygame colour spec (for cache keys)."""
    col = pygame.Color(c)
    return (col.r, col.g, col.b, col.a)


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split `text` into lines no wider than `width` pixels at font size `size`.

    Explicit newlines are kept; a single word wider than the line is cut by characters.
    """
    return list(_wrap(text, max(6, int(size)), int(width), bold))


@lru_cache(maxsize=4096)
def _wrap(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    # Words are measured once each and summed (long logs re-wrap on every resize); the
    # kerning lost at word boundaries is a pixel or two, so lines keep a small margin.
    fnt = font(size, bold)
    width = max(1, width - 2)
    space = fnt.size(" ")[0]
    lines: list[str] = []
    for para in text.split("\n"):
        line, line_w = "", 0
        for word in para.split(" "):
            w = fnt.size(word)[0]
            if line and line_w + space + w <= width:
                line, line_w = f"{line} {word}", line_w + space + w
                continue
            if not line and w <= width:
                line, line_w = word, w
                continue
            if line:
                lines.append(line)
            while w > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and fnt.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
                w = fnt.size(word)[0]
            line, line_w = word, w
        lines.append(line)
    return tuple(lines)


@lru_cache(maxsize=2048)
def _block(text: str, size: int, colour: ColourKey, width: int, bold: bool, align: str):
    fnt = font(size, bold)
    lines = wrap(text, size, width, bold)
    line_h = fnt.get_linesize()
    w = max((fnt.size(line)[0] for line in lines), default=1)
    surf = pygame.Surface((max(1, w), max(1, line_h * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if not line:
            continue
        img = fnt.render(line, True, colour)
        x = 0 if align == "left" else (w - img.get_width()) // 2
        surf.blit(img, (x, i * line_h))
    return surf


def render_block(
    text: str, size: int, colour, width: int, bold: bool = False, align: str = "left"
) -> pygame.Surface:
    """`text` wrapped to `width` px, one transparent surface. Do not mutate the result."""
    return _block(text, max(6, int(size)), colour_key(colour), max(8, int(width)), bold, align)


def fit_block(
    text: str, size: int, colour, box: tuple[int, int], bold: bool = False, align: str = "left"
) -> pygame.Surface:
    """Like render_block, shrinking the font (never the bitmap) until the block fits `box`."""
    size = max(6, int(size))
    while True:
        surf = render_block(text, size, colour, box[0], bold, align)
        if surf.get_height() <= box[1] or size <= 7:
            return surf
        size -= 1


def readable_on(fill) -> pygame.Color:
    """Dark or light text, whichever reads better on `fill` (theme colours only)."""
    from game.ui.theme import colour

    c = pygame.Color(fill)
    luma = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b
    return colour("counter_edge") if luma > 140 else colour("text")
