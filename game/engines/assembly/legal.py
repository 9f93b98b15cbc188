"""Which actions are legal: enumeration of plays (grouped, for speed) and the lock rules.

A mixin of Game, kept apart because it is the biggest rules surface: Commands, Role Cards,
Locking Bays (with malfunction requirements, robots and Re-Sequence order) and the variant
options all meet here. `Game.legal_actions()` and `Game.apply()` both rely on `_groups`.
"""

from __future__ import annotations

from itertools import accumulate, combinations
from typing import NamedTuple

from game.engines.assembly import board
from game.engines.assembly.actions import (
    CARD_COMMANDS,
    COMMANDS,
    SUBSTITUTE_COMMANDS,
    Action,
    Ask,
    Choose,
    Draw,
    Play,
)
from game.engines.assembly.rules.locking import lock_sets

_NO_HOLDS: list[tuple[int, ...]] = [()]
_ROTATE_ARGS = [(1,), (2,)]
_ROTATE_ARGS_RINGS = [(1, 1), (1, 2), (2, 1), (2, 2)]


class HandPlan(NamedTuple):
    """What a hand can play, worked out once per hand.

    options: (cards, command, args key) for each card and each command it shows, then each
    3-card substitute wild and each substitutable command. Plays sharing an args key share
    their argument lists. keys: the distinct args keys in first-seen order; key_index: the
    position in `keys` of each option's key. For one ring without variants, plain_counts
    gives how many argument tuples each key has, -1 where that depends on the board (the
    `board_keys`, as (index, command, sub)).
    """

    options: tuple[tuple[tuple[str, ...], str, tuple[str, bool]], ...]
    keys: tuple[tuple[str, bool], ...]
    key_index: tuple[int, ...]
    plain_counts: tuple[int, ...]
    board_keys: tuple[tuple[int, str, bool], ...]


# Argument tuples of the commands whose plain form does not depend on the board (one ring).
ONE_RING_FIXED_ARGS: dict[str, list[tuple[int, ...]]] = {
    "deploy": [()], "hold": [()], "rotate_cw": _ROTATE_ARGS, "rotate_acw": _ROTATE_ARGS}
_FIXED_COUNTS = {cmd: len(args) for cmd, args in ONE_RING_FIXED_ARGS.items()}


PLANS: dict[tuple[tuple[str, ...], bool], HandPlan] = {}


def hand_plan(hand: list[str], sub_matters: bool) -> HandPlan:
    """The `HandPlan` of a hand; `sub_matters`: a substitute Lock has its own args (a
    malfunction requires one). Hands repeat constantly in playouts, hence the cache, kept
    under the hand as dealt so a hit needs no sort (the plan depends only on the cards)."""
    found = PLANS.get((tuple(hand), sub_matters))
    if found is not None:
        return found
    key = tuple(sorted(hand))
    pairs: list[tuple[tuple[str, ...], str]] = []
    for kind in sorted(set(hand)):
        for cmd in CARD_COMMANDS[kind]:
            pairs.append(((kind,), cmd))
    if len(hand) == 3:  # the usual case: the whole hand is the only substitute
        pairs += [(key, cmd) for cmd in SUBSTITUTE_COMMANDS]
    elif len(hand) > 3:
        for combo in sorted(set(combinations(key, 3))):
            pairs += [(combo, cmd) for cmd in SUBSTITUTE_COMMANDS]
    options = tuple((cards, cmd, (cmd, sub_matters and cmd == "lock" and len(cards) == 3))
                    for cards, cmd in pairs)
    keys = tuple(dict.fromkeys(k for _, _, k in options))
    found = PLANS[tuple(hand), sub_matters] = HandPlan(
        options, keys, tuple(keys.index(k) for _, _, k in options),
        tuple(_FIXED_COUNTS.get(cmd, -1) for cmd, _ in keys),
        tuple((i, cmd, sub) for i, (cmd, sub) in enumerate(keys) if cmd not in _FIXED_COUNTS))
    return found


class LegalMoves:
    # ------------------------------------------------------------------ legal actions

    def _compute_legal(self) -> list[Action]:
        if self.outcome is not None:
            return []
        if self.choice is not None:
            return [Choose(o) for o in self.choice["options"]]
        hand = self.hands[self.active]
        if not hand:
            return [Draw()]
        out: list[Action] = []
        if self.players > 1 and self.asked is None:
            for seat in range(self.players):
                if seat != self.active:
                    out += [Ask(seat, c) for c in self._askable_commands()]
        out += self._plays()
        return out

    def _is_legal(self, action) -> bool:
        """Membership in legal_actions(), checked without building the whole list."""
        if self._legal is not None:
            return action in self._legal
        if not isinstance(action, Play) or self.choice is not None or not self.hands[self.active]:
            return action in self.legal_actions()
        for cards, cmd, (plain, with_role, extra), holds, verifiers in self._groups():
            if cards == action.cards and cmd == action.command:
                if action.verifier not in verifiers:
                    return False
                if action.option:
                    if action.role or (action.args, action.option) not in extra:
                        return False
                elif action.args not in (with_role if action.role else plain):
                    return False
                return action.holds in holds if action.option != "cycle" else not action.holds
        return False

    def _askable_commands(self) -> tuple[str, ...]:
        if self.setup.mode == "base":
            return SUBSTITUTE_COMMANDS
        return COMMANDS

    def _verifiers(self) -> list[int]:
        if self.players == 1:
            return [-1]
        if self.players == 2:
            return [-1]
        if self.asked is not None and self.setup.verification == "advanced":
            return [self.asked["seat"]]
        return [s for s in range(self.players) if s != self.active]

    def _groups(self) -> list[tuple]:
        """Legal plays grouped by (cards, command):
        (cards, cmd, (plain args, role args, [(args, option)]), hold options, verifiers).
        Every combination of one args entry, one hold option and one verifier is a Play.
        `_group_ends` holds the running total of plays up to the end of each group."""
        if self._groups_cache is not None:
            return self._groups_cache
        hand = self.hands[self.active]
        options = hand_plan(hand, self._sub_matters).options
        role_id = None if self.roles_used[self.active] else self.roles[self.active]
        role = self._roles[role_id] if role_id else None
        verifiers = self._verifiers()
        variant_modes = self.resequence or self.override
        variants: dict[tuple[str, bool], tuple] = {}
        counts: dict[tuple[str, bool], int] = {}
        for _, cmd, key in options:
            if key not in variants:
                sub = key[1]
                plain = self._args(cmd, sub, None)
                with_role = (self._args(cmd, sub, role.ability)
                             if role and cmd.startswith(role.command) else [])
                extra = self._variant_args(cmd) if variant_modes else []
                variants[key] = (plain, with_role, extra)
                counts[key] = (len(plain) + len(with_role) + len(extra)) * len(verifiers)
        if "platform_hold" in hand:
            out = [(cards, cmd, variants[key], self._hold_options(hand, cards, cmd), verifiers)
                   for cards, cmd, key in options]
            sizes = [counts[key] * len(out[i][3]) for i, (_, _, key) in enumerate(options)]
        else:
            out = [(cards, cmd, variants[key], _NO_HOLDS, verifiers)
                   for cards, cmd, key in options]
            sizes = [counts[key] for _, _, key in options]
        self._group_ends = list(accumulate(sizes))
        self._groups_cache = out
        return out

    def _hold_options(self, hand: list[str], cards: tuple[str, ...], cmd: str
                      ) -> list[tuple[int, ...]]:
        """Which bays the Platform/Hold cards left in hand may cover during a Rotate."""
        n_holds = hand.count("platform_hold") - cards.count("platform_hold")
        if n_holds <= 0 or not cmd.startswith("rotate"):
            return _NO_HOLDS
        free = [b + 1 for b in range(self.nbays) if not self.locked[b]]
        holds: list[tuple[int, ...]] = [()]
        for k in range(1, n_holds + 1):
            holds += list(combinations(free, k))
        return holds

    def _plays(self) -> list[Play]:
        out: list[Play] = []
        for cards, cmd, (plain, with_role, extra), holds, verifiers in self._groups():
            for h in holds:
                for v in verifiers:
                    out += [Play(cards, cmd, a, False, v, h) for a in plain]
                    out += [Play(cards, cmd, a, True, v, h) for a in with_role]
                    out += [Play(cards, cmd, a, False, v, h if o != "cycle" else (), o)
                            for a, o in extra if o != "cycle" or not h]
        return out

    def _args(self, cmd: str, sub: bool, ability: str | None) -> list[tuple[int, ...]]:
        """Argument tuples for `cmd` (normal effect, or the role `ability`)."""
        nb, mod, locked = self.nbays, self.mod, self.locked
        double = self.nbays == 24
        if cmd == "deploy":
            if ability == "deploy_choose":
                if not any(self.stacks):
                    return []
                return [(b + 1,) for b in range(nb) if mod[b] is None and not locked[b]]
            return [(1,), (2,)] if double else [()]
        if cmd == "lock":
            return lock_sets(self, sub, ability == "lock_three")
        if cmd == "swap":
            movable = [b for b, m, lk in zip(range(nb), mod, locked, strict=True)
                       if m is not None and not lk]
            if self.override and ability is not None:
                movable = [b for b in movable if self.rob[b] is None]
            # One ring (the usual case) needs no same-ring filter, so C builds the lists.
            if ability == "swap_blueprints":
                free = [b + 1 for b in range(nb) if not locked[b]]
                if not double:
                    return list(combinations(free, 2))
                return [(a, b) for a, b in combinations(free, 2)
                        if board.ring_of(a - 1) == board.ring_of(b - 1)]
            if ability == "swap_three":
                return [t for a, b, c in combinations([b + 1 for b in movable], 3)
                        if not double or board.ring_of(a - 1) == board.ring_of(c - 1)
                        for t in ((a, b, c), (a, c, b))]
            if ability == "swap_stack":
                stacks = [i + 1 for i, s in enumerate(self.stacks) if s]
                return [(b + 1, s) for b in movable for s in stacks]
            if self.override and "free_robot_swap" not in self.setup.difficulty:
                movable = [b for b in movable if self.rob[b] is None]
            if double:
                pairs = [(a + 1, b + 1) for a, b in combinations(movable, 2)
                         if board.ring_of(a) == board.ring_of(b) or b - a == 12]
            else:
                pairs = list(combinations([b + 1 for b in movable], 2))
            return pairs or [()]
        if cmd in ("rotate_cw", "rotate_acw"):
            rings = [(1,), (2,)] if double else [()]
            if ability == "rotate_single":
                movable = [b for b in range(nb) if mod[b] is not None and not locked[b]
                           and (not self.override or self.rob[b] is None)]
                return [(b + 1, s) for b in movable for s in (1, 2)]
            if ability == "rotate_three":
                return [(3,) + r for r in rings]
            return _ROTATE_ARGS_RINGS if double else _ROTATE_ARGS
        return [()]  # hold on its own: discarded for no effect

    def _variant_args(self, cmd: str) -> list[tuple[tuple[int, ...], str]]:
        """The extra Swap and Rotate options of Override and Re-Sequence."""
        out = []
        if self.override and cmd in ("swap", "rotate_cw", "rotate_acw"):
            robots = [b for b in range(12) if self.rob[b] is not None and not self.locked[b]]
            if cmd == "swap":
                pairs = [(a + 1, b + 1) for a, b in combinations(robots, 2)]
                out += [(p, o) for o in ("robots", "robots_only") for p in pairs]
            else:
                out += [((s,), o) for o in ("robots", "robots_only") for s in (1, 2)]
        if self.resequence:
            out += self._resequence_args(cmd)
        return out

    def _resequence_args(self, cmd: str) -> list[tuple[tuple[int, ...], str]]:
        if cmd == "swap":
            movable = [b for b in range(12) if self.mod[b] is not None and not self.locked[b]]
            stacks = [i + 1 for i, s in enumerate(self.stacks) if s]
            return [((b + 1, s), "stack") for b in movable for s in stacks]
        if cmd in ("rotate_cw", "rotate_acw"):
            return [((), "cycle")]
        return []
