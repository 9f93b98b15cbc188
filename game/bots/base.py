"""The bot protocol: what a bot is given, what it answers, and the levels every game offers.

A bot never holds the game. The caller (a table, `simulate`, a tournament) builds an
`Observation` for the seat to move: that seat's view (`game.view_for(seat)`, secrets only
its own), the legal actions, the setup's public options (never the seed: it would deal
every hidden card again), the static content and a time budget. The bot answers one of
`obs.legal`. Randomness comes from the `Rng` handed to its factory, never the game's.

A bot that needs a whole game to look ahead samples one consistent with the view
(`determinize` in each engine), so structurally it cannot read what its seat may not see.
An observation is plain data copied from the game, so a bot may think about it on
another thread while the game moves on.

    bot = factory(seat, rng)          # factory: BOTS[level] of game.bots.<game id>
    action = bot.choose(observe("law404", game))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.engines.common.actions import Action, Decision
from game.engines.common.rng import Rng

LEVELS = ("easy", "normal", "hard")
"""Named the same in every game. Easy plays plausibly with human-like slips, normal is a
fast heuristic (< 50 ms a decision), hard searches within about a second."""
DEFAULT_LEVEL = "normal"
BASELINE = "random"
"""Uniform random legal play: not offered at the table, kept for tournaments and tests."""
BUDGET_S = 1.0
"""Seconds a bot may think about one decision at the table."""


@dataclass(frozen=True)
class Observation:
    """Everything one seat may know when it must decide (a snapshot, safe to hand to a
    worker thread)."""

    game_id: str
    seat: int
    view: dict
    """`game.view_for(seat)`: public keys alike for every seat, `view["private"]` its own."""
    legal: tuple
    """The legal actions, in the engine's stable order; the answer must be one of them."""
    pending: Decision
    setup: dict
    """The setup's options without the seed (players, variants, difficulty...)."""
    content: Any
    """The game's static content (boards, cards, rules text), the same for everyone."""
    budget_s: float = BUDGET_S


class Bot(Protocol):
    seat: int
    name: str

    def choose(self, obs: Observation) -> Action:
        """One of `obs.legal`, decided from `obs` alone."""
        ...


Factory = Callable[[int, Rng], Bot]
"""`factory(seat, rng)`: a new bot for that seat drawing from its own `rng`."""


def public_setup(setup: Any) -> dict:
    """The setup as the players at the table know it: every option, no seed."""
    data = dict(setup.to_dict())
    data.pop("seed", None)
    return data


def observe(game_id: str, game: Any, seat: int | None = None,
            budget_s: float = BUDGET_S) -> Observation:
    """What `seat` (by default the one to move) knows now, for `bot.choose`."""
    pending = game.pending
    if pending is None:
        raise ValueError("The game is over: there is nothing to decide.")
    seat = pending.seat if seat is None else seat
    return Observation(game_id, seat, game.view_for(seat),
                       tuple(game.legal_actions()), pending, public_setup(game.setup),
                       getattr(game, "content", None), budget_s)
