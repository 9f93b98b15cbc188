"""Assembly chapter 5, malfunctions and the deck refresh, played as a newcomer would: from
the title screen, by posted mouse events only, the coach checked at every step, through a
malfunction's discard and the first refresh's scramble; then left at every step with "Play
on from here"."""

from __future__ import annotations

import pytest

from tests.scenes.helpers import buttons, click_at, press
from tests.tutorial import assembly_driver as learner
from tests.tutorial.driver import make_app

TITLE = "Malfunctions and the deck refresh"
KEY = "assembly/malfunctions"
STEPS = 7


@pytest.fixture
def app(starboard_home):
    return make_app()


def test_the_malfunctions_chapter_plays_to_its_end_by_mouse(app, starboard_home):
    table = learner.open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    assert lesson.step.id == "cards"
    shown = learner.lit(table)
    assert len(shown) == 4
    assert all(table.ring.malfunction_at(r.center) for r in shown)
    learner.do_step(app, table)
    assert lesson.step.id == "lock"

    # A legal move the step did not ask for: a Deploy, refused with what to do instead.
    press(app, table, "Deploy")
    assert game.history == []
    assert any(m.startswith("This step is a lock") for m in table.toasts.messages)

    click_at(app, learner.centre(table, 3))
    press(app, table, "Lock bay 3")
    assert game.locked[2]
    assert lesson.step.id == "discard" and game.pending.kind == "discard"
    # An illegal move: Draw is not offered while the malfunction waits; a click on the
    # locked bay says why it cannot be used.
    click_at(app, learner.centre(table, 3))
    assert any("Bay 3" in m for m in table.toasts.messages), table.toasts.messages
    hand = len(game.hands[0])
    targets = learner.lit(table)
    assert targets and all(any(b.rect == r for b in buttons(table).values()) for r in targets)
    learner.do_step(app, table)
    assert game.turn == 2 and len(game.discard) == 2 and hand == 2
    assert lesson.step.id == "refresh"
    learner.do_step(app, table)
    learner.do_step(app, table)
    assert lesson.step.id == "run_dry"
    before = list(game.bp)
    learner.do_step(app, table)
    assert game.cycle == 2
    assert game.bp[2] == before[2]  # the locked bay kept its blueprint
    assert lesson.step.id == "second"
    learner.do_step(app, table)
    learner.ends_ticked(app, table, starboard_home, KEY, "5. Malfunctions and the deck refresh")


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    learner.play_on_at(starboard_home, TITLE, leave_at)
