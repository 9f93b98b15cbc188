"""How good a 404 position is for one robot: its directives done, and how close the rest are.

A directive's closeness is measured in the robot's own actions: how many moves, pick-ups and
put-downs would bring the items it needs to where its condition wants them (or take the
items that spoil it away), and the machine activation a deed needs. Each needed action
discounts the progress by `DECAY`, so a plan that saves an action scores higher.

Everything here reads a Game the bot sampled from its own view (determinize), never the
real one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.engines.law404.rules import directives as D
from game.engines.law404.rules import items

DECAY = 0.72
FAR = 9
"""Actions charged for an item carried by another robot (a shove and a steal away)."""
WIN = 10_000.0
DONE = 60.0
PER_DIFFICULTY = 40.0
PROGRESS = 0.55
"""An incomplete directive is worth at most this share of completing it."""
ENEMY_LATER = 0.45
"""A deed against an enemy ship when none is attacking now: one may come later."""

KINDS = items.KIND
FOOD = items.GROUPS["food"]
HUMAN = items.GROUPS["human"]
CHARACTER = items.GROUPS["character"]


def worth(difficulty: int) -> float:
    """A completed directive: the tie-breaker at the end counts difficulty."""
    return DONE + PER_DIFFICULTY * difficulty


@dataclass(frozen=True)
class Deed:
    """What a deed needs: items in a machine zone (each a set of kinds, and whether it must
    be alive), then an activation there; or a special rule (`how`)."""

    zone: str | None = None
    needs: tuple[tuple[frozenset[str], str], ...] = ()
    alone: bool = False
    enemy: bool = False
    how: str = ""


def _k(*kinds: str) -> frozenset[str]:
    return frozenset(kinds)


ANY = frozenset(items.ITEM_KINDS)
DEEDS: dict[str, Deed] = {
    "fire_live_human_hit": Deed("weaponry.tube", ((HUMAN, "alive"),), alone=True, enemy=True),
    "hit_enemy": Deed("weaponry.tube", ((ANY, "any"),), alone=True, enemy=True),
    "destroy_enemy": Deed("weaponry.tube", ((_k("missile", "artefact"), "any"),), alone=True,
                          enemy=True),
    "clone_monkey": Deed("cloning.tank", ((HUMAN, "any"), (_k("fuel"), "any"))),
    "clone": Deed("cloning.tank", ((CHARACTER, "any"), (items.GROUPS["reagent"], "any"))),
    "chart_used": Deed("navigation.computer", ((_k("chart_accurate"), "any"),), alone=True),
    "cage_lock_monkey": Deed("science.cage", ((_k("monkey"), "any"),)),
    "lathe": Deed("cargo.nanolathe", ((ANY, "any"),)),
    "space_death": Deed(how="space_death"),
    "monkey_ate": Deed(how="monkey_ate"),
    "human_ate": Deed(how="human_ate"),
    "repair": Deed(how="repair"),
}


class Evaluator:
    """Values positions for `seat` (one per bot; the board and directives are static)."""

    def __init__(self, content, seat: int, board) -> None:
        self.content = content
        self.seat = seat
        self.board = board
        self.dist = board.distance
        self.zone_room = {z: zone.room for z, zone in content.zones.items()}
        self.mine = f"robot:{seat}"
        self.machines = {zone.machine: z for z, zone in content.zones.items() if zone.machine}

    # ------------------------------------------------------------------ completion

    def mark_done(self, world) -> None:
        """Turn up this robot's directives that hold now, as the engine's check would (a
        sampled world played forward skips that check: it costs more than the play)."""
        scan = None
        for record in world.st["directives"][self.seat]:
            if record["done"]:
                continue
            scan = scan or Scan(world, self)
            if scan.holds(self.content.directives[record["id"]], record["base"]):
                record["done"] = True

    # ------------------------------------------------------------------ the value

    def value(self, world) -> float:
        st = world.st
        over = st["over"]
        if over is not None:
            winners = over["winners"]
            if self.seat in winners:
                return WIN / len(winners)
            return -WIN
        total = 0.0
        scan = Scan(world, self)
        records = st["directives"][self.seat]
        if len(records) >= D.WIN_AT and all(r["done"] for r in records) \
                and not world.endless:
            return WIN
        for record in records:
            directive = self.content.directives[record["id"]]
            full = worth(directive.difficulty)
            if record["done"]:
                total += full
            else:
                total += full * PROGRESS * self.progress(scan, directive, record["base"])
        return total

    def progress(self, scan: Scan, directive, base: dict) -> float:
        """0..1: how close `directive` is, for this robot (1 only when it is complete)."""
        result = 1.0
        for clause in directive.condition:
            if "deed" in clause:
                done = scan.tally.get(clause["deed"], 0) - base.get(clause["deed"], 0)
                need = clause["at_least"]
                if done >= need:
                    continue
                near = self.deed_near(scan, clause["deed"])
                result *= (done + near) / need
            else:
                result *= self.count_near(scan, clause)
        return min(result, 0.98)

    # ------------------------------------------------------------------ count clauses

    def count_near(self, scan: Scan, clause: dict) -> float:
        n = scan.count(clause)
        lo, hi = clause["at_least"], clause["at_most"]
        kinds = _kinds(tuple(clause["count"]))
        if lo is not None and n < lo:
            if kinds & D.SPECIAL:
                return (n + 0.3) / (lo + 0.3)
            gains = sorted((self._fill(scan, i, clause) for i in scan.items_of(kinds)
                            if not scan.counts(i, clause)), reverse=True)
            return (n + sum(gains[:lo - n])) / lo
        if hi is not None and n > hi:
            if kinds & D.SPECIAL:
                return 0.3 / (n - hi + 0.3)
            spoilers = [i for i in scan.items_of(kinds) if scan.counts(i, clause)]
            gains = sorted((self._clear(scan, i, clause) for i in spoilers), reverse=True)
            excess = n - hi
            return sum(gains[:excess]) / (excess + 0.5)
        return 1.0

    def _fill(self, scan: Scan, item: str, clause: dict) -> float:
        """How near `item` is to counting for an at-least clause."""
        state = clause["state"]
        alive = scan.alive.get(item, True)
        place = clause["where"]
        extra = 0
        if state == "dead" and alive:
            extra = 2  # to space, and a human turn there without a suit
            place = "space"
        elif state == "alive" and not alive:
            return 0.0
        if clause["equipped"]:
            extra += 0 if scan.carries_free_character() else 2
            place = "self"
        return DECAY ** (self.to_place(scan, item, place) + extra)

    def _clear(self, scan: Scan, item: str, clause: dict) -> float:
        """How near `item` is to no longer spoiling an at-most clause."""
        if clause["visible"]:
            return DECAY ** self.cover(scan, item)
        place = clause["where"]
        if place in ("ship", "board", "floor") or place.startswith("room:"):
            best = self.to_place(scan, item, "space")
            burner = self.to_zone(scan, item, "disposal.burner") + 1
            best = min(best, burner)
            if KINDS[item] in FOOD:
                best = min(best, self.to_eater(scan, item) + 1)
            return DECAY ** best
        return DECAY ** (self.fetch(scan, item) + 1)

    # ------------------------------------------------------------------ deeds

    def deed_near(self, scan: Scan, deed: str) -> float:
        rule = DEEDS.get(deed)
        if rule is None:
            return 0.1
        if rule.how:
            return getattr(self, "_" + rule.how)(scan)
        zone = rule.zone
        steps = 1  # the activation
        room = self.zone_room[zone]
        used: set[str] = set()
        for kinds, state in rule.needs:
            best = None
            for item in scan.items_of(kinds):
                if item in used or (state == "alive" and not scan.alive.get(item, True)):
                    continue
                s = self.to_zone(scan, item, zone)
                if best is None or s < best[0]:
                    best = (s, item)
            if best is None:
                return 0.02
            steps += best[0]
            used.add(best[1])
        if rule.alone:
            steps += sum(1 for i in scan.stacks[zone] if i not in used) and 1
        if scan.damaged(zone):
            steps += 1
        if scan.my_room != room and all(scan.where[i] == zone for i in used):
            steps += self.dist[scan.my_room][room]
        near = DECAY ** steps
        if rule.enemy and not scan.enemy_now:
            near *= ENEMY_LATER
        return near

    def _space_death(self, scan: Scan) -> float:
        exposed = scan.world.exposed_rooms()
        best = FAR
        for item in scan.items_of(HUMAN):
            if not scan.alive.get(item, True) or scan.suited(item):
                continue
            room = scan.room_of_item(item)
            if room in exposed:
                return DECAY ** 1
            best = min(best, self.to_place(scan, item, "space") + 1)
            # Opening the doors of a room next to space exposes it.
            if any(other == "space" for _, _, other in self.board.exits[room]):
                best = min(best, self.dist[scan.my_room][room] + 2)
        return DECAY ** best

    def _monkey_ate(self, scan: Scan) -> float:
        monkeys = [m for m in scan.items_of(_k("monkey")) if scan.alive.get(m, True)]
        if not monkeys:
            return 0.02
        rooms = {scan.room_of_item(m) for m in monkeys}
        best = min((self.to_rooms(scan, b, rooms) + 1 for b in scan.items_of(_k("banana"))),
                   default=FAR)
        return DECAY ** best

    def _human_ate(self, scan: Scan) -> float:
        best = min((self.to_eater(scan, f) + 1 for f in scan.items_of(FOOD)), default=FAR)
        return DECAY ** best

    def _repair(self, scan: Scan) -> float:
        damaged = scan.world.st["damaged"]
        if not damaged:
            return 0.15
        return DECAY ** min(self.dist[scan.my_room][self.zone_room[z]] + 1 for z in damaged)

    # ------------------------------------------------------------------ action counts

    def fetch(self, scan: Scan, item: str) -> int:
        """Actions until this robot carries `item`."""
        loc = scan.where.get(item)
        if loc is None:
            return FAR
        if loc == self.mine:
            return 0
        if loc.startswith("robot:"):
            return FAR
        stack = scan.stacks[loc]
        # An item only imagined at `loc` (a quick choice's what-if) lies on top there.
        depth = len(stack) - stack.index(item) if item in stack else 1
        steps = self.dist[scan.my_room][self.zone_room[loc]] + (1 if depth <= 2 else 2)
        if scan.damaged(loc) or (scan.cage_locked and loc == "science.cage"):
            steps += 1
        return steps

    def _carry_then(self, scan: Scan, item: str) -> tuple[int, str]:
        """(actions to carry `item`, the room it is then in)."""
        loc = scan.where.get(item)
        if loc is None:
            return FAR, scan.my_room
        if loc.startswith("robot:"):
            return (0 if loc == self.mine else FAR), scan.room_of(loc)
        return self.fetch(scan, item), self.zone_room[loc]

    def to_zone(self, scan: Scan, item: str, zone: str) -> int:
        if scan.where.get(item) == zone:
            return 0
        steps, room = self._carry_then(scan, item)
        return steps + self.dist[room][self.zone_room[zone]] + 1

    def to_rooms(self, scan: Scan, item: str, rooms: set[str]) -> int:
        """Actions until `item` lies in one of `rooms` (on the floor, say)."""
        if scan.room_of_item(item) in rooms and not scan.where[item].startswith("robot:"):
            return 0
        steps, room = self._carry_then(scan, item)
        return steps + min(self.dist[room][r] for r in rooms) + 1

    def to_place(self, scan: Scan, item: str, place: str) -> int:
        loc = scan.where.get(item)
        if loc is None:
            return FAR
        room = scan.room_of(loc)
        if place == "space":
            if room == "space":
                return 0
            steps, room = self._carry_then(scan, item)
            return steps + self.dist[room]["space"]
        if place == "ship":
            if room != "space":
                return 0
            steps, room = self._carry_then(scan, item)
            return steps + 1
        if place in ("self", "carried"):
            return self.fetch(scan, item) if place == "self" or not loc.startswith("robot:") \
                else 0
        if place == "floor":
            return 0 if self.content.zones.get(loc) and self.content.zones[loc].kind == "floor" \
                and room != "space" else self.fetch(scan, item) + 1
        if place.startswith("room:"):
            target = place[5:]
            if room == target:
                return 0
            steps, room = self._carry_then(scan, item)
            return steps + self.dist[room][target]
        if place.startswith("machine:"):
            zone = self.machines.get(place[8:])
            return self.to_zone(scan, item, zone) if zone else FAR
        return 0  # "board", "supply": where it is already counts or cannot be helped

    def to_eater(self, scan: Scan, food: str) -> int:
        rooms = scan.eater_rooms(KINDS[food])
        if not rooms:
            return FAR
        return self.to_rooms(scan, food, rooms)

    def cover(self, scan: Scan, item: str) -> int:
        """Actions until `item` is no longer on top of its stack."""
        loc = scan.where.get(item)
        if loc is None:
            return 0
        stack = scan.stacks[loc]
        if (stack and stack[-1] != item and item in stack) or scan.damaged(loc):
            return 0
        if loc == self.mine:
            return 1 if scan.takeable_here() else 2
        if loc.startswith("robot:"):
            return FAR
        steps = self.dist[scan.my_room][self.zone_room[loc]] + 1
        return steps + (0 if len(scan.stacks[self.mine]) else 1)

    # ------------------------------------------------------------------ quick item scores

    def item_value(self, scan: Scan, item: str, loc: str) -> float:
        """How much having `item` at `loc` helps this robot's open directives (for quick
        choices inside a plan, where copying the game for every option costs too much)."""
        old = scan.where.get(item)
        scan.where[item] = loc
        try:
            total = 0.0
            for record in scan.world.st["directives"][self.seat]:
                if record["done"]:
                    continue
                directive = self.content.directives[record["id"]]
                total += worth(directive.difficulty) * self._item_part(scan, directive, item)
            return total
        finally:
            scan.where[item] = old

    def _item_part(self, scan: Scan, directive, item: str) -> float:
        kind = KINDS[item]
        best = 0.0
        for clause in directive.condition:
            if "deed" in clause:
                rule = DEEDS.get(clause["deed"])
                if rule is None:
                    continue
                if rule.zone and any(kind in kinds for kinds, _ in rule.needs):
                    best = max(best, DECAY ** self.to_zone(scan, item, rule.zone))
                elif rule.how in ("monkey_ate", "human_ate") and kind in FOOD:
                    best = max(best, DECAY ** self.to_eater(scan, item))
                elif rule.how == "space_death" and kind in HUMAN:
                    best = max(best, DECAY ** self.to_place(scan, item, "space"))
                continue
            if kind not in _kinds(tuple(clause["count"])):
                continue
            if clause["at_least"] is not None:
                best = max(best, self._fill(scan, item, clause))
            elif clause["at_most"] is not None:
                best = max(best, self._clear(scan, item, clause))
        return best


@cache
def _kinds(specs: tuple[str, ...]) -> frozenset[str]:
    return frozenset().union(*(items.kinds_of(s) for s in specs))


class Scan:
    """One look at a sampled world: where every item is, who is where."""

    def __init__(self, world, ev: Evaluator) -> None:
        st = world.st
        self.world = world
        self.ev = ev
        self.stacks = st["stacks"]
        self.alive = st["alive"]
        self.tally = st["tally"]
        self.rooms = st["room"]
        self.my_room = st["room"][ev.seat]
        self.cage_locked = st["cage_locked"]
        self._damaged = st["damaged"]
        self.where = {i: loc for loc, stack in self.stacks.items() for i in stack}
        main = st["main"]
        self.enemy_now = bool(main and world.content.events[main].kind == "enemy"
                              and not st["event_done"])
        self._by_kind: dict[frozenset[str], list[str]] = {}

    def damaged(self, zone: str) -> bool:
        return zone in self._damaged

    def count(self, clause: dict) -> int:
        """What the engine's directive check would count for this robot now."""
        kinds = _kinds(tuple(clause["count"]))
        if kinds & D.SPECIAL:
            if "damage" in kinds:
                return sum(1 for z in self._damaged if self._zone_in(z, clause["where"]))
            if "open_door" in kinds:
                return sum(1 for is_open in self.world.st["doors"].values() if is_open)
            return len(self.world.exposed_rooms() - {"space"})
        if clause["where"] == "supply":
            return sum(1 for i in self.world.st["supply"] if KINDS[i] in kinds)
        return sum(1 for i in self.items_of(kinds) if self.counts(i, clause))

    def _zone_in(self, zone: str, place: str) -> bool:
        z = self.world.content.zones[zone]
        if place == "ship":
            return z.room != "space"
        if place == "space":
            return z.room == "space"
        if place.startswith("room:"):
            return z.room == place[5:]
        if place.startswith("machine:"):
            return z.machine == place[8:]
        return place in ("board", "floor") and (place == "board" or z.kind == "floor")

    def holds(self, directive, base: dict) -> bool:
        """Is `directive` complete now for this robot (as the engine would find it)?"""
        for clause in directive.condition:
            if "deed" in clause:
                if self.tally.get(clause["deed"], 0) - base.get(clause["deed"], 0) \
                        < clause["at_least"]:
                    return False
                continue
            n = self.count(clause)
            lo, hi = clause["at_least"], clause["at_most"]
            if (lo is not None and n < lo) or (hi is not None and n > hi):
                return False
        return True

    def room_of(self, loc: str) -> str:
        if loc.startswith("robot:"):
            return self.rooms[int(loc[6:])]
        return self.ev.zone_room[loc]

    def room_of_item(self, item: str) -> str:
        return self.room_of(self.where[item])

    def items_of(self, kinds: frozenset[str]) -> list[str]:
        found = self._by_kind.get(kinds)
        if found is None:
            found = self._by_kind[kinds] = [i for i in self.where if KINDS[i] in kinds]
        return found

    def counts(self, item: str, clause: dict) -> bool:
        """Does `item` count for `clause` where it is now?"""
        state = clause["state"]
        if state != "any" and item in CHARACTER and \
                self.alive.get(item, True) != (state == "alive"):
            return False
        loc = self.where[item]
        stack = self.stacks[loc]
        if clause["visible"] and (stack[-1] != item or self.damaged(loc)):
            return False
        if clause["equipped"] and stack.index(item) not in items.owners(stack, self.alive):
            return False
        place = clause["where"]
        room = self.room_of(loc)
        if place == "ship":
            return room != "space"
        if place == "space":
            return room == "space"
        if place == "self":
            return loc == self.ev.mine
        if place == "carried":
            return loc.startswith("robot:")
        if place == "floor":
            return not loc.startswith("robot:") and \
                self.world.content.zones[loc].kind == "floor" and room != "space"
        if place.startswith("room:"):
            return room == place[5:]
        if place.startswith("machine:"):
            return not loc.startswith("robot:") and \
                self.world.content.zones[loc].machine == place[8:]
        return True

    def suited(self, character: str) -> bool:
        stack = self.stacks[self.where[character]]
        index = stack.index(character)
        return any(owner == index and KINDS[stack[i]] == "suit"
                   for i, owner in items.owners(stack, self.alive).items())

    def carries_free_character(self) -> bool:
        stack = self.stacks[self.ev.mine]
        return any(i in CHARACTER and self.alive.get(i, True) and not self.suited(i)
                   for i in stack)

    def takeable_here(self) -> bool:
        return any(self.stacks[z] for z in self.world.content.rooms[self.my_room].zones)

    def eater_rooms(self, kind: str) -> set[str]:
        """Rooms where someone alive would eat food of this kind."""
        eaters = HUMAN | ({"monkey"} if kind == "banana" else set())
        return {self.room_of_item(c) for c in self.items_of(CHARACTER)
                if KINDS[c] in eaters and self.alive.get(c, True)
                and self.room_of_item(c) != "space"}
