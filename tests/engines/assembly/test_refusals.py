"""The rule walk's sentences a player meets: each refusal says which rule and why, in
printed names, and apply() refuses with that very sentence, changing nothing."""

from __future__ import annotations

import json

import pytest

from game.engines import assembly as A
from game.engines.common.errors import RuleError

from .conftest import bay_state, resolve, set_hands

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]


def refused(g, action, sentence: str) -> None:
    """`action` is not legal, why_not says `sentence`, apply() refuses with it and changes
    nothing."""
    assert action not in g.legal_actions()
    assert g.why_not(action) == sentence
    before = json.dumps(g.to_dict(), sort_keys=True)
    with pytest.raises(RuleError) as caught:
        g.apply(action)
    assert str(caught.value) == sentence
    assert json.dumps(g.to_dict(), sort_keys=True) == before


def game(content, players=1, hand=("deploy_lock", "swap", "swap"), modules=None, locked=(),
         others=(), **kw):
    g = A.new_game(A.Setup(players=players, seed=4, **kw), content)
    resolve(g)
    bay_state(g, modules or {}, locked=locked)
    set_hands(g, list(hand), *[list(h) for h in others], deck=["cw_rotate"] * 10)
    return g


def test_rule_lock_refused_while_a_malfunction_needs_a_substitute(content):
    g = game(content, malfunctions="A", modules={12: IDS[11]}, locked=(1, 2))
    refused(g, A.Play(("deploy_lock",), "lock", (12,)),
            "Bay 12's malfunction: it locks only through a substitute wild (any 3 cards), "
            "unless it is the last bay to lock.")
    assert g.why_not(A.Play(("deploy_lock", "swap", "swap"), "lock", (12,))) is None


def test_rule_lock_refused_while_a_malfunction_needs_bays_locked_first(content):
    g = game(content, malfunctions="E", modules={3: IDS[2]}, locked=(7,))
    refused(g, A.Play(("deploy_lock",), "lock", (3,)),
            "Bay 3's malfunction: it cannot lock until at least 2 other bays are locked "
            "(1 is).")


def test_rule_lock_refused_while_a_malfunction_needs_a_locked_neighbour(content):
    g = game(content, malfunctions="G", modules={9: IDS[8]}, locked=(1,))
    refused(g, A.Play(("deploy_lock",), "lock", (9,)),
            "Bay 9's malfunction: it cannot lock until bay 8 or bay 10 beside it is locked.")


def test_rule_lock_refused_when_the_module_is_on_another_blueprint(content):
    g = game(content, modules={4: "reactor"})
    refused(g, A.Play(("deploy_lock",), "lock", (4,)),
            "Bay 4 cannot lock: its Reactor module is on the Navigation blueprint.")


def test_rule_a_lock_that_can_lock_must(content):
    g = game(content, modules={3: IDS[2]})
    refused(g, A.Play(("deploy_lock",), "lock", ()),
            "Bay 3 can be locked, so the Lock command must lock.")


def test_rule_resequence_lock_waits_for_the_bay_before(content):
    g = game(content, variants={"resequence"}, modules={5: IDS[4]}, locked=(3,))
    refused(g, A.Play(("deploy_lock",), "lock", (5,)),
            "Re-Sequence: bays lock in order clockwise, so bay 5 waits until bay 4 is "
            "locked.")


def test_rule_override_robot_locks_only_on_its_target(content):
    g = game(content, variants={"override"}, modules={3: IDS[2], 9: IDS[8]})
    g.rob = [None] * 12
    g.rob[2] = 0
    g.robot_colours, g.targets = ["blue"], [["blue", 8]]
    g._legal = g._memo = None
    refused(g, A.Play(("deploy_lock",), "lock", (3,)),
            "The blue robot in bay 3 locks only on its target (bay 9).")
    refused(g, A.Play(("deploy_lock",), "lock", (9,)),
            "Bay 9 is a blue robot's target: it locks only together with a blue robot.")


def test_rule_theo_moves_one_module_so_it_must_be_chosen(content):
    """Issue 24: with Theo on and no module chosen, a Rotate said only "not possible now"."""
    g = game(content, roles=("theo",), hand=("acw_rotate", "swap", "swap"),
             modules={2: "reactor"})
    refused(g, A.Play(("acw_rotate",), "rotate_acw", (1,), role=True),
            "Theo's ability moves one module: choose the module, then 1 or 2 bays.")
    assert A.Play(("acw_rotate",), "rotate_acw", (2, 1), role=True) in g.legal_actions()


def test_rule_a_role_works_once_and_for_its_own_command(content):
    g = game(content, roles=("sol",), hand=("cw_rotate", "swap", "swap"),
             modules={2: "reactor", 5: "cargo"})
    refused(g, A.Play(("swap",), "swap", (2, 5), role=True),
            "Sol's ability is for Rotate, not Swap.")
    g.roles_used = [True]
    g._legal = g._memo = None
    refused(g, A.Play(("cw_rotate",), "rotate_cw", (3,), role=True),
            "Sol's ability has been used: a role works once a game.")


def test_rule_a_card_executes_only_the_commands_it_shows(content):
    g = game(content, hand=("acw_rotate", "swap", "swap"))
    refused(g, A.Play(("acw_rotate",), "rotate_cw", (1,)),
            "An Anti-Clockwise Rotate card cannot execute Clockwise Rotate.")
    refused(g, A.Play(("wild",), "rotate_cw", (1,)), "You do not hold a Wild card.")


def test_rule_swap_moves_unlocked_modules_only(content):
    g = game(content, modules={1: "reactor", 4: "cargo"}, locked=(2,))
    refused(g, A.Play(("swap",), "swap", (1, 2)),
            "Bay 2 is locked: its module can no longer move.")
    refused(g, A.Play(("swap",), "swap", (1, 3)), "Bay 3 has no module to swap.")


def test_rule_double_ring_swap_crosses_rings_only_side_by_side(content):
    g = game(content, players=3, hand=("swap",) * 3, others=(("wild",) * 3,) * 2,
             modules={1: "reactor", 20: "cargo"})
    refused(g, A.Play(("swap",), "swap", (1, 20), verifier=1),
            "Bays 1 and 20 are in different rings: across the rings, a Swap takes two bays "
            "side by side, like 1 and 13.")


def test_rule_advanced_verifying_is_by_the_player_asked(content):
    g = game(content, players=3, hand=("swap",) * 3, others=(("wild",) * 3,) * 2,
             modules={1: "reactor", 5: "cargo"}, verification="advanced")
    g.apply(A.Ask(2, "swap"))
    refused(g, A.Play(("swap",), "swap", (1, 5), verifier=1),
            "In advanced verifying the player you asked verifies: Player 3.")


def test_rule_platform_hold_needs_a_card_for_each_covered_bay(content):
    g = game(content, variants={"resequence"}, hand=("cw_rotate", "platform_hold", "swap"),
             modules={2: "reactor"}, locked=(6,))
    assert g.why_not(A.Play(("cw_rotate",), "rotate_cw", (1,), holds=(4,))) is None
    refused(g, A.Play(("cw_rotate",), "rotate_cw", (1,), holds=(4, 5)),
            "Each covered bay takes a Platform/Hold card of its own, and you have 1 to spare.")
    refused(g, A.Play(("cw_rotate",), "rotate_cw", (1,), holds=(6,)),
            "Bay 6 is locked: it needs no cover.")


def test_rule_an_answer_must_be_one_of_the_choices(content):
    g = A.new_game(A.Setup(players=2, seed=3, variants={"resequence"}), content)
    assert g.choice["kind"] == "deploy_stack"
    refused(g, A.Choose("stack:3"), "Stack 3 is not one of the choices: stack 1 or stack 2.")
    refused(g, A.Play(("swap",), "swap", (1, 2)),
            "First answer the open choice: " + g.choice["prompt"])


def test_rule_one_question_a_turn_to_another_player(content):
    g = game(content, players=2, others=(("swap",) * 3,))
    refused(g, A.Ask(0, "swap"), "You cannot ask yourself: ask Player 2.")
    refused(g, A.Ask(1, "hold"), "This game has no Platform/Hold cards: ask about another "
            "command.")
    g.apply(A.Ask(1, "swap"))
    refused(g, A.Ask(1, "lock"), "You have already asked your one question this turn.")
