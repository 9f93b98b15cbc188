"""Commands: Deploy, Lock, Swap, Rotate (base rules)."""

from __future__ import annotations

import pytest

from game.engines import assembly as A
from game.engines.common.errors import RuleError

from .conftest import bay_state, force_rolls, set_hands, solo


def plays(g, command, role=False):
    return [a for a in g.legal_actions()
            if isinstance(a, A.Play) and a.command == command and len(a.cards) == 1
            and a.role == role]


def test_rule_deploy_rolls_and_places_top_module(content):
    g = solo(content)
    bay_state(g, {})
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 3)
    top = g.stacks[0][-1]
    force_rolls(g, 5)
    events = g.apply(A.Play(("deploy_lock",), "deploy"))
    assert g.mod[4] == top and any(e.kind == "roll" and e.data["roll"] == 5 for e in events)


def test_rule_deploy_skips_occupied_and_locked_clockwise_wrapping(content):
    g = solo(content)
    bay_state(g, {11: "reactor", 1: "cargo"}, locked=(12,))
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 3)
    force_rolls(g, 11)
    g.apply(A.Play(("deploy_lock",), "deploy"))
    assert g.mod[1] is not None and g.mod[1] not in ("reactor", "cargo")


def test_rule_deploy_with_empty_stack_has_no_effect(content):
    g = solo(content)
    bay_state(g, {})
    g.stacks = [[]]
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 3)
    g.apply(A.Play(("deploy_lock",), "deploy"))
    assert g.mod == [None] * 12


def test_rule_lock_one_or_two_matching_bays(content):
    g = solo(content)
    ids = list(content.module_ids)
    bay_state(g, {1: ids[0], 2: ids[1], 3: ids[5]})
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 3)
    assert {a.args for a in plays(g, "lock")} == {(1,), (2,), (1, 2)}
    g.apply(A.Play(("deploy_lock",), "lock", (1, 2)))
    assert g.locked[:3] == [True, True, False]


def test_rule_lock_must_lock_when_able(content):
    g = solo(content)
    ids = list(content.module_ids)
    bay_state(g, {1: ids[0]})
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 3)
    with pytest.raises(RuleError, match="must lock"):
        g.apply(A.Play(("deploy_lock",), "lock", ()))


def test_rule_lock_with_nothing_to_lock_has_no_effect(content):
    g = solo(content)
    ids = list(content.module_ids)
    bay_state(g, {1: ids[3]})
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 3)
    assert [a.args for a in plays(g, "lock")] == [()]
    g.apply(A.Play(("deploy_lock",), "lock", ()))
    assert not any(g.locked)


def test_rule_lock_needs_matching_blueprint(content):
    g = solo(content)
    ids = list(content.module_ids)
    bay_state(g, {1: ids[0], 2: ids[3]})
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 3)
    before = g.to_dict()
    with pytest.raises(RuleError, match="Bay 2 cannot lock: its Navigation module is on the Engineering blueprint."):
        g.apply(A.Play(("deploy_lock",), "lock", (1, 2)))
    assert g.to_dict() == before


def test_rule_swap_two_unlocked_modules(content):
    g = solo(content)
    bay_state(g, {1: "reactor", 4: "cargo", 5: "galley"}, locked=(2,))
    set_hands(g, ["swap", "swap", "swap"], deck=["swap"] * 3)
    assert {a.args for a in plays(g, "swap")} == {(1, 4), (1, 5), (4, 5)}
    g.apply(A.Play(("swap",), "swap", (1, 5)))
    assert (g.mod[0], g.mod[4]) == ("galley", "reactor")
    with pytest.raises(RuleError, match="Bay 2 is locked: its module can no longer move."):
        g.apply(A.Play(("swap",), "swap", (2, 4)))


def test_rule_swap_with_one_module_has_no_effect(content):
    g = solo(content)
    bay_state(g, {1: "reactor"})
    set_hands(g, ["swap", "swap", "swap"], deck=["swap"] * 3)
    assert [a.args for a in plays(g, "swap")] == [()]
    g.apply(A.Play(("swap",), "swap", ()))
    assert g.mod[0] == "reactor"


def test_rule_rotate_moves_all_unlocked_modules_together(content):
    g = solo(content)
    bay_state(g, {12: "reactor", 3: "cargo"}, locked=(1,))
    set_hands(g, ["cw_rotate", "swap", "swap"], deck=["swap"] * 3)
    g.apply(A.Play(("cw_rotate",), "rotate_cw", (2,)))
    # 12 -> (skip locked 1) 2 -> 3; 3 -> 4 -> 5
    assert g.mod[2] == "reactor" and g.mod[4] == "cargo" and g.locked[0]


def test_rule_rotate_direction_fixed_by_card(content):
    g = solo(content)
    bay_state(g, {1: "reactor"})
    set_hands(g, ["cw_rotate", "swap", "swap"], deck=["swap"] * 3)
    assert {a.command for a in plays(g, "rotate_acw")} == set()
    assert {a.args for a in plays(g, "rotate_cw")} == {(1,), (2,)}


def test_rule_rotate_with_no_effect_still_executes(content):
    g = solo(content)
    bay_state(g, {5: "reactor", 9: "cargo"}, locked=(1, 2, 3, 4, 6, 7, 8, 10, 11, 12))
    set_hands(g, ["either_rotate", "swap", "swap"], deck=["swap"] * 3)
    g.apply(A.Play(("either_rotate",), "rotate_cw", (2,)))
    assert (g.mod[4], g.mod[8]) == ("reactor", "cargo")
    assert "either_rotate" in g.discard


def test_rule_wild_executes_any_command(content):
    g = solo(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["wild", "swap", "swap"], deck=["swap"] * 3)
    cmds = {a.command for a in g.legal_actions() if a.cards == ("wild",)}
    assert cmds == {"deploy", "lock", "swap", "rotate_cw", "rotate_acw"}
