"""Resolution independence: hit targets, window resize and UI scale; the demo table."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from game.ui.board import DragController, counter_surface
from game.ui.cards import CardWidget
from game.ui.hand import Hand
from game.ui.log_panel import LogPanel
from game.ui.pass_device import PassDevice
from game.ui.units import Viewport
from tests.support.demo_board import DemoBoard, build_demo_table, run_synthetic_drag
from tests.ui.conftest import centre_of, drag
from tests.ui.test_hand_cards_pass import HAND_RECT, cards

MIN = 44


def test_hit_targets_are_at_least_44px_at_1280x720(viewport):
    table = build_demo_table(viewport)
    for zone in table.zones.values():
        assert zone.counter_px >= MIN
        assert zone.px_rect.w >= MIN and zone.px_rect.h >= MIN
        for r in table.counter_rects(zone):
            assert r.w >= MIN and r.h >= MIN
    gate = PassDevice(viewport, ["Ada"])
    gate.request(0)
    assert gate.button_rect.w >= MIN and gate.button_rect.h >= MIN
    log = LogPanel(viewport, (960, 20, 300, 400))
    for i in range(20):
        log.add(f"short {i}")
    assert all(r.h >= MIN for _, r in log.entry_rects()[1:])  # the first may be clipped
    hand = Hand(viewport, HAND_RECT, 0, cards(12))
    rects = hand.card_rects()
    assert all(b.x - a.x >= MIN for a, b in zip(rects, rects[1:], strict=False))
    assert all(r.h >= MIN for r in rects)
    assert CardWidget(viewport, cards(1)[0], (0, 0), size=(20, 20)).rect.w >= MIN


def test_resize_relayouts_table_and_redraws_counters_at_the_new_size(table, screen):
    before = table.zone("deck").px_rect.copy()
    big = Viewport((1920, 1080))
    table.relayout(big)
    after = table.zone("deck").px_rect
    assert after.w == pytest.approx(before.w * 1.5, abs=2)
    assert after.x == pytest.approx(before.x * 1.5, abs=2)
    zone = table.zone("deck")
    assert zone.counter_px == 72
    assert counter_surface(zone.stack[0], zone.counter_px).get_size() == (72, 72)
    # Input still lands after the resize.
    c = DragController(table)
    drag(c, centre_of(table, "deck"), table.zone("bay").px_rect.center)
    assert table.zone("bay").stack.ids == ["i0"]
    surf = pygame.Surface((1920, 1080))
    table.draw(surf)


def test_ui_scale_grows_everything(viewport):
    scaled = Viewport((1280, 720), ui_scale=1.25)
    table = build_demo_table(viewport)
    table.relayout(scaled)
    assert all(z.counter_px == 60 for z in table.zones.values())
    log = LogPanel(viewport, (960, 20, 300, 400))
    log.add("x")
    h0 = log.entry_rects()[0][1].h
    log.relayout(scaled)
    assert log.entry_rects()[0][1].h == round(h0 * 1.25)
    hand = Hand(viewport, HAND_RECT, 0, cards(3))
    w0 = hand.card_rects()[0].w
    hand.relayout(scaled)
    assert hand.card_rects()[0].w == round(w0 * 1.25)
    gate = PassDevice(viewport, ["Ada"])
    gate.relayout(Viewport((1920, 1080)))
    assert gate.button_rect.center[0] == 960


def test_resize_during_a_drag_cancels_it_cleanly(table):
    c = DragController(table)
    from tests.ui.conftest import down, motion

    c.handle_event(down(centre_of(table, "deck")))
    c.handle_event(motion((700, 600)))
    assert c.dragging
    table.relayout(Viewport((1600, 900)))
    c.relayout()
    assert c.state == "idle" and not table.hidden
    assert all(z.highlight is None for z in table.zones.values())


def test_demo_table_has_70_counters_and_zones_with_reasons(viewport):
    table = build_demo_table(viewport)
    assert sum(len(z.stack) for z in table.zones.values()) == 70
    board = DemoBoard(viewport)
    drag(board, centre_of(board.table, "hazards"), board.table.zone("dock").px_rect.center)
    assert board.toasts.latest == "Only robots can dock here."


def test_demo_synthetic_drag_draws_frames_and_drops(viewport, screen):
    board = DemoBoard(viewport)
    board.draw(screen)
    n = run_synthetic_drag(board, screen, frames=10)
    assert n == 11
    assert board.drag.last_drop is not None
    payload, target = board.drag.last_drop
    assert target.stack.ids[: len(payload)] == list(payload.ids)
    assert target is not payload.source


def test_demo_click_flips_a_two_sided_counter(viewport):
    board = DemoBoard(viewport)
    from tests.ui.conftest import down, up

    pos = centre_of(board.table, "airlock")
    door = board.table.zone("airlock").stack[0]
    board.handle_event(down(pos))
    board.handle_event(up(pos))
    assert door.side == 1 and door.face_label == "SHUT"


def test_idle_board_does_not_ask_for_redraw(viewport, screen):
    board = DemoBoard(viewport)
    board.draw(screen)
    board.update(0.016)
    assert not board.needs_redraw


UI_FILES = [*Path("game/ui/board").glob("*.py")] + [
    Path("game/ui") / f for f in ("cards.py", "hand.py", "log_panel.py", "tooltip.py",
                                   "toast.py", "pass_device.py")]


@pytest.mark.parametrize("path", UI_FILES, ids=lambda p: p.name)
def test_widgets_read_pointer_from_events_only(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    calls = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert "get_pos" not in calls and "get_pressed" not in calls


def test_pile_zone_shows_how_many_counters_it_holds(viewport, screen):
    from game.ui.board import Table, Zone
    from game.ui.theme import colour
    from tests.ui.conftest import make_counters

    t = Table(viewport)
    z = t.add(Zone("pile", (100, 100, 200, 120), layout="pile"), make_counters("p", "item", 9))
    t.draw(screen)
    top = t.counter_rects(z)[0]
    assert screen.get_at((top.right - 10, top.top + 2))[:3] == tuple(colour("accent"))[:3]


def test_drag_frame_ratio_is_measured():
    from tests.support.demo_board import measure_drag_ratio

    result = measure_drag_ratio((640, 360), frames=5)
    assert result["ratio"] > 0 and result["bare_ms"] > 0
    pygame.display.set_mode((1280, 720))


def test_synthetic_drag_accepts_a_bare_demo_table(viewport, screen):
    table = build_demo_table(viewport)
    before = {z.id: len(z.stack) for z in table.zones.values()}
    assert run_synthetic_drag(table, screen, frames=3) == 4
    after = {z.id: len(z.stack) for z in table.zones.values()}
    assert after != before and sum(after.values()) == 70


def test_table_backdrop_is_drawn_once_into_the_cached_background(viewport, screen):
    from game.ui.board import Table, Zone
    from game.ui.theme import colour

    calls = []

    def backdrop(surface, vp, origin):
        calls.append(origin)
        pygame.draw.rect(surface, colour("floor_zone"), vp.rect(600, 300, 100, 100))

    t = Table(viewport, backdrop=backdrop)
    t.add(Zone("room", (600, 300, 100, 100), frame=False))
    for _ in range(3):
        t.draw(screen)
    assert calls == [(0, 0)]
    assert screen.get_at(viewport.point(650, 350))[:3] == tuple(colour("floor_zone"))[:3]


def test_demo_table_fits_an_area(viewport):
    table = build_demo_table(viewport, area=(0, 0, 900, 500))
    bounds = viewport.rect(0, 0, 900, 500)
    assert all(bounds.contains(z.px_rect) for z in table.zones.values())
    assert table.px_rect == bounds
