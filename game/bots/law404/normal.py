"""404 normal and easy bots: a fast planner over the robot's own three cards.

Normal samples one world from its view (`determinize`) and:
- drafts the directives most often and soonest completed (`SPEED`);
- programs by trying every distinct sequence of actions its hand allows (orientation
  included), playing its own cards forward on the sampled world and keeping the sequence
  that leaves its directives best off (`value.Evaluator`): done, or fewest actions away;
- spends its chip when the best program with the chip beats the best without it;
- answers every follow-up choice (pick-up/put-down, rearranging, doors, shoves and steals,
  machine choices) by trying each option, then the rest of its program, and keeping the best.

Easy plays the same way but slips like a person: now and then it takes a plausible
second-best choice, and it only looks at part of its hand when programming.
"""

from __future__ import annotations

from typing import Any

from game.bots.base import Observation
from game.bots.law404.plan import (
    act_of,
    completions,
    fresh,
    remaining_acts,
    run_own,
    settle,
)
from game.bots.law404.value import Evaluator, Scan
from game.engines import law404 as L
from game.engines.common.rng import Rng
from game.engines.law404 import actions as A
from game.engines.law404.board import board_for
from game.engines.law404.rules import robot_turn, turn

# How directives fare between normal robots (150 four-robot games, which end by turn 6 on
# average): the share of holders who completed it, and the mean turn they did. The game is
# a race to three, so the draft wants the likely and the quick.
SPEED = {
    "empower_breathing": (0.99, 1.4), "destroy_breathing": (0.97, 2.4),
    "empower_science": (0.92, 1.2), "improvise_science": (0.91, 2.0),
    "explore_war": (0.91, 3.0), "hide_feeding": (0.88, 2.8), "hide_technology": (0.86, 3.6),
    "explore_technology": (0.83, 2.3), "explore_breathing": (0.76, 1.8),
    "explore_feeding": (0.70, 4.0), "hide_war": (0.69, 4.0), "destroy_technology": (0.60, 4.6),
    "empower_technology": (0.59, 3.9), "improvise_technology": (0.57, 4.9),
    "destroy_science": (0.55, 4.4), "explore_cloning": (0.53, 4.4), "destroy_war": (0.51, 3.3),
    "hide_cloning": (0.51, 5.1), "destroy_cloning": (0.49, 4.4), "destroy_feeding": (0.32, 4.8),
    "hide_breathing": (0.25, 4.1), "explore_science": (0.24, 2.9),
    "improvise_cloning": (0.21, 5.7), "improvise_breathing": (0.16, 4.6),
    "hide_science": (0.14, 10.0), "empower_war": (0.13, 6.5), "improvise_feeding": (0.12, 4.3),
    "empower_feeding": (0.04, 8.0), "improvise_war": (0.0, 10.0),
}
RACE_TURNS = 8.0


def draft_worth(directive: str, difficulty: int) -> float:
    """Likely and quick first; difficulty only breaks near-ties (it decides a game that
    runs out of events)."""
    done, turn = SPEED.get(directive, (0.0, 10.0))
    return done * max(0.0, 1.0 - (turn - 1.0) / RACE_TURNS) * (1.0 + 0.1 * difficulty)


CHIP_KEEP = 6.0
"""What keeping a charged chip for later is worth, in value points."""
CHIP_PLANS = 8
"""Best programs re-tried with a door or repair chip spent first."""
OPEN_DOORS_FOR = frozenset(("destroy_breathing", "empower_breathing", "destroy_science"))


class Planner:
    """The decisions shared by every level (one per bot: the evaluator is per seat)."""

    def __init__(self, seat: int, rng: Rng, evaluator: Evaluator | None = None):
        self.seat = seat
        self.rng = rng
        self._ev = evaluator
        self._plan: tuple[int, list] | None = None
        """(turn, the whole program) chosen at the turn's first programming decision."""

    # ------------------------------------------------------------------ helpers

    def evaluator(self, obs: Observation) -> Evaluator:
        if self._ev is None:
            board = board_for(obs.content, L.Setup(len(obs.view["room"]), 0,
                                                   frozenset(obs.setup.get("variants", ()))
                                                   ).layout)
            self._ev = Evaluator(obs.content, self.seat, board)
        return self._ev

    def sample(self, obs: Observation) -> L.Game:
        return L.determinize(obs.view, obs.content, Rng(self.rng.next_u64()),
                             obs.setup.get("variants", ()))

    def quick(self, ev: Evaluator):
        """The in-plan policy for follow-up choices: no copies of the game."""
        seat = self.seat

        def policy(world, sub, options):
            if sub["seat"] != seat or len(options) == 1:
                return options[0]
            kind = sub["kind"]
            if kind in ("door", "doors"):
                want = self.wants_open(world)
                return next((o for o in options if o.open == want), options[0])
            if kind == "pickput":
                return self.best_pickput(world, ev, options)
            if kind == "steal":
                scan = Scan(world, ev)
                return max(options, key=lambda o: -1.0 if o.item is None else
                           ev.item_value(scan, o.item, ev.mine))
            if kind == "chart":
                return options[0]
            if kind == "revive":
                return options[0]
            return options[0]

        return policy

    def wants_open(self, world) -> bool:
        mine = world.st["directives"][self.seat]
        return any(not d["done"] and d["id"] in OPEN_DOORS_FOR for d in mine)

    def best_pickput(self, world, ev: Evaluator, options: list) -> Any:
        scan = Scan(world, ev)
        stacks = world.st["stacks"]
        mine = ev.mine
        best, best_gain = options[0], float("-inf")
        for o in options:
            if isinstance(o, A.PickUp):
                moved, src, dst = stacks[o.zone][-o.count:], o.zone, mine
            else:
                moved, src, dst = stacks[mine][-o.count:], mine, o.zone
            gain = sum(ev.item_value(scan, i, dst) - ev.item_value(scan, i, src) for i in moved)
            gain -= 0.01 * o.count
            if gain > best_gain:
                best, best_gain = o, gain
        return best

    # ------------------------------------------------------------------ decisions

    def draft(self, obs: Observation) -> Any:
        directives = obs.content.directives
        return max(obs.legal, key=lambda a: (draft_worth(
            a.directive, directives[a.directive].difficulty), a.directive))

    def program_scores(self, obs: Observation, world: L.Game, limit: int | None = None
                       ) -> list[tuple[float, tuple]]:
        """(value, plan) for every distinct way to finish the program, best first. With a
        `limit`, when there are more: the first two cards of each are tried first, and
        only the best openings are played out to the end."""
        ev = self.evaluator(obs)
        mine = obs.view["private"]
        prefix = [list(slot) for slot in mine["program"]]
        plans = completions(obs.content, mine["hand"], prefix, ev.board,
                            obs.view["room"][self.seat])
        if limit is not None and len(plans) > limit and not prefix:
            plans = self._best_openings(obs, world, plans, limit)
        return self.plan_values(obs, world, plans, prefix)

    def _best_openings(self, obs: Observation, world: L.Game, plans: list,
                       limit: int) -> list:
        """The plans starting with the best-valued two-card openings, at most `limit`."""
        by_opening: dict[tuple, list] = {}
        for plan in plans:
            by_opening.setdefault(plan[:2], []).append(plan)
        openings = self.plan_values(obs, world, list(by_opening))
        kept: list = []
        budget = limit - len(openings)
        for _, opening in openings:
            more = by_opening[opening]
            if kept and len(kept) + len(more) > budget:
                break
            kept += more
        return kept

    def plan_values(self, obs: Observation, world: L.Game, plans: list,
                    prefix: list | None = None) -> list[tuple[float, tuple]]:
        """(value, plan) of each plan played on its own copy of `world` after `prefix`
        (cards already programmed), best first."""
        ev = self.evaluator(obs)
        policy = self.quick(ev)
        prefix = prefix or []
        scored = []
        for plan in plans:
            w = fresh(world)
            full = prefix + [[c, s] for c, s in plan]
            w.st["program"][self.seat] = full
            run_own(w, self.seat, [act_of(obs.content, c, s) for c, s in full], 0, policy,
                    ev.mark_done)
            scored.append((ev.value(w), plan))
        scored.sort(key=lambda x: -x[0])
        return scored

    def chip_pays(self, obs: Observation, world: L.Game, scored: list) -> bool:
        """Is the chip worth spending now? More cards always are; a fresh hand when this
        one makes no progress; doors and repairs when the best programs gain by them."""
        ability = obs.content.chips[obs.view["chips"][self.seat]["id"]].ability
        if ability == "extra_cards":
            return True
        if ability in ("highlight", "first"):
            return False
        ev = self.evaluator(obs)
        if ability == "anchor":
            main = obs.view["main"]
            return bool(main and obs.content.events[main].kind == "meteor"
                        and len(obs.view["stacks"][ev.mine]) >= 2)
        best = scored[0][0]
        w = fresh(world)
        turn.use_chip(w, self.seat)
        if ability == "redraw":
            if best > ev.value(world) + 1.0:
                return False
            plans = completions(obs.content, w.st["hands"][self.seat], [], ev.board,
                                obs.view["room"][self.seat])
        else:
            plans = [plan for _, plan in scored[:CHIP_PLANS]]
        return self.plan_values(obs, w, plans)[0][0] > best + CHIP_KEEP

    def follow_up_scores(self, obs: Observation, world: L.Game) -> list[tuple[float, Any]]:
        """(value, option) for each option of a follow-up choice, best first."""
        rest = remaining_acts(obs.view, obs.content, self.seat)
        scored = [(self.option_value(obs, world, option, rest), option) for option in obs.legal]
        scored.sort(key=lambda x: -x[0])
        return scored

    def option_value(self, obs: Observation, world: L.Game, option: Any,
                     rest: tuple[list[str], int]) -> float:
        """The value after answering a follow-up with `option`, then playing the robot's
        remaining actions `rest` (acts, first round) on a copy of `world`."""
        ev = self.evaluator(obs)
        policy = self.quick(ev)
        w = fresh(world)
        w.st["stage"] = "paused"
        robot_turn.play(w, option)
        settle(w, policy)
        ev.mark_done(w)
        run_own(w, self.seat, rest[0], rest[1], policy, ev.mark_done)
        return ev.value(w)


class NormalBot(Planner):
    name = "normal"
    thinks = True  # tens of milliseconds for a program: off the UI thread, no frame hitch
    LOOKED_AT: int | None = 100
    """Programs tried per decision, a random sample when the hand allows more (a hand
    of five allows 160 distinct ones on average, 250 at the 95th percentile)."""

    def choose(self, obs: Observation) -> Any:
        legal = obs.legal
        kind = obs.pending.kind
        if len(legal) == 1:
            return legal[0]
        if kind == "keep_directive":
            return self._draft_pick(obs)
        if kind == "program":
            planned = self.planned(obs)
            return planned if planned is not None else self.decide_program(obs)
        return self.decide_follow_up(obs)

    def decide_program(self, obs: Observation) -> Any:
        world = self.sample(obs)
        scored = self.program_scores(obs, world, self.LOOKED_AT)
        if A.UseChip() in obs.legal and self.chip_pays(obs, world, scored):
            return A.UseChip()
        return self._program_pick(self._slip(scored), obs)

    def decide_follow_up(self, obs: Observation) -> Any:
        return self._pick(self._slip(self.follow_up_scores(obs, self.sample(obs))))

    def _draft_pick(self, obs: Observation) -> Any:
        return self.draft(obs)

    def _slip(self, scored: list) -> list:
        return scored

    def planned(self, obs: Observation) -> Any:
        """The next card of the program chosen at this turn's first card, if it is still
        being followed (the same sample would choose it again)."""
        plan = self._plan
        program = obs.view["private"]["program"]
        if plan is None or plan[0] != obs.view["turn"] or not program:
            return None
        done = [tuple(slot) for slot in program]
        full = plan[1]
        if full[:len(done)] != done or len(full) <= len(done):
            return None
        card, side = full[len(done)]
        action = A.ProgramCard(card, side)
        return action if action in obs.legal else None

    def _program_pick(self, scored: list, obs: Observation) -> Any:
        top = scored[0][0]
        ties = [plan for value, plan in scored if value >= top - 1e-9]
        plan = self.rng.choice(ties)
        done = [tuple(slot) for slot in obs.view["private"]["program"]]
        self._plan = (obs.view["turn"], done + list(plan))
        card, side = plan[0]
        return A.ProgramCard(card, side)

    def _pick(self, scored: list) -> Any:
        top = scored[0][0]
        return self.rng.choice([o for v, o in scored if v >= top - 1e-9])


class EasyBot(NormalBot):
    """Normal with a person's slips: a partial look at its hand, and now and then the
    second-best choice."""

    name = "easy"
    SLIP = 0.25
    LOOKED_AT = 12

    def _draft_pick(self, obs: Observation) -> Any:
        if self.rng.below(100) < 40:
            return self.rng.choice(obs.legal)
        return self.draft(obs)

    def _slip(self, scored: list) -> list:
        if len(scored) > 1 and self.rng.below(100) < self.SLIP * 100:
            return scored[1:]
        return scored
