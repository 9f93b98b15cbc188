"""Gesture -> action lookup: which card pays, substitutes, verifiers, refusal sentences."""

from __future__ import annotations

import pytest

from game.engines.assembly import Play
from game.engines.common.errors import RuleError
from game.scenes.assembly import commands as C

ACTIONS = [
    Play(("wild",), "swap", (1, 2)),
    Play(("swap",), "swap", (1, 2)),
    Play(("swap", "wild", "deploy_lock"), "swap", (1, 2)),
    Play(("deploy_lock",), "lock", (3,)),
    Play(("deploy_lock",), "deploy", (), verifier=1),
    Play(("deploy_lock",), "deploy", (), verifier=2),
]


def test_the_cheapest_single_card_pays():
    assert C.pick_play(ACTIONS, "swap", (1, 2)).cards == ("swap",)


def test_selected_cards_pay_and_three_make_a_substitute():
    assert C.pick_play(ACTIONS, "swap", (1, 2), selected=["wild"]).cards == ("wild",)
    sub = C.pick_play(ACTIONS, "swap", (1, 2), selected=["deploy_lock", "swap", "wild"])
    assert sub.is_substitute


def test_refusals_say_why():
    with pytest.raises(RuleError, match="cannot execute Swap"):
        C.pick_play(ACTIONS, "swap", (1, 2), selected=["deploy_lock"])
    with pytest.raises(RuleError, match="not possible"):
        C.pick_play(ACTIONS, "swap", (1, 5))
    with pytest.raises(RuleError, match="substitute wild"):
        C.pick_play([Play(("a", "b", "c"), "lock", ())], "lock")


def test_verifier_follows_the_answer_or_the_choice():
    no = {"seat": 1, "command": "deploy", "answer": False}
    yes = {"seat": 2, "command": "deploy", "answer": True}
    assert C.pick_play(ACTIONS, "deploy", asked=no).verifier == 2
    assert C.pick_play(ACTIONS, "deploy", asked=yes).verifier == 2
    assert C.pick_play(ACTIONS, "deploy", verifier=1).verifier == 1


def test_lockable_bays_and_swap_targets():
    assert C.lockable_bays(ACTIONS) == {3}
    assert C.swap_targets(ACTIONS, 1) == {2}
