"""Double Ring (3-4 players) and the Re-Sequence variant (with Platform/Hold)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engines import assembly as A
from game.engines.common.errors import RuleError

from .conftest import bay_state, force_rolls, resolve, set_hands

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]


def ring(content, players=3, **kw):
    return A.new_game(A.Setup(players=players, seed=2, variants={"double_ring"}, **kw), content)


def test_rule_double_ring_setup(content):
    g = ring(content, players=4)
    assert g.nbays == 24 and len(g.hands) == 4 and all(len(h) == 3 for h in g.hands)
    assert sorted(g.bp[:12]) == sorted(IDS) and sorted(g.bp[12:]) == sorted(IDS)
    mods = Counter(g.stacks[0]) + Counter(m for m in g.mod if m)
    assert mods == Counter(IDS * 2)
    assert len(set(g.roles)) == 4
    with pytest.raises(RuleError, match="3 to 4 players"):
        A.new_game(A.Setup(players=2, variants={"double_ring"}), content)


def test_rule_double_ring_rotate_one_ring(content):
    g = ring(content)
    bay_state(g, {1: "reactor", 13: "cargo"})
    set_hands(g, ["cw_rotate"] * 3, ["wild"] * 3, ["wild"] * 3, deck=["swap"] * 9)
    g.apply(A.Play(("cw_rotate",), "rotate_cw", (1, 2), verifier=1))
    assert g.mod[0] == "reactor" and g.mod[13] == "cargo"


def test_rule_double_ring_swap_within_ring_or_adjacent(content):
    g = ring(content)
    bay_state(g, {1: "reactor", 5: "galley", 13: "cargo", 20: "comms"})
    set_hands(g, ["swap"] * 3, ["wild"] * 3, ["wild"] * 3, deck=["swap"] * 9)
    pairs = {a.args for a in g.legal_actions() if isinstance(a, A.Play)
             and a.command == "swap" and a.cards == ("swap",) and not a.role}
    assert pairs == {(1, 5), (1, 13), (13, 20)}


def test_rule_double_ring_module_locks_in_either_ring(content):
    g = ring(content)
    bp_outer = g.bp[12]
    bay_state(g, {13: bp_outer}, blueprints=list(g.bp))
    set_hands(g, ["deploy_lock"] * 3, ["wild"] * 3, ["wild"] * 3, deck=["swap"] * 9)
    g.apply(A.Play(("deploy_lock",), "lock", (13,), verifier=2))
    assert g.locked[12]


def test_rule_double_ring_deploy_chooses_ring(content):
    g = ring(content)
    bay_state(g, {})
    set_hands(g, ["deploy_lock"] * 3, ["wild"] * 3, ["wild"] * 3, deck=["swap"] * 9)
    force_rolls(g, 4)
    g.apply(A.Play(("deploy_lock",), "deploy", (2,), verifier=1))
    assert g.mod[15] is not None


def test_rule_double_ring_standard_verification_any_player(content):
    g = ring(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap"] * 3, ["deploy_lock"] * 3, ["swap", "cw_rotate", "cw_rotate"],
              deck=["swap"] * 9)
    g.apply(A.Ask(1, "swap"))
    assert g.asked["answer"] is False
    # Standard: Amelie may now pick Sammie (seat 2) to verify instead of Alfie.
    assert {a.verifier for a in g.legal_actions() if isinstance(a, A.Play)} == {1, 2}
    g.apply(A.Play(("swap",), "swap", (1, 2), verifier=2))
    assert g.choice is None and len(g.hands[2]) == 3 and len(g.hands[1]) == 3


def test_rule_double_ring_advanced_verification_asked_player(content):
    g = ring(content, verification="advanced")
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap"] * 3, ["deploy_lock"] * 3, ["swap"] * 3, deck=["swap"] * 9)
    g.apply(A.Ask(1, "swap"))
    assert {a.verifier for a in g.legal_actions() if isinstance(a, A.Play)} == {1}
    with pytest.raises(RuleError, match="verify"):
        g.apply(A.Play(("swap",), "swap", (1, 2), verifier=2))
    g.apply(A.Play(("swap",), "swap", (1, 2), verifier=1))
    assert g.pending.seat == 1 and g.pending.kind == "override_discard"


def test_rule_double_ring_turn_order(content):
    g = ring(content, players=4)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap"] * 3, ["swap"] * 3, ["swap"] * 3, ["swap"] * 3, deck=["swap"] * 20)
    for expected in (1, 2, 3, 0):
        g.apply(A.Play(("swap",), "swap", (1, 2), verifier=(g.active + 1) % 4))
        assert g.active == expected


# ---------------------------------------------------------------- Re-Sequence

def reseq(content, players=1, **kw):
    return A.new_game(A.Setup(players=players, seed=3, variants={"resequence"}, **kw), content)


def test_rule_resequence_setup_two_face_up_stacks(content):
    g = reseq(content)
    assert g.choice is not None and g.choice["kind"] == "deploy_stack"  # setup deploy
    assert g.view_for(0)["stacks"][0] == g.stacks[0]  # face up
    sizes = sorted(len(s) for s in g.stacks)
    g.apply(A.Choose(g.choice["options"][1]))
    assert sizes == [6, 6] and sum(len(s) for s in g.stacks) == 11


def test_rule_resequence_deploy_choose_stack(content):
    g = reseq(content)
    resolve(g)
    bay_state(g, {})
    set_hands(g, ["deploy_lock"] * 3, deck=["swap"] * 9)
    top2 = g.stacks[1][-1]
    force_rolls(g, 6)
    g.apply(A.Play(("deploy_lock",), "deploy"))
    assert g.choice["kind"] == "deploy_stack"
    g.apply(A.Choose("stack:2"))
    assert g.mod[5] == top2


def test_rule_resequence_lock_in_clockwise_sequence(content):
    g = reseq(content)
    resolve(g)
    bay_state(g, {4: IDS[3], 5: IDS[4], 9: IDS[8]})
    set_hands(g, ["deploy_lock"] * 3, deck=["swap"] * 9)
    locks = {a.args for a in g.legal_actions() if isinstance(a, A.Play) and a.command == "lock"
             and not a.role}
    assert locks == {(4,), (5,), (9,)}  # the first bay is free; one bay at a time
    g.apply(A.Play(("deploy_lock",), "lock", (4,)))
    locks = {a.args for a in g.legal_actions() if isinstance(a, A.Play) and a.command == "lock"
             and not a.role}
    assert locks == {(5,)}


def test_rule_resequence_strict_starts_at_bay_1(content):
    g = reseq(content, difficulty={"strict_sequence"})
    resolve(g)
    assert len(g.stacks) == 3
    bay_state(g, {1: IDS[0], 5: IDS[4]})
    set_hands(g, ["deploy_lock"] * 3, deck=["swap"] * 9)
    locks = {a.args for a in g.legal_actions() if isinstance(a, A.Play) and a.command == "lock"}
    assert locks == {(1,)}


def test_rule_resequence_swap_with_stack_top(content):
    g = reseq(content)
    resolve(g)
    bay_state(g, {3: "reactor"})
    set_hands(g, ["swap"] * 3, deck=["swap"] * 9)
    top = g.stacks[1][-1]
    g.apply(A.Play(("swap",), "swap", (3, 2), option="stack"))
    assert g.mod[2] == top and g.stacks[1][-1] == "reactor"


def test_rule_resequence_rotate_cycles_stacks(content):
    g = reseq(content)
    resolve(g)
    bay_state(g, {3: "reactor"})
    set_hands(g, ["either_rotate"] * 3, deck=["swap"] * 9)
    before = [list(s) for s in g.stacks]
    g.apply(A.Play(("either_rotate",), "rotate_cw", (), option="cycle"))
    assert g.stacks == [[s[-1]] + s[:-1] for s in before] and g.mod[2] == "reactor"


def test_rule_platform_hold_active_player(content):
    # Platform/Hold example: modules skip covered bays, so they move further.
    g = reseq(content)
    resolve(g)
    bay_state(g, {5: "reactor", 8: "cargo"})
    set_hands(g, ["acw_rotate", "platform_hold", "swap"], deck=["swap"] * 9)
    g.apply(A.Play(("acw_rotate",), "rotate_acw", (2,), holds=(4,)))
    assert g.mod[1] == "reactor"  # 5 -> (4 held) 3 -> 2
    assert g.mod[5] == "cargo"  # 8 -> 7 -> 6
    assert g.discard[-2:] == ["acw_rotate", "platform_hold"] or \
        "platform_hold" in g.discard


def test_rule_platform_hold_support_player(content):
    g = reseq(content, players=2)
    resolve(g)
    bay_state(g, {5: "reactor"})
    set_hands(g, ["cw_rotate", "swap", "swap"], ["platform_hold", "cw_rotate", "swap"],
              deck=["swap"] * 9)
    g.apply(A.Play(("cw_rotate",), "rotate_cw", (1,)))
    assert g.pending.seat == 1 and g.pending.kind == "support_hold"
    g.apply(A.Choose("bay:6"))
    assert g.mod[6] == "reactor"  # 5 -> (6 held) 7
    assert "platform_hold" not in g.hands[1]


def test_rule_platform_hold_alone_must_be_verified(content):
    g = reseq(content, players=2)
    resolve(g)
    set_hands(g, ["platform_hold", "swap", "swap"], ["swap"] * 3, deck=["swap"] * 9)
    g.apply(A.Play(("platform_hold",), "hold"))
    assert g.pending.kind == "override_discard"


def test_rule_double_ring_implied_for_three_players(content):
    g = A.new_game(A.Setup(players=3, seed=1), content)
    assert g.setup.double_ring and g.nbays == 24
    assert A.Setup.from_dict(g.setup.to_dict()) == g.setup
