"""Tempus chapter 1, moving and acting, by posted mouse and keyboard events from the title
screen (tempus_driver.py): standees and items dragged, a door clicked, the coach checked."""

from __future__ import annotations

import pygame
import pytest

from game.tutorial import progress
from tests.scenes.helpers import buttons, click_at, press
from tests.tutorial import tempus_driver as hand
from tests.tutorial.driver import key

TITLE = "Moving and acting"
KEY = "tempus/moving"


def test_the_first_tempus_chapter_plays_to_its_end_by_mouse_and_keys(starboard_home):
    app, table, lesson, game = hand.begin(TITLE, "meet")
    hand.check_step(table)
    key(app, pygame.K_RETURN)  # Next from the keyboard
    assert lesson.step.id == "first"
    hand.play_through(app, table, until=2)
    assert lesson.step.id == "move" and game.current_seat == 0

    # An illegal move: the standee dropped far beyond its 2 movement gets the engine's
    # sentence, and nothing changes.
    before = game.to_dict()
    standee = hand.counter_of(table, "crew:0")
    hand.hand_drag(app, standee.center, hand.drop_point(table, table.room_px("engineering"), "engineering"))
    assert game.to_dict() == before
    assert any("out of reach" in m for m in table.toasts.messages), table.toasts.messages

    # A legal move the step did not ask for: refused, with the way to go instead.
    hand.hand_drag(app, standee.center, hand.drop_point(table, table.room_px("damage_report"), "damage_report"))
    assert game.to_dict() == before
    assert hand.said(table, "Not that way for now: drag your standee into the lit Central Corridor")

    hand.play_through(app, table, until=5)
    assert lesson.step.id == "disaster" and game.round == 2
    assert game.crew[0]["at"] == "central_corridor"
    assert any(game.item_type(u).id == "fire_extinguisher" for u in game.items_of(0))

    # The rule's name in the box opens its Rules section, and Escape returns here.
    hand.check_step(table)
    table.draw(app.window)
    app.draw()
    rect, section = next((r, s) for r, s in table.coach.links if s == "4. Disaster phase")
    click_at(app, rect.center)
    rules = app.stack.top
    assert type(rules).__name__ == "RulesScene"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table

    hand.play_through(app, table)
    assert lesson.finished
    assert len(game.locked - {game.graph.exterior}) == 1
    assert KEY in progress.finished(starboard_home)
    press(app, table, "Back")
    learn = app.stack.top
    assert any(t.startswith("\u2713 1. Moving and acting") for t in buttons(learn))


STEPS = 8


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    hand.play_on_at(starboard_home, TITLE, leave_at)
