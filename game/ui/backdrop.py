"""The star-field behind menus: drawn procedurally once per window size, then blitted."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engines.common.rng import Rng
from game.ui.surfaces import window_format
from game.ui.theme import colour

#: Rows of the nebula's translucent layer made at a time.
BAND_STRIP = 64


@lru_cache(maxsize=4)
def starfield(size: tuple[int, int]) -> pygame.Surface:
    surface = window_format(size)
    surface.fill(colour("table_bg"))
    w, h = size
    rng = Rng(404)
    # A faint band of nebula so the background has depth without competing with text.
    circles = []
    for _ in range(40):
        x = rng.below(w)
        y = int(h * 0.65 - x * 0.35 + rng.below(max(1, h // 6)))
        r = 40 + rng.below(120)
        circles.append((x, y, r))
    # Overlapping circles must not add up (one translucent layer, blended once), but a
    # window-sized transparent layer would cost as much memory as the window: the layer is
    # made and blended a strip at a time, which gives the very same pixels.
    strip = pygame.Surface((w, BAND_STRIP), pygame.SRCALPHA)
    for top in range(0, h, BAND_STRIP):
        strip.fill((0, 0, 0, 0))
        for x, y, r in circles:
            if y + r >= top and y - r < top + BAND_STRIP:
                pygame.draw.circle(strip, (61, 90, 128, 10), (x, y - top), r)
        surface.blit(strip, (0, top))
    for _ in range(w * h // 2500):
        x, y = rng.below(w), rng.below(h)
        v = 90 + rng.below(140)
        size_px = 1 if rng.below(10) else 2
        pygame.draw.circle(surface, (v, v, min(255, v + 30)), (x, y), size_px)
    return surface
