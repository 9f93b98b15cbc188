"""The one rule walk (legal.py): every refusal a player meets, with the sentence they read.
Each refused action is also not listed, and `apply` refuses it with the same sentence,
changing nothing."""

import json

import pytest

from game.engines.common.errors import RuleError
from game.engines.law404 import Setup, new_game
from game.engines.law404 import actions as A
from game.engines.law404.rules import shoving

from .helpers import act, blank, card, drafted, put


def refused(game, action) -> str:
    """The walk's sentence for `action`, checked to be the whole story."""
    reason = game.why_not(action)
    assert reason is not None, f"{action.to_text()} is allowed"
    assert action not in game.legal_actions()
    before = json.dumps(game.to_dict(), sort_keys=True)
    with pytest.raises(RuleError) as err:
        game.apply(action)
    assert str(err.value) == reason
    assert json.dumps(game.to_dict(), sort_keys=True) == before
    return reason


def robot_1_to(content, card_action, rooms=("cargo", "weaponry"), **stacks):
    """Robot 1 (carrying a Fuel) in the first of `rooms`, the zones filled from `stacks`
    (zone id with "_" for "."), resolving `card_action`."""
    game = blank(content, players=2, rooms=list(rooms))
    put(game, "robot:0", ["fuel1"])
    for zone, ids in stacks.items():
        put(game, zone.replace("_", "."), ids)
    act(game, 0, card_action)
    return game


# ---------------------------------------------------------------- pickup / putdown

def test_rule_pickup_refused_from_a_damaged_machine(content):
    game = robot_1_to(content, "pickup_putdown", cargo_nanolathe=["banana1"])
    game.st["damaged"] = ["cargo.nanolathe"]
    assert refused(game, A.PickUp("cargo.nanolathe", 1)) == (
        "Robot 1 cannot pick up 1 item from the Nanolathe (Storage): it is damaged, and a "
        "damaged machine lets nothing in or out until it is repaired.")
    assert "Nanolathe (Storage): it is damaged" in refused(game, A.PutDown("cargo.nanolathe", 1))


def test_rule_putdown_refused_into_a_locked_cage(content):
    game = robot_1_to(content, "pickup_putdown", rooms=("science", "cargo"))
    game.st["cage_locked"] = True
    assert refused(game, A.PutDown("science.cage", 1)) == (
        "Robot 1 cannot put 1 item into the Monkey Cage (Science): it is locked, and nothing "
        "goes in or out until it unlocks at the start of next turn.")


def test_rule_pickup_refused_from_a_zone_of_another_room(content):
    game = robot_1_to(content, "pickup_putdown", weaponry_racks=["missile1"])
    assert refused(game, A.PickUp("weaponry.racks", 1)) == (
        "Robot 1 cannot pick up 1 item from the Missile Racks (Weaponry): it is in Weaponry "
        "and Robot 1 is in Storage.")


def test_rule_pickup_refused_beyond_the_top_two_items(content):
    game = robot_1_to(content, "pickup_putdown", cargo_space=["pie1", "pie2", "pie3"])
    assert refused(game, A.PickUp("cargo.space", 3)) == (
        "Robot 1 cannot pick up 3 items from the Cargo Space (Storage): a robot picks up at "
        "most the top 2 items of a zone.")


def test_rule_pickup_refused_when_the_zone_holds_fewer_items(content):
    game = robot_1_to(content, "pickup_putdown", cargo_space=["pie1"])
    assert refused(game, A.PickUp("cargo.space", 2)).endswith(": it holds only 1 item.")
    assert refused(game, A.PickUp("cargo.floor", 1)).endswith(
        "from the Floor (Storage): it is empty.")
    assert refused(game, A.PickUp("cargo.space", 0)).endswith(": pick up at least one item.")


def test_rule_putdown_refused_when_carrying_too_few_items(content):
    game = robot_1_to(content, "pickup_putdown")
    assert refused(game, A.PutDown("cargo.floor", 2)) == (
        "Robot 1 cannot put 2 items on the Floor (Storage): Robot 1 carries only 1 item.")


def test_rule_pickup_of_an_unknown_zone_is_refused(content):
    game = robot_1_to(content, "pickup_putdown")
    assert refused(game, A.PickUp("self", 1)) == "There is no such zone on the ship."


# ---------------------------------------------------------------- rearrange

def test_rule_rearrange_refused_for_a_stack_of_one(content):
    game = robot_1_to(content, "rearrange", cargo_space=["pie1", "pie2"])
    assert refused(game, A.RearrangeTarget("self")) == (
        "Robot 1 cannot rearrange its own stack: it carries only 1 item.")
    assert refused(game, A.RearrangeTarget("cargo.floor")) == (
        "Robot 1 cannot rearrange the Floor (Storage): it holds nothing.")


def test_rule_rearranging_places_each_item_of_the_stack_once(content):
    game = robot_1_to(content, "rearrange", cargo_space=["pie1", "pie2", "banana1"])
    game.apply(A.RearrangeTarget("cargo.space"))
    game.apply(A.RearrangePlace("pie2"))
    assert refused(game, A.RearrangePlace("pie2")) == (
        "That Pie is already placed in the new stack.")
    assert refused(game, A.RearrangePlace("fuel1")) == (
        "That Fuel is not in the stack being rearranged.")


# ---------------------------------------------------------------- programming and chips

def test_rule_program_refused_for_a_card_already_programmed(content):
    game = drafted(content, players=2)
    seat = game.pending.seat
    first = game.st["hands"][seat][0]
    game.apply(A.ProgramCard(first, "top"))
    priority = content.action_cards[first].priority
    assert refused(game, A.ProgramCard(first, "bottom")) == (
        f"Action card {priority} is already in Robot {seat + 1}'s program, as Action 1.")


def test_rule_chip_refused_after_the_first_card_and_once_spent(content):
    game = drafted(content, players=2)
    seat = game.pending.seat
    game.apply(A.ProgramCard(game.st["hands"][seat][0], "top"))
    assert refused(game, A.UseChip()) == (
        "A chip is used before the first action card is programmed.")
    game = drafted(content, players=2)
    game.st["chips"][game.pending.seat]["charged"] = False
    game._legal = None
    assert refused(game, A.UseChip()) == (
        f"Robot {game.pending.seat + 1}'s chip is spent: a planetary mission (or an anomaly) "
        "recharges it.")


# ---------------------------------------------------------------- the draft

def test_rule_keep_refused_for_a_directive_not_held(content):
    game = new_game(Setup(2, 1), content)
    held = game.st["draft_hands"][0]
    other = next(d for d in sorted(content.directives) if d not in held)
    assert refused(game, A.KeepDirective(other)) == (
        f"{content.directives[other].name} is not among the directives Robot 1 holds in the "
        "draft.")
    kept = held[0]
    game.apply(A.KeepDirective(kept))
    game.apply(game.legal_actions()[0])  # Robot 2 keeps one; the hands pass on
    assert refused(game, A.KeepDirective(kept)) == (
        f"Robot 1 has already kept {content.directives[kept].name}.")


# ---------------------------------------------------------------- shoving

def test_rule_shove_refused_for_a_robot_elsewhere_or_already_shoved(content):
    game = blank(content, players=4, rooms=["weaponry", "navigation", "navigation", "cargo"])
    for seat in range(4):
        game.st["program"][seat] = [[card(content, True), "top"]] * 3
    act(game, 0, "move_square")  # into Navigation, where robots 2 and 3 stand
    game.apply(A.LeaveDoor(False))
    assert game.pending.kind == "shove"
    assert refused(game, A.Shove(3)) == "Robot 4 is not in Navigation."
    assert refused(game, A.Shove(0)) == "A robot cannot shove itself."
    assert refused(game, A.Shove(7)) == "There are only 4 robots in this game."


def test_rule_reduced_shoving_refuses_a_robot_without_a_highlighted_card(content):
    game = blank(content, players=4, variants=["reduced_shoving"],
                 rooms=["navigation", "navigation", "navigation", "cargo"])
    for seat in range(4):
        game.st["program"][seat] = [[card(content, seat != 2), "top"]] * 3
    assert shoving.shove_refusal(game, 0, 1, [0]) is None
    assert shoving.shove_refusal(game, 0, 2, [0]) == (
        "With Reduced Shoving a robot is shoved only if its own action card is highlighted "
        "too, and Robot 3's is not.")
    game.st["program"][0] = [[card(content, False), "top"]] * 3
    assert shoving.shove_refusal(game, 0, 1, [0]) == (
        "With 4 or more robots only a robot whose action card is highlighted shoves, and "
        "Robot 1's is not.")


def test_rule_shove_into_a_room_the_mover_came_from_or_not_next_door(content):
    game = blank(content, players=3, rooms=["weaponry", "navigation", "cargo"])
    act(game, 0, "move_square")  # Weaponry -> Navigation, where robot 2 is shoved
    game.apply(A.LeaveDoor(False))
    assert game.pending.kind == "shove_room"  # Science and Cloning are both free
    assert refused(game, A.ShoveTo("weaponry")) == (
        "Robot 2 cannot be shoved into Weaponry: Robot 1 came in from there, and Science and "
        "Cloning are free.")
    assert refused(game, A.ShoveTo("cargo")) == (
        "Storage is not next to Navigation: a shoved robot goes through a door of the room "
        "it is in.")


def test_rule_shove_into_a_room_with_a_robot_while_a_free_one_is_next_door(content):
    # No room has more than three doors, so this is never a choice a player meets (the
    # one free room is taken without asking); the rule that leaves it out says why.
    game = blank(content, players=3, rooms=["navigation", "navigation", "science"])
    assert shoving.shove_room_choices(game, 0, 1, "weaponry") == ["cloning"]
    assert shoving.shove_room_refusal(game, 0, 1, "science", "weaponry") == (
        "Robot 2 cannot be shoved into Science: a robot is in it, and Cloning is free.")


def test_rule_steal_refused_for_an_item_the_shoved_robot_does_not_carry(content):
    game = blank(content, players=2, rooms=["weaponry", "navigation"])
    put(game, "robot:1", ["pie1"])
    act(game, 0, "move_square")
    game.apply(A.LeaveDoor(False))
    if game.pending.kind == "shove_room":
        game.apply(game.legal_actions()[0])
    assert game.pending.kind == "steal"
    assert refused(game, A.Steal("pie2")) == "Robot 2 does not carry that Pie."
    assert refused(game, A.Steal("nonsense")) == "There is no such item."


# ---------------------------------------------------------------- machines and variants

def test_rule_lathe_refused_for_a_kind_the_supply_has_none_of(content):
    game = blank(content, players=2)
    for pie in ("pie1", "pie2", "pie3"):
        game.st["supply"].remove(pie)
        game.st["stacks"]["cargo.floor"].append(pie)
    game.st["sub"] = {"kind": "lathe", "seat": 0, "zone": "cargo.nanolathe", "remaining": 1}
    game._legal = None
    assert refused(game, A.LathePick("pie")) == (
        "There is no Pie left in the supply for the Nanolathe to make.")
    assert refused(game, A.LathePick("robot")) == (
        "The Nanolathe cannot make that: it is not an item of this game.")


def test_rule_endless_offer_refused_for_a_directive_not_face_up(content):
    game = blank(content, players=2, variants=["endless_directives"])
    up = sorted(content.directives)[:3]
    game.st["faceup"] = list(up)
    game.st["sub"] = {"kind": "offer", "seat": 0}
    game._legal = None
    down = sorted(content.directives)[5]
    assert refused(game, A.TakeOffered(down, up[0])) == (
        f"{content.directives[down].name} is not face up.")
    assert refused(game, A.TakeOffered(up[0], up[0])) == (
        "Take two different face-up directives: one to keep, one to discard.")


# ---------------------------------------------------------------- the wrong moment

def test_rule_a_choice_of_another_decision_says_what_comes_first(content):
    game = blank(content, players=2, rooms=["weaponry", "cargo"])
    act(game, 0, "move_triangle")
    assert refused(game, A.PickUp("space.void", 1)) == (
        "First Robot 1 must leave the door it came through open or closed.")
    game = drafted(content, players=2)
    assert refused(game, A.SetDoors(True)) == (
        f"First Robot {game.pending.seat + 1} must program its action cards.")


def test_rule_no_action_is_taken_after_the_game_is_over(content):
    game = drafted(content, players=2)
    game.st["over"] = {"reason": "deck_empty", "winners": [0], "text": "", "score": 0,
                       "details": {}}
    assert game.why_not(A.UseChip()) == "The game is over; no more actions can be taken."
    with pytest.raises(RuleError, match="The game is over"):
        game.apply(A.UseChip())
