"""Locking Bays: which bays may lock together and, when they may not, why (a module on its
matching blueprint; how many bays one Lock fixes; Re-Sequence's clockwise order; Override's
robots and target bays; each malfunction's requirement), and the Lock step itself.

Bays are indexes here (0-23), printed as bay numbers (1-24). Each `*_refusal` function is
the one statement of its rule: None when the rule allows it, else the sentence a player
reads. `lock_sets` lists the legal locks by keeping the bay sets every refusal allows, and
`lock_refusal` refuses any other with the first one that fails (the rule walk, legal.py,
asks both).
"""

from __future__ import annotations

from itertools import combinations, compress
from operator import eq
from typing import TYPE_CHECKING

from game.engines.assembly import board
from game.engines.assembly.rules.scoring import finish
from game.engines.common.wording import listing

if TYPE_CHECKING:
    from game.engines.assembly.game import Game

_LOCKED = board.per_bay("Bay {bay} is already locked.")
_EMPTY = board.per_bay("Bay {bay} has no module to lock.")


def lock_bay_refusal(g: Game, bay: int) -> str | None:
    """Why `bay` cannot lock at all now (before anything about the bays locking with it)."""
    if g.locked[bay]:
        return _LOCKED[bay]
    module = g.mod[bay]
    if module is None:
        return _EMPTY[bay]
    if module != g.bp[bay]:
        names = g.content.module_names
        key = (bay, names[module], names[g.bp[bay]])
        said = _MISPLACED.get(key)
        if said is None:  # asked of most bays whenever the legal locks are listed
            said = _MISPLACED[key] = (f"Bay {bay + 1} cannot lock: its {key[1]} module is on "
                                      f"the {key[2]} blueprint.")
        return said
    return None


_MISPLACED: dict[tuple[int, str, str], str] = {}


def lock_candidates(g: Game) -> list[int]:
    """The bays that may lock on their own terms (`lock_bay_refusal` allows them)."""
    # `lock_bay_refusal` refuses every bay whose module is not on its own blueprint (an
    # empty bay never is), so only the others are asked; every locked bay matches, so
    # counting the matches in C first skips even that when no unlocked bay matches.
    if sum(map(eq, g.mod, g.bp)) == g.locked.count(True):
        return []
    return [b for b in compress(range(g.nbays), map(eq, g.mod, g.bp))
            if lock_bay_refusal(g, b) is None]


def lock_size_refusal(g: Game, count: int, three: bool) -> str | None:
    """How many bays one Lock fixes: 1 or 2 (Re-Sequence: 1); Nahla's ability exactly one
    more (ruling: it only changes anything for the extra bay)."""
    if three:
        want = 2 if g.resequence else 3
        if count != want:
            name = g._roles[g.roles[g.active]].name
            return (f"{name}'s ability locks {want} matching bays at once: choose {want}, or "
                    "Lock without it.")
        return None
    if count > (1 if g.resequence else 2):
        if g.resequence:
            return "Re-Sequence: bays lock one at a time, in order."
        return "A Lock fixes 1 or 2 bays at once."
    return None


def lock_set_refusal(g: Game, bays: tuple[int, ...], sub: bool) -> str | None:
    """Why these bays, each allowed by `lock_bay_refusal`, cannot lock together with this
    payment (`sub`: a 3-card substitute wild)."""
    if g.resequence:
        reason = sequence_refusal(g, bays)
        if reason is not None:
            return reason
    if g.override:
        reason = robots_refusal(g, bays)
        if reason is not None:
            return reason
    if g._malf:
        final = sum(g.locked) + len(bays) == g.nbays
        for b in bays:
            mid = g._malf.get(b)
            require = g.content.malfunctions[mid].require if mid else None
            if require:
                reason = requirement_refusal(g, require, b, bays, sub, final)
                if reason is not None:
                    return reason
    return None


def sequence_refusal(g: Game, bays: tuple[int, ...]) -> str | None:
    """Re-Sequence: after the first bay, each bay locks only once the bay before it
    (anti-clockwise) is locked; the first may be any bay (Strict: bay 1)."""
    chosen = set(bays)
    starts = [b for b in bays if not g.locked[(b - 1) % 12] and (b - 1) % 12 not in chosen]
    if any(g.locked):
        if starts:
            b = starts[0]
            return (f"Re-Sequence: bays lock in order clockwise, so bay {b + 1} waits until "
                    f"bay {(b - 1) % 12 + 1} is locked.")
        return None
    if "strict_sequence" in g.setup.difficulty and starts != [0]:
        return "Strict sequence: bay 1 locks first, then each bay clockwise."
    if len(starts) != 1:
        return "Re-Sequence: the first bays to lock must follow each other clockwise."
    return None


def robots_refusal(g: Game, bays: tuple[int, ...]) -> str | None:
    """Override: a robot locks only on a target bay of its colour, together with its
    module; an open target bay cannot lock without such a robot."""
    for b in bays:
        robot = g.rob[b]
        wanted = [c for c, t in g.targets if t == b]
        if robot is not None:
            colour = g.robot_colours[robot]
            if colour not in wanted:
                targets = sorted({t + 1 for c, t in g.targets if c == colour})
                where = " or ".join(f"bay {t}" for t in targets)
                return (f"The {colour} robot in bay {b + 1} locks only on its target "
                        f"({where}).")
        elif wanted:
            return (f"Bay {b + 1} is a {wanted[0]} robot's target: it locks only together "
                    f"with a {wanted[0]} robot.")
    return None


def requirement_refusal(g: Game, cond: dict, bay: int, bays: tuple[int, ...], sub: bool,
                        final: bool) -> str | None:
    """A malfunction's requirement for `bay` (locking with `bays`; `final`: these are the
    last bays to lock). A firm requirement refuses the lock; a soft one (its `check`) only
    decides whether the penalty happens."""
    kind = cond["kind"]
    if kind == "substitute_wild":
        if sub or (cond.get("unless_final", False) and final):
            return None
        tail = ", unless it is the last bay to lock" if cond.get("unless_final") else ""
        clause = f"it locks only through a substitute wild (any 3 cards){tail}."
    elif kind == "locked_at_least":
        have = sum(g.locked)
        if have >= cond["count"]:
            return None
        clause = (f"it cannot lock until at least {cond['count']} other bays are locked "
                  f"({have} {'is' if have == 1 else 'are'}).")
    elif kind == "lock_alone":
        if len(bays) == 1:
            return None
        clause = "it can only be locked on its own."
    elif kind == "hand_at_least":
        if len(g.hands[g.active]) >= cond["count"]:
            return None
        clause = f"it locks only while you hold at least {cond['count']} cards."
    elif kind == "neighbour_locked":
        ring = bay - bay % 12
        right, left = ring + (bay + 1) % 12, ring + (bay - 1) % 12
        if g.locked[right] or g.locked[left]:
            return None
        clause = f"it cannot lock until bay {left + 1} or bay {right + 1} beside it is locked."
    elif kind == "deck_at_least":
        if len(g.deck) >= cond["count"]:
            return None
        clause = f"it locks only while the command deck holds at least {cond['count']} cards."
    else:
        raise AssertionError(kind)
    return f"Bay {bay + 1}'s malfunction: {clause}"


def lock_sets(g: Game, sub: bool, three: bool) -> list[tuple[int, ...]]:
    """Every set of bay numbers one Lock may fix (`three`: with Nahla's ability), in
    increasing order. When nothing can lock, a plain Lock runs with no effect: [()]."""
    cands = lock_candidates(g)
    if not cands:
        return [] if three else [()]
    # Without Re-Sequence, robots or malfunctions `lock_set_refusal` has nothing to check.
    conditional = g.resequence or g.override or g._malf
    out = []
    for k in range(1, min(3, len(cands)) + 1):
        if lock_size_refusal(g, k, three) is not None:
            continue
        for combo in combinations(cands, k):
            if not conditional or lock_set_refusal(g, combo, sub) is None:
                out.append(tuple([b + 1 for b in combo]))
    if not out and not three:
        return [()]  # nothing can lock: the command runs with no effect
    return out


def lock_refusal(g: Game, args: tuple[int, ...], sub: bool, three: bool) -> str | None:
    """May a Lock fix the bays numbered `args` (`sub`: paid by a substitute wild; `three`:
    with Nahla's ability)? A Lock that can lock must: only when nothing can lock does it
    run with no bay named."""
    if not args and not three:
        sets = lock_sets(g, sub, False)
        if sets != [()]:
            bays = listing([str(b) for b in sets[0]])
            return (f"Bay{'s' if len(sets[0]) > 1 else ''} {bays} can be locked, so the Lock "
                    "command must lock.")
        return None
    reason = (board.bays_refusal(g.nbays, args, "to lock")
              or lock_size_refusal(g, len(args), three))
    if reason is not None:
        return reason
    bays = tuple(a - 1 for a in args)
    for b in bays:
        reason = lock_bay_refusal(g, b)
        if reason is not None:
            return reason
    return lock_set_refusal(g, bays, sub)


def lock(g: Game, item: dict, option: str | None) -> None:
    bays, sub = item["bays"], item["sub"]
    if not bays:
        g._log("lock", "Nothing can be locked: the Lock command has no effect.")
        return
    final = sum(g.locked) + len(bays) == g.nbays
    checks = []
    for b in bays:
        mid = g._malf.get(b)
        if mid:
            m = g.content.malfunctions[mid]
            ok = m.check is None or requirement_refusal(g, m.check, b, tuple(bays), sub,
                                                        final) is None
            checks.append({"op": "malf", "id": mid, "bay": b, "failed": not ok})
    for b in bays:
        g.locked[b] = True
        if not g.fast:
            g._log("lock", "Bay {} locks ({}).", b + 1, g.content.module_names[g.mod[b]],
                   bay=b + 1)
    n = sum(g.locked)
    st = g.stats
    if g.cycle == 1:
        st["locked_c1"] = max(st["locked_c1"], n)
    if g.cycle <= 2:
        st["locked_c2"] = max(st["locked_c2"], n)
    if n == g.nbays:
        finish(g, won=True)
        return
    g.queue[0:0] = checks


def unlock_bay(g: Game, bay: int) -> None:
    g.locked[bay] = False
    g._log("unlock", "Bay {} unlocks.", bay + 1, bay=bay + 1)
