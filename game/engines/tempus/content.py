"""Schema and loader for levels/tempus/*.toml: the ship, characters, items and cards.

Every problem in every file is collected and raised as one ContentError whose lines name
file, entry and field, e.g.
`levels/tempus/items.toml: [[item]] id="tool_kit": field "copies": expected int, got "4"`.
Nothing loads at import time; `load_content(levels_root)` is called by the app and tests.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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

TOKENS = ("fire", "fault", "damage")
SPACE_KINDS = ("station", "location", "corridor")
LINK_KINDS = ("dotted", "door", "exterior")
# The engine gives these spaces their board actions, so the layout must name them.
STATIONS = ("flight_controls", "security_controls", "shield_controls", "time_drive",
            "damage_report")
LOCATIONS = ("security_room", "airlock", "engineering", "maintenance", "shield_generator",
             "sick_bay", "fuel_cells", "life_support", "hyperdrive")
SUPPLY_KEYS = ("damage", "fire", "fault", "wound", "locked_door", "completion")
SELECTORS = ("all_locations", "bridge", "corridors", "with_fire", "with_crew",
             "highest_with_crew", "lowest_with_crew", "highest_with_damage",
             "lowest_with_damage")
# Disaster Card Key symbols (growing rows use only these) and the extra verbs of majors.
SYMBOLS = ("fire", "fault", "damage", "spread", "knockdown", "discard", "door")
VERBS = SYMBOLS + ("remove", "shields", "wound", "seal", "spread_fires", "lose")
TARGETED = ("fire", "fault", "damage", "spread", "door", "remove", "seal")
ABILITIES = ("extra_movement", "flexible_order", "remove_token", "heal", "steady",
             "free_pickup")
ITEM_VERBS = ("remove", "heal", "movement")
PASSIVES = ("", "absorb_wound", "vacuum_proof")
WIN_ACTIONS = ("reinforce_shields", "distress_call", "fly_home")
ITEM_TYPES = ("body_armour", "space_suit", "tool_kit", "exo_skeleton", "electro_tool",
              "med_kit", "fire_extinguisher")
COUNTS = {"growing": 23, "major": 10, "paradox": 10, "lost_in_the_void": 1, "hyperdrive": 5,
          "character": 8}
ITEM_CARDS = 32
CARD_FILES = {"growing": "disasters.toml", "major": "disasters.toml",
              "paradox": "paradoxes.toml", "lost_in_the_void": "paradoxes.toml"}


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card, in the Disaster Card Key vocabulary (see disasters.toml)."""

    do: str
    token: str = ""
    count: int = 1
    amount: int = 0
    numbers: tuple[int, ...] = ()
    spaces: tuple[str, ...] = ()
    select: str = ""
    all: bool = False

    @property
    def has_target(self) -> bool:
        return bool(self.numbers or self.spaces or self.select or self.all)


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    name: str
    kind: str
    pos: tuple[float, float] = (0.0, 0.0)
    """Where scenes draw the space (board cells); the rules never read it."""


@dataclass(frozen=True, slots=True)
class Link:
    id: str
    kind: str
    a: str
    b: str  # "" for the exterior door


@dataclass(frozen=True, slots=True)
class Ship:
    spaces: tuple[Space, ...]
    links: tuple[Link, ...]
    shields_start: int
    supply: dict[str, int]
    # Derived lookups, built once by the loader.
    index: dict[str, int] = field(default_factory=dict)
    links_of: dict[str, tuple[Link, ...]] = field(default_factory=dict)
    exterior: str = ""

    @property
    def space_ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.spaces)

    def kind(self, space: str) -> str:
        return self.spaces[self.index[space]].kind

    def name(self, space: str) -> str:
        return self.spaces[self.index[space]].name

    @property
    def doors(self) -> tuple[str, ...]:
        """Interior doors (those a Locked Door can cover from either side)."""
        return tuple(lk.id for lk in self.links if lk.kind == "door")


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    name: str
    wounds: int
    equipment_slots: int
    wearing_slots: int
    ability: str
    ability_token: str
    ability_amount: int
    ability_text: str
    flavour: str


@dataclass(frozen=True, slots=True)
class ItemAbility:
    do: str
    token: str = ""
    amount: int = 1
    range: str = "here"
    exhaust: bool = False


@dataclass(frozen=True, slots=True)
class ItemType:
    id: str
    name: str
    slot: str
    copies: int
    start: str
    start_count: int
    action: ItemAbility | None
    free_action: ItemAbility | None
    passive: str
    flavour: str


@dataclass(frozen=True, slots=True)
class Card:
    """A growing disaster (one effect per row), a major disaster, a paradox or the Void."""

    id: str
    name: str
    kind: str  # "growing" | "major" | "paradox" | "lost_in_the_void"
    effects: tuple[Effect, ...]
    flavour: str


@dataclass(frozen=True, slots=True)
class Hyperdrive:
    id: str
    name: str
    broken: tuple[Effect, ...]
    fixed_actions: tuple[str, ...]
    flavour: str


@dataclass(frozen=True, slots=True)
class DeckRoom:
    """Where one ship space is drawn, in deck units, and what its printed markers say."""

    id: str
    rect: tuple[float, float, float, float]
    marker: str = ""
    warn: str = ""
    exterior: str = ""
    alarm: str = ""
    """The few words shown on the room as its tokens near the red marker's threshold."""


@dataclass(frozen=True, slots=True)
class DeckPlan:
    """The drawn deck plan (levels/tempus/deck.toml). `walls` holds, per link id (the
    exterior door included), the stretch of wall (x1, y1, x2, y2) the doorway or dotted line
    is drawn on, found by the loader from the two rooms' rects."""

    width: float
    height: float
    rooms: dict[str, DeckRoom]
    walls: dict[str, tuple[float, float, float, float]]
    item_labels: dict[str, str] = field(default_factory=dict)
    """Short names of items on their buttons, by item type."""
    panel: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    """An empty stretch of hull where the table puts the acting crew member's buttons."""


@dataclass(frozen=True, slots=True)
class Content:
    ship: Ship
    characters: dict[str, Character]
    items: dict[str, ItemType]
    cards: dict[str, Card]
    hyperdrives: dict[str, Hyperdrive]
    deck: DeckPlan | None = None
    """How scenes draw the ship (deck.toml); the rules never read it."""

    def ids_of(self, kind: str) -> list[str]:
        return [c.id for c in self.cards.values() if c.kind == kind]


# ---- public API ----------------------------------------------------------------------------

def load_content(levels_root: Path | str) -> Content:
    """Read and validate levels_root/tempus/*.toml; raise ContentError listing every problem."""
    root = Path(levels_root)
    folder = root / "tempus"
    problems = Problems(root)
    ship = _load_ship(folder / "ship.toml", problems)
    space_ids = ship.space_ids if ship else ()
    characters = _load_characters(folder / "characters.toml", problems, ship)
    items = _load_items(folder / "items.toml", problems, space_ids)
    cards: dict[str, Card] = {}
    files = {file: read_toml(folder / file, problems) for file in sorted(set(CARD_FILES.values()))}
    for kind, file in CARD_FILES.items():
        _load_cards(folder / file, files[file], kind, problems, space_ids, cards)
    hyperdrives = _load_hyperdrives(folder / "hyperdrive.toml", problems, space_ids)
    deck = _load_deck(folder / "deck.toml", problems, ship, items)
    problems.raise_if_any()
    assert ship is not None  # an unreadable ship.toml is a problem raised above
    return Content(ship, characters, items, cards, hyperdrives, deck)


# ---- private helpers -----------------------------------------------------------------------

def _load_ship(path: Path, problems: Problems) -> Ship | None:
    data = read_toml(path, problems)
    if data is None:
        return None
    fname = problems.file(path)
    reported = len(problems.items)
    problems.unknown_fields(fname, data, ("shields_start", "supply", "space", "link"))
    shields = problems.int_field(fname, data, "shields_start", lo=1, hi=20)
    supply_raw = problems.field(fname, data, "supply", dict)
    supply: dict[str, int] = {}
    if supply_raw is not None:
        problems.unknown_fields(f"{fname}: [supply]", supply_raw, SUPPLY_KEYS)
        for key in SUPPLY_KEYS:
            supply[key] = problems.int_field(f"{fname}: [supply]", supply_raw, key, lo=0, hi=99)

    raw_spaces = entries(data, "space", path, problems)
    check_unique_ids(raw_spaces, "space", path, problems)
    spaces: list[Space] = []
    for i, entry in enumerate(raw_spaces):
        where = problems.where(path, "space", entry, i)
        problems.unknown_fields(where, entry, Space)
        sid = problems.id_field(where, entry)
        name = problems.text_field(where, entry, "name")
        kind = problems.choice_field(where, entry, "kind", SPACE_KINDS)
        pos = problems.field(where, entry, "pos", list, default=[0, 0])
        if pos is not None and (len(pos) != 2 or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool)
                and math.isfinite(v) and abs(v) <= 100 for v in pos)):
            problems.add(where, f'field "pos": expected [x, y] numbers within 100 cells, '
                         f"got {show(pos)}")
            pos = None
        if sid and name and kind and pos is not None:
            spaces.append(Space(sid, name, kind, (float(pos[0]), float(pos[1]))))
    ids = [s.id for s in spaces]
    for required in STATIONS + LOCATIONS:
        if required not in ids and raw_spaces:
            problems.add(fname, f'no [[space]] id="{required}" (the rules need it)')
    for s in spaces:
        want = "station" if s.id in STATIONS else "location" if s.id in LOCATIONS else None
        if want and s.kind != want:
            problems.add(f'{fname}: [[space]] id="{s.id}"', f'field "kind": expected "{want}"')
    for s in spaces:
        if s.kind == "location" and s.id not in LOCATIONS:
            problems.add(f'{fname}: [[space]] id="{s.id}"',
                         'field "kind": only the nine named locations may be "location"')
        if s.kind == "station" and s.id not in STATIONS:
            problems.add(f'{fname}: [[space]] id="{s.id}"',
                         'field "kind": only the five bridge stations may be "station"')

    raw_links = entries(data, "link", path, problems)
    check_unique_ids(raw_links, "link", path, problems)
    links: list[Link] = []
    for i, entry in enumerate(raw_links):
        where = problems.where(path, "link", entry, i)
        problems.unknown_fields(where, entry, Link)
        lid = problems.id_field(where, entry)
        kind = problems.choice_field(where, entry, "kind", LINK_KINDS)
        a = problems.id_field(where, entry, "a")
        b = problems.str_field(where, entry, "b", default="")
        if b and not is_id(b):
            problems.add(where, f'field "b": expected a space id, got {show(b)}')
            b = None
        ok = bool(lid and kind and a and b is not None)
        for fname_, value in (("a", a), ("b", b)):
            if value and value not in ids and raw_spaces:
                problems.add(where, f'field "{fname_}": unknown space {quoted(value)}'
                             f"{did_you_mean(value, ids)}")
                ok = False
        if kind == "exterior" and b:
            problems.add(where, 'field "b": the exterior door has only one side')
            ok = False
        if kind in ("dotted", "door") and b == "":
            problems.add(where, 'field "b": missing' if "b" not in entry else
                         'field "b": expected a space id, got ""')
            ok = False
        if a and a == b:
            problems.add(where, 'field "b": a link joins two different spaces')
            ok = False
        if ok:
            links.append(Link(lid, kind, a, b or ""))
    links = [lk for lk in links if lk.a in ids and (not lk.b or lk.b in ids)]
    exterior = [lk for lk in links if lk.kind == "exterior"]
    if raw_links and (len(exterior) != 1 or exterior[0].a != "airlock"):
        problems.add(fname, 'there must be exactly one "exterior" link, on the airlock')
    n_doors = sum(1 for lk in links if lk.kind != "dotted")
    if supply.get("locked_door") is not None and n_doors > supply["locked_door"]:
        problems.add(fname, f"{n_doors} doors but only {supply['locked_door']} Locked Door tokens")
    index = {s.id: i for i, s in enumerate(spaces)}
    links_of: dict[str, list[Link]] = {s.id: [] for s in spaces}
    for lk in links:
        links_of[lk.a].append(lk)
        if lk.b:
            links_of[lk.b].append(lk)
    # Every space must be reachable, or "no way back to the bridge" would hold from the start.
    if spaces:
        seen = {spaces[0].id}
        todo = [spaces[0].id]
        while todo:
            here = todo.pop()
            for lk in links_of[here]:
                other = lk.b if lk.a == here else lk.a
                if other and other not in seen:
                    seen.add(other)
                    todo.append(other)
        for s in spaces:
            if s.id not in seen:
                problems.add(f'{fname}: [[space]] id="{s.id}"', "not linked to the rest of the ship")
    if len(problems.items) > reported:
        return None  # other files are checked against a sound ship only
    return Ship(tuple(spaces), tuple(links), shields, supply, index,
                {k: tuple(v) for k, v in links_of.items()},
                exterior[0].id if exterior else "")


def _check_count(path: Path, table: str, found: int, problems: Problems) -> None:
    want = COUNTS.get(table)
    if want is not None and found != want:
        problems.add(problems.file(path), f"expected {want} [[{table}]] entries, found {found}")


def _load_characters(path: Path, problems: Problems, ship: Ship | None) -> dict[str, Character]:
    data = read_toml(path, problems)
    raw = entries(data, "character", path, problems)
    check_unique_ids(raw, "character", path, problems)
    if raw:
        _check_count(path, "character", len(raw), problems)
    out: dict[str, Character] = {}
    for i, entry in enumerate(raw):
        where = problems.where(path, "character", entry, i)
        problems.unknown_fields(where, entry, ("id", "name", "wounds", "equipment_slots",
                                               "wearing_slots", "ability", "ability_text",
                                               "flavour"))
        cid = problems.id_field(where, entry)
        name = problems.text_field(where, entry, "name")
        wounds = problems.int_field(where, entry, "wounds", lo=1, hi=10)
        equip = problems.int_field(where, entry, "equipment_slots", lo=0, hi=4)
        wear = problems.int_field(where, entry, "wearing_slots", lo=0, hi=2)
        text = problems.text_field(where, entry, "ability_text")
        flavour = problems.str_field(where, entry, "flavour")
        ability = problems.field(where, entry, "ability", dict)
        kind, token, amount = None, "", 0
        if isinstance(ability, dict):
            kind = problems.choice_field(where + " ability", ability, "kind", ABILITIES)
            if kind in ("extra_movement", "heal", "remove_token"):
                amount = problems.int_field(where + " ability", ability, "amount", lo=1, hi=3)
            if kind == "remove_token":
                token = problems.choice_field(where + " ability", ability, "token", TOKENS)
        if None not in (cid, name, wounds, equip, wear, text, flavour, kind, token, amount):
            out[cid] = Character(cid, name, wounds, equip, wear, kind, token, amount, text,
                                 flavour)
    if ship is not None and len(out) >= 5:
        worst = sum(sorted((c.wounds for c in out.values()), reverse=True)[:5])
        if worst > ship.supply["wound"]:
            problems.add(problems.file(path), f"the five toughest characters can hold {worst} "
                         f"wounds but {problems.file(path.with_name('ship.toml'))} [supply] "
                         f"has only {ship.supply['wound']}")
    return out


def _item_ability(where: str, entry: dict, name: str, problems: Problems) -> ItemAbility | None:
    raw = problems.field(where, entry, name, dict, default=None)
    if raw is None:
        return None
    w = f"{where} {name}"
    problems.unknown_fields(w, raw, ("do", "token", "amount", "range", "exhaust"))
    do = problems.choice_field(w, raw, "do", ITEM_VERBS)
    amount = problems.int_field(w, raw, "amount", lo=1, hi=5)
    exhaust = problems.field(w, raw, "exhaust", bool, default=False)
    token, rng = "", "here"
    if do == "remove":
        token = problems.choice_field(w, raw, "token", TOKENS)
        rng = problems.choice_field(w, raw, "range", ("here", "reach"))
    elif do == "heal":
        rng = problems.choice_field(w, raw, "range", ("here", "self"))
    if None in (do, amount, token, rng):
        return None
    return ItemAbility(do, token, amount, rng, exhaust)


def _load_items(path: Path, problems: Problems, space_ids: tuple[str, ...]) -> dict[str, ItemType]:
    data = read_toml(path, problems)
    raw = entries(data, "item", path, problems)
    check_unique_ids(raw, "item", path, problems)
    out: dict[str, ItemType] = {}
    for i, entry in enumerate(raw):
        where = problems.where(path, "item", entry, i)
        problems.unknown_fields(where, entry, ("id", "name", "slot", "copies", "start",
                                               "start_count", "action", "free_action",
                                               "passive", "flavour"))
        iid = problems.choice_field(where, entry, "id", ITEM_TYPES)
        name = problems.text_field(where, entry, "name")
        slot = problems.choice_field(where, entry, "slot", ("equipment", "wearing"))
        copies = problems.int_field(where, entry, "copies", lo=1, hi=10)
        start = problems.id_field(where, entry, "start")
        if start is not None and space_ids and start not in space_ids:
            problems.add(where, f'field "start": unknown space "{start}"'
                         f"{did_you_mean(start, space_ids)}")
            start = None
        start_count = problems.int_field(where, entry, "start_count", lo=0, hi=4)
        if copies is not None and start_count is not None and start_count > copies:
            problems.add(where, f'field "start_count": {start_count} is more than the '
                         f"{copies} copies")
            start_count = None
        action = _item_ability(where, entry, "action", problems)
        free = _item_ability(where, entry, "free_action", problems)
        passive = problems.choice_field(where, entry, "passive", PASSIVES, default="")
        flavour = problems.str_field(where, entry, "flavour")
        if None not in (iid, name, slot, copies, start, start_count, passive, flavour):
            out[iid] = ItemType(iid, name, slot, copies, start, start_count, action, free,
                                passive, flavour)
    missing = [t for t in ITEM_TYPES if not any(e.get("id") == t for e in raw)]
    if raw and missing:
        problems.add(problems.file(path), f"missing [[item]] types: {', '.join(missing)}")
    total = sum(t.copies for t in out.values())
    if not missing and len(out) == len(ITEM_TYPES) and total != ITEM_CARDS:
        problems.add(problems.file(path), f"expected {ITEM_CARDS} item cards in all, found {total}")
    return out


def _effect(where: str, raw: Any, problems: Problems, space_ids: tuple[str, ...],
            symbols_only: bool) -> Effect | None:
    if not isinstance(raw, dict):
        problems.add(where, f"expected an effect table, got {show(raw)}")
        return None
    problems.unknown_fields(where, raw, ("do", "token", "count", "amount", "in", "spaces",
                                         "select", "all"))
    do = problems.choice_field(where, raw, "do", SYMBOLS if symbols_only else VERBS)
    if do is None:
        return None
    token = ""
    if do == "remove":
        token = problems.choice_field(where, raw, "token", TOKENS)
    count = problems.int_field(where, raw, "count", lo=1, hi=3, default=1)
    amount = 0
    if do in ("shields", "wound"):
        amount = problems.int_field(where, raw, "amount", lo=-5, hi=5)
    elif do == "remove":
        amount = problems.int_field(where, raw, "amount", lo=0, hi=5)
    numbers = problems.field(where, raw, "in", list, default=[])
    for n in numbers or []:
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 9:
            problems.add(where, f'field "in": expected location numbers 1-9, got {show(n)}')
            numbers = None
            break
    spaces = problems.field(where, raw, "spaces", list, default=[])
    for s in spaces or []:
        if space_ids and s not in space_ids:
            problems.add(where, f'field "spaces": unknown space {show(s)}{did_you_mean(s, space_ids)}')
            spaces = None
            break
    select = problems.choice_field(where, raw, "select", SELECTORS, default="")
    every = problems.field(where, raw, "all", bool, default=False)
    if None in (token, count, amount, numbers, spaces, select, every):
        return None
    effect = Effect(do, token, count, amount, tuple(numbers), tuple(spaces), select, every)
    targets = sum(map(bool, (numbers, spaces, select, every)))
    if do in TARGETED and targets != 1:
        problems.add(where, f'effect "{do}" needs exactly one of "in", "spaces", "select"'
                     + (', "all"' if do == "door" else ""))
        return None
    if do not in TARGETED and targets:
        problems.add(where, f'effect "{do}" takes no target')
        return None
    if every and do != "door":
        problems.add(where, 'field "all": only the "door" effect may switch every door')
        return None
    return effect


def _effects(where: str, entry: dict, name: str, problems: Problems,
             space_ids: tuple[str, ...], symbols_only: bool = False) -> tuple[Effect, ...] | None:
    raw = problems.field(where, entry, name, list)
    if raw is None:
        return None
    out = []
    for j, r in enumerate(raw):
        e = _effect(f'{where}: field "{name}" #{j + 1}', r, problems, space_ids, symbols_only)
        if e is None:
            return None
        out.append(e)
    return tuple(out)


def _load_cards(path: Path, data: dict | None, kind: str, problems: Problems,
                space_ids: tuple[str, ...], into: dict[str, Card]) -> None:
    if data is None:
        return  # the file is missing or broken: that problem is already reported
    raw = entries(data, kind, path, problems)
    check_unique_ids(raw, kind, path, problems)
    if raw:
        _check_count(path, kind, len(raw), problems)
    for i, entry in enumerate(raw):
        where = problems.where(path, kind, entry, i)
        field_name = "rows" if kind == "growing" else "effects"
        problems.unknown_fields(where, entry, ("id", "name", "flavour", field_name))
        cid = problems.id_field(where, entry)
        name = problems.text_field(where, entry, "name")
        flavour = problems.str_field(where, entry, "flavour")
        effects = _effects(where, entry, field_name, problems, space_ids,
                           symbols_only=(kind == "growing"))
        if kind == "growing" and effects is not None and len(effects) != 4:
            problems.add(where, f'field "rows": expected 4 rows (2, 3, 4, 5 crew), '
                         f"got {len(effects)}")
            effects = None
        if kind == "lost_in_the_void" and effects is not None and \
                not any(e.do == "lose" for e in effects):
            problems.add(where, 'field "effects": Lost in the Void must end the game '
                         '({ do = "lose" })')
            effects = None
        if cid in into:
            other = into[cid].kind
            problems.add(where, f'field "id": id "{cid}" is already used by a [[{other}]] card'
                         f" in {problems.file(path.with_name(CARD_FILES[other]))}")
            continue
        if None not in (cid, name, flavour, effects):
            into[cid] = Card(cid, name, kind, effects, flavour)


def _load_hyperdrives(path: Path, problems: Problems,
                      space_ids: tuple[str, ...]) -> dict[str, Hyperdrive]:
    data = read_toml(path, problems)
    raw = entries(data, "hyperdrive", path, problems)
    check_unique_ids(raw, "hyperdrive", path, problems)
    if raw:
        _check_count(path, "hyperdrive", len(raw), problems)
    out: dict[str, Hyperdrive] = {}
    for i, entry in enumerate(raw):
        where = problems.where(path, "hyperdrive", entry, i)
        problems.unknown_fields(where, entry, ("id", "name", "flavour", "broken",
                                               "fixed_actions"))
        hid = problems.id_field(where, entry)
        name = problems.text_field(where, entry, "name")
        flavour = problems.str_field(where, entry, "flavour")
        broken = _effects(where, entry, "broken", problems, space_ids)
        fixed = problems.field(where, entry, "fixed_actions", list)
        if fixed is not None:
            for a in fixed:
                if a not in WIN_ACTIONS:
                    problems.add(where, f'field "fixed_actions": unknown action {show(a)}'
                                 f"{did_you_mean(a, WIN_ACTIONS)}")
                    fixed = None
                    break
        if fixed is not None and "fly_home" not in fixed:
            problems.add(where, 'field "fixed_actions": must include "fly_home"')
            fixed = None
        if broken is not None and any(e.do not in TOKENS for e in broken):
            problems.add(where, 'field "broken": only "fire", "fault" and "damage" effects '
                         "(the card is re-enacted without the crew choosing anything)")
            broken = None
        if broken is not None and not any(
                e.spaces == ("hyperdrive",) for e in broken if e.do in TOKENS):
            problems.add(where, 'field "broken": must place a token in the hyperdrive space')
            broken = None
        if None not in (hid, name, flavour, broken, fixed):
            out[hid] = Hyperdrive(hid, name, broken, tuple(fixed), flavour)
    return out


# ---- the drawn deck plan (deck.toml): read by scenes only -----------------------------------

DECK_SIDES = ("top", "bottom", "left", "right")
DECK_MAX = 100.0  # deck units: anything larger is a typo, not a ship
ITEM_LABEL_MAX = 9  # characters that fit on an item's button
ALARM_MAX = 24  # characters that fit on a narrow room at 14 px
_EPS = 1e-6


def _number(value: Any) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and abs(value) <= DECK_MAX)


def _rect_field(problems: Problems, where: str, entry: dict, name: str) -> list | None:
    """An [x, y, w, h] field in deck units (w and h > 0), or None after saying why."""
    rect = problems.field(where, entry, name, list)
    if rect is not None and (len(rect) != 4 or not all(map(_number, rect))
                             or rect[2] <= 0 or rect[3] <= 0):
        problems.add(where, f'field "{name}": expected [x, y, w, h] numbers up to {DECK_MAX:g} '
                     f"with w, h > 0, got {show(rect)}")
        return None
    return rect


def _shared_wall(a: tuple[float, ...], b: tuple[float, ...]) -> tuple[float, float, float, float]:
    """The stretch of wall two rects share, as (x1, y1, x2, y2); zero length if none."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    for x in (ax, ax + aw):
        if abs(x - bx) < _EPS or abs(x - (bx + bw)) < _EPS:
            lo, hi = max(ay, by), min(ay + ah, by + bh)
            if hi - lo > _EPS:
                return (x, lo, x, hi)
    for y in (ay, ay + ah):
        if abs(y - by) < _EPS or abs(y - (by + bh)) < _EPS:
            lo, hi = max(ax, bx), min(ax + aw, bx + bw)
            if hi - lo > _EPS:
                return (lo, y, hi, y)
    return (0.0, 0.0, 0.0, 0.0)


def _side_wall(rect: tuple[float, ...], side: str) -> tuple[float, float, float, float]:
    x, y, w, h = rect
    return {"top": (x, y, x + w, y), "bottom": (x, y + h, x + w, y + h),
            "left": (x, y, x, y + h), "right": (x + w, y, x + w, y + h)}[side]


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return (a[0] + _EPS < b[0] + b[2] and b[0] + _EPS < a[0] + a[2]
            and a[1] + _EPS < b[1] + b[3] and b[1] + _EPS < a[1] + a[3])


def _optional_text(problems: Problems, where: str, entry: dict, name: str) -> str | None:
    """Printed text that may be left out, but not left blank."""
    value = problems.str_field(where, entry, name, default="")
    if value is not None and name in entry and not value.strip():
        problems.add(where, f'field "{name}": expected text, got {show(value)}')
        return None
    return value


def _alarm(problems: Problems, where: str, entry: dict, warn: str | None) -> str | None:
    """A room with a red marker says in a few words what its threshold does; only such a
    room has an alarm."""
    alarm = _optional_text(problems, where, entry, "alarm")
    if alarm is None or warn is None:
        return None
    if warn and not alarm:
        problems.add(where, 'field "alarm": missing (a room with a "warn" marker says in a few '
                     "words what happens at its threshold)")
        return None
    if alarm and not warn:
        problems.add(where, 'field "alarm": only a room with a "warn" marker has one')
        return None
    if len(alarm) > ALARM_MAX:
        problems.add(where, f'field "alarm": expected up to {ALARM_MAX} characters, got '
                     f"{show(alarm)}")
        return None
    return alarm


def _item_labels(problems: Problems, fname: str, data: dict, items: dict[str, ItemType],
                 items_file: str) -> dict[str, str]:
    labels = problems.field(fname, data, "item_labels", dict)
    where = f"{fname}: [item_labels]"
    out: dict[str, str] = {}
    for key, value in (labels or {}).items():
        if key not in ITEM_TYPES:
            problems.add(where, f"unknown item {quoted(key)}{did_you_mean(key, ITEM_TYPES)}")
        elif not isinstance(value, str) or not 0 < len(value.strip()) <= ITEM_LABEL_MAX:
            problems.add(where, f'field "{key}": expected a text of 1..{ITEM_LABEL_MAX} '
                         f"characters, got {show(value)}")
        else:
            out[key] = value
    if labels is not None:
        for key in items:
            if key not in labels:
                problems.add(where, f'field "{key}": missing (an item of {items_file})')
    return out


def _load_deck(path: Path, problems: Problems, ship: Ship | None,
               items: dict[str, ItemType]) -> DeckPlan | None:
    data = read_toml(path, problems)
    if data is None:
        return None
    fname = problems.file(path)
    ship_file = problems.file(path.parent / "ship.toml")
    problems.unknown_fields(fname, data, ("width", "height", "min_wall", "panel", "room",
                                          "item_labels"))
    item_labels = _item_labels(problems, fname, data, items,
                               problems.file(path.parent / "items.toml"))
    size = []
    for key in ("width", "height", "min_wall"):
        value = data.get(key)
        if not _number(value) or value <= 0:
            problems.add(fname, f'field "{key}": expected a number in 0..{DECK_MAX:g}, '
                         f"got {show(value)}")
            value = None
        size.append(value)
    width, height, min_wall = size
    raw = entries(data, "room", path, problems)
    check_unique_ids(raw, "room", path, problems)
    space_ids = ship.space_ids if ship else ()
    rooms: dict[str, DeckRoom] = {}
    named: set[str] = set()
    for i, entry in enumerate(raw):
        where = problems.where(path, "room", entry, i)
        problems.unknown_fields(where, entry, ("id", "rect", "marker", "warn", "alarm",
                                               "exterior"))
        rid = problems.id_field(where, entry)
        if rid is not None:
            named.add(rid)
        if rid is not None and space_ids and rid not in space_ids:
            problems.add(where, f'field "id": {quoted(rid)} is not a space of {ship_file}'
                         f"{did_you_mean(rid, space_ids)}")
            rid = None
        rect = _rect_field(problems, where, entry, "rect")
        if rect is not None and width and height and (
                rect[0] < 0 or rect[1] < 0 or rect[0] + rect[2] > width + _EPS
                or rect[1] + rect[3] > height + _EPS):
            problems.add(where, f'field "rect": {show(rect)} reaches outside the {width:g} x '
                         f"{height:g} deck")
            rect = None
        marker = _optional_text(problems, where, entry, "marker")
        warn = _optional_text(problems, where, entry, "warn")
        alarm = _alarm(problems, where, entry, warn)
        exterior = problems.choice_field(where, entry, "exterior", DECK_SIDES, default="")
        if None not in (rid, rect, marker, warn, alarm, exterior):
            rooms[rid] = DeckRoom(rid, tuple(float(v) for v in rect), marker, warn, exterior,
                                  alarm)
    panel = _rect_field(problems, fname, data, "panel")
    if panel is not None:
        for room in rooms.values():
            if _overlap(tuple(panel), room.rect):
                problems.add(fname, f'field "panel": overlaps room "{room.id}"')
    if ship is None or None in (width, height, min_wall, panel):
        return None
    for sid in space_ids:
        if sid not in named:
            problems.add(fname, f'no [[room]] id="{sid}" (every space of {ship_file} is drawn)')
    ordered = list(rooms.values())
    for i, a in enumerate(ordered):
        for b in ordered[i + 1:]:
            if _overlap(a.rect, b.rect):
                problems.add(f'{fname}: [[room]] id="{b.id}"',
                             f'field "rect": overlaps room "{a.id}"')
    walls = _walls(problems, fname, ship_file, ship, rooms, min_wall)
    return DeckPlan(float(width), float(height), rooms, walls, item_labels,
                    tuple(float(v) for v in panel))


def _walls(problems: Problems, fname: str, ship_file: str, ship: Ship,
           rooms: dict[str, DeckRoom], min_wall: float) -> dict[str, tuple]:
    """Where each link of the ship is drawn: the wall its two rooms share (the exterior door:
    its room's outer wall)."""
    walls: dict[str, tuple] = {}
    for lk in ship.links:
        if lk.kind == "exterior":
            room = rooms.get(lk.a)
            if room is not None and not room.exterior:
                problems.add(f'{fname}: [[room]] id="{lk.a}"', 'field "exterior": missing (the '
                             f'exterior door "{lk.id}" of {ship_file} opens from this room)')
            elif room is not None:
                walls[lk.id] = _side_wall(room.rect, room.exterior)
            continue
        if lk.a not in rooms or lk.b not in rooms:
            continue
        wall = _shared_wall(rooms[lk.a].rect, rooms[lk.b].rect)
        length = abs(wall[2] - wall[0]) + abs(wall[3] - wall[1])
        if length + _EPS < min_wall:
            problems.add(f'{fname}: [[room]] id="{lk.b}"',
                         f'field "rect": shares {length:.2f} of wall with "{lk.a}" but the '
                         f'{lk.kind} link "{lk.id}" of {ship_file} needs at least {min_wall:g}')
        walls[lk.id] = wall
    exterior_rooms = {lk.a for lk in ship.links if lk.kind == "exterior"}
    for room in rooms.values():
        if room.exterior and room.id not in exterior_rooms:
            problems.add(f'{fname}: [[room]] id="{room.id}"', 'field "exterior": only the room '
                         f"with the exterior door of {ship_file} has one")
    return walls
