"""The rest of a crew member's turn as the suggesting bot would play it, each step with what
it is for: Suggest on the Tempus table says a plan (move, move, act), not one step.

The plan is played out on a world sampled from the seat's own view (`determinize`, with
what the bot remembers of the deck), so it reads nothing the seat may not see; within a
turn no card is drawn, so the sampled deck never shows. It stops where the turn ends, at
a Time Jump, or when the decision passes to someone else (a trade partner's answer).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from game.bots.base import Observation, observe
from game.engines import tempus as T
from game.engines.common.rng import Rng
from game.engines.tempus import actions as A

LIMIT = 8
"""More steps than a turn can hold (two moves, an action and free drops): a safety stop."""
KEEP_EVENTS = ("remove", "heal", "completion", "shields", "hyperdrive", "lock", "unlock",
               "doors", "refresh", "won", "damage_report", "movement", "time_jump")
"""Events that say what a step achieved (a move's own line says only where it went)."""


@dataclass(frozen=True)
class Step:
    action: Any
    gains: str
    """What the step achieves, from the events it made ("1 Fire removed from Engineering."),
    or "" (a move: the step it leads to says what the walk is for)."""


@dataclass(frozen=True)
class Plan:
    steps: tuple[Step, ...]
    stops_early: str
    """Why the plan ends the turn with movement or the action unused, or ""."""


FIRST_WHY = "of every order it tried, its playouts of the coming round went best so."
DISCARD_WHY = ("of the Equipment the crew holds, it is the least use against fire, faults and "
               "damage.")


def reason(bot: Any, obs: Observation, action: Any, seed: int) -> tuple[Plan | None, str]:
    """(the turn `action` starts, or None; why) for a suggestion `bot` made at `obs`."""
    kind = obs.pending.kind
    if kind in ("turn", "security_room"):  # the rest of the turn follows the step
        return plan_turn(bot, obs, action, seed), ""
    if kind == "choose_first_player":
        return None, FIRST_WHY
    if kind == "discard_equipment":
        return None, DISCARD_WHY
    return None, ""


def plan_turn(bot: Any, obs: Observation, first: Any, seed: int = 0) -> Plan:
    """The turn that starts with `first` (the bot's choice at `obs`, a Tempus turn
    decision), played on by a copy of `bot` on a sampled world, so neither the bot's
    memory nor its random stream moves; later steps think a third as long."""
    bot = copy.deepcopy(bot)
    memory = getattr(bot, "memory", None)
    world = T.determinize(obs.view, obs.content, Rng(seed),
                          getattr(memory, "top", ()), getattr(memory, "drawn", ()))
    seat = obs.seat
    steps: list[tuple[Any, list]] = []
    current = obs
    stopped = ""
    for n in range(LIMIT):
        action = first if n == 0 else bot.choose(current)
        if isinstance(action, A.EndTurn):
            moves, acted = world.t_moves, world.t_acted
            if moves or not acted:
                stopped = _why_stop(moves, acted, world.legal_actions())
            break
        events = world.apply(action)
        steps.append((action, events))
        pending = world.pending
        if isinstance(action, A.TimeJump) or world.result is not None or pending is None \
                or pending.seat != seat or pending.kind != "turn":
            break
        current = observe("tempus", world, seat, budget_s=obs.budget_s / 3)
    return Plan(_with_gains(steps), stopped)


def _why_stop(moves: int, acted: bool, legal: list) -> str:
    """Why a turn ends with movement or the action left: what could still be done."""
    left = [f"{moves} movement" if moves else "", "" if acted else "the action"]
    unused = " and ".join(x for x in left if x)
    doable = [a for a in legal if not isinstance(a, (A.Move, A.EndTurn, A.Drop, A.StandUp))]
    if not acted and not doable:
        why = "there is nothing here to use the action on"
        if moves:
            why += ", and no space within reach that needs this crew member more"
    else:
        why = "nothing left within reach does the crew more good than waiting there"
    return f"then end the turn with {unused} unused: {why}."


def _with_gains(steps: list[tuple[Any, list]]) -> tuple[Step, ...]:
    """Each step with what its events say it achieved; a plain move says nothing more (the
    step it leads to says what the walk is for)."""
    return tuple(Step(action, " ".join(e.text for e in events if e.kind in KEEP_EVENTS))
                 for action, events in steps)
