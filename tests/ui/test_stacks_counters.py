"""Stacks keep order (top first), fans stay readable, counters draw at their shown size."""

from __future__ import annotations

import pygame
import pytest

from game.ui.board import ICONS, Counter, Stack, counter_surface, fan_rects
from game.ui.board.counters import draw_icon
from game.ui.theme import colour
from tests.ui.conftest import make_counters


def test_stack_put_and_take_keep_order():
    s = Stack(make_counters("c", "item", 3))
    taken = s.take(2)
    assert [c.id for c in taken] == ["c0", "c1"] and s.ids == ["c2"]
    s.put(taken)
    assert s.ids == ["c0", "c1", "c2"] and s.top.id == "c0"
    s.put(make_counters("x", "item", 1), at=3)
    assert s.ids == ["c0", "c1", "c2", "x0"]


def test_stack_version_changes_on_every_mutation():
    s = Stack()
    v = s.version
    s.put(make_counters("c", "item", 2))
    s.remove([s[0]])
    s.touch()
    assert s.version == v + 3 and s.ids == ["c1"]


def test_row_fan_does_not_overlap_when_there_is_room():
    rects = fan_rects(4, pygame.Rect(0, 0, 400, 60), 48, "row")
    assert [r.x for r in rects] == [0, 52, 104, 156]


def test_row_fan_compresses_but_keeps_order_readable():
    rects = fan_rects(10, pygame.Rect(0, 0, 200, 60), 48, "row")
    xs = [r.x for r in rects]
    assert xs == sorted(xs) and len(set(xs)) == 10  # top leftmost, every counter shows
    assert rects[-1].right <= 200


def test_grid_fan_wraps_rows():
    rects = fan_rects(5, pygame.Rect(0, 0, 110, 200), 48, "grid")
    assert [(r.x, r.y) for r in rects] == [(0, 0), (52, 0), (0, 52), (52, 52), (0, 104)]


def test_pile_fan_puts_top_in_front_and_stops_growing():
    rects = fan_rects(20, pygame.Rect(0, 0, 100, 100), 48, "pile")
    assert rects[0].topleft > rects[1].topleft
    assert rects[10] == rects[19]


def test_unknown_layout_is_refused():
    with pytest.raises(ValueError, match="layout"):
        fan_rects(1, pygame.Rect(0, 0, 10, 10), 8, "spiral")


def test_hit_test_finds_the_front_counter_of_an_overlapping_fan(viewport):
    from game.ui.board import Table, Zone

    t = Table(viewport)
    z = t.add(Zone("z", (0, 0, 200, 80)), make_counters("c", "item", 8))
    rects = t.counter_rects(z)
    assert rects[0].colliderect(rects[1])
    # The overlap belongs to the counter drawn in front: the top one.
    overlap = rects[0].clip(rects[1])
    assert t.counter_at(overlap.center) == (z, 0)
    assert t.counter_at((rects[1].right - 2, rects[1].centery)) == (z, 1)


@pytest.mark.parametrize("name", sorted(ICONS))
def test_every_icon_draws_something_legible_at_44_px(name):
    surf = pygame.Surface((44, 44), pygame.SRCALPHA)
    draw_icon(surf, name, surf.get_rect(), "counter_edge", "counter_fill")
    inked = sum(1 for x in range(44) for y in range(44) if surf.get_at((x, y)).a)
    assert 44 * 44 * 0.08 < inked < 44 * 44 * 0.9


def test_unknown_icon_names_the_known_ones():
    with pytest.raises(KeyError, match="robot"):
        draw_icon(pygame.Surface((8, 8)), "dragon", pygame.Rect(0, 0, 8, 8), "text", "text")


def test_counter_surface_is_cached_per_size_and_side():
    c = Counter("h", "human", label="SCI", back_label="DEAD")
    a = counter_surface(c, 48)
    assert counter_surface(c, 48) is a
    assert counter_surface(c, 72).get_size() == (72, 72)  # drawn at size, not scaled
    c.flip()
    b = counter_surface(c, 48)
    assert b is not a
    assert b.get_at((24, 4)) != a.get_at((24, 4))  # the back has its own fill


def test_square_and_round_shapes_differ_at_the_corner():
    round_ = counter_surface(Counter("a", "fire"), 48)
    square = counter_surface(Counter("b", "fire", shape="square"), 48)
    assert round_.get_at((3, 3)).a == 0
    assert square.get_at((4, 4)).a == 255


def test_counter_colour_comes_from_the_theme():
    surf = counter_surface(Counter("x", "dot", colour="law404"), 48)
    assert surf.get_at((24, 6))[:3] == tuple(colour("law404"))[:3]


def test_column_fan_goes_down_and_compresses():
    rects = fan_rects(3, pygame.Rect(10, 0, 60, 400), 48, "column")
    assert [(r.x, r.y) for r in rects] == [(10, 0), (10, 52), (10, 104)]
    tight = fan_rects(10, pygame.Rect(0, 0, 60, 200), 48, "column")
    assert tight[-1].bottom <= 200 and len({r.y for r in tight}) == 10
