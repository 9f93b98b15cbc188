"""404 chapter 6, shoving, damage and winning, played as a newcomer would: from the title
screen by posted mouse events (the Move into Cy's room programmed, the door, the room Cy is
pushed into and the steal clicked where they are lit), the coach checked at every step;
then left at every step with "Play on from here"."""

from __future__ import annotations

import pytest

from game.tutorial import progress
from tests.scenes.helpers import buttons, click_at, press
from tests.scenes.law404_driver import counter_centre
from tests.tutorial.driver import check_coach, make_app, open_chapter, settle
from tests.tutorial.law404_coach import leave_and_play_on, make_lit_move

TITLE = "Shoving, damage, winning"
KEY = "law404/shoving"
STEPS = 6
PLAN = [("card03", "top"), ("card16", "top"), ("card15", "top")]
"""Move through the circle door into Navigation (Cy's room), then Activate, Open / Close."""


def test_the_shoving_chapter_plays_to_its_end_by_mouse(starboard_home):
    app = make_app()
    table = open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    assert lesson.step.id == "plan" and game.st["room"][:3] == \
        ["cloning", "starboard_engine", "navigation"]
    check_coach(table)
    press(app, table, "Next")

    assert lesson.step.id == "program"
    lit = {(a.card, a.side) for a in lesson.asked()}
    assert ("card03", "top") in lit and ("card25", "top") not in lit  # no Move to Cy's room
    make_lit_move(app, table, PLAN)
    settle(app)

    kinds = []
    while lesson.step.id == "shove":
        kinds.append(game.pending.kind)
        check_coach(table)
        assert "You" not in table.coach.bot_line, \
            f"the coach's line is what the bots did, not the person: {table.coach.bot_line}"
        if game.pending.kind == "shove_room":
            # An illegal move: a click on Storage, not next door, while a room is asked for.
            before = list(game.history)
            click_at(app, counter_centre(table, game.st["stacks"]["cargo.space"][-1]))
            assert game.history == before
            assert table.toasts.messages[-1].startswith("That is not one of the choices")
        make_lit_move(app, table)
        settle(app)
    assert kinds == ["door", "shove_room"]
    assert any(t.startswith("shove-to ") for t in game.history), "Cy was pushed out"
    while lesson.step.id == "steal":
        kinds.append(game.pending.kind)
        check_coach(table)
        make_lit_move(app, table)
        settle(app)
    assert "steal" in kinds

    assert lesson.step.id == "damage" and game.st["turn"] == 2
    assert game.st["damaged"] == ["disposal.burner"]
    assert check_coach(table) == [table.ship.zone_px("disposal.burner")]
    # An off-script legal move: programming turn 2 now is allowed, with a word.
    for _ in range(3):
        click_at(app, table.program.hand_rects[0].center)
    press(app, table, "Confirm program")
    assert table.toasts.messages[-1] == "That works too: your program is locked in."
    settle(app)
    press(app, table, "Next")
    assert lesson.step.id == "winning"
    assert len(check_coach(table)) == 3
    press(app, table, "Next")
    assert lesson.finished and KEY in progress.finished(starboard_home)
    press(app, table, "Back")
    assert any(t.startswith("\u2713 6. Shoving") for t in buttons(app.stack.top))


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    leave_and_play_on(starboard_home, TITLE, leave_at, plan=PLAN)
