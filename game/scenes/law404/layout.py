"""Where everything on the 404 table goes, in logical units (no pygame).

The screen: a top bar (title, prompt, Menu/Undo), the ship board (left), the side column
(event card, one board per robot, the log) and the decision band under the ship (hand,
program slots, choices). The ship is drawn from levels/law404/board.toml, scaled by one
factor `k` to fit its area, so the same data serves every window size and UI scale.

>>> r = screen_regions(1280, 720, 4)
>>> r.board, r.side[0] + r.side[2]
((8.0, 56.0, 880.0, 454.0), 1272.0)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Rect = tuple[float, float, float, float]

TOP_H = 52.0
MARGIN = 8.0
GAP = 6.0
BAND_H = 196.0
"""The decision band under the ship: a row of action cards (or the directive draft, or the
choices) and a row of buttons, all at 14 px or more."""
EVENT_H = 122.0
EVENT_MAX = 150.0
ROBOT_H = 92.0
"""A robot board with room for its three directives by name beside the carried stack."""
ROBOT_MIN = 62.0
"""The least a robot board needs: its name line over the carried stack (directives as
marks); six of them, the event and the log fit 720 logical units."""
LOG_MIN = 140.0
LOG_TIGHT = 100.0
"""The least the log keeps when the event card needs its room (six robots, the longest
enemy ship beside an anomaly): its title and the latest entry."""
EVENT_PAD, EVENT_HEAD, EVENT_LINE, EVENT_FOOT = 5.0, 22.0, 20.0, 25.0
"""The event card's rows (logical): top padding, heading, one line of 14 px effect text,
and the deck-count line with the padding under it."""
SIDE_W = 376.0
SIDE_MAX = 420.0
BOARD_ASPECT = 880.0 / 478.0
COUNTER = 32.0  # logical size of an item counter on the board at k = 1
MINI = 26.0  # robot minis (they stand in the room's title band)
ROOM_TITLE = 28.0
MINI_STRIP = 28.0
ZONE_LABEL = 21.0
"""A zone's label band for one line of 14 px text (label_height gives two lines more)."""
ZONE_GAP = 5.0
SHARES = (1.1, 1.0, 1.0)
"""How a room's zones share it: the floor (first) collects most."""
DROP_BLEED = 2.4
"""How far (at k = 1) a zone's counters may reach past its drawn box: the table keeps its
counters a padding inside the drop rect, which would waste the room a wrapped label
already took. Less than half ZONE_GAP, so neighbouring drop rects never overlap."""
ROOM_PAD = 4.0
TITLE_X = 6.0
VACUUM_W = 72.0
"""Logical width kept free at the right of a room's title band for its "Vacuum" badge."""
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


def side_width(lw: float) -> float:
    """The side column's width (event card, robot boards, log) in a window `lw` wide."""
    return min(SIDE_MAX, SIDE_W + max(0.0, lw - 1280.0) * 0.2)


def event_height(lines: int) -> float:
    """The event card's height for an effect of `lines` lines at 14 px: its heading (with
    the armour track), the effect, a line for the anomalies in play beside it, and the line
    of deck counts under them."""
    return EVENT_PAD + EVENT_HEAD + (lines + 1) * EVENT_LINE + EVENT_FOOT


def screen_regions(lw: float, lh: float, players: int,
                   board_aspect: float = BOARD_ASPECT, event_lines: int = 0) -> Regions:
    """The parts of a window `lw` x `lh` logical units (a table always has 1280 x 720 or
    more: the app's viewport gives way to the UI scale, see game/ui/units.py). The ship gets
    what the side column and the band leave; a window taller than 16:9 gives the band the
    height the ship cannot use, a wider one gives the side column some width. The event
    card is tall enough for `event_lines` lines of effect (the longest event in play, read
    whole without hovering), taking room from the robot boards down to their least and
    from the log down to LOG_TIGHT."""
    side_w = side_width(lw)
    side_x = lw - MARGIN - side_w
    board_w = side_x - 2 * MARGIN
    board_h = min(lh - TOP_H - 4 - BAND_H - GAP - MARGIN, board_w / board_aspect)
    board = (MARGIN, TOP_H + 4, board_w, board_h)
    band_y = board[1] + board_h + GAP
    band = (MARGIN, band_y, board_w, lh - MARGIN - band_y)
    side = (side_x, TOP_H + 4, side_w, lh - TOP_H - 4 - MARGIN)
    room = side[3] - players * ROBOT_MIN - LOG_TIGHT - 2 * GAP
    event_h = max(EVENT_H, min(EVENT_MAX, lh * 0.17), min(event_height(event_lines), room))
    event = (side_x, side[1], side_w, event_h)
    top_of_robots = event[1] + event[3] + GAP
    avail = side[1] + side[3] - top_of_robots - GAP
    robot_h = min(ROBOT_H, max(ROBOT_MIN, (avail - LOG_MIN) / max(1, players)))
    robots = [(side_x, top_of_robots + i * robot_h, side_w, robot_h - 3) for i in range(players)]
    log_y = top_of_robots + players * robot_h + GAP
    log = (side_x, log_y, side_w, side[1] + side[3] - log_y)
    return Regions((0.0, 0.0, lw, TOP_H), board, band, side, event, robots, log)


CHOICES_SHARE = 0.58
"""The band's left share its choice buttons (three to a row at most), the rearrange strip
and the chart's sets take."""
BUTTON_H = 40.0
"""Height of the band's buttons (logical): the chart's sets are drawn under two rows."""
CHOICES_TOP = 26.0
"""Where the first row of choice buttons starts in the band, under its heading."""


def choice_grid(band_w: float, n: int, band_h: float = BAND_H, widest: float = 0.0
                ) -> tuple[int, float]:
    """Buttons per row and their width (logical) for `n` choices in the band: as few to a
    row as the band's height allows, at most three in its left `CHOICES_SHARE` (a column
    when it can: the seat's directive cards then start just past it, wide enough to read),
    each a third of that share or, with fewer to a row, as wide as the `widest` label needs;
    or (the nanolathe's menu, more than 9) across the whole band in three rows."""
    if n > 9:
        per_row = -(-n // 3)
        return per_row, (band_w - 16 - 8 * (per_row - 1)) / per_row
    rows = max(1, int((band_h - CHOICES_TOP - 6) // (BUTTON_H + 6)))
    per_row = next((p for p in (1, 2) if -(-n // p) <= rows), 3)
    room = band_w * CHOICES_SHARE - 16
    third = room / 3
    return per_row, min(max(third, widest), (room - 8 * (per_row - 1)) / per_row)


def choices_reach(band_w: float, n: int, band_h: float = BAND_H, widest: float = 0.0
                  ) -> float:
    """How far across the band (a share of its width) `n` choice buttons reach, with a
    gap after them."""
    per_row, w = choice_grid(band_w, n, band_h, widest)
    return (8 + min(per_row, n) * (w + 8) + 10) / band_w


def directives_by_name(row: Rect) -> bool:
    """Is a robot board tall enough to list its directives by name (else: marks)?"""
    return row[3] >= ROBOT_H - 3 - 1e-6


CARRIED_SHARE = 0.42
"""How much of a robot board's width its carried stack takes; the directive names beside it
need the rest: "Empower Technology **" in bold is 175 px at 14 px, and half a 1280x720
board left 146 (11 of the 30 names were cut short)."""


def carried_rect(row: Rect) -> Rect:
    """A robot's carried stack on its board (drawn as a box): under the name line, the
    left `CARRIED_SHARE` of the board."""
    x, y, w, h = row
    return (x + 10, y + 25, w * CARRIED_SHARE, h - 28)


def carried_zone_rect(row: Rect, pad: float) -> tuple[Rect, float]:
    """The carried stack's zone (its counters stand 3 units inside the drawn box, the
    table keeps them `pad` inside the zone) and the size of those counters."""
    x, y, w, h = carried_rect(row)
    grow = pad - 3
    return (x - grow, y - grow, w + 2 * grow, h + 2 * grow), min(34.0, h - 6)


@dataclass(frozen=True)
class ZoneBox:
    box: Rect
    """The drawn box, label band included."""
    drop: Rect
    """Where the counters are (the table zone: drops, hover, highlights)."""


class ShipGeometry:
    """The board of one layout fitted into `area`: rooms, zones, robot strips and doors.

    The table measures its text (this module never imports pygame): `title_width(room)` is
    the logical width of a room's printed name, so the robots standing in the title band
    start after it; `label_height(text, width)` is the logical height a zone's label needs
    in a zone that wide (one line, or two when the name wraps); its counters start below;
    `label_width(text)` the width a zone needs for its name on one line."""

    def __init__(self, drawing, content, area: Rect,
                 title_width: Callable[[str], float] | None = None,
                 label_height: Callable[[str, float], float] | None = None,
                 label_width: Callable[[str], float] | None = None):
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
        self.title_width = title_width
        self.label_height = label_height or (lambda text, width: ZONE_LABEL * k)
        self.label_width = label_width
        self.minis: dict[str, Rect] = {}
        self.zones: dict[str, ZoneBox] = {}
        for rid, rect in self.rooms.items():
            self._lay_out_room(rid, rect, [content.zones[z] for z in content.rooms[rid].zones])

    def _map(self, rect: Rect) -> Rect:
        x, y, w, h = rect
        k = self.k
        return (self.origin[0] + x * k, self.origin[1] + y * k, w * k, h * k)

    def title_at(self, rid: str) -> tuple[float, float]:
        """Where a room's printed name starts (logical)."""
        x, y, _w, _h = self.rooms[rid]
        return (x + TITLE_X * self.k, y + 1)

    def _lay_out_room(self, rid: str, rect: Rect, zones: list) -> None:
        """A title band (the robots in the room stand after the name in a wide room, in a
        strip under it in a narrow one), then the zones: side by side in a wide room,
        stacked in a tall one; the floor (first) gets the largest share, it collects most."""
        k = self.k
        x, y, w, h = rect
        pad = ROOM_PAD * k
        title = ROOM_TITLE * k
        wide = w >= 1.5 * h
        if wide:
            if self.title_width is None:
                left = x + w * 0.48
            else:
                left = x + (TITLE_X + 8) * k + self.title_width(rid)
            right = x + w - pad - (VACUUM_W + 4 if rid != "space" else 0.0)
            left = min(left, right - 1.5 * self.mini)
            self.minis[rid] = (left, y + 1, right - left, title - 1)
            top = y + title
        else:
            self.minis[rid] = (x + pad, y + title, w - 2 * pad, MINI_STRIP * k)
            top = y + title + MINI_STRIP * k
        zx, zy = x + pad, top + pad
        zw, zh = w - 2 * pad, y + h - pad - zy
        n = len(zones)
        gap = ZONE_GAP * k
        across = wide and n > 1
        length = (zw if across else zh) - gap * (n - 1)
        sizes = self._zone_sizes(zones, length) if across else \
            [length * s / sum(SHARES[:n]) for s in SHARES[:n]]
        pos = zx if across else zy
        bleed = DROP_BLEED * k
        for zone, size in zip(zones, sizes, strict=True):
            box = (pos, zy, size, zh) if across else (zx, pos, zw, size)
            bx, by, bw, bh = box
            if zone.room == "space":
                drop = box
            else:
                label = self.label_height(zone.name, bw)
                drop = (bx - bleed, by + label - bleed, bw + 2 * bleed, bh - label + 2 * bleed)
            self.zones[zone.id] = ZoneBox(box, drop)
            pos += size + gap

    def _zone_sizes(self, zones: list, length: float) -> list[float]:
        """Widths of zones side by side: by their shares, except that a zone whose name
        fits on one line when it is a little wider gets that width, if the room has it
        (the floor keeps room for two counters abreast): a one-line label leaves its stack
        a row more."""
        n = len(zones)
        shares = SHARES[:n]
        fair = [length * s / sum(shares) for s in shares]
        if self.label_width is None:
            return fair
        k = self.k
        floor = (2 * COUNTER + 4) * k + 12 - 2 * DROP_BLEED * k
        need = [max(self.label_width(z.name), floor if z.kind == "floor" else 0.0)
                for z in zones]
        if sum(need) > length:
            return fair
        fixed: dict[int, float] = {}
        while True:  # water-filling: give the needy their need, share out the rest
            free = [i for i in range(n) if i not in fixed]
            rest = length - sum(fixed.values())
            total = sum(shares[i] for i in free)
            sizes = {i: rest * shares[i] / total for i in free}
            short = [i for i in free if sizes[i] < need[i]]
            if not short:
                sizes.update(fixed)
                return [sizes[i] for i in range(n)]
            for i in short:
                fixed[i] = need[i]

    def vacuum_badge(self, rid: str) -> Rect:
        """Where a room says it is in vacuum: the right end of its title band."""
        x, y, w, _h = self.rooms[rid]
        return (x + w - ROOM_PAD * self.k - VACUUM_W, y + 3, VACUUM_W, ROOM_TITLE * self.k - 4)

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
