"""Reducing / Increasing Difficulty (every option), Scoring and Achievements."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engines import assembly as A
from game.engines.assembly.setup import build_deck
from game.engines.common.errors import RuleError

from .conftest import bay_state, set_hands, solo

BASE_SOLO = Counter(deploy_lock=6, cw_rotate=1, either_rotate=2, swap=2, wild=1)
BASE_2P = Counter(deploy_lock=7, cw_rotate=1, acw_rotate=1, either_rotate=3, swap=3, wild=1)
RESEQ_2P = Counter(deploy_lock=7, swap=4, either_rotate=3, cw_rotate=1, platform_hold=2, wild=1)


def composition(content, **kw):
    setup = A.Setup(**kw)
    setup.validate(content)
    cards, aside = build_deck(setup, content)
    total = Counter(cards) + Counter(e["card"] for e in aside)
    for e in aside:
        total.update(e["under"])
    return total, [e["card"] for e in aside], [e["under"] for e in aside]


CASES = [
    # (setup kwargs, total composition, set-aside cards, cards under them)
    (dict(players=1), BASE_SOLO, ["either_rotate", "wild"], [[], []]),
    (dict(players=1, difficulty={"solo_wild_in_deck"}), BASE_SOLO,
     ["either_rotate", "either_rotate"], [[], []]),
    (dict(players=1, difficulty={"solo_keep_deploy_lock"}), BASE_SOLO + Counter(deploy_lock=1),
     ["either_rotate", "wild"], [[], []]),
    (dict(players=1, difficulty={"solo_keep_acw"}),
     BASE_SOLO + Counter(acw_rotate=1) - Counter(either_rotate=1), ["either_rotate", "wild"],
     [[], []]),
    (dict(players=1, difficulty={"deploy_lock_under_1"}), BASE_SOLO, ["either_rotate", "wild"],
     [["deploy_lock"], []]),
    (dict(players=2), BASE_2P, ["either_rotate", "wild"], [[], []]),
    (dict(players=2, difficulty={"setaside_replace_either"}), BASE_2P,
     ["acw_rotate", "wild"], [[], []]),
    (dict(players=2, difficulty={"setaside_replace_wild"}), BASE_2P,
     ["either_rotate", "cw_rotate"], [[], []]),
    (dict(players=2, difficulty={"remove_deploy_lock"}), BASE_2P - Counter(deploy_lock=1),
     ["either_rotate", "wild"], [[], []]),
    (dict(players=2, difficulty={"deploy_lock_under_2", "random_discards"}), BASE_2P,
     ["either_rotate", "wild"], [[], ["deploy_lock"]]),
    (dict(players=2, variants={"resequence"}), RESEQ_2P, ["either_rotate", "wild"], [[], []]),
    (dict(players=2, variants={"resequence"}, difficulty={"cw_to_either"}),
     RESEQ_2P - Counter(cw_rotate=1) + Counter(either_rotate=1), ["either_rotate", "wild"],
     [[], []]),
    (dict(players=2, variants={"resequence"}, difficulty={"extra_platform_under_either"}),
     RESEQ_2P + Counter(platform_hold=1), ["either_rotate", "wild"], [["platform_hold"], []]),
    (dict(players=2, variants={"resequence"}, difficulty={"either_to_acw", "swap_to_platform",
                                                          "remove_platform"}),
     RESEQ_2P - Counter(either_rotate=1, swap=1) + Counter(acw_rotate=1),
     ["either_rotate", "wild"], [[], []]),
    (dict(players=2, variants={"resequence"}, difficulty={"either_to_cw"}),
     RESEQ_2P - Counter(either_rotate=1) + Counter(cw_rotate=1), ["either_rotate", "wild"],
     [[], []]),
    (dict(players=3, variants={"double_ring"}),
     Counter(deploy_lock=13, swap=5, either_rotate=5, cw_rotate=2, wild=1),
     ["either_rotate", "wild"], [[], []]),
    (dict(players=4, variants={"double_ring"}),
     Counter(deploy_lock=14, swap=6, either_rotate=6, cw_rotate=2, wild=1),
     ["either_rotate", "wild"], [[], []]),
    (dict(players=1, variants={"resequence"}),
     Counter(deploy_lock=6, swap=2, either_rotate=2, cw_rotate=1, platform_hold=1, wild=1),
     ["either_rotate", "wild"], [[], []]),
]


@pytest.mark.parametrize("case", range(len(CASES)))
def test_rule_difficulty_deck_composition(content, case):
    kw, total, aside, under = CASES[case]
    got_total, got_aside, got_under = composition(content, **kw)
    assert +got_total == +total
    assert got_aside == aside and got_under == under


def test_rule_difficulty_three_stacks(content):
    g = A.new_game(A.Setup(players=1, variants={"resequence"}, difficulty={"three_stacks"}),
                   content)
    assert len(g.stacks) == 3


def test_rule_difficulty_random_discards(content):
    g = A.new_game(A.Setup(players=2, seed=2, difficulty={"random_discards"}), content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "swap"], ["deploy_lock", "cw_rotate"])
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    assert g.choice is None and len(g.hands[1]) == 1


def test_rule_difficulty_options_validated(content):
    with pytest.raises(RuleError, match="does not apply"):
        A.new_game(A.Setup(players=2, difficulty={"solo_keep_acw"}), content)
    with pytest.raises(RuleError, match="one difficulty reduction"):
        A.new_game(A.Setup(players=1, difficulty={"solo_wild_in_deck", "solo_keep_acw"}),
                   content)
    with pytest.raises(RuleError, match="Unknown difficulty"):
        A.new_game(A.Setup(players=1, difficulty={"easy"}), content)
    assert A.Setup(players=1, difficulty={"solo_keep_deploy_lock"}).difficulty_class == "reduced"
    assert A.Setup(players=2, variants={"glitches_hard"}).difficulty_class == "hard"
    assert A.Setup(players=2).difficulty_class == "standard"


# ---------------------------------------------------------------- Scoring

def test_rule_scoring_points(content):
    g = solo(content)
    bay_state(g, {1: "reactor", 2: "cargo", 3: "galley"}, locked=(5, 6, 7, 8))
    g.deck = ["swap"] * 4
    assert g.summary()["score"] == 2 * 4 + 3 + 4


@pytest.mark.parametrize("points,band", [(0, "poor"), (15, "poor"), (16, "good_attempt"),
                                         (19, "good_attempt"), (20, "almost"),
                                         (23, "almost"), (24, "perfect"), (25, "perfect"),
                                         (26, "ace"), (29, "ace"), (30, "gifted"),
                                         (40, "gifted")])
def test_rule_scoring_rating_bands(content, points, band):
    assert content.rating_for(points).id == band


def test_rule_scoring_in_outcome(content):
    g = solo(content)
    bay_state(g, {12: "life_support"}, locked=tuple(range(1, 12)))
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 6)
    g.apply(A.Play(("deploy_lock",), "lock", (12,)))
    assert g.result.score == 24 + 6 and g.result.details["rating"] == "gifted"
    assert {"time_to_spare", "domesticated", "non_specialist"} <= set(
        g.result.details["achievements"])


# ---------------------------------------------------------------- Achievements

def test_rule_achievement_rotation_expert(content):
    g = solo(content)
    ids = list(content.module_ids)
    bay_state(g, {2: ids[0], 3: ids[1], 4: ids[2], 5: ids[3]})
    set_hands(g, ["acw_rotate", "swap", "swap"], deck=["swap"] * 6)
    g.apply(A.Play(("acw_rotate",), "rotate_acw", (1,)))
    assert g.stats["rot4"]


def test_rule_achievement_push_your_luck(content):
    g = solo(content)
    ids = list(content.module_ids)
    bay_state(g, {1: ids[0], 2: ids[1], 3: ids[2], 4: ids[5], 6: ids[3]})
    set_hands(g, ["swap", "swap", "swap"], deck=["swap"] * 6)
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    assert not g.stats["pyl"]  # only 1 of 5 modules on its blueprint
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    assert not g.stats["pyl"]  # 3 of 5
    g.apply(A.Play(("swap",), "swap", (4, 6)))
    assert g.stats["pyl"]  # 5 of 5


def test_rule_achievement_head_start_and_domesticated_lost(content):
    from game.engines.assembly.rules.scoring import achievements

    g = solo(content)
    g.stats.update(locked_c1=4, wild=True, locked_c2=10, deployed_c2=True)
    got = achievements(g, won=True)
    assert {"head_start", "early_launch", "full_house"} <= set(got)
    assert "domesticated" not in got
    assert "head_start" in achievements(g, won=False)


def test_rule_achievement_resonance_two_players(content):
    from game.engines.assembly.rules.scoring import achievements

    g = A.new_game(A.Setup(players=2), content)
    assert "resonance" in achievements(g, won=True)
    g.stats["overrides"] = 1
    assert "resonance" not in achievements(g, won=True)
    assert {a.scope for a in content.achievements.values()} == {"game", "profile", "honour"}


@pytest.mark.parametrize("players,variants,name,expected", [
    (1, set(), "standard", set()),
    (1, set(), "reduced", {"solo_keep_deploy_lock"}),
    (1, set(), "hard", {"solo_keep_acw", "deploy_lock_under_2"}),
    (2, set(), "reduced", {"setaside_replace_wild"}),
    (2, set(), "hard", {"remove_deploy_lock", "deploy_lock_under_2"}),
    (2, {"resequence"}, "hard", {"swap_to_platform", "deploy_lock_under_1"}),
    (3, set(), "hard", set()),
])
def test_rule_difficulty_menu_presets(content, players, variants, name, expected):
    setup = A.Setup.from_dict({"players": players, "seed": 1, "variants": sorted(variants),
                               "difficulty": name})
    assert setup.difficulty == frozenset(expected)
    A.new_game(setup, content)
    assert A.Setup.from_dict(setup.to_dict()) == setup


def test_rule_achievement_profile_streaks():
    from game.engines.assembly.rules.scoring import profile_achievements

    def game(won=True, difficulty="standard", malf="", variants=()):
        return {"won": won, "details": {"difficulty": difficulty, "malfunctions": malf,
                                        "variants": list(variants)}}

    assert profile_achievements([game(malf="B"), game(malf="A"), game(malf="C")]) == \
        ["lucky_streak"]
    assert profile_achievements([game(malf="A"), game(won=False, malf="B"),
                                 game(malf="C")]) == []
    hard = game(difficulty="hard")
    assert profile_achievements([hard, hard, game(), hard]) == []
    assert profile_achievements([hard, hard, hard]) == ["survivor"]
