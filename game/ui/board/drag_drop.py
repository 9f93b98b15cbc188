"""Drag-and-drop of counters between zones of a Table, on the shared gesture
(gesture.py: press, threshold, drop or fly home). Legality is asked, never decided here.

Gestures (on a counter at depth k, 0 = top of its zone's stack):
    left-drag                 zone.pick "stack": that counter and all above it (top k+1),
                              order kept; "single": only that counter; "none": no drag
    right-drag, shift+left    the whole stack (zones with pick "stack")
    click (no movement)       `on_click(counter, zone, button)`; the scene decides (flip...)
    click on a zone's empty   `on_zone_click(zone, button)` (e.g. "move the selected robot
      area                    here", "play the selected card here")
    Escape while dragging     cancel: the counters snap back

While dragging, every other zone is tested once with `zone.check(payload)` and then the
scene's `accepts(payload, zone)`; zones that pass light up. Dropping on a legal zone calls
`on_drop(payload, zone)`; if that raises ValueError (RuleError is one) or the zone refused,
the counters snap back and the reason is shown in a toast. Dropping outside every zone or on
the source zone cancels without a message.

`accepts` is where the scene asks the engine (its find_action: catch RuleError and return
its text). With `move_on_drop=True` the controller moves the counters
on the table after a successful `on_drop`; scenes that rebuild the table from the engine's
view after `apply` pass False.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.board.counters import Counter, counter_surface
from game.ui.board.gesture import DragGesture
from game.ui.board.table import Table
from game.ui.board.zones import Zone
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.toast import Toasts

SETTLE_TIME = 0.12  # seconds for an accepted drop to slide into its place in the stack
GHOST_DEPTH = 8  # deeper counters of a dragged stack stop adding to the ghost's offset


@dataclass(frozen=True, eq=False)
class DragPayload:
    """What is being dragged: counters top first, where from, and which one was grabbed."""

    counters: tuple[Counter, ...]
    source: Zone
    depth: int  # depth in the source stack of the counter under the pointer
    whole_stack: bool = False

    @property
    def top(self) -> Counter:
        return self.counters[0]

    @property
    def grabbed(self) -> Counter:
        """The counter under the pointer when the drag started."""
        return self.source.stack[self.depth] if self.depth < len(self.source.stack) \
            and self.source.stack[self.depth] in self.counters else self.counters[0]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.counters)

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(c.kind for c in self.counters)

    def __len__(self) -> int:
        return len(self.counters)


Accepts = Callable[[DragPayload, Zone], "str | None"]
OnDrop = Callable[[DragPayload, Zone], None]
OnClick = Callable[[Counter, Zone, int], None]


class DragController:
    """Counters on a Table as the DragSource of the shared gesture: what a press picks, which
    zones light up, the ghost under the pointer, settling after a drop."""

    def __init__(self, table: Table, accepts: Accepts | None = None,
                 on_drop: OnDrop | None = None, *, toasts: Toasts | None = None,
                 on_click: OnClick | None = None,
                 can_pick: Callable[[DragPayload], str | None] | None = None,
                 move_on_drop: bool = True, occluders: Sequence[Any] = (),
                 on_zone_click: Callable[[Zone, int], None] | None = None):
        self.table = table
        self.accepts = accepts
        self.on_drop = on_drop
        self.on_click = on_click
        self.on_zone_click = on_zone_click
        self.can_pick = can_pick
        self.move_on_drop = move_on_drop
        #: Widgets drawn over the table (hand, log): where they `covers(pos)`, the pointer is
        #: not on the table, so nothing under them is hovered, picked or dropped on.
        self.occluders = list(occluders)
        self._owns_toasts = toasts is None
        self.toasts = toasts if toasts is not None else Toasts(table.viewport)
        self.gesture = DragGesture(table.viewport, self, self.toasts, on_change=self._on_change)
        #: During a drag: zone id -> None (legal, lit) or the reason it is not.
        self.reasons: dict[str, str | None] = {}
        #: Before any press: the counters a drag from the pointer would take (outlined).
        self.hover_pick: list[tuple[Counter, pygame.Rect]] = []
        self._hover_pos: tuple[int, int] | None = None
        self._hover_sig: tuple | None = None
        self.last_drop: tuple[DragPayload, Zone] | None = None
        self._airborne: DragPayload | None = None  # lifted off the table, not yet back
        self._grab = (0, 0)
        self._ghost: pygame.Surface | None = None
        self._ghost_offset = (0, 0)
        self._changed = False

    # the gesture's state ---------------------------------------------------------------------
    @property
    def state(self) -> str:
        return self.gesture.state

    @property
    def payload(self) -> DragPayload | None:
        return self.gesture.payload or self._airborne

    @property
    def dragging(self) -> bool:
        return self.gesture.dragging

    @property
    def hover_zone(self) -> Zone | None:
        return self.gesture.target if self.dragging else None

    @property
    def enabled(self) -> bool:
        """False while input must not move counters (a bot's turn, the pass-device cover):
        switching it off also cancels a drag in progress."""
        return self.gesture.enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self.gesture.enabled = bool(value)
        if not value:
            self.cancel()
            if self.hover_pick:
                self.hover_pick = []
                self._changed = True

    @property
    def needs_redraw(self) -> bool:
        toast = self._owns_toasts and self.toasts.needs_redraw
        return self._changed or self.state == "snapping" or toast

    # decisions -------------------------------------------------------------------------------
    def reason(self, payload: DragPayload, zone: Zone) -> str | None:
        """None if `payload` may be dropped on `zone`, else why not (zone test, then scene)."""
        why = zone.check(payload)
        if why is None and self.accepts is not None:
            why = self.accepts(payload, zone)
        return why

    def pick(self, zone: Zone, depth: int, whole_stack: bool = False) -> DragPayload | None:
        """The payload a drag started at `depth` of `zone` takes (None if nothing)."""
        stack = zone.stack
        if zone.pick == "none" or not 0 <= depth < len(stack):
            return None
        if zone.pick == "single":
            return DragPayload((stack[depth],), zone, depth)
        if whole_stack:
            return DragPayload(tuple(stack), zone, depth, whole_stack=True)
        return DragPayload(tuple(stack[i] for i in range(depth + 1)), zone, depth)

    def legal_zones(self) -> list[Zone]:
        """During a drag: the zones that light up."""
        return [self.table.zones[zid] for zid, why in self.reasons.items() if why is None]

    def covered(self, pos: tuple[int, int]) -> bool:
        return any(o.covers(pos) for o in self.occluders)

    def zone_at(self, pos: tuple[int, int]) -> Zone | None:
        return None if self.covered(pos) else self.table.zone_at(pos)

    # DragSource ------------------------------------------------------------------------------
    def grab(self, pos: tuple[int, int], button: int, mods: int):
        if button not in (1, 3):
            return None
        if self._owns_toasts and self.toasts.handle_event(
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)):
            return None
        hit = None if self.covered(pos) else self.table.counter_at(pos)
        if self.hover_pick:
            self.hover_pick = []
            self._changed = True
        if hit is None:
            zone = self.zone_at(pos)
            return ("zone", zone) if zone is not None and self.on_zone_click else None
        zone, depth = hit
        return ("counter", zone, depth, button == 3 or bool(mods & pygame.KMOD_SHIFT))

    def lift(self, grab) -> DragPayload | str | None:
        if grab[0] != "counter":
            return None
        _kind, zone, depth, whole = grab
        payload = self.pick(zone, depth, whole)
        if payload is None:
            return None
        why = self.can_pick(payload) if self.can_pick else None
        if why:
            return why
        table = self.table
        self.reasons = {zid: self.reason(payload, z)
                        for zid, z in table.zones.items() if z is not payload.source}
        for zid, why in self.reasons.items():
            table.zones[zid].set_highlight("legal" if why is None else None)
        rect = table.counter_rects(payload.source)[payload.depth]
        start = self.gesture.start
        self._grab = (start[0] - rect.x, start[1] - rect.y)
        self._ghost, self._ghost_offset = self._build_ghost(payload)
        table.hide(payload.counters)
        self._airborne = payload
        self.gesture.reasons = {zid: why for zid, why in self.reasons.items()}
        return payload

    def target_at(self, pos: tuple[int, int], payload: DragPayload) -> Zone | None:
        zone = self.zone_at(pos)
        return None if zone is payload.source else zone

    def drop(self, payload: DragPayload, target: Zone) -> None:
        # Counters that move now (here, or in the scene's table.sync(animate=True)) settle
        # from where the ghost was let go rather than jumping back to the source first.
        self.table.flight_origins = self._ghost_rects(payload)
        try:
            if self.on_drop is not None:
                self.on_drop(payload, target)
        finally:
            origins, self.table.flight_origins = self.table.flight_origins, {}
        self.table.show(payload.counters)
        if self.move_on_drop:
            self.table.flight_origins = origins
            self.table.fly(payload.counters, target, duration=SETTLE_TIME)
            self.table.flight_origins = {}
        self._airborne = None
        self.last_drop = (payload, target)

    def click(self, grab, button: int, pos: tuple[int, int]) -> None:
        self._hover_pos = pos
        if grab[0] == "zone":
            if self.zone_at(pos) is grab[1] and self.on_zone_click is not None:
                self.on_zone_click(grab[1], button)
            return
        _kind, zone, depth, _whole = grab
        if self.on_click is not None and depth < len(zone.stack):
            self.on_click(zone.stack[depth], zone, button)

    def _on_change(self) -> None:
        """Keep the table in step with the gesture: lit zones while dragging, counters back
        in their stack once a refused drop has flown home."""
        self._changed = True
        if self.gesture.state in ("idle", "snapping"):
            self._clear_highlights()
        if self.gesture.state == "idle" and self._airborne is not None:
            self.table.show(self._airborne.counters)
            self._airborne = None
        if self.gesture.state == "idle":
            self.reasons = {}
            self._ghost = None
            self._hover_sig = None

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.gesture.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION and self.state == "idle":
            self._update_hover(event.pos)
        return False

    def update(self, dt: float) -> None:
        if self._owns_toasts:
            self.toasts.update(dt)
        self.gesture.update(dt)
        if self.state == "idle" and self._hover_pos is not None and \
                self._hover_sig != self.table.signature():
            self._update_hover(self._hover_pos)  # the table changed under a resting pointer

    def draw(self, surface: pygame.Surface) -> None:
        """Draw over the table: hover outline and the ghost (the table draws everything else)."""
        v = self.table.viewport
        if self.state == "idle":
            width = max(2, v.px(3))
            for c, r in self.hover_pick:
                if c.shape == "square":
                    pygame.draw.rect(surface, colour("zone_hover"), r, width,
                                     border_radius=max(2, r.w // 6))
                else:
                    pygame.draw.circle(surface, colour("zone_hover"), r.center, r.w // 2, width)
        zone = self.hover_zone
        if zone is not None:
            name = "zone_hover" if self.reasons.get(zone.id) is None else "zone_illegal"
            pygame.draw.rect(surface, colour(name), zone.px_rect, max(2, v.px(4)),
                             border_radius=max(2, v.px(6)))
        if self._ghost is not None and self.state in ("dragging", "snapping"):
            surface.blit(self._ghost, self._ghost_pos())
        self.gesture.draw_reason(surface)
        if self._owns_toasts:
            self.toasts.draw(surface)
        self._changed = False

    def cancel(self) -> None:
        """Abort the current drag: the counters fly back to where they were."""
        self.gesture.cancel()

    def relayout(self, viewport: object = None) -> None:
        """Call after table.relayout (the table's viewport is used): a drag in progress is
        cancelled without animation."""
        self.gesture.viewport = self.table.viewport
        self.gesture.finish()
        self.hover_pick = []
        self._hover_pos = None
        if self._owns_toasts:
            self.toasts.relayout(self.table.viewport)

    # helpers ---------------------------------------------------------------------------------
    def _update_hover(self, pos: tuple[int, int]) -> None:
        self._hover_pos = pos
        self._hover_sig = self.table.signature()
        picked: list[tuple[Counter, pygame.Rect]] = []
        hit = self.table.counter_at(pos) if self.enabled and not self.covered(pos) else None
        if hit is not None:
            zone, depth = hit
            payload = self.pick(zone, depth)
            if payload is not None:
                rects = self.table.counter_rects(zone)
                picked = [(c, rects[zone.stack.index_of(c.id)]) for c in payload.counters]
        if picked != self.hover_pick:
            self.hover_pick = picked
            self._changed = True

    def _ghost_rects(self, payload: DragPayload) -> dict[str, pygame.Rect]:
        """Where each dragged counter is drawn inside the ghost right now."""
        s = payload.source.counter_px
        step = max(2, s // 10)
        depth_shown = min(len(payload.counters), GHOST_DEPTH)
        gx, gy = self._ghost_pos()
        oy = self._ghost_offset[1] - min(payload.counters.index(payload.grabbed),
                                         depth_shown - 1) * step
        out = {}
        for j, c in enumerate(payload.counters):
            d = min(j, depth_shown - 1)
            out[c.id] = pygame.Rect(gx + d * step, gy + oy + d * step, s, s)
        return out

    def _build_ghost(self, payload: DragPayload) -> tuple[pygame.Surface, tuple[int, int]]:
        """One pre-rendered surface for the whole payload: a frame is one blit whatever k is."""
        v = self.table.viewport
        s = payload.source.counter_px
        step = max(2, s // 10)
        k = len(payload.counters)
        depth_shown = min(k, GHOST_DEPTH)
        extent = s + (depth_shown - 1) * step
        badge = max(v.px(22), s // 2) if k > 1 else 0
        ghost = pygame.Surface((extent + badge // 2, extent + badge // 2), pygame.SRCALPHA)
        oy = badge // 2
        for j in range(k - 1, -1, -1):
            d = min(j, depth_shown - 1)
            ghost.blit(counter_surface(payload.counters[j], s), (d * step, oy + d * step))
        if k > 1:
            centre = (extent, badge // 2)
            pygame.draw.circle(ghost, colour("accent"), centre, badge // 2)
            pygame.draw.circle(ghost, colour("counter_edge"), centre, badge // 2, max(1, v.px(2)))
            img = font(max(8, int(badge * 0.55)), True).render(str(k), True,
                                                               colour("counter_edge"))
            ghost.blit(img, img.get_rect(center=centre))
        # Where the grabbed counter sits inside the ghost.
        d = min(payload.counters.index(payload.grabbed), depth_shown - 1)
        if pygame.display.get_surface() is not None:
            ghost = ghost.convert_alpha()
        return ghost, (d * step, oy + d * step)

    def _ghost_pos(self) -> tuple[int, int]:
        grip = (self._grab[0] + self._ghost_offset[0], self._grab[1] + self._ghost_offset[1])
        home = (0, 0)
        payload = self._airborne
        if self.state == "snapping" and payload is not None:
            rects = self.table.counter_rects(payload.source)
            # The source may have been re-synced meanwhile: then aim at the zone itself.
            rect = rects[payload.depth] if payload.depth < len(rects) else \
                payload.source.content_rect
            home = (rect.x - self._ghost_offset[0], rect.y - self._ghost_offset[1])
        return self.gesture.held_at(grip, home)

    def _clear_highlights(self) -> None:
        for z in self.table.zones.values():
            z.set_highlight(None)
