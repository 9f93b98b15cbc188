"""404 chapter 5, the crew, the monkey and the event, played as a newcomer would: from the
title screen by posted mouse events (the engineer dragged onto the robot, kit and all), the
coach checked at every step; the planet comes and the robot goes along; then left at every
step with "Play on from here"."""

from __future__ import annotations

import pytest

from game.tutorial import progress
from tests.scenes.helpers import buttons, click_at, drag, press
from tests.scenes.law404_driver import counter_centre
from tests.tutorial.driver import check_coach, make_app, open_chapter, settle
from tests.tutorial.law404_coach import (
    drag_a_counter_now,
    leave_and_play_on,
    lit_centres,
    lit_panel_tip,
    make_lit_move,
)

TITLE = "Crew, monkey and events"
KEY = "law404/crew"
STEPS = 7
PLAN = [("card38", "bottom"), ("card40", "top"), ("card39", "bottom")]
"""Pick up the engineer, then two Activates: the robot stays in the Port Engine room."""


def test_the_crew_chapter_plays_to_its_end_by_mouse(starboard_home):
    app = make_app()
    table = open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    assert lesson.step.id == "event"
    assert lit_panel_tip(app, table).startswith("Foundry World")
    press(app, table, "Next")

    assert lesson.step.id == "crew"
    crew = check_coach(table)
    living = [i for z, stack in game.st["stacks"].items() for i in stack
              if i[:-1] in ("soldier", "scientist", "engineer") and not z.startswith("robot")]
    assert len(crew) == len(living) == 6
    press(app, table, "Next")
    assert lesson.step.id == "monkey"
    assert [r.center for r in check_coach(table)] == [counter_centre(table, "monkey1")]
    press(app, table, "Next")

    assert lesson.step.id == "program"
    assert {a.card for a in lesson.asked()} == {"card38", "card40", "card39"}
    make_lit_move(app, table, PLAN)
    settle(app)

    assert lesson.step.id == "lift" and game.pending.kind == "pickput"
    assert drag_a_counter_now(app, table, "cargo.space").startswith("You cannot pick up")
    assert counter_centre(table, "engineer1") in lit_centres(table)
    drag(app, counter_centre(table, "engineer1"), table.ship.mini_px(0).center)
    assert game.st["stacks"]["robot:0"] == ["engineer1", "engineering_kit1"]
    settle(app)

    assert game.st["tally"]["planet_mission"] == 1 and game.st["turn"] == 2
    assert lesson.step.id == "planet"
    assert lit_panel_tip(app, table).startswith("Chip: Wide Bus (ready)")
    press(app, table, "Next")
    assert lesson.step.id == "carried"
    check_coach(table)
    press(app, table, "Next")
    assert lesson.finished and KEY in progress.finished(starboard_home)
    press(app, table, "Back")
    assert any(t.startswith("\u2713 5. Crew") for t in buttons(app.stack.top))


def test_programming_a_move_is_allowed_with_a_word_on_the_engineer(starboard_home):
    app = make_app()
    table = open_chapter(app, TITLE)
    for _ in range(3):
        press(app, table, "Next")
    assert table.coach.lesson.step.id == "program"
    for _ in range(3):  # a click puts a hand card in the first free slot; a Move among them
        click_at(app, table.program.hand_rects[0].center)
    press(app, table, "Confirm program")
    assert table.toasts.messages[-1].startswith("That works too, but a robot that moves away")


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    leave_and_play_on(starboard_home, TITLE, leave_at, plan=PLAN)
