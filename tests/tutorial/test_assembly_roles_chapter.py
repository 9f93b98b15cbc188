"""Assembly chapter 4, roles, played as a newcomer would: from the title screen, by posted
mouse events only (the role switched on, then a blueprint dragged), the coach checked at
every step; then left at every step with "Play on from here"."""

from __future__ import annotations

import pytest

from tests.scenes.helpers import buttons, drag, press
from tests.tutorial import assembly_driver as learner
from tests.tutorial.driver import make_app

TITLE = "Roles"
KEY = "assembly/roles"
STEPS = 5


@pytest.fixture
def app(starboard_home):
    return make_app()


def test_the_roles_chapter_plays_to_its_end_by_mouse(app, starboard_home):
    table = learner.open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    assert lesson.step.id == "role"
    (line,) = learner.lit(table)
    assert "blueprints" in table.hand_header_tooltip(line.center)
    learner.follow_link(app, table, "Roles")
    learner.do_step(app, table)
    assert lesson.step.id == "use"
    assert learner.lit(table) == [buttons(table)["Use Alfie"].rect]

    # A legal move the step did not ask for: a plain Deploy, refused with what to do.
    press(app, table, "Deploy")
    assert game.history == []
    assert any(m.startswith("This step uses Alfie") for m in table.toasts.messages)

    # An illegal move: with the role off, the lone module dragged onto an empty bay (a
    # plain swap needs two modules) is refused with the engine's sentence.
    module = next(i + 1 for i, m in enumerate(game.mod) if m)
    drag(app, learner.centre(table, module), learner.centre(table, module % 12 + 1))
    assert game.history == []
    assert any("cannot go from bay" in m for m in table.toasts.messages), table.toasts.messages

    press(app, table, "Use Alfie")
    home = game.bp.index(game.mod[module - 1]) + 1
    assert sorted(r.center for r in learner.lit(table)) == sorted([learner.centre(table, module),
                                                           learner.centre(table, home)])
    drag(app, learner.centre(table, module), learner.centre(table, home))
    assert game.mod[module - 1] == game.bp[module - 1] and game.roles_used[0]
    assert lesson.step.id == "refill"
    learner.do_step(app, table)
    assert lesson.step.id == "lock"
    learner.do_step(app, table)
    assert sum(game.locked) == 1
    assert lesson.step.id == "others"
    learner.do_step(app, table)
    learner.ends_ticked(app, table, starboard_home, KEY, "4. Roles")


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    learner.play_on_at(starboard_home, TITLE, leave_at)
