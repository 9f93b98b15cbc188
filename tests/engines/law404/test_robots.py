"""Robot Turn: programming, priority order, Move, Shoving, Pickup/Putdown, Rearrange,
Open/Close and Activate (each robot action table row has its own test)."""

import pytest

from game.engines.common.errors import RuleError
from game.engines.law404.actions import (
    LeaveDoor,
    PickUp,
    ProgramCard,
    PutDown,
    RearrangePlace,
    RearrangeTarget,
    SetDoors,
    ShoveTo,
    Steal,
    UseChip,
)
from game.engines.law404.rules import robot_turn

from .helpers import act, blank, card, drafted, put, stack


def test_rule_robot_turn_deals_five_and_programs_three(content):
    game = drafted(content, players=4)
    assert game.pending.kind == "program"
    assert all(len(h) == 5 for h in game.st["hands"])
    seat = game.pending.seat
    game.apply(ProgramCard(game.st["hands"][seat][0], "top"))
    assert game.pending.seat == seat
    options = game.legal_actions()
    assert ProgramCard(game.st["hands"][seat][0], "bottom") not in options
    assert UseChip() not in options  # only before the first card


def test_rule_robot_actions_resolve_by_priority_each_round(content):
    game = drafted(content, players=3)
    for seat in range(3):
        game.st["program"][seat] = [[c, "top"] for c in game.st["hands"][seat][:3]]
    order = robot_turn.round_order(game, 1)
    prios = [content.action_cards[game.st["program"][s][1][0]].priority for s in order]
    assert prios == sorted(prios)


def test_rule_robot_move_through_named_door_then_choose_door(content):
    game = blank(content, players=2, rooms=["weaponry", "cargo"])
    act(game, 0, "move_triangle")  # weaponry's triangle door leads to space
    assert game.st["room"][0] == "space"
    assert game.pending.kind == "door"
    game.apply(LeaveDoor(True))
    assert game.st["doors"]["d2"] is True


def test_rule_robot_move_without_matching_door_stays(content):
    game = blank(content, players=2, rooms=["weaponry", "cargo"])
    act(game, 0, "move_diamond")
    assert game.st["room"][0] == "weaponry" and game.st["sub"] is None


def test_rule_shove_automatic_with_two_or_three_players(content):
    game = blank(content, players=3, rooms=["weaponry", "navigation", "cargo"])
    put(game, "robot:1", ["pie1", "banana1"])
    act(game, 0, "move_square")          # into navigation, where robot 2 stands
    game.apply(LeaveDoor(False))
    # navigation's neighbours: weaponry (came from), science, cloning -> a choice
    assert game.pending.kind == "shove_room"
    assert set(a.room for a in game.legal_actions()) == {"science", "cloning"}
    game.apply(ShoveTo("science"))
    assert game.pending.kind == "steal"
    game.apply(Steal("pie1"))            # any carried item, not only the top one
    assert stack(game, "robot:0") == ["pie1"]
    assert game.pending.seat == 1 and game.pending.kind == "door"
    game.apply(LeaveDoor(True))
    assert game.st["room"][1] == "science" and game.st["doors"]["d3"] is True


def test_rule_shove_needs_highlight_with_four_or_more(content):
    game = blank(content, players=4, rooms=["weaponry", "navigation", "cargo", "cargo"])
    game.st["program"][0] = [[card(content, False), "top"]] * 3
    act(game, 0, "move_square")
    game.apply(LeaveDoor(False))
    assert game.st["room"][1] == "navigation" and game.st["sub"] is None
    game = blank(content, players=4, rooms=["weaponry", "navigation", "cargo", "cargo"])
    game.st["program"][0] = [[card(content, True), "top"]] * 3
    act(game, 0, "move_square")
    game.apply(LeaveDoor(False))
    assert game.pending.kind == "shove_room"


def test_rule_shove_choose_which_robot(content):
    game = blank(content, players=3, rooms=["weaponry", "navigation", "navigation"])
    act(game, 0, "move_square")
    game.apply(LeaveDoor(False))
    assert game.pending.kind == "shove"
    assert {a.seat for a in game.legal_actions()} == {1, 2}


def test_rule_shove_avoids_occupied_rooms_if_possible(content):
    game = blank(content, players=3, rooms=["weaponry", "navigation", "science"])
    act(game, 0, "move_square")
    game.apply(LeaveDoor(False))
    # science is occupied, weaponry is where we came from: only cloning remains, no choice
    assert game.st["room"][1] == "cloning"


def test_rule_shove_chain(content):
    # robot 1 shoved out of Science (its only free neighbour path is Disposal) into Disposal
    # where robot 2 waits: robot 1 then shoves robot 2 in turn (2-3 players: automatic).
    game = blank(content, players=3, rooms=["navigation", "science", "disposal"])
    act(game, 0, "move_triangle")         # navigation -> science
    game.apply(LeaveDoor(False))
    # neighbours of science: navigation (came from), disposal (occupied) -> any neighbour
    assert game.pending.kind == "shove_room"
    game.apply(ShoveTo("disposal"))
    game.apply(LeaveDoor(False))          # robot 1's door
    # robot 1 now shoves robot 2 (chain): Science is where robot 1 came from, so Port Engine
    assert game.st["room"][2] == "port_engine"
    assert (game.pending.seat, game.pending.kind) == (2, "door")


def test_rule_reduced_shoving_needs_both_highlighted(content):
    rooms = ["weaponry", "navigation", "cargo", "cargo"]
    game = blank(content, players=4, variants=["reduced_shoving"], rooms=rooms)
    game.st["program"][0] = [[card(content, True), "top"]] * 3
    game.st["program"][1] = [[card(content, False), "top"]] * 3
    act(game, 0, "move_square")
    game.apply(LeaveDoor(False))
    assert game.st["room"][1] == "navigation" and game.st["sub"] is None
    game = blank(content, players=4, variants=["reduced_shoving"], rooms=rooms)
    game.st["program"][0] = [[card(content, True), "top"]] * 3
    game.st["program"][1] = [[card(content, True), "top"]] * 3
    act(game, 0, "move_square")
    game.apply(LeaveDoor(False))
    assert game.pending.kind == "shove_room"


def test_rule_pickup_top_one_or_two(content):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "cargo.space", ["pie1", "banana1", "pie2"])
    act(game, 0, "pickup_putdown")
    assert PickUp("cargo.space", 3) not in game.legal_actions()
    game.apply(PickUp("cargo.space", 2))
    assert stack(game, "robot:0") == ["banana1", "pie2"]


def test_rule_putdown_any_number_from_top(content):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "robot:0", ["pie1", "banana1", "pie2"])
    act(game, 0, "pickup_putdown")
    game.apply(PutDown("cargo.nanolathe", 3))
    assert stack(game, "cargo.nanolathe") == ["pie1", "banana1", "pie2"]


def test_rule_pickup_putdown_refused_by_damaged_machine(content):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "robot:0", ["pie1"])
    put(game, "cargo.nanolathe", ["banana1"])
    game.st["damaged"] = ["cargo.nanolathe"]
    act(game, 0, "pickup_putdown")
    zones = {a.zone for a in game.legal_actions()}
    assert "cargo.nanolathe" not in zones


def test_rule_pickup_putdown_nothing_possible_fizzles(content):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    act(game, 0, "pickup_putdown")
    assert game.st["sub"] is None


def test_rule_rearrange_zone(content):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "cargo.space", ["pie1", "banana1", "pie2"])
    act(game, 0, "rearrange")
    game.apply(RearrangeTarget("cargo.space"))
    game.apply(RearrangePlace("pie2"))
    game.apply(RearrangePlace("pie1"))
    assert stack(game, "cargo.space") == ["pie2", "pie1", "banana1"]


def test_rule_rearrange_own_stack_not_others(content):
    game = blank(content, players=2, rooms=["cargo", "cargo"])
    put(game, "robot:0", ["pie1", "banana1"])
    put(game, "robot:1", ["pie2", "banana2"])
    act(game, 0, "rearrange")
    assert game.legal_actions() == [RearrangeTarget("self")]


def test_rule_open_close_all_doors_of_room(content):
    game = blank(content, players=2, rooms=["navigation", "cargo"])
    act(game, 0, "open_close")
    game.apply(SetDoors(True))
    assert [game.st["doors"][d] for d in ("d1", "d3", "d4", "d2")] == [True, True, True, False]


def test_rule_activate_repairs_damaged_machine(content):
    game = blank(content, players=2, rooms=["weaponry", "cargo"])
    game.st["damaged"] = ["weaponry.tube"]
    put(game, "weaponry.tube", ["missile1"])
    act(game, 0, "activate")
    assert game.st["damaged"] == [] and stack(game, "weaponry.tube") == ["missile1"]


def test_rule_illegal_pickup_leaves_state_unchanged(content):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "cargo.space", ["pie1"])
    act(game, 0, "pickup_putdown")
    before = game.to_dict()
    with pytest.raises(RuleError, match="cannot pick up 2"):
        game.apply(PickUp("cargo.space", 2))
    assert game.to_dict() == before


def test_rule_shove_steal_is_optional(content):
    game = blank(content, players=2, rooms=["weaponry", "navigation"])
    put(game, "robot:1", ["pie1"])
    act(game, 0, "move_square")
    game.apply(LeaveDoor(False))
    if game.pending.kind == "shove_room":
        game.apply(game.legal_actions()[0])
    assert Steal(None) in game.legal_actions()
    game.apply(Steal(None))
    assert stack(game, "robot:1") == ["pie1"]


def test_rule_chip_first_resolves_before_lower_priorities(content):
    game = drafted(content, players=3)
    for seat in range(3):
        game.st["program"][seat] = [[c, "top"] for c in game.st["hands"][seat][:3]]
    slowest = max(range(3), key=lambda s: content.action_cards[game.st["program"][s][0][0]].priority)
    game.st["turn_chip"][slowest] = "first"
    assert robot_turn.round_order(game, 0)[0] == slowest
