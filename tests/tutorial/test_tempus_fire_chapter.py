"""Tempus chapter 2, fire and faults spreading: a Fire Extinguisher fetched, carried to a
burning room and used, by the hand of tempus_driver.py, every step checked."""

from __future__ import annotations

import pygame
import pytest

from tests.scenes.helpers import click_at, press
from tests.tutorial import tempus_driver as hand
from tests.tutorial.driver import key

TITLE = "Fire and faults spreading"
KEY = "tempus/fire"


def test_the_fire_chapter_plays_to_its_end_by_mouse_and_keys(starboard_home):
    app, table, lesson, game = hand.begin(TITLE, "meet")
    assert len(hand.check_step(table)) == 1  # the one burning space: the Hyperdrive
    key(app, pygame.K_RETURN)
    hand.play_through(app, table, until=2)
    assert lesson.step.id == "extinguisher" and game.current_seat == 0

    # An illegal move: a click on the exterior Airlock door from the Time Drive gets the
    # engine's sentence, not the coach's, and nothing changes.
    before = game.to_dict()
    click_at(app, table.vp.rect(*table.deck.geo.door_hit("d_airlock_exterior")).center)
    assert game.to_dict() == before
    assert hand.said(table, "The exterior Airlock door opens and closes only from inside")

    # A legal move the step did not ask for (the Time Jump): refused, with what to do.
    press(app, table, "Time Jump")
    assert game.to_dict() == before
    assert hand.said(table, "Fetch a Fire Extinguisher first")

    hand.play_through(app, table, until=4)
    assert lesson.step.id == "burning" and game.round == 2
    assert sum(game.tokens["fire"].values()) >= 2
    hand.play_through(app, table, until=7)
    assert lesson.step.id == "faults"
    assert game.tokens["fire"][game.crew[0]["at"]] == 0  # put out where Malik stands
    hand.finish(app, table, starboard_home)


STEPS = 8


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    hand.play_on_at(starboard_home, TITLE, leave_at)
