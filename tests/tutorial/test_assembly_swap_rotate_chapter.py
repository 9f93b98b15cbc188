"""Assembly chapter 2, swap and rotate, played as a newcomer would: from the title screen,
by posted mouse events only (the swap is a drag, the rotate a preview and Confirm), the
coach checked at every step; then left at every step with "Play on from here"."""

from __future__ import annotations

import pytest

from tests.scenes.helpers import buttons, drag, press
from tests.tutorial import assembly_driver as learner
from tests.tutorial.driver import make_app

TITLE = "Swap and rotate"
KEY = "assembly/swap_rotate"
STEPS = 6


@pytest.fixture
def app(starboard_home):
    return make_app()


def modules(game) -> dict[int, str]:
    return {i + 1: m for i, m in enumerate(game.mod) if m}


def test_the_swap_and_rotate_chapter_plays_to_its_end_by_mouse(app, starboard_home):
    table = learner.open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    assert lesson.step.id == "deploy"
    learner.do_step(app, table)
    learner.do_step(app, table)
    assert lesson.step.id == "swap" and len(modules(game)) == 2
    a, b = sorted(modules(game))
    assert sorted(r.center for r in learner.lit(table)) == sorted([learner.centre(table, a), learner.centre(table, b)])

    # An illegal move: a module dropped on an empty bay is refused with the engine's
    # sentence, and nothing changes.
    before = list(game.history)
    empty = next(n for n in range(1, 13) if n not in modules(game))
    drag(app, learner.centre(table, a), learner.centre(table, empty))
    assert game.history == before
    assert any("cannot go from bay" in m for m in table.toasts.messages), table.toasts.messages

    # A legal move the step did not ask for: a Deploy, refused with what to do instead.
    press(app, table, "Deploy")
    assert game.history == before
    assert any(m.startswith("This step is a swap") for m in table.toasts.messages)

    was = modules(game)
    drag(app, learner.centre(table, a), learner.centre(table, b))
    assert modules(game) == {a: was[b], b: was[a]}
    assert learner.lit(table) == [buttons(table)["Draw up to 3 cards"].rect]
    learner.do_step(app, table)
    assert lesson.step.id == "rotate_intro"
    learner.do_step(app, table)
    assert lesson.step.id == "rotate"
    assert buttons(table)["Rotate CW"].rect in learner.lit(table)
    press(app, table, "Rotate CW")
    assert table.rot is not None
    shown = learner.lit(table)
    assert buttons(table)["Confirm CW 1"].rect in shown and buttons(table)["2 bays"].rect in shown
    was = modules(game)
    press(app, table, "Confirm CW 1")
    assert set(modules(game).values()) == set(was.values()) and modules(game) != was
    learner.do_step(app, table)  # the refill
    assert lesson.step.id == "aim"
    learner.do_step(app, table)
    learner.ends_ticked(app, table, starboard_home, KEY, "2. Swap and rotate")


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    learner.play_on_at(starboard_home, TITLE, leave_at)
