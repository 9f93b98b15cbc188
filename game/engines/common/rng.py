"""A small seeded RNG whose whole state is one JSON-safe integer.

We do not use `random.Random`: its state is a 625-int tuple and its derived methods
(`randrange`, `shuffle`) are not promised to stay identical across Python versions.
SplitMix64 is tiny, fast enough for playouts and bit-identical on every machine, so a
record replays the same everywhere.

>>> r = Rng(7); a = [r.randint(1, 12) for _ in range(3)]
>>> r2 = Rng.from_dict(Rng(7).to_dict()); a == [r2.randint(1, 12) for _ in range(3)]
True
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_LIMITS: dict[int, int] = {}


def _limit(n: int) -> int:
    """Largest multiple of n that fits in 64 bits: draws at or above it are redrawn."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
    return limit


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        limit = _LIMITS.get(n) or _limit(n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both ends included (a die is randint(1, 12))."""
        return lo + self.below(hi - lo + 1)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates in place, drawing exactly what `below(i + 1)` would.

        The SplitMix64 step is written out because shuffles (decks, module stacks,
        blueprints) are most of the draws a playout makes; the stream is the same.
        """
        state = self.state
        mask = _MASK
        limits = _LIMITS
        for i in range(len(seq) - 1, 0, -1):
            n = i + 1
            limit = limits.get(n) or _limit(n)
            state = (state + 0x9E3779B97F4A7C15) & mask
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
            z ^= z >> 31
            while z >= limit:  # redraw, as below() does (odds about n in 2**64)
                self.state = state
                z = self.next_u64()
                state = self.state
            j = z % n
            seq[i], seq[j] = seq[j], seq[i]
        self.state = state

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> Rng:
        """An independent stream (for bots), derived without disturbing determinism."""
        return Rng(self.next_u64())

    def to_dict(self) -> dict:
        return {"state": self.state}

    @classmethod
    def from_dict(cls, data: dict) -> Rng:
        rng = cls()
        rng.state = int(data["state"]) & _MASK
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"
