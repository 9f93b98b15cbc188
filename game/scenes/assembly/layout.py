"""Where the bays sit: clock positions in logical units, hit-testing, ring angles.

Bay numbers are the engine's (1-12 inner ring, 13-24 outer ring). Bay 12 is at the top and
numbers grow clockwise, as on the clock face the rulebook describes.

>>> from game.ui.units import Viewport
>>> lay = RingLayout(Viewport((1280, 720)), double=False)
>>> lay.bay_at(lay.centre_px(12))
12
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.units import Viewport

CENTRE = (380.0, 388.0)
# (radius, card w, card h) per ring at board scale 1; the double ring shrinks the inner ring
# to fit. Cards are as tall as adjacent bays allow (at 45 degrees they would touch).
SINGLE = ((250.0, 104.0, 88.0),)
DOUBLE = ((168.0, 80.0, 60.0), (286.0, 96.0, 78.0))
#: Room (w, h) each ring needs at scale 1, bays and all.
SPAN = {False: (620.0, 600.0), True: (680.0, 660.0)}
MAX_BOARD_SCALE = 1.2


@dataclass
class Bay:
    number: int
    ring: int
    rect: pygame.Rect  # pixels
    logical: tuple[float, float, float, float]


def clock_angle(number: int) -> float:
    """Radians of a bay's clock position (0 = 3 o'clock, clockwise positive on screen)."""
    return math.radians(-90.0 + 30.0 * (((number - 1) % 12) + 1))


def fit_area(area: tuple[float, float, float, float], double: bool
             ) -> tuple[tuple[float, float], float]:
    """The ring's centre and board scale to fill `area` (logical x, y, w, h).

    >>> fit_area((0, 56, 730, 664), double=False)
    ((365.0, 388.0), 1.107)
    """
    x, y, w, h = area
    span_w, span_h = SPAN[double]
    scale = round(min(MAX_BOARD_SCALE, w / span_w, h / span_h), 3)
    return (x + w / 2, y + h / 2), scale


class RingLayout:
    def __init__(self, viewport: Viewport, double: bool, centre: tuple[float, float] = CENTRE,
                 scale: float = 1.0):
        self.viewport = viewport
        self.double = double
        self.centre = centre
        self.scale = scale
        self.rings = tuple((r * scale, w * scale, h * scale)
                           for r, w, h in (DOUBLE if double else SINGLE))
        self.bays: dict[int, Bay] = {}
        for ring, (radius, w, h) in enumerate(self.rings):
            for k in range(12):
                number = ring * 12 + k + 1
                a = clock_angle(number)
                cx = centre[0] + radius * math.cos(a)
                cy = centre[1] + radius * math.sin(a)
                logical = (cx - w / 2, cy - h / 2, w, h)
                self.bays[number] = Bay(number, ring, viewport.rect(*logical), logical)

    @classmethod
    def for_area(cls, viewport: Viewport, double: bool, area) -> RingLayout:
        centre, scale = fit_area(area, double)
        return cls(viewport, double, centre, scale)

    def units(self, value: float) -> int:
        """Pixels for a board length given at board scale 1."""
        return self.viewport.px(value * self.scale)

    @property
    def centre_pt(self) -> tuple[int, int]:
        return self.viewport.point(*self.centre)

    def radius_px(self, ring: int) -> int:
        return self.viewport.px(self.rings[ring][0])

    def centre_px(self, number: int) -> tuple[int, int]:
        return self.bays[number].rect.center

    def bay_at(self, pos: tuple[int, int]) -> int | None:
        for bay in self.bays.values():
            if bay.rect.collidepoint(pos):
                return bay.number
        return None

    def ring_at(self, pos: tuple[int, int]) -> int | None:
        """Which ring's band `pos` is on (for dragging the ring round), None if neither."""
        cx, cy = self.centre_pt
        d = math.hypot(pos[0] - cx, pos[1] - cy) / self.viewport.scale
        for ring, (radius, w, h) in enumerate(self.rings):
            if abs(d - radius) <= max(w, h) * 0.75:
                return ring
        return None

    def angle_at(self, pos: tuple[int, int]) -> float:
        cx, cy = self.centre_pt
        return math.atan2(pos[1] - cy, pos[0] - cx)


def drag_steps(start_angle: float, angle: float) -> int:
    """Signed whole bays (positive = clockwise) a ring drag from `start_angle` means,
    capped at 2 because a Rotate moves 1 or 2 bays."""
    delta = math.degrees(angle - start_angle)
    delta = (delta + 180.0) % 360.0 - 180.0
    steps = int(round(delta / 30.0))
    return max(-2, min(2, steps))


def rotated(contents: list, free: list[int], steps: int, clockwise: bool) -> dict[int, int]:
    """Where the contents of `free` bays (in clockwise order) land after a rotate:
    {from bay: to bay} for the bays that hold something. Display only: the engine decides."""
    n = len(free)
    if n < 2:
        return {}
    shift = steps % n if clockwise else -steps % n
    return {free[i]: free[(i + shift) % n] for i in range(n) if contents[i] is not None}
