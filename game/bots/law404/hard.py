"""404 hard bot: the normal planner's best ideas, tested on many sampled worlds.

For its program the hard bot takes the normal planner's best few programs and plays each
through the whole turn on several worlds sampled from its view: every robot acts in
priority order (the others with programs dealt from their sampled hands), the event
resolves, and the next turn starts (its event revealed, humans and the monkey acting);
then the robot plans its next turn on the hand it is dealt there, and that position is
valued. So a program that sets up the next turn is preferred to one that only looks good
at the end of this one. The same worlds serve every candidate, so differences come
from the programs, not the luck of the samples. Follow-up choices are tried the same way.

The number of worlds is fixed, so a game repeats for a seed; the time budget only cuts a
decision short on a slow machine.
"""

from __future__ import annotations

import time
from typing import Any

from game.bots.base import Observation
from game.bots.law404.normal import NormalBot
from game.bots.law404.plan import completions, fresh, remaining_acts
from game.engines import law404 as L
from game.engines.common.rng import Rng
from game.engines.law404 import actions as A
from game.engines.law404 import robots

CANDIDATES = 5
WORLDS = 5
NEXT_PLANS = 16
"""Programs tried for the turn after, on the hand a sampled world deals."""
FOLLOW_UP_WORLDS = 6
BUDGET_SHARE = 0.8
"""Stop sampling once this share of the decision's time budget is spent."""


class HardBot(NormalBot):
    name = "hard"
    thinks = True  # up to a second a decision: tables run it off the UI thread

    def decide_program(self, obs: Observation) -> Any:
        deadline = time.perf_counter() + obs.budget_s * BUDGET_SHARE
        first = self.sample(obs)
        scored = self.program_scores(obs, first)  # every program, not a sample
        if A.UseChip() in obs.legal and self.chip_pays(obs, first, scored):
            return A.UseChip()
        candidates = [plan for _, plan in scored[:CANDIDATES]]
        if len(candidates) == 1:
            return self._program_pick(scored[:1], obs)
        ev = self.evaluator(obs)
        totals = [0.0] * len(candidates)
        prefix = [tuple(slot) for slot in obs.view["private"]["program"]]
        for n in range(WORLDS):
            if n and time.perf_counter() > deadline:
                break
            world = self.sample(obs)
            others = Rng(self.rng.next_u64())
            for i, plan in enumerate(candidates):
                w = fresh(world)
                self._deal_programs(w, prefix + list(plan), Rng(others.state))
                self._play_turn(w, ev, Rng(others.state ^ 0x9E37))
                totals[i] += self._next_turn_value(w, ev, obs, Rng(others.state ^ 0x51))
        ranked = sorted(zip(totals, candidates, strict=True), key=lambda x: -x[0])
        return self._program_pick(ranked[:1], obs)

    def _deal_programs(self, w: L.Game, mine: list, rng: Rng) -> None:
        """My program, and one for every robot that has not finished choosing (from its
        sampled hand); then the turn is ready to resolve."""
        st = w.st
        for seat in range(w.players):
            if seat == self.seat:
                st["program"][seat] = [list(slot) for slot in mine]
                continue
            program = st["program"][seat]
            free = [c for c in st["hands"][seat] if c not in {c for c, _ in program}]
            while len(program) < 3 and free:
                card = free.pop(rng.below(len(free)))
                program.append([card, "top" if rng.below(2) else "bottom"])
        st["hands"] = [[] for _ in range(w.players)]
        st["stage"] = "resolve"
        st["round"] = 0
        st["queue"] = robots.round_order(w, 0)

    def _play_turn(self, w: L.Game, ev, rng: Rng) -> None:
        """Every robot's cards, the event, and the next turn's start (humans, monkey)."""
        st = w.st
        policy = self.quick(ev)
        w.advance()  # runs on by itself until someone must choose, or the next programming
        guard = 0
        while st["over"] is None and st["sub"] is not None and guard < 200:
            guard += 1
            options = robots.legal_actions(w)
            if st["sub"]["seat"] == self.seat:
                action = policy(w, st["sub"], options)
            else:
                action = options[rng.below(len(options))]
            w.apply(action)

    def _next_turn_value(self, w: L.Game, ev, obs: Observation, rng: Rng) -> float:
        """The position's value once this robot has also played its best next program
        (tried on a sample of the hand it was dealt), so programs that set up the next
        turn count for it."""
        st = w.st
        if st["over"] is not None or st["stage"] != "program" or not st["hands"][self.seat]:
            return ev.value(w)
        plans = completions(obs.content, st["hands"][self.seat], [], ev.board,
                            st["room"][self.seat])
        if len(plans) > NEXT_PLANS:
            plans = rng.sample(plans, NEXT_PLANS)
        return self.plan_values(obs, w, plans)[0][0]

    # ------------------------------------------------------------------ follow-ups

    def decide_follow_up(self, obs: Observation) -> Any:
        deadline = time.perf_counter() + obs.budget_s * BUDGET_SHARE
        rest = remaining_acts(obs.view, obs.content, self.seat)
        totals = [0.0] * len(obs.legal)
        for n in range(FOLLOW_UP_WORLDS):
            if n and time.perf_counter() > deadline:
                break
            world = self.sample(obs)
            for i, option in enumerate(obs.legal):
                totals[i] += self.option_value(obs, world, option, rest)
        top = max(totals)
        return self.rng.choice([o for t, o in zip(totals, obs.legal, strict=True)
                                if t >= top - 1e-9])
