"""Uniformly random legal actions for playouts, without building the list of plays.

`simulate` and the solver's Monte Carlo playouts spend most of their time picking random
plays. Both ways here take the legal plays from the rule walk (legal.py) and number them
exactly as its groups list them (group by group, plain args then role args then variant
options, holds and verifiers inside), so a given draw from the rng always gives the same
play, whichever way computed it:

- the grouped way builds every group (any mode, any hand);
- the quick way, for the common case (one ring, no Override or Re-Sequence, 1-2 players,
  no Platform/Hold in hand), only counts the plays of each command from the walk's own
  lists of movable bays, lockable sets and role arguments (the `count` of the rule walk's
  PLAIN and ABILITIES tables), and builds the argument list of the one command picked.

Tests check that both ways agree, and that every pick is a member of `legal_actions()`.
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate

from game.engines.assembly.actions import Action, Ask, Play
from game.engines.assembly.legal import (
    ABILITIES,
    ONE_RING_FIXED_ARGS,
    PLAIN,
    PLANS,
    groups,
    hand_plan,
    legal_actions,
    state_memo,
)
from game.engines.assembly.rules.commands import role_commands
from game.engines.assembly.rules.turn_order import ask_seats


def random_action(g, rng) -> Action:
    """A uniformly random legal action (a play or a question, or any open choice), without
    building the list of plays (`Game.random_action` is this very function).

    The pick is uniform over plays up to the rare Re-Sequence "cycle" option, whose hold
    combinations collapse into one play.
    """
    hand = g.hands[g.active]
    if g.choice is not None or g.outcome is not None or not hand:
        action = rng.choice(legal_actions(g))
    elif g._quick_setup and "platform_hold" not in hand:
        action = random_quick(g, rng, hand)
    else:
        action = random_grouped(g, rng)
    g._trusted = action  # built from this very state: apply() need not look it up
    return action


# ---------------------------------------------------------------------- shared

def _ask_count(g) -> int:
    if g.players > 1 and g.asked is None:
        return len(ask_seats(g)) * len(g._askable)
    return 0


def _ask_at(g, index: int) -> Ask:
    """The question at `index` in legal_actions() order: by seat, then by command."""
    commands = g._askable
    return Ask(ask_seats(g)[index // len(commands)], commands[index % len(commands)])


# ---------------------------------------------------------------------- grouped way

def random_grouped(g, rng) -> Action:
    found = groups(g)
    ends = state_memo(g)["group_ends"]
    n_asks = _ask_count(g)
    pick = rng.below(n_asks + ends[-1])
    if pick < n_asks:
        return _ask_at(g, pick)
    pick -= n_asks
    k = bisect_right(ends, pick)
    cards, cmd, (plain, with_role, extra), holds, verifiers = found[k]
    if k:
        pick -= ends[k - 1]
    i, rest = divmod(pick, len(holds) * len(verifiers))
    h, v = holds[rest // len(verifiers)], verifiers[rest % len(verifiers)]
    if i < len(plain):
        return Play(cards, cmd, plain[i], False, v, h)
    i -= len(plain)
    if i < len(with_role):
        return Play(cards, cmd, with_role[i], True, v, h)
    args, opt = extra[i - len(with_role)]
    return Play(cards, cmd, args, False, v, h if opt != "cycle" else (), opt)


# ---------------------------------------------------------------------- quick way

def random_quick(g, rng, hand: list[str]) -> Action:
    plan = PLANS.get((tuple(hand), g._sub_matters)) or hand_plan(hand, g._sub_matters)
    counts = list(plan.plain_counts)
    listed: list[list | None] = [None] * len(counts)
    for i, cmd, sub in plan.board_keys:
        choices, _, count = PLAIN[cmd]
        if count is None:
            found = listed[i] = choices(g, sub)
            counts[i] = len(found)
        else:
            counts[i] = count(g)
    role_listed: dict[int, list | None] = {}
    ability = None if g.roles_used[g.active] else g._roles[g.roles[g.active]].ability
    if ability:
        allowed = role_commands(g)
        role_choices, _, role_count = ABILITIES[ability]
        for i, (cmd, sub) in enumerate(plan.keys):
            if cmd in allowed:
                if role_count is None:
                    found = role_listed[i] = role_choices(g, sub)
                    counts[i] += len(found)
                else:
                    role_listed[i] = None  # listed only if picked
                    counts[i] += role_count(g)
    ends = list(accumulate(map(counts.__getitem__, plan.key_index)))
    n_asks = _ask_count(g) if g.players > 1 else 0
    pick = rng.below(n_asks + ends[-1])
    if pick < n_asks:
        return _ask_at(g, pick)
    pick -= n_asks
    k = bisect_right(ends, pick)
    cards, cmd, (_, sub) = plan.options[k]
    if k:
        pick -= ends[k - 1]
    key = plan.key_index[k]
    plain = listed[key]
    if plain is None:
        plain = ONE_RING_FIXED_ARGS.get(cmd) or PLAIN[cmd].choices(g, sub)
    if pick < len(plain):
        return Play(cards, cmd, plain[pick], False, -1, ())
    with_role = role_listed[key]
    if with_role is None:
        with_role = ABILITIES[ability].choices(g, sub)
    return Play(cards, cmd, with_role[pick - len(plain)], True, -1, ())
