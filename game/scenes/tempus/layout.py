"""Where everything on the Tempus table sits, in logical units (1280x720 design).

The deck plan fills the left of the window (scaled from deck units, levels/tempus/deck.toml),
the status strip runs under it, and the crew sheets, End turn and the log fill the right
column, whose width follows the window (wider windows get a wider column).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engines.tempus.content import DeckPlan

Rect = tuple[float, float, float, float]

DECK_AREA: Rect = (8.0, 66.0, 866.0, 510.0)
SHIELDS: Rect = (8.0, 582.0, 252.0, 62.0)
COMPLETION: Rect = (8.0, 650.0, 252.0, 64.0)
HYPERDRIVE: Rect = (268.0, 582.0, 150.0, 132.0)
PILES: Rect = (426.0, 582.0, 300.0, 132.0)
SUPPLY: Rect = (734.0, 582.0, 140.0, 132.0)
RIGHT_X = 884.0
TOP_Y = 58.0
LOG_H = 210.0
END_TURN_H = 48.0
GAP = 6.0

ROOM_LABEL_H = 18.0  # the printed name
ROOM_TOKENS_H = 22.0  # fire / fault / damage under the name
COUNTER = 40.0  # standees and item cards in a room or on a sheet
TOKEN = 20.0  # disaster tokens drawn in a room
DOOR_HIT = 30.0  # a door's click target, centred on the doorway


def right_width(logical_w: float) -> float:
    return logical_w - RIGHT_X - 8.0


def log_rect(logical: tuple[float, float]) -> Rect:
    lw, lh = logical
    return (RIGHT_X, lh - LOG_H - 6.0, right_width(lw), LOG_H)


def end_turn_rect(logical: tuple[float, float]) -> Rect:
    lw, lh = logical
    x, y, w, _ = log_rect(logical)
    return (x, y - END_TURN_H - GAP, w, END_TURN_H)


def sheets_area(logical: tuple[float, float]) -> Rect:
    x, y, w, _ = end_turn_rect(logical)
    return (x, TOP_Y, w, y - GAP - TOP_Y)


SHEET_H = 84.0  # name, wounds, where, ability and the item slots
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
    [60, 120, 60, 60, 60]
    """
    x, y, w, h = sheets_area(logical)
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
class DeckGeometry:
    """Deck units (deck.toml) to logical units: one scale, centred in DECK_AREA."""

    plan: DeckPlan
    area: Rect = DECK_AREA

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

    def label_h(self, space: str, name: str) -> float:
        """One line for the printed name, two when it does not fit and the room is tall."""
        from game.ui.fonts import font

        _, _, w, h = self.room(space)
        free = w - 8 - 22  # the number token
        if font(12, True).size(name)[0] <= free or h < 2 * ROOM_LABEL_H + ROOM_TOKENS_H + COUNTER:
            return ROOM_LABEL_H
        return 2 * ROOM_LABEL_H - 2

    def counters_area(self, space: str, name: str = "") -> Rect:
        """Where the room's standees and item cards are laid out (under name and tokens)."""
        x, y, w, h = self.room(space)
        top = self.label_h(space, name) + ROOM_TOKENS_H
        return (x + 4, y + top, w - 8, max(COUNTER, h - top - 4))

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
