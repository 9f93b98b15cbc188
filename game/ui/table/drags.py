"""Every drag at a table is the one gesture (game/ui/board/gesture.py); this part knows
all of a table's gestures, so there is one cancel for all of them: Esc while anything is
dragged puts it back (it flies home) and opens no pause menu, and so does the window
losing focus. The reason a drop would be refused, shown under the pointer, is drawn again
after pygame-gui's buttons, so a button under the pointer never hides it, and no hover
tooltip opens while something is dragged (it would cover that reason).

Board widgets with a `gesture` (a hand, the program slots, a counters controller) are
found by themselves; a drag source drawn by the table itself (the Assembly ring, the
Tempus deck) is added with `add`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.board.gesture import DragGesture

if TYPE_CHECKING:
    from game.ui.table_scene import TableScene


class Drags:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self._added: list[DragGesture] = []

    def add(self, gesture: DragGesture) -> None:
        self._added.append(gesture)

    def all(self) -> list[DragGesture]:
        own = [w.gesture for w in self.scene.widgets.widgets if getattr(w, "gesture", None)]
        return [*own, *self._added]

    @property
    def dragging(self) -> bool:
        return any(g.dragging for g in self.all())

    def cancel(self, event: pygame.event.Event) -> bool:
        """Esc or focus loss mid-drag: every drag flies home. True if Esc was spent so."""
        esc = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if not esc and event.type != pygame.WINDOWFOCUSLOST:
            return False
        dragging = [g for g in self.all() if g.dragging]
        for gesture in dragging:
            gesture.cancel()
        if dragging:
            self.scene.invalidate()
        return esc and bool(dragging)

    def draw_reasons(self, surface: pygame.Surface) -> None:
        for gesture in self.all():
            gesture.draw_reason(surface)
