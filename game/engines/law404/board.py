"""The ship board (Components; Move): rooms, doors, vacuum exposure and distances.

A `Board` is built once per layout from content and shared by every game on that layout
(`board_for`).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from game.engines.law404.content import Content, Door

# Human and Monkey Turn Order, in the rulebook's order (Storage = the cargo bay).
TURN_ORDER_ROOMS = ("weaponry", "navigation", "science", "cloning", "disposal", "cargo",
                    "port_engine", "starboard_engine", "space")
# FAQ: the rooms a human checks, in order, when its trash burner holds the artefact.
REVIVE_ORDER_ROOMS = ("disposal", "weaponry", "navigation", "science", "cloning",
                      "port_engine", "starboard_engine", "cargo", "space")
# Monkey tie-break between equally short routes: square first, then triangle (rulebook);
# circle then diamond is our extension for the two further symbols (ruling).
SYMBOL_PREFERENCE = ("square", "triangle", "circle", "diamond")
ZONE_KIND_ORDER = {"floor": 0, "storage": 1, "machine": 2}


@dataclass
class Board:
    content: Content
    layout: str
    doors: dict[str, Door] = field(default_factory=dict)
    exits: dict[str, list[tuple[str, str, str]]] = field(default_factory=dict)
    """room -> [(symbol, door id, other room)] sorted by SYMBOL_PREFERENCE."""
    distance: dict[str, dict[str, int]] = field(default_factory=dict)
    machine_zone: dict[str, str | None] = field(default_factory=dict)
    storage_zone: dict[str, str | None] = field(default_factory=dict)
    turn_rank: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    """zone -> (room, zone kind, 0): its place in Human and Monkey Turn Order (a robot's
    stack ranks after the zones of its room, by seat)."""
    _exposed: dict[tuple, frozenset[str]] = field(default_factory=dict, repr=False,
                                                  compare=False)
    _last: tuple[dict[str, bool] | None, frozenset[str]] = field(
        default=(None, frozenset()), repr=False, compare=False)

    def __post_init__(self) -> None:
        layout = self.content.layouts[self.layout]
        for room in self.content.rooms:
            self.exits[room] = []
        for door in layout.doors:
            self.doors[door.id] = door
            a, b = door.rooms
            self.exits[a].append((door.symbol, door.id, b))
            self.exits[b].append((door.symbol, door.id, a))
        for exits in self.exits.values():
            exits.sort(key=lambda e: SYMBOL_PREFERENCE.index(e[0]))
        for room in self.content.rooms:
            self.distance[room] = self._bfs(room)
            zones = [self.content.zones[z] for z in self.content.rooms[room].zones]
            self.machine_zone[room] = next((z.id for z in zones if z.kind == "machine"), None)
            self.storage_zone[room] = next((z.id for z in zones if z.kind == "storage"), None)
            for z in zones:
                self.turn_rank[z.id] = (TURN_ORDER_ROOMS.index(room), ZONE_KIND_ORDER[z.kind], 0)

    def _bfs(self, start: str) -> dict[str, int]:
        dist = {start: 0}
        todo = deque([start])
        while todo:
            room = todo.popleft()
            for _, _, other in self.exits[room]:
                if other not in dist:
                    dist[other] = dist[room] + 1
                    todo.append(other)
        return dist

    def name(self, room: str) -> str:
        return self.content.layouts[self.layout].names.get(room, room)

    def zone_name(self, zone: str) -> str:
        """A zone as a player reads it, inside a sentence: "the Cargo Space (Storage)",
        "the Floor (Cloning)", "the Port Engine" (named as its room: said once), "Space"."""
        z = self.content.zones[zone]
        room = self.name(z.room)
        if z.room == "space":
            return room
        return f"the {z.name}" if z.name == room else f"the {z.name} ({room})"

    def onto(self, zone: str) -> str:
        """The word before a zone items go to: on a floor, into storage, a machine, space."""
        z = self.content.zones[zone]
        return "on" if z.kind == "floor" and z.room != "space" else "into"

    def door_by_symbol(self, room: str, symbol: str) -> tuple[str, str] | None:
        """(door id, room beyond) for the door of `room` with that symbol, if any."""
        for sym, door, other in self.exits[room]:
            if sym == symbol:
                return door, other
        return None

    def door_between(self, a: str, b: str) -> str | None:
        for _, door, other in self.exits[a]:
            if other == b:
                return door
        return None

    def neighbours(self, room: str) -> list[str]:
        return [other for _, _, other in self.exits[room]]

    def exposed(self, open_doors: dict[str, bool]) -> frozenset[str]:
        """Rooms joined to space by a chain of open doors (space included).  Asked for
        every character every turn, so answers are kept per door state (at most 2**10),
        and the last one is checked first (comparing dicts is cheaper than making a key)."""
        if open_doors == self._last[0]:
            return self._last[1]
        key = tuple(open_doors.items())
        found = self._exposed.get(key)
        if found is None:
            found = self._exposed[key] = frozenset(self._spread(open_doors))
        self._last = dict(open_doors), found
        return found

    def _spread(self, open_doors: dict[str, bool]) -> set[str]:
        seen = {"space"}
        todo = ["space"]
        while todo:
            room = todo.pop()
            for _, door, other in self.exits[room]:
                if open_doors[door] and other not in seen:
                    seen.add(other)
                    todo.append(other)
        return seen


_BOARDS: dict[tuple[int, str], Board] = {}


def board_for(content: Content, layout: str) -> Board:
    """The one Board of `layout` on this content (built on first use)."""
    key = (id(content), layout)
    board = _BOARDS.get(key)
    if board is None or board.content is not content:
        board = _BOARDS[key] = Board(content, layout)
    return board
