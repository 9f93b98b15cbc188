"""Zones: places on the table that hold a stack and may accept dropped counters.

A zone's own `accepts` test is structural and cheap ("only robots stand in the dock"); the
rules decision belongs to the engine and reaches the drag controller through its `accepts`
callback. Both return None when the drop is fine, or the sentence telling the player why not.

Rects are in logical units (1280x720 design, see game.ui.units); `px_rect` is recomputed by
the table on relayout.
"""

from __future__ import annotations

from collections.abc import Callable
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
    accepts:  structural drop test `(payload, zone) -> reason | None`, asked before the
              scene's own `accepts` (the demo board's "only robots dock here")
    pick:     see PICK_MODES;  layout: "row" | "grid" | "pile" (see stacks.py)
    counter_size: logical size of counters drawn here (>= 44 for a usable target)

    >>> Zone("dock", (0, 0, 100, 60), pick="all")
    Traceback (most recent call last):
    ValueError: zone "dock": pick must be one of ('stack', 'single', 'none')
    >>> Zone("dock", (0, 0, 100, 60), accepts=lambda p, z: "Only robots dock here.").check(None)
    'Only robots dock here.'
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
