"""Uniform random legal play: the baseline every other bot must beat."""

from __future__ import annotations

from typing import Any

from game.engines.common.rng import Rng


class UniformRandomBot:
    name = "random"

    def __init__(self, seat: int, rng: Rng):
        self.seat = seat
        self.rng = rng

    def choose(self, game: Any) -> Any:
        return self.rng.choice(game.legal_actions())
