"""Tempus hard crew: the normal crew's best few moves, each tried over sampled futures.

For a decision with real alternatives, the hard crew member takes the normal plan's top
candidates and plays each forward on worlds sampled from the view and its memory of the
deck (`tempus.determinize`: after a Time Jump the disasters that come are known), with the
normal crew playing every seat, to the end of the game or a few Disaster Phases on.
The worlds and the rollouts' random choices are the same for every candidate (common
random numbers). A finished game scores 1 (won) or 0; an unfinished one is valued by how
close the ship is to flying home and how far from blowing up (`outlook`).

Sample counts are fixed, so a game repeats for a seed; the time budget only cuts a
decision short on a slow machine.
"""

from __future__ import annotations

import time
from typing import Any

from game.bots.base import Observation
from game.bots.tempus.crew import LIMIT, Crew, CrewBot, Table
from game.engines import tempus as T
from game.engines.common.rng import Rng
from game.engines.tempus import actions as A

CANDIDATES = 3
WORLDS = 8
HORIZON = 99
"""Disaster Phases a rollout looks past before the position is valued."""
CLOSE = 15.0
"""Normal-plan scores this close at a turn's first step are worth a search."""
BUDGET_SHARE = 0.8


def outlook(g: T.Game) -> float:
    """0..1: a rough chance of winning from an unfinished position."""
    if g.result is not None:
        return 1.0 if g.result.won else 0.0
    v = 0.3
    if g.fixed:
        v += 0.25 + 0.1 * len(g.completed)
    else:
        v -= 0.04 * g.hyperdrive_tokens()
    dead = sum(c["dead"] for c in g.crew)
    if dead:
        v -= 0.12 * dead + (0.0 if g.paradox_deck else 0.3)
    dmg = g.tokens["damage"]
    v -= 0.06 * dmg["fuel_cells"] + (0.12 if dmg["fuel_cells"] >= LIMIT - 1 else 0.0)
    v -= 0.02 * sum(g.tokens["fire"].values())
    v -= 0.01 * sum(g.tokens["fault"].values())
    v += 0.03 * (g.shields - 3)
    v -= 0.01 * max(0, 10 - g.supply["damage"])
    for seat, c in enumerate(g.crew):
        if not c["dead"] and g.capacity(seat) - c["wounds"] <= 1:
            v -= 0.03
    v -= 0.03 * g.loops
    return min(0.95, max(0.02, v))


class HardCrewBot(CrewBot):
    name = "hard"
    thinks = True  # tens to hundreds of milliseconds: tables run it off the UI thread

    def choose(self, obs: Observation) -> Any:
        self.memory.see(obs.view, obs.content)
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        scored = sorted(self.scores(obs), key=lambda x: -x[0])
        if not self._jump_may_teach(obs):
            scored = [(v, a) for v, a in scored if not isinstance(a, A.TimeJump)] or scored
        if not self._worth_searching(obs, scored):
            return self._pick_top(scored)
        candidates = self._candidates(obs, scored)
        if len(candidates) == 1:
            return candidates[0]
        deadline = time.perf_counter() + obs.budget_s * BUDGET_SHARE
        totals = [0.0] * len(candidates)
        for _ in range(WORLDS):
            world_seed = self.rng.next_u64()
            play_seed = self.rng.next_u64()
            results = []
            for action in candidates:
                if time.perf_counter() > deadline:
                    break
                world = T.determinize(obs.view, obs.content, Rng(world_seed),
                                      self.memory.top, self.memory.drawn)
                world.apply(action)
                results.append(self._rollout(world, obs, Rng(play_seed)))
            if len(results) < len(candidates):
                break  # out of time: a world only counts when every candidate played it
            totals = [t + r for t, r in zip(totals, results, strict=True)]
        best = max(totals)
        return next(a for t, a in zip(totals, candidates, strict=True) if t >= best - 1e-9)

    def _jump_may_teach(self, obs: Observation) -> bool:
        """A jump costs a safe loop and a Paradox: it is worth weighing only once a disaster
        came up since the start or the last jump (the crew then knows what returns),
        someone is dead, or the loop is lost anyway. Rollouts alone would jump in round 1
        on noise (40% of hard jumps did, before this)."""
        if self.memory.drawn or any(c["dead"] for c in obs.view["crew"]):
            return True
        table = Table(obs.view, obs.content, self.graph(obs.content))
        return Crew(table, set()).loop_lost()

    def _worth_searching(self, obs: Observation, scored: list) -> bool:
        """The few decisions that shape a round: who goes first, whether to jump back
        now, and a turn's first step when the plan's options are close."""
        kind = obs.pending.kind
        if kind == "choose_first_player":
            return True
        if kind != "turn":
            return False
        if any(isinstance(a, A.TimeJump) for _, a in scored):
            return True
        return scored[0][0] - scored[1][0] < CLOSE and not obs.view["t"][1]

    def _candidates(self, obs: Observation, scored: list) -> list:
        if obs.pending.kind == "choose_first_player":
            return [a for _, a in scored]
        out = [scored[0][1]]
        jump = next((a for _, a in scored if isinstance(a, A.TimeJump)), None)
        if jump is not None and jump not in out:
            out.append(jump)
        for _, action in scored[1:]:
            if len(out) >= CANDIDATES:
                break
            if action not in out:
                out.append(action)
        return out

    def _pick_top(self, scored: list) -> Any:
        top = scored[0][0]
        return self.rng.choice([a for v, a in scored if v == top])

    def _rollout(self, world: T.Game, obs: Observation, rng: Rng) -> float:
        crew = [_Player(s, rng, self) for s in range(len(world.crew))]
        phases = 0
        last_round = world.round
        guard = 0
        while world.result is None and guard < 400:
            guard += 1
            if world.round != last_round:
                phases += 1
                last_round = world.round
                if phases >= HORIZON:
                    break
            pending = world.pending
            view = world.view_for(pending.seat)
            legal = world.legal_actions()
            action = legal[0] if len(legal) == 1 else crew[pending.seat].pick(
                view, legal, pending, obs)
            world.apply(action)
        return outlook(world)


class _Player:
    """The normal crew's choice for one seat inside a rollout (no memory: the sampled
    world's deck is already what the hard bot believes)."""

    def __init__(self, seat: int, rng: Rng, owner: HardCrewBot):
        self.seat = seat
        self.rng = rng
        self.owner = owner

    def pick(self, view: dict, legal: list, pending, obs: Observation) -> Any:
        sub = Observation(obs.game_id, pending.seat, view, tuple(legal), pending, obs.setup,
                          obs.content, obs.budget_s)
        scored = CrewBot.scores(self.owner, sub, remember=False)
        top = max(v for v, _ in scored)
        best = [a for v, a in scored if v == top]
        return best[0] if len(best) == 1 else best[self.rng.below(len(best))]
