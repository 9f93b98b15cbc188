"""Setup, Turn Order, Verifying Commands, Refreshing the Deck, Game End."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engines import assembly as A
from game.engines.common.errors import RuleError

from .conftest import bay_state, duo, force_rolls, set_hands, solo


def all_cards(g) -> Counter:
    c = Counter(g.deck) + Counter(g.discard)
    for h in g.hands:
        c.update(h)
    for e in g.set_aside:
        c[e["card"]] += 1
        c.update(e["under"])
    return c


def test_rule_setup_two_players(content):
    g = duo(content, seed=5)
    assert [e["card"] for e in g.set_aside] == ["either_rotate", "wild"]
    assert all(len(h) == 3 for h in g.hands) and len(g.deck) == 8
    assert all_cards(g) == Counter(deploy_lock=7, cw_rotate=1, acw_rotate=1, either_rotate=3,
                                   swap=3, wild=1)
    assert sum(m is not None for m in g.mod) == 1 and len(g.stacks[0]) == 11
    assert sorted(g.bp) == sorted(content.module_ids)
    assert len(set(g.roles)) == 2


def test_rule_setup_solo_returns_four_cards(content):
    g = solo(content, seed=5)
    assert all_cards(g) == Counter(deploy_lock=6, cw_rotate=1, either_rotate=2, swap=2, wild=1)
    assert len(g.deck) == 7 and len(g.hands) == 1


def test_rule_setup_first_module_at_rolled_bay(content):
    g = A.Game(A.Setup(players=1, seed=3), content)
    force_rolls(g, 7)
    g._deal()
    assert g.mod[6] is not None and sum(m is not None for m in g.mod) == 1


def test_rule_hand_limit_refresh_to_three(content):
    g = solo(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "swap"])
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    assert len(g.hands[0]) == 3


def test_rule_substitute_wild_discards_exactly_three(content):
    g = solo(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "deploy_lock"])
    subs = [a for a in g.legal_actions() if isinstance(a, A.Play) and a.is_substitute]
    assert {a.command for a in subs} == {"deploy", "lock", "swap", "rotate_cw", "rotate_acw"}
    discard_before = len(g.discard)
    g.apply(A.Play(("deploy_lock", "swap", "swap"), "rotate_cw", (1,)))
    assert len(g.discard) == discard_before + 3
    assert (g.mod[1], g.mod[2]) == ("reactor", "cargo")
    with pytest.raises(RuleError, match="exactly 3"):
        g.apply(A.Play(("swap", "swap"), "rotate_cw", (1,)))


def test_rule_empty_hand_turn_only_draws(content):
    g = duo(content)
    set_hands(g, [], ["swap", "swap", "swap"])
    assert g.legal_actions() == [A.Draw()]
    assert g.pending.kind == "draw"
    g.apply(A.Draw())
    assert len(g.hands[0]) == 3 and g.active == 1


def test_rule_solo_has_no_questions(content):
    g = solo(content)
    assert not any(isinstance(a, A.Ask) for a in g.legal_actions())
    with pytest.raises(RuleError, match="nobody to ask"):
        g.apply(A.Ask(0, "swap"))


def test_rule_one_question_per_turn(content):
    g = duo(content)
    set_hands(g, ["swap", "swap", "swap"], ["wild", "swap", "swap"])
    g.apply(A.Ask(1, "lock"))
    assert g.asked == {"seat": 1, "command": "lock", "answer": True}
    assert not any(isinstance(a, A.Ask) for a in g.legal_actions())
    with pytest.raises(RuleError, match="already asked"):
        g.apply(A.Ask(1, "deploy"))


def test_rule_question_answered_truthfully_without_revealing(content):
    g = duo(content)
    set_hands(g, ["swap", "swap", "swap"], ["deploy_lock", "cw_rotate", "cw_rotate"])
    events = g.apply(A.Ask(1, "rotate_acw"))
    assert g.asked["answer"] is False
    view = g.view_for(0)
    assert view["hand_sizes"] == [3, 3] and "deploy_lock" not in str(events[0].data)
    assert view["private"]["hand"] == ["swap", "swap", "swap"]


def test_rule_multi_command_card_verifies_any(content):
    for card, cmd in (("deploy_lock", "lock"), ("deploy_lock", "deploy"),
                      ("either_rotate", "rotate_cw"), ("wild", "swap")):
        g = duo(content)
        bay_state(g, {1: "reactor", 2: "cargo"})
        set_hands(g, ["wild", "swap", "swap"], [card, "swap", "swap"], deck=["swap"] * 5)
        args = {"lock": (), "deploy": (), "swap": (1, 2), "rotate_cw": (1,)}[cmd]
        g.apply(A.Play(("wild",), cmd, args))
        assert g.choice is None and len(g.hands[1]) == 3, (card, cmd)


def test_rule_manual_override_support_discards_choice(content):
    g = duo(content)
    set_hands(g, ["swap", "swap", "swap"], ["deploy_lock", "cw_rotate", "wild"][:2])
    bay_state(g, {1: "reactor", 2: "cargo"})
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    assert g.pending.seat == 1 and g.pending.kind == "override_discard"
    with pytest.raises(RuleError):
        g.apply(A.Choose("card:wild"))
    g.apply(A.Choose("card:deploy_lock"))
    assert g.hands[1] == ["cw_rotate"]


def test_rule_only_active_player_refreshes(content):
    g = duo(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "swap"], ["deploy_lock", "cw_rotate"])
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    g.apply(A.Choose("card:cw_rotate"))
    assert len(g.hands[0]) == 3 and g.hands[1] == ["deploy_lock"]


def test_rule_refresh_deck_adds_set_aside_and_scrambles(content):
    g = solo(content)
    bay_state(g, {1: "reactor", 2: "cargo"}, locked=(5, 6))
    set_hands(g, ["swap", "swap", "swap"], deck=[])
    g.discard = ["deploy_lock"] * 4
    locked_prints = (g.bp[4], g.bp[5])
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    assert g.cycle == 2
    assert [e["card"] for e in g.set_aside] == ["wild"]
    assert sorted(g.hands[0] + g.deck) == sorted(["deploy_lock"] * 4 + ["swap", "swap", "swap",
                                                                       "either_rotate"])
    assert (g.bp[4], g.bp[5]) == locked_prints
    assert sorted(g.bp) == sorted(content.module_ids)
    assert (g.mod[0], g.mod[1]) == ("cargo", "reactor")  # modules stay in their bays


def test_rule_scramble_deals_from_bay_12_clockwise(content):
    from game.engines.assembly.rules import refreshing
    from game.engines.common.rng import Rng

    g = solo(content)
    bay_state(g, {}, locked=(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))
    before = list(g.bp)

    class NoShuffle(Rng):
        def shuffle(self, seq):
            pass

    g.rng = NoShuffle(1)
    refreshing.scramble(g)
    # Unlocked bays 11, 12 are dealt in the order 12, 11 (bay 12 first): same as collected.
    assert g.bp == before


def test_rule_lose_when_third_cycle_runs_out(content):
    g = solo(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "swap"], deck=[])
    g.set_aside = []
    g.cycle = 3
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    assert g.is_over and not g.result.won and g.result.reason == "out_of_time"
    assert g.legal_actions() == [] and g.pending is None


def test_rule_win_on_last_lock(content):
    g = solo(content)
    bay_state(g, {12: "life_support"}, locked=tuple(range(1, 12)))
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap", "swap"])
    g.apply(A.Play(("deploy_lock",), "lock", (12,)))
    assert g.is_over and g.result.won and g.result.reason == "launched"
    assert g.result.winners == (0,)
    assert len(g.hands[0]) == 2  # the game ends at once: no refresh


def test_rule_turn_passes_to_partner(content):
    g = duo(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "swap"], ["swap", "swap", "swap"])
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    assert g.active == 1 and g.pending.seat == 1 and g.asked is None
