"""Cards, the hand (fan, select, hover zoom) and the pass-the-device privacy gate."""

from __future__ import annotations

import pygame
import pytest

from game.ui.cards import Card, CardWidget, card_surface
from game.ui.hand import Hand
from game.ui.pass_device import PassDevice
from game.ui.theme import colour
from tests.ui.conftest import down, key, motion, up

HAND_RECT = (140, 520, 1000, 190)


def cards(n=4):
    return [Card(f"c{i}", f"Card {i}", "Move one robot.", kind="Action",
                 tooltip=f"Rule of card {i}") for i in range(n)]


def click(widget, pos, button=1):
    widget.handle_event(down(pos, button))
    widget.handle_event(up(pos, button))


def count_colour(surface, rect, name):
    target = colour(name)
    return sum(1 for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2)
               if surface.get_at((x, y))[:3] == target[:3])


# cards ---------------------------------------------------------------------------------------
def test_face_down_card_shows_no_face():
    c = Card("a", "Secret", "Do the secret thing.")
    face = card_surface(c, (120, 168))
    back = card_surface(c, (120, 168), face_up=False)
    r = pygame.Rect(0, 0, 120, 168)
    assert count_colour(face, r, "card_face") > 100
    assert count_colour(back, r, "card_face") == 0
    # The cache key of a back does not depend on the face: two secrets share one back.
    assert card_surface(Card("b", "Other", "x"), (120, 168), face_up=False) is back


def test_upside_down_card_is_the_face_turned_180_degrees():
    c = Card("a", "Title", "Body", colour="law404")
    upright = card_surface(c, (120, 168))
    c.rotate()
    turned = card_surface(c, (120, 168))
    assert turned.get_at((60, 160)) == upright.get_at((59, 7))
    assert turned.get_at((60, 160))[:3] == tuple(colour("law404"))[:3]


def test_card_widget_click_and_tooltip(viewport):
    clicked = []
    w = CardWidget(viewport, cards(1)[0], (100, 100), on_click=lambda c, b: clicked.append(c.id))
    assert w.handle_event(down(w.rect.center))
    assert w.handle_event(up(w.rect.center))
    assert clicked == ["c0"]
    assert w.tooltip_at(w.rect.center) == "Rule of card 0"


# hand ----------------------------------------------------------------------------------------
def test_hand_click_selects_and_reports(viewport):
    picked = []
    h = Hand(viewport, HAND_RECT, owner_seat=0, cards=cards(),
             on_select=lambda c, s: picked.append((c.id, s)))
    r1 = h.card_rects()[1]
    assert h.handle_event(down((r1.right - 5, r1.centery)))
    assert h.handle_event(up((r1.right - 5, r1.centery)))
    assert [c.id for c in h.selected] == ["c1"]
    assert h.card_rects()[1].y < r1.y  # a selected card rises
    click(h, (h.card_rects()[2].right - 5, r1.centery))
    assert [c.id for c in h.selected] == ["c2"]  # single select by default
    assert picked == [("c1", True), ("c2", True)]


def test_hand_multi_select_toggles(viewport):
    h = Hand(viewport, HAND_RECT, 0, cards(), multi_select=True)
    for i in (0, 3, 0):
        r = h.card_rects()[i]
        click(h, (r.right - 5, r.centery))
    assert [c.id for c in h.selected] == ["c3"]


def test_hand_hover_zoom_draws_a_larger_sharp_copy(viewport, screen):
    h = Hand(viewport, HAND_RECT, 0, cards())
    assert h.zoom_rect() is None
    r = h.card_rects()[2]
    h.handle_event(motion((r.right - 5, r.centery)))
    assert h.hovered is h.cards[2]
    z = h.zoom_rect()
    assert z.w > r.w * 1.5 and z.bottom <= r.top and screen.get_rect().contains(z)
    screen.fill(colour("table_bg"))
    h.draw(screen)
    assert count_colour(screen, z, "card_face") > 0.5 * (z.w * z.h) / 4
    h.handle_event(motion((5, 5)))
    assert h.hovered is None and h.zoom_rect() is None


def test_hand_overlaps_cards_but_keeps_44px_strips(viewport):
    h = Hand(viewport, HAND_RECT, 0, cards(20))
    rects = h.card_rects()
    assert all(b.x - a.x >= 44 for a, b in zip(rects, rects[1:], strict=False))
    assert rects[0].x >= viewport.px(HAND_RECT[0]) and rects[-1].right <= h.px_rect.right
    # Later cards lie in front: a card's visible strip is its left edge.
    assert h.card_at((rects[5].x + 3, rects[5].centery)) is h.cards[5]
    assert h.card_at((rects[5].right - 3, rects[5].centery)) is not h.cards[5]


# pass the device -----------------------------------------------------------------------------
def test_pass_device_hides_the_hand_until_the_seat_confirms(viewport, screen):
    gate = PassDevice(viewport, ["Ada", "Bo"])
    hand = Hand(viewport, HAND_RECT, owner_seat=1, cards=cards(), gate=gate)
    area = hand.px_rect

    def frame():
        screen.fill(colour("table_bg"))
        hand.draw(screen)
        gate.draw(screen)

    gate.request(1)
    frame()
    assert gate.title == "Pass the device to Bo" and gate.button_text == "I am Bo"
    shroud = colour("shroud")[:3]
    assert all(screen.get_at((x, y))[:3] == shroud
               for x in range(area.left, area.right, 7) for y in range(area.top, area.bottom, 7))
    # Input under the cover reaches nothing: the hand cannot be clicked through it.
    r = hand.card_rects()[0]
    assert gate.handle_event(down(r.center)) and gate.handle_event(up(r.center))
    assert gate.revealed_for is None

    gate.handle_event(motion(gate.button_rect.center))
    gate.handle_event(down(gate.button_rect.center))
    gate.handle_event(up(gate.button_rect.center))
    assert gate.revealed_for == 1 and not gate.active
    frame()
    assert count_colour(screen, area, "card_face") > 200


def test_hand_of_another_seat_draws_backs_even_without_the_cover(viewport, screen):
    gate = PassDevice(viewport, ["Ada", "Bo"])
    gate.request(0)
    gate.confirm()
    other = Hand(viewport, HAND_RECT, owner_seat=1, cards=cards(), gate=gate)
    screen.fill(colour("table_bg"))
    other.draw(screen)
    assert count_colour(screen, other.px_rect, "card_face") == 0
    assert count_colour(screen, other.px_rect, "card_back") > 200
    # ... and it cannot be selected, zoomed or read through tooltips.
    r = other.card_rects()[0]
    other.handle_event(motion((r.right - 5, r.centery)))
    click(other, (r.right - 5, r.centery))
    assert other.hovered is None and other.selected == [] and other.zoom_rect() is None
    assert other.tooltip_at((r.right - 5, r.centery)) is None


def test_pass_device_enter_confirms_and_conceal_hides(viewport):
    seen = []
    gate = PassDevice(viewport, ["Ada", "Bo"], on_confirm=seen.append)
    gate.request(0)
    assert gate.handle_event(key(pygame.K_RETURN))
    assert gate.can_see(0) and seen == [0]
    gate.conceal()
    assert not gate.can_see(0) and gate.revealed_for is None
    assert not gate.handle_event(down((10, 10)))  # inactive: input passes


def test_pass_device_lets_quit_through(viewport):
    gate = PassDevice(viewport, ["Ada"])
    gate.request(0)
    assert not gate.handle_event(pygame.event.Event(pygame.QUIT))


def test_card_widget_hover_zoom_and_badge(viewport, screen):
    w = CardWidget(viewport, cards(1)[0], (100, 100), zoom=2.0, badge="12")
    assert w.zoom_rect() is None
    w.handle_event(motion(w.rect.center))
    z = w.zoom_rect()
    assert z.w == 2 * w.rect.w and z.left > w.rect.right
    screen.fill(colour("table_bg"))
    w.draw(screen)
    assert count_colour(screen, z, "card_face") > 0.5 * (z.w * z.h) / 4
    assert screen.get_at((w.rect.right - 4, w.rect.top + 4))[:3] == tuple(colour("accent"))[:3]


def test_private_card_widget_shows_its_face_only_to_its_owner(viewport, screen):
    gate = PassDevice(viewport, ["Ada", "Bo"])
    w = CardWidget(viewport, cards(1)[0], (100, 100), zoom=2.0, gate=gate, owner_seat=1)
    gate.request(0)
    gate.confirm()
    w.handle_event(motion(w.rect.center))
    screen.fill(colour("table_bg"))
    w.draw(screen)
    assert count_colour(screen, w.rect, "card_face") == 0 and w.zoom_rect() is None
    assert w.tooltip_at(w.rect.center) is None
    gate.request(1)
    gate.confirm()
    w.draw(screen)
    assert count_colour(screen, w.rect, "card_face") > 100


def test_hand_right_click_reports_without_selecting(viewport):
    seen = []
    h = Hand(viewport, HAND_RECT, 0, cards(), on_click=lambda c, b: seen.append((c.id, b)))
    r = h.card_rects()[0]
    click(h, (r.right - 5, r.centery), button=3)
    assert seen == [("c0", 3)] and h.selected == []


class SlotDrops:
    """A scene's half of a hand drag: three action slots holding one card each."""

    def __init__(self, viewport):
        self.slots = [CardWidget(viewport, None, (200 + 140 * i, 100), label=f"Action {i + 1}")
                      for i in range(3)]
        self.hand: Hand | None = None
        self.placed: list[tuple[str, int]] = []

    def target_at(self, pos, card):
        return next((i for i, s in enumerate(self.slots) if s.covers(pos)), None)

    def reason(self, card, slot):
        return f"Action {slot + 1} already holds a card." if self.slots[slot].card else None

    def drop(self, card, slot):
        self.slots[slot].card = card
        self.placed.append((card.id, slot))
        self.hand.set_cards([c for c in self.hand.cards if c is not card])


def drops_hand(viewport, n=5, gate=None):
    from game.ui.toast import Toasts

    drops = SlotDrops(viewport)
    drops.hand = Hand(viewport, HAND_RECT, 0, cards(n), gate=gate, drops=drops,
                      toasts=Toasts(viewport))
    return drops.hand, drops


def carry(hand, start, to):
    """Press on a card and drag it to `to` without letting go."""
    hand.handle_event(down(start))
    hand.handle_event(motion(to))


def test_drag_a_card_from_the_hand_onto_a_slot(viewport, screen):
    hand, drops = drops_hand(viewport)
    r = hand.card_rects()[2]
    carry(hand, (r.x + 10, r.centery), (600, 300))
    assert hand.dragging is hand.cards[2]
    screen.fill(colour("table_bg"))
    hand.draw(screen)
    assert screen.get_at((600, 300))[:3] != tuple(colour("table_bg"))[:3]  # the card follows
    hand.handle_event(up(drops.slots[1].rect.center))
    assert drops.placed == [("c2", 1)] and len(hand.cards) == 4 and hand.selected == []
    screen.fill(colour("table_bg"))
    drops.slots[1].draw(screen)
    assert count_colour(screen, drops.slots[1].rect, "card_face") > 100


def test_a_refused_drop_is_said_under_the_pointer_then_toasted_and_the_card_flies_home(
        viewport, screen):
    hand, drops = drops_hand(viewport)
    drops.slots[1].card = cards(1)[0]
    r = hand.card_rects()[0]
    target = drops.slots[1].rect.center
    carry(hand, (r.x + 10, r.centery), target)
    screen.fill(colour("table_bg"))
    hand.draw(screen)
    below = (target[0], target[1] + 48)
    assert screen.get_at(below)[:3] == tuple(colour("toast_bg"))[:3], "the reason, before"
    hand.handle_event(up(target))
    assert drops.placed == [] and hand.toasts.latest == "Action 2 already holds a card."
    assert hand.carried is hand.cards[0] and hand.dragging is None  # on its way home
    hand.update(1.0)
    assert hand.carried is None and len(hand.cards) == 5


def test_a_card_let_go_over_nothing_flies_home_without_a_word(viewport):
    hand, drops = drops_hand(viewport)
    r = hand.card_rects()[0]
    carry(hand, (r.x + 10, r.centery), (900, 450))
    hand.handle_event(up((900, 450)))
    assert hand.carried is hand.cards[0] and hand.toasts.latest is None
    hand.update(1.0)
    assert drops.placed == [] and hand.carried is None and len(hand.cards) == 5


def revealed_to(viewport, seat):
    """A gate whose cover was lifted by `seat` (of Ada and Bo)."""
    gate = PassDevice(viewport, ["Ada", "Bo"])
    gate.request(seat)
    gate.confirm()
    return gate


def test_hidden_hand_cannot_be_dragged(viewport):
    hand, drops = drops_hand(viewport, gate=revealed_to(viewport, 1))
    r = hand.card_rects()[0]
    from tests.ui.conftest import drag

    drag(hand, (r.x + 10, r.centery), drops.slots[0].rect.center)
    assert drops.placed == [] and hand.dragging is None and hand.carried is None


def test_the_cover_going_up_mid_drag_puts_the_card_back(viewport):
    gate = revealed_to(viewport, 0)
    hand, drops = drops_hand(viewport, gate=gate)
    r = hand.card_rects()[0]
    carry(hand, (r.x + 10, r.centery), drops.slots[0].rect.center)
    assert hand.dragging is hand.cards[0]
    gate.request(1)
    hand.update(0.016)
    assert hand.carried is None
    hand.handle_event(up(drops.slots[0].rect.center))
    assert drops.placed == []


def test_a_sloppy_click_on_a_hand_of_clicks_still_selects(viewport):
    """A hand nothing is dragged out of (the Assembly hand, the 404 draft): a press that
    wanders past the drag threshold before the release is still a click, as it always was."""
    seen = []
    h = Hand(viewport, HAND_RECT, 0, cards(), on_click=lambda c, b: seen.append((c.id, b)))
    r = h.card_rects()[1]
    from tests.ui.conftest import drag

    drag(h, (r.right - 5, r.centery), (r.right + 40, r.centery - 30))
    assert [c.id for c in h.selected] == ["c1"] and seen == [("c1", 1)]
    hand, _drops = drops_hand(viewport)
    r = hand.card_rects()[1]
    drag(hand, (r.right - 5, r.centery), (r.right + 40, r.centery - 30), button=3)
    assert hand.selected == [] and hand.carried is None, "a right press never drags a card"


def test_empty_slot_draws_its_label_and_tooltip(viewport, screen):
    slot = CardWidget(viewport, None, (100, 100), label="Action 1", tooltip="Your first action.")
    screen.fill(colour("table_bg"))
    slot.draw(screen)
    assert count_colour(screen, slot.rect, "zone_bg") > 100
    assert slot.tooltip_at(slot.rect.center) == "Your first action."
    assert not slot.shows_face and slot.zoom_rect() is None


@pytest.mark.parametrize("cancel", [key(pygame.K_ESCAPE),
                                    pygame.event.Event(pygame.WINDOWFOCUSLOST)],
                         ids=["escape", "focus-lost"])
def test_escape_or_focus_loss_puts_a_dragged_card_back(viewport, cancel):
    hand, drops = drops_hand(viewport, n=4)
    r = hand.card_rects()[0]
    carry(hand, (r.x + 10, r.centery), drops.slots[0].rect.center)
    assert hand.dragging is not None
    hand.handle_event(cancel)
    assert hand.carried is hand.cards[0], "it flies home"
    hand.update(1.0)
    hand.handle_event(up(drops.slots[0].rect.center))
    assert drops.placed == [] and hand.carried is None and len(hand.cards) == 4
