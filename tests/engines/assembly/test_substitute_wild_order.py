"""Substitute wild: "discard exactly 3 Command cards to execute any command" - which three
cards matters, the order they are named in does not (ruling 47)."""

from __future__ import annotations

from itertools import permutations

import pytest

from game.engines import assembly as A

from .conftest import bay_state, set_hands, solo

HAND = ["swap", "deploy_lock", "swap"]


@pytest.mark.parametrize("cards", sorted(set(permutations(HAND))), ids="+".join)
def test_rule_substitute_wild_cards_in_any_order(content, cards):
    g = solo(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, list(HAND), deck=["cw_rotate"] * 6)
    action = A.parse_action(f"play {'+'.join(cards)} rotate_cw 1")
    assert action in g.legal_actions()
    g.apply(action)
    assert g.history == ["play deploy_lock+swap+swap rotate_cw 1"]
    assert sorted(g.discard) == sorted(HAND)


def test_rule_substitute_wild_built_in_any_order_is_the_listed_play(content):
    listed = A.Play(("deploy_lock", "swap", "swap"), "swap", (1, 2))
    assert A.Play(("swap", "swap", "deploy_lock"), "swap", (1, 2)) == listed
    assert A.Play(("swap", "deploy_lock", "swap"), "swap", (1, 2)).to_text() == listed.to_text()
