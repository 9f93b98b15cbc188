"""levels/law404/*.toml -> frozen, validated content (Components, room cards, decks).

`load_content(root)` reads every file, collects every problem and raises one ContentError
naming file, entry and field for each.  Cross-references (rooms named by doors, events and
room cards; item kinds and deeds in directives) are checked after all files are read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.engines.common.content import (
    Problems,
    check_unique_ids,
    did_you_mean,
    entries,
    is_id,
    quoted,
    read_toml,
    show,
)
from game.engines.law404.drawing import BoardDrawing, load_drawings
from game.engines.law404.rules import items

# The rulebook's ship: every room and the machine in it. Layouts move only doors and the
# names printed on the board, so rooms and machines are fixed and the engine relies on them.
ROOM_MACHINES: dict[str, str | None] = {
    "weaponry": "launch_tube", "navigation": "nav_computer", "science": "cage",
    "cloning": "cloning_tank", "disposal": "trash_burner", "cargo": "nanolathe",
    "port_engine": "engine", "starboard_engine": "engine", "space": None,
}
ROOM_IDS = tuple(ROOM_MACHINES)
LAYOUTS = ("standard", "donut")
ZONE_KINDS = ("floor", "storage", "machine")
MACHINES = ("engine", "trash_burner", "cage", "launch_tube", "nanolathe", "cloning_tank",
            "nav_computer")
SYMBOLS = ("square", "triangle", "circle", "diamond")
SIDES = ("port", "starboard")
EVENT_KINDS = ("meteor", "enemy", "planet", "anomaly")
CARD_ACTIONS = ("move_square", "move_triangle", "move_circle", "move_diamond",
                "pickup_putdown", "rearrange", "open_close", "activate")
ANOMALY_OPS = ("flag", "doors", "damage", "repair_all", "spawn", "drop", "recharge")
FLAGS = ("categorical_imperative", "crew_siesta", "lucky_crew")
CHIP_ABILITIES = ("redraw", "extra_cards", "highlight", "first", "open_doors", "close_doors",
                  "repair", "anchor")
DEEDS = ("fire_live_human_hit", "hit_enemy", "destroy_enemy", "jam", "repair",
         "dodge_meteor", "meteor_hit", "clone", "clone_monkey", "clone_human", "burn",
         "lathe", "planet_mission", "space_death", "monkey_ate", "human_ate",
         "cage_lock_monkey", "chart_used", "shove", "revive")
PLACES = ("ship", "space", "board", "supply", "self", "carried", "floor")
SPECIAL_COUNTS = ("damage", "open_door", "exposed_room")
STATES = ("alive", "dead", "any")
PLAYERS_MAX = 6


@dataclass(frozen=True, slots=True)
class Zone:
    id: str
    room: str
    kind: str
    name: str
    machine: str | None


@dataclass(frozen=True, slots=True)
class Room:
    id: str
    zones: tuple[str, ...]
    side: str | None

    @property
    def floor(self) -> str:
        return self.zones[0]


@dataclass(frozen=True, slots=True)
class Door:
    id: str
    rooms: tuple[str, str]
    symbol: str


@dataclass(frozen=True, slots=True)
class Layout:
    id: str
    names: dict
    doors: tuple[Door, ...]


@dataclass(frozen=True, slots=True)
class RoomCard:
    id: str
    room: str
    items: frozenset[str]
    """Item kinds printed on the card; contains "any" for the any-item symbol."""
    effect: str


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str
    kind: str
    flavour: str
    name: str
    side: str | None = None
    armour: int = 0
    targets: tuple[str, ...] = ()
    crew: tuple[str, ...] = ()
    effects: tuple[dict, ...] = ()


@dataclass(frozen=True, slots=True)
class Directive:
    id: str
    name: str
    difficulty: int
    condition: tuple[dict, ...]
    flavour: str


@dataclass(frozen=True, slots=True)
class Chip:
    id: str
    name: str
    ability: str
    recharge: str
    flavour: str


@dataclass(frozen=True, slots=True)
class ActionCard:
    id: str
    priority: int
    highlighted: bool
    top: str
    bottom: str


@dataclass(frozen=True)
class Content:
    rooms: dict[str, Room]
    zones: dict[str, Zone]
    layouts: dict[str, Layout]
    room_cards: dict[str, RoomCard]
    """By room id."""
    events: dict[str, EventCard]
    directives: dict[str, Directive]
    chips: dict[str, Chip]
    action_cards: dict[str, ActionCard]
    drawings: dict[str, BoardDrawing] = field(default_factory=dict)
    """Layout id -> where its rooms and doors are drawn (board.toml; scenes only)."""


FILES = ("ship.toml", "rooms.toml", "events.toml", "directives.toml", "chips.toml",
         "actions.toml")


def load_content(levels_root: Path) -> Content:
    """Read and validate levels/law404/*.toml under `levels_root`."""
    root = Path(levels_root)
    folder = root / "law404"
    problems = Problems(root)
    data = {name: read_toml(folder / name, problems) for name in FILES}
    zones, rooms, layouts = _ship(folder / "ship.toml", data["ship.toml"], problems)
    room_cards = _room_cards(folder / "rooms.toml", data["rooms.toml"], problems)
    events = _events(folder / "events.toml", data["events.toml"], problems)
    directives = _directives(folder / "directives.toml", data["directives.toml"], problems)
    chips = _chips(folder / "chips.toml", data["chips.toml"], problems)
    cards = _action_cards(folder / "actions.toml", data["actions.toml"], problems)
    _cross_check(folder, zones, events, problems)
    ship_file = problems.file(folder / "ship.toml")
    ship_ok = not any(p.startswith(ship_file) for p in problems.items)
    drawings = load_drawings(folder, problems, ROOM_IDS,
                             {lid: {d.id: d.rooms for d in lay.doors}
                              for lid, lay in layouts.items()} if ship_ok else None)
    problems.raise_if_any()
    return Content(rooms, zones, layouts, room_cards, events, directives, chips, cards,
                   drawings)


def _cross_check(folder: Path, zones: dict, events: dict, problems: Problems) -> None:
    """References between files, checked once every file is read."""
    path = folder / "events.toml"
    for event in events.values():
        for effect in event.effects:
            zone = effect.get("zone")
            if effect["op"] == "spawn" and zones and zone not in zones:
                problems.add(problems.where(path, "event", {"id": event.id}),
                             f'field "zone": no zone "{zone}" in '
                             f'{problems.file(folder / "ship.toml")}'
                             f"{did_you_mean(zone, zones)}")


def _str_list(problems: Problems, where: str, entry: dict, name: str, choices=None,
              default=...) -> tuple[str, ...]:
    value = problems.field(where, entry, name, list, default)
    if value is None or value is default:
        return tuple(value or ())
    out = []
    for v in value:
        if not isinstance(v, str):
            problems.add(where, f'field "{name}": expected list of strings, got {show(v)}')
        elif choices is not None and v not in choices:
            problems.add(where, f'field "{name}": unknown value {quoted(v)}{did_you_mean(v, choices)}')
        else:
            out.append(v)
    return tuple(out)


def _ship(path: Path, data: dict, problems: Problems):
    zones: dict[str, Zone] = {}
    rooms: dict[str, Room] = {}
    room_entries = entries(data, "room", path, problems)
    check_unique_ids(room_entries, "room", path, problems)
    for i, entry in enumerate(room_entries):
        where = problems.where(path, "room", entry, i)
        problems.unknown_fields(where, entry, Room)
        rid = problems.choice_field(where, entry, "id", ROOM_IDS)
        side = problems.choice_field(where, entry, "side", SIDES, default=None)
        zlist = problems.field(where, entry, "zones", list)
        if rid is None or zlist is None:
            continue
        ids = [z.id for z in _zones(where, rid, zlist, zones, problems)]
        _check_room(where, rid, [zones[z] for z in ids], problems)
        if ROOM_MACHINES[rid] == "engine" and side is None:
            problems.add(where, 'field "side": an engine room is on the "port" or '
                         '"starboard" side')
        if rid not in rooms:
            rooms[rid] = Room(rid, tuple(ids), side)
    if room_entries:
        for rid in ROOM_IDS:
            if rid not in rooms:
                problems.add(problems.file(path), f'room "{rid}" is missing')
        sides = [r.side for r in rooms.values() if ROOM_MACHINES[r.id] == "engine"]
        if None not in sides and len(set(sides)) != len(sides):
            problems.add(problems.file(path), "the two engine rooms must be on different sides")
        for zid in items.START_POSITIONS:
            room = zid.partition(".")[0]
            if rooms.get(room) and (zid not in zones or zones[zid].room != room):
                problems.add(problems.where(path, "room", {"id": room}),
                             f'field "zones": zone "{zid}" is missing (counters start there)')
    layouts: dict[str, Layout] = {}
    layout_entries = entries(data, "layout", path, problems)
    check_unique_ids(layout_entries, "layout", path, problems)
    for i, entry in enumerate(layout_entries):
        where = problems.where(path, "layout", entry, i)
        problems.unknown_fields(where, entry, Layout)
        lid = problems.choice_field(where, entry, "id", LAYOUTS)
        names = _names(where, entry, problems)
        dlist = problems.field(where, entry, "doors", list) or []
        doors = _doors(where, dlist, problems)
        if len(dlist) != items.DOOR_COUNTERS:
            problems.add(where, f'field "doors": expected {items.DOOR_COUNTERS} doors '
                         f"(one per door counter), got {len(dlist)}")
        elif len(doors) == len(dlist):
            _check_connected(where, doors, problems)
        if lid is not None and lid not in layouts:
            layouts[lid] = Layout(lid, names, tuple(doors))
    for lid in LAYOUTS:
        if layout_entries and lid not in layouts:
            problems.add(problems.file(path), f'layout "{lid}" is missing')
    return zones, rooms, layouts


def _names(where: str, entry: dict, problems: Problems) -> dict[str, str]:
    """The name printed on the board for every room."""
    raw = problems.field(where, entry, "names", dict) or {}
    names = {}
    for rid, name in raw.items():
        if rid not in ROOM_IDS:
            problems.add(where, f'field "names": unknown room "{rid}"{did_you_mean(rid, ROOM_IDS)}')
        elif not isinstance(name, str) or not name.strip():
            problems.add(where, f'field "names.{rid}": expected text, got {show(name)}')
        else:
            names[rid] = name
    for rid in ROOM_IDS:
        if rid not in raw:
            problems.add(where, f'field "names": no name for room "{rid}"')
    return names


def _doors(where: str, dlist: list, problems: Problems) -> list[Door]:
    doors: list[Door] = []
    per_room: dict[str, set[str]] = {}
    for n, d in enumerate(dlist):
        if not isinstance(d, dict):
            problems.add(where, f'field "doors": expected tables, got {show(d)}')
            continue
        at = f"{where}: door {_label(d, n)}"
        did = problems.id_field(at, d, "id")
        problems.unknown_fields(at, d, Door)
        reported = len(problems.items)
        pair = _str_list(problems, at, d, "rooms", ROOM_IDS)
        symbol = problems.choice_field(at, d, "symbol", SYMBOLS)
        if len(problems.items) > reported:
            continue
        if len(pair) != 2 or pair[0] == pair[1]:
            problems.add(at, 'field "rooms": expected two different rooms')
            continue
        if symbol is None or did is None:
            continue
        if any(door.id == did for door in doors):
            problems.add(at, 'field "id": duplicate door id')
            continue
        for r in pair:
            if symbol in per_room.setdefault(r, set()):
                problems.add(at, f'field "symbol": room "{r}" already has a {symbol} door')
            per_room[r].add(symbol)
        doors.append(Door(did, (pair[0], pair[1]), symbol))
    return doors


def _check_connected(where: str, doors: list[Door], problems: Problems) -> None:
    """Humans, monkeys and robots walk between any two rooms, so doors must join them all."""
    seen = {"space"}
    todo = ["space"]
    while todo:
        here = todo.pop()
        for door in doors:
            if here in door.rooms:
                other = door.rooms[1] if door.rooms[0] == here else door.rooms[0]
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
    cut_off = [rid for rid in ROOM_IDS if rid not in seen]
    if cut_off:
        problems.add(where, f'field "doors": no door leads to {", ".join(cut_off)}')


def _label(table: dict, index: int) -> str:
    """How a message names a door or zone: its id, or its place in the list."""
    ident = table.get("id")
    return f'"{ident}"' if is_id(ident) and len(ident) <= 60 else f"#{index + 1}"


def _zones(where: str, rid: str, zlist: list, zones: dict[str, Zone],
           problems: Problems) -> list[Zone]:
    """The room's valid zones, added to `zones` (ids are unique across the ship)."""
    out = []
    for n, z in enumerate(zlist):
        if not isinstance(z, dict):
            problems.add(where, f'field "zones": expected tables, got {show(z)}')
            continue
        at = f"{where}: zone {_label(z, n)}"
        zid = problems.id_field(at, z, "id")
        problems.unknown_fields(at, z, ("id", "kind", "name", "machine"))
        kind = problems.choice_field(at, z, "kind", ZONE_KINDS)
        zname = problems.text_field(at, z, "name")
        machine = problems.choice_field(at, z, "machine", MACHINES, default=None)
        if kind == "machine" and machine is None:
            if "machine" not in z:
                problems.add(at, 'field "machine": missing')
            continue
        if kind not in ("machine", None) and machine is not None:
            problems.add(at, f'field "machine": only a machine zone holds one, not a {kind}')
            continue
        if zid in zones:
            problems.add(where, f'zone "{zid}": duplicate zone id')
            continue
        if None in (zid, kind, zname):
            continue
        zones[zid] = Zone(zid, rid, kind, zname, machine)
        out.append(zones[zid])
    return out


def _check_room(where: str, rid: str, zones: list[Zone], problems: Problems) -> None:
    """The shape the rules give every room: the floor first, at most one storage zone and
    exactly the room's own machine."""
    if not zones:
        problems.add(where, 'field "zones": empty; a room needs at least its floor')
        return
    kinds = [z.kind for z in zones]
    if kinds[0] != "floor":
        problems.add(where, 'field "zones": the first zone must be the floor')
    elif kinds.count("floor") > 1:
        problems.add(where, 'field "zones": a room has only one floor')
    if kinds.count("storage") > 1:
        problems.add(where, 'field "zones": a room has at most one storage zone')
    machines = [z.machine for z in zones if z.kind == "machine"]
    want = ROOM_MACHINES[rid]
    if want and machines != [want]:
        problems.add(where, f'field "zones": needs exactly one machine zone, with machine = '
                     f'"{want}"')
    elif not want and machines:
        problems.add(where, 'field "zones": this room has no machine')


def _room_cards(path: Path, data: dict, problems: Problems) -> dict[str, RoomCard]:
    cards: dict[str, RoomCard] = {}
    found = entries(data, "room_card", path, problems)
    check_unique_ids(found, "room_card", path, problems)
    for i, entry in enumerate(found):
        where = problems.where(path, "room_card", entry, i)
        problems.unknown_fields(where, entry, RoomCard)
        cid = problems.id_field(where, entry)
        room = problems.choice_field(where, entry, "room", ROOM_IDS[:-1])
        kinds = _str_list(problems, where, entry, "items", items.ITEM_KINDS + ("any",))
        effect = problems.text_field(where, entry, "effect")
        if room in cards:
            problems.add(where, f'field "room": room "{room}" already has a card')
        if None not in (cid, room, effect):
            cards[room] = RoomCard(cid, room, frozenset(kinds), effect)
    # Counts are of entries, valid or not: an invalid one is reported on its own.
    if found and len(found) != 8:
        problems.add(problems.file(path), f"expected 8 room cards (one per room), got {len(found)}")
    return cards


def _events(path: Path, data: dict, problems: Problems) -> dict[str, EventCard]:
    events: dict[str, EventCard] = {}
    found = entries(data, "event", path, problems)
    check_unique_ids(found, "event", path, problems)
    for i, entry in enumerate(found):
        where = problems.where(path, "event", entry, i)
        problems.unknown_fields(where, entry, EventCard)
        eid = problems.id_field(where, entry)
        ename = problems.text_field(where, entry, "name")
        kind = problems.choice_field(where, entry, "kind", EVENT_KINDS)
        flavour = problems.str_field(where, entry, "flavour")
        side, armour, targets, crew, effects = None, 0, (), (), ()
        if kind == "meteor":
            side = problems.choice_field(where, entry, "side", SIDES)
        elif kind == "enemy":
            armour = problems.int_field(where, entry, "armour", lo=1, hi=9)
            targets = _str_list(problems, where, entry, "targets",
                                ROOM_IDS + ("most_items", "most_robots"))
            if entry.get("targets") == []:
                problems.add(where, 'field "targets": an enemy ship needs at least one target')
        elif kind == "planet":
            crew = _str_list(problems, where, entry, "crew", items.HUMANS + ("monkey",))
            if entry.get("crew") == []:
                problems.add(where, 'field "crew": a planet names at least one crew kind')
        elif kind == "anomaly":
            effects = tuple(_effects(where, entry, problems))
        if None in (eid, ename, kind, flavour, side if kind == "meteor" else 0, armour):
            continue
        events[eid] = EventCard(eid, kind, flavour, ename, side, armour, targets, crew, effects)
    odd = sum(1 for e in found if e.get("kind") == "anomaly")
    normal = len(found) - odd
    if found and normal < 12:
        problems.add(problems.file(path), f"need at least 12 non-anomaly events (10 active and "
                     f"some inactive), got {normal}")
    if found and odd < 5:
        problems.add(problems.file(path), f"need at least 5 anomalies, got {odd}")
    return events


def _effects(where: str, entry: dict, problems: Problems) -> list[dict]:
    value = problems.field(where, entry, "effects", list)
    out = []
    for eff in value or []:
        if not isinstance(eff, dict):
            problems.add(where, f'field "effects": expected tables, got {show(eff)}')
            continue
        op = problems.choice_field(where, eff, "op", ANOMALY_OPS)
        ok = op is not None
        if op == "flag":
            ok = problems.choice_field(where, eff, "flag", FLAGS) is not None
        elif op == "doors":
            ok = problems.choice_field(where, eff, "state", ("open", "closed")) is not None
        elif op == "damage":
            ok = problems.choice_field(where, eff, "room", ROOM_IDS[:-1]) is not None
        elif op == "spawn":
            ok = (problems.choice_field(where, eff, "item", items.ITEM_KINDS) is not None
                  and problems.id_field(where, eff, "zone") is not None)
        if ok:
            out.append(dict(eff))
    if value is not None and not value:
        problems.add(where, 'field "effects": an anomaly needs at least one effect')
    return out


def _directives(path: Path, data: dict, problems: Problems) -> dict[str, Directive]:
    out: dict[str, Directive] = {}
    found = entries(data, "directive", path, problems)
    check_unique_ids(found, "directive", path, problems)
    known_kinds = items.ITEM_KINDS + tuple(items.GROUPS) + SPECIAL_COUNTS
    for i, entry in enumerate(found):
        where = problems.where(path, "directive", entry, i)
        problems.unknown_fields(where, entry, Directive)
        did = problems.id_field(where, entry)
        dname = problems.text_field(where, entry, "name")
        difficulty = problems.int_field(where, entry, "difficulty", lo=1, hi=3)
        flavour = problems.str_field(where, entry, "flavour")
        clauses = problems.field(where, entry, "condition", list)
        reported = len(problems.items)
        parsed = []
        for clause in clauses or []:
            if not isinstance(clause, dict):
                problems.add(where, f'field "condition": expected tables, got {show(clause)}')
                continue
            if "deed" in clause:
                problems.unknown_fields(where, clause, ("deed", "at_least"))
                deed = problems.choice_field(where, clause, "deed", DEEDS)
                n = problems.int_field(where, clause, "at_least", lo=1, hi=20)
                if deed is not None and n is not None:
                    parsed.append({"deed": deed, "at_least": n})
                continue
            problems.unknown_fields(where, clause, ("count", "where", "state", "visible",
                                                    "equipped", "at_least", "at_most"))
            kinds = _str_list(problems, where, clause, "count", known_kinds)
            if "count" in clause and clause["count"] == []:
                problems.add(where, 'field "count": names no item kind')
            place = problems.str_field(where, clause, "where")
            if place is not None and place not in PLACES and not _scoped_place(place):
                problems.add(where, f'field "where": unknown place {quoted(place)}'
                             f"{did_you_mean(place, PLACES)}")
                place = None
            state = problems.choice_field(where, clause, "state", STATES, default="any")
            visible = problems.field(where, clause, "visible", bool, default=False)
            equipped = problems.field(where, clause, "equipped", bool, default=False)
            lo = problems.int_field(where, clause, "at_least", lo=0, hi=60, default=None)
            hi = problems.int_field(where, clause, "at_most", lo=0, hi=60, default=None)
            if lo is None and hi is None:
                problems.add(where, 'field "at_least": a count needs at_least or at_most')
                continue
            if kinds and place is not None:
                parsed.append({"count": list(kinds), "where": place, "state": state,
                               "visible": visible, "equipped": equipped,
                               "at_least": lo, "at_most": hi})
        if clauses is not None and not parsed and len(problems.items) == reported:
            problems.add(where, 'field "condition": no clause')
        if None not in (did, dname, difficulty, flavour) and parsed:
            out[did] = Directive(did, dname, difficulty, tuple(parsed), flavour)
    if found and len(found) < 4 * PLAYERS_MAX:
        problems.add(problems.file(path), f"need at least {4 * PLAYERS_MAX} directives for the "
                     f"draft, got {len(found)}")
    return out


def _scoped_place(place: str) -> bool:
    scope, _, arg = place.partition(":")
    return (scope == "room" and arg in ROOM_IDS) or (scope == "machine" and arg in MACHINES)


def _chips(path: Path, data: dict, problems: Problems) -> dict[str, Chip]:
    out: dict[str, Chip] = {}
    found = entries(data, "chip", path, problems)
    check_unique_ids(found, "chip", path, problems)
    for i, entry in enumerate(found):
        where = problems.where(path, "chip", entry, i)
        problems.unknown_fields(where, entry, Chip)
        values = (problems.id_field(where, entry), problems.text_field(where, entry, "name"),
                  problems.choice_field(where, entry, "ability", CHIP_ABILITIES),
                  problems.choice_field(where, entry, "recharge", ("planet",)),
                  problems.str_field(where, entry, "flavour"))
        if None not in values:
            out[values[0]] = Chip(*values)
    if found and len(found) < PLAYERS_MAX:
        problems.add(problems.file(path), f"need at least {PLAYERS_MAX} chips, got {len(found)}")
    return out


def _action_cards(path: Path, data: dict, problems: Problems) -> dict[str, ActionCard]:
    out: dict[str, ActionCard] = {}
    found = entries(data, "action_card", path, problems)
    check_unique_ids(found, "action_card", path, problems)
    seen: dict[int, str] = {}
    for i, entry in enumerate(found):
        where = problems.where(path, "action_card", entry, i)
        problems.unknown_fields(where, entry, ActionCard)
        cid = problems.id_field(where, entry)
        priority = problems.int_field(where, entry, "priority", lo=1, hi=99)
        highlighted = problems.field(where, entry, "highlighted", bool)
        top = problems.choice_field(where, entry, "top", CARD_ACTIONS)
        bottom = problems.choice_field(where, entry, "bottom", CARD_ACTIONS)
        if priority is not None:
            if priority in seen:
                problems.add(where, f'field "priority": {priority} is already used by "{seen[priority]}"')
            seen[priority] = cid
        if None not in (cid, priority, highlighted, top, bottom):
            out[cid] = ActionCard(cid, priority, highlighted, top, bottom)
    if found and len(found) < 5 * PLAYERS_MAX + 1:
        problems.add(problems.file(path), f"need at least {5 * PLAYERS_MAX + 1} action cards "
                     f"(six robots draw five each), got {len(found)}")
    return out
