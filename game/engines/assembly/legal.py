"""The one rule walk: what the pending decision allows, and why an action is not allowed.

Every decision kind names the actions that answer it, lists its choices and refuses an
action through the conditions of the rule modules that own them (rules/: each condition is
a function returning None or the sentence why not, in printed names: cards and commands by
name, "bay 3", "Player 2", roles by name; and each listing keeps exactly what those
functions allow). `legal_actions(g)`, `why_not(g, action)` and `Game.apply`'s RuleError all
come from here. An action of another decision kind is refused with what the pending
decision asks for first.

A play is refused in the order a player would check it: the cards held and the command
they show (turn_order), the role (commands), the verifier (verifying), the Platform/Hold
cards (platform_hold), the variant option (commands), then the command's arguments, by the
section that owns the command or the role ability (PLAIN, ABILITIES).

Plays are listed group by group (`groups`): one group per card (or 3-card substitute) and
command the hand allows, holding the argument lists the board allows (plain, with the role
ability, the variant options), the Platform/Hold cover sets and the verifiers; every
combination of one of each is a legal Play. Bots score the groups without building the
Plays (`Game.play_groups`), and random_play.py counts them.

Bays are numbered 1-24 in actions and sentences, indexed 0-23 in the state.

>>> from pathlib import Path
>>> from game.engines.assembly import Setup, load_content, new_game
>>> game = new_game(Setup(1, 1), load_content(Path(__file__).resolve().parents[3] / "levels"))
>>> why_not(game, Draw())
'You can only draw on a turn when your hand is empty.'
>>> why_not(game, Ask(1, "swap"))
'In a solo game there is nobody to ask.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate, combinations
from typing import TYPE_CHECKING, Any, NamedTuple

from game.engines.assembly.actions import COMMANDS, Action, Ask, Choose, Draw, Play
from game.engines.assembly.rules import (
    commands,
    deploying,
    locking,
    platform_hold,
    turn_order,
    verifying,
)

if TYPE_CHECKING:
    from game.engines.assembly.game import Game

GAME_OVER = "The game is over."


@dataclass(frozen=True)
class Kind:
    """One decision kind: the actions that answer it, its choices and its refusal."""

    actions: tuple[type, ...]
    choices: Callable[[Game], list]
    refusal: Callable[[Game, Any], str | None]
    first: Callable[[Game, Any], str]
    """The sentence refusing an action of another kind: what this decision asks first."""


def play_refusal(g: Game, p: Play) -> str | None:
    """May the active player make play `p`? The first section's refusal that applies, in
    the order a player checks a play (see the module docstring)."""
    hand = g.hands[g.active]
    reason = turn_order.cards_refusal(hand, p.cards, p.command)
    if reason is not None:
        return reason
    ability = None
    if p.role:
        reason = commands.role_refusal(g, p.command)
        if reason is not None:
            return reason
        ability = g._roles[g.roles[g.active]].ability
    reason = verifying.verifier_refusal(g, p.verifier)
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


NOT_A_COMMAND = {Draw: "You can only draw on a turn when your hand is empty.",
                 Choose: "There is no open choice to answer."}

OPEN_CHOICE = Kind(
    # Every step's choice is answered alike, whichever section opened it (verifying's
    # manual override, platform_hold's cover, deploying's stack, a malfunction's bay...).
    (Choose,), turn_order.open_choices,
    lambda g, a: turn_order.choice_refusal(g, a.option),
    lambda g, a: f"First answer the open choice: {g.choice['prompt']}")
DRAW = Kind(
    (Draw,), lambda g: [Draw()], lambda g, a: None,
    lambda g, a: "Your hand is empty: the only thing to do this turn is draw.")
COMMAND = Kind(
    (Ask, Play), lambda g: turn_order.ask_choices(g) + plays(g),
    lambda g, a: play_refusal(g, a) if type(a) is Play else turn_order.ask_refusal(g, a),
    lambda g, a: NOT_A_COMMAND[type(a)])


def pending_kind(g: Game) -> Kind:
    """The kind of the decision the game waits for (the game is not over)."""
    if g.choice is not None:
        return OPEN_CHOICE
    if not g.hands[g.active]:
        return DRAW
    return COMMAND


def legal_actions(g: Game) -> list[Action]:
    """The choices of the pending decision (none once the game is over)."""
    if g.outcome is not None:
        return []
    return pending_kind(g).choices(g)


def why_not(g: Game, action: Action) -> str | None:
    """None when `action` (well formed) is legal now, else the sentence why not."""
    if g.outcome is not None:
        return GAME_OVER
    kind = pending_kind(g)
    if type(action) not in kind.actions:
        return kind.first(g, action)
    return kind.refusal(g, action)


# ---------------------------------------------------------------- a command's arguments

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


# ---------------------------------------------------------------- listing the plays

def state_memo(g: Game) -> dict:
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
    3-card substitute wild and each substitutable command (the pairs
    `turn_order.cards_refusal` allows). Plays sharing an args key share their argument
    lists. keys: the distinct args keys in first-seen order; key_index: the position in
    `keys` of each option's key. For one ring without variants, plain_counts gives how many
    argument tuples each key has, -1 where that depends on the board (the `board_keys`, as
    (index, command, sub)).
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
             if turn_order.cards_refusal(hand, cards, cmd) is None]
    options = tuple((cards, cmd, (cmd, sub_matters and cmd == "lock" and len(cards) == 3))
                    for cards, cmd in pairs)
    keys = tuple(dict.fromkeys(k for _, _, k in options))
    found = PLANS[tuple(hand), sub_matters] = HandPlan(
        options, keys, tuple(keys.index(k) for _, _, k in options),
        tuple(_FIXED_COUNTS.get(cmd, -1) for cmd, _ in keys),
        tuple((i, cmd, sub) for i, (cmd, sub) in enumerate(keys) if cmd not in _FIXED_COUNTS))
    return found


def groups(g: Game) -> list[tuple]:
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
    seats = verifying.verifiers(g)
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


def plays(g: Game) -> list[Play]:
    out: list[Play] = []
    for cards, cmd, (plain, with_role, extra), holds, seats in groups(g):
        for h in holds:
            for v in seats:
                out += [Play(cards, cmd, a, False, v, h) for a in plain]
                out += [Play(cards, cmd, a, True, v, h) for a in with_role]
                out += [Play(cards, cmd, a, False, v, h if o != "cycle" else (), o)
                        for a, o in extra if o != "cycle" or not h]
    return out
