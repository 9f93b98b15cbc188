"""A newcomer at a 404 chapter after the draft: does what the coach lights, by posted mouse
and keyboard events only (a program by dragging cards into slots, a pick-up by dragging a
counter onto the robot, a door by clicking it), and leaves a chapter with "Play on from
here" for a game played to its end. The chapter tests of 404 share it."""

from __future__ import annotations

import pygame

from game.engines.law404 import actions as A
from tests.scenes.helpers import buttons, click_at, drag, press
from tests.tutorial.driver import (
    check_coach,
    key,
    make_app,
    open_chapter,
    play_on_to_a_saved_end,
    settle,
)


def lit_centres(table) -> list[tuple[int, int]]:
    return [r.center for r in check_coach(table)]


def lit_panel_tip(app, table) -> str:
    """The one lit thing of a side panel (the event, a chip), drawn first so the panel's
    spots are where they are now: its tooltip."""
    table.draw(app.window)
    (spot,) = check_coach(table)
    tip = table.sides.tooltip_at(spot.center)
    assert tip, f"nothing to read under the lit {spot}"
    return tip


def program_lit(app, table, plan: list[tuple[str, str]] | None = None) -> None:
    """The program the coach lights, card by card (`plan`: which lit (card, side) in each
    slot, else the first lit ones): drag the lit hand card to the lit slot, turn it over
    when the lit move has its lower action up, then Confirm."""
    lesson = table.coach.lesson
    panel = table.program
    plan = list(plan or [])
    while not panel.complete:
        lit = [a for a in lesson.asked() if isinstance(a, A.ProgramCard)
               and a.card in panel.free_cards()]
        action = A.ProgramCard(*plan.pop(0)) if plan else lit[0]
        assert action in lit, f"{action} is not lit"
        card_rect, slot_rect = table.coach.lesson.words.action_rects(table, action)
        assert {card_rect.center, slot_rect.center} <= set(lit_centres(table))
        slot = panel.slot_rects.index(slot_rect)
        drag(app, card_rect.center, slot_rect.center)
        assert panel.slots[slot][0] == action.card
        if action.side == "bottom":
            click_at(app, panel.slot_rects[slot].center)
            assert panel.slots[slot][1] == "bottom"
    confirm = buttons(table)["Confirm program"]
    assert confirm.rect.center in lit_centres(table), "a full program: Confirm is lit"
    press(app, table, "Confirm program")


def tab_to(app, table, reached, limit: int = 40) -> None:
    """Tab until `reached()` (the focus is where the next Enter should act)."""
    for _ in range(limit):
        if reached():
            return
        key(app, pygame.K_TAB)
    raise AssertionError("Tab never reached it")


def program_by_keys(app, table, plan: list[tuple[str, str]]) -> None:
    """The plan by keyboard alone: Tab to each card and Enter places it in the next slot;
    Tab to a placed card and Enter turns it over; Enter on a hand card once full confirms."""
    panel = table.program
    for slot, (card, side) in enumerate(plan):
        tab_to(app, table, lambda c=card: panel.focus is not None and panel.focus[0] == "hand"
               and panel.free_cards()[panel.focus[1]] == c)
        key(app, pygame.K_RETURN)
        assert panel.slots[slot] == [card, "top"]
        if side == "bottom":
            tab_to(app, table, lambda s=slot: panel.focus == ("slot", s))
            key(app, pygame.K_RETURN)
            assert panel.slots[slot] == [card, "bottom"]
    tab_to(app, table, lambda: panel.focus is not None and panel.focus[0] == "hand")
    key(app, pygame.K_RETURN)


def choose_by_keys(app, table, action) -> None:
    """Tab through the choices until `action`'s, then Enter."""
    tab_to(app, table, lambda: 0 <= table.focus < len(table.options)
           and table.options[table.focus].action == action)
    key(app, pygame.K_RETURN)


def make_lit_move(app, table, plan=None) -> None:
    """The first move the coach lights, made where it is lit (a program: `plan`'s)."""
    lesson = table.coach.lesson
    kind = table.game.pending.kind
    if kind == "program":
        program_lit(app, table, plan)
        return
    if not lesson.asked():  # off the script (a door before the pick-up): the table's way
        from tests.scenes.law404_driver import Hand

        Hand(app, table).decide()
        return
    action = lesson.asked()[0]
    rects = lesson.words.action_rects(table, action)
    lit = lit_centres(table)
    assert rects and all(r.center in lit for r in rects), (action, rects, lit)
    before = len(table.game.history)
    if isinstance(action, (A.PickUp, A.PutDown)):
        piece, target = rects
        drag(app, piece.center, target.center)
    elif kind == "rearrange_place":
        press(app, table, "Confirm order")
    else:
        option = next(o for o in table.options if o.action == action)
        if option.targets and isinstance(action, A.LeaveDoor | A.SetDoors) \
                and getattr(action, "open", None) == \
                table.shown["doors"].get(option.targets[0][1]):
            press(app, table, option.label)  # a door click changes it: this one keeps it
        elif option.targets:
            click_at(app, rects[0].center)
        else:
            press(app, table, option.label)
    assert len(table.game.history) > before, f"the lit {action} was not made"


def do_step(app, table, plan=None) -> None:
    """What the step asks: Next, or its lit moves until the step is done (a program:
    `plan`'s cards)."""
    lesson = table.coach.lesson
    at = lesson.index
    if lesson.waits_for_next():
        press(app, table, "Next")
    else:
        while lesson.index == at and not table.game.is_over:
            make_lit_move(app, table, plan)
            settle(app)
    settle(app)


def leave_and_play_on(home, title: str, leave_at: int, do=do_step, plan=None) -> None:
    """The chapter left at step `leave_at` (each step before it done by `do`) with "Play on
    from here": a normal game (no coach, bots in the other seats) that autosaves, plays to
    its end, saves and loads."""
    app = make_app()
    table = open_chapter(app, title)
    for _ in range(leave_at):
        do(app, table, plan) if plan else do(app, table)
    assert table.coach.lesson.index == leave_at
    play_on_to_a_saved_end(app, table, home)


def drag_a_counter_now(app, table, zone: str = "cargo.space") -> str:
    """An illegal move: the top counter of `zone` (of another room, or at any time but Pick
    up / Put down) dragged onto the robot. Nothing changes; returns the sentence said."""
    from tests.scenes.law404_driver import counter_centre

    before = list(table.game.history)
    said = len(table.toasts.messages)
    top = table.ship.table.zones[zone].stack[0].id
    drag(app, counter_centre(table, top), table.ship.mini_px(0).center)
    assert table.game.history == before
    assert len(table.toasts.messages) > said, "the illegal drag got no sentence"
    return table.toasts.messages[-1]

