"""The one rule walk: which actions are legal now and, for any other, the sentence why not.

Every rule is one `..._reason` function returning None (the rule allows it) or the refusal a
player reads, in printed names (cards and commands by name, "bay 3", "Player 2", roles by
name). `why_not(g, action)` runs them on the action it is given, in the order a player
would check: the decision pending, the cards held and the command they show, the role, the
verifier, the Platform/Hold cards, the variant option, then the command's arguments.
`legal_actions(g)` is built from the same functions: candidates are generated per decision
kind and kept only where every reason allows them (the per-bay and per-card reasons prune
before the combinations are formed, so the lists stay cheap to build).

Plays are built group by group (`groups`): one group per card (or 3-card substitute) and
command the hand allows, holding the argument lists the board allows (plain, with the role
ability, the variant options), the Platform/Hold cover sets and the verifiers; every
combination of one of each is a legal Play. Bots score the groups without building the
Plays (`Game.play_groups`), and random_play.py counts them.

Bays are numbered 1-24 in actions and sentences, indexed 0-23 in the state.
"""

from __future__ import annotations

from itertools import accumulate, combinations
from math import comb
from typing import NamedTuple

from game.engines.assembly import board
from game.engines.assembly.actions import (
    CARD_COMMANDS,
    CARD_NAMES,
    COMMAND_NAMES,
    COMMANDS,
    SUBSTITUTE_COMMANDS,
    Action,
    Ask,
    Choose,
    Draw,
    Play,
)
from game.engines.assembly.rules.deploying import (
    DEPLOY_ARGS,
    deploy_args,
    deploy_choices,
    deploy_choose_refusal,
    deploy_refusal,
)
from game.engines.assembly.rules.locking import lock_refusal, lock_sets
from game.engines.assembly.rules.platform_hold import (
    DISCARD_ARGS,
    NO_HOLDS,
    discard_refusal,
    hold_options,
    holds_refusal,
)
from game.engines.assembly.rules.verifying import verifier_refusal, verifiers
from game.engines.common.wording import article, listing

ROTATE_STEPS = (1, 2)
"""A Rotate moves every unlocked module 1 or 2 bays (Sol's ability: 3)."""
_ROTATE_ARGS = [(s,) for s in ROTATE_STEPS]
_ROTATE_ARGS_RINGS = [(s, r) for s in ROTATE_STEPS for r in board.RINGS]
ONE_RING_FIXED_ARGS: dict[str, list[tuple[int, ...]]] = {
    "deploy": DEPLOY_ARGS, "hold": DISCARD_ARGS, "rotate_cw": _ROTATE_ARGS,
    "rotate_acw": _ROTATE_ARGS}
"""The argument lists of the commands whose plain form does not depend on the board (one
ring): what `plain_args` gives for them."""
_FIXED_COUNTS = {cmd: len(args) for cmd, args in ONE_RING_FIXED_ARGS.items()}
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
# ====================================================================== the walk

def why_not(g, action: Action) -> str | None:
    """None when `action` (well formed) is legal now, else the sentence why not."""
    if g.outcome is not None:
        return "The game is over."
    if g.choice is not None:
        if type(action) is Choose:
            return choose_reason(g, action.option)
        return f"First answer the open choice: {g.choice['prompt']}"
    if not g.hands[g.active]:
        if type(action) is Draw:
            return None
        return "Your hand is empty: the only thing to do this turn is draw."
    kind = type(action)
    if kind is Play:
        return play_reason(g, action)
    if kind is Ask:
        return ask_reason(g, action)
    if kind is Draw:
        return "You can only draw on a turn when your hand is empty."
    return "There is no open choice to answer."


def legal_actions(g) -> list[Action]:
    if g.outcome is not None:
        return []
    if g.choice is not None:
        return [Choose(o) for o in g.choice["options"]]
    if not g.hands[g.active]:
        return [Draw()]
    out: list[Action] = asks(g)
    out += plays(g)
    return out


# ---------------------------------------------------------------------- choices

def choose_reason(g, option: str) -> str | None:
    options = g.choice["options"]
    if option in options:
        return None
    return f"{option_name(option, True)} is not one of the choices: {_choices(options)}."


def option_name(option: str, start: bool = False) -> str:
    """A Choose option in words ("card:swap" -> "Swap", "bay:7" -> "bay 7"); `start`: to
    begin a sentence. Words the game never offers are not echoed."""
    kind, _, value = option.partition(":")
    if kind == "card" and value in CARD_NAMES:
        name = CARD_NAMES[value]
        return f"{article(name, start)} {name} card" if start else name
    if kind in ("bay", "stack") and value.isdigit():
        return f"{kind.title() if start else kind} {int(value)}"
    if option in ("skip", "deploy"):
        return option.title() if start else option
    return "That" if start else "that"


def _choices(options: list[str]) -> str:
    bays = [o[4:] for o in options if o.startswith("bay:")]
    words = [option_name(o) for o in options if not o.startswith("bay:")]
    if bays:
        words.append(("bay " if len(bays) == 1 else "bays ") + listing(bays))
    return listing(words, "or")


# ---------------------------------------------------------------------- Inform: asks

def ask_seat_reason(g, seat: int) -> str | None:
    """Whom the active player may ask: any other player (Double Ring: any player)."""
    if g.players == 1:
        return "In a solo game there is nobody to ask."
    if g.asked is not None:
        return "You have already asked your one question this turn."
    if 0 <= seat < g.players and seat != g.active:
        return None
    others = [f"Player {s + 1}" for s in range(g.players) if s != g.active]
    if seat == g.active:
        return f"You cannot ask yourself: ask {listing(others, 'or')}."
    return f"Ask another player at this table: {listing(others, 'or')}."


def ask_command_reason(g, command: str) -> str | None:
    """The base game has no Platform/Hold cards, so nobody can verify that command."""
    if command == "hold" and g.setup.mode == "base":
        return "This game has no Platform/Hold cards: ask about another command."
    return None


def ask_reason(g, a: Ask) -> str | None:
    return ask_seat_reason(g, a.seat) or ask_command_reason(g, a.command)


def asks(g) -> list[Ask]:
    if g.players == 1 or g.asked is not None:
        return []
    return [Ask(seat, c) for seat in ask_seats(g) for c in g._askable]


def ask_seats(g) -> list[int]:
    """The seats `ask_seat_reason` lets the active player ask (before this turn's
    question): they depend on the active seat alone, so each answer is kept."""
    found = g._ask_memo.get(g.active)
    if found is None:
        found = g._ask_memo[g.active] = [s for s in range(g.players)
                                         if ask_seat_reason(g, s) is None]
    return found


def askable_commands(g) -> tuple[str, ...]:
    """What may be asked about in this game (it depends on the setup alone: kept in
    `g._askable`)."""
    return tuple(c for c in COMMANDS if ask_command_reason(g, c) is None)


# ---------------------------------------------------------------------- plays

def play_reason(g, p: Play) -> str | None:
    hand = g.hands[g.active]
    reason = cards_reason(hand, p.cards, p.command)
    if reason is not None:
        return reason
    ability = None
    if p.role:
        reason = role_reason(g, p.command)
        if reason is not None:
            return reason
        ability = g._roles[g.roles[g.active]].ability
    reason = verifier_refusal(g, p.verifier)
    if reason is not None:
        return reason
    if p.holds:
        reason = holds_refusal(g, hand, p.cards, p.command, p.holds, p.option)
        if reason is not None:
            return reason
    if p.option:
        return option_reason(g, p.command, p.option, p.role) or option_args_reason(
            g, p.command, p.option, p.args)
    sub = g._sub_matters and len(p.cards) == 3
    return args_reason(g, p.command, p.args, sub, ability)


def cards_reason(hand: list[str], cards: tuple[str, ...], command: str) -> str | None:
    """One card that shows the command, or any 3 cards as a substitute wild (not for
    Platform/Hold, which is played as a card of its own)."""
    if len(cards) not in (1, 3):
        return "Play one command card, or exactly 3 cards as a substitute wild."
    if len(cards) == 1:
        card = cards[0]
        if card not in hand:
            return f"You do not hold {article(CARD_NAMES[card])} {CARD_NAMES[card]} card."
        if command not in CARD_COMMANDS[card]:
            name = CARD_NAMES[card]
            return f"{article(name, True)} {name} card cannot execute {COMMAND_NAMES[command]}."
        return None
    left = list(hand)
    for card in cards:
        if card not in left:
            some = "another" if card in hand else article(CARD_NAMES[card])
            return f"You do not hold {some} {CARD_NAMES[card]} card."
        left.remove(card)
    if command not in SUBSTITUTE_COMMANDS:
        return (f"A substitute wild cannot execute {COMMAND_NAMES[command]}: play the "
                "Platform/Hold card itself.")
    return None


def role_reason(g, command: str) -> str | None:
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


def role_commands(g) -> frozenset[str]:
    """The commands `role_reason` lets the active player's role run now; they change only
    when the turn passes or the role is used, so each answer is kept."""
    key = (g.active, g.roles_used[g.active])
    found = g._role_memo.get(key)
    if found is None:
        found = g._role_memo[key] = frozenset(c for c in COMMANDS if role_reason(g, c) is None)
    return found


def option_reason(g, command: str, option: str, role: bool) -> str | None:
    """Override's and Re-Sequence's alternative effects of Swap and Rotate."""
    known = OPTIONS.get(option)
    if known is None:
        return "That is not an option of any command."
    words, variant, commands = known
    if variant not in g.setup.variants:
        name = VARIANT_NAMES[variant]
        return f"{words} is {article(name)} {name} option, and this game is without it."
    if command not in commands:
        return f"{words} is not an option of {COMMAND_NAMES[command]}."
    if role:
        name = g._roles[g.roles[g.active]].name
        return f"{name}'s ability replaces the command's effect: it takes no option."
    return None


# ---------------------------------------------------------------------- arguments

def args_reason(g, command: str, args: tuple[int, ...], sub: bool, ability: str | None
                ) -> str | None:
    """The arguments of a plain play or a role play (`ability`)."""
    if command == "swap":
        if ability is None:
            return swap_reason(g, args)
        if ability == "swap_blueprints":
            return blueprint_swap_reason(g, args)
        if ability == "swap_three":
            return cycle_three_reason(g, args)
        return stack_exchange_reason(g, args, "role")
    if command == "lock":
        return lock_refusal(g, args, sub, ability == "lock_three")
    if command == "deploy":
        return deploy_refusal(g, args) if ability is None else deploy_choose_refusal(g, args)
    if command == "hold":
        return discard_refusal(g, args)
    if ability == "rotate_single":
        return rotate_single_reason(g, args)
    return rotate_reason(g, args, 3 if ability == "rotate_three" else None)


def plain_args(g, cmd: str, sub: bool) -> list[tuple[int, ...]]:
    """The arguments of every legal plain play of `cmd` (`sub`: paid by a substitute, when
    a malfunction makes that matter)."""
    if cmd == "lock":
        return lock_sets(g, sub, False)
    if cmd == "swap":
        return swap_pairs(g) or [()]
    if g.nbays == 12:
        return ONE_RING_FIXED_ARGS[cmd]
    if cmd == "deploy":
        return deploy_args(g)
    return _ROTATE_ARGS_RINGS if cmd != "hold" else DISCARD_ARGS


def role_args(g, cmd: str, sub: bool, ability: str) -> list[tuple[int, ...]]:
    """The arguments of every legal play of `cmd` with the role `ability`."""
    if ability == "swap_blueprints":
        return blueprint_pairs(g)
    if ability == "swap_three":
        return cycles_of_three(g)
    if ability == "swap_stack":
        return stack_exchanges(g, "role")
    if ability == "lock_three":
        return lock_sets(g, sub, True)
    if ability == "deploy_choose":
        return deploy_choices(g)
    if ability == "rotate_single":
        return [(b + 1, s) for b in movable(g, "role") for s in ROTATE_STEPS]
    if ability == "rotate_three":
        return [(3,)] if g.nbays == 12 else [(3, r) for r in board.RINGS]
    raise AssertionError(ability)


def role_count(g, ability: str) -> int | None:
    """How many `role_args` there are, counted from the same bay lists without listing
    the tuples (one ring, no Override: random_play.py's quick way); None: list them."""
    if ability in ("swap_three", "swap_stack", "rotate_single"):
        n = len(movable(g, "role"))
        if ability == "swap_three":
            return 2 * comb(n, 3)  # two directions round each three
        if ability == "swap_stack":
            return n * len(stacks_to_use(g))
        return n * len(ROTATE_STEPS)
    if ability == "swap_blueprints":
        return comb(len(blueprint_bays(g)), 2)
    if ability == "rotate_three":
        return 1
    if ability == "deploy_choose":
        return len(deploy_choices(g))
    return None


def option_args(g, cmd: str) -> list[tuple[tuple[int, ...], str]]:
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


def option_args_reason(g, command: str, option: str, args: tuple[int, ...]) -> str | None:
    if option == "cycle":
        return "Cycling the stacks names no bay." if args else None
    if option == "stack":
        return stack_exchange_reason(g, args, "stack")
    if command == "swap":
        return robot_swap_reason(g, args)
    if len(args) != 1 or args[0] not in ROTATE_STEPS:
        return "Robots move 1 or 2 bays: name how many."
    return None


# --- Swap

def movable_reason(g, bay: int, who: str, verb: str = "swap") -> str | None:
    """Why the module in `bay` may not move (None: it may). `who` is "swap" (a plain
    Swap), "role" (a role ability) or "stack" (Re-Sequence's exchange with a stack), as
    `robots_stay` tells apart; `verb` says what the player meant to do with it."""
    if g.locked[bay]:
        return _MODULE_LOCKED[bay]
    if g.mod[bay] is None:
        return _NO_MODULE[verb][bay]
    if g.rob[bay] is not None and robots_stay(g, who):
        if who == "role":
            name = g._roles[g.roles[g.active]].name
            return f"The module in bay {bay + 1} carries a robot: {name}'s ability leaves it."
        return (f"The module in bay {bay + 1} carries a robot: swap it only with another "
                "robot's module.")
    return None


def robots_stay(g, who: str) -> bool:
    """Override: a module that carries a robot moves only with the robots' own options,
    with Free Robot Swap also by a plain Swap, never by a role ability."""
    return g.override and who != "stack" and (
        who == "role" or "free_robot_swap" not in g.setup.difficulty)


def movable(g, who: str) -> list[int]:
    """The bays (indexes) whose module `movable_reason` lets move, listed once per state.
    It refuses every empty bay, so only the bays holding a module are asked."""
    # `robots_stay` is the only way `who` changes the answer.
    key = "movable, robots stay" if g.override and robots_stay(g, who) else "movable"
    memo = g._memo
    if memo is None:
        memo = g._memo = {}
    found = memo.get(key)
    if found is None:
        found = memo[key] = [b for b in board.deployed(g.mod)
                             if movable_reason(g, b, who) is None]
    return found


def swap_pair_reason(a: int, b: int) -> str | None:
    """Double Ring: a Swap stays in one ring, or crosses it between two bays side by side
    (bay indexes a < b)."""
    if board.ring_of(a) == board.ring_of(b) or b - a == 12:
        return None
    return (f"Bays {a + 1} and {b + 1} are in different rings: across the rings, a Swap "
            f"takes two bays side by side, like {a + 1} and {a + 13}.")


_DOUBLE_RING_PAIRS = frozenset((a, b) for a in range(24) for b in range(a + 1, 24)
                               if swap_pair_reason(a, b) is None)
"""The pairs `swap_pair_reason` allows, asked once rather than for every pair of every
position."""


def swap_pairs(g) -> list[tuple[int, int]]:
    bays = movable(g, "swap")
    if g.nbays == 12:
        return list(combinations([b + 1 for b in bays], 2))
    return [(a + 1, b + 1) for a, b in combinations(bays, 2) if (a, b) in _DOUBLE_RING_PAIRS]


def swap_reason(g, args: tuple[int, ...]) -> str | None:
    if not args:
        pairs = swap_pairs(g)
        if pairs:
            return (f"The modules in bays {pairs[0][0]} and {pairs[0][1]} can be swapped, so "
                    "the Swap command must swap two.")
        return None
    if len(args) != 2:
        return "A Swap names the two bays whose modules change places."
    reason = (board.bays_refusal(g.nbays, args, "to swap") or movable_reason(g, args[0] - 1, "swap")
              or movable_reason(g, args[1] - 1, "swap"))
    if reason is None and g.nbays == 24:
        return swap_pair_reason(args[0] - 1, args[1] - 1)
    return reason


def blueprint_bays(g) -> list[int]:
    return [b for b in range(g.nbays) if blueprint_reason(g, b) is None]


def blueprint_reason(g, bay: int) -> str | None:
    if g.locked[bay]:
        return _BLUEPRINT_LOCKED[bay]
    return None


def blueprint_pairs(g) -> list[tuple[int, int]]:
    free = [b + 1 for b in blueprint_bays(g)]
    if g.nbays == 12:
        return list(combinations(free, 2))
    return [(a, b) for a, b in combinations(free, 2)
            if board.ring_of(a - 1) == board.ring_of(b - 1)]


def blueprint_swap_reason(g, args: tuple[int, ...]) -> str | None:
    name = g._roles[g.roles[g.active]].name
    if len(args) != 2:
        return f"{name}'s ability swaps two blueprints: name their two bays."
    reason = (board.bays_refusal(g.nbays, args, "to swap") or blueprint_reason(g, args[0] - 1)
              or blueprint_reason(g, args[1] - 1))
    if reason is None and board.ring_of(args[0] - 1) != board.ring_of(args[1] - 1):
        return f"{name}'s ability swaps two blueprints of one ring."
    return reason


def cycles_of_three(g) -> list[tuple[int, int, int]]:
    bays = [b + 1 for b in movable(g, "role")]
    double = g.nbays == 24
    return [t for a, b, c in combinations(bays, 3)
            if not double or board.ring_of(a - 1) == board.ring_of(c - 1)
            for t in ((a, b, c), (a, c, b))]


def cycle_three_reason(g, args: tuple[int, ...]) -> str | None:
    name = g._roles[g.roles[g.active]].name
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
        reason = movable_reason(g, number - 1, "role")
        if reason is not None:
            return reason
    if len({board.ring_of(a - 1) for a in args}) > 1:
        return f"{name}'s ability moves 3 modules of one ring."
    return None


def stacks_to_use(g) -> list[int]:
    return [i + 1 for i, s in enumerate(g.stacks) if s]


def stack_reason(g, number: int) -> str | None:
    if not 1 <= number <= len(g.stacks):
        count = len(g.stacks)
        return f"There is no stack {number}: there {'is one' if count == 1 else f'are {count}'}."
    if not g.stacks[number - 1]:
        return f"Stack {number} is empty."
    return None


def stack_exchanges(g, who: str) -> list[tuple[int, int]]:
    """(bay, stack) pairs of an exchange with a stack's top: Oren's ability ("role") or
    Re-Sequence's Swap option ("stack")."""
    stacks = stacks_to_use(g)
    return [(b + 1, s) for b in movable(g, who) for s in stacks]


def stack_exchange_reason(g, args: tuple[int, ...], who: str) -> str | None:
    if len(args) != 2:
        return "An exchange with a stack names a bay and a stack."
    bay, stack = args
    return (board.bay_number_refusal(g.nbays, bay) or movable_reason(g, bay - 1, who, "exchange")
            or stack_reason(g, stack))


def robot_bay_reason(g, bay: int) -> str | None:
    if g.rob[bay] is None:
        return _NO_ROBOT[bay]
    if g.locked[bay]:
        return _ROBOT_LOCKED[bay]
    return None


def robot_pairs(g) -> list[tuple[int, int]]:
    robots = [b + 1 for b in range(12) if robot_bay_reason(g, b) is None]
    return list(combinations(robots, 2))


def robot_swap_reason(g, args: tuple[int, ...]) -> str | None:
    if len(args) != 2:
        return "A robot swap names the two bays whose robots change places."
    return (board.bays_refusal(g.nbays, args, "to swap") or robot_bay_reason(g, args[0] - 1)
            or robot_bay_reason(g, args[1] - 1))


# --- Rotate

def rotate_reason(g, args: tuple[int, ...], steps: int | None) -> str | None:
    """A Rotate's steps (1 or 2; Sol's ability: 3) and, on a Double Ring, its ring."""
    if g.nbays == 24:
        if len(args) != 2 or args[1] not in board.RINGS:
            return "Double Ring: a Rotate names its steps and its ring, 1 (inner) or 2 (outer)."
    elif len(args) != 1:
        return "A Rotate names how many bays every unlocked module moves."
    if steps is not None:
        if args[0] != steps:
            name = g._roles[g.roles[g.active]].name
            return f"{name}'s ability moves every unlocked module {steps} bays."
    elif args[0] not in ROTATE_STEPS:
        return "A Rotate moves every unlocked module 1 or 2 bays."
    return None


def rotate_single_reason(g, args: tuple[int, ...]) -> str | None:
    name = g._roles[g.roles[g.active]].name
    if len(args) != 2:
        return f"{name}'s ability moves one module: choose the module, then 1 or 2 bays."
    bay, steps = args
    reason = board.bay_number_refusal(g.nbays, bay) or movable_reason(g, bay - 1, "role", "move")
    if reason is None and steps not in ROTATE_STEPS:
        return f"{name}'s ability moves the module 1 or 2 free bays."
    return reason


# ====================================================================== the listing

def state_memo(g) -> dict:
    """What the listing worked out about the game's current state (its groups, the movable
    modules...), asked again and again while one decision is listed, counted or played.
    The game drops it whenever its state changes (apply, undo, a position set); a clone
    shares it until either of them moves."""
    memo = g._memo
    if memo is None:
        memo = g._memo = {}
    return memo


class HandPlan(NamedTuple):
    """What a hand can play, worked out once per hand.

    options: (cards, command, args key) for each card and each command it shows, then each
    3-card substitute wild and each substitutable command (the pairs `cards_reason`
    allows). Plays sharing an args key share their argument lists. keys: the distinct args
    keys in first-seen order; key_index: the position in `keys` of each option's key. For
    one ring without variants, plain_counts gives how many argument tuples each key has,
    -1 where that depends on the board (the `board_keys`, as (index, command, sub)).
    """

    options: tuple[tuple[tuple[str, ...], str, tuple[str, bool]], ...]
    keys: tuple[tuple[str, bool], ...]
    key_index: tuple[int, ...]
    plain_counts: tuple[int, ...]
    board_keys: tuple[tuple[int, str, bool], ...]


PLANS: dict[tuple[tuple[str, ...], bool], HandPlan] = {}


def hand_plan(hand: list[str], sub_matters: bool) -> HandPlan:
    """The `HandPlan` of a hand; `sub_matters`: a substitute Lock has its own args (a
    malfunction requires one). Hands repeat constantly in playouts, hence the cache, kept
    under the hand as dealt so a hit needs no sort (the plan depends only on the cards)."""
    found = PLANS.get((tuple(hand), sub_matters))
    if found is not None:
        return found
    key = tuple(sorted(hand))
    candidates = [(kind,) for kind in sorted(set(hand))]
    if len(hand) == 3:  # the usual case: the whole hand is the only substitute
        candidates.append(key)
    elif len(hand) > 3:
        candidates += sorted(set(combinations(key, 3)))
    pairs = [(cards, cmd) for cards in candidates for cmd in COMMANDS
             if cards_reason(hand, cards, cmd) is None]
    options = tuple((cards, cmd, (cmd, sub_matters and cmd == "lock" and len(cards) == 3))
                    for cards, cmd in pairs)
    keys = tuple(dict.fromkeys(k for _, _, k in options))
    found = PLANS[tuple(hand), sub_matters] = HandPlan(
        options, keys, tuple(keys.index(k) for _, _, k in options),
        tuple(_FIXED_COUNTS.get(cmd, -1) for cmd, _ in keys),
        tuple((i, cmd, sub) for i, (cmd, sub) in enumerate(keys) if cmd not in _FIXED_COUNTS))
    return found


def groups(g) -> list[tuple]:
    """Legal plays grouped by (cards, command):
    (cards, cmd, (plain args, role args, [(args, option)]), hold options, verifiers).
    Every combination of one args entry, one hold option and one verifier is a Play
    (a "cycle" option takes no holds). `state_memo(g)["group_ends"]` holds the running
    total of plays up to the end of each group."""
    memo = state_memo(g)
    found = memo.get("groups")
    if found is not None:
        return found
    hand = g.hands[g.active]
    options = hand_plan(hand, g._sub_matters).options
    ability = None if g.roles_used[g.active] else g._roles[g.roles[g.active]].ability
    seats = verifiers(g)
    variant_modes = g.resequence or g.override
    variants: dict[tuple[str, bool], tuple] = {}
    counts: dict[tuple[str, bool], int] = {}
    for _, cmd, key in options:
        if key not in variants:
            sub = key[1]
            plain = plain_args(g, cmd, sub)
            with_role = (role_args(g, cmd, sub, ability)
                         if ability and cmd in role_commands(g) else [])
            extra = option_args(g, cmd) if variant_modes else []
            variants[key] = (plain, with_role, extra)
            counts[key] = (len(plain) + len(with_role) + len(extra)) * len(seats)
    if "platform_hold" in hand:
        out = [(cards, cmd, variants[key], hold_options(g, hand, cards, cmd), seats)
               for cards, cmd, key in options]
        sizes = [counts[key] * len(out[i][3]) for i, (_, _, key) in enumerate(options)]
    else:
        out = [(cards, cmd, variants[key], NO_HOLDS, seats) for cards, cmd, key in options]
        sizes = [counts[key] for _, _, key in options]
    memo["group_ends"] = list(accumulate(sizes))
    memo["groups"] = out
    return out


def plays(g) -> list[Play]:
    out: list[Play] = []
    for cards, cmd, (plain, with_role, extra), holds, seats in groups(g):
        for h in holds:
            for v in seats:
                out += [Play(cards, cmd, a, False, v, h) for a in plain]
                out += [Play(cards, cmd, a, True, v, h) for a in with_role]
                out += [Play(cards, cmd, a, False, v, h if o != "cycle" else (), o)
                        for a, o in extra if o != "cycle" or not h]
    return out
