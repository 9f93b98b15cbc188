"""Seeded random play (OpenSpiel games_sim_test style): 1,000 games over 2-6 players and
every variant combination, invariants after every action.

Cheap checks run after every action; the expensive ones (save round-trip, undo/redo) run at
powers of two (undo replays the actions since the last checkpoint).  One record in twenty
is replayed from its setup here, every record in the soak run.
"""

import pytest

from game.engines.common.rng import Rng
from game.engines.law404 import VARIANTS, Setup, from_dict, new_game, replay
from game.engines.law404.rules import directives, items

GAMES = 1000
CHUNKS = 10
MAX_STEPS = 5000
ACTING = ("human", "human_fail", "monkey")


def _variants(seed: int) -> frozenset[str]:
    return frozenset(v for bit, v in enumerate(VARIANTS) if (seed >> bit) & 1)


def check_invariants(game, events) -> None:
    st = game.st
    placed = [i for stack in st["stacks"].values() for i in stack]
    everything = placed + st["supply"]
    assert len(everything) == len(items.ALL_ITEMS) == 47
    assert set(everything) == set(items.ALL_ITEMS)          # supply limits: no duplicates
    assert len(st["damaged"]) == len(set(st["damaged"])) <= items.DAMAGE_COUNTERS
    assert len(st["doors"]) == items.DOOR_COUNTERS
    assert len(everything) + items.DAMAGE_COUNTERS + len(st["doors"]) == items.TOTAL_COUNTERS
    # alive/dead is tracked for exactly the characters on the board (none in the supply)
    assert set(st["alive"]) == {i for i in placed if i in items.CHARACTERS}
    died: set[str] = set()
    for ev in events:
        if ev.kind == "space_death":
            died.add(ev.data["item"])
        elif ev.kind in ACTING and "item" in ev.data:
            assert ev.data["item"] not in died, ev.text


def play_one(seed: int, full_replay: bool, undo: bool = True) -> None:
    setup = Setup(players=2 + seed % 5, seed=seed, variants=_variants(seed // 5))
    game = new_game(setup, CONTENT, undo=undo)
    rng = Rng(seed * 7919 + 1)
    step = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, game.pending
        action = rng.choice(legal)
        events = game.apply(action)
        step += 1
        assert step < MAX_STEPS
        check_invariants(game, events)
        if step & (step - 1) == 0:
            # Directives are rechecked only after events; a forced full check must agree.
            done = [[d["done"] for d in ds] for ds in game.st["directives"]]
            over = game.st["over"]
            game.last_checked = None
            directives.check(game)
            assert [[d["done"] for d in ds] for ds in game.st["directives"]] == done
            assert game.st["over"] == over
            data = game.to_dict()
            again = from_dict(data, CONTENT)
            assert again.to_dict() == data
            assert again.legal_actions() == game.legal_actions()
            if game.can_undo:
                game.undo()
                game.apply(action)
                assert game.to_dict() == data
    assert game.legal_actions() == [] and game.pending is None
    result = game.result
    assert result.winners and all(0 <= s < setup.players for s in result.winners)
    if full_replay:
        assert replay(setup, CONTENT, game.history).to_dict()["state"] == game.to_dict()["state"]


CONTENT = None


@pytest.fixture(autouse=True)
def _content(content):
    global CONTENT
    CONTENT = content


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_rule_random_play_invariants(chunk):
    per = GAMES // CHUNKS
    for seed in range(chunk * per, (chunk + 1) * per):
        play_one(seed, full_replay=seed % 20 == 0)


@pytest.mark.soak
def test_rule_random_play_soak_every_record_replays():
    for seed in range(GAMES, GAMES + 3000):
        play_one(seed, full_replay=True)
