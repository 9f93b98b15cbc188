"""Which actions are legal: enumeration of plays (grouped, for speed) and the lock rules.

A mixin of Game, kept apart because it is the biggest rules surface: Commands, Role Cards,
Locking Bays (with malfunction requirements, robots and Re-Sequence order) and the variant
options all meet here. `Game.legal_actions()` and `Game.apply()` both rely on `_groups`.
"""

from __future__ import annotations

from itertools import combinations

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

_NO_HOLDS: list[tuple[int, ...]] = [()]
_ROTATE_ARGS = [(1,), (2,)]
_ROTATE_ARGS_RINGS = [(1, 1), (1, 2), (2, 1), (2, 2)]


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
        Every combination of one args entry, one hold option and one verifier is a Play."""
        if self._groups_cache is not None:
            return self._groups_cache
        hand = self.hands[self.active]
        kinds = sorted(set(hand))
        options: list[tuple[tuple[str, ...], str]] = []
        for kind in kinds:
            for cmd in CARD_COMMANDS[kind]:
                options.append(((kind,), cmd))
        if len(hand) == 3:  # the usual case: the whole hand is the only substitute
            combo = tuple(sorted(hand))
            options += [(combo, cmd) for cmd in SUBSTITUTE_COMMANDS]
        elif len(hand) > 3:
            for combo in sorted(set(combinations(sorted(hand), 3))):
                options += [(combo, cmd) for cmd in SUBSTITUTE_COMMANDS]
        role_id = None if self.roles_used[self.active] else self.roles[self.active]
        role = self._roles[role_id] if role_id else None
        verifiers = self._verifiers()
        n_ph = hand.count("platform_hold")
        args_cache: dict[tuple[str, bool], tuple] = {}
        variant_modes = self.resequence or self.override
        out = []
        for cards, cmd in options:
            sub = len(cards) == 3
            key = (cmd, sub and cmd == "lock" and self._sub_matters)
            variants = args_cache.get(key)
            if variants is None:
                plain = self._args(cmd, sub, None)
                with_role = (self._args(cmd, sub, role.ability)
                             if role and cmd.startswith(role.command) else [])
                extra = self._variant_args(cmd) if variant_modes else []
                variants = args_cache[key] = (plain, with_role, extra)
            holds: list[tuple[int, ...]] = _NO_HOLDS
            if n_ph and cmd.startswith("rotate"):
                n_holds = n_ph - cards.count("platform_hold")
                if n_holds > 0:
                    free = [b + 1 for b in range(self.nbays) if not self.locked[b]]
                    holds = [()]
                    for k in range(1, n_holds + 1):
                        holds += list(combinations(free, k))
            out.append((cards, cmd, variants, holds, verifiers))
        self._groups_cache = out
        return out

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
            return self._lock_sets(sub, ability == "lock_three")
        if cmd == "swap":
            movable = [b for b in range(nb) if mod[b] is not None and not locked[b]]
            if self.override and ability is not None:
                movable = [b for b in movable if self.rob[b] is None]
            if ability == "swap_blueprints":
                free = [b for b in range(nb) if not locked[b]]
                return [(a + 1, b + 1) for a, b in combinations(free, 2)
                        if board.ring_of(a) == board.ring_of(b)]
            if ability == "swap_three":
                out = []
                for a, b, c in combinations(movable, 3):
                    if board.ring_of(a) == board.ring_of(c):
                        out += [(a + 1, b + 1, c + 1), (a + 1, c + 1, b + 1)]
                return out
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

    # ------------------------------------------------------------------ locking bays

    def _lock_sets(self, sub: bool, three: bool) -> list[tuple[int, ...]]:
        cands = [b for b in range(self.nbays)
                 if not self.locked[b] and self.mod[b] is not None and self.mod[b] == self.bp[b]]
        most = (2 if three else 1) if self.resequence else (3 if three else 2)
        out = []
        for k in range(1, min(most, len(cands)) + 1):
            if three and k < 3 and not self.resequence:
                continue  # the role only changes anything for a third bay
            if three and self.resequence and k < 2:
                continue
            for combo in combinations(cands, k):
                if self._lock_ok(combo, sub):
                    out.append(tuple(b + 1 for b in combo))
        if not out and not three:
            return [()]  # nothing can lock: the command runs with no effect
        return out

    def _lock_ok(self, bays: tuple[int, ...], sub: bool) -> bool:
        if self.resequence and not self._sequence_ok(bays):
            return False
        final = sum(self.locked) + len(bays) == self.nbays
        if self.override and not self._robots_ok(bays):
            return False
        for b in bays:
            mid = self._malf.get(b)
            req = self.content.malfunctions[mid].require if mid else None
            if req and not self._condition(req, b, bays, sub, final):
                return False
        return True

    def _robots_ok(self, bays: tuple[int, ...]) -> bool:
        """A robot locks only on a target bay of its colour, together with its module; an
        open target bay cannot lock without such a robot."""
        for b in bays:
            r = self.rob[b]
            wanted = {c for c, t in self.targets if t == b}
            if r is not None:
                if self.robot_colours[r] not in wanted:
                    return False
            elif wanted:
                return False
        return True

    def _sequence_ok(self, bays: tuple[int, ...]) -> bool:
        chosen = set(bays)
        starts = [b for b in bays
                  if not self.locked[(b - 1) % 12] and (b - 1) % 12 not in chosen]
        if any(self.locked):
            return not starts
        if "strict_sequence" in self.setup.difficulty and starts != [0]:
            return False
        return len(starts) == 1

    def _condition(self, cond: dict, bay: int, bays: tuple[int, ...], sub: bool,
                   final: bool) -> bool:
        kind = cond["kind"]
        if kind == "substitute_wild":
            return sub or (cond.get("unless_final", False) and final)
        if kind == "locked_at_least":
            return sum(self.locked) >= cond["count"]
        if kind == "lock_alone":
            return len(bays) == 1
        if kind == "hand_at_least":
            return len(self.hands[self.active]) >= cond["count"]
        if kind == "neighbour_locked":
            ring = bay - bay % 12
            return (self.locked[ring + (bay + 1) % 12] or self.locked[ring + (bay - 1) % 12])
        if kind == "deck_at_least":
            return len(self.deck) >= cond["count"]
        raise AssertionError(kind)

