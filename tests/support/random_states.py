"""Positions of every registered game, reached by seeded uniform random play: the states
contract tests walk over, so a new engine is covered without writing its own copy."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game import registry
from game.engines.common.rng import Rng
from game.records import new_game


def random_states(game_id: str, seeds: range, steps: int,
                  players: tuple[int, ...] | None = None) -> Iterator[Any]:
    """Each position (the live game, so do not keep it) of a random game of `game_id` per
    seed and player count, up to `steps` decisions deep."""
    info = registry.GAMES[game_id]
    for n in players or (info.min_players, info.default_players, info.max_players):
        for seed in seeds:
            game = new_game(game_id, {"players": n, "seed": seed})
            rng = Rng(seed * 7919 + n)
            for _ in range(steps):
                if game.is_over:
                    break
                yield game
                game.apply(rng.choice(game.legal_actions()))
