"""The one cancel at every table: Esc while anything is being dragged puts it back (it flies
home) and never opens the pause menu; Esc with nothing dragged still pauses. One test per
kind of drag: a 404 program card from the hand and from a slot, a counter of the rearrange
strip, a counter on the 404 board, an Assembly module and a card out of a hand."""

from __future__ import annotations

import pygame

from game.engines.law404 import actions as A
from game.scenes.law404.scene import Law404Scene
from tests.scenes.helpers import click_at, down, motion, pump, up
from tests.scenes.law404_driver import Hand, counter_centre, open_rearranging, open_table
from tests.scenes.test_assembly_solo import centre, endgame_position, start
from tests.scenes.test_law404_input import play_until


def esc(app) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])


def hold(app, start, to) -> None:
    """Press at `start` and drag to `to` without letting go."""
    mid = ((start[0] + to[0]) // 2, (start[1] + to[1]) // 2)
    pump(app, [down(start), motion(mid), motion(to)])


def settle(app) -> None:
    """Let a fly-home land (0.18 s)."""
    for _ in range(20):
        app.step(pygame.event.get(), 1 / 30)


def paused(app) -> bool:
    return type(app.stack.top).__name__ == "PauseScene"


def programming(app) -> Law404Scene:
    scene = open_table(app, players=3, seed=21)
    play_until(app, scene, "program", Hand(app, scene))
    return scene


def test_esc_mid_drag_puts_a_program_card_back_in_the_hand(app):
    scene = programming(app)
    panel = scene.program
    hand = panel.free_cards()
    hold(app, panel.hand_rects[0].center, panel.slot_rects[1].center)
    esc(app)
    assert app.stack.top is scene and not paused(app)
    assert panel.carried == ("hand", hand[0]) and not panel.gesture.dragging, "flying home"
    settle(app)
    pump(app, [up(panel.slot_rects[1].center)])
    assert panel.slots == [None, None, None] and panel.free_cards() == hand
    esc(app)
    assert paused(app), "with nothing dragged, Esc pauses as before"


def test_esc_mid_drag_puts_a_programmed_card_back_in_its_slot(app):
    scene = programming(app)
    panel = scene.program
    click_at(app, panel.hand_rects[0].center)  # a click places it in the first free slot
    placed = [list(s) if s else None for s in panel.slots]
    assert placed[0] is not None
    hold(app, panel.slot_rects[0].center, panel.slot_rects[2].center)
    esc(app)
    assert app.stack.top is scene and not paused(app)
    assert panel.carried == ("slot", 0), "flying home"
    settle(app)
    pump(app, [up(panel.slot_rects[2].center)])
    assert panel.slots == placed


def test_a_programmed_card_dropped_off_the_panel_flies_back_to_its_slot(app):
    scene = programming(app)
    panel = scene.program
    click_at(app, panel.hand_rects[0].center)
    placed = [list(s) if s else None for s in panel.slots]
    off = scene.ship.room_px(scene.game.st["room"][0]).center
    hold(app, panel.slot_rects[0].center, off)
    pump(app, [up(off)])
    settle(app)
    assert panel.slots == placed, "not taken back to the hand: a drop outside is a cancel"


def test_the_window_losing_focus_mid_drag_puts_a_program_card_back(app):
    scene = programming(app)
    panel = scene.program
    hold(app, panel.hand_rects[0].center, panel.slot_rects[0].center)
    pump(app, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    settle(app)
    pump(app, [up(panel.slot_rects[0].center)])
    assert panel.slots == [None, None, None] and app.stack.top is scene


def test_the_cover_going_up_mid_drag_puts_a_program_card_back_unseen(app):
    scene = programming(app)
    panel = scene.program
    hold(app, panel.hand_rects[0].center, panel.slot_rects[0].center)
    scene.gate.conceal()
    pump(app)
    assert panel.carried is None, "no card flies home face up under the cover"
    pump(app, [up(panel.slot_rects[0].center)])
    assert panel.slots == [None, None, None]


def test_esc_mid_drag_puts_a_rearranged_counter_back(app):
    scene = open_rearranging(app)
    strip = scene.rearrange
    order = strip.order()
    first = strip.counters[0]
    end = (strip.rects[-1].right + 6, strip.rects[-1].centery)
    hold(app, strip.rects[0].center, end)
    esc(app)
    assert app.stack.top is scene and not paused(app)
    assert strip.carried is first, "flying home"
    settle(app)
    pump(app, [up(end)])
    assert strip.order() == order and strip.carried is None


def test_esc_mid_drag_puts_a_board_counter_back(app):
    scene = open_table(app, players=3, seed=21)
    game = scene.game
    play_until(app, scene, "pickput", Hand(app, scene))
    up_action = next(a for a in game.legal_actions() if isinstance(a, A.PickUp))
    top = scene.ship.table.zones[up_action.zone].stack[0].id
    robot = scene.ship.mini_px(0).center
    before = len(game.history)
    hold(app, counter_centre(scene, top), robot)
    assert scene.drag.dragging
    esc(app)
    assert app.stack.top is scene and not paused(app)
    settle(app)
    pump(app, [up(robot)])
    assert len(game.history) == before and not scene.ship.table.hidden


def test_esc_mid_drag_puts_an_assembly_module_back(app):
    scene, game = start(app, endgame_position())
    before = list(game.mod)
    hold(app, centre(scene, 1), centre(scene, 2))
    assert scene.input.drag_bay == 1
    esc(app)
    assert app.stack.top is scene and not paused(app)
    settle(app)
    pump(app, [up(centre(scene, 2))])
    assert list(game.mod) == before and scene.input.drag_bay is None


def test_esc_mid_ring_turn_ends_the_turn_and_a_second_esc_drops_the_preview(app):
    scene, game = start(app, endgame_position())
    before = list(game.history)
    hold(app, scene.layout.centre_px(3), scene.layout.centre_px(4))
    preview = scene.rot
    assert preview is not None
    esc(app)
    assert app.stack.top is scene and not paused(app)
    assert not scene.input.gesture.dragging
    pump(app, [motion(scene.layout.centre_px(7))])
    assert scene.rot == preview, "the ring no longer follows the pointer"
    esc(app)
    assert scene.rot is None and not paused(app)
    assert game.history == before


class RingDrops:
    """A hand's drop half for the test: any card may go on any bay (nothing is applied)."""

    def __init__(self, scene):
        self.scene = scene
        self.dropped: list = []

    def target_at(self, pos, card):
        return self.scene.layout.bay_at(pos)

    def reason(self, card, bay):
        return None

    def drop(self, card, bay):
        self.dropped.append((card.data, bay))


def test_esc_mid_drag_puts_a_card_back_in_the_hand(app):
    scene, _game = start(app, endgame_position())
    hand = scene.hand
    hand.drops = RingDrops(scene)
    r = hand.card_rects()[0]
    hold(app, (r.x + 10, r.centery), centre(scene, 4))
    assert hand.dragging is hand.cards[0]
    esc(app)
    assert app.stack.top is scene and not paused(app)
    settle(app)
    pump(app, [up(centre(scene, 4))])
    assert hand.drops.dropped == [] and hand.carried is None and hand.selected == []


def test_a_refused_drops_reason_is_drawn_over_the_buttons(app):
    """The sentence under the pointer is drawn again after pygame-gui's buttons, so a button
    under the pointer never hides why the drop would be refused."""
    scene, game = start(app, endgame_position())
    locked = next(b for b in range(1, 13) if game.locked[b - 1])
    hold(app, centre(scene, 1), centre(scene, locked))
    gesture = scene.input.gesture
    assert gesture.reason_for(gesture.target), "a drop on a locked bay is refused"
    surface = pygame.Surface(app.window.get_size())
    surface.fill((0, 0, 0))
    scene.draw_over_ui(surface)
    below = (gesture.pointer[0], gesture.pointer[1] + scene.vp.px(48))
    from game.ui.theme import colour

    assert surface.get_at(below)[:3] == tuple(colour("toast_bg"))[:3]


def test_no_hover_tooltip_opens_while_a_module_is_dragged(app):
    """Resting the pointer mid-drag on a bay would open its tooltip over the refusal."""
    scene, game = start(app, endgame_position())
    locked = next(b for b in range(1, 13) if game.locked[b - 1])
    hold(app, centre(scene, 1), centre(scene, locked))
    for _ in range(40):  # a second and more at rest: long past the tooltip's delay
        app.step([], 1 / 30)
    assert scene.input.gesture.dragging and not scene.tooltips.visible
    pump(app, [up(centre(scene, locked))])
    settle(app)
    for _ in range(40):
        app.step([], 1 / 30)
    assert scene.tooltips.visible, "at rest with nothing dragged, the bay's tooltip opens"
