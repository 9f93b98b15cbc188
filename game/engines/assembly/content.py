"""Schema and loader for levels/assembly/*.toml.

Every problem in every file is collected and raised as one ContentError whose lines name the
file, the entry and the field, e.g.
`levels/assembly/roles.toml: [[role]] id="alfie": field "ability": unknown value "swop"`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import SimpleNamespace

from game.engines.assembly.setup import (
    DIFFICULTIES,
    DIFFICULTY,
    HAND_LIMIT,
    Setup,
    build_deck,
    deck_id,
)
from game.engines.common.content import (
    Problems,
    check_unique_ids,
    did_you_mean,
    entries,
    quoted,
    read_toml,
    show,
)
from game.engines.common.errors import RuleError

CARD_KINDS = ("deploy_lock", "cw_rotate", "acw_rotate", "either_rotate", "swap", "wild",
              "platform_hold")
MODES = ("base", "override", "resequence")
ABILITIES = {
    "swap_blueprints": "swap", "swap_three": "swap", "swap_stack": "swap",
    "lock_three": "lock", "deploy_choose": "deploy", "rotate_single": "rotate",
    "rotate_three": "rotate",
}
MALFUNCTION_BAYS = (3, 6, 9, 12)
RING = 12
REFRESHES = 2
"""Cards set aside to refresh the deck: the first and the second refresh."""
MAX_PLAYERS = 4
OFFERED_SETS = ("A", "B", "C", "D", "E", "F", "G", "blank")
"""Malfunction sets the new-game screen offers (SETUP_CHOICES is built from this list), so
each must exist in malfunctions.toml."""
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
    module_names: dict[str, str] = field(init=False, compare=False, repr=False)
    """Module id -> printed name (the log and every refusal name modules by it)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "module_ids", tuple(m.id for m in self.modules))
        object.__setattr__(self, "module_names", {m.id: m.name for m in self.modules})
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
    if not isinstance(kind, str) or kind not in CONDITIONS:
        problems.add(where, f'field "{name}": unknown condition kind {quoted(kind)}'
                     f"{did_you_mean(kind, CONDITIONS)}")
        return None
    for key, val in value.items():
        if key == "kind":
            continue
        if key not in CONDITIONS[kind]:
            problems.add(where, f'field "{name}": unknown key "{key}" for condition "{kind}"')
        elif key == "count" and (not isinstance(val, int) or isinstance(val, bool) or val < 0):
            problems.add(where, f'field "{name}.count": expected int >= 0, got {show(val)}')
        elif key == "unless_final" and not isinstance(val, bool):
            problems.add(where, f'field "{name}.unless_final": expected bool, got {show(val)}')
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
            problems.add(where, f"{label}: expected a table, got {show(eff)}")
            continue
        verb = eff.get("do")
        if not isinstance(verb, str) or verb not in VERBS:
            problems.add(where, f'{label}: unknown verb {quoted(verb)}{did_you_mean(verb, VERBS)}')
            continue
        ok = True
        for key, val in eff.items():
            if key in ("do", "may"):
                if key == "may" and not isinstance(val, bool):
                    problems.add(where, f'field "{sub}.may": expected bool, got {show(val)}')
                    ok = False
                continue
            if key not in VERBS[verb]:
                problems.add(where, f'{label}: unknown key "{key}" for "{verb}"'
                             f"{did_you_mean(key, VERBS[verb])}")
                ok = False
            elif key in ("count", "steps") and (not isinstance(val, int) or isinstance(val, bool)
                                                or not 1 <= val <= 3):
                problems.add(where, f'field "{sub}.{key}": expected int 1..3, got {show(val)}')
                ok = False
            elif key == "dir" and val not in ("cw", "acw"):
                problems.add(where, f'field "{sub}.dir": expected "cw" or "acw", got {show(val)}')
                ok = False
            elif key == "pick" and val not in ("choose", "random"):
                problems.add(where, f'field "{sub}.pick": expected "choose" or "random", '
                             f'got {show(val)}')
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
            problems.add(where, f'field "compatible": unknown mode {quoted(mode)}'
                         f"{did_you_mean(mode, MODES)}")
        else:
            out.append(mode)
    return tuple(out)


def load_content(levels_root: Path) -> Content:
    """Read and validate every Assembly content file under `levels_root/assembly`."""
    levels_root = Path(levels_root)
    base = levels_root / "assembly"
    problems = Problems(levels_root)
    modules = _modules(base / "modules.toml", problems)
    roles = _roles(base / "roles.toml", problems)
    sets, malfunctions = _malfunctions(base / "malfunctions.toml", problems)
    glitches = _glitches(base / "glitches.toml", problems)
    decks = _decks(base / "decks.toml", problems)
    ratings = _ratings(base / "scoring.toml", problems)
    achievements = _achievements(base / "achievements.toml", problems)
    if decks is not None and glitches is not None:
        _check_glitches_per_mode(base / "glitches.toml", glitches, decks, problems)
    problems.raise_if_any()
    return Content(tuple(modules), roles, sets, malfunctions, glitches or {}, decks or {},
                   tuple(ratings), achievements)


def _modules(path: Path, problems: Problems) -> list[Module]:
    modules = []
    items = entries(read_toml(path, problems), "module", path, problems)
    check_unique_ids(items, "module", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "module", e, i)
        problems.unknown_fields(where, e, Module)
        ident, name = problems.id_field(where, e), problems.text_field(where, e, "name")
        flavour = problems.str_field(where, e, "flavour")
        if ident and name and flavour is not None:
            modules.append(Module(ident, name, flavour))
    if items and len(items) != RING:
        problems.add(problems.file(path), f"expected {RING} modules, found {len(items)}")
    return modules


def _roles(path: Path, problems: Problems) -> dict[str, Role]:
    roles: dict[str, Role] = {}
    items = entries(read_toml(path, problems), "role", path, problems)
    check_unique_ids(items, "role", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "role", e, i)
        problems.unknown_fields(where, e, Role)
        vals = {"id": problems.id_field(where, e)}
        vals |= {f: problems.text_field(where, e, f) for f in ("name", "title", "text")}
        vals |= {f: problems.str_field(where, e, f) for f in ("command", "flavour")}
        ability = problems.choice_field(where, e, "ability", ABILITIES)
        if ability and vals["command"] and ABILITIES[ability] != vals["command"]:
            problems.add(where, f'field "command": ability "{ability}" works with '
                         f'"{ABILITIES[ability]}", got "{vals["command"]}"')
        elif ability and all(v is not None for v in vals.values()):
            roles[vals["id"]] = Role(ability=ability, **vals)
    if items and len(items) < MAX_PLAYERS:
        problems.add(problems.file(path), f"need at least {MAX_PLAYERS} roles (one per player), "
                     f"got {len(items)}")
    return roles


def _malfunctions(path: Path, problems: Problems
                  ) -> tuple[dict[str, MalfunctionSet], dict[str, Malfunction]]:
    data = read_toml(path, problems)
    sets: dict[str, MalfunctionSet] = {}
    items = entries(data, "set", path, problems)
    check_unique_ids(items, "set", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "set", e, i)
        problems.unknown_fields(where, e, MalfunctionSet)
        ident, name = problems.id_field(where, e), problems.text_field(where, e, "name")
        flavour = problems.str_field(where, e, "flavour", "")
        comp = _compatible(problems, where, e)
        if ident and name and flavour is not None:
            sets[ident] = MalfunctionSet(ident, name, comp, flavour)
    if items:
        for set_id in OFFERED_SETS:
            if set_id not in sets:
                problems.add(problems.file(path), f'[[set]] id="{set_id}" is missing (the '
                             "new-game screen offers it)")
    malfunctions: dict[str, Malfunction] = {}
    items = entries(data, "malfunction", path, problems)
    check_unique_ids(items, "malfunction", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "malfunction", e, i)
        problems.unknown_fields(where, e, Malfunction)
        ident = problems.id_field(where, e)
        set_id = problems.choice_field(where, e, "set", list(sets))
        bay = problems.int_field(where, e, "bay", lo=1, hi=12)
        if bay is not None and bay not in MALFUNCTION_BAYS:
            problems.add(where, f'field "bay": malfunctions sit at bays 3, 6, 9 or 12, got {bay}')
            bay = None
        text, flavour = problems.text_field(where, e, "text"), problems.str_field(where, e, "flavour")
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
    return sets, malfunctions


def _glitches(path: Path, problems: Problems) -> dict[str, Glitch] | None:
    data = read_toml(path, problems)
    glitches: dict[str, Glitch] = {}
    items = entries(data, "glitch", path, problems)
    check_unique_ids(items, "glitch", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "glitch", e, i)
        problems.unknown_fields(where, e, Glitch)
        vals = {"id": problems.id_field(where, e), "name": problems.text_field(where, e, "name"),
                "text": problems.text_field(where, e, "text"),
                "flavour": problems.str_field(where, e, "flavour")}
        effects = _effects(problems, where, e, "effects")
        comp = _compatible(problems, where, e)
        if all(v is not None for v in vals.values()):
            glitches[vals["id"]] = Glitch(effects=effects, compatible=comp, **vals)
    return glitches if items else None


def _check_glitches_per_mode(path: Path, glitches: dict[str, Glitch], decks: dict[str, Deck],
                             problems: Problems) -> None:
    """The Glitches variant puts one glitch under each refresh card and, played hard, one more
    in the deck: every mode needs that many glitches that suit it."""
    for mode in MODES:
        need = 1 + max((len(d.set_aside) for d in decks.values() if _mode_of(d.id) == mode),
                       default=0)
        have = sum(mode in g.compatible for g in glitches.values())
        if have < need:
            problems.add(problems.file(path), f'need at least {need} glitches compatible with '
                         f'"{mode}", got {have}')


def _mode_of(deck: str) -> str:
    mode = deck.partition("_")[0]
    return mode if mode in MODES else "base"


def _decks(path: Path, problems: Problems) -> dict[str, Deck] | None:
    decks: dict[str, Deck] = {}
    items = entries(read_toml(path, problems), "deck", path, problems)
    check_unique_ids(items, "deck", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "deck", e, i)
        problems.unknown_fields(where, e, Deck)
        ident = problems.choice_field(where, e, "id", _deck_ids())
        cards = problems.field(where, e, "cards", dict)
        aside = problems.field(where, e, "set_aside", list)
        ok = ident is not None and cards is not None and aside is not None
        if aside is not None and len(aside) != REFRESHES:
            problems.add(where, f'field "set_aside": expected {REFRESHES} refresh cards, '
                         f"got {len(aside)}")
            ok = False
        for kind, n in (cards or {}).items():
            if kind not in CARD_KINDS:
                problems.add(where, f'field "cards": unknown card "{kind}"'
                             f"{did_you_mean(kind, CARD_KINDS)}")
                ok = False
            elif not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 60:
                problems.add(where, f'field "cards.{kind}": expected int >= 0, got {show(n)}')
                ok = False
        for kind in aside or []:
            if kind not in CARD_KINDS:
                problems.add(where, f'field "set_aside": unknown card {quoted(kind)}'
                             f"{did_you_mean(kind, CARD_KINDS)}")
                ok = False
            elif ok and aside.count(kind) > cards.get(kind, 0):
                problems.add(where, f'field "set_aside": more "{kind}" set aside than in "cards"')
                ok = False
        if ok:
            decks[ident] = Deck(ident, {k: v for k, v in cards.items() if v}, tuple(aside))
            _check_deals(where, decks[ident], problems)
    if not items:
        return None
    for ident in _deck_ids():
        if ident not in decks and not any(e.get("id") == ident for e in items):
            problems.add(problems.file(path), f'[[deck]] id="{ident}" is missing')
    return decks


def _check_deals(where: str, deck: Deck, problems: Problems) -> None:
    """Every difficulty option the new-game screen offers for this deck must leave a deck
    that can be shuffled and dealt: the option's cards exist and every hand fills."""
    for setup in _setups_for(deck.id):
        try:
            cards, _ = build_deck(setup, SimpleNamespace(decks={deck.id: deck}, deck_memo={}))
        except RuleError:
            continue  # the engine refuses these options with a sentence of its own
        except (KeyError, ValueError, IndexError):
            options = " + ".join(f'"{o}"' for o in sorted(setup.difficulty))
            what = f"the difficulty option {options} needs" if options else "needs"
            problems.add(where, f"{what} a card this deck does not have")
            return
        if len(cards) < setup.players * HAND_LIMIT:
            problems.add(where, f"{len(cards)} cards cannot deal {setup.players} hands of "
                         f"{HAND_LIMIT}")
            return


@cache
def _offered_setups() -> tuple[Setup, ...]:
    """Every deck-shaping setup a game can be dealt from: player count, mode, and one
    difficulty option or preset at a time. The same for any content, so worked out once."""
    out = []
    for players in range(1, MAX_PLAYERS + 1):
        for mode in ((), ("override",), ("resequence",)):
            for option in ("", *DIFFICULTY, *DIFFICULTIES):
                try:
                    setup = Setup(players=players, variants=frozenset(mode),
                                  difficulty=option if option in DIFFICULTIES else
                                  frozenset({option} - {""}))
                    setup.validate(None)
                except RuleError:
                    continue
                out.append(setup)
    return tuple(out)


@cache
def _deck_ids() -> tuple[str, ...]:
    """The command decks those setups ask for (setup.deck_id names them)."""
    return tuple(dict.fromkeys(deck_id(s) for s in _offered_setups()))


def _setups_for(deck: str) -> list[Setup]:
    return [s for s in _offered_setups() if deck_id(s) == deck]


def _ratings(path: Path, problems: Problems) -> list[Rating]:
    ratings = []
    items = entries(read_toml(path, problems), "rating", path, problems)
    check_unique_ids(items, "rating", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "rating", e, i)
        problems.unknown_fields(where, e, ("id", "min", "max", "name", "text"))
        lo = problems.int_field(where, e, "min", lo=0, hi=1000)
        hi = problems.int_field(where, e, "max", lo=0, hi=1000)
        vals = [problems.id_field(where, e), problems.text_field(where, e, "name"),
                problems.str_field(where, e, "text")]
        if lo is not None and hi is not None and lo > hi:
            problems.add(where, f'field "max": {hi} is below "min" {lo}')
        elif lo is not None and hi is not None and all(v is not None for v in vals):
            ratings.append(Rating(vals[0], lo, hi, vals[1], vals[2]))
    ratings.sort(key=lambda r: r.lo)
    return ratings


def _achievements(path: Path, problems: Problems) -> dict[str, Achievement]:
    achievements: dict[str, Achievement] = {}
    items = entries(read_toml(path, problems), "achievement", path, problems)
    check_unique_ids(items, "achievement", path, problems)
    for i, e in enumerate(items):
        where = problems.where(path, "achievement", e, i)
        problems.unknown_fields(where, e, Achievement)
        scope = problems.choice_field(where, e, "scope", ("game", "profile", "honour"))
        vals = [problems.id_field(where, e), problems.text_field(where, e, "name"),
                problems.text_field(where, e, "text")]
        if scope and all(v is not None for v in vals):
            achievements[vals[0]] = Achievement(vals[0], vals[1], scope, vals[2])
    return achievements
