"""Fonts rendered at the size they are shown (never a scaled bitmap), cached per size.

Rendered text is cached too: menus and boards redraw the same labels every frame, and
rasterising text is the most expensive thing they do.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

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
        surface = font(size, bold).render(text, True, color)
        _TEXT_CACHE[key] = surface
        if len(_TEXT_CACHE) > _TEXT_CACHE_SIZE:
            _TEXT_CACHE.popitem(last=False)
    else:
        _TEXT_CACHE.move_to_end(key)
    return surface


def clear_caches() -> None:
    """After pygame.quit() cached fonts are dead; tests that re-init call this."""
    font.cache_clear()
    _TEXT_CACHE.clear()
