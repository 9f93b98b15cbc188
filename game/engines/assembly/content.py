"""Schema and loader for levels/assembly/*.toml.

Every problem in every file is collected and raised as one ContentError whose lines name the
file, the entry and the field, e.g.
`levels/assembly/roles.toml: [[role]] id="alfie": field "ability": unknown value "swop"`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.engines.common.content import (
    Problems,
    check_unique_ids,
    did_you_mean,
    entries,
    read_toml,
)

CARD_KINDS = ("deploy_lock", "cw_rotate", "acw_rotate", "either_rotate", "swap", "wild",
              "platform_hold")
MODES = ("base", "override", "resequence")
ABILITIES = {
    "swap_blueprints": "swap", "swap_three": "swap", "swap_stack": "swap",
    "lock_three": "lock", "deploy_choose": "deploy", "rotate_single": "rotate",
    "rotate_three": "rotate",
}
MALFUNCTION_BAYS = (3, 6, 9, 12)
CONDITIONS = {
    "substitute_wild": {"unless_final"},
    "locked_at_least": {"count"},
    "lock_alone": set(),
    "hand_at_least": {"count"},
    "neighbour_locked": set(),
    "deck_at_least": {"count"},
}
VERBS = {
    "discard": {"count"},
    "rotate": {"dir", "steps"},
    "unlock": {"pick"},
    "scramble": set(),
    "deploy": set(),
    "mill": {"count"},
    "lock_extra": set(),
    "return_module": {"pick"},
}


@dataclass(frozen=True, slots=True)
class Module:
    id: str
    name: str
    flavour: str


@dataclass(frozen=True, slots=True)
class Role:
    id: str
    name: str
    title: str
    command: str
    ability: str
    text: str
    flavour: str


@dataclass(frozen=True, slots=True)
class MalfunctionSet:
    id: str
    name: str
    compatible: tuple[str, ...]
    flavour: str


@dataclass(frozen=True, slots=True)
class Malfunction:
    id: str
    set: str
    bay: int
    text: str
    flavour: str
    require: dict | None
    check: dict | None
    penalty: tuple[dict, ...]
    effects: tuple[dict, ...]


@dataclass(frozen=True, slots=True)
class Glitch:
    id: str
    name: str
    text: str
    flavour: str
    effects: tuple[dict, ...]
    compatible: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Deck:
    id: str
    cards: dict
    set_aside: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Rating:
    id: str
    lo: int
    hi: int
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Achievement:
    id: str
    name: str
    scope: str
    text: str


@dataclass(frozen=True, slots=True)
class Content:
    modules: tuple[Module, ...]
    roles: dict[str, Role]
    sets: dict[str, MalfunctionSet]
    malfunctions: dict[str, Malfunction]
    glitches: dict[str, Glitch]
    decks: dict[str, Deck]
    ratings: tuple[Rating, ...]
    achievements: dict[str, Achievement]
    module_ids: tuple[str, ...] = field(init=False)
    """Module ids in content order (every deal starts from them)."""
    deck_memo: dict = field(init=False, compare=False, repr=False)
    """Starting decks already worked out, per deck-shaping setup (setup.build_deck)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "module_ids", tuple(m.id for m in self.modules))
        object.__setattr__(self, "deck_memo", {})

    def malfunction_for(self, set_id: str, bay: int) -> Malfunction | None:
        for m in self.malfunctions.values():
            if m.set == set_id and m.bay == bay:
                return m
        return None

    def rating_for(self, score: int) -> Rating:
        for r in self.ratings:
            if r.lo <= score <= r.hi:
                return r
        return self.ratings[-1]


def _condition(problems: Problems, where: str, entry: dict, name: str) -> dict | None:
    value = problems.field(where, entry, name, dict, None)
    if value is None:
        return None
    kind = value.get("kind")
    if kind not in CONDITIONS:
        problems.add(where, f'field "{name}": unknown condition kind "{kind}"'
                     f"{did_you_mean(str(kind), CONDITIONS)}")
        return None
    for key, val in value.items():
        if key == "kind":
            continue
        if key not in CONDITIONS[kind]:
            problems.add(where, f'field "{name}": unknown key "{key}" for condition "{kind}"')
        elif key == "count" and (not isinstance(val, int) or isinstance(val, bool) or val < 0):
            problems.add(where, f'field "{name}.count": expected int >= 0, got {val!r}')
        elif key == "unless_final" and not isinstance(val, bool):
            problems.add(where, f'field "{name}.unless_final": expected bool, got {val!r}')
    if "count" in CONDITIONS[kind] and "count" not in value:
        problems.add(where, f'field "{name}.count": missing')
    return dict(value)


def _effects(problems: Problems, where: str, entry: dict, name: str) -> tuple[dict, ...]:
    value = problems.field(where, entry, name, list, [])
    out = []
    for i, eff in enumerate(value or []):
        label = f'field "{name}[{i}]"'
        sub = f'{name}[{i}]'
        if not isinstance(eff, dict):
            problems.add(where, f"{label}: expected a table, got {eff!r}")
            continue
        verb = eff.get("do")
        if verb not in VERBS:
            problems.add(where, f'{label}: unknown verb "{verb}"{did_you_mean(str(verb), VERBS)}')
            continue
        ok = True
        for key, val in eff.items():
            if key in ("do", "may"):
                if key == "may" and not isinstance(val, bool):
                    problems.add(where, f'field "{sub}.may": expected bool, got {val!r}')
                    ok = False
                continue
            if key not in VERBS[verb]:
                problems.add(where, f'{label}: unknown key "{key}" for "{verb}"'
                             f"{did_you_mean(key, VERBS[verb])}")
                ok = False
            elif key in ("count", "steps") and (not isinstance(val, int) or isinstance(val, bool)
                                                or not 1 <= val <= 3):
                problems.add(where, f'field "{sub}.{key}": expected int 1..3, got {val!r}')
                ok = False
            elif key == "dir" and val not in ("cw", "acw"):
                problems.add(where, f'field "{sub}.dir": expected "cw" or "acw", got {val!r}')
                ok = False
            elif key == "pick" and val not in ("choose", "random"):
                problems.add(where, f'field "{sub}.pick": expected "choose" or "random", '
                             f'got {val!r}')
                ok = False
        for key in VERBS[verb]:
            if key not in eff:
                problems.add(where, f'field "{sub}.{key}": missing')
                ok = False
        if ok:
            out.append(dict(eff))
    return tuple(out)


def _compatible(problems: Problems, where: str, entry: dict) -> tuple[str, ...]:
    value = problems.field(where, entry, "compatible", list, ["base"])
    out = []
    for mode in value or []:
        if mode not in MODES:
            problems.add(where, f'field "compatible": unknown mode "{mode}"'
                         f"{did_you_mean(str(mode), MODES)}")
        else:
            out.append(mode)
    return tuple(out)


def load_content(levels_root: Path) -> Content:
    """Read and validate every Assembly content file under `levels_root/assembly`."""
    levels_root = Path(levels_root)
    base = levels_root / "assembly"
    problems = Problems(levels_root)

    path = base / "modules.toml"
    modules = []
    items = entries(read_toml(path, problems), "module", path, problems)
    check_unique_ids(items, "module", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "module", e, i)
        problems.unknown_fields(where, e, ("id", "name", "flavour"))
        ident, name = problems.str_field(where, e, "id"), problems.str_field(where, e, "name")
        flavour = problems.str_field(where, e, "flavour")
        if ident and name and flavour is not None:
            modules.append(Module(ident, name, flavour))
    if items and len(items) != 12:
        problems.add(problems.file(path), f"expected 12 modules, found {len(items)}")

    path = base / "roles.toml"
    roles: dict[str, Role] = {}
    items = entries(read_toml(path, problems), "role", path, problems)
    check_unique_ids(items, "role", path, problems)
    fields = ("id", "name", "title", "command", "ability", "text", "flavour")
    for i, e in enumerate(items):
        where = problems.where(path, "role", e, i)
        problems.unknown_fields(where, e, fields)
        vals = {f: problems.str_field(where, e, f) for f in fields if f != "ability"}
        ability = problems.choice_field(where, e, "ability", ABILITIES)
        if ability and vals["command"] and ABILITIES[ability] != vals["command"]:
            problems.add(where, f'field "command": ability "{ability}" works with '
                         f'"{ABILITIES[ability]}", got "{vals["command"]}"')
        elif ability and all(v is not None for v in vals.values()):
            roles[vals["id"]] = Role(ability=ability, **vals)

    path = base / "malfunctions.toml"
    data = read_toml(path, problems)
    sets: dict[str, MalfunctionSet] = {}
    items = entries(data, "set", path, problems)
    check_unique_ids(items, "set", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "set", e, i)
        problems.unknown_fields(where, e, ("id", "name", "compatible", "flavour"))
        ident, name = problems.str_field(where, e, "id"), problems.str_field(where, e, "name")
        flavour = problems.str_field(where, e, "flavour", "")
        comp = _compatible(problems, where, e)
        if ident and name:
            sets[ident] = MalfunctionSet(ident, name, comp, flavour)
    malfunctions: dict[str, Malfunction] = {}
    items = entries(data, "malfunction", path, problems)
    check_unique_ids(items, "malfunction", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "malfunction", e, i)
        problems.unknown_fields(where, e, ("id", "set", "bay", "text", "flavour", "require",
                                           "check", "penalty", "effects"))
        ident = problems.str_field(where, e, "id")
        set_id = problems.choice_field(where, e, "set", list(sets))
        bay = problems.int_field(where, e, "bay", lo=1, hi=12)
        if bay is not None and bay not in MALFUNCTION_BAYS:
            problems.add(where, f'field "bay": malfunctions sit at bays 3, 6, 9 or 12, got {bay}')
            bay = None
        text, flavour = problems.str_field(where, e, "text"), problems.str_field(where, e, "flavour")
        require = _condition(problems, where, e, "require")
        check = _condition(problems, where, e, "check")
        penalty = _effects(problems, where, e, "penalty")
        effects = _effects(problems, where, e, "effects")
        if check is not None and not penalty:
            problems.add(where, 'field "penalty": a "check" needs at least one penalty effect')
        if ident and set_id and bay and text is not None and flavour is not None:
            malfunctions[ident] = Malfunction(ident, set_id, bay, text, flavour, require, check,
                                              penalty, effects)
    for set_id in sets:
        have = sorted(m.bay for m in malfunctions.values() if m.set == set_id)
        if have != list(MALFUNCTION_BAYS):
            problems.add(problems.where(path, "set", {"id": set_id}),
                         f"needs one malfunction for each of bays 3, 6, 9, 12; has bays {have}")

    path = base / "glitches.toml"
    glitches: dict[str, Glitch] = {}
    items = entries(read_toml(path, problems), "glitch", path, problems)
    check_unique_ids(items, "glitch", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "glitch", e, i)
        problems.unknown_fields(where, e, ("id", "name", "text", "flavour", "effects",
                                           "compatible"))
        vals = {f: problems.str_field(where, e, f) for f in ("id", "name", "text", "flavour")}
        effects = _effects(problems, where, e, "effects")
        comp = _compatible(problems, where, e)
        if all(v is not None for v in vals.values()):
            glitches[vals["id"]] = Glitch(effects=effects, compatible=comp, **vals)

    path = base / "decks.toml"
    decks: dict[str, Deck] = {}
    items = entries(read_toml(path, problems), "deck", path, problems)
    check_unique_ids(items, "deck", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "deck", e, i)
        problems.unknown_fields(where, e, ("id", "cards", "set_aside"))
        ident = problems.str_field(where, e, "id")
        cards = problems.field(where, e, "cards", dict)
        aside = problems.field(where, e, "set_aside", list)
        ok = ident is not None and cards is not None and aside is not None
        for kind, n in (cards or {}).items():
            if kind not in CARD_KINDS:
                problems.add(where, f'field "cards": unknown card "{kind}"'
                             f"{did_you_mean(kind, CARD_KINDS)}")
                ok = False
            elif not isinstance(n, int) or isinstance(n, bool) or n < 0:
                problems.add(where, f'field "cards.{kind}": expected int >= 0, got {n!r}')
                ok = False
        for kind in aside or []:
            if kind not in CARD_KINDS:
                problems.add(where, f'field "set_aside": unknown card "{kind}"'
                             f"{did_you_mean(str(kind), CARD_KINDS)}")
                ok = False
            elif ok and aside.count(kind) > cards.get(kind, 0):
                problems.add(where, f'field "set_aside": more "{kind}" set aside than in "cards"')
                ok = False
        if ok:
            decks[ident] = Deck(ident, {k: v for k, v in cards.items() if v}, tuple(aside))

    path = base / "scoring.toml"
    ratings = []
    items = entries(read_toml(path, problems), "rating", path, problems)
    check_unique_ids(items, "rating", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "rating", e, i)
        problems.unknown_fields(where, e, ("id", "min", "max", "name", "text"))
        lo, hi = problems.int_field(where, e, "min", lo=0), problems.int_field(where, e, "max", lo=0)
        vals = [problems.str_field(where, e, f) for f in ("id", "name", "text")]
        if lo is not None and hi is not None and all(v is not None for v in vals):
            ratings.append(Rating(vals[0], lo, hi, vals[1], vals[2]))
    ratings.sort(key=lambda r: r.lo)

    path = base / "achievements.toml"
    achievements: dict[str, Achievement] = {}
    items = entries(read_toml(path, problems), "achievement", path, problems)
    check_unique_ids(items, "achievement", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "achievement", e, i)
        problems.unknown_fields(where, e, ("id", "name", "scope", "text"))
        scope = problems.choice_field(where, e, "scope", ("game", "profile", "honour"))
        vals = [problems.str_field(where, e, f) for f in ("id", "name", "text")]
        if scope and all(v is not None for v in vals):
            achievements[vals[0]] = Achievement(vals[0], vals[1], scope, vals[2])

    problems.raise_if_any()
    return Content(tuple(modules), roles, sets, malfunctions, glitches, decks, tuple(ratings),
                   achievements)
