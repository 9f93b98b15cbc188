"""Where everything on the 404 table goes, in logical units (no pygame).

The screen: a top bar (title, prompt, Menu/Undo), the ship board (left), the side column
(event card, one board per robot, the log) and the decision band under the ship (hand,
program slots, choices). The ship is drawn from levels/law404/board.toml, scaled by one
factor `k` to fit its area, so the same data serves every window size and UI scale.

>>> r = screen_regions(1280, 720, 4)
>>> r.board, r.side[0] + r.side[2]
((8.0, 56.0, 880.0, 459.2), 1272.0)
"""

from __future__ import annotations

from dataclasses import dataclass

Rect = tuple[float, float, float, float]

TOP_H = 52.0
MARGIN = 8.0
GAP = 6.0
EVENT_H = 132.0
EVENT_MIN = 86.0
ROBOT_H = 74.0
ROBOT_MIN = 50.0
LOG_MIN = 150.0
LOG_FLOOR = 100.0
BOARD_MIN = 250.0
BAND_MIN = 150.0
COUNTER = 34.0  # logical size of an item counter on the board at k = 1
MINI = 24.0  # robot minis
ROOM_TITLE = 26.0
MINI_STRIP = 28.0
ZONE_LABEL = 13.0
ZONE_GAP = 5.0
ROOM_PAD = 4.0
DOOR = 22.0


@dataclass(frozen=True)
class Regions:
    top: Rect
    board: Rect
    band: Rect
    side: Rect
    event: Rect
    robots: list[Rect]
    log: Rect


def needed_height(players: int) -> float:
    """The fewest logical units of height the table fits in with `players` robot boards."""
    side = EVENT_MIN + players * ROBOT_MIN + LOG_FLOOR + 2 * GAP
    return TOP_H + 4 + max(side, BOARD_MIN + GAP + BAND_MIN) + MARGIN


def ui_scale_cap(players: int, design_height: float = 720.0) -> float:
    """The largest UI scale at which the table still fits (a larger setting is capped)."""
    return design_height / needed_height(players)


def screen_regions(lw: float, lh: float, players: int) -> Regions:
    """The parts of a window `lw` x `lh` logical units wide (smaller at larger UI scales)."""
    side_w = max(280.0, min(376.0, lw * 0.295))
    band_h = max(BAND_MIN, min(192.0, lh * 0.265))
    side_x = lw - MARGIN - side_w
    board = (MARGIN, TOP_H + 4, side_x - 2 * MARGIN, lh - TOP_H - 4 - band_h - GAP - MARGIN)
    band = (MARGIN, board[1] + board[3] + GAP, board[2], band_h)
    side = (side_x, TOP_H + 4, side_w, lh - TOP_H - 4 - MARGIN)
    spare = side[3] - 2 * GAP - players * ROBOT_MIN - LOG_FLOOR
    event = (side_x, side[1], side_w, max(EVENT_MIN, min(EVENT_H, lh * 0.19, spare)))
    top_of_robots = event[1] + event[3] + GAP
    avail = side[1] + side[3] - top_of_robots - GAP
    robot_h = min(ROBOT_H, max(ROBOT_MIN, (avail - LOG_MIN) / max(1, players)))
    robots = [(side_x, top_of_robots + i * robot_h, side_w, robot_h - 3) for i in range(players)]
    log_y = top_of_robots + players * robot_h + GAP
    log = (side_x, log_y, side_w, side[1] + side[3] - log_y)
    return Regions((0.0, 0.0, lw, TOP_H), board, band, side, event, robots, log)


def carried_rect(row: Rect) -> Rect:
    """A robot's carried stack on its board (a drop target): the lower-left of the row."""
    x, y, w, h = row
    return (x + 10, y + 22, w * 0.56, h - 25)


@dataclass(frozen=True)
class ZoneBox:
    box: Rect
    """The drawn box, label band included."""
    drop: Rect
    """Where the counters are (the table zone: drops, hover, highlights)."""


class ShipGeometry:
    """The board of one layout fitted into `area`: rooms, zones, robot strips and doors."""

    def __init__(self, drawing, content, area: Rect):
        self.drawing = drawing
        ax, ay, aw, ah = area
        bw, bh = drawing.size
        self.k = k = min(aw / bw, ah / bh)
        self.origin = (ax + (aw - bw * k) / 2, ay + (ah - bh * k) / 2)
        self.bounds = (self.origin[0], self.origin[1], bw * k, bh * k)
        self.counter = round(COUNTER * k, 1)
        self.mini = round(MINI * k, 1)
        self.rooms: dict[str, Rect] = {r: self._map(rect) for r, rect in drawing.rooms.items()}
        self.doors: dict[str, tuple[float, float]] = {
            d: (self.origin[0] + x * k, self.origin[1] + y * k)
            for d, (x, y) in drawing.doors.items()}
        self.door_size = DOOR * max(0.7, k)
        self.minis: dict[str, Rect] = {}
        self.zones: dict[str, ZoneBox] = {}
        for rid, rect in self.rooms.items():
            self._lay_out_room(rid, rect, [content.zones[z] for z in content.rooms[rid].zones])

    def _map(self, rect: Rect) -> Rect:
        x, y, w, h = rect
        k = self.k
        return (self.origin[0] + x * k, self.origin[1] + y * k, w * k, h * k)

    def _lay_out_room(self, rid: str, rect: Rect, zones: list) -> None:
        """A title band (the robots in the room stand at its right in a wide room, in a
        strip under it in a narrow one), then the zones: side by side in a wide room,
        stacked in a tall one; the floor (first) gets the largest share, it collects most."""
        k = self.k
        x, y, w, h = rect
        pad = ROOM_PAD * k
        title = ROOM_TITLE * k
        wide = w >= 1.5 * h
        if wide:
            self.minis[rid] = (x + w * 0.48, y + 1, w * 0.52 - pad, title - 1)
            top = y + title
        else:
            self.minis[rid] = (x + pad, y + title, w - 2 * pad, MINI_STRIP * k)
            top = y + title + MINI_STRIP * k
        zx, zy = x + pad, top + pad
        zw, zh = w - 2 * pad, y + h - pad - zy
        n = len(zones)
        shares = [1.2] + [1.0] * (n - 1)
        total = sum(shares)
        gap = ZONE_GAP * k
        across = wide and n > 1
        length = (zw if across else zh) - gap * (n - 1)
        pos = zx if across else zy
        for zone, share in zip(zones, shares, strict=True):
            size = length * share / total
            box = (pos, zy, size, zh) if across else (zx, pos, zw, size)
            label = ZONE_LABEL * k if zone.room != "space" else 0.0
            bx, by, bw, bh = box
            self.zones[zone.id] = ZoneBox(box, (bx, by + label, bw, bh - label))
            pos += size + gap

    def room_at(self, pos: tuple[float, float]) -> str | None:
        """The room under a logical point (space last: its rectangle is only a part)."""
        for rid, (x, y, w, h) in self.rooms.items():
            if rid != "space" and x <= pos[0] < x + w and y <= pos[1] < y + h:
                return rid
        x, y, w, h = self.rooms["space"]
        if x <= pos[0] < x + w and y <= pos[1] < y + h:
            return "space"
        return None

    def door_rect(self, door: str) -> Rect:
        cx, cy = self.doors[door]
        s = self.door_size
        return (cx - s / 2, cy - s / 2, s, s)

    def door_at(self, pos: tuple[float, float]) -> str | None:
        for door in self.doors:
            x, y, w, h = self.door_rect(door)
            # A little slack round the small counter: it is a click target.
            if x - 4 <= pos[0] < x + w + 4 and y - 4 <= pos[1] < y + h + 4:
                return door
        return None
