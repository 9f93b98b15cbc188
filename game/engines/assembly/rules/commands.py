"""Commands and Role Cards: what a Swap and a Rotate may move and what they do, every role
ability and variant option included (Override's robots, Re-Sequence's stacks); the Deploy
and Lock commands run their own sections' steps, and their arguments are theirs too.

What each command and ability may name is listed from the same conditions that explain a
refusal (`*_refusal`: None when allowed, else the sentence): legal.py walks them. Bays are
indexes in the state (0-23) and numbers in actions and sentences (1-24).
"""

from __future__ import annotations

from itertools import combinations
from math import comb
from operator import eq
from typing import TYPE_CHECKING

from game.engines.assembly import board
from game.engines.assembly.actions import COMMAND_NAMES, COMMANDS
from game.engines.assembly.rules.deploying import deploy
from game.engines.assembly.rules.locking import lock
from game.engines.assembly.rules.scoring import track_moments
from game.engines.common.wording import article

if TYPE_CHECKING:
    from game.engines.assembly.game import Game

ROTATE_STEPS = (1, 2)
"""A Rotate moves every unlocked module 1 or 2 bays (Sol's ability: 3)."""
ROTATE_ARGS = [(s,) for s in ROTATE_STEPS]
"""A plain Rotate on one ring names its steps."""
_ROTATE_ARGS_RINGS = [(s, r) for s in ROTATE_STEPS for r in board.RINGS]
ROLE_COMMAND_NAMES = {"swap": "Swap", "lock": "Lock", "deploy": "Deploy", "rotate": "Rotate"}
OPTIONS = {
    # option: (its words, the variant that offers it, the commands it is an option of)
    "robots": ("Moving the modules that carry robots", "override",
               ("swap", "rotate_cw", "rotate_acw")),
    "robots_only": ("Moving the robots only", "override", ("swap", "rotate_cw", "rotate_acw")),
    "stack": ("Exchanging a module with the top of a stack", "resequence", ("swap",)),
    "cycle": ("Cycling the stacks", "resequence", ("rotate_cw", "rotate_acw")),
}
VARIANT_NAMES = {"override": "Override", "resequence": "Re-Sequence"}
_MODULE_LOCKED = board.per_bay("Bay {bay} is locked: its module can no longer move.")
_NO_MODULE = {verb: board.per_bay("Bay {bay} has no module to " + verb + ".")
              for verb in ("swap", "move", "exchange")}
_BLUEPRINT_LOCKED = board.per_bay("Bay {bay} is locked: its blueprint can no longer move.")
_NO_ROBOT = board.per_bay("Bay {bay} has no robot.")
_ROBOT_LOCKED = board.per_bay("Bay {bay} is locked: its robot can no longer move.")


# ---------------------------------------------------------------- roles

def role_refusal(g: Game, command: str) -> str | None:
    """A role's ability replaces the effect of one command, once a game."""
    role = g._roles[g.roles[g.active]]
    if g.roles_used[g.active]:
        return f"{role.name}'s ability has been used: a role works once a game."
    if not command.startswith(role.command):
        said = _NOT_FOR.get((role.id, command))
        if said is None:  # asked of every other command whenever plays are listed
            said = _NOT_FOR[role.id, command] = (
                f"{role.name}'s ability is for {ROLE_COMMAND_NAMES[role.command]}, not "
                f"{COMMAND_NAMES[command]}.")
        return said
    return None


_NOT_FOR: dict[tuple[str, str], str] = {}


def role_commands(g: Game) -> frozenset[str]:
    """The commands `role_refusal` lets the active player's role run now; they change only
    when the turn passes or the role is used, so each answer is kept."""
    key = (g.active, g.roles_used[g.active])
    found = g._role_memo.get(key)
    if found is None:
        found = g._role_memo[key] = frozenset(c for c in COMMANDS if role_refusal(g, c) is None)
    return found


def _role_name(g: Game) -> str:
    return g._roles[g.roles[g.active]].name


# ---------------------------------------------------------------- variant options

def option_refusal(g: Game, command: str, option: str, role: bool) -> str | None:
    """Override's and Re-Sequence's alternative effects of Swap and Rotate."""
    known = OPTIONS.get(option)
    if known is None:
        return "That is not an option of any command."
    words, variant, of_commands = known
    if variant not in g.setup.variants:
        name = VARIANT_NAMES[variant]
        return f"{words} is {article(name)} {name} option, and this game is without it."
    if command not in of_commands:
        return f"{words} is not an option of {COMMAND_NAMES[command]}."
    if role:
        return f"{_role_name(g)}'s ability replaces the command's effect: it takes no option."
    return None


def option_args(g: Game, cmd: str) -> list[tuple[tuple[int, ...], str]]:
    """The variant options' plays of `cmd`: (args, option) in listing order."""
    out: list[tuple[tuple[int, ...], str]] = []
    if g.override and cmd in ("swap", "rotate_cw", "rotate_acw"):
        if cmd == "swap":
            pairs = robot_pairs(g)
            out += [(p, o) for o in ("robots", "robots_only") for p in pairs]
        else:
            out += [((s,), o) for o in ("robots", "robots_only") for s in ROTATE_STEPS]
    if g.resequence:
        if cmd == "swap":
            out += [(a, "stack") for a in stack_exchanges(g, "stack")]
        elif cmd in ("rotate_cw", "rotate_acw"):
            out.append(((), "cycle"))
    return out


def option_args_refusal(g: Game, command: str, option: str, args: tuple[int, ...]
                        ) -> str | None:
    """The arguments of a play with a variant option (`option_refusal` allowed it)."""
    if option == "cycle":
        return "Cycling the stacks names no bay." if args else None
    if option == "stack":
        return stack_exchange_refusal(g, args, "stack")
    if command == "swap":
        return robot_swap_refusal(g, args)
    if len(args) != 1 or args[0] not in ROTATE_STEPS:
        return "Robots move 1 or 2 bays: name how many."
    return None


# ---------------------------------------------------------------- Swap

def movable_refusal(g: Game, bay: int, who: str, verb: str = "swap") -> str | None:
    """Why the module in `bay` may not move (None: it may). `who` is "swap" (a plain
    Swap), "role" (a role ability) or "stack" (Re-Sequence's exchange with a stack), as
    `robots_stay` tells apart; `verb` says what the player meant to do with it."""
    if g.locked[bay]:
        return _MODULE_LOCKED[bay]
    if g.mod[bay] is None:
        return _NO_MODULE[verb][bay]
    if g.rob[bay] is not None and robots_stay(g, who):
        if who == "role":
            return (f"The module in bay {bay + 1} carries a robot: {_role_name(g)}'s ability "
                    "leaves it.")
        return (f"The module in bay {bay + 1} carries a robot: swap it only with another "
                "robot's module.")
    return None


def robots_stay(g: Game, who: str) -> bool:
    """Override: a module that carries a robot moves only with the robots' own options,
    with Free Robot Swap also by a plain Swap, never by a role ability."""
    return g.override and who != "stack" and (
        who == "role" or "free_robot_swap" not in g.setup.difficulty)


def movable(g: Game, who: str) -> list[int]:
    """The bays (indexes) whose module `movable_refusal` lets move, listed once per state
    (in the listing's memo, legal.state_memo). It refuses every empty bay, so only the bays
    holding a module are asked."""
    # `robots_stay` is the only way `who` changes the answer.
    key = "movable, robots stay" if g.override and robots_stay(g, who) else "movable"
    memo = g._memo
    if memo is None:
        memo = g._memo = {}
    found = memo.get(key)
    if found is None:
        found = memo[key] = [b for b in board.deployed(g.mod)
                             if movable_refusal(g, b, who) is None]
    return found


def swap_pair_refusal(a: int, b: int) -> str | None:
    """Double Ring: a Swap stays in one ring, or crosses it between two bays side by side
    (bay indexes a < b)."""
    if board.ring_of(a) == board.ring_of(b) or b - a == 12:
        return None
    return (f"Bays {a + 1} and {b + 1} are in different rings: across the rings, a Swap "
            f"takes two bays side by side, like {a + 1} and {a + 13}.")


_DOUBLE_RING_PAIRS = frozenset((a, b) for a in range(24) for b in range(a + 1, 24)
                               if swap_pair_refusal(a, b) is None)
"""The pairs `swap_pair_refusal` allows, asked once rather than for every pair of every
position."""


def swap_pairs(g: Game) -> list[tuple[int, int]]:
    """The bay numbers of every two modules a plain Swap may exchange."""
    bays = movable(g, "swap")
    if g.nbays == 12:
        return list(combinations([b + 1 for b in bays], 2))
    return [(a + 1, b + 1) for a, b in combinations(bays, 2) if (a, b) in _DOUBLE_RING_PAIRS]


def swap_args(g: Game) -> list[tuple[int, ...]]:
    """The arguments of every plain Swap: each pair it may swap, else no bay at all (a
    command that can be executed must be, but one with no effect may be)."""
    return swap_pairs(g) or [()]


def swap_count(g: Game) -> int:
    """How many `swap_args` one ring has, without listing them."""
    return comb(len(movable(g, "swap")), 2) or 1


def swap_refusal(g: Game, args: tuple[int, ...]) -> str | None:
    if not args:
        pairs = swap_pairs(g)
        if pairs:
            return (f"The modules in bays {pairs[0][0]} and {pairs[0][1]} can be swapped, so "
                    "the Swap command must swap two.")
        return None
    if len(args) != 2:
        return "A Swap names the two bays whose modules change places."
    reason = (board.bays_refusal(g.nbays, args, "to swap")
              or movable_refusal(g, args[0] - 1, "swap")
              or movable_refusal(g, args[1] - 1, "swap"))
    if reason is None and g.nbays == 24:
        return swap_pair_refusal(args[0] - 1, args[1] - 1)
    return reason


def blueprint_refusal(g: Game, bay: int) -> str | None:
    if g.locked[bay]:
        return _BLUEPRINT_LOCKED[bay]
    return None


def blueprint_bays(g: Game) -> list[int]:
    return [b for b in range(g.nbays) if blueprint_refusal(g, b) is None]


def blueprint_pairs(g: Game) -> list[tuple[int, int]]:
    """Alfie's ability: the bay numbers of every two blueprints of one ring it may swap."""
    free = [b + 1 for b in blueprint_bays(g)]
    if g.nbays == 12:
        return list(combinations(free, 2))
    return [(a, b) for a, b in combinations(free, 2)
            if board.ring_of(a - 1) == board.ring_of(b - 1)]


def blueprint_pair_count(g: Game) -> int:
    """How many `blueprint_pairs` one ring has, without listing them."""
    return comb(len(blueprint_bays(g)), 2)


def blueprint_swap_refusal(g: Game, args: tuple[int, ...]) -> str | None:
    name = _role_name(g)
    if len(args) != 2:
        return f"{name}'s ability swaps two blueprints: name their two bays."
    reason = (board.bays_refusal(g.nbays, args, "to swap") or blueprint_refusal(g, args[0] - 1)
              or blueprint_refusal(g, args[1] - 1))
    if reason is None and board.ring_of(args[0] - 1) != board.ring_of(args[1] - 1):
        return f"{name}'s ability swaps two blueprints of one ring."
    return reason


def cycles_of_three(g: Game) -> list[tuple[int, int, int]]:
    """Jayani's ability: every 3 modules of one ring it may move round, either way round
    (each cycle starts at its lowest bay)."""
    bays = [b + 1 for b in movable(g, "role")]
    double = g.nbays == 24
    return [t for a, b, c in combinations(bays, 3)
            if not double or board.ring_of(a - 1) == board.ring_of(c - 1)
            for t in ((a, b, c), (a, c, b))]


def cycle_count(g: Game) -> int:
    """How many `cycles_of_three` one ring has, without listing them."""
    return 2 * comb(len(movable(g, "role")), 3)  # two directions round each three


def cycle_three_refusal(g: Game, args: tuple[int, ...]) -> str | None:
    name = _role_name(g)
    if len(args) != 3:
        return f"{name}'s ability moves 3 modules round: name their 3 bays."
    for number in args:
        reason = board.bay_number_refusal(g.nbays, number)
        if reason is not None:
            return reason
    if len(set(args)) != 3:
        return f"{name}'s ability moves 3 different modules round."
    if args[0] != min(args):
        return f"Start {name}'s cycle at its lowest bay."
    for number in args:
        reason = movable_refusal(g, number - 1, "role")
        if reason is not None:
            return reason
    if len({board.ring_of(a - 1) for a in args}) > 1:
        return f"{name}'s ability moves 3 modules of one ring."
    return None


def stacks_to_use(g: Game) -> list[int]:
    return [i + 1 for i, s in enumerate(g.stacks) if s]


def stack_refusal(g: Game, number: int) -> str | None:
    if not 1 <= number <= len(g.stacks):
        count = len(g.stacks)
        return f"There is no stack {number}: there {'is one' if count == 1 else f'are {count}'}."
    if not g.stacks[number - 1]:
        return f"Stack {number} is empty."
    return None


def stack_exchanges(g: Game, who: str) -> list[tuple[int, int]]:
    """(bay, stack) pairs of an exchange with a stack's top: Oren's ability ("role") or
    Re-Sequence's Swap option ("stack")."""
    stacks = stacks_to_use(g)
    return [(b + 1, s) for b in movable(g, who) for s in stacks]


def stack_exchange_count(g: Game) -> int:
    """How many of Oren's `stack_exchanges` there are, without listing them."""
    return len(movable(g, "role")) * len(stacks_to_use(g))


def stack_exchange_refusal(g: Game, args: tuple[int, ...], who: str) -> str | None:
    if len(args) != 2:
        return "An exchange with a stack names a bay and a stack."
    bay, stack = args
    return (board.bay_number_refusal(g.nbays, bay)
            or movable_refusal(g, bay - 1, who, "exchange") or stack_refusal(g, stack))


def robot_bay_refusal(g: Game, bay: int) -> str | None:
    if g.rob[bay] is None:
        return _NO_ROBOT[bay]
    if g.locked[bay]:
        return _ROBOT_LOCKED[bay]
    return None


def robot_pairs(g: Game) -> list[tuple[int, int]]:
    """Override: the bay numbers of every two robots a Swap's robot option may exchange."""
    robots = [b + 1 for b in range(12) if robot_bay_refusal(g, b) is None]
    return list(combinations(robots, 2))


def robot_swap_refusal(g: Game, args: tuple[int, ...]) -> str | None:
    if len(args) != 2:
        return "A robot swap names the two bays whose robots change places."
    return (board.bays_refusal(g.nbays, args, "to swap") or robot_bay_refusal(g, args[0] - 1)
            or robot_bay_refusal(g, args[1] - 1))


# ---------------------------------------------------------------- Rotate

def rotate_args(g: Game) -> list[tuple[int, ...]]:
    """The arguments of every plain Rotate: its steps and, on a Double Ring, its ring."""
    return ROTATE_ARGS if g.nbays == 12 else _ROTATE_ARGS_RINGS


def rotate_refusal(g: Game, args: tuple[int, ...], steps: int | None = None) -> str | None:
    """A Rotate's steps (1 or 2; Sol's ability: `steps` 3) and, on a Double Ring, its
    ring."""
    if g.nbays == 24:
        if len(args) != 2 or args[1] not in board.RINGS:
            return "Double Ring: a Rotate names its steps and its ring, 1 (inner) or 2 (outer)."
    elif len(args) != 1:
        return "A Rotate names how many bays every unlocked module moves."
    if steps is not None:
        if args[0] != steps:
            return f"{_role_name(g)}'s ability moves every unlocked module {steps} bays."
    elif args[0] not in ROTATE_STEPS:
        return "A Rotate moves every unlocked module 1 or 2 bays."
    return None


def three_step_rotations(g: Game) -> list[tuple[int, ...]]:
    """Sol's ability: the Rotate of 3 bays (on a Double Ring, of either ring)."""
    return [(3,)] if g.nbays == 12 else [(3, r) for r in board.RINGS]


def single_rotations(g: Game) -> list[tuple[int, int]]:
    """Theo's ability: (bay, steps) of every module it may move on its own."""
    return [(b + 1, s) for b in movable(g, "role") for s in ROTATE_STEPS]


def single_rotation_count(g: Game) -> int:
    """How many `single_rotations` there are, without listing them."""
    return len(movable(g, "role")) * len(ROTATE_STEPS)


def rotate_single_refusal(g: Game, args: tuple[int, ...]) -> str | None:
    name = _role_name(g)
    if len(args) != 2:
        return f"{name}'s ability moves one module: choose the module, then 1 or 2 bays."
    bay, steps = args
    reason = (board.bay_number_refusal(g.nbays, bay)
              or movable_refusal(g, bay - 1, "role", "move"))
    if reason is None and steps not in ROTATE_STEPS:
        return f"{name}'s ability moves the module 1 or 2 free bays."
    return reason


# ---------------------------------------------------------------- what a command does

def execute(g: Game, item: dict, option: str | None) -> None:
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


def _swap(g: Game, args: list[int], ability: str | None, option: str) -> None:
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


def _rotate(g: Game, clockwise: bool, args: list[int], ability: str | None, option: str,
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


def _move_robots(g: Game, steps: int, clockwise: bool, held: frozenset) -> None:
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
