"""Bots' turns at a table (game/ui/table/bot_turns.py): one pace; a bot that is late or
fails is said on the table, in the toast and the prompt, asked again, and the game goes on."""

from __future__ import annotations

import threading

import pytest

from game import registry
from game.app import App
from game.bots.random_bot import UniformRandomBot
from game.engines.common.errors import RuleError
from game.session import Seat
from tests.app.table.helpers import BrokenBot, toy_table


@pytest.fixture
def app(starboard_home):
    return App(size=(1280, 720))


class NeverAnswers:
    thinks = True
    released = threading.Event()

    def __init__(self, seat, rng):
        pass

    def choose(self, obs):
        self.released.wait()
        raise RuleError("too late")


@pytest.fixture
def never(monkeypatch, toy):
    monkeypatch.setattr(registry, "bots", lambda game_id: {"random": UniformRandomBot,
                                                            "hard": NeverAnswers})
    yield
    NeverAnswers.released.set()
    NeverAnswers.released = threading.Event()


def test_a_bot_that_raises_is_said_and_the_table_plays_on(app, toy, monkeypatch):
    monkeypatch.setattr(registry, "bots", lambda game_id: {"random": BrokenBot})
    table = toy_table(app, [Seat("bot", name="Robo"), Seat("human", name="Ada")])
    table.update(0.5)  # past the bot delay, within a toast's life
    failed = "Robo (bot) could not move (This bot has lost its marbles)"
    assert table.toasts.messages == [f"{failed}: trying again."]
    assert table.prompt_text() == f"{failed}: trying again."
    for _ in range(4):  # asked twice more, then the random level (this one too), then...
        table.update(0.5)
    assert table.toasts.messages[-1] == \
        f"{failed}: it plays the first move the rules allow this time."
    assert len(table.game.history) == 1, "the game never stalls"
    assert table.prompt_text().startswith("Ada: "), "Ada's turn reads as hers again"


def test_a_bot_that_never_answers_is_said_late_on_the_table_and_the_game_goes_on(app, never):
    table = toy_table(app, [Seat("bot", "hard", "Bix"), Seat("human", name="Ada")])
    clock = [0.0]
    table.bots.mover.clock = lambda: clock[0]
    table.update(0.5)
    assert table.prompt_text() == "Bix (bot) is thinking..."
    clock[0] = 3.5
    table.update(0.1)
    late = "Bix is taking longer than it should: trying again."
    assert table.prompt_text() == late and table.toasts.messages == [late]
    for _ in range(8):
        clock[0] += 3.5
        table.update(0.1)
    assert "it plays a random legal move this time" in table.toasts.messages[-1]
    assert len(table.game.history) == 1 and not table.session.is_bot_turn()
    assert table.bots.status() is None
