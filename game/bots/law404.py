"""404: Law Not Found bots.

- "random": a uniform choice among legal actions.
- "greedy": for every choice after programming (doors, pickups, shoves, machine follow-ups)
  it plays each legal action on a *determinized* copy of the game — the face-down event
  decks, the undealt action cards and the game's RNG are reshuffled with the bot's own RNG,
  so the copy cannot reveal what is really coming — and keeps the action that leaves the
  most of its own directives complete (then the most items it carries, a crude proxy for
  options; then random).  Programming is random: it would need the other robots' secret
  cards.  It never reads other robots' directives.
"""

from __future__ import annotations

from typing import Any

from game.bots.random_bot import UniformRandomBot
from game.engines.common.errors import RuleError
from game.engines.common.rng import Rng


class GreedyBot:
    name = "greedy"

    def __init__(self, seat: int, rng: Rng):
        self.seat = seat
        self.rng = rng

    def choose(self, game: Any) -> Any:
        legal = game.legal_actions()
        pending = game.pending
        if len(legal) == 1 or pending.kind in ("program", "keep_directive"):
            return self.rng.choice(legal)
        best, best_score = [], None
        for action in legal:
            score = self._score(game, action)
            if best_score is None or score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        return self.rng.choice(best)

    def _score(self, game: Any, action: Any) -> tuple[int, int]:
        from game.engines.law404 import from_dict

        data = game.to_dict()
        state = data["state"]
        for deck in ("active", "inactive", "cards_deck"):
            self.rng.shuffle(state[deck])
        state["rng"] = self.rng.next_u64()
        copy = from_dict(data, game.content, undo=False)
        try:
            copy.apply(action)
        except RuleError:
            return (-1, 0)
        mine = copy.st["directives"][self.seat]
        won = copy.is_over and self.seat in copy.result.winners
        return (sum(d["done"] for d in mine) + 10 * won,
                len(copy.st["stacks"][f"robot:{self.seat}"]))


BOTS = {"random": UniformRandomBot, "greedy": GreedyBot}
