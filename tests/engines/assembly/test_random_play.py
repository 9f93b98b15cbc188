"""Seeded random play over every mode (OpenSpiel games_sim_test style).

After every action: modules and command cards are conserved and legal actions exist until
the end. At powers of two: from_dict(to_dict()) round-trips, and replaying the history from
the setup reaches the same state. Round-trips only at powers of two: they dominate run time.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.engines import assembly as A
from game.engines.assembly.random_play import random_grouped, random_quick
from game.engines.assembly.setup import build_deck
from game.engines.common.errors import RuleError
from game.engines.common.rng import Rng

MODES = [
    dict(players=1),
    dict(players=1, malfunctions="A"),
    dict(players=1, malfunctions="C", variants={"glitches"}),
    dict(players=1, variants={"glitches_hard"}, malfunctions="E",
         difficulty={"solo_keep_acw", "deploy_lock_under_2"}),
    dict(players=1, difficulty={"solo_wild_in_deck"}, malfunctions="blank"),
    dict(players=2),
    dict(players=2, malfunctions="B", variants={"glitches"}),
    dict(players=2, malfunctions="G", difficulty={"random_discards", "remove_deploy_lock"}),
    dict(players=2, malfunctions="F", variants={"glitches_hard"},
         difficulty={"deploy_lock_under_1"}),
    dict(players=2, difficulty={"setaside_replace_wild"}, malfunctions="D"),
    dict(players=3, variants={"double_ring"}),
    dict(players=4, variants={"double_ring", "glitches"}, malfunctions="A",
         verification="advanced"),
    dict(players=1, variants={"resequence"}),
    dict(players=2, variants={"resequence", "glitches"}, malfunctions="F"),
    dict(players=2, variants={"resequence"}, difficulty={"strict_sequence"}, malfunctions="D"),
    dict(players=1, variants={"override"}, malfunctions="B"),
    dict(players=2, variants={"override", "glitches"}, malfunctions="C",
         difficulty={"four_robots", "swap_to_platform"}),
    dict(players=2, variants={"override"}, difficulty={"free_robot_swap"}),
    dict(players=2, variants={"override", "resequence"}, malfunctions="G"),
]
GAMES_PER_MODE = 110  # 19 modes x 110 = 2,090 games


def card_total(game) -> Counter:
    cards = Counter(game.deck) + Counter(game.discard) + Counter(game.removed)
    for h in game.hands:
        cards.update(h)
    for e in game.set_aside:
        cards[e["card"]] += 1
        cards.update(e["under"])
    return Counter({k: v for k, v in cards.items() if not k.startswith("glitch:")})


def modules_total(game) -> Counter:
    mods = Counter(m for m in game.mod if m is not None)
    for s in game.stacks:
        mods.update(s)
    return mods


def play_one(setup, content, check_records: bool):
    game = A.new_game(setup, content, fast=not check_records)
    deck, aside = build_deck(setup, content)
    expect_cards = Counter(deck) + Counter(e["card"] for e in aside)
    for e in aside:
        expect_cards.update(e["under"])
    expect_mods = Counter(content.module_ids * (game.nbays // 12))
    rng = Rng(setup.seed * 7919 + 1)
    steps = 0
    while not game.is_over:
        actions = game.legal_actions()
        assert actions, f"no legal actions at step {steps} of seed {setup.seed}"
        game.apply(rng.choice(actions))
        steps += 1
        assert steps < 2000
        assert card_total(game) == expect_cards
        assert modules_total(game) == expect_mods
        assert all(game.mod[b] == game.bp[b] for b in range(game.nbays) if game.locked[b])
        assert all(len(h) <= 3 for h in game.hands)
        if game.override:
            assert all(game.mod[b] is not None for b in range(12) if game.rob[b] is not None)
            assert sorted(r for r in game.rob if r is not None) == \
                list(range(len(game.robot_colours)))
        if check_records and steps & (steps - 1) == 0:
            data = game.to_dict()
            assert A.from_dict(data, content).to_dict() == data
            replay = A.new_game(setup, content)
            for text in game.history:
                replay.apply(A.parse_action(text))
            assert replay.to_dict() == data
    assert game.legal_actions() == []
    assert game.pending is None
    out = game.result
    assert out.coop and out.score == game.summary()["score"] and out.score >= 0
    assert out.won == (sum(game.locked) == game.nbays)
    return game


@pytest.mark.parametrize("mode", range(len(MODES)))
def test_random_play(content, mode):
    kwargs = MODES[mode]
    wins = 0
    for i in range(GAMES_PER_MODE):
        setup = A.Setup(seed=1000 * mode + i, **kwargs)
        game = play_one(setup, content, check_records=i < 3)
        wins += game.result.won
    assert wins <= GAMES_PER_MODE


@pytest.mark.parametrize("mode", [0, 5, 8, 11, 13, 16, 18])
def test_random_action_is_always_legal(content, mode):
    """The playout shortcut `random_action` only ever picks members of legal_actions()."""
    for i in range(12):
        game = A.new_game(A.Setup(seed=77 * mode + i, **MODES[mode]), content)
        rng = Rng(i)
        while not game.is_over:
            action = game.random_action(rng)
            assert action in game.legal_actions()
            game.apply(action)


@pytest.mark.parametrize("mode", [0, 1, 2, 4, 5, 6, 9])
def test_random_action_quick_way_matches_grouped_way(content, mode):
    """Counting plays (the quick way) and building every group number the plays alike, so
    the same draw gives the same play either way."""
    checked = 0
    for i in range(6):
        game = A.new_game(A.Setup(seed=31 * mode + i, **MODES[mode]), content, fast=True)
        rng = Rng(i)
        while not game.is_over:
            hand = game.hands[game.active]
            if game.choice is None and hand and game._quick_setup and "platform_hold" not in hand:
                for draw in range(12):
                    quick = random_quick(game, Rng(draw), game.hands[game.active])
                    assert quick == random_grouped(game, Rng(draw))
                checked += 1
            game.apply(game.random_action(rng))
    assert checked > 30


def test_random_action_reaches_every_legal_action(content):
    game = A.new_game(A.Setup(seed=3, players=2, variants={"resequence"}), content)
    while game.choice is not None:
        game.apply(game.legal_actions()[0])
    rng = Rng(1)
    legal = set(game.legal_actions())
    seen = {game.random_action(rng) for _ in range(40 * len(legal))}
    assert seen == legal


def _near_misses(game, rng, action):
    """Legal-looking variations of a legal play: one field changed at a time."""
    from dataclasses import replace

    nb = game.nbays
    yield replace(action, args=tuple(rng.randint(1, nb) for _ in action.args))
    yield replace(action, args=action.args + (rng.randint(1, nb),))
    yield replace(action, role=not action.role)
    yield replace(action, verifier=rng.randint(-1, 3))
    yield replace(action, option=rng.choice(["", "stack", "cycle", "robots", "robots_only"]))
    yield replace(action, holds=(rng.randint(1, nb),))
    yield replace(action, command=rng.choice(A.COMMANDS))
    yield replace(action, cards=(rng.choice(list(A.CARD_COMMANDS)),))


@pytest.mark.parametrize("mode", [1, 7, 11, 14, 16, 18])
def test_apply_accepts_exactly_the_legal_actions(content, mode):
    """The rule walk checks an action without building the list; it must agree with the
    list, and apply() refuses with its sentence."""
    import json

    for i in range(6):
        game = A.new_game(A.Setup(seed=31 * mode + i, **MODES[mode]), content)
        rng = Rng(100 + i)
        while not game.is_over:
            legal = game.legal_actions()
            plays = [a for a in legal if isinstance(a, A.Play)]
            for a in (plays[:1] + [rng.choice(plays)]) if plays else []:
                for variant in _near_misses(game, rng, a):
                    assert (game.why_not(variant) is None) == (variant in legal), variant
            if plays and rng.below(4) == 0:
                bad = next((v for v in _near_misses(game, rng, plays[0]) if v not in legal),
                           None)
                if bad is not None:
                    before = json.dumps(game.to_dict(), sort_keys=True)
                    with pytest.raises(RuleError) as refused:
                        game.apply(bad)
                    assert str(refused.value) == game.why_not(bad)
                    assert json.dumps(game.to_dict(), sort_keys=True) == before
            game.apply(rng.choice(legal))


@pytest.mark.parametrize("mode", [0, 5, 16])
def test_a_clone_and_its_original_never_share_a_stale_listing(content, mode):
    """The walk keeps what it worked out about a state (its groups, the movable modules)
    and a clone starts with its original's: whichever moves on must list afresh."""
    for i in range(8):
        game = A.new_game(A.Setup(seed=500 + i, **MODES[mode]), content, fast=True)
        rng = Rng(i)
        while not game.is_over:
            game.play_groups()
            look = game.clone()
            game.apply(game.random_action(rng))
            fresh = A.from_dict(look.to_dict(), content)
            assert look.legal_actions() == fresh.legal_actions()
            assert look.play_groups() == fresh.play_groups()
            if not game.is_over:
                assert game.legal_actions() == A.from_dict(game.to_dict(),
                                                           content).legal_actions()
