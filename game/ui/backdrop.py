"""The star-field behind menus: drawn procedurally once per window size, then blitted."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engines.common.rng import Rng
from game.ui.surfaces import window_format
from game.ui.theme import colour

#: The nebula's colour and opacity.
NEBULA = (61, 90, 128, 10)


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
    # One translucent layer, blended once: where circles overlap they do not add up, so
    # every nebula pixel is the same blend of one colour over the plain background. Drawing
    # the circles opaque in that blend gives the very same pixels without a window-sized
    # transparent layer (as much memory as the window) or blending it.
    nebula = pygame.Surface((1, 1), pygame.SRCALPHA)
    nebula.fill(NEBULA)
    blend = window_format((1, 1))
    blend.fill(colour("table_bg"))
    blend.blit(nebula, (0, 0))
    tint = blend.get_at((0, 0))
    for x, y, r in circles:
        pygame.draw.circle(surface, tint, (x, y), r)
    for _ in range(w * h // 2500):
        x, y = rng.below(w), rng.below(h)
        v = 90 + rng.below(140)
        size_px = 1 if rng.below(10) else 2
        pygame.draw.circle(surface, (v, v, min(255, v + 30)), (x, y), size_px)
    return surface
