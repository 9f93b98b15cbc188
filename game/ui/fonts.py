"""Fonts rendered at the size they are shown (never a scaled bitmap), cached per size.

Rendered text is cached too: menus and boards redraw the same labels every frame, and
rasterising text is the most expensive thing they do.

pygame.font raises for text that has no width ("Text has zero width": a zero-width space,
joiner, byte-order mark or variation selector on its own) and for a NUL character. Names
and text typed, pasted or loaded can hold those, so every text drawn here, and in
pygame-gui's widgets once `guard_gui_text()` has run, draws as nothing instead.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame
from pygame_gui.core import utility as gui_utility
from pygame_gui.core.gui_font_pygame import GUIFontPygame

from game.paths import assets_root

_TEXT_CACHE: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_TEXT_CACHE_SIZE = 1024


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans (OFL, assets/fonts) at `size` pixels."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(str(assets_root() / "fonts" / name), max(6, int(size)))


def render(text: str, size: int, color, bold: bool = False) -> pygame.Surface:
    """Anti-aliased text; the returned surface is shared, so never draw onto it."""
    key = (text, int(size), tuple(color), bold)
    surface = _TEXT_CACHE.get(key)
    if surface is None:
        surface = render_line(font(size, bold), text, color)
        _TEXT_CACHE[key] = surface
        if len(_TEXT_CACHE) > _TEXT_CACHE_SIZE:
            _TEXT_CACHE.popitem(last=False)
    else:
        _TEXT_CACHE.move_to_end(key)
    return surface


def render_line(face: pygame.font.Font, text: str, color) -> pygame.Surface:
    """`face.render`, except that text without width gives an empty surface (of the font's
    height, so layouts keep their line) and NUL characters are dropped."""
    if "\0" in text:
        text = text.replace("\0", "")
    try:
        return face.render(text, True, color)
    except pygame.error:
        if face.size(text)[0]:
            raise  # not the zero-width case
        return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)


class _ZeroWidthSafeFont(GUIFontPygame):
    """pygame-gui's pygame.font wrapper; text it cannot draw (no width, a NUL) is drawn
    without its NULs, or as nothing, never raised out of a widget."""

    def get_rect(self, text: str) -> pygame.Rect:
        try:
            return super().get_rect(text)
        except (pygame.error, ValueError):
            if "\0" in text:
                return self.get_rect(text.replace("\0", ""))
            rect = super().get_rect(" ")  # the line's height and baseline, no width
            rect.width = 0
            return rect

    def render_premul(self, text: str, text_color) -> pygame.Surface:
        try:
            return super().render_premul(text, text_color)
        except (pygame.error, ValueError):
            if "\0" in text:
                return self.render_premul(text.replace("\0", ""), text_color)
            return super().render_premul("", text_color)

    def render_premul_to(self, text: str, text_colour, surf_size, surf_position):
        try:
            return super().render_premul_to(text, text_colour, surf_size, surf_position)
        except (pygame.error, ValueError):
            if "\0" in text:
                text = text.replace("\0", "")
                return self.render_premul_to(text, text_colour, surf_size, surf_position)
            return super().render_premul_to("", text_colour, surf_size, surf_position)


def guard_gui_text() -> None:
    """Make pygame-gui measure and draw text without width as empty text: typing U+200B into
    an empty text box otherwise raises from inside pygame-gui and ends the app. A UIManager
    builds its fonts from `utility.GUIFontPygame` as it loads them, so call this first."""
    gui_utility.GUIFontPygame = _ZeroWidthSafeFont


def clear_caches() -> None:
    """After pygame.quit() cached fonts are dead; tests that re-init call this."""
    font.cache_clear()
    _TEXT_CACHE.clear()
