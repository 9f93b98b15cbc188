"""Mouse gestures on the ring: drag a module onto another (swap), drag the ring round
(rotate preview), click a bay (lock selection, a bay choice, a Platform/Hold).

Only `event.pos` is read (synthetic test events do not move the mouse). The gesture is
handed to the scene, which looks the action up in `legal_actions()`; this module never
decides what is legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.assembly.ring_layout import drag_steps

if TYPE_CHECKING:
    from game.scenes.assembly.ring_scene import AssemblyScene

THRESHOLD = 6  # logical px a press must move to become a drag
SNAP_TIME = 0.18


class RingInput:
    def __init__(self, scene: AssemblyScene):
        self.scene = scene
        self.press: tuple[str, int, tuple[int, int]] | None = None
        self.drag_bay: int | None = None
        self.pointer = (0, 0)
        self.targets: set[int] = set()
        self.ring_drag: tuple[int, float] | None = None
        self.snap: tuple[int, tuple[int, int], float] | None = None
        self._reasons: dict[int, str | None] = {}

    def cancel(self) -> None:
        if self.drag_bay is not None:
            self.snap = (self.drag_bay, self.pointer, 0.0)
        self.press, self.drag_bay, self.ring_drag = None, None, None
        self.targets = set()

    def handle(self, event: pygame.event.Event) -> bool:
        s = self.scene
        lay = s.layout
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not s.can_touch_ring():
                return False
            bay = lay.bay_at(event.pos)
            if bay is not None:
                kind = "token" if s.draggable(bay) and s.pending_kind() == "command" \
                    and s.rot is None else "bay"
                self.press = (kind, bay, event.pos)
                return True
            ring = lay.ring_at(event.pos)
            if ring is not None and s.pending_kind() == "command":
                self.press = ("ring", ring * 12 + 1, event.pos)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            return self._release(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.drag_bay:
            self.cancel()
            s.invalidate()
            return True
        return False

    def _motion(self, pos: tuple[int, int]) -> bool:
        s = self.scene
        if self.press is None:
            return False
        kind, bay, start = self.press
        self.pointer = pos
        if self.drag_bay is None and self.ring_drag is None:
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) < max(2, s.vp.px(THRESHOLD)):
                return True
            if kind == "token":
                self.drag_bay = bay
                self.targets = s.swap_targets(bay)
                self._reasons = {}
            elif s.pending_kind() == "command":
                ring = s.layout.bays[bay].ring
                self.ring_drag = (ring, s.layout.angle_at(start))
        if self.ring_drag is not None:
            ring, a0 = self.ring_drag
            steps = drag_steps(a0, s.layout.angle_at(pos))
            if steps:
                s.preview_rotation(steps > 0, abs(steps), ring + 1)
        s.invalidate()
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        s = self.scene
        kind, bay, _start = self.press
        self.press = None
        if self.drag_bay is not None:
            src = self.drag_bay
            self.drag_bay = None
            self.targets = set()
            target = s.layout.bay_at(pos)
            stack = s.stack_at(pos)
            if target is None and stack is not None:
                if not s.drop_on_stack(src, stack):
                    self.snap = (src, pos, 0.0)
            elif target is None or target == src or not s.drop_module(src, target):
                self.snap = (src, pos, 0.0)
            s.invalidate()
            return True
        if self.ring_drag is not None:
            self.ring_drag = None
            s.invalidate()
            return True
        if kind in ("token", "bay"):
            s.click_bay(bay)
        return True

    def _reason(self, bay: int) -> str | None:
        """Why dropping on `bay` would be refused, asked once per bay per drag."""
        if bay not in self._reasons:
            self._reasons[bay] = self.scene.drop_reason(self.drag_bay, bay)
        return self._reasons[bay]

    def update(self, dt: float) -> bool:
        if self.snap is None:
            return False
        bay, frm, t = self.snap
        t += dt
        self.snap = None if t >= SNAP_TIME else (bay, frm, t)
        return True

    def draw(self, surf: pygame.Surface) -> None:
        s = self.scene
        ring = s.ring
        if self.drag_bay is not None:
            ring.glow(surf, self.targets, "zone_legal")
            over = s.layout.bay_at(self.pointer)
            why = None
            if over is not None and over != self.drag_bay:
                why = self._reason(over)
                ring.glow(surf, [over], "zone_illegal" if why else "zone_hover", 5)
            ring.cover(surf, self.drag_bay)
            ring.dragged(surf, s.view, self.drag_bay, self.pointer)
            if why:
                v = s.layout.viewport
                ring.label(surf, why, (self.pointer[0], self.pointer[1] + v.px(52)), "bad")
        elif self.snap is not None:
            bay, frm, t = self.snap
            home = ring.token_rect(bay).center
            k = 1 - (1 - min(1.0, t / SNAP_TIME)) ** 3
            pos = (round(frm[0] + (home[0] - frm[0]) * k), round(frm[1] + (home[1] - frm[1]) * k))
            ring.cover(surf, bay)
            ring.dragged(surf, s.view, bay, pos)


