"""Bots' turns at a table (game/ui/table/bot_turns.py): one pace, and a bot that fails
is said once while the table runs on."""

from __future__ import annotations

import pytest

from game import registry
from game.app import App
from game.session import Seat
from tests.app.table.helpers import BrokenBot, toy_table


@pytest.fixture
def app(starboard_home):
    return App(size=(1280, 720))


def test_a_bot_that_cannot_move_is_reported_once_and_the_table_keeps_running(app, toy,
                                                                              monkeypatch):
    monkeypatch.setattr(registry, "bots", lambda game_id: {"random": BrokenBot})
    table = toy_table(app, [Seat("bot", name="Robo"), Seat("human", name="Ada")])
    for _ in range(4):
        table.update(0.5)  # each tick is past the bot delay, within a toast's life
    assert table.toasts.messages.count(
        "Robo (bot) could not move: This bot has lost its marbles.") == 1
    assert "could not move" in table.prompt_text()
    assert table.game.history == []
