"""Tempus chapter 4, items and trading: two Fire Extinguishers picked up for free by Ito and
one handed to Doctor Lind by a drag onto her sheet, by the hand of tempus_driver.py."""

from __future__ import annotations

import pytest

from tests.tutorial import tempus_driver as hand

TITLE = "Items and trading"


def test_the_items_chapter_plays_to_its_end_by_mouse_and_keys(starboard_home):
    app, table, lesson, game = hand.begin(TITLE, "meet")
    hand.play_through(app, table, until=4)
    assert lesson.step.id == "back" and game.crew[0]["at"] == "central_corridor"
    mine = game.items_of(0)
    assert len(mine) == 2 and not game.t_acted  # two pick-ups, no action spent

    # An illegal move: a card dragged onto Doctor Lind's sheet from another room gets the
    # engine's sentence, and nothing changes.
    card = hand.counter_of(table, mine[0]).center
    lind = table.deck.table.zones["sheet:1:equipment"].px_rect.center
    hand.refused(app, table, card, lind, "Fire Extinguisher cannot go from")

    # A legal move the step did not ask for (dropping the card here): refused, with a way on.
    room = hand.drop_point(table, table.room_px("central_corridor"), "central_corridor")
    hand.refused(app, table, card, room, "Go back to Doctor Lind at the Time Drive")

    hand.play_through(app, table, until=6)
    assert lesson.step.id == "use"
    assert len(game.items_of(0)) == 1 and len(game.items_of(1)) == 1 and game.t_acted
    hand.finish(app, table, starboard_home)


@pytest.mark.parametrize("leave_at", range(7))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    hand.play_on_at(starboard_home, TITLE, leave_at)
