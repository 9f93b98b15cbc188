"""Stacks: ordered counters, top first, fanned so the order can be read.

Index 0 is the top of the stack. Drawing goes bottom to top, so the top counter is in front;
hit-testing goes top to bottom, so a click lands on the counter the player can see.

Layouts (`fan_rects`):
    "row"  left to right, top counter leftmost; overlaps only when the zone is too narrow
    "column" top to bottom, top counter uppermost; overlaps only when the zone is too short
    "grid" rows of counters, top counter first; rows overlap only when the zone is too short
    "pile" a small diagonal offset per counter: a physical pile, the top one fully visible
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

import pygame

from game.ui.board.counters import Counter

LAYOUTS = ("row", "column", "grid", "pile")


class Stack:
    """An ordered list of counters with a change counter (`version`) for redraw caching.

    Mutate only through these methods: the table redraws when `version` changes.
    """

    def __init__(self, counters: Iterable[Counter] = ()):
        self._items: list[Counter] = list(counters)
        self.version = 0

    # reading ---------------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Counter]:
        return iter(self._items)

    def __getitem__(self, index: int) -> Counter:
        return self._items[index]

    def __contains__(self, counter: object) -> bool:
        return any(c is counter for c in self._items)

    @property
    def top(self) -> Counter | None:
        return self._items[0] if self._items else None

    @property
    def ids(self) -> list[str]:
        return [c.id for c in self._items]

    def index_of(self, counter_id: str) -> int:
        for i, c in enumerate(self._items):
            if c.id == counter_id:
                return i
        raise KeyError(counter_id)

    # changing --------------------------------------------------------------------------------
    def set(self, counters: Iterable[Counter]) -> None:
        self._items = list(counters)
        self.touch()

    def put(self, counters: Sequence[Counter], at: int = 0) -> None:
        """Insert `counters` (given top first) at depth `at`, 0 = on top, keeping their order."""
        self._items[at:at] = list(counters)
        self.touch()

    def take(self, k: int = 1) -> list[Counter]:
        """Remove and return the top `k` counters, top first."""
        taken, self._items = self._items[:k], self._items[k:]
        self.touch()
        return taken

    def remove(self, counters: Iterable[Counter]) -> None:
        drop = {id(c) for c in counters}
        self._items = [c for c in self._items if id(c) not in drop]
        self.touch()

    def touch(self) -> None:
        """Mark changed (also call after flipping a counter in place)."""
        self.version += 1


def fan_rects(n: int, area: pygame.Rect, size: int, layout: str = "row",
              gap: int = 4) -> list[pygame.Rect]:
    """Pixel rects for `n` counters of `size` px in `area`, index 0 = top of the stack."""
    if n <= 0:
        return []
    if layout not in LAYOUTS:
        raise ValueError(f'unknown stack layout "{layout}"; expected one of {LAYOUTS}')
    rects: list[pygame.Rect] = []
    if layout == "pile":
        step = max(2, size // 12)
        shown = min(n, 8)  # deeper than 8 the pile just stops growing: still readable
        for i in range(n):
            d = min(i, shown - 1)
            rects.append(pygame.Rect(area.x + (shown - 1 - d) * step,
                                     area.y + (shown - 1 - d) * step, size, size))
        return rects
    if layout in ("row", "column"):
        room = area.w if layout == "row" else area.h
        step = size + gap
        if n > 1 and room < (n - 1) * step + size:
            step = max(1, (room - size) // (n - 1))
        if layout == "row":
            return [pygame.Rect(area.x + i * step, area.y, size, size) for i in range(n)]
        return [pygame.Rect(area.x, area.y + i * step, size, size) for i in range(n)]
    cols = max(1, (area.w + gap) // (size + gap))
    rows = -(-n // cols)
    vstep = size + gap
    if rows > 1 and area.h < (rows - 1) * vstep + size:
        vstep = max(1, (area.h - size) // (rows - 1))
    for i in range(n):
        r, c = divmod(i, cols)
        rects.append(pygame.Rect(area.x + c * (size + gap), area.y + r * vstep, size, size))
    return rects
