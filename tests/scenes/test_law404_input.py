"""Every 404 decision works by direct manipulation and from the keyboard: a door is chosen
by clicking it, choices are lit on the board, Tab walks through them and Enter plays one;
programming works with Tab and Enter too."""

from __future__ import annotations

import pygame

from game.engines.law404 import actions as A
from tests.scenes.helpers import buttons, click_at, drag, press, pump
from tests.scenes.law404_driver import Hand, open_rearranging, open_table, wait_for


def key(app, k, mod=0) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def play_until(app, scene, kind: str, hand: Hand) -> None:
    while True:
        assert wait_for(app, scene), f"the game ended before a {kind} decision"
        if scene.game.pending.kind == kind:
            return
        hand.decide()


def test_the_door_you_came_through_is_chosen_by_clicking_it(app):
    scene = open_table(app, players=3, seed=21)
    game = scene.game
    play_until(app, scene, "door", Hand(app, scene))
    door = game.st["sub"]["door"]
    was_open = game.st["doors"][door]
    assert [t for o in scene.options for t in o.targets] == [("door", door)] * 2
    before = len(game.history)
    click_at(app, scene.ship.door_px(door).center)
    assert game.history[before] == A.LeaveDoor(not was_open).to_text()


def test_tab_walks_the_choices_and_enter_plays_one(app):
    scene = open_table(app, players=3, seed=21)
    game = scene.game
    play_until(app, scene, "door", Hand(app, scene))
    assert scene.focus == -1
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.focus == 1 and "[Enter: " in scene.prompt_text()
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focus == 0
    chosen = scene.options[0].action
    before = len(game.history)
    key(app, pygame.K_RETURN)
    assert game.history[before] == chosen.to_text()


def test_a_click_beside_the_lit_choices_changes_nothing_and_says_so(app):
    scene = open_table(app, players=3, seed=21)
    game = scene.game
    play_until(app, scene, "door", Hand(app, scene))
    before = game.to_dict()
    room = next(r for r in game.content.rooms if r != game.st["room"][0])
    click_at(app, scene.ship.room_px(room).center)
    assert game.to_dict() == before
    assert "not one of the choices" in scene.toasts.latest


def test_an_action_card_dropped_on_the_board_goes_home_and_says_where_it_goes(app):
    """As a player met it: a card let go over the ship flew back with no word."""
    scene = open_table(app, players=3, seed=21)
    play_until(app, scene, "program", Hand(app, scene))
    panel = scene.program
    before = (list(panel.free_cards()), list(panel.slots), scene.game.to_dict())
    drag(app, panel.hand_rects[0].center, scene.ship.room_px("science").center)
    for _ in range(20):
        app.step([], 1 / 30)  # it flies home
    assert (list(panel.free_cards()), list(panel.slots), scene.game.to_dict()) == before
    assert scene.toasts.latest.startswith("An action card goes into one of the Action slots")


def test_the_draft_and_programming_from_the_keyboard(app):
    scene = open_table(app, players=3, seed=21)
    game = scene.game
    assert wait_for(app, scene)
    key(app, pygame.K_TAB)
    chosen = scene.draft.selected[0].data
    key(app, pygame.K_RETURN)
    assert game.view_for(0)["private"]["directives"][0]["id"] == chosen
    play_until(app, scene, "program", Hand(app, scene))
    panel = scene.program
    key(app, pygame.K_TAB)
    for _ in range(3):  # Enter places the focused card; the focus stays in the hand
        key(app, pygame.K_RETURN)
    assert panel.complete
    for _ in range(8):  # Tab on to a programmed card; Enter turns it over
        key(app, pygame.K_TAB)
        if panel.focus[0] == "slot":
            break
    key(app, pygame.K_RETURN)
    sides = [s[1] for s in panel.slots]
    assert sides.count("bottom") == 1
    program = panel.program()
    for _ in range(8):  # back to a hand card: with the slots full, Enter confirms
        key(app, pygame.K_TAB)
        if panel.focus[0] == "hand":
            break
    key(app, pygame.K_RETURN)
    assert game.st["program"][0] == [list(p) for p in program] or game.st["stage"] != "program"


def test_a_stack_is_rearranged_by_dragging_its_counters_then_confirming(app):
    scene = open_rearranging(app)
    game = scene.game
    strip = scene.rearrange
    assert strip.visible and set(strip.order()) == set(game.st["sub"]["remaining"])
    first = strip.order()[0]
    drag(app, strip.rects[0].center, (strip.rects[-1].right + 6, strip.rects[-1].centery))
    wanted = strip.order()
    assert wanted[-1] == first and wanted[0] != first
    built = list(game.st["sub"]["built"])
    shown: list = []
    real = scene.after_move
    scene.after_move = lambda events: (shown.extend(events), real(events))
    press(app, scene, "Confirm order")
    done = [e for e in shown if e.kind == "rearrange" and "stack" in e.data]
    assert done[-1].data["stack"] == built + list(reversed(wanted))


def test_a_greyed_button_says_why_on_hover(app):
    """Confirm program and Keep this directive, greyed, say what they wait for."""
    scene = open_table(app, players=3, seed=21)
    assert wait_for(app, scene)
    keep = buttons(scene)["Keep this directive"]
    assert not keep.is_enabled and keep.tool_tip_text.startswith("Click one of the directive")
    play_until(app, scene, "program", Hand(app, scene))
    confirm = buttons(scene)["Confirm program"]
    assert not confirm.is_enabled
    assert confirm.tool_tip_text.startswith("Fill all three Action slots first (0 of 3")
