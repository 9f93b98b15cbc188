"""A Learn to play chapter names the person's seat "You": the 404 table's sentences about
that robot then speak to the person ("You are in Storage", "Cy shoves you"), and a table
whose seats have other names says them as they are."""

from __future__ import annotations

from game.records import new_game
from game.scenes.law404.scene import Law404Scene
from game.session import GameSession, Seat
from tests.scenes.helpers import pump
from tests.tutorial.driver import make_app


def _table(app, first: str) -> Law404Scene:
    game = new_game("law404", {"players": 3, "seed": 5})
    seats = [Seat("human", "easy", first), Seat("bot", "easy", "Bo"), Seat("bot", "easy", "Cy")]
    table = Law404Scene(app, GameSession("law404", game, seats, None))
    app.stack.clear_to(table)
    pump(app)
    return table


def test_sentences_about_the_seat_named_you_speak_to_the_person(starboard_home):
    table = _table(make_app(), "You")
    assert table.named("Robot 1 moves through the circle door to Cloning.") == \
        "You move through the circle door to Cloning."
    assert table.named("Robot 3 shoves Robot 1. Robot 1 is shoved into Cloning.") == \
        "Cy shoves you. You are shoved into Cloning."
    assert table.named("First Robot 1 must keep one of the directives it holds.") == \
        "First you must keep one of the directives it holds."


def test_other_seat_names_are_said_as_they_are(starboard_home):
    table = _table(make_app(), "Ada")
    assert table.named("Robot 1 moves through the circle door. Robot 3 shoves Robot 1.") == \
        "Ada moves through the circle door. Cy shoves Ada."
