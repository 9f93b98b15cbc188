"""Board Actions for every station and location (none work with an Electrical Fault)."""

import pytest

from game.engines.common.errors import RuleError
from tests.engines.tempus.helpers import do, give, legal_texts, make, put


def test_rule_board_sick_bay_removes_all_wounds_of_anyone_there():
    g = make(at="sick_bay")
    g.crew[1]["wounds"] = 3
    do(g, "sick_bay 1")
    assert g.crew[1]["wounds"] == 0


def test_rule_board_sick_bay_only_for_crew_in_sick_bay():
    g = make(at="sick_bay")
    g.crew[1]["wounds"] = 2
    g.crew[1]["at"] = "central_corridor"
    assert "sick_bay 1" not in legal_texts(g)


def test_rule_board_maintenance_refreshes_all_exhausted_items():
    g = make(at="maintenance")
    a, b = give(g, 0, "fire_extinguisher"), give(g, 0, "med_kit")
    g.exhausted |= {a, b}
    do(g, "maintenance")
    assert not g.exhausted


def test_rule_board_airlock_opens_and_enacts_opening():
    g = make(at="airlock")
    g.crew[1]["at"] = "flight_controls"
    give(g, 0, "space_suit")
    put(g, "fire", "security_room")
    do(g, "airlock")
    assert g.graph.exterior not in g.locked
    assert g.tokens["fire"]["security_room"] == 0
    assert g.crew[0]["at"] == "airlock" and g.crew[0]["down"]


def test_rule_board_airlock_closes():
    g = make(at="airlock")
    give(g, 0, "space_suit")
    g.locked.discard(g.graph.exterior)
    g.supply["locked_door"] += 1
    do(g, "airlock")
    assert g.graph.exterior in g.locked and not g.crew[0]["down"]


def test_rule_board_security_room_switches_up_to_three_doors():
    g = make(at="security_room")
    do(g, "security_room")
    assert g.pending.kind == "security_room"
    do(g, "toggle d_sick_bay", "toggle d_engineering", "toggle d_fuel_aft")
    assert {"d_sick_bay", "d_engineering", "d_fuel_aft"} <= g.locked
    assert g.pending.kind == "turn"


def test_rule_board_security_room_cannot_touch_exterior_door():
    g = make(at="security_room")
    do(g, "security_room")
    assert "toggle d_airlock_exterior" not in legal_texts(g)
    do(g, "toggle d_sick_bay", "done")
    assert g.pending.kind == "turn" and g.t_acted


def test_rule_board_security_controls_locks_all_doors_of_one_space():
    g = make(at="security_controls")
    do(g, "security_controls fuel_cells lock")
    assert set(g.graph.doors_of("fuel_cells")) <= g.locked
    g2 = make(at="security_controls")
    g2.locked |= set(g2.graph.doors_of("fuel_cells"))
    g2.supply["locked_door"] -= 4
    do(g2, "security_controls fuel_cells unlock")
    assert not set(g2.graph.doors_of("fuel_cells")) & g2.locked


def test_rule_board_time_drive_jumps():
    g = make(at="time_drive")
    do(g, "time_jump")
    assert g.loops == 1


def test_rule_board_damage_report_reveals_discard_pile():
    g = make(at="damage_report")
    g.discard = ["tremor", "hull_breach"]
    assert g.view_for(0)["discard"] == ["hull_breach"]
    events = do(g, "damage_report")
    assert events[-1].data["cards"] == ["tremor", "hull_breach"]
    assert g.view_for(0)["discard"] == ["tremor", "hull_breach"]
    assert not g.can_undo


def test_rule_board_shield_controls_lower_to_remove_fault():
    g = make(at="shield_controls")
    put(g, "fault", "engineering")
    do(g, "shields_down engineering")
    assert g.shields == 4 and g.tokens["fault"]["engineering"] == 0


def test_rule_board_shield_controls_raise_by_placing_fault():
    g = make(at="shield_controls")
    g.shields = 3
    do(g, "shields_up engineering")
    assert g.shields == 4 and g.tokens["fault"]["engineering"] == 1


def test_rule_board_shield_controls_cannot_raise_past_start():
    g = make(at="shield_controls")
    assert not any(t.startswith("shields_up") for t in legal_texts(g))


@pytest.mark.parametrize("space,action", [("sick_bay", "sick_bay 0"),
                                          ("security_room", "security_room"),
                                          ("time_drive", "time_jump"),
                                          ("airlock", "airlock")])
def test_rule_board_actions_blocked_by_fault(space, action):
    g = make(at=space)
    g.crew[0]["wounds"] = 1
    put(g, "fault", space)
    with pytest.raises(RuleError, match="Electrical Fault"):
        do(g, action)


def test_rule_board_action_only_in_its_space():
    g = make(at="central_corridor")
    with pytest.raises(RuleError, match="only be taken at Time Drive"):
        do(g, "time_jump")


def test_rule_dying_on_your_own_turn_ends_it():
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    g.crew[0]["at"] = "airlock"  # no Space Suit: blown out by the Airlock they open
    do(g, "airlock")
    assert g.crew[0]["dead"] and g.current_seat == 1 and g.pending.kind == "turn"
