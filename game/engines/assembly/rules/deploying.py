"""Deploying Modules: roll the die, take the top module (Re-Sequence: of a stack the player
chooses) and place it in the first free bay clockwise from the roll; Priya's ability
deploys to the bay the player chooses instead.

What a Deploy may name is listed from the same conditions that explain a refusal
(`*_refusal`: None when allowed, else the sentence): legal.py walks them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.assembly import board
from game.engines.assembly.rules.scoring import track_moments

if TYPE_CHECKING:
    from game.engines.assembly.game import Game

DEPLOY_ARGS: list[tuple[int, ...]] = [()]
"""A plain Deploy on one ring: the die picks the bay, so it names nothing."""
_RING_ARGS = [(r,) for r in board.RINGS]
_BAY_LOCKED = board.per_bay("Bay {bay} is locked.")
_BAY_FULL = board.per_bay("Bay {bay} already holds a module: choose an empty bay.")


def deploy_args(g: Game) -> list[tuple[int, ...]]:
    """The arguments of every plain Deploy: none, or on a Double Ring the ring it rolls for."""
    return DEPLOY_ARGS if g.nbays == 12 else _RING_ARGS


def deploy_refusal(g: Game, args: tuple[int, ...]) -> str | None:
    if g.nbays == 12:
        return "Deploy rolls the die for its bay: it names nothing." if args else None
    if len(args) != 1 or args[0] not in board.RINGS:
        return "Double Ring: a Deploy names its ring, 1 (inner) or 2 (outer)."
    return None


def deploy_bay_refusal(g: Game, bay: int) -> str | None:
    """May a module be deployed to `bay` (an index) by choice (Priya's ability)?"""
    if g.locked[bay]:
        return _BAY_LOCKED[bay]
    if g.mod[bay] is not None:
        return _BAY_FULL[bay]
    return None


def deploy_choices(g: Game) -> list[tuple[int]]:
    """The arguments of every Deploy with Priya's ability: each bay it may choose."""
    if not any(g.stacks):
        return []
    return [(b + 1,) for b in range(g.nbays) if deploy_bay_refusal(g, b) is None]


def deploy_choose_refusal(g: Game, args: tuple[int, ...]) -> str | None:
    if not any(g.stacks):
        return "No modules are left to deploy."
    if len(args) != 1:
        name = g._roles[g.roles[g.active]].name
        return f"{name}'s ability deploys to the bay you choose: name one empty bay."
    return board.bay_number_refusal(g.nbays, args[0]) or deploy_bay_refusal(g, args[0] - 1)


def log_module(g: Game, kind: str, fmt: str, module_id: str, bay: int, **data) -> None:
    """Log a line naming a module; playouts (fast mode) skip the name lookup too."""
    if not g.fast:
        g._log(kind, fmt, g.content.module_names.get(module_id, module_id), bay + 1,
               bay=bay + 1, **data)


def deploy(g: Game, item: dict, option: str | None) -> None:
    if option is None:
        if not any(g.stacks):
            g._log("deploy", "No modules are left to deploy.")
            return
        if "start" in item:
            start = item["start"]
        else:
            roll = g.rng.randint(1, 12)
            start = item.get("ring", 0) * 12 + roll - 1
            g._log("roll", "The die shows {}.", roll, roll=roll)
        target = board.deploy_target(g.mod, g.locked, start)
        if target is None and g.nbays == 24:
            # Double Ring ruling: a full ring sends the module to the same bay of the other.
            target = board.deploy_target(g.mod, g.locked, (start + 12) % 24)
        if target is None:
            g._log("deploy", "There is no free bay for the module.")
            return
        stacks = [i for i, s in enumerate(g.stacks) if s]
        if len(stacks) > 1:
            g._ask_choice(g.active, "deploy_stack",
                          f"Deploy to bay {target + 1}: choose the stack to take from.",
                          [f"stack:{i + 1}" for i in stacks], {**item, "target": target})
            return
        _place(g, target, stacks[0])
        return
    _place(g, item["target"], int(option[6:]) - 1)


def _place(g: Game, bay: int, stack: int) -> None:
    module = g.stacks[stack].pop()
    g.mod[bay] = module
    g._reveals += 1
    log_module(g, "deploy", "The {} module is deployed to bay {}.", module, bay, module=module)
    track_moments(g)
