"""The bot protocol: a seat, an injected RNG (never the game's), and `choose(game)`."""

from __future__ import annotations

from typing import Any, Protocol

from game.engines.common.rng import Rng


class Bot(Protocol):
    seat: int

    def __init__(self, seat: int, rng: Rng) -> None: ...

    def choose(self, game: Any) -> Any:
        """Pick one of `game.legal_actions()` using only the public API."""
        ...
