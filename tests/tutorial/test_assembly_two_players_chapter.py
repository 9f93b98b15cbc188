"""Assembly chapter 6, two players (the person and a bot partner): the one question,
verification and a manual override, played as a newcomer would from the title screen by
posted mouse events only, the coach checked at every step; then left at every step with
"Play on from here"."""

from __future__ import annotations

import pytest

from tests.scenes.helpers import buttons, click_at, drag, press
from tests.tutorial import assembly_driver as learner
from tests.tutorial.driver import make_app

TITLE = "Two players: verification and the one question"
KEY = "assembly/two_players"
STEPS = 8


@pytest.fixture
def app(starboard_home):
    return make_app()


def test_the_two_player_chapter_plays_to_its_end_by_mouse(app, starboard_home):
    table = learner.open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    assert [s.is_bot for s in table.session.seats] == [False, True]
    assert lesson.step.id == "partner"
    assert len(learner.lit(table)) == 3  # the three cards of the person's hand
    learner.follow_link(app, table, "Verifying commands")
    learner.do_step(app, table)
    assert lesson.step.id == "ask"
    shown = [tuple(r) for r in learner.lit(table)]
    asks = [tuple(buttons(table)[t].rect) for t in ("Deploy?", "Lock?", "Swap?")]
    assert all(r in shown for r in asks)

    # An illegal move: the lone module dragged onto an empty bay is refused with the
    # engine's sentence, and nothing changes.
    first = next(i + 1 for i, m in enumerate(game.mod) if m)
    drag(app, learner.centre(table, first), learner.centre(table, first % 12 + 1))
    assert game.history == []
    assert any("cannot go from bay" in m for m in table.toasts.messages), table.toasts.messages

    press(app, table, "Deploy?")
    assert game.asked == {"seat": 1, "command": "deploy", "answer": True}
    assert lesson.step.id == "play"
    assert "Deploy?" not in buttons(table)  # one question a turn
    learner.do_step(app, table)  # Deploy: Bo verifies, then plays its own turn
    assert lesson.step.id == "support"
    assert game.pending.seat == 0 and game.pending.kind == "override_discard"
    assert table.coach.bot_line

    # Nothing else is legal while the override waits: a click on a bay is refused.
    click_at(app, learner.centre(table, first))
    assert game.pending.kind == "override_discard"
    hand = len(game.hands[0])
    learner.do_step(app, table)
    assert len(game.hands[0]) == hand - 1 and game.active == 0
    assert lesson.step.id == "again"
    learner.do_step(app, table)
    assert lesson.step.id == "second"

    learner.do_step(app, table)  # a question, then a play
    assert lesson.step.id == "together"
    learner.do_step(app, table)
    learner.ends_ticked(app, table, starboard_home, KEY, "6. Two players")


def test_playing_without_asking_is_allowed_with_a_word(app):
    table = learner.open_chapter(app, TITLE)
    learner.do_step(app, table)
    assert table.coach.lesson.step.id == "ask"
    press(app, table, "Deploy")  # a legal move the step did not ask for
    assert table.game.history[0] == "play deploy_lock deploy"
    assert any(m.startswith("That works too: you may play without asking")
               for m in table.toasts.messages), table.toasts.messages


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    learner.play_on_at(starboard_home, TITLE, leave_at)
