"""Setup: crew, items, number tokens, shields, disaster deck by difficulty, paradox deck,
hyperdrive card."""

import pytest

from game.engines.tempus import Setup, new_game
from tests.engines.tempus.helpers import content


def deal(**kw):
    return new_game(Setup(**kw), content())


def test_setup_crew_start_at_time_drive_standing():
    g = deal(players=5, seed=2)
    assert len({c["char"] for c in g.crew}) == 5
    assert all(c["at"] == "time_drive" and not c["down"] and not c["wounds"] for c in g.crew)


def test_setup_number_tokens_random_one_per_location():
    a, b = deal(seed=1), deal(seed=2)
    assert sorted(a.numbers.values()) == list(range(1, 10))
    assert set(a.numbers) == set(a.graph.locations)
    assert a.numbers != b.numbers


def test_setup_shields_exterior_door_completions():
    g = deal(seed=4)
    assert g.shields == 5 and g.locked == {"d_airlock_exterior"}
    assert g.supply["locked_door"] == 18 and g.supply["completion"] == 2


@pytest.mark.parametrize("difficulty,growing,major", [("trainee", 9, 3), ("recruit", 8, 4),
                                                      ("officer", 8, 4), ("hero", 8, 4)])
def test_setup_disaster_deck_by_difficulty(difficulty, growing, major):
    g = deal(seed=7, difficulty=difficulty)
    kinds = [g.content.cards[c].kind for c in g.deck]
    assert kinds.count("growing") == growing and kinds.count("major") == major


@pytest.mark.parametrize("difficulty,size,majors", [("trainee", 4, 1), ("recruit", 3, 1),
                                                    ("officer", 6, 2)])
def test_setup_disaster_deck_piles(difficulty, size, majors):
    for seed in range(10):
        g = deal(seed=seed, difficulty=difficulty)
        top_first = g.deck[::-1]
        for p in range(0, len(top_first), size):
            pile = [g.content.cards[c].kind for c in top_first[p:p + size]]
            assert pile.count("major") == majors


def test_setup_paradox_deck_two_random_over_lost_in_the_void():
    g = deal(seed=3)
    assert g.paradox_deck[0] == "lost_in_the_void" and len(g.paradox_deck) == 3
    assert all(g.content.cards[c].kind == "paradox" for c in g.paradox_deck[1:])
    assert {tuple(deal(seed=s).paradox_deck) for s in range(8)} != {tuple(g.paradox_deck)}


def test_setup_hyperdrive_card_enacted():
    for seed in range(6):
        g = deal(seed=seed)
        assert g.hyperdrive in g.content.hyperdrives and not g.fixed
        assert g.hyperdrive_tokens() > 0


def test_setup_same_seed_same_game():
    assert deal(seed=9, players=4).to_dict() == deal(seed=9, players=4).to_dict()
