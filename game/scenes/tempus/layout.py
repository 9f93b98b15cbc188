"""Where everything on the Tempus table sits, in logical units (1280x720 design).

The deck plan fills the left of the window (scaled from deck units, levels/tempus/deck.toml),
the status strip runs under it, and the crew sheets, End turn and the log fill the right
column. A window of another shape than 16:9 has more logical room on one side (`Places`):
a taller one puts the strip at the window's bottom and the deck plan in the middle of the
height between, a wider one widens the right column up to `RIGHT_W_MOST` (wider sheets
would stretch over empty space) and gives the rest to the deck's side, the strip centred
under the plan. The constants are the 1280x720 design's places.

Every text a player reads is at least `TEXT` units high (14 px on a 1280x720 window): rooms
print their names on up to two lines beside the location number, and the panels are sized
for that.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engines.tempus.content import DeckPlan

Rect = tuple[float, float, float, float]

TEXT = 14  # the smallest text on the table, in logical units
LINE = 20.0  # the height of a line of TEXT

DECK_AREA: Rect = (8.0, 62.0, 904.0, 538.0)
STRIP_Y = 612.0
STRIP_H = 102.0
SHIELDS: Rect = (8.0, STRIP_Y, 262.0, 46.0)
COMPLETION: Rect = (8.0, STRIP_Y + 52.0, 262.0, STRIP_H - 52.0)
HYPERDRIVE: Rect = (276.0, STRIP_Y, 226.0, STRIP_H)
PILES: Rect = (508.0, STRIP_Y, 250.0, STRIP_H)
SUPPLY: Rect = (764.0, STRIP_Y, 148.0, STRIP_H)
RIGHT_X = 920.0
TOP_Y = 58.0
LOG_H = 200.0
LOG_H_CROWDED = 150.0  # four or five crew: their sheets need the room
END_TURN_H = 44.0
GAP = 6.0

NAME_X = 5.0  # the printed name's inset from the room's left wall
NAME_Y = 2.0
NUMBER_R = 11.0  # a location's number token (a circle in the top right corner)
NUMBER_COLUMN = 27.0  # the width it takes from the name's line
TOKEN_ROW = 24.0  # fire / fault / damage under the name
TOKEN = 22.0  # disaster tokens drawn in a room
COUNTER = 40.0  # standees and item cards in a room or on a sheet
COUNTER_INSET = 2.0  # counters' inset from a room's walls (a bridge station fits two abreast)
DOOR_HIT = 30.0  # a door's click target, centred on the doorway


DESIGN_W, DESIGN_H = 1280.0, 720.0
RIGHT_W = DESIGN_W - RIGHT_X - 8.0
RIGHT_W_MOST = 480.0
"""The widest the right column gets: a sheet's ability and the log's lines read in two
lines or fewer at that width; wider, they would only spread over empty panel."""


@dataclass(frozen=True)
class Places:
    """The table's parts in a window `logical` units big.

    >>> f = Places((1280.0, 720.0)); f.shields == SHIELDS and f.right_x == RIGHT_X
    True
    >>> f = Places((1280.0, 800.0)); f.shields[1] - SHIELDS[1], f.deck_area[3] - DECK_AREA[3]
    (80.0, 80.0)
    >>> f = Places((1646.0, 720.0)); f.right_w, f.right_x, f.shields[0]
    (480.0, 1158.0, 127.0)
    """

    logical: tuple[float, float]

    @property
    def right_w(self) -> float:
        return max(RIGHT_W, min(RIGHT_W_MOST, self.logical[0] - RIGHT_X - 8.0))

    @property
    def spare_w(self) -> float:
        """The width the deck's side gets beyond the design's."""
        return max(0.0, self.logical[0] - DESIGN_W - (self.right_w - RIGHT_W))

    @property
    def spare_h(self) -> float:
        return max(0.0, self.logical[1] - DESIGN_H)

    @property
    def right_x(self) -> float:
        return RIGHT_X + self.spare_w

    @property
    def deck_area(self) -> Rect:
        x, y, w, h = DECK_AREA
        return (x, y, w + self.spare_w, h + self.spare_h)

    def _strip(self, rect: Rect) -> Rect:
        x, y, w, h = rect
        return (x + self.spare_w / 2, y + self.spare_h, w, h)

    @property
    def shields(self) -> Rect:
        return self._strip(SHIELDS)

    @property
    def completion(self) -> Rect:
        return self._strip(COMPLETION)

    @property
    def hyperdrive(self) -> Rect:
        return self._strip(HYPERDRIVE)

    @property
    def piles(self) -> Rect:
        return self._strip(PILES)

    @property
    def supply(self) -> Rect:
        return self._strip(SUPPLY)


@lru_cache(maxsize=16)
def places(logical: tuple[float, float]) -> Places:
    return Places((float(logical[0]), float(logical[1])))


def log_rect(logical: tuple[float, float], crew: int = 3) -> Rect:
    f = places(logical)
    h = LOG_H if crew <= 3 else LOG_H_CROWDED
    return (f.right_x, logical[1] - h - 6.0, f.right_w, h)


def end_turn_rect(logical: tuple[float, float], crew: int = 3) -> Rect:
    x, y, w, _ = log_rect(logical, crew)
    return (x, y - END_TURN_H - GAP, w, END_TURN_H)


def sheets_area(logical: tuple[float, float], crew: int = 3) -> Rect:
    x, y, w, _ = end_turn_rect(logical, crew)
    return (x, TOP_Y, w, y - GAP - TOP_Y)


# A sheet: the name line, then wounds and whereabouts beside the item slots, then the
# ability across the whole width when there is room for it.
SHEET_NAME_Y = 3.0
SHEET_WOUNDS_Y = 24.0
SHEET_PLACE_Y = 44.0
SHEET_SLOTS_Y = 20.0  # the slot rows' zones (their counters sit PAD lower)
SHEET_ABILITY_Y = 70.0
SHEET_H = 70.0  # name, wounds, where and the item slots
BUTTON_H = 32.0  # a button of the action panel or a sheet
BUTTON_ROW = 36.0  # each row of item / ability buttons on the acting crew member's sheet
BUTTONS_PER_ROW = 3


def active_sheet_h(buttons: int, per_row: int = BUTTONS_PER_ROW) -> float:
    rows = -(-buttons // max(1, per_row))
    return SHEET_H + rows * BUTTON_ROW


def sheet_rects(logical: tuple[float, float], n: int, active: int | None,
                active_h: float = SHEET_H) -> list[Rect]:
    """One sheet per crew member, top to bottom; the acting one is taller when its buttons
    need the room.

    >>> [round(r[3]) for r in sheet_rects((1280, 720), 5, 1, 120)]
    [76, 120, 76, 76, 76]
    """
    x, y, w, h = sheets_area(logical, n)
    if n <= 0:
        return []
    even = (h - GAP * (n - 1)) / n
    heights = [even] * n
    if active is not None and even < active_h and n > 1:
        rest = (h - GAP * (n - 1) - active_h) / (n - 1)
        heights = [active_h if i == active else rest for i in range(n)]
    out = []
    for hh in heights:
        out.append((x, y, w, hh))
        y += hh + GAP
    return out


@dataclass(frozen=True)
class Header:
    """How a room prints its name: the lines (wrapped between words), whether the location
    number and the board-action marker sit in a column beside them (else at the end of the
    token row) and where the token row and the counters begin (logical units from the
    room's top)."""

    lines: tuple[str, ...]
    bold: bool
    column: bool
    tokens_y: float
    counters_y: float
    badges: float = 0.0
    """The width the number and marker take at the end of the token row (not beside)."""


MARKER_H = 16.0  # the board-action marker under the number


@lru_cache(maxsize=512)
def _wrapped(text: str, px: int, width: int, bold: bool) -> tuple[str, ...] | None:
    """`text` wrapped between words into lines no wider than `width` pixels at `px`, or None
    when a word alone is wider."""
    from game.ui.fonts import font

    face = font(px, bold)
    lines: list[str] = []
    for word in text.split():
        if face.size(word)[0] > width:
            return None
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and face.size(joined)[0] <= width:
            lines[-1] = joined
        else:
            lines.append(word)
    return tuple(lines)


ALARM_H = 24.0  # a one-line alarm along the bottom of a room, with its margin


def room_header(name: str, size: tuple[float, float], numbered: bool, marked: bool,
                warned: bool, bold: bool, scale: float) -> Header:
    """The printed name of a room of `size` units at TEXT size, measured at the pixel size
    it is drawn (`scale` pixels per unit), so the wrap holds at every window size. The
    number and marker go in a column beside the name, as on a printed board, unless a row
    of counters (and the alarm of a red marker) would then not fit under it: then at the
    end of the token row.

    >>> import pygame; pygame.font.init()
    >>> h = room_header("Sick Bay", (103.0, 160.0), True, True, False, True, 1.0)
    >>> h.lines, h.column, h.tokens_y
    (('Sick Bay',), True, 46.0)
    >>> h = room_header("Shield Generator", (139.0, 116.0), True, False, True, True, 1.0)
    >>> h.lines, h.column, h.tokens_y
    (('Shield Generator',), False, 22.0)
    """
    width, height = size
    below = TOKEN_ROW + COUNTER + COUNTER_INSET + (ALARM_H if warned else 0)
    px = max(1, round(TEXT * scale))
    full = int((width - 2 * NAME_X) * scale)
    badges = (2 * NUMBER_R + 4 if numbered else 0) + (MARKER_H + 2 if marked else 0)
    beside: Header | None = None
    if numbered or marked:
        lines = _wrapped(name, px, int((width - NAME_X - NUMBER_COLUMN) * scale), bold)
        if lines is not None and len(lines) <= 2:
            y = max(NAME_Y + len(lines) * LINE, badges + 2)
            beside = Header(lines, bold, True, y, y + TOKEN_ROW)
    lines = _wrapped(name, px, full, bold) or (name,)
    y = NAME_Y + len(lines) * LINE
    under = Header(lines, bold, False, y, y + TOKEN_ROW, badges)
    if beside is not None and (beside.tokens_y + below <= height
                               or beside.tokens_y <= under.tokens_y):
        return beside
    return under


@dataclass(frozen=True)
class DeckGeometry:
    """Deck units (deck.toml) to logical units: one scale, centred in DECK_AREA. `scale` is
    the window's pixels per logical unit (the printed names are wrapped for it)."""

    plan: DeckPlan
    area: Rect = DECK_AREA
    scale: float = 1.0

    @property
    def unit(self) -> float:
        _, _, w, h = self.area
        return min(w / self.plan.width, h / self.plan.height)

    @property
    def origin(self) -> tuple[float, float]:
        x, y, w, h = self.area
        u = self.unit
        return (x + (w - self.plan.width * u) / 2, y + (h - self.plan.height * u) / 2)

    def point(self, x: float, y: float) -> tuple[float, float]:
        ox, oy = self.origin
        u = self.unit
        return (ox + x * u, oy + y * u)

    def room(self, space: str) -> Rect:
        x, y, w, h = self.plan.rooms[space].rect
        px, py = self.point(x, y)
        return (px, py, w * self.unit, h * self.unit)

    def header(self, space: str, name: str, numbered: bool, bold: bool) -> Header:
        room = self.plan.rooms[space]
        _, _, w, h = self.room(space)
        return room_header(name, (w, h), numbered, bool(room.marker), bool(room.warn), bold,
                           self.scale)

    def counters_area(self, space: str, header: Header) -> Rect:
        """Where the room's standees and item cards are laid out (under name and tokens)."""
        x, y, w, h = self.room(space)
        top = header.counters_y
        return (x + COUNTER_INSET, y + top, w - 2 * COUNTER_INSET,
                max(COUNTER, h - top - COUNTER_INSET))

    def wall(self, link: str) -> tuple[tuple[float, float], tuple[float, float]]:
        x1, y1, x2, y2 = self.plan.walls[link]
        return self.point(x1, y1), self.point(x2, y2)

    def doorway(self, link: str) -> tuple[float, float]:
        (x1, y1), (x2, y2) = self.wall(link)
        return ((x1 + x2) / 2, (y1 + y2) / 2)

    def door_hit(self, link: str) -> Rect:
        cx, cy = self.doorway(link)
        return (cx - DOOR_HIT / 2, cy - DOOR_HIT / 2, DOOR_HIT, DOOR_HIT)

    def vertical(self, link: str) -> bool:
        """The wall a doorway sits in runs up and down (rooms side by side)."""
        x1, _, x2, _ = self.plan.walls[link]
        return abs(x1 - x2) < 1e-9
