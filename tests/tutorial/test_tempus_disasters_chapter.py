"""Tempus chapter 3, disasters and consequences: a walk to the damaged Fuel Cells across two
disasters and a repair there, by the hand of tempus_driver.py, every step checked."""

from __future__ import annotations

import pytest

from tests.tutorial import tempus_driver as hand

TITLE = "Disasters and consequences"


def test_the_disasters_chapter_plays_to_its_end_by_mouse_and_keys(starboard_home):
    app, table, lesson, game = hand.begin(TITLE, "meet")
    hand.play_through(app, table, until=2)
    assert lesson.step.id == "first" and game.pending.kind == "choose_first_player"

    # An illegal move: the standee dragged before anyone was chosen to go first gets the
    # engine's sentence, and nothing changes.
    before = game.to_dict()
    standee = hand.counter_of(table, "crew:0")
    hand.hand_drag(app, standee.center, hand.drop_point(table, table.room_px("central_corridor"),
                                               "central_corridor"))
    assert game.to_dict() == before
    assert hand.said(table, "First choose who takes the first turn this round."), table.toasts.messages

    hand.play_through(app, table, until=3)
    # A legal move the step did not ask for (away from the Fuel Cells): allowed, with a word.
    hand.hand_drag(app, standee.center, hand.drop_point(table, table.room_px("damage_report"),
                                               "damage_report"))
    assert game.crew[0]["at"] == "damage_report"
    assert hand.said(table, "That works too, but the Fuel Cells are the room to save")
    assert lesson.step.id == "set_off"

    hand.play_through(app, table, until=5)
    assert lesson.step.id == "arrive" and len(game.discard) == 1
    hand.play_through(app, table, until=7)
    assert game.crew[0]["at"] == "fuel_cells"
    hand.finish(app, table, starboard_home)


@pytest.mark.parametrize("leave_at", range(8))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    hand.play_on_at(starboard_home, TITLE, leave_at)
