"""The Suggest part of a table (game/ui/table/suggestions.py): asked for, never shown
unprompted; the answer is said in the table's words and set up on the board, nothing is
played; an answer for a position the game has left is dropped; a failing worker is said and
the table runs on."""

from __future__ import annotations

import pytest

from game.app import App
from game.bots.suggest import Suggestion
from game.scenes.board import BoardScene
from game.session import GameSession, Seat
from game.ui.table import suggestions
from tests.app.test_scenes import pump
from tests.scenes.helpers import buttons, press


@pytest.fixture
def app(starboard_home):
    return App(size=(1280, 720))


class FakeWorker:
    """Stands in for the hard bot's worker thread: it answers `answer` (or raises it) once
    asked, for the key it was asked about."""

    answer: object = None

    def __init__(self, game_id):
        self.asked = None
        self.watched = 0

    @property
    def busy(self) -> bool:
        return self.asked is not None

    def is_for(self, key) -> bool:
        return self.asked == key

    def ask(self, key, obs) -> None:
        self.asked = key

    def poll(self, key):
        asked, self.asked = self.asked, None
        if isinstance(self.answer, Exception):
            raise self.answer
        if asked != key:
            return None
        action = self.answer
        return Suggestion(action, action.to_text(), key[1], 0.1)

    def watch(self, obs) -> None:
        self.watched += 1

    def close(self) -> None:
        pass


class Suggesting(BoardScene):
    SUGGESTS = True
    set_up: list = []

    def describe_suggestion(self, action) -> str:
        return f"take {action.count}."



def open_table(app, monkeypatch, answer, seats=None):
    from game import records

    monkeypatch.setattr(suggestions, "SuggestHelper", FakeWorker)
    FakeWorker.answer = answer
    seats = seats or [Seat("human", name="Ada"), Seat("bot", name="Robo")]
    game = records.new_game("toy", {"players": len(seats), "seed": 4})
    table = Suggesting(app, GameSession("toy", game, seats, None))
    table.set_up = []
    table.suggestions.on_shown = table.set_up.append
    app.stack.clear_to(table)
    pump(app)
    return table


def test_a_suggestion_is_said_set_up_and_never_played(app, toy, monkeypatch):
    from tests.support.toy_engine import Take

    table = open_table(app, monkeypatch, Take(2))
    assert "Suggest" in buttons(table) and table.suggestions.last is None
    before = table.game.to_dict()
    press(app, table, "Suggest")
    pump(app)
    assert table.toasts.latest == "Suggested for Ada: take 2."
    assert table.set_up == [Take(2)] and table.suggestions.last.action == Take(2)
    assert table.game.to_dict() == before, "suggested, not played"
    assert table.session.suggested, "the save and the end screen will say so"
    assert table.suggestions.worker.watched >= 1, "the bot saw the position a person met"


def test_an_answer_for_a_position_left_behind_is_dropped(app, toy, monkeypatch):
    from tests.support.toy_engine import Take

    table = open_table(app, monkeypatch, Take(2))
    table.suggestions.ask()
    table.play(Take(1))  # the position moves on while the bot thinks
    for _ in range(3):
        pump(app)
    assert table.suggestions.last is None and not table.session.suggested
    assert not any(m.startswith("Suggested") for m in table.toasts.messages)


def test_a_worker_that_fails_is_said_and_the_table_runs_on(app, toy, monkeypatch):
    table = open_table(app, monkeypatch, ValueError("lost"))
    press(app, table, "Suggest")
    pump(app)
    assert "No suggestion this time (ValueError)." in table.toasts.messages
    assert not table.session.suggested and "Suggest" in buttons(table)


def test_no_suggest_button_unless_a_person_decides_now(app, toy, monkeypatch):
    from tests.support.toy_engine import Take

    table = open_table(app, monkeypatch, Take(1),
                       [Seat("bot", name="Robo"), Seat("human", name="Ada")])
    assert table.session.is_bot_turn() and "Suggest" not in buttons(table)
