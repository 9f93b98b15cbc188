"""Table: the zones of one board, drawn from cached layers.

Two cached surfaces keep a frame down to one big blit:
    background  table colour, grid, zone boxes and labels (rebuilt on relayout / zone added)
    layer       background + highlights + every visible counter (rebuilt when a stack, a
                highlight or the hidden set changes: see `signature`)
While a counter is dragged only the ghost and the hover outline are drawn on top each frame.

>>> from game.ui.units import Viewport
>>> t = Table(Viewport((1280, 720)))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from game.ui.board.counters import Counter, counter_surface, resolve
from game.ui.board.stacks import fan_rects
from game.ui.board.zones import Zone
from game.ui.fonts import font, render
from game.ui.surfaces import window_format
from game.ui.theme import colour
from game.ui.units import Viewport

FLY_TIME = 0.25  # seconds for an animated move
LABEL_BAND = 20  # logical height reserved for a zone's label
PAD = 6  # logical padding inside a zone
GRID = 40  # logical spacing of the table grid
#: A move repaints the counter layer only where zones changed while those parts add up to
#: at most this share of it; past that, painting it whole costs no more.
PART_REPAINT_SHARE = 0.4


@dataclass(eq=False)
class _Flight:
    counter: Counter
    start: pygame.Rect
    end: pygame.Rect
    size0: int
    size1: int
    duration: float
    t: float = 0.0

    def frame(self) -> tuple[int, pygame.Rect]:
        k = min(1.0, self.t / self.duration) if self.duration > 0 else 1.0
        k = k * k * (3 - 2 * k)  # smoothstep: the eye can follow start and landing
        size = round(self.size0 + (self.size1 - self.size0) * k)
        x = self.start.x + (self.end.x - self.start.x) * k
        y = self.start.y + (self.end.y - self.start.y) * k
        return size, pygame.Rect(round(x), round(y), size, size)


class Table:
    """Zones with stacks of counters.

    rect: the table's area in logical units (default: the whole window).
    backdrop: draws the board's own art (rooms, corridors, a clock ring) into the cached
        background: `backdrop(surface, viewport, origin)`, where `origin` is the pixel
        position of the table's top-left (subtract it from viewport rects). Called only when
        the background is rebuilt (relayout, zone added), never per frame.
    Zones are hit-tested last-added first, so add overlapping zones back to front.
    """

    def __init__(self, viewport: Viewport, rect: tuple[float, float, float, float] | None = None,
                 backdrop: Callable[[pygame.Surface, Viewport, tuple[int, int]], None]
                 | None = None):
        self.viewport = viewport
        self.rect = rect
        self.backdrop = backdrop
        self.zones: dict[str, Zone] = {}
        self.hidden: set[str] = set()
        self.flights: list[_Flight] = []
        #: Pixel rects that animated moves start from instead of the counter's current place
        #: (set by the drag controller for the counters just dropped).
        self.flight_origins: dict[str, pygame.Rect] = {}
        self._hidden_version = 0
        self._bg: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_sig: tuple | None = None
        self._drawn: dict[str, tuple[tuple, pygame.Rect, tuple]] = {}  # what each zone painted
        self._changes: list[pygame.Rect] | None = None  # since `take_changes`; None: all
        self._rects: dict[str, tuple[tuple, list[pygame.Rect]]] = {}
        self._dirty = True
        self.px_rect = pygame.Rect(0, 0, 1, 1)
        self.relayout(viewport, rect)

    # zones and counters ----------------------------------------------------------------------
    def add(self, zone: Zone, counters: Iterable[Counter] = ()) -> Zone:
        if zone.id in self.zones:
            raise ValueError(f'zone "{zone.id}" is already on the table')
        self.zones[zone.id] = zone
        zone.stack.set(counters)
        self._layout_zone(zone)
        self._bg = None
        self._dirty = True
        return zone

    def zone(self, zone_id: str) -> Zone:
        return self.zones[zone_id]

    def counters(self) -> Iterable[Counter]:
        for z in self.zones.values():
            yield from z.stack

    def find(self, counter_id: str) -> tuple[Zone, int]:
        """The zone holding `counter_id` and its depth (0 = top)."""
        for z in self.zones.values():
            for i, c in enumerate(z.stack):
                if c.id == counter_id:
                    return z, i
        raise KeyError(f'no counter "{counter_id}" on the table')

    def move(self, counters: Sequence[Counter], to: Zone | str, at: int = 0) -> None:
        """Move `counters` (top first) from wherever they are onto `to` at depth `at`."""
        target = self.zones[to] if isinstance(to, str) else to
        moving = {id(c) for c in counters}
        for z in self.zones.values():
            if any(id(c) in moving for c in z.stack):
                z.stack.remove(counters)
        target.stack.put(counters, at)

    def fly(self, counters: Sequence[Counter], to: Zone | str, at: int = 0,
            duration: float = FLY_TIME) -> None:
        """`move`, animated: the counters glide from where they were (a bot's move, an event)."""
        before = self._positions()
        self.move(counters, to, at)
        self._launch(before, {c.id for c in counters}, duration)

    def sync(self, contents: Mapping[str, Sequence[Counter]], animate: bool = False,
             duration: float = FLY_TIME) -> None:
        """Make each named zone hold exactly `contents[zone_id]` (top first).

        For scenes that rebuild counters from the engine's view after every `apply`: a zone
        whose counters look the same as before is left alone, so nothing is redrawn for it.
        With `animate`, counters whose zone changed fly from their old place to the new one.
        """
        before = self._positions() if animate else {}
        for zid, counters in contents.items():
            stack = self.zones[zid].stack
            new = list(counters)
            if [(c.id, c.look()) for c in stack] != [(c.id, c.look()) for c in new]:
                stack.set(new)
            else:
                stack._items = new  # same art: fresh objects (data) without a redraw
        if animate:
            moved = {c.id for zid, cs in contents.items() for c in cs
                     if c.id in before and before[c.id][0] != zid}
            self._launch(before, moved, duration)

    @property
    def animating(self) -> bool:
        return bool(self.flights)

    def _positions(self, origins: bool = True) -> dict[str, tuple[str, pygame.Rect, int]]:
        """Where each counter is seen now: mid-flight, just dropped, or in its stack."""
        airborne = {f.counter.id: f.frame()[1] for f in self.flights} if origins else {}
        out = {}
        for z in self.zones.values():
            for c, r in zip(z.stack, self.counter_rects(z), strict=True):
                origin = None
                if origins:
                    origin = self.flight_origins.get(c.id) or airborne.get(c.id)
                out[c.id] = (z.id, origin or r, origin.w if origin else z.counter_px)
        return out

    def _launch(self, before: dict[str, tuple[str, pygame.Rect, int]], ids: set[str],
                duration: float) -> None:
        after = self._positions(origins=False)
        # A counter already in the air changes course from where it is now.
        self.flights = [f for f in self.flights if f.counter.id not in ids]
        for z in self.zones.values():
            for c in z.stack:
                if c.id in ids and c.id in before and c.id in after:
                    _zid, start, size0 = before[c.id]
                    _zid, end, size1 = after[c.id]
                    self.flights.append(_Flight(c, start, end, size0, size1, duration))
        if ids:
            self.hide(f.counter for f in self.flights if f.counter.id in ids)

    def hide(self, counters: Iterable[Counter]) -> None:
        """Leave counters out of the layer (they are being dragged or animated)."""
        self.hidden.update(c.id for c in counters)
        self._hidden_version += 1

    def show(self, counters: Iterable[Counter] | None = None) -> None:
        if counters is None:
            self.hidden.clear()
        else:
            self.hidden.difference_update(c.id for c in counters)
        self._hidden_version += 1

    # layout and hit-testing ------------------------------------------------------------------
    def relayout(self, viewport: Viewport,
                 rect: tuple[float, float, float, float] | None = None) -> None:
        """Window size or UI scale changed: recompute pixel rects, drop cached art."""
        self.viewport = viewport
        if rect is not None:
            self.rect = rect
        if self.rect is None:
            self.px_rect = pygame.Rect((0, 0), viewport.size)
        else:
            self.px_rect = viewport.rect(*self.rect)
        for z in self.zones.values():
            self._layout_zone(z)
        self._bg = None
        self._layer = None
        self._rects.clear()
        if self.flights:  # old pixel positions mean nothing now: land everything at once
            self.show(f.counter for f in self.flights)
            self.flights = []
        self._dirty = True

    def _layout_zone(self, z: Zone) -> None:
        v = self.viewport
        z.px_rect = v.rect(*z.rect)
        band = LABEL_BAND if z.label else 0
        x, y, w, h = z.rect
        z.content_rect = v.rect(x + PAD, y + PAD + band, w - 2 * PAD, h - 2 * PAD - band)
        z.counter_px = v.px(z.counter_size)

    def counter_rects(self, zone: Zone) -> list[pygame.Rect]:
        """Pixel rects of the zone's counters, index 0 = top (cached per stack version)."""
        key = (zone.stack.version, len(zone.stack), tuple(zone.content_rect), zone.counter_px,
               zone.layout)
        hit = self._rects.get(zone.id)
        if hit is None or hit[0] != key:
            rects = fan_rects(len(zone.stack), zone.content_rect, zone.counter_px, zone.layout,
                              gap=max(1, self.viewport.px(4)))
            hit = (key, rects)
            self._rects[zone.id] = hit
        return hit[1]

    def zone_at(self, pos: tuple[int, int]) -> Zone | None:
        for z in reversed(list(self.zones.values())):
            if z.px_rect.collidepoint(pos):
                return z
        return None

    def counter_at(self, pos: tuple[int, int]) -> tuple[Zone, int] | None:
        """The visible counter under `pos` as (zone, depth), front-most first."""
        for z in reversed(list(self.zones.values())):
            rects = self.counter_rects(z)
            for i, r in enumerate(rects):
                if r.collidepoint(pos) and z.stack[i].id not in self.hidden:
                    return z, i
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The rule text of the counter, else the zone, under `pos`."""
        hit = self.counter_at(pos)
        if hit and hit[0].stack[hit[1]].tooltip:
            return hit[0].stack[hit[1]].tooltip
        z = self.zone_at(pos)
        return z.tooltip or None if z else None

    # drawing ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The table is passive: a DragController turns input on it into gestures."""
        return False

    def update(self, dt: float) -> None:
        if not self.flights:
            return
        for f in self.flights:
            f.t += dt
        landed = [f for f in self.flights if f.t >= f.duration]
        if landed:
            self.flights = [f for f in self.flights if f.t < f.duration]
            self.show(f.counter for f in landed)

    def signature(self) -> tuple:
        """Changes whenever the counter layer must be redrawn."""
        return (self._hidden_version,) + tuple(
            (z.stack.version, z.highlight_version) for z in self.zones.values())

    @property
    def needs_redraw(self) -> bool:
        return (self._dirty or bool(self.flights) or self._layer is None
                or self.signature() != self._layer_sig)

    def invalidate(self) -> None:
        self._dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        self._bring_up_to_date()
        surface.blit(self._layer, self.px_rect.topleft)
        self.draw_flights(surface)
        self._dirty = False

    def draw_at_rest(self, surface: pygame.Surface) -> None:
        """The counters at rest as `take_changes` last brought them up to date, without
        the flights (a layer painted in parts keeps them out: `draw_flights` goes over it
        each frame; its pieces, each clipped, need not check again)."""
        if self._layer is None:
            self._bring_up_to_date()
        surface.blit(self._layer, self.px_rect.topleft)
        self._dirty = False

    def draw_flights(self, surface: pygame.Surface) -> None:
        for f in self.flights:
            size, rect = f.frame()
            surface.blit(counter_surface(f.counter, size), rect)

    def take_changes(self) -> list[pygame.Rect] | None:
        """Where (window pixels) the counters at rest look different since the last call,
        the layer brought up to date first; None: anywhere."""
        self._bring_up_to_date()
        changes, self._changes = self._changes, []
        return changes

    def _bring_up_to_date(self) -> None:
        sig = self.signature()
        if self._layer is None or sig != self._layer_sig:
            self._build_layer()
            self._layer_sig = sig

    def _build_background(self) -> pygame.Surface:
        v = self.viewport
        bg = window_format(self.px_rect.size)
        bg.fill(colour("table_bg"))
        grid = colour("table_grid")
        step = max(8, v.px(GRID))
        for x in range(step, bg.get_width(), step):
            pygame.draw.line(bg, grid, (x, 0), (x, bg.get_height()))
        for y in range(step, bg.get_height(), step):
            pygame.draw.line(bg, grid, (0, y), (bg.get_width(), y))
        ox, oy = self.px_rect.topleft
        if self.backdrop is not None:
            self.backdrop(bg, v, (ox, oy))
        radius = max(2, v.px(6))
        label_font = font(v.px(13), True)
        for z in self.zones.values():
            r = z.px_rect.move(-ox, -oy)
            if z.frame:
                pygame.draw.rect(bg, resolve(z.fill), r, border_radius=radius)
                pygame.draw.rect(bg, resolve(z.border), r, max(1, v.px(2)),
                                 border_radius=radius)
            if z.label:
                img = label_font.render(z.label, True, colour("text_dim"))
                bg.blit(img, (r.x + v.px(PAD + 2), r.y + v.px(3)),
                        area=pygame.Rect(0, 0, r.w - v.px(2 * PAD), img.get_height()))
        return bg

    def _build_layer(self) -> bool:
        """Paint the counter layer: again only where a zone shows something new (a counter
        moved, turned, hidden or shown, a highlight changed) when that is a small part of
        the table, else whole. Each part is painted as the whole would be: the background
        there, then every zone that reaches into it, in order, so the pixels are the same.
        True if it was painted in parts."""
        if self._bg is None:
            self._bg = self._build_background()
            self._drawn = {}
        if self._layer is None or self._layer.get_size() != self._bg.get_size():
            self._layer = window_format(self._bg.get_size())
            self._drawn = {}
        layer = self._layer
        old = self._drawn
        drawn = {}
        hidden = self.hidden
        for z in self.zones.values():
            # What a zone draws can only change with its stack, its highlight, which of its
            # counters are hidden or its layout: otherwise it is the drawing of last time.
            version = (z.stack.version, z.highlight_version,
                       tuple(c.id in hidden for c in z.stack) if hidden else (),
                       tuple(z.content_rect), z.counter_px)
            last = old.get(z.id)
            drawn[z.id] = last if last is not None and last[2] == version \
                else (*self._zone_drawing(z), version)
        self._drawn = drawn
        if old.keys() == drawn.keys():
            changed = [zid for zid, d in drawn.items() if d[0] != old[zid][0]]
            parts = [r for zid in changed for r in (old[zid][1], drawn[zid][1])]
            if sum(r.w * r.h for r in parts) <= PART_REPAINT_SHARE * layer.get_width() \
                    * layer.get_height():
                if self._changes is not None:
                    self._changes += [r.move(self.px_rect.topleft) for r in parts]
                for part in parts:
                    layer.set_clip(part)
                    layer.blit(self._bg, part.topleft, part)
                    for z in self.zones.values():
                        if drawn[z.id][1].colliderect(part):
                            self._paint_zone(layer, z)
                layer.set_clip(None)
                return True
        layer.blit(self._bg, (0, 0))
        for z in self.zones.values():
            self._paint_zone(layer, z)
        self._changes = None
        return False

    def _zone_drawing(self, z: Zone) -> tuple[tuple, pygame.Rect]:
        """What the zone puts on the counter layer, and the layer rect it all lies in."""
        ox, oy = self.px_rect.topleft
        rects = self.counter_rects(z)
        shown = [(c.id, c.look()) for c in z.stack if c.id not in self.hidden]
        extent = z.px_rect.move(-ox, -oy)
        for c, r in zip(z.stack, rects, strict=True):
            if c.id not in self.hidden:
                extent.union_ip(counter_surface(c, z.counter_px).get_rect(
                    topleft=r.move(-ox, -oy).topleft))
        badge = self._count_badge(rects[0].move(-ox, -oy), len(shown)) \
            if z.layout == "pile" and len(shown) > 1 else None
        if badge is not None:
            centre, radius, _img = badge
            extent.union_ip(pygame.Rect(centre[0] - radius, centre[1] - radius,
                                        2 * radius + 1, 2 * radius + 1))
        look = (z.highlight, z.counter_px, tuple(shown),
                tuple((r.x, r.y) for c, r in zip(z.stack, rects, strict=True)
                      if c.id not in self.hidden))
        return look, extent

    def _paint_zone(self, layer: pygame.Surface, z: Zone) -> None:
        v = self.viewport
        ox, oy = self.px_rect.topleft
        if z.highlight:
            name = {"legal": "zone_legal", "hover": "zone_hover",
                    "illegal": "zone_illegal"}[z.highlight]
            pygame.draw.rect(layer, colour(name), z.px_rect.move(-ox, -oy), max(2, v.px(3)),
                             border_radius=max(2, v.px(6)))
        rects = self.counter_rects(z)
        # Bottom first so the top of the stack ends up in front.
        for i in range(len(rects) - 1, -1, -1):
            c = z.stack[i]
            if c.id in self.hidden:
                continue
            layer.blit(counter_surface(c, z.counter_px), rects[i].move(-ox, -oy))
        shown = sum(1 for c in z.stack if c.id not in self.hidden)
        if z.layout == "pile" and shown > 1:
            # A pile hides its depth: say how many counters it holds.
            centre, radius, img = self._count_badge(rects[0].move(-ox, -oy), shown)
            pygame.draw.circle(layer, colour("accent"), centre, radius)
            pygame.draw.circle(layer, colour("counter_edge"), centre, radius, max(1, v.px(1)))
            layer.blit(img, img.get_rect(center=centre))

    def _count_badge(self, rect: pygame.Rect, n: int
                     ) -> tuple[tuple[int, int], int, pygame.Surface]:
        """Where a pile's count goes on its top counter: (centre, radius, the number)."""
        v = self.viewport
        img = render(str(n), v.px(13), colour("counter_edge"), True)
        radius = max(v.px(11), img.get_width() // 2 + v.px(4))
        return (rect.right - v.px(2), rect.top + v.px(2)), radius, img
