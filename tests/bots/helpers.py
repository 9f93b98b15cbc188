"""Shared by the bot tests."""

from __future__ import annotations

from game.bots.base import observe
from game.engines.common.rng import Rng

UNHURRIED_S = 120.0
"""A budget no decision reaches: the bots' sample counts are fixed, and a budget that a
loaded machine can cut short would make a test's answer depend on the machine."""


def play_checked(game_id: str, game, bots: dict, level: str, moves: int,
                 budget_s: float = 0.3) -> set[str]:
    """Let `level` bots play up to `moves` decisions, checking each is legal; the decision
    kinds met."""
    kinds = set()
    for _ in range(moves):
        if game.is_over:
            break
        kinds.add(game.pending.kind)
        bot = bots[level](game.pending.seat, Rng(len(game.history) + 1))
        action = bot.choose(observe(game_id, game, budget_s=budget_s))
        assert action in game.legal_actions(), (level, game.pending.kind, action)
        game.apply(action)
    return kinds
