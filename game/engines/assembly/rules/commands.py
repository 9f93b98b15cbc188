"""Commands: what Swap and Rotate do (every role ability and variant option included); the
Deploy and Lock commands run their own sections' steps."""

from __future__ import annotations

from operator import eq

from game.engines.assembly import board
from game.engines.assembly.rules.deploying import deploy
from game.engines.assembly.rules.locking import lock
from game.engines.assembly.rules.scoring import track_moments


def execute(g, item: dict, option: str | None) -> None:
    cmd, args, role = item["command"], item["args"], item["role"]
    ability = g._roles[g.roles[g.active]].ability if role else None
    if cmd == "deploy":
        if ability == "deploy_choose":
            deploy(g, {"op": "deploy", "start": args[0] - 1}, None)
        else:
            deploy(g, {"op": "deploy", "ring": args[0] - 1 if args else 0}, None)
    elif cmd == "lock":
        lock(g, {"op": "lock", "bays": [a - 1 for a in args], "sub": item["sub"]}, None)
    elif cmd == "swap":
        _swap(g, args, ability, item["option"])
    elif cmd in ("rotate_cw", "rotate_acw"):
        _rotate(g, cmd == "rotate_cw", args, ability, item["option"], item["holds"])
    else:
        g._log("hold", "The Platform/Hold card is discarded for no effect.")
    track_moments(g)


def _swap(g, args: list[int], ability: str | None, option: str) -> None:
    mod = g.mod
    if not args:
        g._log("swap", "Swap has no effect.")
        return
    if ability == "swap_blueprints":
        a, b = args[0] - 1, args[1] - 1
        g.bp[a], g.bp[b] = g.bp[b], g.bp[a]
        g._log("swap", "Blueprints in bays {} and {} are exchanged.", a + 1, b + 1)
    elif ability == "swap_three":
        a, b, c = (x - 1 for x in args)
        mod[a], mod[b], mod[c] = mod[c], mod[a], mod[b]
        g._log("swap", "Modules move {} -> {} -> {} -> {}.", a + 1, b + 1, c + 1, a + 1)
    elif option in ("robots", "robots_only"):
        a, b = args[0] - 1, args[1] - 1
        rob = g.rob
        rob[a], rob[b] = rob[b], rob[a]
        if option == "robots":
            mod[a], mod[b] = mod[b], mod[a]
            g._log("swap", "The robots in bays {} and {} swap places with their modules.",
                   a + 1, b + 1)
        else:
            g._log("swap", "The robots in bays {} and {} swap places, leaving the modules.",
                   a + 1, b + 1)
    elif ability == "swap_stack" or option == "stack":
        bay, stack = args[0] - 1, g.stacks[args[1] - 1]
        mod[bay], stack[-1] = stack[-1], mod[bay]
        g._reveals += 1
        g._log("swap", "The module in bay {} is exchanged with the top of stack {}.", bay + 1,
               args[1])
    else:
        a, b = args[0] - 1, args[1] - 1
        mod[a], mod[b] = mod[b], mod[a]
        if g.override:
            g.rob[a], g.rob[b] = g.rob[b], g.rob[a]  # a robot rides its module
        g._log("swap", "Modules in bays {} and {} swap places.", a + 1, b + 1)


def _rotate(g, clockwise: bool, args: list[int], ability: str | None, option: str,
            holds: list[int]) -> None:
    way = "clockwise" if clockwise else "anti-clockwise"
    if option == "cycle":
        for s in g.stacks:
            if s:
                s.insert(0, s.pop())
        g._log("rotate", "Each stack's top module goes to the bottom.")
        return
    # Only a first "four matches in one Rotate" changes anything (an achievement); the
    # modules as they were are kept, and compared only if four or more match afterwards.
    before = None if g.stats["rot4"] else list(g.mod)
    held = frozenset(holds).union(g.holds) if holds or g.holds else frozenset()
    g.holds = []
    if ability == "rotate_single":
        src, steps = args[0] - 1, args[1]
        dst = board.rotate_single(g.mod, g.locked, src, steps, clockwise)
        g._log("rotate", "The module in bay {} moves {} to bay {}.", src + 1, way, dst + 1)
    elif option == "robots_only":
        _move_robots(g, args[0], clockwise, held)
        g._log("rotate", "The robots step {} up to {} module(s).", way, args[0])
    else:
        steps = args[0]
        ring = args[1] - 1 if len(args) > 1 else 0
        if g.override:
            # Plain rotate: robot bays stand still; "robots": only robot modules move.
            with_robot = {b for b in range(12) if g.rob[b] is not None}
            if option == "robots":
                held |= {b for b in range(12) if g.mod[b] is not None} - with_robot
            else:
                held |= with_robot
            board.rotate_ring(g.rob, g.locked, ring, steps, clockwise, held)
        board.rotate_ring(g.mod, g.locked, ring, steps, clockwise, held)
        g._log("rotate", "Unlocked modules move {} bay(s) {}.", steps, way)
    if before is not None and sum(map(eq, g.mod, g.bp)) - g.locked.count(True) >= 4:
        bp, locked = g.bp, g.locked
        new_matches = sum(1 for b, m in enumerate(g.mod)
                          if m == bp[b] and before[b] != bp[b] and not locked[b])
        if new_matches >= 4:
            g.stats["rot4"] = True


def _move_robots(g, steps: int, clockwise: bool, held: frozenset) -> None:
    """Override robots-only rotate: each robot hops to the next module (skipping locked
    bays), never past an empty bay, never onto another robot; leaders move first."""
    order = [b for b in range(12) if g.rob[b] is not None and not g.locked[b]
             and b not in held]
    delta = 1 if clockwise else -1
    # The robot furthest ahead in the direction of travel moves first, so followers can
    # take the module it leaves.
    order.sort(key=lambda b: -b * delta)
    for start in order:
        bay = start
        for _ in range(steps):
            nxt = (bay + delta) % 12
            while (g.locked[nxt] or nxt in held) and nxt != bay:
                nxt = (nxt + delta) % 12
            if (nxt == start or g.mod[nxt] is None or g.rob[nxt] is not None
                    or nxt in held):
                break
            bay = nxt
        if bay != start:
            g.rob[bay], g.rob[start] = g.rob[start], None
