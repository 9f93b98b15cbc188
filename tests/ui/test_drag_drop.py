"""Drag-and-drop driven by synthetic mouse events (positions from event.pos only)."""

from __future__ import annotations

import pygame

from game.engines.common.errors import RuleError
from game.ui.board import DragController
from tests.ui.conftest import centre_of, down, drag, key, motion, up


def ids(table, zone_id):
    return table.zone(zone_id).stack.ids


def test_drag_moves_counter_to_another_zone(table, controller):
    start = centre_of(table, "deck")
    drop = table.zone("bay").px_rect.center
    drag(controller, start, drop)
    assert ids(table, "bay") == ["i0"]
    assert ids(table, "deck") == ["i1", "i2", "i3", "i4"]
    assert controller.state == "idle" and controller.toasts.latest is None
    # The counter settles from where it was let go into its place in the stack.
    (flight,) = table.flights
    assert flight.start.center == drop
    assert flight.end == table.counter_rects(table.zone("bay"))[0]
    table.update(1.0)
    assert not table.hidden and not table.animating


def test_illegal_drop_snaps_back_and_shows_reason(table, controller):
    drag(controller, centre_of(table, "deck"), table.zone("dock").px_rect.center)
    assert ids(table, "deck") == ["i0", "i1", "i2", "i3", "i4"]
    assert ids(table, "dock") == []
    assert controller.toasts.latest == "Only robots can dock here."
    assert controller.state == "snapping" and "i0" in table.hidden
    controller.update(1.0)
    assert controller.state == "idle" and not table.hidden


def test_scene_accepts_callback_decides_and_its_reason_is_shown(table):
    asked = []

    def accepts(payload, zone):
        asked.append(zone.id)
        return None if zone.id == "crew" else f"{payload.top.id} cannot go to {zone.id}."

    c = DragController(table, accepts)
    drag(c, centre_of(table, "deck"), table.zone("bay").px_rect.center)
    assert c.toasts.latest == "i0 cannot go to bay."
    assert ids(table, "bay") == []
    # The zone's own test runs first: the dock refused before the scene was asked.
    assert "dock" not in asked and {"bay", "crew"} <= set(asked)


def test_legal_zones_light_up_while_dragging(table, controller):
    controller.handle_event(down(centre_of(table, "crew")))
    controller.handle_event(motion(table.zone("bay").px_rect.center))
    assert controller.dragging
    lit = {z.id for z in table.zones.values() if z.highlight == "legal"}
    assert lit == {"deck", "bay", "dock"}
    assert controller.reasons["dock"] is None  # robots may dock
    controller.handle_event(up(table.zone("dock").px_rect.center))
    assert all(z.highlight is None for z in table.zones.values())
    assert ids(table, "dock") == ["r0"]


def test_item_drag_does_not_light_robot_only_zone(table, controller):
    controller.handle_event(down(centre_of(table, "deck")))
    controller.handle_event(motion((700, 500)))
    assert table.zone("dock").highlight is None
    assert controller.reasons["dock"] == "Only robots can dock here."


def test_on_drop_rule_error_snaps_back_with_engine_text(table):
    def on_drop(payload, zone):
        raise RuleError("The bay is sealed until the reactor is repaired.")

    c = DragController(table, on_drop=on_drop)
    drag(c, centre_of(table, "deck"), table.zone("bay").px_rect.center)
    assert ids(table, "bay") == []
    assert ids(table, "deck")[0] == "i0"
    assert c.toasts.latest == "The bay is sealed until the reactor is repaired."


def test_on_drop_receives_payload_and_target(table):
    seen = []
    c = DragController(table, on_drop=lambda p, z: seen.append((p.ids, p.source.id, z.id)))
    drag(c, centre_of(table, "deck", 1), table.zone("bay").px_rect.center)
    assert seen == [(("i0", "i1"), "deck", "bay")]


def test_move_on_drop_false_leaves_table_to_the_scene(table):
    seen = []
    c = DragController(table, on_drop=lambda p, z: seen.append(z.id), move_on_drop=False)
    drag(c, centre_of(table, "deck"), table.zone("bay").px_rect.center)
    assert seen == ["bay"]
    assert ids(table, "bay") == [] and not table.hidden


def test_rule_top_k_drag_on_kth_counter_takes_it_and_all_above(table, controller):
    drag(controller, centre_of(table, "deck", 2), table.zone("bay").px_rect.center)
    assert ids(table, "bay") == ["i0", "i1", "i2"]
    assert ids(table, "deck") == ["i3", "i4"]


def test_stack_order_kept_when_dropping_onto_a_stack(table, controller):
    drag(controller, centre_of(table, "deck", 1), table.zone("bay").px_rect.center)
    drag(controller, centre_of(table, "deck", 1), table.zone("bay").px_rect.center)
    assert ids(table, "bay") == ["i2", "i3", "i0", "i1"]
    assert ids(table, "deck") == ["i4"]


def test_right_drag_takes_whole_stack(table, controller):
    drag(controller, centre_of(table, "deck"), table.zone("bay").px_rect.center, button=3)
    assert ids(table, "bay") == ["i0", "i1", "i2", "i3", "i4"]
    assert ids(table, "deck") == []


def test_shift_drag_takes_whole_stack(table, controller):
    drag(controller, centre_of(table, "deck"), table.zone("bay").px_rect.center,
         mod=pygame.KMOD_LSHIFT)
    assert len(table.zone("bay").stack) == 5


def test_single_pick_zone_takes_only_the_grabbed_counter(table, controller):
    drag(controller, centre_of(table, "crew", 1), table.zone("dock").px_rect.center)
    assert ids(table, "dock") == ["r1"]
    assert ids(table, "crew") == ["r0"]


def test_click_without_movement_is_a_click_not_a_drag(table):
    clicks = []
    c = DragController(table, on_click=lambda counter, zone, b: clicks.append((counter.id, b)))
    pos = centre_of(table, "deck", 1)
    c.handle_event(down(pos))
    c.handle_event(motion((pos[0] + 2, pos[1])))  # a wobble under the threshold
    c.handle_event(up(pos))
    assert clicks == [("i1", 1)]
    assert ids(table, "deck") == ["i0", "i1", "i2", "i3", "i4"]


def test_drop_outside_every_zone_cancels_silently(table, controller):
    drag(controller, centre_of(table, "deck"), (1200, 700))
    controller.update(1.0)
    assert ids(table, "deck")[0] == "i0"
    assert controller.toasts.latest is None and not table.hidden


def test_escape_cancels_a_drag(table, controller):
    controller.handle_event(down(centre_of(table, "deck")))
    controller.handle_event(motion(table.zone("bay").px_rect.center))
    assert controller.handle_event(key(pygame.K_ESCAPE))
    controller.update(1.0)
    controller.handle_event(up(table.zone("bay").px_rect.center))
    assert ids(table, "bay") == [] and controller.state == "idle"


def test_can_pick_refusal_stops_the_drag_with_a_reason(table):
    c = DragController(table, can_pick=lambda p: "That robot is not yours.")
    drag(c, centre_of(table, "crew"), table.zone("dock").px_rect.center)
    assert c.toasts.latest == "That robot is not yours."
    assert ids(table, "crew") == ["r0", "r1"]


def test_disabled_controller_ignores_input(table, controller):
    controller.enabled = False
    assert not controller.handle_event(down(centre_of(table, "deck")))
    drag(controller, centre_of(table, "deck"), table.zone("bay").px_rect.center)
    assert ids(table, "bay") == []


def test_press_on_empty_table_is_not_consumed(table, controller):
    assert not controller.handle_event(down((1250, 700)))


def test_ghost_follows_pointer_and_dragged_counters_leave_the_layer(table, controller, screen):
    controller.handle_event(down(centre_of(table, "deck")))
    controller.handle_event(motion((900, 600)))
    assert "i0" in table.hidden
    table.draw(screen)
    bare = screen.get_at((900, 600))
    controller.draw(screen)
    # The pointer keeps its grip on the counter: the ghost is drawn under it.
    assert screen.get_at((900, 600)) != bare
    controller.handle_event(motion((1000, 650)))
    assert controller.needs_redraw


def test_hovering_outlines_what_a_drag_would_take(table, controller, screen):
    assert not controller.handle_event(motion(centre_of(table, "deck", 2)))
    assert [c.id for c, _ in controller.hover_pick] == ["i0", "i1", "i2"]
    controller.handle_event(motion(centre_of(table, "crew", 1)))
    assert [c.id for c, _ in controller.hover_pick] == ["r1"]  # single pick
    controller.handle_event(motion((1250, 700)))
    assert controller.hover_pick == []


def test_hover_follows_table_changes_under_a_resting_pointer(table, controller):
    controller.handle_event(motion(centre_of(table, "deck", 1)))
    table.zone("deck").stack.take(1)
    controller.update(0.016)
    assert [c.id for c, _ in controller.hover_pick] == ["i1", "i2"]


def test_reason_is_shown_under_the_pointer_before_the_drop(table, controller, screen):
    controller.handle_event(down(centre_of(table, "deck")))
    target = table.zone("dock").px_rect.center
    controller.handle_event(motion(target))
    assert controller.hover_zone is table.zone("dock")
    table.draw(screen)
    controller.draw(screen)
    below = (target[0], target[1] + 48)
    from game.ui.theme import colour

    assert screen.get_at(below)[:3] == tuple(colour("toast_bg"))[:3]


def test_pressing_an_undraggable_zone_and_moving_away_is_no_click(viewport):
    from game.ui.board import Table, Zone
    from tests.ui.conftest import make_counters

    t = Table(viewport)
    t.add(Zone("fixed", (0, 0, 300, 100), pick="none"), make_counters("f", "item", 1))
    clicks = []
    c = DragController(t, on_click=lambda *a: clicks.append(a))
    pos = centre_of(t, "fixed")
    drag(c, pos, (600, 600))
    assert clicks == [] and c.state == "idle"
    c.handle_event(down(pos))
    c.handle_event(up(pos))
    assert len(clicks) == 1


def test_table_sync_redraws_only_changed_zones(table):
    from tests.ui.conftest import make_counters

    deck_v = table.zone("deck").stack.version
    table.sync({"deck": make_counters("i", "item", 5)})  # fresh objects, same look
    assert table.zone("deck").stack.version == deck_v
    table.sync({"deck": make_counters("i", "item", 4)})
    assert table.zone("deck").stack.version == deck_v + 1 and len(table.zone("deck").stack) == 4


def test_fly_moves_at_once_and_animates_until_landing(table, screen):
    c = table.zone("deck").stack[0]
    table.fly([c], "bay")
    assert ids(table, "bay") == ["i0"]  # the model moved immediately
    assert table.animating and "i0" in table.hidden and table.needs_redraw
    start = table.flights[0].start
    table.update(0.1)
    table.draw(screen)
    _size, mid = table.flights[0].frame()
    assert mid.y > start.y
    table.update(1.0)
    assert not table.animating and not table.hidden


def test_sync_with_animate_flies_counters_whose_zone_changed(table):
    deck = list(table.zone("deck").stack)
    table.sync({"deck": deck[1:], "bay": deck[:1]}, animate=True)
    assert [f.counter.id for f in table.flights] == ["i0"]
    assert ids(table, "bay") == ["i0"]
    table.update(1.0)
    assert not table.hidden


def test_a_crashing_on_drop_puts_the_counters_back_before_raising(table):
    import pytest

    def on_drop(payload, zone):
        raise KeyError("scene bug")

    c = DragController(table, on_drop=on_drop)
    with pytest.raises(KeyError):
        drag(c, centre_of(table, "deck"), table.zone("bay").px_rect.center)
    c.update(1.0)
    assert c.state == "idle" and not table.hidden and ids(table, "deck")[0] == "i0"


def test_click_on_an_empty_part_of_a_zone_reports_the_zone(table):
    clicked = []
    c = DragController(table, on_zone_click=lambda z, b: clicked.append((z.id, b)))
    pos = table.zone("bay").px_rect.center
    assert c.handle_event(down(pos)) and c.handle_event(up(pos))
    # Press in one zone, release in another: no click.
    c.handle_event(down(pos))
    c.handle_event(up(table.zone("dock").px_rect.center))
    assert clicked == [("bay", 1)]


def test_scene_sync_in_on_drop_animates_from_the_drop_point(table):
    from tests.ui.conftest import make_counters

    def on_drop(payload, zone):
        # What a scene does: apply to the engine, rebuild counters from its new view.
        fresh = make_counters("i", "item", 5)
        table.sync({"deck": fresh[1:], "bay": fresh[:1]}, animate=True)

    c = DragController(table, on_drop=on_drop, move_on_drop=False)
    drop = table.zone("bay").px_rect.center
    drag(c, centre_of(table, "deck"), drop)
    (flight,) = table.flights
    assert flight.counter.id == "i0" and flight.start.center == drop
    table.update(1.0)
    assert ids(table, "bay") == ["i0"] and not table.hidden


def test_a_counter_moved_again_mid_flight_changes_course(table):
    c = table.zone("deck").stack[0]
    table.fly([c], "bay")
    table.update(0.1)
    _size, here = table.flights[0].frame()
    table.fly([c], "dock")
    (flight,) = table.flights
    assert flight.start == here and flight.end == table.counter_rects(table.zone("dock"))[0]


def test_disabling_mid_drag_sends_the_counters_home(table, controller):
    controller.handle_event(down(centre_of(table, "deck")))
    controller.handle_event(motion(table.zone("bay").px_rect.center))
    controller.enabled = False
    controller.update(1.0)
    controller.handle_event(up(table.zone("bay").px_rect.center))
    assert ids(table, "bay") == [] and controller.state == "idle" and not table.hidden


def test_the_release_of_a_refused_drag_is_no_click_on_the_board(table):
    """A drag refused at the start says why once: its release is not also a click that
    the table answers with a second message."""
    clicks = []
    c = DragController(table, can_pick=lambda p: "That robot is not yours.",
                       on_click=lambda *a: clicks.append(a))
    start = centre_of(table, "crew")
    c.handle_event(down(start))
    c.handle_event(motion(table.zone("dock").px_rect.center))
    assert c.toasts.messages.count("That robot is not yours.") == 1
    assert c.handle_event(up(table.zone("dock").px_rect.center)), "the release is spent"
    assert clicks == [] and c.state == "idle"
    assert not c.handle_event(up(start)), "only that one release"
    c.handle_event(down(start))
    c.handle_event(up(start))
    assert len(clicks) == 1, "a plain click still clicks"
