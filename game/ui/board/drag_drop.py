"""Drag-and-drop of counters between zones. Legality is asked, never decided here.

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

`accepts` is where the scene asks the engine (filter legal_actions / find_action, catch
RuleError and return its text). With `move_on_drop=True` the controller moves the counters
on the table after a successful `on_drop`; scenes that rebuild the table from the engine's
view after `apply` pass False.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.board.counters import Counter, counter_surface
from game.ui.board.table import Table
from game.ui.board.text import render_block
from game.ui.board.zones import Zone
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.toast import Toasts

THRESHOLD = 6  # logical px a press must move before it becomes a drag
SNAP_TIME = 0.18  # seconds for a refused drop to fly home
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


def engine_callbacks(find: Callable[[DragPayload, Zone], Any],
                     apply: Callable[[Any], Any]) -> tuple[Accepts, OnDrop]:
    """`accepts` and `on_drop` for a scene whose engine maps gestures to actions.

    `find(payload, zone)` returns the one legal action for this drop or raises RuleError with
    the sentence to show (python-chess `find_move` style); `apply(action)` applies it (and
    lets the scene refresh its table). Legality is decided by the engine alone.
    """

    def accepts(payload: DragPayload, zone: Zone) -> str | None:
        try:
            find(payload, zone)
        except ValueError as exc:
            return str(exc) or "That move is not allowed."
        return None

    def on_drop(payload: DragPayload, zone: Zone) -> None:
        apply(find(payload, zone))

    return accepts, on_drop


class DragController:
    """Turns mouse events on a Table into drag payloads, highlights, drops and snap-backs."""

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
        self._zone_press: tuple[Zone, int] | None = None
        self.can_pick = can_pick
        self.move_on_drop = move_on_drop
        #: Widgets drawn over the table (hand, log): where they `covers(pos)`, the pointer is
        #: not on the table, so nothing under them is hovered, picked or dropped on.
        self.occluders = list(occluders)
        self._owns_toasts = toasts is None
        self.toasts = toasts if toasts is not None else Toasts(table.viewport)
        self._enabled = True
        self.state = "idle"  # idle | pressed | dragging | snapping
        self.payload: DragPayload | None = None
        self.reasons: dict[str, str | None] = {}
        self.hover_zone: Zone | None = None
        #: Before any press: the counters a drag from the pointer would take (outlined).
        self.hover_pick: list[tuple[Counter, pygame.Rect]] = []
        self._hover_pos: tuple[int, int] | None = None
        self._hover_sig: tuple | None = None
        self.last_drop: tuple[DragPayload, Zone] | None = None
        self._press: tuple[Zone, int, int, tuple[int, int], bool] | None = None
        self._pointer = (0, 0)
        self._grab = (0, 0)
        self._ghost: pygame.Surface | None = None
        self._ghost_offset = (0, 0)
        self._snap_from = (0.0, 0.0)
        self._snap_to = (0.0, 0.0)
        self._snap_t = 0.0
        self._changed = False

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

    @property
    def enabled(self) -> bool:
        """False while input must not move counters (a bot's turn, the pass-device cover):
        switching it off also cancels a drag in progress."""
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)
        if not value:
            self.cancel()
            if self.hover_pick:
                self.hover_pick = []
                self._changed = True

    @property
    def dragging(self) -> bool:
        return self.state == "dragging"

    @property
    def needs_redraw(self) -> bool:
        toast = self._owns_toasts and self.toasts.needs_redraw
        return self._changed or self.state == "snapping" or toast

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if self._owns_toasts and self.toasts.handle_event(event):
                return True
            return self._on_press(event)
        if et == pygame.MOUSEMOTION:
            return self._on_motion(event.pos)
        if et == pygame.MOUSEBUTTONUP and self._press is not None and \
                event.button == self._press[2]:
            return self._on_release(event.pos)
        if et == pygame.MOUSEBUTTONUP and self._zone_press is not None:
            zone, button = self._zone_press
            self._zone_press = None
            if button == event.button and self.zone_at(event.pos) is zone:
                assert self.on_zone_click is not None
                self.on_zone_click(zone, button)
                return True
            return False
        if et == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.state == "dragging":
            self.cancel()
            return True
        if et == pygame.WINDOWFOCUSLOST and self.state == "dragging":
            self.cancel()
        return False

    def update(self, dt: float) -> None:
        if self._owns_toasts:
            self.toasts.update(dt)
        if self.state == "snapping":
            self._snap_t += dt
            if self._snap_t >= SNAP_TIME:
                self._finish_snap()
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
        why = None
        if self.state == "dragging" and self.hover_zone is not None:
            why = self.reasons.get(self.hover_zone.id)
            name = "zone_hover" if why is None else "zone_illegal"
            pygame.draw.rect(surface, colour(name), self.hover_zone.px_rect, max(2, v.px(4)),
                             border_radius=max(2, v.px(6)))
        if self._ghost is not None and self.state in ("dragging", "snapping"):
            surface.blit(self._ghost, self._ghost_pos())
        if why:
            self._draw_reason(surface, why)
        if self._owns_toasts:
            self.toasts.draw(surface)
        self._changed = False

    def _draw_reason(self, surface: pygame.Surface, why: str) -> None:
        """Say why before the drop, under the pointer: the drop would be refused."""
        v = self.table.viewport
        pad = v.px(6)
        img = render_block(why, v.px(14), colour("text"), v.px(260))
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
        box.midtop = (self._pointer[0], self._pointer[1] + v.px(40))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, colour("toast_bg"), box, border_radius=max(2, v.px(4)))
        pygame.draw.rect(surface, colour("toast_border"), box, max(1, v.px(1)),
                         border_radius=max(2, v.px(4)))
        surface.blit(img, (box.x + pad, box.y + pad))

    def cancel(self) -> None:
        """Abort the current drag: the counters fly back to where they were."""
        if self.state == "dragging":
            self._start_snap()
        elif self.state == "pressed":
            self._reset()

    def relayout(self, viewport: object = None) -> None:
        """Call after table.relayout (the table's viewport is used): a drag in progress is
        cancelled without animation."""
        if self.state in ("dragging", "snapping"):
            self._finish_snap()
        self._reset()
        self.hover_pick = []
        self._hover_pos = None
        if self._owns_toasts:
            self.toasts.relayout(self.table.viewport)

    # gesture steps ---------------------------------------------------------------------------
    def _on_press(self, event: pygame.event.Event) -> bool:
        if self.state == "snapping":
            self._finish_snap()
        if not self.enabled or self.state != "idle":
            return False
        hit = None if self.covered(event.pos) else self.table.counter_at(event.pos)
        if hit is None:
            zone = self.zone_at(event.pos)
            if zone is not None and self.on_zone_click is not None:
                self._zone_press = (zone, event.button)
                return True
            return False
        zone, depth = hit
        mods = getattr(event, "mod", None)
        if mods is None:
            mods = pygame.key.get_mods()
        whole = event.button == 3 or bool(mods & pygame.KMOD_SHIFT)
        self._press = (zone, depth, event.button, event.pos, whole)
        self.state = "pressed"
        if self.hover_pick:
            self.hover_pick = []
            self._changed = True
        self._pointer = event.pos
        return True

    def _on_motion(self, pos: tuple[int, int]) -> bool:
        if self.state == "pressed":
            assert self._press is not None
            zone, depth, _button, start, whole = self._press
            limit = max(2, self.table.viewport.px(THRESHOLD))
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) < limit:
                return True
            payload = self.pick(zone, depth, whole)
            if payload is None:
                self._reset()  # not draggable, and moving the pointer away is no click
                return True
            why = self.can_pick(payload) if self.can_pick else None
            if why:
                self.toasts.show(why)
                self._reset()
                return True
            self._begin(payload, start)
        if self.state == "dragging":
            self._pointer = pos
            zone = self.zone_at(pos)
            self.hover_zone = None if zone is self.payload.source else zone
            self._changed = True
            return True
        if self.state == "idle":
            self._update_hover(pos)
        return False

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
        if [(c, r) for c, r in picked] != [(c, r) for c, r in self.hover_pick]:
            self.hover_pick = picked
            self._changed = True

    def _on_release(self, pos: tuple[int, int]) -> bool:
        assert self._press is not None
        self._hover_pos = pos
        zone, depth, button, _start, _whole = self._press
        if self.state == "pressed":
            self._reset()
            if self.on_click is not None and depth < len(zone.stack):
                self.on_click(zone.stack[depth], zone, button)
            return True
        if self.state != "dragging":
            return False
        self._pointer = pos
        payload = self.payload
        assert payload is not None
        target = self.zone_at(pos)
        if target is None or target is payload.source:
            self._start_snap()
            return True
        why = self.reasons.get(target.id, "You can't put that there.")
        if why is None:
            # Counters that move now (here, or in the scene's table.sync(animate=True)) settle
            # from where the ghost was let go rather than jumping back to the source first.
            self.table.flight_origins = self._ghost_rects(payload)
            try:
                if self.on_drop is not None:
                    self.on_drop(payload, target)
            except ValueError as exc:
                why = str(exc) or "That move is not allowed."
            except BaseException:
                self.table.flight_origins = {}
                self._start_snap()  # a bug in the scene: put the counters back, then report
                raise
        if why is not None:
            self.table.flight_origins = {}
            self.toasts.show(why)
            self._start_snap()
            return True
        self.table.show(payload.counters)
        if self.move_on_drop:
            self.table.fly(payload.counters, target, duration=SETTLE_TIME)
        self.table.flight_origins = {}
        self.last_drop = (payload, target)
        self._clear_highlights()
        self._reset()
        return True

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

    def _begin(self, payload: DragPayload, start: tuple[int, int]) -> None:
        table = self.table
        self.payload = payload
        self.reasons = {zid: self.reason(payload, z)
                        for zid, z in table.zones.items() if z is not payload.source}
        for zid, why in self.reasons.items():
            table.zones[zid].set_highlight("legal" if why is None else None)
        rect = table.counter_rects(payload.source)[payload.depth]
        self._grab = (start[0] - rect.x, start[1] - rect.y)
        self._ghost, self._ghost_offset = self._build_ghost(payload)
        table.hide(payload.counters)
        self.state = "dragging"
        self._changed = True

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
        if self.state == "snapping":
            t = min(1.0, self._snap_t / SNAP_TIME)
            t = 1 - (1 - t) ** 3  # ease out: fast start, gentle landing
            fx, fy = self._snap_from
            tx, ty = self._snap_to
            return (round(fx + (tx - fx) * t), round(fy + (ty - fy) * t))
        return (self._pointer[0] - self._grab[0] - self._ghost_offset[0],
                self._pointer[1] - self._grab[1] - self._ghost_offset[1])

    def _start_snap(self) -> None:
        payload = self.payload
        assert payload is not None
        self._snap_from = self._ghost_pos()
        rects = self.table.counter_rects(payload.source)
        # The source may have been re-synced meanwhile: then aim at the zone itself.
        rect = rects[payload.depth] if payload.depth < len(rects) else \
            payload.source.content_rect
        self._snap_to = (rect.x - self._ghost_offset[0], rect.y - self._ghost_offset[1])
        self._snap_t = 0.0
        self._clear_highlights()
        self.state = "snapping"
        self._press = None
        self._changed = True

    def _finish_snap(self) -> None:
        if self.payload is not None:
            self.table.show(self.payload.counters)
        self._clear_highlights()
        self._reset()

    def _clear_highlights(self) -> None:
        for z in self.table.zones.values():
            z.set_highlight(None)
        self.hover_zone = None

    def _reset(self) -> None:
        self.state = "idle"
        self._press = None
        self.payload = None
        self._ghost = None
        self.hover_zone = None
        self.reasons = {}
        self.hover_pick = []
        self._hover_sig = None
        self._changed = True
