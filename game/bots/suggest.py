"""Suggest a move: the hard bot's choice for the player's seat, in every game.

A table offers it behind a button (off by default) and flags a game that used it on the
end screen, as Assembly's hint does. The suggestion is computed from an Observation, so
it never uses what the player's seat cannot see, and it may run on a worker thread
(`game.background.LatestJob`) while the table keeps drawing:

    suggester = Suggester("tempus")
    job.submit(key, suggester.suggest, session.observe())   # -> Suggestion

One Suggester per table keeps a hard bot per seat, so what a bot remembers between
decisions (the Tempus crew's memory of the disasters it saw) carries over between
suggestions; call `suggester.watch(obs)` on turns where no suggestion is asked for to
keep that memory whole.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from game import registry
from game.bots.base import BUDGET_S, Observation, observe
from game.engines.common.rng import Rng

LEVEL = "hard"


@dataclass(frozen=True)
class Suggestion:
    action: Any
    """One of the observation's legal actions."""
    text: str
    """The action's text form (`action.to_text()`); tables describe it in their words."""
    seat: int
    seconds: float
    plan: Any = None
    """Tempus, on a turn: the whole turn it would play (game.bots.tempus.plan.Plan), its
    first step `action`; None elsewhere."""
    program: tuple = ()
    """404, programming: the whole program the bot plans this turn, (card, side) in slot
    order, the cards already laid first."""
    why: str = ""
    """What the suggestion gains, in a sentence (404's program), or ""."""


class Suggester:
    def __init__(self, game_id: str, seed: int = 0):
        self.game_id = game_id
        self._factory = registry.bot_factory(game_id, LEVEL)
        self._rng = Rng(seed ^ 0x5A66E57)
        self._bots: dict[int, Any] = {}

    def _bot(self, seat: int) -> Any:
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = self._factory(seat, self._rng.fork())
        return bot

    def suggest(self, obs: Observation) -> Suggestion:
        """The hard bot's choice for `obs.seat` (the seat to move)."""
        start = time.perf_counter()
        bot = self._bot(obs.seat)
        action = bot.choose(obs)
        plan, program, why = None, (), ""
        if self.game_id == "tempus":
            from game.bots.tempus.plan import reason

            plan, why = reason(bot, obs, action, self._rng.next_u64())
        elif self.game_id == "law404":
            from game.bots.law404.why import reason

            program, why = reason(bot, obs, action)
        return Suggestion(action, action.to_text(), obs.seat, time.perf_counter() - start,
                          plan, program, why)

    def watch(self, obs: Observation) -> None:
        """Let the seat's bot see a position it is not asked about (keeps its memory)."""
        memory = getattr(self._bot(obs.seat), "memory", None)
        if memory is not None:
            memory.see(obs.view, obs.content)


def suggest(game_id: str, game: Any, budget_s: float = BUDGET_S, seed: int = 0) -> Suggestion:
    """One suggestion for the seat to move, without a Suggester to remember earlier turns."""
    return Suggester(game_id, seed).suggest(observe(game_id, game, budget_s=budget_s))
