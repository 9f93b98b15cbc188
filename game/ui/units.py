"""Logical units: layouts are written for a 1280x720 design and scaled to the window.

`Viewport(size, ui_scale)` turns logical numbers into pixels. Text is rendered at the
scaled pixel size (see fonts.py), never drawn small and stretched.

>>> v = Viewport((1920, 1080)); v.px(44)
66
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

DESIGN_SIZE = (1280, 720)
MIN_HIT = 44  # logical px; at 1280x720 and 100% that is 44 real px


@dataclass(frozen=True)
class Viewport:
    size: tuple[int, int]
    ui_scale: float = 1.0

    @property
    def scale(self) -> float:
        w, h = self.size
        return min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1]) * self.ui_scale

    @property
    def logical_size(self) -> tuple[float, float]:
        """The window measured in logical units (wider windows get more logical width)."""
        return (self.size[0] / self.scale, self.size[1] / self.scale)

    def px(self, value: float) -> int:
        return int(round(value * self.scale))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (self.px(x), self.px(y))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(self.px(x), self.px(y), max(1, self.px(w)), max(1, self.px(h)))

    def to_logical(self, pos: tuple[int, int]) -> tuple[float, float]:
        return (pos[0] / self.scale, pos[1] / self.scale)
