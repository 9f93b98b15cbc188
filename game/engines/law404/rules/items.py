"""Item counters (Components; Item Reference) and who has what equipped (Equipment).

Every item counter has a stable id ("soldier2", "chart_accurate"); its kind is looked up in
KIND.  Stacks are lists of ids, bottom first, so "on top" is the end of the list.
"""

from __future__ import annotations

HUMANS = ("soldier", "scientist", "engineer")
KITS = ("soldier_kit", "science_kit", "engineering_kit")
FOOD = ("banana", "pie")
REAGENTS = ("jelly", "fuel")

# (kind, how many) exactly as the component list gives them; 47 item counters.
COMPONENTS: tuple[tuple[str, int], ...] = (
    ("soldier", 3), ("soldier_kit", 3), ("scientist", 3), ("science_kit", 3),
    ("engineer", 3), ("engineering_kit", 3), ("monkey", 2), ("banana", 3), ("pie", 3),
    ("suit", 4), ("missile", 4), ("fuel", 6), ("jelly", 4), ("artefact", 1),
    ("chart_inaccurate", 1), ("chart_accurate", 1),
)
DAMAGE_COUNTERS = 10
DOOR_COUNTERS = 10
TOTAL_COUNTERS = 67

ITEM_KINDS: tuple[str, ...] = tuple(kind for kind, _ in COMPONENTS)
GROUPS: dict[str, frozenset[str]] = {
    "human": frozenset(HUMANS),
    "character": frozenset(HUMANS + ("monkey",)),
    "kit": frozenset(KITS),
    "food": frozenset(FOOD),
    "reagent": frozenset(REAGENTS),
    "chart": frozenset(("chart_accurate", "chart_inaccurate")),
}

# Counter Start Positions, bottom of each stack first. The content loader checks that
# ship.toml has every one of these zones.
START_POSITIONS: dict[str, list[str]] = {
    "weaponry.floor": ["soldier1", "soldier_kit1"],
    "navigation.floor": ["soldier2", "soldier_kit2"],
    "science.floor": ["scientist1", "science_kit1"],
    "cloning.floor": ["scientist2", "science_kit2"],
    "port_engine.floor": ["engineer1", "engineering_kit1"],
    "starboard_engine.floor": ["engineer2", "engineering_kit2"],
    "port_engine.tank": ["fuel1", "fuel2"],
    "starboard_engine.tank": ["fuel3", "fuel4"],
    "cloning.vat": ["jelly1", "jelly2"],
    "weaponry.racks": ["missile1", "missile2", "missile3"],
    "disposal.locker": ["suit1", "suit2", "suit3"],
    "cargo.space": ["chart_inaccurate", "banana1", "pie1", "banana2", "pie2"],
    "science.cage": ["monkey1"],
    "navigation.computer": ["chart_accurate"],
    "space.void": ["artefact"],
}

NAMES = {
    "soldier": "Soldier", "soldier_kit": "Soldier Kit", "scientist": "Scientist",
    "science_kit": "Science Kit", "engineer": "Engineer", "engineering_kit": "Engineering Kit",
    "monkey": "Monkey", "banana": "Banana", "pie": "Pie", "suit": "Space Suit",
    "missile": "Missile", "fuel": "Fuel", "jelly": "Cloning Jelly", "artefact": "Alien Artefact",
    "chart_inaccurate": "Navigation Chart (Inaccurate)",
    "chart_accurate": "Navigation Chart (Accurate)",
}


def _ids() -> dict[str, str]:
    kinds: dict[str, str] = {}
    for kind, count in COMPONENTS:
        if count == 1:
            kinds[kind] = kind
        else:
            for n in range(1, count + 1):
                kinds[f"{kind}{n}"] = kind
    return kinds


KIND: dict[str, str] = _ids()
"""Item id -> kind, for all 47 item counters."""
ALL_ITEMS: tuple[str, ...] = tuple(KIND)
CHARACTERS = frozenset(i for i, k in KIND.items() if k in GROUPS["character"])
ORDER = {item: n for n, item in enumerate(ALL_ITEMS)}


def kinds_of(spec: str) -> frozenset[str]:
    """A kind or a group name -> the kinds it covers."""
    return GROUPS.get(spec, frozenset((spec,)))


def is_human(item: str) -> bool:
    return KIND[item] in GROUPS["human"]


def is_character(item: str) -> bool:
    return item in CHARACTERS


def name(item: str) -> str:
    return NAMES[KIND[item]]


def how_many(n: int) -> str:
    """A number of items in words.

    >>> how_many(1), how_many(3)
    ('1 item', '3 items')
    """
    return f"{n} item" if n == 1 else f"{n} items"


def owners(stack: list[str], alive: dict[str, bool]) -> dict[int, int]:
    """Stack index of each equipped item -> stack index of the character holding it.

    An equippable item belongs to the first appropriate character below it (Equipment):
    kits to any living human, a space suit to a living human or monkey not already wearing
    one.  Suits are handed out bottom-up so the lowest suit above a character is the one it
    wears.

    >>> owners(["engineer1", "engineering_kit1", "suit1"], {"engineer1": True})
    {1: 0, 2: 0}
    >>> owners(["engineer1", "engineering_kit1"], {"engineer1": False})
    {}
    """
    result: dict[int, int] = {}
    suited: set[int] = set()
    for i, item in enumerate(stack):
        kind = KIND[item]
        if kind == "suit":
            for j in range(i - 1, -1, -1):
                below = stack[j]
                if below in CHARACTERS and alive.get(below, True) and j not in suited:
                    result[i] = j
                    suited.add(j)
                    break
        elif kind in GROUPS["kit"]:
            for j in range(i - 1, -1, -1):
                below = stack[j]
                if below in CHARACTERS and KIND[below] != "monkey" and alive.get(below, True):
                    result[i] = j
                    break
    return result


def equipment_of(stack: list[str], index: int, alive: dict[str, bool]) -> list[int]:
    """Indices of the items the character at `index` has equipped, bottom first."""
    return [i for i, owner in owners(stack, alive).items() if owner == index]
