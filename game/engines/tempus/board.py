"""The ship as a graph: "adjacent" (blocked by Locked Doors) versus "connected to" (not).

Built once per Content and shared by every game that uses it; the game state only says which
doors are locked or sealed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from game.engines.tempus.content import Ship

BRIDGE_ENTRY = "time_drive"
NOT_A_SPACE = "That is not a space on the Tempus."
NOT_A_DOOR = "That is not a door of the Tempus."
"""The refusals of an action naming a space or a door the ship does not have."""


class ShipGraph:
    """Neighbour lists by space; `adjacent()` filters out blocked doors."""

    __slots__ = ("ship", "links", "spaces", "locations", "stations", "corridors", "doors",
                 "door_sides", "exterior", "names", "between", "door_spaces", "space_doors")

    def __init__(self, ship: Ship):
        self.ship = ship
        self.spaces: tuple[str, ...] = ship.space_ids
        self.names = {s.id: s.name for s in ship.spaces}
        self.locations = tuple(s.id for s in ship.spaces if s.kind == "location")
        self.stations = tuple(s.id for s in ship.spaces if s.kind == "station")
        self.corridors = tuple(s.id for s in ship.spaces if s.kind == "corridor")
        # links[space] = ((link id, other space, is_door), ...), exterior door left out.
        self.links: dict[str, tuple[tuple[str, str, bool], ...]] = {}
        for sid in self.spaces:
            out = []
            for lk in ship.links_of[sid]:
                if lk.kind == "exterior":
                    continue
                out.append((lk.id, lk.b if lk.a == sid else lk.a, lk.kind == "door"))
            self.links[sid] = tuple(out)
        # between[(a, b)] = (link id, is_door): the one link joining two spaces, if any.
        self.between: dict[tuple[str, str], tuple[str, bool]] = {
            (sid, other): (lid, door) for sid in self.spaces for lid, other, door in self.links[sid]}
        self.doors = ship.doors
        self.door_sides = {lk.id: (lk.a, lk.b) for lk in ship.links if lk.kind == "door"}
        self.exterior = ship.exterior
        self.space_doors = {s: tuple(self.doors_of(s)) for s in self.spaces}
        self.door_spaces = tuple(s for s in self.spaces if self.space_doors[s])

    def door_name(self, door: str) -> str:
        """How a player calls an interior door: "the door between Sick Bay and Central
        Corridor"."""
        a, b = self.door_sides[door]
        return f"the door between {self.names[a]} and {self.names[b]}"

    def connected(self, space: str) -> list[str]:
        """Spaces "connected to" this one: every dotted line and doorway, locks ignored."""
        return [other for _, other, _ in self.links[space]]

    def adjacent(self, space: str, blocked: set[str] | frozenset[str]) -> list[str]:
        """Spaces "adjacent" to this one: doors in `blocked` (locked or sealed) cut the link."""
        return [other for lid, other, door in self.links[space] if not (door and lid in blocked)]

    def doors_of(self, space: str) -> list[str]:
        """Interior doors connected to a space (the exterior Airlock door is not one)."""
        return [lid for lid, _, door in self.links[space] if door]

    def distances(self, start: str, blocked: set[str] | frozenset[str]) -> dict[str, int]:
        """Breadth-first step counts from `start` over adjacent links."""
        dist = {start: 0}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            d = dist[here] + 1
            for lid, other, door in self.links[here]:
                if other not in dist and not (door and lid in blocked):
                    dist[other] = d
                    todo.append(other)
        return dist

    def reachable(self, starts: Iterable[str], blocked: set[str] | frozenset[str]) -> set[str]:
        seen = set(starts)
        todo = list(seen)
        while todo:
            here = todo.pop()
            for lid, other, door in self.links[here]:
                if other not in seen and not (door and lid in blocked):
                    seen.add(other)
                    todo.append(other)
        return seen
