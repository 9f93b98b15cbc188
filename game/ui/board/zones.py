"""Zones: places on the table that hold a stack and may accept dropped counters.

A zone's own `accepts` test is structural and cheap ("only robots stand in the dock"); the
rules decision belongs to the engine and reaches the drag controller through its `accepts`
callback. Both return None when the drop is fine, or the sentence telling the player why not.

Rects are in logical units (1280x720 design, see game.ui.units); `px_rect` is recomputed by
the table on relayout.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.board.counters import COUNTER_SIZE, ColourSpec
from game.ui.board.stacks import Stack

if TYPE_CHECKING:
    from game.ui.board.drag_drop import DragPayload

AcceptTest = Callable[["DragPayload", "Zone"], "str | None"]

#: How a drag started on the k-th counter (0 = top) of a zone picks:
#: "stack"  that counter and every counter above it (top k+1), order kept
#: "single" only that counter (zones holding independent counters, e.g. crew in a room)
#: "none"   nothing can be dragged out (the scene may still react to clicks)
PICK_MODES = ("stack", "single", "none")

#: Highlight states drawn on the zone border.
HIGHLIGHTS = (None, "legal", "hover", "illegal")


@dataclass(eq=False)
class Zone:
    """A place on the table holding one stack (`zone.stack`, top first).

    id:       the engine's id for the place (room, machine, bay, supply...)
    rect:     logical (x, y, w, h) in window units
    label:    drawn top-left (reserves a 20 unit band); "" for small spaces such as doors
    tooltip:  the rule for this place
    accepts:  structural drop test `(payload, zone) -> reason | None` (see accept_kinds)
    pick:     see PICK_MODES;  layout: "row" | "grid" | "pile" (see stacks.py)
    counter_size: logical size of counters drawn here (>= 44 for a usable target)
    """

    id: str
    rect: tuple[float, float, float, float]
    label: str = ""
    tooltip: str = ""
    accepts: AcceptTest | None = None
    pick: str = "stack"
    layout: str = "row"
    counter_size: float = COUNTER_SIZE
    fill: ColourSpec = "zone_bg"
    border: ColourSpec = "zone_border"
    frame: bool = True  # False: the table's backdrop art already shows where the zone is
    data: Any = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.pick not in PICK_MODES:
            raise ValueError(f'zone "{self.id}": pick must be one of {PICK_MODES}')
        self.stack = Stack()
        self.highlight: str | None = None
        self.px_rect = pygame.Rect(0, 0, 1, 1)
        self.content_rect = pygame.Rect(0, 0, 1, 1)
        self.counter_px = 1
        self.highlight_version = 0

    @property
    def counters(self) -> Stack:
        return self.stack

    def set_highlight(self, state: str | None) -> None:
        if state not in HIGHLIGHTS:
            raise ValueError(f"highlight must be one of {HIGHLIGHTS}")
        if state != self.highlight:
            self.highlight = state
            self.highlight_version += 1

    def check(self, payload: DragPayload) -> str | None:
        """None if this zone can take `payload`, else the reason sentence."""
        return self.accepts(payload, self) if self.accepts else None


def ring_rects(centre: tuple[float, float], radius: float, n: int, size: tuple[float, float],
               start_deg: float = -90.0) -> list[tuple[float, float, float, float]]:
    """`n` logical zone rects of `size` centred on a circle, clockwise from `start_deg`
    (-90 = top): bays around a clock ring, seats around a table.

    >>> [tuple(round(v) for v in r) for r in ring_rects((100, 100), 50, 4, (20, 20))]
    [(90, 40, 20, 20), (140, 90, 20, 20), (90, 140, 20, 20), (40, 90, 20, 20)]
    """
    out = []
    for i in range(n):
        a = math.radians(start_deg + 360.0 * i / n)
        cx = centre[0] + radius * math.cos(a)
        cy = centre[1] + radius * math.sin(a)
        out.append((cx - size[0] / 2, cy - size[1] / 2, size[0], size[1]))
    return out


def accept_kinds(kinds: Iterable[str], reason: str) -> AcceptTest:
    """A zone test that takes only counters whose `kind` is in `kinds`.

    >>> test = accept_kinds({"robot"}, "Only robots can dock.")
    """
    allowed = frozenset(kinds)

    def test(payload: DragPayload, zone: Zone) -> str | None:
        return None if all(c.kind in allowed for c in payload.counters) else reason

    return test


def accept_at_most(limit: int, reason: str) -> AcceptTest:
    """A zone test that refuses drops that would hold more than `limit` counters."""

    def test(payload: DragPayload, zone: Zone) -> str | None:
        return reason if len(zone.stack) + len(payload.counters) > limit else None

    return test


def accept_nothing(reason: str) -> AcceptTest:
    return lambda payload, zone: reason


def all_of(*tests: AcceptTest) -> AcceptTest:
    """First refusal wins."""

    def test(payload: DragPayload, zone: Zone) -> str | None:
        for t in tests:
            why = t(payload, zone)
            if why:
                return why
        return None

    return test
