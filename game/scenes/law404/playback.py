"""Resolution you can watch: each engine event moves the table's display model one step.

While a move plays, the board shows `shown` (doors, damage, robots' rooms, the event in
play) and the table's stacks, both moved here event by event from the data each event
carries: counters slide along their path, the acting character or robot is lit. Events that
carry no positions (a steal, a clone) only light their actor; when the last event has been
shown the scene re-reads the engine, so nothing can drift (see TableScene's playback).
"""

from __future__ import annotations

from game.engines.common.actions import Event
from game.engines.law404.rules import items
from game.scenes.law404.board import ShipBoard, carried_zone, minis_zone

# Seconds (at animation speed 1) each kind of event takes to watch.
DURATIONS = {"turn": 0.7, "reveal": 1.0, "human": 0.75, "human_fail": 0.55, "monkey": 0.75,
             "space_death": 0.7, "move": 0.55, "door": 0.35, "doors": 0.45, "shove": 0.5,
             "pickup": 0.55, "putdown": 0.55, "rearrange": 0.5, "drop": 0.6, "damage": 0.5,
             "repair": 0.5, "tube": 0.7, "burn": 0.5, "nanolathe": 0.5, "clone": 0.6,
             "directive": 0.9, "reveal_programs": 0.5, "planet": 0.7, "meteor": 0.8,
             "enemy": 0.8, "enemy_destroyed": 0.6, "engine": 0.5, "dodge": 0.6, "cage": 0.45,
             "nav": 0.45, "artefact": 0.5, "steal": 0.5, "chip": 0.5, "revive": 0.6,
             "game_over": 0.3}
SLIDE = 0.42  # seconds a counter slides


class Playback:
    def __init__(self, board: ShipBoard, content):
        self.board = board
        self.content = content
        self.actor: tuple[str, object] | None = None
        """("item", id) or ("robot", seat): lit while its event is shown."""
        self.banner: str | None = None

    def show(self, event: Event, shown: dict, acting_seat: int | None) -> float:
        """Apply one event to the display model; returns how long it takes to watch."""
        kind, data = event.kind, event.data
        self.actor = None
        self.banner = None
        table = self.board.table
        if kind == "turn":
            shown["turn"] = data.get("turn", shown["turn"])
            self.banner = f"Turn {shown['turn']}"
        elif kind == "reveal":
            card = data.get("event")
            if card is not None:
                if self.content.events[card].kind != "anomaly":
                    shown["main"] = card
                    shown["enemy_hits"] = 0
                    shown["event_done"] = False
                if card not in shown["current"]:
                    shown["current"] = [*shown["current"], card]
                shown["active"] = max(0, shown["active"] - 1)
                self.banner = f"Event: {self.content.events[card].name}"
        elif kind in ("human", "human_fail", "monkey", "space_death"):
            item = data.get("item")
            if item is not None:
                self.actor = ("item", item)
            if kind == "space_death" and item is not None:
                self._kill(item)
            elif kind == "human":
                self._human(item, data.get("row"), data.get("target"), shown)
            elif kind == "monkey" and data.get("room") and item is not None:
                self._carry_to(item, self.content.rooms[data["room"]].floor)
        elif kind == "move" and "seat" in data:
            seat, room = data["seat"], data["room"]
            self.actor = ("robot", seat)
            shown["room"][seat] = room
            self._fly_mini(seat, room)
        elif kind == "door":
            shown["doors"][data["door"]] = data["open"]
        elif kind == "shove":
            self.actor = ("robot", data.get("target"))
        elif kind in ("pickup", "putdown"):
            moved = list(data.get("items", ()))
            zone = data.get("zone")
            if acting_seat is not None:
                self.actor = ("robot", acting_seat)
                dst = carried_zone(acting_seat) if kind == "pickup" else zone
                self._fly(moved, dst)
        elif kind == "rearrange" and "stack" in data:
            self._reorder(data["stack"])
        elif kind == "drop" and "seat" in data:
            seat = data["seat"]
            self.actor = ("robot", seat)
            mine = [c.data for c in table.zones[carried_zone(seat)].stack]
            self._fly(list(reversed(mine)), self.content.rooms[shown["room"][seat]].floor)
        elif kind == "damage" and "zone" in data:
            if data["zone"] not in shown["damaged"]:
                shown["damaged"] = sorted([*shown["damaged"], data["zone"]])
        elif kind == "repair" and "zone" in data:
            shown["damaged"] = [z for z in shown["damaged"] if z != data["zone"]]
        elif kind == "tube" and "item" in data:
            self.actor = ("item", data["item"])
            if "damage" in data:
                shown["enemy_hits"] = shown.get("enemy_hits", 0) + data["damage"]
                self._remove([data["item"]])
            else:
                self._fly([data["item"]], "space.void")
        elif kind == "enemy_destroyed":
            shown["event_done"] = True
        elif kind == "dodge":
            shown["event_done"] = True
        elif kind in ("burn", "nanolathe") and "items" in data:
            self._remove(list(data["items"]))
        elif kind == "artefact":
            self._fly(["artefact"], "space.void")
        elif kind == "cage":
            shown["cage_locked"] = "locks" in event.text
        elif kind == "directive" and "seat" in data:
            self.actor = ("robot", data["seat"])
            self._complete(shown, data["seat"], data.get("directive"))
        elif kind in ("chip", "planet") and "seat" in data:
            self.actor = ("robot", data["seat"])
        return DURATIONS.get(kind, 0.4)

    # ------------------------------------------------------------------ model changes
    def _where(self, item: str) -> str | None:
        for zone in self.board.table.zones.values():
            for c in zone.stack:
                if c.id == item:
                    return zone.id
        return None

    def _counters(self, ids: list[str]):
        """The counters for `ids` (bottom first) where they are now, top first."""
        table = self.board.table
        found = []
        for item in reversed(ids):
            zone = self._where(item)
            if zone is not None:
                found.append(table.zones[zone].stack[table.zones[zone].stack.index_of(item)])
        return found

    def _fly(self, ids: list[str], dst: str) -> None:
        counters = self._counters(ids)
        if counters and dst in self.board.table.zones:
            self.board.table.fly(counters, dst, duration=SLIDE)

    def _remove(self, ids: list[str]) -> None:
        table = self.board.table
        for item in ids:
            zone = self._where(item)
            if zone is not None:
                stack = table.zones[zone].stack
                stack.remove([stack[stack.index_of(item)]])

    def _kill(self, item: str) -> None:
        zone = self._where(item)
        if zone is not None:
            stack = self.board.table.zones[zone].stack
            counter = stack[stack.index_of(item)]
            if counter.side == 0:
                counter.flip()
                stack.touch()

    def _carry_to(self, item: str, dst: str) -> None:
        """A character moves with what it has equipped (the counters right above it)."""
        zone = self._where(item)
        if zone is None:
            return
        stack = self.board.table.zones[zone].stack
        bottom_first = [c.data for c in reversed(list(stack))]
        alive = {c.data: c.side == 0 for c in stack if c.data in items.CHARACTERS}
        index = bottom_first.index(item)
        kept = [bottom_first[i] for i in items.equipment_of(bottom_first, index, alive)]
        self._fly([item, *kept], dst)

    def _human(self, item: str | None, row: str | None, target: str | None,
               shown: dict) -> None:
        if item is None:
            return
        zone = self._where(item)
        room = self._room_of(zone, shown) if zone else None
        if room is None:
            return
        floor = self.content.rooms[room].floor
        machine = next((z for z in self.content.rooms[room].zones
                        if self.content.zones[z].kind == "machine"), None)
        if row == "to_floor":
            self._carry_to(item, floor)
        elif row == "load" and target is not None and machine is not None:
            self._carry_to(target, machine)
        elif row == "eat" and target is not None:
            self._remove([target])
        elif row == "repair" and machine is not None:
            shown["damaged"] = [z for z in shown["damaged"] if z != machine]
        elif row == "close":
            for door in self.content.layouts[self.board.geo.drawing.layout].doors:
                if room in door.rooms:
                    shown["doors"][door.id] = False

    def _room_of(self, zone: str, shown: dict) -> str | None:
        if zone.startswith("robot:"):
            return shown["room"][int(zone[6:])]
        if zone in self.content.zones:
            return self.content.zones[zone].room
        return None

    def _fly_mini(self, seat: int, room: str) -> None:
        table = self.board.table
        for zone in table.zones.values():
            if zone.id.startswith("minis:"):
                for c in zone.stack:
                    if c.data == seat:
                        table.fly([c], minis_zone(room), duration=SLIDE)
                        return

    def _reorder(self, order: list[str]) -> None:
        want = set(order)
        table = self.board.table
        for zone in table.zones.values():
            if zone.stack and {c.id for c in zone.stack} == want:
                by_id = {c.id: c for c in zone.stack}
                zone.stack.set([by_id[i] for i in reversed(order)])
                return

    @staticmethod
    def _complete(shown: dict, seat: int, directive: str | None) -> None:
        rows = shown["directives"][seat]
        for row in rows:
            if row["id"] == directive:
                row["done"] = True
                return
        for row in rows:
            if not row["done"]:
                row.update(id=directive or row["id"], done=True)
                return
