"""The drag lookup (gestures.py): each kind of drag the table makes, what it means, and the
sentence when it means nothing legal."""

import pytest

from game.engines.common.errors import RuleError
from game.engines.law404 import actions as A

from .helpers import act, blank, put


@pytest.fixture
def game(content):
    """Robot 1 in Storage carrying a Fuel and a Pie, resolving Pick up / Put down; Robot 2
    in Weaponry carrying a Banana."""
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "robot:0", ["fuel1", "pie1"])
    put(game, "robot:1", ["banana1"])
    put(game, "cargo.space", ["chart_inaccurate", "banana2", "pie2"])
    put(game, "weaponry.racks", ["missile1"])
    act(game, 0, "pickup_putdown")
    return game


def refusal(game, *drag, seat=0) -> str:
    with pytest.raises(RuleError) as err:
        game.find_action(seat, *drag)
    return str(err.value)


def test_drag_from_a_zone_onto_the_robot_picks_up_what_was_lifted(game):
    assert game.find_action(0, "pie2", "cargo.space", "robot:0") == A.PickUp("cargo.space", 1)
    assert game.find_action(0, "banana2", "cargo.space", "robot:0") == A.PickUp("cargo.space", 2)
    # Dropped on the room's strip of robot minis: onto the robot standing there.
    assert game.find_action(0, "pie2", "cargo.space", "cargo") == A.PickUp("cargo.space", 1)


def test_drag_from_the_robot_onto_a_zone_puts_down_what_was_lifted(game):
    assert game.find_action(0, "pie1", "robot:0", "cargo.floor") == A.PutDown("cargo.floor", 1)
    assert game.find_action(0, "fuel1", "robot:0", "cargo.nanolathe") == A.PutDown(
        "cargo.nanolathe", 2)


def test_drag_of_three_counters_from_a_zone_is_refused_by_the_top_two_rule(game):
    assert refusal(game, "chart_inaccurate", "cargo.space", "robot:0") == (
        "Robot 1 cannot pick up the Navigation Chart (Inaccurate) and the 2 items on it from "
        "the Cargo Space (Storage): a robot picks up at most the top 2 items of a zone.")


def test_drag_into_a_damaged_machine_is_refused_naming_the_counter(game):
    game.st["damaged"] = ["cargo.nanolathe"]
    assert refusal(game, "fuel1", "robot:0", "cargo.nanolathe") == (
        "Robot 1 cannot put the Fuel and the item on it into the Nanolathe (Storage): it is "
        "damaged, and a damaged machine lets nothing in or out until it is repaired.")


def test_drag_from_a_zone_of_another_room_is_refused(game):
    assert refusal(game, "missile1", "weaponry.racks", "robot:0") == (
        "Robot 1 cannot pick up the Missile from the Missile Racks (Weaponry): it is in "
        "Weaponry and Robot 1 is in Storage.")


def test_drag_from_another_robots_stack_is_refused_before_it_starts(game):
    reason = "That is Robot 2's stack: a robot only handles what it carries (shove it to steal)."
    assert game.why_not_lift(0, "banana1", "robot:1") == reason
    assert refusal(game, "banana1", "robot:1", "robot:0") == reason
    assert game.why_not_lift(0, "pie1", "robot:0") is None


def test_drag_of_a_robot_mini_is_refused(game):
    reason = "Robots move by their action cards, not by hand."
    assert game.why_not_lift(0, "robot:0", "cargo") == reason
    assert refusal(game, "robot:0", "cargo", "weaponry") == reason


def test_drag_onto_another_robot_or_another_rooms_robots_is_refused(game):
    assert refusal(game, "pie2", "cargo.space", "robot:1") == (
        "A robot picks items up only onto itself, not onto Robot 2 (shove a robot to steal "
        "from it).")
    assert refusal(game, "pie2", "cargo.space", "weaponry") == (
        "Robot 1 is not in Weaponry: items go onto Robot 1 or onto a zone of its room.")


def test_drag_from_zone_to_zone_is_refused(game):
    assert refusal(game, "pie2", "cargo.space", "cargo.floor") == (
        "Items go from a zone onto Robot 1, or from Robot 1 onto a zone of its room: not from "
        "one zone to another.")


def test_drag_by_a_robot_not_deciding_or_at_another_decision_is_refused(game):
    assert refusal(game, "banana1", "robot:1", "weaponry.floor", seat=1) == (
        "It is Robot 1's turn to decide, not Robot 2's.")
    act(game, 0, "open_close")
    assert refusal(game, "pie2", "cargo.space", "robot:0") == (
        "First Robot 1 must open or close every door of its room.")


def test_drag_of_a_counter_that_is_not_there_is_refused(game):
    assert refusal(game, "pie3", "cargo.space", "robot:0") == (
        "The Pie is not in the Cargo Space (Storage).")
    assert refusal(game, "pie2", "nowhere", "robot:0") == "There is no such place on the ship."


def test_drag_for_is_the_drag_that_finds_the_action(game):
    for action in game.legal_actions():
        drag = game.drag_for(action)
        assert game.find_action(0, *drag) == action
    assert game.drag_for(A.PickUp("cargo.space", 2)) == ("banana2", "cargo.space", "robot:0")
    assert game.drag_for(A.PutDown("cargo.floor", 2)) == ("fuel1", "robot:0", "cargo.floor")
    assert game.drag_for(A.PutDown("cargo.floor", 3)) is None  # carries only two
    assert game.drag_for(A.SetDoors(True)) is None  # a button, not a drag
