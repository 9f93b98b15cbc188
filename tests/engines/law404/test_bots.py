"""Bots answer every decision with a legal action and finish games."""

from game.bots.base import observe
from game.bots.law404 import BOTS
from game.engines.common.rng import Rng
from game.engines.law404 import Setup, new_game

from .helpers import act, blank, put


def test_rule_bots_finish_games_with_legal_actions(content):
    for level in BOTS:
        game = new_game(Setup(3, 5), content, fast=True)
        bots = [BOTS[level](s, Rng(s)) for s in range(3)]
        # The hard bot thinks up to a second a move: two turns show it answers every kind.
        last_turn = 2 if level == "hard" else 99
        while not game.is_over and game.st["turn"] <= last_turn:
            action = bots[game.pending.seat].choose(observe("law404", game))
            assert action in game.legal_actions()
            game.apply(action)


def test_rule_greedy_bot_takes_a_completing_action(content):
    # Robot 1 holds Hide Cloning (no jelly visible) and carries jelly on top: picking items
    # up covers it; putting things down leaves jelly on top somewhere.
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    game.st["directives"][0] = [{"id": "hide_cloning", "done": False, "base": {}}]
    put(game, "robot:0", ["pie1", "jelly1"])
    put(game, "cargo.space", ["banana1", "pie2"])
    act(game, 0, "pickup_putdown")
    bot = BOTS["normal"](0, Rng(1))
    assert bot.choose(observe("law404", game)).to_text() == "pickup cargo.space 2"
