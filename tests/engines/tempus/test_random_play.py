"""Seeded random play (OpenSpiel's random_sim_test): invariants after every action,
from_dict(to_dict()) and replay determinism at powers of two, terminal checks."""

from __future__ import annotations

import pytest

from game.engines.common.rng import Rng
from game.engines.tempus import DIFFICULTIES, Setup, from_dict, new_game, parse_action
from tests.engines.tempus.helpers import content

GAMES = 1000
MAX_STEPS = 5000


def check_invariants(g) -> None:
    c = g.content
    sup = c.ship.supply
    for token in ("fire", "fault", "damage"):
        board = g.tokens[token]
        assert min(board.values()) >= 0
        assert sum(board.values()) + g.supply[token] == sup[token], token
        assert g.supply[token] >= 0
    assert max(g.tokens["fire"].values()) <= 2
    assert len(g.locked) + g.supply["locked_door"] == sup["locked_door"]
    assert len(g.completed) + g.supply["completion"] == sup["completion"]
    assert len(g.items) == 32
    for s, crew in enumerate(g.crew):
        assert 0 <= crew["wounds"] <= g.capacity(s)
        assert crew["dead"] == (crew["wounds"] == g.capacity(s))
        assert g.fits(s, [], [])
        if not crew["dead"]:
            assert crew["at"] in g.graph.names
    assert sum(crew["wounds"] for crew in g.crew) <= sup["wound"]
    assert 0 <= g.shields <= c.ship.shields_start
    cards = g.deck + g.discard + g.paradox_deck + g.paradox_discard
    assert len(cards) == len(set(cards))


def play(seed: int, players: int, difficulty: str, deep: bool):
    setup = Setup(players=players, seed=seed, difficulty=difficulty)
    g = new_game(setup, content())
    rng = Rng(seed * 7919 + 13)
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert legal, "legal actions must be non-empty until the game ends"
        assert g.pending is not None
        action = rng.choice(legal)
        steps += 1
        if deep and (steps & (steps - 1)) == 0:
            before = g.to_dict()
            g.apply(action)
            if g.can_undo:
                g.undo()
                assert g.to_dict() == before
                g.apply(action)
        else:
            g.apply(action)
        assert steps < MAX_STEPS
        check_invariants(g)
        if deep and (steps & (steps - 1)) == 0:
            d = g.to_dict()
            assert from_dict(d, content()).to_dict() == d
    assert g.legal_actions() == [] and g.pending is None
    assert g.result.coop and (g.result.won == (g.result.reason == "flew_home"))
    return g


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_play_invariants(players):
    for i in range(GAMES // 5):
        play(i * 5 + players, players, DIFFICULTIES[i % 4], deep=(i % 8 == 0))


def test_random_play_replay_determinism():
    for seed in range(40):
        g = play(seed, 1 + seed % 5, DIFFICULTIES[seed % 4], deep=True)
        again = new_game(g.setup, content())
        for text in g.history:
            again.apply(parse_action(text))
        assert again.to_dict() == g.to_dict()


def test_random_play_text_round_trip():
    g = new_game(Setup(players=4, seed=11), content())
    rng = Rng(5)
    seen = 0
    while not g.is_over and seen < 3000:
        for a in g.legal_actions():
            assert parse_action(a.to_text()) == a
            seen += 1
        g.apply(rng.choice(g.legal_actions()))


@pytest.mark.soak
def test_random_play_soak():
    for i in range(10_000):
        play(100_000 + i, 1 + i % 5, DIFFICULTIES[(i // 5) % 4], deep=(i % 16 == 0))
