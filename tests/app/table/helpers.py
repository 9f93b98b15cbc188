"""Tables of the toy game (tests/support/toy_engine.py) for the table parts' tests."""

from __future__ import annotations

from game.engines.common.errors import RuleError
from game.session import GameSession
from tests.app.test_scenes import pump


def toy_table(app, seats, slots=None):
    from game import records

    game = records.new_game("toy", {"players": len(seats), "seed": 4})
    session = GameSession("toy", game, seats, slots)
    assert app.open_table(session)
    pump(app)
    return app.stack.top


class BrokenBot:
    def __init__(self, seat, rng):
        self.seat = seat

    def choose(self, game):
        raise RuleError("This bot has lost its marbles.")


class WatchedTable:
    """The generic table with every event taking one second to show (a drawn table's
    animation, without the drawing)."""

    shown: list[str]

    @staticmethod
    def make(app, seats):
        from game import records
        from game.scenes.board import BoardScene

        class Watched(BoardScene):
            def show_event(self, event):
                self.shown.append(event.text)
                return 1.0

        game = records.new_game("toy", {"players": len(seats), "seed": 4})
        table = Watched(app, GameSession("toy", game, seats, None))
        table.shown = []
        app.stack.clear_to(table)
        pump(app)
        return table


def finish(table):
    for _ in range(300):
        if table.game.is_over:
            break
        if table.session.is_bot_turn():
            table.update(1.0)
        else:
            table.play(table.game.legal_actions()[0])
    assert table.game.is_over


def bot_table(game_id: str, players: int, seed: int, size=(1600, 900)):
    """An App showing a seeded game of `game_id` played by normal bots, moves shown at 4x
    speed: (app, table scene)."""
    from game.app import App
    from game.session import GameSession, Seat

    app = App(size=size)
    app.settings.sound = False
    seats = [Seat("bot", "normal", n) for n in ("Ada", "Bix", "Cog", "Dee", "Eve")[:players]]
    session = GameSession.new(game_id, {"players": players, "seed": seed}, seats, None)
    assert app.open_table(session)
    app.settings.animation_speed = 4.0
    return app, app.stack.top
