"""The end of a game at the table (game/ui/table/ending.py): the end screen from the
table's point of view, Show board, Play again."""

from __future__ import annotations

import pytest

from game.app import App
from game.session import Seat
from tests.app.table.helpers import finish, toy_table
from tests.app.test_scenes import pump


@pytest.fixture
def app(starboard_home):
    return App(size=(1280, 720))


def test_end_screen_speaks_from_the_tables_point_of_view(app, toy):
    from tests.support.toy_engine import Take

    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.game.sticks = 2
    table.play(Take(1))  # Ada leaves one stick: Robo takes the last and wins
    finish(table)
    end = table.end_screen()
    assert end.headline == "Robo (bot) wins." and not end.won
    assert end.reason == "Player 2 wins.".replace("Player 2", "Robo")
    labels = {getattr(e, "text", "") for e in table._elements}
    assert {"New game", "Play again", "Show board", "Main menu"} <= labels
    assert "Undo" not in labels, "no undo after the end"


def test_a_human_winner_is_congratulated_by_name(app, toy):
    from tests.support.toy_engine import Take

    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.game.sticks = 3
    table.play(Take(3))
    end = table.end_screen()
    assert end.headline == "Ada wins!" and end.won


def test_show_board_and_play_again_with_the_same_seats(app, toy):
    from tests.support.toy_engine import Take

    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.game.sticks = 3
    table.play(Take(3))
    seed = table.game.setup.seed
    pump(app)
    from tests.scenes.helpers import press

    press(app, table, "Show board")
    assert table.ending.hidden and "Show result" in {getattr(e, "text", "") for e in table._elements}
    press(app, table, "Show result")
    press(app, table, "Play again")
    again = app.stack.top
    assert again is not table and not again.game.is_over
    assert again.game.setup.seed == seed + 1
    assert [s.name for s in again.session.seats] == ["Ada", "Robo"]
