"""Role Cards: single use, replace the command's normal effect, usable via substitute wild."""

from __future__ import annotations

import pytest

from game.engines import assembly as A
from game.engines.common.errors import RuleError

from .conftest import bay_state, set_hands

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]


def with_role(content, role, modules, locked=(), hand=("swap", "swap", "swap")):
    g = A.new_game(A.Setup(players=1, seed=3, roles=(role,)), content)
    bay_state(g, modules, locked)
    set_hands(g, list(hand), deck=["swap"] * 6)
    return g


def role_plays(g):
    return [a for a in g.legal_actions() if isinstance(a, A.Play) and a.role]


def test_rule_role_alfie_swaps_blueprints(content):
    g = with_role(content, "alfie", {1: IDS[2]})
    bp = list(g.bp)
    g.apply(A.Play(("swap",), "swap", (1, 3), role=True))
    assert g.bp[0] == bp[2] and g.bp[2] == bp[0] and g.mod[0] == IDS[2]
    assert g.roles_used == [True]
    assert role_plays(g) == []  # single use


def test_rule_role_alfie_cannot_touch_locked_blueprints(content):
    g = with_role(content, "alfie", {}, locked=(2,))
    assert all(2 not in a.args for a in role_plays(g))


def test_rule_role_jayani_moves_three_modules(content):
    g = with_role(content, "jayani", {1: "reactor", 2: "cargo", 3: "galley"})
    assert {a.args for a in role_plays(g) if a.cards == ("swap",)} == {(1, 2, 3), (1, 3, 2)}
    g.apply(A.Play(("swap",), "swap", (1, 2, 3), role=True))
    assert g.mod[:3] == ["galley", "reactor", "cargo"]


def test_rule_role_nahla_locks_a_third_bay(content):
    g = with_role(content, "nahla", {1: IDS[0], 2: IDS[1], 3: IDS[2]},
                  hand=("deploy_lock", "swap", "swap"))
    assert [a.args for a in role_plays(g) if a.cards == ("deploy_lock",)] == [(1, 2, 3)]
    g.apply(A.Play(("deploy_lock",), "lock", (1, 2, 3), role=True))
    assert g.locked[:3] == [True, True, True]


def test_rule_role_nahla_third_bay_must_match(content):
    g = with_role(content, "nahla", {1: IDS[0], 2: IDS[1], 3: IDS[4]},
                  hand=("deploy_lock", "swap", "swap"))
    with pytest.raises(RuleError):
        g.apply(A.Play(("deploy_lock",), "lock", (1, 2, 3), role=True))


def test_rule_role_priya_chooses_deploy_bay(content):
    g = with_role(content, "priya", {}, hand=("deploy_lock", "swap", "swap"))
    top = g.stacks[0][-1]
    rng_state = g.rng.state
    g.apply(A.Play(("deploy_lock",), "deploy", (8,), role=True))
    assert g.mod[7] == top and g.rng.state == rng_state  # no die roll


def test_rule_role_theo_moves_single_module_past_occupied(content):
    g = with_role(content, "theo", {1: "reactor", 2: "cargo", 4: "galley"}, locked=(3,),
                  hand=("cw_rotate", "swap", "swap"))
    g.apply(A.Play(("cw_rotate",), "rotate_cw", (1, 2), role=True))
    # From 1: bay 2 occupied, 3 locked, 4 occupied: first free is 5, second is 6.
    assert g.mod[5] == "reactor" and g.mod[0] is None and g.mod[1] == "cargo"


def test_rule_role_oren_exchanges_with_stack(content):
    g = with_role(content, "oren", {1: "reactor"})
    top = g.stacks[0][-1]
    g.apply(A.Play(("swap",), "swap", (1, 1), role=True))
    assert g.mod[0] == top and g.stacks[0][-1] == "reactor"


def test_rule_role_sol_rotates_three_bays(content):
    g = with_role(content, "sol", {1: "reactor"}, hand=("either_rotate", "swap", "swap"))
    g.apply(A.Play(("either_rotate",), "rotate_acw", (3,), role=True))
    assert g.mod[9] == "reactor"  # 1 -> 12 -> 11 -> 10


def test_rule_role_through_substitute_wild(content):
    g = with_role(content, "alfie", {}, hand=("deploy_lock", "deploy_lock", "cw_rotate"))
    subs = [a for a in role_plays(g) if a.is_substitute]
    assert subs and all(a.command == "swap" for a in subs)
    g.apply(subs[0])
    assert g.roles_used == [True]


def test_rule_role_used_only_once(content):
    g = with_role(content, "sol", {1: "reactor"}, hand=("either_rotate", "either_rotate", "swap"))
    g.apply(A.Play(("either_rotate",), "rotate_cw", (3,), role=True))
    with pytest.raises(RuleError, match="Sol's ability has been used: a role works once a game."):
        g.apply(A.Play(("either_rotate",), "rotate_cw", (3,), role=True))


def test_rule_roles_unique_and_from_content(content):
    with pytest.raises(RuleError, match="different"):
        A.new_game(A.Setup(players=2, roles=("alfie", "alfie")), content)
    with pytest.raises(RuleError, match="Unknown role"):
        A.new_game(A.Setup(players=1, roles=("bob",)), content)
    assert len(content.roles) == 7
