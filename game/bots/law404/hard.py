"""404 hard bot: the normal planner's best ideas, tested on many sampled worlds.

For its program the hard bot takes every program tied for the normal planner's best (or
its best few) and plays each through the whole turn on worlds sampled from its view, the
best few of them on more worlds: every robot acts in
priority order, the event resolves, and the next turn starts (its event revealed, humans
and the monkey acting); then the robot plans its next turn on the hand it is dealt there,
and that position is valued, less part of the best-placed other robot's. So a program
that sets up the next turn is preferred to one that only looks good at the end of this
one, and one that hands another robot its directive is avoided. The other robots are
played as quick planners chasing the directives the world dealt them (their programs
chosen card by card from their sampled hands, their follow-ups by the quick policy), not
at random. The same worlds serve every candidate, so differences come from the programs,
not the luck of the samples. Follow-up choices are tried the same way. The draft keeps
the directives whose holders win races (`draft.RACE_WORTH`).

The number of worlds is fixed, so a game repeats for a seed; the time budget only cuts a
decision short on a slow machine.
"""

from __future__ import annotations

import time
from typing import Any

from game.bots.base import Observation
from game.bots.law404.draft import race_worth
from game.bots.law404.normal import NormalBot, Planner
from game.bots.law404.plan import (
    SIDES,
    act_of,
    completions,
    fresh,
    remaining_acts,
    run_own,
)
from game.bots.law404.value import Evaluator
from game.engines import law404 as L
from game.engines.common.rng import Rng
from game.engines.law404 import actions as A
from game.engines.law404 import legal
from game.engines.law404.rules import robot_turn

CANDIDATES = 5
WORLDS = 5
SCREENED = 24
"""Programs tied for the normal planner's best that are screened on the first worlds."""
SCREEN_WORLDS = 2
"""Worlds every screened program plays; the best CANDIDATES of them play the rest."""
NEXT_PLANS = 16
"""Programs tried for the turn after, on the hand a sampled world deals."""
FOLLOW_UP_WORLDS = 6
BUDGET_SHARE = 0.8
"""Stop sampling once this share of the decision's time budget is spent."""
RIVAL_WEIGHT = 0.5
"""How much the best-placed other robot's position (as this robot guesses its directives)
counts against this robot's own: the game is a race, and a program that hands a rival
its directive (every condition is on the shared ship) is worse than one that does not."""


class HardBot(NormalBot):
    name = "hard"
    thinks = True  # up to a second a decision: tables run it off the UI thread

    def __init__(self, seat: int, rng: Rng):
        super().__init__(seat, rng)
        self._rival_planners: dict[int, Planner] | None = None

    def _draft_pick(self, obs: Observation) -> Any:
        directives = obs.content.directives
        return max(obs.legal, key=lambda a: (
            race_worth(a.directive, directives[a.directive].difficulty), a.directive))

    def decide_program(self, obs: Observation) -> Any:
        deadline = time.perf_counter() + obs.budget_s * BUDGET_SHARE
        first = self.sample(obs)
        scored = self.program_scores(obs, first)  # every program, not a sample
        if A.UseChip() in obs.legal and self.chip_pays(obs, first, scored):
            return A.UseChip()
        candidates = self._program_candidates(scored)
        if len(candidates) == 1:
            return self._program_pick(scored[:1], obs)
        if time.perf_counter() > deadline:  # the normal planner's move, on a slow machine
            return self._program_pick(scored, obs)
        ev = self.evaluator(obs)
        totals = [0.0] * len(candidates)
        prefix = [tuple(slot) for slot in obs.view["private"]["program"]]
        for n in range(WORLDS):
            if n and time.perf_counter() > deadline:
                break
            if n == SCREEN_WORLDS and len(candidates) > CANDIDATES:
                kept = sorted(range(len(candidates)), key=lambda i: -totals[i])[:CANDIDATES]
                candidates = [candidates[i] for i in kept]
                totals = [totals[i] for i in kept]
            world = self.sample(obs)
            others = Rng(self.rng.next_u64())
            self._rival_programs(obs, world)
            scores = []
            for plan in candidates:
                if scores and time.perf_counter() > deadline:
                    break  # a slow world is cut short: see _cut
                w = fresh(world)
                self._deal_programs(w, prefix + list(plan), Rng(others.state))
                self._play_turn(w, obs)
                threat = self._rival_threat(obs, w)
                scores.append(self._next_turn_value(w, ev, obs, Rng(others.state ^ 0x51))
                              - RIVAL_WEIGHT * threat)
            complete = len(scores) == len(candidates)
            candidates, totals = _cut(candidates, totals, scores, first=n == 0)
            if not complete:
                break
        ranked = sorted(zip(totals, candidates, strict=True), key=lambda x: -x[0])
        return self._program_pick(ranked[:1], obs)

    def _program_candidates(self, scored: list) -> list:
        """Every distinct program tied for the normal planner's best (in an order of this
        bot's drawing, at most SCREENED), or its best CANDIDATES when fewer tie. Two in
        three first-card decisions tie five or more (a median of 13): taking the first
        five in the order they were listed searched an arbitrary few of them."""
        top = scored[0][0]
        tied = [plan for value, plan in scored if value >= top - 1e-9]
        if len(tied) <= CANDIDATES:
            return [plan for _, plan in scored[:CANDIDATES]]
        self.rng.shuffle(tied)
        return tied[:SCREENED]

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
        st["queue"] = robot_turn.round_order(w, 0)

    def _rivals(self, obs: Observation) -> dict[int, Planner]:
        """A quick planner for every other robot, valuing the directives a sampled world
        deals it (what this robot guesses the others want)."""
        if self._rival_planners is None:
            board = self.evaluator(obs).board
            self._rival_planners = {}
            for seat in range(len(obs.view["room"])):
                if seat != self.seat:
                    self._rival_planners[seat] = Planner(
                        seat, self.rng, Evaluator(obs.content, seat, board))
        return self._rival_planners

    def _rival_programs(self, obs: Observation, world: L.Game) -> None:
        """Give every other robot still programming (its cards face down) the program a
        quick planner would pick from its sampled hand for the directives the world dealt
        it: card by card, each time the card whose action leaves it best off."""
        st = world.st
        if st["stage"] != "program":
            return
        for seat, rival in self._rivals(obs).items():
            if st["hands"][seat]:
                st["program"][seat] = rival_program(obs, world, seat, rival)

    def _rival_threat(self, obs: Observation, w: L.Game) -> float:
        """The best other robot's value in `w` (0 once the game is over: a win or loss
        is already in this robot's own value)."""
        if w.st["over"] is not None:
            return 0.0
        return max(rival.evaluator(obs).value(w) for rival in self._rivals(obs).values())

    def _play_turn(self, w: L.Game, obs: Observation) -> None:
        """Every robot's cards, the event, and the next turn's start (humans, monkey);
        every robot answers its follow-ups with its quick policy."""
        st = w.st
        policies = {self.seat: self.quick(self.evaluator(obs))}
        for seat, rival in self._rivals(obs).items():
            policies[seat] = rival.quick(rival.evaluator(obs))
        w.advance()  # runs on by itself until someone must choose, or the next programming
        guard = 0
        while st["over"] is None and st["sub"] is not None and guard < 200:
            guard += 1
            options = legal.legal_actions(w)
            sub = st["sub"]
            w.apply(policies[sub["seat"]](w, sub, options))

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
        options = list(obs.legal)
        totals = [0.0] * len(options)
        for n in range(FOLLOW_UP_WORLDS):
            if n and time.perf_counter() > deadline:
                break
            world = self.sample(obs)
            scores = []
            for option in options:
                if scores and time.perf_counter() > deadline:
                    break
                scores.append(self.option_value(obs, world, option, rest))
            complete = len(scores) == len(options)
            options, totals = _cut(options, totals, scores, first=n == 0)
            if not complete:
                break
        top = max(totals)
        return self.rng.choice([o for t, o in zip(totals, options, strict=True)
                                if t >= top - 1e-9])


def _cut(choices: list, totals: list[float], scores: list[float], first: bool
         ) -> tuple[list, list[float]]:
    """Add one world's `scores` to `totals`. A world the deadline cut short (fewer scores
    than choices) counts only when it is the first: then the choices it reached are kept
    (each judged on that one world, the best so far); a later cut world is dropped, so
    every choice is still judged on the same worlds."""
    if len(scores) == len(choices):
        return choices, [t + s for t, s in zip(totals, scores, strict=True)]
    if first:
        return choices[:len(scores)], list(scores)
    return choices, totals


def rival_program(obs: Observation, world: L.Game, seat: int, rival: Planner
                  ) -> list[list[str]]:
    """A program for `seat` from its hand in `world`, chosen greedily one card at a time
    with `rival`'s evaluator (three short look-aheads instead of every program: a guess
    at another robot's plan need not be its best, only a plausible one)."""
    content = obs.content
    ev = rival.evaluator(obs)
    policy = rival.quick(ev)
    cards = content.action_cards
    here = fresh(world)
    program: list[list[str]] = []
    here.st["program"][seat] = program
    free = sorted(here.st["hands"][seat], key=lambda c: cards[c].priority)
    for rnd in range(min(3, len(free))):
        options: dict[str, tuple[str, str]] = {}  # action -> its earliest card and side
        for card in free:
            for side in SIDES:
                options.setdefault(act_of(content, card, side), (card, side))
        best = None
        for act, (card, side) in options.items():
            w = fresh(here)
            w.st["program"][seat] = program + [[card, side]]
            run_own(w, seat, [act], rnd, policy, ev.mark_done, resolve_event=rnd == 2)
            value = ev.value(w)
            if best is None or value > best[0]:
                best = (value, card, side, w)
        _, card, side, here = best
        program = here.st["program"][seat] = program + [[card, side]]
        free.remove(card)
    return [list(slot) for slot in program]
