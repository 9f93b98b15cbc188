"""The drag lookup (gestures.py): each kind of drag finds its one legal action, `drag_for`
gives the drag back, and a drag that means nothing legal is refused with the rule walk's
sentence, naming what was dragged and where, the game untouched."""

import pytest

from game.engines.common.errors import RuleError
from game.engines.tempus import parse_action
from game.engines.tempus.gestures import routes
from tests.engines.tempus.helpers import do, give, kill, lock, make, put


def found(g, *drag, seat=0) -> str:
    action = g.find_action(seat, *drag)
    assert action in g.legal_actions()
    return action.to_text()


def refused(g, *drag, seat=0) -> str:
    before = g.to_dict()
    with pytest.raises(RuleError) as caught:
        g.find_action(seat, *drag)
    assert g.to_dict() == before
    return str(caught.value)


def test_drag_a_standee_one_step_is_a_move_and_drag_for_gives_the_drag_back():
    g = make(at="central_corridor")
    assert found(g, "crew:0", "central_corridor", "sick_bay") == "move sick_bay"
    assert g.drag_for(parse_action("move sick_bay")) == ("crew:0", "central_corridor",
                                                         "sick_bay")


def test_drag_a_standee_two_steps_is_the_first_step_of_the_cheapest_route():
    g = make(at="time_drive")
    assert found(g, "crew:0", "time_drive", "long_corridor_fore") == "move central_corridor"
    route = routes(g, 0)["long_corridor_fore"]
    assert route.cost == 2 and [a.to_text() for a in route.path] == [
        "move central_corridor", "move long_corridor_fore"]


def test_drag_a_knocked_down_standee_stands_it_up_first():
    g = make(at="time_drive")
    g.crew[0]["down"] = True
    g._legal = None
    assert found(g, "crew:0", "time_drive", "time_drive") == "stand"
    assert found(g, "crew:0", "time_drive", "central_corridor") == "stand"
    assert g.drag_for(parse_action("stand")) == ("crew:0", "time_drive", "time_drive")


def test_drag_a_standee_out_of_reach_says_how_far_it_can_go():
    g = make(at="central_corridor")
    assert refused(g, "crew:0", "central_corridor", "engineering") == (
        "Captain Vega cannot go from Central Corridor to Engineering: it is out of reach "
        "with 2 movement left (1 per dotted line or open doorway, +1 into a space with "
        "Damage).")


def test_drag_a_standee_through_a_locked_door_gives_the_walks_sentence():
    g = make(at="central_corridor")
    lock(g, "d_sick_bay")
    assert refused(g, "crew:0", "central_corridor", "sick_bay").endswith(
        ": The door between Central Corridor and Sick Bay is locked.")


def test_only_the_acting_standee_moves():
    g = make(at="central_corridor")
    assert refused(g, "crew:1", "central_corridor", "sick_bay") == (
        "It is Captain Vega's turn: only their standee moves now.")


def test_a_seat_not_deciding_is_refused():
    g = make(at="central_corridor")
    assert refused(g, "crew:1", "central_corridor", "sick_bay", seat=1) == (
        "It is Captain Vega's turn.")


def test_drag_an_item_from_the_room_onto_the_sheet_picks_it_up():
    g = make(at="central_corridor")
    assert found(g, "fire_extinguisher_1", "central_corridor", "crew:0") == \
        "pickup fire_extinguisher_1"
    assert g.drag_for(parse_action("pickup fire_extinguisher_1")) == (
        "fire_extinguisher_1", "central_corridor", "crew:0")


def test_drag_an_item_from_the_sheet_into_the_room_drops_it_there_only():
    g = make(at="central_corridor")
    kit = give(g, 0, "tool_kit")
    assert found(g, kit, "crew:0", "central_corridor") == f"drop {kit}"
    assert refused(g, kit, "crew:0", "sick_bay") == (
        "The Tool Kit cannot go from Captain Vega's sheet to Sick Bay: Captain Vega drops "
        "items where they stand, in Central Corridor.")


def test_drag_an_item_between_sheets_is_a_one_card_trade_either_way():
    g = make(at="central_corridor")
    mine, theirs = give(g, 0, "tool_kit"), give(g, 1, "med_kit")
    assert found(g, mine, "crew:0", "crew:1") == f"trade 1 give={mine} take="
    assert found(g, theirs, "crew:1", "crew:0") == f"trade 1 give= take={theirs}"
    assert g.drag_for(parse_action(f"trade 1 give= take={theirs}")) == (theirs, "crew:1",
                                                                       "crew:0")
    assert g.drag_for(parse_action(f"trade 1 give={mine} take={theirs}")) is None


def test_drag_an_item_onto_a_full_sheet_swaps_when_one_swap_fits():
    g = make(at="central_corridor")
    suit = give(g, 0, "space_suit")
    armour = give(g, 1, "body_armour")  # Rhee's one Wearing slot is taken
    assert found(g, suit, "crew:0", "crew:1") == f"trade 1 give={suit} take={armour}"


def test_drag_an_item_to_the_dead_is_refused_with_ruling_r9():
    g = make(at="central_corridor")
    kit = give(g, 0, "tool_kit")
    kill(g, 1)
    assert refused(g, kit, "crew:0", "crew:1") == (
        "The Tool Kit cannot go from Captain Vega's sheet to Scout Rhee's sheet: Scout Rhee "
        "is dead: their body may be looted, but not handed gear.")


def test_drag_an_item_onto_the_supply_discards_it_when_the_crew_must():
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    a, b = give(g, 0, "tool_kit"), give(g, 1, "med_kit")
    g.deck = ["gravity_failure"]  # knockdown, then discard: a choice with two items
    do(g, "end", "end", "end")
    assert g.pending.kind == "discard_equipment"
    chooser = g.pending.seat
    assert found(g, b, "crew:1", "supply", seat=chooser) == f"discard 1 {b}"
    assert g.drag_for(parse_action(f"discard 0 {a}")) == (a, "crew:0", "supply")


def test_drag_a_locked_door_onto_a_door_locks_it_and_back_unlocks_it():
    g = make(at="central_corridor")
    assert found(g, "locked_door", "supply", "d_sick_bay") == "door d_sick_bay"
    lock(g, "d_sick_bay")
    assert found(g, "locked_door", "d_sick_bay", "supply") == "door d_sick_bay"
    assert g.drag_for(parse_action("door d_sick_bay")) == ("locked_door", "d_sick_bay",
                                                           "supply")
    assert refused(g, "locked_door", "supply", "d_sick_bay") == (
        "A Locked Door cannot go from the supply to the door between Central Corridor and "
        "Sick Bay: it is locked already: drag its Locked Door back to the supply to open it.")


def test_drag_a_locked_door_during_the_security_room_switches_each_door_once():
    g = make(at="security_room")
    do(g, "security_room")
    assert found(g, "locked_door", "supply", "d_sick_bay") == "toggle d_sick_bay"
    do(g, "toggle d_sick_bay")
    assert refused(g, "locked_door", "d_sick_bay", "supply").endswith(
        ": The door between Central Corridor and Sick Bay was already switched in this "
        "Security Room action.")


def test_drag_nonsense_is_refused_in_words():
    g = make(at="central_corridor")
    assert refused(g, "no-such-piece", "central_corridor", "sick_bay") == (
        "There is no such piece on the Tempus table.")
    assert refused(g, "crew:0", "central_corridor", "nowhere") == (
        "There is no such place on the Tempus table.")
    assert refused(g, "crew:0", "central_corridor", "crew:1") == (
        "Captain Vega cannot go from Central Corridor to Scout Rhee's sheet: Crew move "
        "between spaces of the ship: drop the standee in a room.")


def test_fire_in_the_room_refuses_a_pick_up_drag_with_the_rule():
    g = make(at="central_corridor")
    put(g, "fire", "central_corridor")
    assert refused(g, "fire_extinguisher_1", "central_corridor", "crew:0").endswith(
        ": No actions may be taken in a space with Fire unless the action removes that Fire.")
