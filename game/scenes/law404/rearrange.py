"""Rearranging a stack: its counters in a row (top on the left), dragged into a new order,
then confirmed. Nothing reaches the engine until then; the scene sends the new order as the
engine asks for it, one RearrangePlace per item from the bottom up.
"""

from __future__ import annotations

import pygame

from game.scenes.law404 import text
from game.ui.board.counters import Counter, counter_surface
from game.ui.theme import colour
from game.ui.units import Viewport

SIZE = 44.0
GAP = 8.0
THRESHOLD = 6


class RearrangeStrip:
    def __init__(self, viewport: Viewport, rect: tuple[float, float, float, float]):
        self.rect = rect
        self.counters: list[Counter] = []
        self.visible = False
        self.needs_redraw = True
        self._press: tuple[int, tuple[int, int]] | None = None
        self.dragging: int | None = None
        self._pointer = (0, 0)
        self.relayout(viewport)

    # ------------------------------------------------------------------ state
    def show(self, counters: list[Counter]) -> None:
        """The stack to reorder, top first; kept as it is while the same stack is shown."""
        if {c.id for c in counters} != {c.id for c in self.counters} or not self.visible:
            self.counters = list(counters)
            self._layout()
        self.visible = True

    def hide(self) -> None:
        if self.visible:
            self.visible = False
            self.counters = []
            self.dragging = None
            self._press = None
            self.needs_redraw = True

    def order(self) -> list[str]:
        """Item ids, top first."""
        return [c.id for c in self.counters]

    def reset(self, counters: list[Counter]) -> None:
        self.counters = list(counters)
        self._layout()

    def move(self, src: int, dst: int) -> None:
        counter = self.counters.pop(src)
        self.counters.insert(max(0, min(dst, len(self.counters))), counter)
        self._layout()

    # ------------------------------------------------------------------ layout
    def relayout(self, viewport: Viewport,
                 rect: tuple[float, float, float, float] | None = None) -> None:
        self.viewport = viewport
        if rect is not None:
            self.rect = rect
        self._layout()

    def _layout(self) -> None:
        v = self.viewport
        x, y, w, h = self.rect
        n = len(self.counters)
        step = SIZE + GAP
        if n > 1 and (n - 1) * step + SIZE > w - 16:
            step = (w - 16 - SIZE) / (n - 1)
        self.rects = [v.rect(x + 8 + i * step, y + 22, SIZE, SIZE) for i in range(n)]
        self.px_rect = v.rect(*self.rect)
        self.needs_redraw = True

    def index_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(len(self.rects) - 1, -1, -1):
            if self.rects[i].collidepoint(pos):
                return i
        return None

    def slot_at(self, pos: tuple[int, int]) -> int:
        """Where a counter let go at `pos` lands in the row."""
        for i, r in enumerate(self.rects):
            if pos[0] < r.centerx:
                return i
        return len(self.rects)

    def covers(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.px_rect.collidepoint(pos)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        i = self.index_at(pos) if self.visible else None
        return self.counters[i].tooltip if i is not None else None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.index_at(event.pos)
            if i is None:
                return False
            self._press = (i, event.pos)
            return True
        if event.type == pygame.MOUSEMOTION and self._press is not None:
            i, start = self._press
            if self.dragging is None:
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) < \
                        self.viewport.px(THRESHOLD):
                    return True
                self.dragging = i
            self._pointer = event.pos
            self.needs_redraw = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            i, _start = self._press
            self._press = None
            if self.dragging is not None:
                self.dragging = None
                dst = self.slot_at(event.pos)
                self.move(i, dst - 1 if dst > i else dst)
            return True
        return False

    def update(self, dt: float) -> None: ...

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.needs_redraw = False
        if not self.visible:
            return
        v = self.viewport
        head = text.line("New order (top on the left): drag to reorder, then Confirm order",
                         v.px(text.MIN), colour("text_dim"), self.px_rect.w - v.px(16), bold=True)
        surface.blit(head, (self.px_rect.x + v.px(8), self.px_rect.y + v.px(3)))
        for i, (c, r) in enumerate(zip(self.counters, self.rects, strict=True)):
            if i == self.dragging:
                pygame.draw.rect(surface, colour("zone_hover"), r, max(1, v.px(2)),
                                 border_radius=v.px(6))
                continue
            surface.blit(counter_surface(c, r.w), r)
        if self.dragging is not None:
            r = self.rects[self.dragging]
            ghost = counter_surface(self.counters[self.dragging], r.w)
            surface.blit(ghost, ghost.get_rect(center=self._pointer))
            slot = self.slot_at(self._pointer)
            x = self.rects[slot].x - v.px(4) if slot < len(self.rects) else \
                self.rects[-1].right + v.px(4)
            pygame.draw.line(surface, colour("zone_hover"), (x, r.y), (x, r.bottom),
                             max(2, v.px(3)))
