"""One timed animation on a table: `t` seconds of its `duration` shown so far. Each game's
animations (a die rolling, a token flying, a card turning) derive from it and draw
themselves; the table advances them by the animation speed's seconds.

>>> a = Anim(0.5)
>>> a.t = 0.25
>>> a.k, a.done
(0.5, False)
>>> a.t = 0.6
>>> a.k, a.done
(1.0, True)
"""

from __future__ import annotations


class Anim:
    duration = 1.0
    """Seconds at speed 1; a subclass may set it as a class value or work it out."""

    def __init__(self, duration: float | None = None):
        self.t = 0.0
        if duration is not None:
            self.duration = duration

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    @property
    def k(self) -> float:
        """How far it has got, 0 to 1."""
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0
