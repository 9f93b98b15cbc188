"""Assembly chapter 1, deploying and the die, played as a newcomer would: from the title
screen, by posted mouse and keyboard events only, the coach checked at every step; then
left at every step with "Play on from here" for a real game."""

from __future__ import annotations

import pygame
import pytest

from tests.scenes.helpers import buttons, click_at, drag, press
from tests.tutorial import assembly_driver as learner
from tests.tutorial.driver import key, make_app, settle

TITLE = "Deploying and the die"
KEY = "assembly/deploy"
STEPS = 7


@pytest.fixture
def app(starboard_home):
    return make_app()


def test_the_first_assembly_chapter_plays_to_its_end_by_mouse_and_keys(app, starboard_home):
    table = learner.open_chapter(app, TITLE)
    lesson = table.coach.lesson
    game = table.game
    assert lesson.step.id == "meet"
    assert len(learner.lit(table)) == 1  # the ring of bays, as one
    first = next(i + 1 for i, m in enumerate(game.mod) if m)

    # An illegal move: the lone module dragged onto an empty bay is refused with the
    # engine's sentence (a swap needs two modules), and nothing changes.
    empty = first % 12 + 1
    drag(app, learner.centre(table, first), learner.centre(table, empty))
    assert game.history == []
    assert any("cannot go from bay" in m for m in table.toasts.messages), table.toasts.messages

    key(app, pygame.K_RETURN)  # Next from the keyboard
    assert lesson.step.id == "first"
    assert [r.center for r in learner.lit(table)] == [learner.centre(table, first)]
    key(app, pygame.K_RETURN)
    assert lesson.step.id == "deploy"

    # A legal move the step did not ask for: a rotate, refused with what to do instead.
    targets = learner.lit(table)
    assert buttons(table)["Deploy"].rect in targets
    press(app, table, "Rotate CW")
    press(app, table, "Confirm CW 1")
    assert game.history == []
    assert any(m.startswith("Rotating is chapter 2") for m in table.toasts.messages)
    press(app, table, "Cancel")

    # The module stack deploys too: the die's bay, or clockwise on from it.
    click_at(app, table.ring.stack_rects(1)[0].center)
    settle(app)
    assert sum(m is not None for m in game.mod) == 2
    assert lesson.step.id == "refill"
    assert learner.lit(table) == [buttons(table)["Draw up to 3 cards"].rect]
    key(app, pygame.K_RETURN)  # the keyboard's way to draw
    settle(app)
    assert len(game.hands[0]) == 3 and game.turn == 2
    assert lesson.step.id == "clockwise"
    learner.do_step(app, table)
    assert lesson.step.id == "deploy_again"
    for _ in range(30):  # the keyboard's way to Deploy: Tab to it, Enter
        key(app, pygame.K_TAB)
        if getattr(table.focused(), "text", None) == "Deploy":
            break
    assert table.focused().rect in learner.lit(table)
    key(app, pygame.K_RETURN)
    assert sum(m is not None for m in game.mod) == 3 and lesson.step.id == "deploy_again"
    key(app, pygame.K_RETURN)  # and Draw: one step
    settle(app)
    assert sum(m is not None for m in game.mod) == 3 and game.choice is None
    assert lesson.step.id == "deck"
    assert learner.lit(table) == [table.vp.rect(*table.panel.gauge)]

    learner.follow_link(app, table, "Refreshing the deck")
    key(app, pygame.K_RETURN)
    learner.ends_ticked(app, table, starboard_home, KEY, "1. Deploying and the die")


def test_three_cards_as_a_wild_deploy_satisfy_the_deploy_step(app):
    table = learner.open_chapter(app, TITLE)
    learner.do_step(app, table)
    learner.do_step(app, table)
    assert table.coach.lesson.step.id == "deploy"
    for rect in table.hand.card_rects():
        click_at(app, (rect.x + 10, rect.y + 30))
    assert len(table.hand.selected) == 3
    press(app, table, "Deploy")
    assert "+" in table.game.history[-1] and table.game.history[-1].endswith(" deploy")
    assert table.coach.lesson.step.id == "refill"


def test_a_half_done_chapter_resumes_where_it_was_left(app):
    table = learner.open_chapter(app, TITLE)
    for _ in range(4):
        learner.do_step(app, table)
    history = list(table.game.history)
    assert table.coach.lesson.step.id == "clockwise" and history
    press(app, table, "Back")  # to the chapter list, which offers to resume it
    assert f"1. {TITLE} (3 min, resume)" in buttons(app.stack.top)
    again = learner.open_chapter(app, TITLE)  # from the title screen, as a player comes back
    assert again is not table
    assert again.game.history == history and again.coach.lesson.step.id == "clockwise"


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    learner.play_on_at(starboard_home, TITLE, leave_at)
