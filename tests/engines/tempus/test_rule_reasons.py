"""The sentence a player reads when a rule says no: each refusal names the rule's reason in
printed names (spaces, items, crew by character name, doors by the spaces they join), and
`why_not`, `apply` and the missing entry in `legal_actions()` agree."""

import pytest

from game.engines.common.errors import RuleError
from game.engines.tempus import parse_action
from tests.engines.tempus.helpers import do, give, kill, legal_texts, lock, make, put


def refused(g, text: str) -> str:
    """The walk's sentence for `text`, checked against apply() and legal_actions()."""
    action = parse_action(text)
    reason = g.why_not(action)
    assert reason is not None and action not in g.legal_actions()
    before = g.to_dict()
    with pytest.raises(RuleError) as caught:
        g.apply(action)
    assert str(caught.value) == reason and g.to_dict() == before
    return reason


def test_rule_no_action_in_a_space_with_fire():
    g = make(at="central_corridor")
    put(g, "fire", "central_corridor")
    assert refused(g, "pickup fire_extinguisher_1") == (
        "No actions may be taken in a space with Fire unless the action removes that Fire.")


def test_rule_fire_exception_is_only_for_the_fire_in_your_own_space():
    """Ruling R4: an extinguisher aimed at the next room's Fire does not put out your own."""
    g = make(at="central_corridor")
    put(g, "fire", "central_corridor")
    put(g, "fire", "sick_bay")
    ext = give(g, 0, "fire_extinguisher")
    assert f"use {ext} central_corridor" in legal_texts(g)
    assert refused(g, f"use {ext} sick_bay").startswith("No actions may be taken in a space "
                                                        "with Fire")


def test_rule_free_actions_ignore_the_fire():
    g = make(at="central_corridor")
    put(g, "fire", "central_corridor")
    uid = give(g, 0, "tool_kit")
    assert g.why_not(parse_action(f"drop {uid}")) is None


def test_rule_movement_a_locked_door_is_named_by_the_spaces_it_joins():
    g = make(at="central_corridor")
    lock(g, "d_sick_bay")
    assert refused(g, "move sick_bay") == "The door between Central Corridor and Sick Bay " \
        "is locked."


def test_rule_movement_a_jammed_door_blocks():
    g = make(at="central_corridor")
    g.sealed.add("d_sick_bay")
    g._legal = None
    assert refused(g, "move sick_bay") == "The door between Central Corridor and Sick Bay " \
        "is jammed shut."


def test_rule_movement_damage_costs_two():
    g = make(at="time_drive")
    put(g, "damage", "long_corridor_fore")
    do(g, "move central_corridor")
    assert refused(g, "move long_corridor_fore") == (
        "Entering Long Corridor (fore) costs 2 movement (it has Damage) but Captain Vega has "
        "1 left.")


def test_rule_movement_knocked_down_stands_up_first():
    g = make(at="time_drive")
    g.crew[0]["down"] = True
    g._legal = None
    assert refused(g, "move central_corridor") == (
        "Captain Vega is knocked down: stand up (1 movement) before moving.")
    do(g, "stand")
    assert refused(g, "stand") == "Captain Vega is already standing."


def test_rule_movement_never_move_action_move():
    g = make(chars=("rhee", "vega"), at="time_drive")
    do(g, "move central_corridor", "pickup fire_extinguisher_1")
    assert refused(g, "move sick_bay") == ("You moved and then took your action: no more "
                                           "movement this turn.")


def test_rule_movement_two_a_turn():
    g = make(at="time_drive")
    do(g, "move central_corridor", "move sick_bay")
    assert refused(g, "move central_corridor") == "Captain Vega has no movement left this turn."


def test_rule_movement_only_to_a_connected_space():
    g = make(at="central_corridor")
    assert refused(g, "move engineering") == "Engineering is not connected to Central Corridor."
    assert refused(g, "move central_corridor") == "Captain Vega is already in Central Corridor."


def test_rule_one_action_a_turn_says_who_acted():
    g = make(at="central_corridor")
    do(g, "pickup fire_extinguisher_1")
    assert refused(g, "pickup fire_extinguisher_2") == (
        "Captain Vega has already taken their action this turn.")


def test_rule_electrical_fault_stops_board_actions():
    g = make(at="maintenance")
    g.exhausted.add(give(g, 0, "tool_kit"))
    put(g, "fault", "maintenance")
    assert refused(g, "maintenance") == ("Board actions do not work while there is an "
                                         "Electrical Fault in Maintenance.")


def test_rule_board_action_only_at_its_station():
    g = make(at="central_corridor")
    assert refused(g, "sick_bay 0") == "That action can only be taken at Sick Bay."


def test_rule_exhausted_item_waits_for_maintenance():
    g = make(at="central_corridor")
    uid = give(g, 0, "med_kit")
    g.crew[0]["wounds"] = 1
    g.exhausted.add(uid)
    g._legal = None
    assert refused(g, f"free {uid} crew:0") == ("The Med-Kit is exhausted; refresh it in "
                                               "Maintenance.")


def test_rule_an_item_works_on_what_it_names():
    g = make(at="central_corridor")
    kit = give(g, 0, "tool_kit")
    assert refused(g, f"use {kit} central_corridor") == "There is no Damage in Central Corridor."
    put(g, "damage", "sick_bay")
    assert refused(g, f"use {kit} sick_bay") == "There is no Damage in Central Corridor."
    put(g, "damage", "central_corridor")
    assert refused(g, f"use {kit} sick_bay") == ("The Tool Kit works only in Captain Vega's "
                                                "own space, Central Corridor.")
    med = give(g, 0, "med_kit")
    assert refused(g, f"use {med} crew:1") == "Nobody in Central Corridor is wounded."
    g.crew[0]["wounds"] = 1
    g._legal = None
    assert refused(g, f"use {med} crew:1") == "Scout Rhee has no wounds."


def test_rule_an_item_of_reach_works_next_door_too():
    g = make(at="central_corridor")
    tool = give(g, 0, "electro_tool")
    assert refused(g, f"use {tool} sick_bay") == ("There is no Electrical Fault in Central "
                                                 "Corridor or next to it.")
    put(g, "fault", "sick_bay")
    assert f"use {tool} sick_bay" in legal_texts(g)


def test_rule_sick_bay_heals_the_wounded_in_it():
    g = make(at="sick_bay")
    assert refused(g, "sick_bay 0") == "Nobody in Sick Bay is wounded."


def test_rule_pick_up_needs_a_free_slot_of_its_kind():
    g = make(at="security_room")
    give(g, 0, "space_suit")
    assert refused(g, "pickup body_armour_1") == "Captain Vega has no free wearing slot for it."


def test_rule_trade_with_the_dead_only_takes():
    """Ruling R9."""
    g = make(at="central_corridor")
    mine = give(g, 0, "med_kit")
    kill(g, 1)
    assert refused(g, f"trade 1 give={mine} take=") == (
        "Scout Rhee is dead: their body may be looted, but not handed gear.")


def test_rule_trade_partner_shares_the_space():
    g = make(at="central_corridor")
    g.crew[1]["at"] = "sick_bay"
    theirs = give(g, 1, "tool_kit")
    assert refused(g, f"trade 1 give= take={theirs}") == "Scout Rhee is not in Central Corridor."
    assert refused(g, f"trade 0 give= take={theirs}") == ("Captain Vega cannot trade with "
                                                         "themselves.")


def test_rule_an_ability_that_is_no_action():
    g = make(at="central_corridor")
    assert refused(g, "ability central_corridor") == "Captain Vega's ability is not an action."


def test_rule_a_door_of_your_own_space_only():
    g = make(at="central_corridor")
    assert refused(g, "door d_engineering") == ("The door between Long Corridor (mid) and "
                                                "Engineering is not connected to Central "
                                                "Corridor.")
    g2 = make(at="airlock")
    assert refused(g2, "door d_airlock_exterior") == (
        "The exterior Airlock door opens and closes only from inside the Airlock (its board "
        "action).")


def test_rule_win_fly_home_needs_the_whole_crew_and_the_steps():
    g = make(at="flight_controls")
    assert refused(g, "fly_home") == "The Hyperdrive must be fixed first."
    g.fixed = True
    g._legal = None
    assert refused(g, "fly_home") == "Reinforce the Shields and send the Distress Call first."


def test_rule_security_room_switches_each_door_once():
    g = make(at="security_room")
    do(g, "security_room", "toggle d_sick_bay")
    assert refused(g, "toggle d_sick_bay") == ("The door between Central Corridor and Sick "
                                               "Bay was already switched in this Security "
                                               "Room action.")
    assert refused(g, "end") == ("First finish the Security Room action: switch up to 2 more "
                                 "interior doors, or choose Done.")


def test_rule_the_pending_choice_comes_first():
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    do(g, "end", "end", "end")
    assert g.pending.kind == "choose_first_player"
    assert refused(g, "end") == "First choose who takes the first turn this round."
    g2 = make(at="central_corridor")
    assert refused(g2, "first 1") == ("The first player is chosen when a round begins; now it "
                                      "is Captain Vega's turn.")


def test_rule_the_dead_are_not_chosen_to_go_first():
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    kill(g, 2)
    do(g, "end", "end")
    assert g.pending.kind == "choose_first_player"
    assert refused(g, "first 2") == "Doctor Lind is dead and takes no turn."


def test_rule_board_airlock_closing_needs_a_locked_door_token():
    """Opening the exterior door hands its Locked Door back; closing it takes one from the
    supply, so with none left only opening is possible."""
    g = make(at="airlock")
    g.supply["locked_door"] = 0
    g._legal = None
    assert g.graph.exterior in g.locked and "airlock" in legal_texts(g)  # closed: it opens
    g.locked.discard(g.graph.exterior)  # open, as after an Airlock Opening
    g._legal = None
    assert refused(g, "airlock") == ("There is no Locked Door token left to close the "
                                     "exterior door.")
