"""Deploying Modules: roll the die, take the top module (Re-Sequence: of a stack the player
chooses) and place it in the first free bay clockwise from the roll."""

from __future__ import annotations

from game.engines.assembly import board
from game.engines.assembly.rules.scoring import track_moments


def log_module(g, kind: str, fmt: str, module_id: str, bay: int, **data) -> None:
    """Log a line naming a module; playouts (fast mode) skip the name lookup too."""
    if not g.fast:
        g._log(kind, fmt, g.content.module_names.get(module_id, module_id), bay + 1,
               bay=bay + 1, **data)


def deploy(g, item: dict, option: str | None) -> None:
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


def _place(g, bay: int, stack: int) -> None:
    module = g.stacks[stack].pop()
    g.mod[bay] = module
    g._reveals += 1
    log_module(g, "deploy", "The {} module is deployed to bay {}.", module, bay, module=module)
    track_moments(g)
