"""Mouse gestures on the ring, on the shared drag gesture (game/ui/board/gesture.py): drag a
module onto another bay (swap) or onto a module stack, drag the ring round (rotate
preview), click a bay (lock selection, a bay choice, a Platform/Hold).

This is the ring's DragSource: it says what a press takes and where a drop would land; the
scene asks the engine what the drop means (`game.find_action`), and a refused drop shows the
engine's sentence. Nothing here decides what is legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.assembly.layout import drag_steps
from game.ui.board.gesture import DragGesture, refusal

if TYPE_CHECKING:
    from game.scenes.assembly.scene import AssemblyScene

RING_END = "ring"  # where a ring drag "drops": anywhere, nothing to apply


class RingInput:
    def __init__(self, scene: AssemblyScene):
        self.scene = scene
        self.gesture = DragGesture(scene.vp, self, scene.toasts, on_change=scene.invalidate)
        self.targets: set[int] = set()

    # what the scene asks --------------------------------------------------------------------
    @property
    def drag_bay(self) -> int | None:
        """The bay whose module is being dragged (None if none)."""
        payload = self.gesture.payload
        return payload[1] if self.gesture.dragging and payload[0] == "module" else None

    @property
    def idle(self) -> bool:
        return self.gesture.state in ("idle", "snapping")

    def cancel(self) -> None:
        self.gesture.cancel()

    def handle(self, event: pygame.event.Event) -> bool:
        self.gesture.viewport = self.scene.vp
        return self.gesture.handle_event(event)

    def update(self, dt: float) -> bool:
        return self.gesture.update(dt)

    # DragSource -----------------------------------------------------------------------------
    def grab(self, pos: tuple[int, int], button: int, mods: int):
        s = self.scene
        if button != 1 or not s.can_touch_ring():
            return None
        lay = s.layout
        bay = lay.bay_at(pos)
        if bay is not None:
            token = s.draggable(bay) and s.session.pending_kind() == "command" and s.rot is None
            return ("token" if token else "bay", bay)
        ring = lay.ring_at(pos)
        if ring is not None and s.session.pending_kind() == "command":
            return ("ring", ring)
        return None

    def lift(self, grab):
        s = self.scene
        kind, where = grab
        if kind == "token":
            self.targets = s.swap_targets(where)
            return ("module", where)
        if s.session.pending_kind() != "command":
            return None
        ring = s.layout.bays[where].ring if kind == "bay" else where
        return ("ring", ring, s.layout.angle_at(self.gesture.start))

    def target_at(self, pos: tuple[int, int], payload):
        if payload[0] == "ring":
            return RING_END
        s = self.scene
        bay = s.layout.bay_at(pos)
        if bay is not None:
            return None if bay == payload[1] else bay
        stack = s.stack_at(pos)
        return ("stack", stack) if stack is not None else None

    def reason(self, payload, target) -> str | None:
        """Why this drop would be refused (shown under the pointer before letting go)."""
        if target == RING_END:
            return None
        return refusal(lambda: self._action(payload, target))

    def drop(self, payload, target) -> None:
        self.targets = set()
        if target != RING_END:
            self.scene.commit(self._action(payload, target))

    def _action(self, payload, target):
        """The legal play a module dropped on a bay or a stack means; RuleError if none."""
        s = self.scene
        if isinstance(target, tuple):
            return s.stack_drop_action(payload[1], target[1])
        return s.drop_action(payload[1], target)

    def moved(self, payload, pos: tuple[int, int]) -> None:
        if payload[0] != "ring":
            return
        s = self.scene
        _kind, ring, a0 = payload
        steps = drag_steps(a0, s.layout.angle_at(pos))
        if steps:
            s.preview_rotation(steps > 0, abs(steps), ring + 1)

    def click(self, grab, button: int, pos: tuple[int, int]) -> None:
        kind, where = grab
        if kind in ("token", "bay"):
            self.scene.click_bay(where)

    # drawing --------------------------------------------------------------------------------
    def draw_held(self, surf: pygame.Surface) -> None:
        """While a module is held, what stays put until it is dropped: its legal drops lit
        and its empty place (in the table's cached layer)."""
        if self.drag_bay is not None:
            self.scene.ring.glow(surf, self.targets, "zone_legal")
            self.scene.ring.cover(surf, self.drag_bay)

    def draw(self, surf: pygame.Surface) -> None:
        """Per frame: the bay under a held module lit (or refused), the module at the
        pointer, the reason a drop there would be refused; a module flying home."""
        s = self.scene
        ring = s.ring
        g = self.gesture
        if self.drag_bay is not None:
            over = g.target if isinstance(g.target, int) else None
            if over is not None:
                why = g.reason_for(over)
                ring.glow(surf, [over], "zone_illegal" if why else "zone_hover", 5)
            ring.dragged(surf, s.view, self.drag_bay, g.pointer)
            g.draw_reason(surf)
        elif g.state == "snapping" and g.payload and g.payload[0] == "module":
            bay = g.payload[1]
            home = ring.token_rect(bay).center
            k = g.snap_progress
            frm = g.snap_from
            pos = (round(frm[0] + (home[0] - frm[0]) * k), round(frm[1] + (home[1] - frm[1]) * k))
            ring.cover(surf, bay)
            ring.dragged(surf, s.view, bay, pos)
