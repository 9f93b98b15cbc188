"""The rotate preview: which way, how far, which ring, what moves (Override), which bays a
Platform/Hold covers, and where every unlocked module would land.

Display only: confirming looks the matching Play up in `legal_actions()` and the engine
moves the modules. The landing map mirrors the rulebook's "every unlocked module moves the
same number of unlocked bays, skipping locked ones" so the ghosts match what happens.

>>> view = {"mod": ["a", None, "b"] + [None] * 9, "locked": [False, False, True] + [False] * 9,
...         "holds": [], "rob": [None] * 12}
>>> landing(view, RotatePreview(clockwise=True, steps=1), 1, override=False)
{1: 2}
"""

from __future__ import annotations

from dataclasses import dataclass

from game.scenes.assembly.layout import rotated


@dataclass
class RotatePreview:
    clockwise: bool
    steps: int
    ring: int = 1
    option: str = ""  # Override: "" plain modules, "robots" robot modules, "robots_only"
    holds: tuple[int, ...] = ()  # bays the active player covers with Platform/Hold


def landing(view: dict, rot: RotatePreview, steps: int, override: bool) -> dict[int, int]:
    """{from bay: to bay} for the modules a rotate of `steps` bays would move."""
    base = (rot.ring - 1) * 12
    order = [base + k for k in range(1, 13)]
    held = {h + 1 for h in view["holds"]} | set(rot.holds)
    if override:
        robots = {b for b in order if view["rob"][b - 1] is not None}
        if rot.option == "robots_only":
            return {}  # robots hop module to module: no ghosts for that yet
        if rot.option == "robots":
            held |= {b for b in order if view["mod"][b - 1] is not None} - robots
        else:
            held |= robots
    free = [b for b in order if not view["locked"][b - 1] and b not in held]
    return rotated([view["mod"][b - 1] for b in free], free, steps, rot.clockwise)


def single_landing(view: dict, bay: int, steps: int, clockwise: bool) -> dict[int, int]:
    """Theo's ability: one module moves `steps` bays, counting only unlocked empty bays."""
    base = (bay - 1) // 12 * 12
    order = [base + (bay - 1 - base + k) % 12 + 1 for k in range(1, 12)]
    if not clockwise:
        order.reverse()
    count = 0
    for b in order:
        if not view["locked"][b - 1] and view["mod"][b - 1] is None:
            count += 1
            if count == steps:
                return {bay: b}
    return {}
