"""The table's gestures in the engine's words: every drag kind through `find_action` (and
back through `drag_for`), every other gesture through `play_for`, paid by the selected cards
or else the cheapest single card, with the verifier a player expects."""

from __future__ import annotations

import pytest

from game.engines import assembly as A
from game.engines.common.errors import RuleError

from .conftest import bay_state, resolve, set_hands

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]


def table(content, hand=("wild", "swap", "deploy_lock"), modules=None, players=1, others=(),
          locked=(), **kw):
    g = A.new_game(A.Setup(players=players, seed=4, **kw), content)
    resolve(g)
    bay_state(g, {1: "reactor", 2: "cargo", 5: "galley"} if modules is None else modules,
              locked=locked)
    set_hands(g, list(hand), *[list(h) for h in others], deck=["cw_rotate"] * 10)
    return g


def test_a_module_dropped_on_another_swaps_them_with_the_cheapest_card(content):
    g = table(content)
    play = g.find_action(0, "module", "bay:5", "bay:2")
    assert play == A.Play(("swap",), "swap", (2, 5))  # a Swap card before the Wild
    assert g.drag_for(play) == ("module", "bay:2", "bay:5")
    assert g.find_action(0, *g.drag_for(play)) == play


def test_the_selected_cards_pay_one_or_three(content):
    g = table(content)
    assert g.find_action(0, "module", "bay:1", "bay:2", using=("wild",)).cards == ("wild",)
    sub = g.find_action(0, "module", "bay:1", "bay:2", using=("deploy_lock", "swap", "wild"))
    assert sub.is_substitute and sub.args == (1, 2)
    with pytest.raises(RuleError, match="A Deploy/Lock card cannot execute Swap."):
        g.find_action(0, "module", "bay:1", "bay:2", using=("deploy_lock",))
    with pytest.raises(RuleError, match="exactly 3 cards as a substitute wild"):
        g.find_action(0, "module", "bay:1", "bay:2", using=("swap", "wild"))


def test_three_cards_are_spent_only_when_selected(content):
    g = table(content, hand=("cw_rotate", "deploy_lock", "deploy_lock"))
    with pytest.raises(RuleError, match="No card in your hand executes Swap: select 3 cards "
                                        "to discard them as a substitute wild."):
        g.find_action(0, "module", "bay:1", "bay:2")
    sub = A.Play(("cw_rotate", "deploy_lock", "deploy_lock"), "swap", (1, 2))
    assert sub in g.legal_actions() and g.drag_for(sub) is None  # select the cards first
    assert g.find_action(0, "module", "bay:1", "bay:2", using=sub.cards) == sub


def test_a_refused_drop_names_the_module_its_bays_and_the_rule(content):
    g = table(content, locked=(3,))
    with pytest.raises(RuleError) as caught:
        g.find_action(0, "module", "bay:1", "bay:3")
    assert str(caught.value) == ("The Reactor module cannot go from bay 1 to bay 3. Bay 3 is "
                                 "locked: its module can no longer move.")
    with pytest.raises(RuleError, match="Bay 4 has no module to swap"):
        g.find_action(0, "module", "bay:1", "bay:4")
    with pytest.raises(RuleError, match="cannot be dragged"):
        g.find_action(0, "counter", "bay:1", "bay:4")


def test_only_the_seat_to_decide_may_drag(content):
    g = table(content, players=2, others=(("swap",) * 3,))
    with pytest.raises(RuleError, match="It is Player 1's turn."):
        g.find_action(1, "module", "bay:1", "bay:2")


def test_override_robots_swap_with_their_modules(content):
    g = table(content, variants={"override"})
    g.rob = [None] * 12
    g.rob[0], g.rob[4] = 0, 1
    g.robot_colours, g.targets = ["blue", "white"], [["blue", 6], ["white", 10]]
    g._legal = g._memo = None
    play = g.find_action(0, "module", "bay:1", "bay:5")
    assert play.option == "robots" and play.args == (1, 5)
    assert g.drag_for(play) == ("module", "bay:1", "bay:5")
    with pytest.raises(RuleError, match="carries a robot"):
        g.find_action(0, "module", "bay:1", "bay:2")


def test_resequence_a_module_dropped_on_a_stack_exchanges_it(content):
    g = table(content, variants={"resequence"})
    play = g.find_action(0, "module", "bay:2", "stack:1")
    assert play == A.Play(("swap",), "swap", (2, 1), option="stack")
    assert g.drag_for(play) == ("module", "bay:2", "stack:1")


def test_oren_exchanges_with_a_stack_once_his_ability_is_on(content):
    g = table(content, roles=("oren",))
    with pytest.raises(RuleError, match="Exchanging a module with the top of a stack is a "
                                        "Re-Sequence option"):
        g.find_action(0, "module", "bay:2", "stack:1")
    play = g.find_action(0, "module", "bay:2", "stack:1", using=("role",))
    assert play == A.Play(("swap",), "swap", (2, 1), role=True)
    assert g.drag_for(play) is None  # the ability must be switched on first


def test_alfie_drags_blueprints(content):
    g = table(content, roles=("alfie",), modules={1: "reactor"}, locked=(4,))
    play = g.find_action(0, "blueprint", "bay:3", "bay:1")
    assert play == A.Play(("swap",), "swap", (1, 3), role=True)
    assert g.drag_for(play) == ("blueprint", "bay:1", "bay:3")
    with pytest.raises(RuleError, match="Bay 4 is locked: its blueprint can no longer move"):
        g.find_action(0, "blueprint", "bay:1", "bay:4")


def test_a_button_play_is_paid_and_refused_like_a_drag(content):
    g = table(content, roles=("theo",), hand=("acw_rotate", "either_rotate", "swap"))
    assert g.play_for(0, "rotate_acw", (1,)).cards == ("acw_rotate",)
    with pytest.raises(RuleError) as caught:
        g.play_for(0, "rotate_acw", (1,), role=True)
    assert str(caught.value) == ("Theo's ability moves one module: choose the module, then 1 "
                                 "or 2 bays.")
    assert g.play_for(0, "rotate_acw", (2, 1), role=True).args == (2, 1)


def test_the_verifier_is_the_one_who_said_yes_else_not_the_one_who_said_no(content):
    g = table(content, players=3, hand=("swap",) * 3,
              others=(("wild",) * 3, ("deploy_lock",) * 3))
    assert g.play_for(0, "swap", (1, 2)).verifier == 1  # nobody asked: the next player
    g.apply(A.Ask(2, "swap"))
    assert g.asked["answer"] is False
    assert g.play_for(0, "swap", (1, 2)).verifier == 1
    assert g.play_for(0, "swap", (1, 2), verifier=2).verifier == 2
    h = table(content, players=3, hand=("swap",) * 3,
              others=(("deploy_lock",) * 3, ("wild",) * 3))
    h.apply(A.Ask(2, "swap"))
    assert h.asked["answer"] is True and h.play_for(0, "swap", (1, 2)).verifier == 2
