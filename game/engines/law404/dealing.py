"""Setup (Setup Steps; Counter Start Positions are in items.py) and the Directive Draft."""

from __future__ import annotations

from game.engines.common.rng import Rng
from game.engines.law404 import items
from game.engines.law404.content import Content
from game.engines.law404.game import Game
from game.engines.law404.setup import ANOMALOUS_SPACE, Setup

ACTIVE_EVENTS = 10
ANOMALIES_IN_PLAY = 5
DRAFT_HAND = 4
DIRECTIVES_KEPT = 3
FACE_UP = 3


def new_game(setup: Setup, content: Content, fast: bool = False,
             undo: bool | None = None) -> Game:
    """Deal a new game from the setup's seed (Setup Steps 1-12); the draft comes next.

    `fast=True` (simulations, playouts) skips undo snapshots, a copy of the state per action,
    and the event log: `apply` returns no events.
    """
    if undo is None:
        undo = not fast
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
    return Game(setup, content, state, [], undo=undo, events=not fast)


def keep_directive(game: Game, directive: str) -> None:
    """Directive Draft steps 2-5: keep one, pass the rest left, three times."""
    st = game.st
    seat = st["draft_seat"]
    st["draft_hands"][seat].remove(directive)
    st["directives"][seat].append({"id": directive, "done": False, "base": {}})
    st["draft_seat"] += 1
    if st["draft_seat"] < game.players:
        return
    st["draft_seat"] = 0
    st["draft_round"] += 1
    hands = st["draft_hands"]
    # "Pass to the left": seat s hands its cards to seat s + 1.
    st["draft_hands"] = [hands[(s - 1) % game.players] for s in range(game.players)]
    if st["draft_round"] < DIRECTIVES_KEPT:
        return
    for hand in st["draft_hands"]:
        for card in hand:
            st["dir_deck"].insert(0, card)
    st["draft_hands"] = [[] for _ in range(game.players)]
    if game.endless:
        st["faceup"] = [st["dir_deck"].pop() for _ in range(min(FACE_UP, len(st["dir_deck"])))]
    st["stage"] = "turn_start"
    game.emit("draft", "Every robot has kept three directives.")
