"""Uniform random legal play: the baseline every other bot must beat."""

from __future__ import annotations

from typing import Any

from game.bots.base import Observation
from game.engines.common.rng import Rng


class UniformRandomBot:
    name = "random"
    uniform = True
    """Reads nothing but the legal actions, so a headless run may let the engine pick for
    it (`play_uniform`) instead of building an observation per move."""

    def __init__(self, seat: int, rng: Rng):
        self.seat = seat
        self.rng = rng

    def choose(self, obs: Observation) -> Any:
        return self.rng.choice(obs.legal)


def play_uniform(game: Any, rng: Rng) -> Any:
    """A uniformly random legal action of `game`, the engine's quick way where it has one
    (Assembly counts its plays instead of listing thousands)."""
    quick = getattr(game, "random_action", None)
    return quick(rng) if quick is not None else rng.choice(game.legal_actions())
