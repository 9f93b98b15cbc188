"""404 chapter 4, machines, played as a newcomer would: from the title screen by posted
mouse events (the fuel dragged from the tank onto the robot and into the engine), the coach
checked at every step; the engine fires and the meteor misses; then left at every step with
"Play on from here"."""

from __future__ import annotations

import pytest

from game.tutorial import progress
from tests.scenes.helpers import buttons, drag, press
from tests.scenes.law404_driver import counter_centre
from tests.tutorial.driver import check_coach, make_app, open_chapter, settle
from tests.tutorial.law404_coach import (
    drag_a_counter_now,
    leave_and_play_on,
    lit_centres,
    lit_panel_tip,
    make_lit_move,
)

TITLE = "Machines"
KEY = "law404/machines"
STEPS = 7
PLAN = [("card37", "top"), ("card21", "top"), ("card40", "top")]
"""Pick up the fuel, put it in the engine, activate it."""


def test_the_machines_chapter_plays_to_its_end_by_mouse(starboard_home):
    app = make_app()
    table = open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    assert lesson.step.id == "meteor"
    assert lit_panel_tip(app, table).startswith("Gravel Storm, Port: Unless the Port Engine fires")
    press(app, table, "Next")
    assert lesson.step.id == "engine" and check_coach(table) == [table.ship.mini_px(0)]
    press(app, table, "Next")

    assert lesson.step.id == "program"
    lit = {a.card for a in lesson.asked()}
    assert lit == {"card37", "card21", "card40"}  # the two Pick up / Put down, the Activate
    make_lit_move(app, table, PLAN)
    settle(app)

    assert lesson.step.id == "take" and game.pending.kind == "pickput"
    # An illegal move: a counter of another room dragged onto the robot.
    assert drag_a_counter_now(app, table, "cargo.space").startswith(
        "You cannot pick up the Pie from the Cargo Space (Storage): it is in Storage")
    fuel = game.st["stacks"]["port_engine.tank"][-1]
    assert counter_centre(table, fuel) in lit_centres(table)
    drag(app, counter_centre(table, fuel), table.ship.mini_px(0).center)
    assert game.st["stacks"]["robot:0"] == [fuel]
    settle(app)

    assert lesson.step.id == "load" and game.pending.kind == "pickput"
    engine = table.ship.table.zones["port_engine.engine"].px_rect
    assert engine.center in lit_centres(table)
    drag(app, counter_centre(table, fuel), engine.center)
    assert fuel in game.st["stacks"]["port_engine.engine"] or "dodge_meteor" in game.st["tally"]
    settle(app)

    assert game.st["tally"].get("dodge_meteor") == 1 and game.st["turn"] == 2
    assert lesson.step.id == "damage"
    check_coach(table)
    press(app, table, "Next")
    assert lesson.step.id == "more"
    check_coach(table)
    press(app, table, "Next")
    assert lesson.finished and KEY in progress.finished(starboard_home)
    press(app, table, "Back")
    assert any(t.startswith("\u2713 4. Machines") for t in buttons(app.stack.top))


def test_using_the_chip_before_programming_is_allowed_with_a_word(starboard_home):
    app = make_app()
    table = open_chapter(app, TITLE)
    chip = next(t for t in buttons(table) if t.startswith("Use chip"))
    press(app, table, chip)
    assert table.toasts.messages[-1] == "That works too: the coach follows whatever your " \
        "robot does."
    settle(app)
    assert table.coach.lesson.step.id == "meteor"


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    leave_and_play_on(starboard_home, TITLE, leave_at, plan=PLAN)
