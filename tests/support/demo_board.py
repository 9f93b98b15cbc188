"""A demo table of 70 counters for the toolkit tests and `make bench` (not part of the app).

>>> import pygame; _ = pygame.font.init()
>>> from game.ui.units import Viewport
>>> board = DemoBoard(Viewport((1280, 720)))
>>> sum(len(z.stack) for z in board.table.zones.values())
70
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.ui.board.counters import Counter
from game.ui.board.drag_drop import DragController, DragPayload
from game.ui.board.table import Table
from game.ui.board.zones import AcceptTest, Zone
from game.ui.toast import Toasts
from game.ui.tooltip import Tooltips
from game.ui.units import Viewport

ITEMS = ("missile", "fuel", "jelly", "suit", "item")


def only(kinds: Iterable[str], reason: str) -> AcceptTest:
    """A structural zone test: counters of these kinds only, else `reason`.

    >>> from game.ui.board.drag_drop import DragPayload
    >>> dock = Zone("dock", (0, 0, 100, 60), accepts=only({"robot"}, "Robots only."))
    >>> dock.check(DragPayload((Counter("f", "fuel"),), dock, 0))
    'Robots only.'
    """
    allowed = frozenset(kinds)
    return lambda payload, zone: None if payload.kinds <= allowed else reason


def _engine_takes(payload: DragPayload, zone: Zone) -> str | None:
    if not payload.kinds <= set(ITEMS):
        return "The engine only takes items."
    if len(zone.stack) + len(payload) > 4:
        return "The engine holds at most 4 items."
    return None


# (kind, icon, label, back label, colour, count, zone): 70 counters in all.
_SPECS = (
    ("robot", "robot", "", None, "law404", 6, "dock"),
    ("human", "human", "SCI", "DEAD", "counter_fill", 8, "quarters"),
    ("monkey", "monkey", "", "DEAD", "tempus", 2, "quarters"),
    ("missile", "missile", "", None, "counter_fill", 3, "supply"),
    ("fuel", "fuel", "", None, "counter_fill", 3, "supply"),
    ("jelly", "jelly", "", None, "assembly", 2, "supply"),
    ("suit", "suit", "", None, "counter_fill", 2, "supply"),
    ("door", "door", "OPEN", "SHUT", "floor_zone", 10, "airlock"),
    ("fire", "fire", "", None, "bad", 10, "hazards"),
    ("damage", "damage", "", None, "accent", 10, "hazards"),
    ("electric", "electric", "", None, "active_bg", 4, "hazards"),
    ("module", "module", "", None, "machine_zone", 10, "modules"),
)

_ZONES = (
    # id, label, tooltip, layout, pick, accepts
    ("dock", "Robot dock", "Robots recharge here. Only robots may dock.", "grid", "single",
     only({"robot"}, "Only robots can dock here.")),
    ("quarters", "Crew quarters", "Humans and monkeys rest here.", "grid", "single",
     only({"human", "monkey"}, "Only crew (humans and monkeys) can rest here.")),
    ("supply", "Supply", "Items not in play. Drag the top item, or several from the top.",
     "row", "stack", only(ITEMS, "Only items go back to the supply.")),
    ("engine", "Engine", "A machine: holds at most 4 items.", "row", "stack", _engine_takes),
    ("airlock", "Doors", "Door counters: click to open or close.", "row", "stack",
     only({"door"}, "Only doors go on door spaces.")),
    ("hazards", "Hazards", "Fire, damage and electrical faults waiting to strike.", "grid",
     "stack", only({"fire", "damage", "electric"}, "Only hazards go here.")),
    ("modules", "Module bay", "Room modules, top first.", "grid", "stack",
     only({"module"}, "Only room modules fit in the bay.")),
    ("space", "Space", "Anything can be jettisoned into space.", "pile", "stack", None),
)


def demo_counters(n: int = 70) -> list[tuple[str, Counter]]:
    """`n` counters (zone id, counter), cycling through the 70-counter mix."""
    base: list[tuple[str, tuple]] = []
    for spec in _SPECS:
        base.extend((spec[6], spec) for _ in range(spec[5]))
    out = []
    for i in range(n):
        zone_id, (kind, icon, label, back, col, _count, _z) = base[i % len(base)]
        two_sided = back is not None
        out.append((zone_id, Counter(
            f"{kind}{i}", kind, label=label, icon=icon, colour=col,
            shape="square" if kind in ("door", "module", "damage") else "round",
            back_label=back, tooltip=f"{kind.capitalize()} counter"
            + (" (click to flip)" if two_sided else ""),
            data={"two_sided": two_sided})))
    return out


Area = tuple[float, float, float, float]


def _zone_rects(viewport: Viewport, area: Area | None = None) -> list[Area]:
    x0, y0, w, h = area if area is not None else (0.0, 0.0, *viewport.logical_size)
    m = 16
    cw = (w - 5 * m) / 4
    ch = (h - 3 * m) / 2
    return [(x0 + m + (i % 4) * (cw + m), y0 + m + (i // 4) * (ch + m), cw, ch)
            for i in range(8)]


def build_demo_table(viewport: Viewport, counters: int = 70, area: Area | None = None) -> Table:
    """A table with 8 zones (some accepting only some kinds, with reasons) and `counters`,
    spread over `area` (logical x, y, w, h; default the whole window)."""
    table = Table(viewport, area)
    rects = _zone_rects(viewport, area)
    for (zid, label, tip, layout, pick, accepts), rect in zip(_ZONES, rects, strict=True):
        table.add(Zone(zid, rect, label=label, tooltip=tip, layout=layout, pick=pick,
                       accepts=accepts))
    by_zone: dict[str, list[Counter]] = {}
    for zid, c in demo_counters(counters):
        by_zone.setdefault(zid, []).append(c)
    for zid, cs in by_zone.items():
        table.zone(zid).stack.set(cs)
    return table


def relayout_demo_table(table: Table, viewport: Viewport, area: Area | None = None) -> None:
    """Spread the demo zones over the new window or `area` (wider windows, wider zones)."""
    area = area if area is not None else table.rect
    for z, rect in zip(table.zones.values(), _zone_rects(viewport, area), strict=False):
        z.rect = rect
    table.relayout(viewport, area)


class DemoBoard:
    """Table + drag controller + toasts + tooltips: a self-contained placeholder board.

    Clicking a two-sided counter flips it (a real scene would ask the engine instead).
    """

    def __init__(self, viewport: Viewport, counters: int = 70, table: Table | None = None):
        self.viewport = viewport
        self.table = table if table is not None else build_demo_table(viewport, counters)
        self.toasts = Toasts(viewport)
        self.drag = DragController(self.table, toasts=self.toasts, on_click=self._clicked)
        self.tooltips = Tooltips(viewport)
        self.tooltips.add(self.table)

    def _clicked(self, counter: Counter, zone: Zone, button: int) -> None:
        if counter.data and counter.data.get("two_sided"):
            counter.flip()
            zone.stack.touch()

    @property
    def needs_redraw(self) -> bool:
        return (self.table.needs_redraw or self.drag.needs_redraw or self.toasts.needs_redraw
                or self.tooltips.needs_redraw)

    def relayout(self, viewport: Viewport) -> None:
        self.viewport = viewport
        relayout_demo_table(self.table, viewport)
        self.drag.relayout()
        self.toasts.relayout(viewport)
        self.tooltips.relayout(viewport)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.tooltips.handle_event(event)
        return self.toasts.handle_event(event) or self.drag.handle_event(event)

    def update(self, dt: float) -> None:
        self.drag.update(dt)
        self.toasts.update(dt)
        self.tooltips.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        self.drag.draw(surface)
        self.toasts.draw(surface)
        self.tooltips.draw(surface)


def run_synthetic_drag(board: DemoBoard | Table, surface: pygame.Surface, frames: int = 60,
                       whole_stack: bool = False, flip: bool = False) -> int:
    """Drag the top counter (or whole stack) of the fullest zone across the table to a legal
    zone, drawing one full frame per motion event; returns the number of frames drawn.

    For `make bench`: time this against a bare blit-and-flip loop of the same frame count
    (`measure_drag_ratio` does both). A bare Table gets a DemoBoard around it.
    """
    if isinstance(board, Table):
        board = DemoBoard(board.viewport, table=board)
    table = board.table
    source = max(table.zones.values(), key=lambda z: len(z.stack))
    start = table.counter_rects(source)[0].center
    button = 3 if whole_stack else 1
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=start))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 20, start[1]),
                                          rel=(20, 0), buttons=(1, 0, 0)))
    legal = board.drag.legal_zones()
    target = legal[0] if legal else source
    end = target.px_rect.center
    drawn = 0
    for i in range(1, frames + 1):
        t = i / frames
        pos = (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
        board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                              buttons=(1, 0, 0)))
        board.update(1 / 60)
        board.draw(surface)
        if flip:
            pygame.display.flip()
        drawn += 1
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=end))
    board.update(1.0)
    board.draw(surface)
    return drawn + 1


def measure_drag_ratio(size: tuple[int, int] = (1920, 1080), frames: int = 300,
                       whole_stack: bool = False) -> dict[str, float]:
    """`make bench`: ms per full drag frame (70 counters on the table, one being dragged,
    then flip) vs a bare full-window blit-and-flip, measured in the same run.

    Needs pygame initialised; opens (or reuses) a display of `size`.
    """
    import time

    surface = pygame.display.get_surface()
    if surface is None or surface.get_size() != size:
        surface = pygame.display.set_mode(size)
    bare_bg = pygame.Surface(size).convert()
    bare_bg.fill((0, 0, 0))
    t0 = time.perf_counter()
    for _ in range(frames):
        surface.blit(bare_bg, (0, 0))
        pygame.display.flip()
    bare = (time.perf_counter() - t0) / frames
    board = DemoBoard(Viewport(size))
    board.draw(surface)
    t0 = time.perf_counter()
    drawn = run_synthetic_drag(board, surface, frames, whole_stack=whole_stack, flip=True)
    ours = (time.perf_counter() - t0) / drawn
    return {"bare_ms": bare * 1e3, "drag_ms": ours * 1e3, "ratio": ours / bare}
