"""404 chapter 3, moving, doors, picking up and putting down, played as a newcomer would:
from the title screen by posted mouse events (cards dragged into slots and one turned over,
a counter dragged onto the robot and off it, a door clicked), the coach checked at every
step; then left at every step with "Play on from here"."""

from __future__ import annotations

import pygame
import pytest

from game.tutorial import progress
from tests.scenes.helpers import buttons, drag, press
from tests.scenes.law404_driver import counter_centre
from tests.tutorial.driver import check_coach, key, make_app, open_chapter, settle
from tests.tutorial.law404_coach import (
    choose_by_keys,
    do_step,
    drag_a_counter_now,
    leave_and_play_on,
    lit_centres,
    make_lit_move,
    program_by_keys,
    program_lit,
)

TITLE = "Moving, doors and carrying"
KEY = "law404/moving"
STEPS = 6
PLAN = [("card20", "bottom"), ("card09", "top"), ("card25", "bottom")]
"""Pick up in Storage, through the square door to Cloning, put down there."""


def carried(table) -> list[str]:
    return table.game.st["stacks"]["robot:0"]


def test_the_moving_chapter_plays_to_its_end_by_mouse(starboard_home):
    app = make_app()
    table = open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    assert lesson.step.id == "plan" and game.st["room"][0] == "cargo"
    assert check_coach(table) == [table.ship.mini_px(0)]
    press(app, table, "Next")

    assert lesson.step.id == "program"
    lit = {c for c, _ in [(a.card, a.side) for a in lesson.asked()]}
    assert "card09" in lit and "card12" not in lit  # moves through Storage's doors only
    program_lit(app, table, PLAN)
    settle(app)

    assert lesson.step.id == "pickup" and game.pending.kind == "pickput"
    # An illegal move: the robot's stack is empty, so a drag from a zone of another room
    # gets the engine's reason and nothing moves.
    assert drag_a_counter_now(app, table, "cloning.vat").startswith(
        "You cannot pick up the Cloning Jelly from the Jelly Vat (Cloning): it is in Cloning")
    top = game.st["stacks"]["cargo.space"][-1]
    assert counter_centre(table, top) in lit_centres(table)
    make_lit_move(app, table)
    assert carried(table)[-1] == top
    settle(app)

    assert lesson.step.id == "door"
    assert game.st["room"][0] == "cloning" and game.pending.kind == "door"
    assert table.ship.door_px("d6").center in lit_centres(table)
    make_lit_move(app, table)
    settle(app)

    assert lesson.step.id == "putdown" and game.pending.kind == "pickput"
    # An off-script legal move: picking up more instead of putting down is allowed.
    check_coach(table)
    up = next(a for a in game.legal_actions() if a.to_text().startswith("pickup "))
    drag(app, counter_centre(table, game.st["stacks"][up.zone][-1]),
         table.ship.mini_px(0).center)
    assert table.toasts.messages[-1].startswith("That works too: you keep carrying it")
    settle(app)
    while lesson.step.id == "putdown":
        do_step(app, table, PLAN)
    assert lesson.step.id == "more" and game.st["turn"] == 2
    check_coach(table)
    press(app, table, "Next")
    assert lesson.finished and KEY in progress.finished(starboard_home)
    press(app, table, "Back")
    assert any(t.startswith("\u2713 3. Moving") for t in buttons(app.stack.top))


def test_the_moving_chapter_plays_by_keyboard_alone(starboard_home):
    app = make_app()
    table = open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    key(app, pygame.K_RETURN)  # Next
    assert lesson.step.id == "program"
    program_by_keys(app, table, PLAN)
    settle(app)
    while not lesson.finished:
        check_coach(table)
        if lesson.waits_for_next():
            key(app, pygame.K_RETURN)
        else:
            before = len(game.history)
            choose_by_keys(app, table, lesson.asked()[0])
            assert len(game.history) > before
        settle(app)
    assert any(t.startswith("pickup cargo.") for t in game.history)
    assert any(t.startswith("putdown cloning.") for t in game.history)
    assert KEY in progress.finished(starboard_home)


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    leave_and_play_on(starboard_home, TITLE, leave_at, plan=PLAN)
