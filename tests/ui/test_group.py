"""A whole board screen through one WidgetGroup: input chain, draw order, privacy."""

from __future__ import annotations

from game.ui.board import DragController, WidgetGroup
from game.ui.hand import Hand
from game.ui.log_panel import LogPanel
from game.ui.pass_device import PassDevice
from game.ui.theme import colour
from game.ui.toast import Toasts
from game.ui.tooltip import Tooltips
from tests.ui.conftest import centre_of, down, drag, motion, up
from tests.ui.test_hand_cards_pass import HAND_RECT, cards


def build(viewport, table):
    toasts = Toasts(viewport)
    controller = DragController(table, toasts=toasts)
    gate = PassDevice(viewport, ["Ada", "Bo"])
    hand = Hand(viewport, HAND_RECT, owner_seat=0, cards=cards(), gate=gate)
    log = LogPanel(viewport, (960, 20, 300, 400))
    tips = Tooltips(viewport)
    for source in (hand, log, table):
        tips.add(source)
    group = WidgetGroup(table, controller, hand, log, toasts, tips, gate)
    return group, gate, hand, tips


def test_cover_blocks_the_board_and_tooltips_until_confirmed(viewport, table, screen):
    group, gate, hand, tips = build(viewport, table)
    table.zone("deck").tooltip = "A deck."
    gate.request(0)
    drag(group, centre_of(table, "deck"), table.zone("bay").px_rect.center)
    assert table.zone("bay").stack.ids == []
    group.handle_event(motion(table.zone("deck").px_rect.center))
    group.update(1.0)
    assert tips.text is None
    group.draw(screen)
    assert screen.get_at(hand.px_rect.center)[:3] == tuple(colour("shroud"))[:3]

    group.handle_event(down(gate.button_rect.center))
    group.handle_event(up(gate.button_rect.center))
    drag(group, centre_of(table, "deck"), table.zone("bay").px_rect.center)
    assert table.zone("bay").stack.ids == ["i0"]
    assert group.needs_redraw  # the counter is settling
    group.update(1.0)
    group.draw(screen)
    assert not group.needs_redraw


def test_illegal_drop_toast_is_drawn_by_the_group(viewport, table, screen):
    group, gate, _hand, _tips = build(viewport, table)
    drag(group, centre_of(table, "deck"), table.zone("dock").px_rect.center)
    assert group.needs_redraw
    group.update(1.0)
    group.draw(screen)
    toasts = group.widgets[4]
    assert toasts.latest == "Only robots can dock here."
    (_, rect), = toasts.rects
    assert screen.get_at((rect.centerx, rect.top + 3))[:3] == tuple(colour("toast_bg"))[:3]


def test_widgets_over_the_table_occlude_it(viewport, table):
    from game.ui.board import Zone
    from tests.ui.conftest import make_counters

    under = table.add(Zone("under", (140, 520, 600, 190)), make_counters("u", "item", 12))
    hand = Hand(viewport, HAND_RECT, owner_seat=0, cards=cards())
    c = DragController(table, occluders=[hand])
    pos = (hand.card_rects()[0].centerx, table.counter_rects(under)[0].centery)
    assert hand.covers(pos)
    assert table.counter_at(pos) is not None and table.counter_at(pos)[0] is under
    c.handle_event(motion(pos))
    assert c.hover_pick == []
    assert not c.handle_event(down(pos))
    # Dropping onto a zone hidden by the hand is dropping nowhere: a silent snap back.
    drag(c, centre_of(table, "deck"), pos)
    c.update(1.0)
    assert len(under.stack) == 12 and c.toasts.latest is None
