"""levels/law404/board.toml -> where each layout's rooms and doors are drawn.

Pure data for the table scene (the rules never read it), validated like every other
content file: each problem names file, entry and field.  Checked here: every room of the
ship has a rectangle inside the board, ship rooms do not overlap, every door of the layout
has a point, and that point sits between its two rooms (a door to space: on its ship
room's hull), so a misplaced door is an error instead of a door drawn in the wrong wall.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from game.engines.common.content import Problems, did_you_mean, entries, read_toml

FILE = "board.toml"
DOOR_REACH = 16.0
"""How far (board units) a door's point may be from each room it joins."""

Rect = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class BoardDrawing:
    layout: str
    size: tuple[float, float]
    rooms: dict[str, Rect]
    """Room id -> (x, y, w, h) in board units."""
    doors: dict[str, tuple[float, float]]
    """Door id -> the point its counter is centred on."""


def load_drawings(folder: Path, problems: Problems, room_ids: tuple[str, ...],
                  layout_doors: dict[str, dict[str, tuple[str, str]]] | None
                  ) -> dict[str, BoardDrawing]:
    """Read `folder/board.toml`; `layout_doors` is layout id -> door id -> its two rooms
    (from ship.toml), so every door is checked against the rooms it joins. None when
    ship.toml itself has problems: then only this file's own shape is checked, so one
    mistake in ship.toml is reported once, not again for every door drawn here."""
    path = folder / FILE
    data = read_toml(path, problems)
    found = entries(data, "board", path, problems) if data is not None else []
    out: dict[str, BoardDrawing] = {}
    for i, entry in enumerate(found):
        where = f"{problems.file(path)}: [[board]] {_label(entry, i)}"
        drawing = _board(where, entry, problems, room_ids, layout_doors)
        if drawing is None:
            continue
        if drawing.layout in out:
            problems.add(where, f'field "layout": layout "{drawing.layout}" is drawn twice')
        out[drawing.layout] = drawing
    if found and layout_doors is not None:
        for layout in layout_doors:
            if layout not in out:
                problems.add(problems.file(path), f'layout "{layout}" has no [[board]]')
    return out


def _label(entry: dict, i: int) -> str:
    layout = entry.get("layout")
    return f'layout="{layout}"' if isinstance(layout, str) else f"#{i + 1}"


def _number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _pair(problems: Problems, where: str, value, name: str) -> tuple[float, float] | None:
    if not isinstance(value, list) or len(value) != 2 or not all(_number(v) for v in value):
        problems.add(where, f'field "{name}": expected two numbers [x, y], got {value!r}')
        return None
    return float(value[0]), float(value[1])


def _rect(problems: Problems, where: str, value, size: tuple[float, float]) -> Rect | None:
    if not isinstance(value, list) or len(value) != 4 or not all(_number(v) for v in value):
        problems.add(where, f'field "rect": expected four numbers [x, y, w, h], got {value!r}')
        return None
    x, y, w, h = (float(v) for v in value)
    if w <= 0 or h <= 0:
        problems.add(where, f'field "rect": width and height must be positive, got {value!r}')
        return None
    if x < 0 or y < 0 or x + w > size[0] or y + h > size[1]:
        problems.add(where, f'field "rect": {value!r} does not fit on the board '
                     f"(size {size[0]:g} x {size[1]:g})")
        return None
    return x, y, w, h


def _board(where: str, entry: dict, problems: Problems, room_ids: tuple[str, ...],
           layout_doors: dict[str, dict[str, tuple[str, str]]] | None) -> BoardDrawing | None:
    problems.unknown_fields(where, entry, ("layout", "size", "rooms", "doors"))
    known = tuple(layout_doors) if layout_doors else ("standard", "donut")
    layout = problems.choice_field(where, entry, "layout", known)
    size = _pair(problems, where, entry.get("size"), "size") if "size" in entry else None
    if "size" not in entry:
        problems.add(where, 'field "size": missing')
    elif size is not None and (size[0] <= 0 or size[1] <= 0):
        problems.add(where, f'field "size": width and height must be positive, got '
                     f"{list(entry['size'])!r}")
        size = None
    room_list = problems.field(where, entry, "rooms", list)
    door_list = problems.field(where, entry, "doors", list)
    if layout is None or size is None or room_list is None or door_list is None:
        return None
    rooms: dict[str, Rect] = {}
    for r in room_list:
        if not isinstance(r, dict):
            problems.add(where, f'field "rooms": expected tables, got {r!r}')
            continue
        rid = r.get("room")
        at = f'{where}: room "{rid}"'
        problems.unknown_fields(at, r, ("room", "rect"))
        if not isinstance(rid, str) or rid not in room_ids:
            problems.add(at, f'field "room": unknown room "{rid}"{did_you_mean(rid, room_ids)}')
            continue
        if rid in rooms:
            problems.add(at, 'field "room": drawn twice')
            continue
        rect = _rect(problems, at, r.get("rect"), size)
        if rect is not None:
            rooms[rid] = rect
    for rid in room_ids:
        if rid not in rooms and not any(isinstance(r, dict) and r.get("room") == rid
                                        for r in room_list if isinstance(r.get("room"), str)):
            problems.add(where, f'field "rooms": room "{rid}" has no rect')
    ship = [r for r in rooms if r != "space"]
    for i, a in enumerate(ship):
        for b in ship[i + 1:]:
            if _overlap(rooms[a], rooms[b]):
                problems.add(f'{where}: room "{b}"', f'field "rect": overlaps room "{a}"')
    doors: dict[str, tuple[float, float]] = {}
    joins = layout_doors.get(layout, {}) if layout_doors is not None else None
    for d in door_list:
        if not isinstance(d, dict):
            problems.add(where, f'field "doors": expected tables, got {d!r}')
            continue
        did = d.get("door")
        at = f'{where}: door "{did}"'
        problems.unknown_fields(at, d, ("door", "at"))
        if not isinstance(did, str) or not did:
            problems.add(at, f'field "door": expected a door id, got {did!r}')
            continue
        if joins is not None and did not in joins:
            problems.add(at, f'field "door": no door "{did}" in layout "{layout}" of ship.toml'
                         f"{did_you_mean(did, joins)}")
            continue
        if did in doors:
            problems.add(at, 'field "door": drawn twice')
            continue
        point = _pair(problems, at, d.get("at"), "at")
        if point is None:
            continue
        for room in (joins or {}).get(did, ()):
            if room == "space" or room not in rooms:
                continue
            gap = _distance(point, rooms[room])
            if gap > DOOR_REACH:
                problems.add(at, f'field "at": {list(d["at"])} is {gap:.0f} units from room '
                             f'"{room}" (a door sits between its rooms, within '
                             f"{DOOR_REACH:g})")
        doors[did] = point
    for did in joins or ():
        if did not in doors and not any(isinstance(d, dict) and d.get("door") == did
                                        for d in door_list if isinstance(d.get("door"), str)):
            problems.add(where, f'field "doors": door "{did}" has no point')
    return BoardDrawing(layout, size, rooms, doors)


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _distance(point: tuple[float, float], rect: Rect) -> float:
    """0 inside the rectangle, else the distance to its nearest edge."""
    x, y = point
    rx, ry, rw, rh = rect
    dx = max(rx - x, 0.0, x - (rx + rw))
    dy = max(ry - y, 0.0, y - (ry + rh))
    return (dx * dx + dy * dy) ** 0.5
