"""One cached full-window layer (game/ui/table/frame_cache.py): painted only when its key
or the window's size changes, the log drawn onto it alone when only the log changed; painted
in parts, only the parts that changed are painted again."""

from __future__ import annotations

import pygame

from game.ui.table.frame_cache import FrameCache, Part, _merge


class Log:
    def __init__(self):
        self.needs_redraw = False
        self.drawn = 0

    def draw(self, surface):
        self.drawn += 1
        self.needs_redraw = False


def _whole(cache, size, key, paint, log=None):
    """The layer as one piece painted whenever the key changes."""
    return cache.parts(size, key, lambda: [Part("all", pygame.Rect((0, 0), size), None, paint,
                                                stale=True)], log)


def test_the_layer_is_painted_only_when_what_it_shows_changed():
    cache, log, painted = FrameCache(), Log(), []
    paint = painted.append
    first = _whole(cache, (64, 48), ("turn", 1), paint, log)
    assert len(painted) == 1 and cache.rebuilt
    assert _whole(cache, (64, 48), ("turn", 1), paint, log) is first and len(painted) == 1
    assert not cache.rebuilt
    log.needs_redraw = True
    _whole(cache, (64, 48), ("turn", 1), paint, log)
    assert len(painted) == 1 and log.drawn == 1, "a new log line repaints only the log"
    _whole(cache, (64, 48), ("turn", 2), paint, log)
    assert len(painted) == 2
    bigger = _whole(cache, (80, 48), ("turn", 2), paint, log)
    assert len(painted) == 3 and bigger.get_size() == (80, 48)
    cache.forget()
    _whole(cache, (80, 48), ("turn", 2), paint, log)
    assert len(painted) == 4


def test_only_the_parts_that_changed_are_painted_again():
    painted = []
    surface_size = (200, 100)

    def part(slot, rect, key, stale=False, changed=()):
        return Part(slot, pygame.Rect(rect), key, lambda s: painted.append(slot),
                    stale=stale, changed=[pygame.Rect(r) for r in changed])

    cache = FrameCache()
    cache.parts(surface_size, 1, lambda: [part("a", (0, 0, 50, 50), 1),
                                           part("b", (100, 0, 50, 50), 1)])
    assert painted == ["a", "b"] and cache.regions is None
    painted.clear()
    cache.parts(surface_size, 2, lambda: [part("a", (0, 0, 50, 50), 1),
                                           part("b", (100, 0, 50, 50), 2)])
    assert painted == ["b"] and cache.regions == [pygame.Rect(100, 0, 50, 50)]
    painted.clear()
    cache.parts(surface_size, 2, lambda: [part("a", (0, 0, 50, 50), 1),
                                           part("b", (100, 0, 50, 50), 3)])
    assert painted == [], "the same key paints nothing"
    cache.parts(surface_size, 3, lambda: [part("a", (0, 0, 50, 50), 1, changed=[(0, 0, 5, 5)]),
                                           part("b", (100, 0, 50, 50), 2)])
    assert painted == ["a"] and cache.regions == [pygame.Rect(0, 0, 5, 5)]


def test_most_of_the_window_changed_is_painted_whole():
    painted = []
    cache = FrameCache()
    for key in (1, 2):
        cache.parts((100, 100), key, lambda key=key: [
            Part("ground", pygame.Rect(0, 0, 100, 100), None, lambda s: painted.append("g")),
            Part("big", pygame.Rect(0, 0, 80, 80), key, lambda s: painted.append("big"))])
    assert painted == ["g", "big", "g", "big"] and cache.regions is None


def test_changed_rects_merge_to_a_few_regions():
    rects = [pygame.Rect(i * 20, 0, 10, 10) for i in range(10)]
    merged = _merge(rects)
    assert 1 <= len(merged) <= 4
    for r in rects:
        assert any(m.contains(r) for m in merged)
    assert _merge([pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10)]) == [
        pygame.Rect(0, 0, 15, 15)]
