"""Suggest: the hard bot's choice for the seat to move, in every game, from what that seat
may see."""

from __future__ import annotations

import pytest

from game import registry
from game.bots.base import observe
from game.bots.suggest import Suggester, suggest
from game.records import new_game

SETUPS = {"law404": {"players": 3, "seed": 2}, "assembly": {"players": 1, "seed": 3},
          "tempus": {"players": 2, "seed": 4, "difficulty": "trainee"}}


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_suggestion_is_a_legal_move_for_the_seat_to_move(game_id):
    game = new_game(game_id, SETUPS[game_id])
    for _ in range(2):
        hint = suggest(game_id, game, budget_s=0.2)
        assert hint.action in game.legal_actions() and hint.seat == game.pending.seat
        assert hint.text == hint.action.to_text() and hint.seconds >= 0
        game.apply(hint.action)


def test_a_suggester_keeps_its_bots_memory_between_suggestions():
    game = new_game("tempus", SETUPS["tempus"])
    suggester = Suggester("tempus")
    first = suggester.suggest(observe("tempus", game, budget_s=0.3))
    bot = suggester._bot(first.seat)
    game.apply(first.action)
    suggester.watch(observe("tempus", game))
    assert suggester._bot(first.seat) is bot and bot.memory._last is not None
