"""404: Law Not Found bots (first cut on the observation protocol)."""

from __future__ import annotations

from typing import Any

from game.bots.base import Observation
from game.bots.random_bot import UniformRandomBot
from game.engines import law404 as L
from game.engines.common.rng import Rng


class GreedyBot:
    """For every choice after programming, plays each legal action on a world sampled from
    its view and keeps the one that completes most of its own directives."""

    name = "greedy"

    def __init__(self, seat: int, rng: Rng):
        self.seat = seat
        self.rng = rng

    def choose(self, obs: Observation) -> Any:
        legal = obs.legal
        if len(legal) == 1 or obs.pending.kind in ("program", "keep_directive"):
            return self.rng.choice(legal)
        world_seed = self.rng.next_u64()
        best, best_score = [], None
        for action in legal:
            world = L.determinize(obs.view, obs.content, Rng(world_seed),
                                  obs.setup.get("variants", ()))
            world.apply(action)
            mine = world.st["directives"][self.seat]
            won = world.is_over and self.seat in world.result.winners
            score = (sum(d["done"] for d in mine) + 10 * won,
                     len(world.st["stacks"][f"robot:{self.seat}"]))
            if best_score is None or score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        return self.rng.choice(best)


BOTS = {"random": UniformRandomBot, "easy": GreedyBot, "normal": GreedyBot, "hard": GreedyBot}
ALIASES = {"greedy": "normal"}
"""Level names of earlier versions, still found in saves."""
