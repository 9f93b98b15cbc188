"""Logical units: layouts are written for a 1280x720 design and scaled to the window.

`Viewport(size, ui_scale, min_logical)` turns logical numbers into pixels. The window's
shorter side (against 16:9) fits the design, so a wider or taller window gets more logical
room on its longer side, never empty bands. The UI scale then grows everything, but never
so far that the window holds less than `min_logical` units: the room the screen on show
needs (a menu reflows down to 640x360; a table needs its full 1280x720). Text is rendered
at the scaled pixel size (see fonts.py), never drawn small and stretched.

>>> v = Viewport((1920, 1080)); v.px(44)
66
>>> Viewport((1024, 768)).logical_size    # 4:3: the same width, more height
(1280.0, 960.0)
>>> Viewport((1280, 720), 2.0, min_logical=MENU_CANVAS).logical_size
(640.0, 360.0)
>>> Viewport((1280, 720), 2.0, DESIGN_SIZE).logical_size    # a table keeps its room
(1280.0, 720.0)
>>> window_for_text(14)    # a table's 14-unit text stays 12 px or more
(1098, 618)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import pygame

DESIGN_SIZE = (1280, 720)
#: The smallest logical canvas a menu lays out in: UI scale 200% on any 16:9 window.
MENU_CANVAS = (640.0, 360.0)
MIN_HIT = 44  # logical px; at 1280x720 and 100% that is 44 real px
LEAST_TEXT_PX = 12
"""No text a player must read is drawn smaller than this many real pixels."""


def window_for_text(smallest: float, least_px: float = LEAST_TEXT_PX) -> tuple[int, int]:
    """The smallest window in which a screen that keeps the full design room (a table)
    draws its `smallest` logical text at `least_px` pixels or more."""
    k = least_px / smallest
    return (math.ceil(DESIGN_SIZE[0] * k - 1e-9), math.ceil(DESIGN_SIZE[1] * k - 1e-9))


@dataclass(frozen=True)
class Viewport:
    size: tuple[int, int]
    ui_scale: float = 1.0
    min_logical: tuple[float, float] = (0.0, 0.0)
    """The least room, in logical units, the content needs: the UI scale stops there
    (the app passes the screen's MIN_LOGICAL; (0, 0): no floor)."""
    reading: float = 1.0
    """How much larger than the layout's own size the text read as sentences is drawn
    (`text_px`): 1.25 with Settings > Large text."""

    @cached_property  # a frozen viewport: asked hundreds of times a frame
    def fit(self) -> float:
        """Pixels per logical unit at UI scale 100%: the design fits the window."""
        w, h = self.size
        return min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])

    @cached_property
    def scale(self) -> float:
        w, h = self.size
        room = min(w / max(1e-9, self.min_logical[0]), h / max(1e-9, self.min_logical[1]))
        return min(self.fit * self.ui_scale, max(self.fit, room))

    @cached_property
    def logical_size(self) -> tuple[float, float]:
        """The window measured in logical units (wider windows get more logical width)."""
        return (self.size[0] / self.scale, self.size[1] / self.scale)

    def px(self, value: float) -> int:
        return int(round(value * self.scale))

    def text_px(self, size: float) -> int:
        """The pixel size of text read as sentences in a box that grows or scrolls with it
        (the log, tooltips, messages, the coach, a refusal under the pointer, the pass and
        end screens): Large text makes it a quarter larger. Labels fitted to the board's
        printed shapes keep `px`: they grow with the window, as a printed board would.

        >>> Viewport((1280, 720)).text_px(16), Viewport((1280, 720), reading=1.25).text_px(16)
        (16, 20)
        """
        return self.px(size * self.reading)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (self.px(x), self.px(y))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(self.px(x), self.px(y), max(1, self.px(w)), max(1, self.px(h)))

    def rect_from_right(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """`rect` with x measured leftwards from the window's right edge (a table's corner
        buttons stay in the corner however wide the window is)."""
        return self.rect(self.logical_size[0] - x, y, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (pos[0] / self.scale, pos[1] / self.scale)
