"""What a planned 404 program does for its robot, in a sentence: Suggest's reason.

The program is played forward as the planner plays it when it compares programs (a world
sampled from the seat's view, the other robots standing still, follow-up choices by its
quick policy); the reason is the directives it completes, else
where the robot ends and what it then carries. Other robots' cards are unknown, so the
sentence says "if nobody gets in the way".
"""

from __future__ import annotations

import copy
from typing import Any

from game.bots.base import Observation
from game.bots.law404.plan import act_of, fresh, remaining_acts, run_own, settle
from game.bots.law404.value import Scan
from game.engines.law404 import Game
from game.engines.law404 import actions as A
from game.engines.law404.rules import items, robot_turn

KEEP_WHY = ("of the cards in this hand, it is the one the bots' measured games complete most "
            "often and soonest.")
CHIP_WHY = ("the planner's best programs gain more with the chip's power now than the chip is "
            "worth kept for later.")


def reason(bot: Any, obs: Observation, action: Any) -> tuple[tuple, str]:
    """(the whole program `action` starts, or (); why) for a suggestion `bot` made at
    `obs`: a program card with its program's gains, a follow-up with what it does for the
    rest of the turn, a kept directive or a chip spent with the rule the bot follows."""
    kind = obs.pending.kind
    planned = getattr(bot, "_plan", None)
    if isinstance(action, A.UseChip):
        return (), CHIP_WHY
    if kind == "program" and planned and planned[0] == obs.view["turn"]:
        program = tuple(tuple(slot) for slot in planned[1])
        return program, program_gains(bot, obs, list(program))
    if kind == "keep_directive":
        return (), KEEP_WHY
    if obs.view.get("sub") is not None and kind != "program":
        return (), follow_up_gains(bot, obs, action)
    return (), ""


def program_gains(bot: Any, obs: Observation, program: list) -> str:
    """The reason for `program` (every (card, side) of this turn, in slot order)."""
    def play(world: Game, bot: Any, ev: Any) -> None:
        world.st["program"][obs.seat] = [list(slot) for slot in program]
        run_own(world, obs.seat, [act_of(obs.content, c, s) for c, s in program], 0,
                bot.quick(ev), ev.mark_done, resolve_event=False)

    return _played(bot, obs, play)


def follow_up_gains(bot: Any, obs: Observation, option: Any) -> str:
    """The reason for answering a follow-up choice (a door, what to pick up, whom to shove)
    with `option`: the rest of the robot's program played after it, as the planner judges
    its options."""
    def play(world: Game, bot: Any, ev: Any) -> None:
        policy = bot.quick(ev)
        world.st["stage"] = "paused"
        robot_turn.play(world, option)
        settle(world, policy)
        ev.mark_done(world)
        acts, first_round = remaining_acts(obs.view, obs.content, obs.seat)
        run_own(world, obs.seat, acts, first_round, policy, ev.mark_done,
                resolve_event=False)

    return _played(bot, obs, play)


def _played(bot: Any, obs: Observation, play) -> str:
    """What `play(world, bot, ev)` leaves for the robot, on a world sampled from the seat's
    view by a copy of the planning `bot` (its random stream does not move)."""
    bot = copy.deepcopy(bot)
    ev = bot.evaluator(obs)
    world = fresh(bot.sample(obs))
    before = {r["id"] for r in world.st["directives"][obs.seat] if r["done"]}
    near_before = _progress(ev, world, obs.seat)
    play(world, bot, ev)
    return _outcome(ev, obs, world, before, near_before)


def _outcome(ev: Any, obs: Observation, world: Game, before: set, near_before: dict) -> str:
    seat = obs.seat
    done = [r["id"] for r in world.st["directives"][seat]
            if r["done"] and r["id"] not in before]
    if done:
        names = [obs.content.directives[d].name for d in done]
        return f"it completes {' and '.join(names)}, if nobody gets in the way."
    room = world.board.name(world.st["room"][seat])
    carried = [items.name(i) for i in world.st["stacks"][f"robot:{seat}"]]
    load = f" carrying {', '.join(carried[:3])}" if carried else " with empty hands"
    near_after = _progress(ev, world, seat)
    gains = {d: near_after[d] - near_before.get(d, 0.0) for d in near_after}
    best = max(gains, key=gains.get, default=None)
    if best is not None and gains[best] > 0.01:
        name = obs.content.directives[best].name
        return f"it ends the turn in {room}{load}, closer to {name}."
    return (f"it ends the turn in {room}{load}: no directive closer by the planner's "
            "measure, but placed for the next turn.")


def _progress(ev: Any, world: Game, seat: int) -> dict[str, float]:
    """0..1 for each open directive of `seat`: the planner's own measure of how close."""
    scan = Scan(world, ev)
    return {r["id"]: ev.progress(scan, world.content.directives[r["id"]], r["base"])
            for r in world.st["directives"][seat] if not r["done"]}
