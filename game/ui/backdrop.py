"""The star-field behind menus: drawn procedurally once per window size, then blitted."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engines.common.rng import Rng
from game.ui.theme import colour


@lru_cache(maxsize=4)
def starfield(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    surface.fill(colour("table_bg"))
    w, h = size
    rng = Rng(404)
    # A faint band of nebula so the background has depth without competing with text.
    band = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(40):
        x = rng.below(w)
        y = int(h * 0.65 - x * 0.35 + rng.below(max(1, h // 6)))
        r = 40 + rng.below(120)
        pygame.draw.circle(band, (61, 90, 128, 10), (x, y), r)
    surface.blit(band, (0, 0))
    for _ in range(w * h // 2500):
        x, y = rng.below(w), rng.below(h)
        v = 90 + rng.below(140)
        size_px = 1 if rng.below(10) else 2
        pygame.draw.circle(surface, (v, v, min(255, v + 30)), (x, y), size_px)
    return surface
