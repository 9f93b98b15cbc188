"""Tempus chapter 5, the time jump and the paradox: an extinguisher carried back through a
Time Jump, the known disaster and then the buried Paradox drawn, by the hand of
tempus_driver.py."""

from __future__ import annotations

import pytest

from tests.tutorial import tempus_driver as hand

TITLE = "The time jump and the paradox"


def test_the_time_jump_chapter_plays_to_its_end_by_mouse_and_keys(starboard_home):
    app, table, lesson, game = hand.begin(TITLE, "meet")
    hand.play_through(app, table, until=5)
    assert lesson.step.id == "back" and game.pending.kind == "choose_first_player"
    seen = list(game.discard)

    # An illegal move: the card dropped before anyone was chosen to go first gets the
    # engine's sentence, and nothing changes.
    before = game.to_dict()
    card = hand.counter_of(table, game.items_of(0)[0])
    here = game.crew[0]["at"]
    hand.hand_drag(app, card.center, hand.drop_point(table, table.room_px(here), here))
    assert game.to_dict() == before
    assert hand.said(table, "The Fire Extinguisher cannot go from Sergeant Brandt's sheet to "
                     "Central Corridor: First choose who takes the first turn")

    hand.play_through(app, table, until=6)
    assert lesson.step.id == "jump" and game.crew[0]["at"] == "time_drive"
    # A legal move the step did not ask for (walking off): refused, with what to do instead.
    before = game.to_dict()
    standee = hand.counter_of(table, "crew:0")
    hand.hand_drag(app, standee.center, hand.drop_point(table, table.room_px("damage_report"),
                                                        "damage_report"))
    assert game.to_dict() == before
    assert hand.said(table, "Jump now: press the lit Time Jump")

    hand.play_through(app, table, until=7)
    assert game.loops == 1 and game.deck[-1] == seen[-1]  # the known disaster comes first
    assert any(game.item_type(u).id == "fire_extinguisher" for u in game.items_of(0))
    hand.play_through(app, table, until=10)
    assert lesson.step.id == "paradox" and len(game.paradox_discard) == 1
    hand.finish(app, table, starboard_home)


@pytest.mark.parametrize("leave_at", range(11))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    hand.play_on_at(starboard_home, TITLE, leave_at)
