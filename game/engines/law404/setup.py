"""The Setup a game is dealt from (players, seed, variants), the variant names, and the
deal itself (Setup Steps; Counter Start Positions are in rules/items.py) as the game's
state: one plain JSON-safe dict, whose shape `copy_state` knows."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engines.common.rng import Rng
from game.engines.law404.content import Content
from game.engines.law404.rules import items

ANOMALOUS_SPACE = "anomalous_space"
ENDLESS_DIRECTIVES = "endless_directives"
ALTERNATE_LAYOUT = "alternate_layout"
REDUCED_SHOVING = "reduced_shoving"
VARIANTS = (ANOMALOUS_SPACE, ENDLESS_DIRECTIVES, ALTERNATE_LAYOUT, REDUCED_SHOVING)
MIN_PLAYERS = 2
MAX_PLAYERS = 6
ACTIVE_EVENTS = 10
ANOMALIES_IN_PLAY = 5
DRAFT_HAND = 4


@dataclass(frozen=True)
class Setup:
    """How to deal a game.

    >>> Setup.from_dict(Setup(3, 9, frozenset({"reduced_shoving"})).to_dict())
    Setup(players=3, seed=9, variants=frozenset({'reduced_shoving'}))
    """

    players: int = 4
    seed: int = 0
    variants: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        object.__setattr__(self, "variants", frozenset(self.variants))
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"404 is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                             f"not {self.players}.")
        unknown = sorted(self.variants - set(VARIANTS))
        if unknown:
            raise ValueError(f"Unknown 404 variant(s): {', '.join(unknown)}; "
                             f"known: {', '.join(VARIANTS)}.")

    @property
    def layout(self) -> str:
        return "donut" if ALTERNATE_LAYOUT in self.variants else "standard"

    def to_dict(self) -> dict:
        return {"players": self.players, "seed": self.seed, "variants": sorted(self.variants)}

    @classmethod
    def from_dict(cls, data: dict) -> Setup:
        return cls(int(data["players"]), int(data["seed"]), frozenset(data.get("variants", ())))


def deal(setup: Setup, content: Content) -> dict:
    """The state of a new game dealt from the setup's seed (Setup Steps 1-12); the draft
    comes next."""
    rng = Rng(setup.seed)
    n = setup.players
    stacks: dict[str, list[str]] = {z: [] for z in content.zones}
    for seat in range(n):
        stacks[f"robot:{seat}"] = []
    placed: set[str] = set()
    for zone, ids in items.START_POSITIONS.items():
        stacks[zone] = list(ids)
        placed.update(ids)
    supply = [i for i in items.ALL_ITEMS if i not in placed]
    alive = {c: True for c in items.CHARACTERS if c in placed}

    events = sorted(content.events)
    normal = [e for e in events if content.events[e].kind != "anomaly"]
    odd = [e for e in events if content.events[e].kind == "anomaly"]
    if ANOMALOUS_SPACE in setup.variants:
        pool = normal + odd
        rng.shuffle(pool)
        active, inactive = pool[:ACTIVE_EVENTS], pool[ACTIVE_EVENTS:]
    else:
        rng.shuffle(normal)
        rng.shuffle(odd)
        active, inactive = normal[:ACTIVE_EVENTS], normal[ACTIVE_EVENTS:]
        active += odd[:ANOMALIES_IN_PLAY]
        rng.shuffle(active)

    dir_deck = sorted(content.directives)
    rng.shuffle(dir_deck)
    chips = sorted(content.chips)
    rng.shuffle(chips)
    # Chips are double-sided, so they are drawn from the bottom (index 0 is the bottom).
    my_chips = [{"id": chips[seat], "charged": True} for seat in range(n)]
    room_cards = sorted(content.room_cards)
    rng.shuffle(room_cards)
    rooms = [room_cards.pop() for _ in range(n)]
    hands = [[dir_deck.pop() for _ in range(DRAFT_HAND)] for _ in range(n)]

    state = {
        "stage": "draft", "turn": 0, "stacks": stacks, "supply": supply, "alive": alive,
        "room": rooms,
        "doors": {d.id: False for d in content.layouts[setup.layout].doors},
        "damaged": [], "cage_locked": False,
        "active": active, "inactive": inactive, "discard": [], "current": [], "main": None,
        "enemy_hits": 0, "event_done": False, "flags": [], "powered": [],
        "dir_deck": dir_deck, "draft_hands": hands, "draft_round": 0, "draft_seat": 0,
        "directives": [[] for _ in range(n)], "faceup": [], "offer_queue": [],
        "chips": my_chips, "turn_chip": [None] * n,
        "cards_deck": [], "hands": [[] for _ in range(n)], "program": [[] for _ in range(n)],
        "program_seat": 0, "round": 0, "queue": [], "sub": None, "chart": None,
        "tally": {}, "rng": rng.state, "over": None,
    }
    return state


_FLAT_LISTS = ("supply", "room", "damaged", "active", "inactive", "discard", "current", "flags",
               "powered", "dir_deck", "faceup", "offer_queue", "turn_chip", "cards_deck",
               "queue")
_NESTED = ("sub", "chart", "over")


def copy_state(st: dict) -> dict:
    """A deep copy of the state dict, written out by shape: several times faster than a JSON
    round trip, which matters because undo snapshots are taken before every action."""
    new = dict(st)
    new["stacks"] = {k: v[:] for k, v in st["stacks"].items()}
    for key in _FLAT_LISTS:
        new[key] = st[key][:]
    new["alive"] = dict(st["alive"])
    new["doors"] = dict(st["doors"])
    new["tally"] = dict(st["tally"])
    new["draft_hands"] = [h[:] for h in st["draft_hands"]]
    new["hands"] = [h[:] for h in st["hands"]]
    new["program"] = [[slot[:] for slot in p] for p in st["program"]]
    new["directives"] = [[{**r, "base": dict(r["base"])} for r in rs] for rs in st["directives"]]
    new["chips"] = [dict(c) for c in st["chips"]]
    for key in _NESTED:
        if st[key] is not None:
            new[key] = _deep(st[key])
    return new


def _deep(value):
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep(v) for v in value]
    return value
