"""One cached full-window layer (game/ui/table/frame_cache.py): painted only when its key
or the window's size changes, painted and not kept while something moves, and the log
drawn onto it alone when only the log changed."""

from __future__ import annotations

import pygame

from game.ui.table.frame_cache import FrameCache


class Log:
    def __init__(self):
        self.needs_redraw = False
        self.drawn = 0

    def draw(self, surface):
        self.drawn += 1
        self.needs_redraw = False


def test_the_layer_is_painted_only_when_what_it_shows_changed():
    cache, log, painted = FrameCache(), Log(), []
    paint = painted.append
    first = cache.layer((64, 48), ("turn", 1), paint, log)
    assert len(painted) == 1 and cache.rebuilt
    assert cache.layer((64, 48), ("turn", 1), paint, log) is first and len(painted) == 1
    assert not cache.rebuilt
    log.needs_redraw = True
    cache.layer((64, 48), ("turn", 1), paint, log)
    assert len(painted) == 1 and log.drawn == 1, "a new log line repaints only the log"
    cache.layer((64, 48), ("turn", 2), paint, log)
    assert len(painted) == 2
    bigger = cache.layer((80, 48), ("turn", 2), paint, log)
    assert len(painted) == 3 and bigger.get_size() == (80, 48)
    cache.forget()
    cache.layer((80, 48), ("turn", 2), paint, log)
    assert len(painted) == 4


def test_a_moving_layer_is_painted_every_frame_and_not_kept():
    cache, painted = FrameCache(), []
    for _ in range(3):
        cache.layer((32, 32), "still", painted.append, moving=True)
    assert len(painted) == 3
    cache.layer((32, 32), "still", painted.append)
    assert len(painted) == 4, "after moving, the same key is painted once more"
    cache.layer((32, 32), "still", painted.append)
    assert len(painted) == 4
    assert isinstance(cache.layer((32, 32), "still", painted.append), pygame.Surface)
