"""Ring geometry: bays, clockwise order, rotation, deployment search and scramble.

Bays are indexed 0..11 (bay numbers 1..12, inner ring) and 12..23 (outer ring, bay numbers
13..24, Double Ring only). Clockwise is increasing bay number: 12 -> 1 -> 2.
"""

from __future__ import annotations

from itertools import compress, repeat
from operator import is_not

RING = 12
RINGS = (1, 2)
"""Double Ring: ring 1 is the inner ring (bays 1-12), ring 2 the outer (bays 13-24)."""


def ring_of(idx: int) -> int:
    return idx // RING


def clockwise_from(idx: int) -> tuple[int, ...]:
    """Bays of idx's ring in clockwise order starting at idx."""
    return _CLOCKWISE[idx]


def deployed(mod: list) -> list[int]:
    """The bays holding a module, in bay order."""
    return list(compress(range(len(mod)), map(is_not, mod, repeat(None))))


def deploy_target(mod: list, locked: list[bool], idx: int, blocked: frozenset = frozenset()
                  ) -> int | None:
    """First bay clockwise from idx (inclusive) that is unlocked and empty, in idx's ring."""
    for b in _CLOCKWISE[idx]:
        if mod[b] is None and not locked[b] and b not in blocked:
            return b
    return None


def rotate_ring(mod: list, locked: list[bool], ring: int, steps: int, clockwise: bool,
                held: frozenset = frozenset()) -> None:
    """Move every unlocked module `steps` unlocked bays; locked and held bays are skipped.

    The contents of the free bays (modules and gaps alike) shift together, which is what
    "every unlocked module moves the same number of unlocked bays" means.
    """
    lo = ring * RING
    hi = lo + RING
    if not held and True not in locked[lo:hi]:
        # The whole ring turns: one slice assignment does it.
        shift = steps % RING if clockwise else -steps % RING
        seg = mod[lo:hi]
        mod[lo:hi] = seg[RING - shift:] + seg[:RING - shift]
        return
    free = [b for b in range(lo, hi) if not locked[b] and b not in held]
    n = len(free)
    if n < 2:
        return
    old = [mod[b] for b in free]
    shift = steps % n if clockwise else -steps % n
    for i in range(n):
        mod[free[(i + shift) % n]] = old[i]


def rotate_single(mod: list, locked: list[bool], idx: int, steps: int, clockwise: bool
                  ) -> int:
    """Move the one module at idx `steps` bays, counting only unlocked empty bays."""
    order = clockwise_from(idx)[1:]
    if not clockwise:
        order = order[::-1]
    count = 0
    for b in order:
        if not locked[b] and mod[b] is None:
            count += 1
            if count == steps:
                mod[b], mod[idx] = mod[idx], None
                return b
    return idx


def bay_number_refusal(nbays: int, number: int) -> str | None:
    """Is `number` a bay of a ring of `nbays` bays (12, or 24 on a Double Ring)?"""
    if 1 <= number <= nbays:
        return None
    return f"There is no bay {number}: the bays are 1 to {nbays}."


def bays_refusal(nbays: int, numbers: tuple[int, ...], what: str) -> str | None:
    """Bay numbers that exist, each named once, in increasing order (the one spelling the
    game lists; a table names them through find_action, which sorts them). `what` says
    what the bays are named for ("to swap")."""
    for number in numbers:
        reason = bay_number_refusal(nbays, number)
        if reason is not None:
            return reason
    if any(a >= b for a, b in zip(numbers, numbers[1:], strict=False)):
        return f"Name the bays {what} once each, in increasing order."
    return None


def scramble_order(ring: int) -> tuple[int, ...]:
    """Deal order for scrambled blueprints: bay 12 first, then clockwise."""
    return _SCRAMBLE[ring]


# Clockwise order from every bay of both rings, and the scramble deal order of each ring:
# looked up on every deploy, rotate and refresh, so built once.
_CLOCKWISE = tuple(
    tuple(idx - idx % RING + (idx % RING + k) % RING for k in range(RING))
    for idx in range(2 * RING))
_SCRAMBLE = tuple(_CLOCKWISE[ring * RING + RING - 1] for ring in range(2))


def per_bay(template: str) -> tuple[str, ...]:
    """`template` written out for every bay index (its "{bay}" is the bay number): a rule
    that refuses most bays of most positions while the legal moves are listed returns one
    of these instead of formatting its sentence each time.

    >>> per_bay("Bay {bay} is locked.")[11]
    'Bay 12 is locked.'
    """
    return tuple(template.format(bay=idx + 1) for idx in range(2 * RING))
