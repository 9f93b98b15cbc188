"""Assembly chapter 3, locking and the clock, played as a newcomer would: from the title
screen, by posted mouse events only (a bay clicked, then Lock), the coach checked at every
step; then left at every step with "Play on from here"."""

from __future__ import annotations

import pytest

from tests.scenes.helpers import buttons, click_at, press
from tests.tutorial import assembly_driver as learner
from tests.tutorial.driver import make_app

TITLE = "Locking and the clock"
KEY = "assembly/lock_clock"
STEPS = 7


@pytest.fixture
def app(starboard_home):
    return make_app()


def test_the_lock_and_clock_chapter_plays_to_its_end_by_mouse(app, starboard_home):
    table = learner.open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    matched = next(i + 1 for i, m in enumerate(game.mod) if m and m == game.bp[i])
    assert lesson.step.id == "match"
    assert [r.center for r in learner.lit(table)] == [learner.centre(table, matched)]
    learner.do_step(app, table)
    assert lesson.step.id == "lock"
    assert [r.center for r in learner.lit(table)] == [learner.centre(table, matched)]

    # An illegal move: an empty bay clicked to lock is refused with the rule's sentence.
    empty = matched % 12 + 1
    click_at(app, learner.centre(table, empty))
    assert game.history == [] and table.selected_bays == []
    assert any(f"Bay {empty}" in m for m in table.toasts.messages), table.toasts.messages

    # A legal move the step did not ask for: a Deploy, refused with what to do instead.
    press(app, table, "Deploy")
    assert game.history == []
    assert any(m.startswith("This step is a lock") for m in table.toasts.messages)

    click_at(app, learner.centre(table, matched))
    assert learner.lit(table) == [buttons(table)[f"Lock bay {matched}"].rect]
    press(app, table, f"Lock bay {matched}")
    assert game.locked[matched - 1]
    assert lesson.step.id == "refill"
    # Until the draw, Undo takes the lock back, and the coach steps back with it.
    press(app, table, "Undo")
    assert not game.locked[matched - 1] and lesson.step.id == "lock"
    click_at(app, learner.centre(table, matched))
    press(app, table, f"Lock bay {matched}")
    assert lesson.step.id == "refill"
    learner.do_step(app, table)
    assert lesson.step.id == "oxygen"
    assert learner.lit(table) == [table.vp.rect(*table.panel.gauge)]
    learner.follow_link(app, table, "Refreshing the deck")
    learner.do_step(app, table)
    learner.do_step(app, table)
    assert lesson.step.id == "drain"
    left = len(game.deck)
    learner.do_step(app, table)
    assert len(game.deck) == left - 1
    assert lesson.step.id == "score"
    learner.do_step(app, table)
    learner.ends_ticked(app, table, starboard_home, KEY, "3. Locking and the clock")


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    learner.play_on_at(starboard_home, TITLE, leave_at)
