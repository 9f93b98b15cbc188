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

from collections.abc import Callable
from itertools import accumulate, combinations
from typing import TYPE_CHECKING, NamedTuple

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
from game.engines.assembly.rules import commands, deploying, locking, platform_hold
from game.engines.assembly.rules.verifying import verifier_refusal, verifiers
from game.engines.common.wording import article, listing

if TYPE_CHECKING:
    from game.engines.assembly.game import Game


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
        reason = commands.role_refusal(g, p.command)
        if reason is not None:
            return reason
        ability = g._roles[g.roles[g.active]].ability
    reason = verifier_refusal(g, p.verifier)
    if reason is not None:
        return reason
    if p.holds:
        reason = platform_hold.holds_refusal(g, hand, p.cards, p.command, p.holds, p.option)
        if reason is not None:
            return reason
    if p.option:
        return (commands.option_refusal(g, p.command, p.option, p.role)
                or commands.option_args_refusal(g, p.command, p.option, p.args))
    sub = g._sub_matters and len(p.cards) == 3
    arguments = PLAIN[p.command] if ability is None else ABILITIES[ability]
    return arguments.refusal(g, p.args, sub)


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


# ---------------------------------------------------------------------- arguments

class Arguments(NamedTuple):
    """How the arguments of one command's plays, or of one role ability's, are listed and
    refused (`sub`: paid by a substitute wild, when a malfunction makes that matter)."""

    choices: Callable[[Game, bool], list[tuple[int, ...]]]
    refusal: Callable[[Game, tuple[int, ...], bool], str | None]
    count: Callable[[Game], int] | None = None
    """How many choices there are on one ring, counted without listing them (random_play's
    quick way); None: list them."""


_ROTATE = Arguments(lambda g, sub: commands.rotate_args(g),
                    lambda g, args, sub: commands.rotate_refusal(g, args))
PLAIN: dict[str, Arguments] = {
    "deploy": Arguments(lambda g, sub: deploying.deploy_args(g),
                        lambda g, args, sub: deploying.deploy_refusal(g, args)),
    "lock": Arguments(lambda g, sub: locking.lock_sets(g, sub, False),
                      lambda g, args, sub: locking.lock_refusal(g, args, sub, False)),
    "swap": Arguments(lambda g, sub: commands.swap_args(g),
                      lambda g, args, sub: commands.swap_refusal(g, args), commands.swap_count),
    "rotate_cw": _ROTATE,
    "rotate_acw": _ROTATE,
    "hold": Arguments(lambda g, sub: platform_hold.DISCARD_ARGS,
                      lambda g, args, sub: platform_hold.discard_refusal(g, args)),
}
"""Each command's plain plays: no role ability, no variant option."""
ABILITIES: dict[str, Arguments] = {
    "swap_blueprints": Arguments(lambda g, sub: commands.blueprint_pairs(g),
                                 lambda g, args, sub: commands.blueprint_swap_refusal(g, args),
                                 commands.blueprint_pair_count),
    "swap_three": Arguments(lambda g, sub: commands.cycles_of_three(g),
                            lambda g, args, sub: commands.cycle_three_refusal(g, args),
                            commands.cycle_count),
    "swap_stack": Arguments(lambda g, sub: commands.stack_exchanges(g, "role"),
                            lambda g, args, sub: commands.stack_exchange_refusal(g, args, "role"),
                            commands.stack_exchange_count),
    "lock_three": Arguments(lambda g, sub: locking.lock_sets(g, sub, True),
                            lambda g, args, sub: locking.lock_refusal(g, args, sub, True)),
    "deploy_choose": Arguments(lambda g, sub: deploying.deploy_choices(g),
                               lambda g, args, sub: deploying.deploy_choose_refusal(g, args),
                               lambda g: len(deploying.deploy_choices(g))),
    "rotate_single": Arguments(lambda g, sub: commands.single_rotations(g),
                               lambda g, args, sub: commands.rotate_single_refusal(g, args),
                               commands.single_rotation_count),
    "rotate_three": Arguments(lambda g, sub: commands.three_step_rotations(g),
                              lambda g, args, sub: commands.rotate_refusal(g, args, 3),
                              lambda g: 1),
}
"""Each role ability's plays (it replaces its command's effect)."""
ONE_RING_FIXED_ARGS: dict[str, list[tuple[int, ...]]] = {
    "deploy": deploying.DEPLOY_ARGS, "hold": platform_hold.DISCARD_ARGS,
    "rotate_cw": commands.ROTATE_ARGS, "rotate_acw": commands.ROTATE_ARGS}
"""The argument lists of the commands whose plain plays do not depend on the board (one
ring): what PLAIN lists for them."""
_FIXED_COUNTS = {cmd: len(args) for cmd, args in ONE_RING_FIXED_ARGS.items()}


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
            plain = PLAIN[cmd].choices(g, sub)
            with_role = (ABILITIES[ability].choices(g, sub)
                         if ability and cmd in commands.role_commands(g) else [])
            extra = commands.option_args(g, cmd) if variant_modes else []
            variants[key] = (plain, with_role, extra)
            counts[key] = (len(plain) + len(with_role) + len(extra)) * len(seats)
    if "platform_hold" in hand:
        out = [(cards, cmd, variants[key], platform_hold.hold_options(g, hand, cards, cmd),
                seats)
               for cards, cmd, key in options]
        sizes = [counts[key] * len(out[i][3]) for i, (_, _, key) in enumerate(options)]
    else:
        out = [(cards, cmd, variants[key], platform_hold.NO_HOLDS, seats)
               for cards, cmd, key in options]
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
