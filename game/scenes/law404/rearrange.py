"""Rearranging a stack: its counters in a row (top on the left), dragged into a new order,
then confirmed. Nothing reaches the engine until then; the scene sends the new order as the
engine asks for it, one RearrangePlace per item from the bottom up.

The strip is the DragSource of the shared gesture (game/ui/board/gesture.py): a counter
let go over the strip goes in where the marker shows; Esc, the window losing focus or a drop
off the strip sends it back to its place.
"""

from __future__ import annotations

import pygame

from game.scenes.law404 import text
from game.ui.board.counters import Counter, counter_surface
from game.ui.board.gesture import GestureWidget
from game.ui.theme import colour
from game.ui.toast import Toasts
from game.ui.units import Viewport

SIZE = 44.0
GAP = 8.0


class RearrangeStrip(GestureWidget):
    def __init__(self, viewport: Viewport, rect: tuple[float, float, float, float], *,
                 toasts: Toasts):
        self.rect = rect
        self.counters: list[Counter] = []
        self.visible = False
        self.needs_redraw = True
        self.start_gesture(viewport, toasts)
        self.relayout(viewport)

    # ------------------------------------------------------------------ state
    def show(self, counters: list[Counter]) -> None:
        """The stack to reorder, top first; kept as it is while the same stack is shown."""
        if {c.id for c in counters} != {c.id for c in self.counters} or not self.visible:
            self.gesture.finish()
            self.counters = list(counters)
            self._layout()
        self.visible = True

    def hide(self) -> None:
        if self.visible:
            self.visible = False
            self.counters = []
            self.gesture.finish()
            self.needs_redraw = True

    def order(self) -> list[str]:
        """Item ids, top first."""
        return [c.id for c in self.counters]

    def reset(self, counters: list[Counter]) -> None:
        self.gesture.finish()
        self.counters = list(counters)
        self._layout()

    def move(self, src: int, dst: int) -> None:
        counter = self.counters.pop(src)
        self.counters.insert(max(0, min(dst, len(self.counters))), counter)
        self._layout()

    # ------------------------------------------------------------------ layout
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

    # ------------------------------------------------------------------ DragSource
    def grab(self, pos: tuple[int, int], button: int, mods: int) -> Counter | None:
        i = self.index_at(pos) if button == 1 else None
        return None if i is None else self.counters[i]

    def lift(self, grab: Counter) -> Counter | None:
        return grab if self._index_of(grab) is not None else None

    def target_at(self, pos: tuple[int, int], payload: Counter) -> int | None:
        """The place in the row the counter would go in: off the strip, none."""
        return self.slot_at(pos) if self.px_rect.collidepoint(pos) else None

    def reason(self, payload: Counter, target: int) -> str | None:
        """Any order is fine: the engine judges it at Confirm."""
        return None

    def drop(self, payload: Counter, target: int) -> None:
        i = self._index_of(payload)
        if i is not None:
            self.move(i, target - 1 if target > i else target)

    def click(self, grab: Counter, button: int, pos: tuple[int, int]) -> None:
        """A counter clicked stays where it is (its order changes only by dragging)."""

    def _index_of(self, counter: Counter | None) -> int | None:
        return next((i for i, c in enumerate(self.counters) if c is counter), None)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.visible and self.gesture.handle_event(event)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.needs_redraw = False
        if not self.visible:
            return
        v = self.viewport
        head = text.line("New order (top on the left): drag to reorder, then Confirm order",
                         v.px(text.MIN), colour("text_dim"), self.px_rect.w - v.px(16), bold=True)
        surface.blit(head, (self.px_rect.x + v.px(8), self.px_rect.y + v.px(3)))
        carried = self._index_of(self.carried)
        for i, (c, r) in enumerate(zip(self.counters, self.rects, strict=True)):
            if i == carried:
                pygame.draw.rect(surface, colour("zone_hover"), r, max(1, v.px(2)),
                                 border_radius=v.px(6))
                continue
            surface.blit(counter_surface(c, r.w), r)
        if carried is None:
            return
        r = self.rects[carried]
        ghost = counter_surface(self.counters[carried], r.w)
        # Held by its centre, as it was drawn before it could fly home.
        surface.blit(ghost, self.gesture.held_at((r.w // 2, r.h // 2), r.topleft))
        slot = self.gesture.target if self.gesture.dragging else None
        if slot is not None:
            x = self.rects[slot].x - v.px(4) if slot < len(self.rects) else \
                self.rects[-1].right + v.px(4)
            pygame.draw.line(surface, colour("zone_hover"), (x, r.y), (x, r.bottom),
                             max(2, v.px(3)))
