"""clear_spot finds, row by row, the very spot a search of every spot nearest-first finds:
the first that meets nothing, else (on a small grid) the one covering least, else the
nearest."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.toast import clear_spot


def every_spot_nearest_first(size, prefer, avoid, bounds, step):
    w, h = min(size[0], bounds.w), min(size[1], bounds.h)
    xs = sorted({*range(bounds.left, bounds.right - w + 1, step), bounds.right - w,
                 max(bounds.left, min(bounds.right - w, prefer[0] - w // 2))})
    ys = sorted({*range(bounds.top, bounds.bottom - h + 1, step), bounds.bottom - h,
                 max(bounds.top, min(bounds.bottom - h, prefer[1] - h // 2))})
    cx, cy = prefer[0] - w // 2, prefer[1] - h // 2
    spots = sorted(((x - cx) ** 2 + (y - cy) ** 2, x, y) for x in xs for y in ys)
    avoid = [r for r in avoid if r.w > 0 and r.h > 0]
    best, least = None, None
    for _, x, y in spots:
        rect = pygame.Rect(x, y, w, h)
        if rect.collidelist(avoid) < 0:
            return rect
        if least is None or len(spots) <= 4000:
            covered = sum(rect.clip(r).w * rect.clip(r).h for r in avoid)
            if least is None or covered < least:
                best, least = rect, covered
    return best


@pytest.mark.parametrize("seed", range(4))
def test_the_spot_is_the_nearest_clear_one_of_every_spot(seed):
    rng = random.Random(seed)
    for _ in range(60):
        bounds = pygame.Rect(rng.randint(0, 50), rng.randint(0, 50), rng.randint(40, 700),
                             rng.randint(30, 400))
        avoid = [pygame.Rect(rng.randint(0, 750), rng.randint(0, 450), rng.randint(0, 200),
                             rng.randint(0, 150)) for _ in range(rng.randint(0, 40))]
        size = (rng.randint(1, 300), rng.randint(1, 100))
        prefer = (rng.randint(-50, 800), rng.randint(-50, 500))
        step = rng.choice([1, 4, 6, 8])
        assert clear_spot(size, prefer, avoid, bounds, step) == \
            every_spot_nearest_first(size, prefer, avoid, bounds, step)
