"""Uniformly random legal actions for playouts, without building the list of plays.

`simulate` and the solver's Monte Carlo playouts spend most of their time picking random
plays. Both ways here number the plays exactly as the groups of `_groups()` do (group by
group, plain args then role args then variant options, holds and verifiers inside), so a
given draw from the rng always gives the same play, whichever way computed it:

- the grouped way builds every group (any mode, any hand);
- the quick way, for the common case (one ring, no Override or Re-Sequence, 1-2 players,
  no Platform/Hold in hand), only counts the plays of each command, in closed form where it
  can, and builds the argument list of the one command picked.

Tests check that both ways agree, and that every pick is a member of `legal_actions()`.
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate

from game.engines.assembly.actions import Action, Ask, Play
from game.engines.assembly.legal import ONE_RING_FIXED_ARGS, PLANS, hand_plan
from game.engines.assembly.rules.locking import lock_sets


class RandomPlay:
    def random_action(self, rng) -> Action:
        """A uniformly random legal action (a play or a question, or any open choice).

        The pick is uniform over plays up to the rare Re-Sequence "cycle" option, whose hold
        combinations collapse into one play.
        """
        hand = self.hands[self.active]
        if self.choice is not None or self.outcome is not None or not hand:
            return rng.choice(self.legal_actions())
        if self._quick_setup and "platform_hold" not in hand:
            action = self._random_quick(rng, hand)
        else:
            action = self._random_grouped(rng)
        self._trusted = action  # built from this very state: apply() need not look it up
        return action

    # ------------------------------------------------------------------ shared

    def _ask_count(self) -> int:
        if self.players > 1 and self.asked is None:
            return (self.players - 1) * len(self._askable_commands())
        return 0

    def _ask_at(self, index: int) -> Ask:
        """The question at `index` in legal_actions() order: by seat, then by command."""
        commands = self._askable_commands()
        seats = [s for s in range(self.players) if s != self.active]
        return Ask(seats[index // len(commands)], commands[index % len(commands)])

    # ------------------------------------------------------------------ grouped way

    def _random_grouped(self, rng) -> Action:
        groups = self._groups()
        ends = self._group_ends
        asks = self._ask_count()
        pick = rng.below(asks + ends[-1])
        if pick < asks:
            return self._ask_at(pick)
        pick -= asks
        k = bisect_right(ends, pick)
        cards, cmd, (plain, with_role, extra), holds, verifiers = groups[k]
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

    # ------------------------------------------------------------------ quick way

    def _random_quick(self, rng, hand: list[str]) -> Action:
        plan = PLANS.get((tuple(hand), self._sub_matters)) or hand_plan(hand, self._sub_matters)
        args_for = self._args
        counts = list(plan.plain_counts)
        plain_args: list[list | None] = [None] * len(counts)
        for i, cmd, sub in plan.board_keys:
            if cmd == "swap":
                # Every locked bay holds a module, so the other modules are all movable.
                movable = 12 - self.mod.count(None) - self.locked.count(True)
                counts[i] = movable * (movable - 1) // 2 if movable >= 2 else 1
            else:  # lock: what _args("lock", sub, None) gives
                plain = plain_args[i] = lock_sets(self, sub, False)
                counts[i] = len(plain)
        role_args: dict[int, list | None] = {}
        role_id = None if self.roles_used[self.active] else self.roles[self.active]
        if role_id:
            role = self._roles[role_id]
            for i, (cmd, sub) in enumerate(plan.keys):
                if cmd.startswith(role.command):
                    n = self._role_count(role.ability)
                    if n is None:
                        with_role = role_args[i] = args_for(cmd, sub, role.ability)
                        n = len(with_role)
                    else:
                        role_args[i] = None  # listed only if picked
                    counts[i] += n
        ends = list(accumulate(map(counts.__getitem__, plan.key_index)))
        asks = self._ask_count() if self.players > 1 else 0
        pick = rng.below(asks + ends[-1])
        if pick < asks:
            return self._ask_at(pick)
        pick -= asks
        k = bisect_right(ends, pick)
        cards, cmd, (_, sub) = plan.options[k]
        if k:
            pick -= ends[k - 1]
        key = plan.key_index[k]
        plain = plain_args[key]
        if plain is None:
            plain = ONE_RING_FIXED_ARGS.get(cmd) or args_for(cmd, sub, None)
        if pick < len(plain):
            return Play(cards, cmd, plain[pick], False, -1, ())
        with_role = role_args[key]
        if with_role is None:
            with_role = args_for(cmd, sub, self._roles[self.roles[self.active]].ability)
        return Play(cards, cmd, with_role[pick - len(plain)], True, -1, ())

    def _role_count(self, ability: str) -> int | None:
        """How many argument tuples `_args` lists for a role ability, in closed form (one
        ring, no robots); None means list them. Every locked bay holds a module."""
        n_locked = self.locked.count(True)
        movable = 12 - self.mod.count(None) - n_locked
        if ability == "swap_blueprints":
            free = 12 - n_locked
            return free * (free - 1) // 2
        if ability == "swap_three":
            return movable * (movable - 1) * (movable - 2) // 3  # 2 orders per 3 bays
        if ability == "swap_stack":
            return movable * sum(1 for stack in self.stacks if stack)
        if ability == "rotate_single":
            return 2 * movable
        if ability == "rotate_three":
            return 1
        if ability == "deploy_choose":
            return self.mod.count(None) if any(self.stacks) else 0
        return None
