"""Action Phase movement: costs, standing up, locked doors, and move/action order."""

import pytest

from game.engines.common.errors import RuleError
from tests.engines.tempus.helpers import do, legal_texts, make, put


def test_rule_movement_costs_one_per_line_or_doorway():
    g = make(at="time_drive")
    do(g, "move central_corridor")
    assert g.t_moves == 1
    do(g, "move long_corridor_fore")
    assert g.t_moves == 0
    assert not any(t.startswith("move") for t in legal_texts(g))


def test_rule_movement_entering_damage_costs_one_more():
    g = make(at="central_corridor")
    put(g, "damage", "sick_bay")
    do(g, "move sick_bay")
    assert g.t_moves == 0


def test_rule_movement_damage_needs_two_movement_left():
    g = make(at="time_drive")
    put(g, "damage", "long_corridor_fore")
    do(g, "move central_corridor")
    with pytest.raises(RuleError, match="costs 2 movement"):
        do(g, "move long_corridor_fore")


def test_rule_movement_locked_doors_block():
    g = make(at="central_corridor")
    g.locked.add("d_sick_bay")
    g.supply["locked_door"] -= 1
    g._legal = None
    before = g.to_dict()
    with pytest.raises(RuleError, match="locked"):
        do(g, "move sick_bay")
    assert g.to_dict() == before


def test_rule_movement_standing_up_costs_one():
    g = make(at="time_drive")
    g.crew[0]["down"] = True
    g._legal = None
    with pytest.raises(RuleError, match="knocked down"):
        do(g, "move central_corridor")
    do(g, "stand", "move central_corridor")
    assert g.t_moves == 0 and not g.crew[0]["down"]


def test_rule_movement_move_move_action():
    g = make(at="time_drive")
    do(g, "move central_corridor", "move sick_bay", "pickup med_kit_1")
    assert g.items["med_kit_1"] == "c:0"


def test_rule_movement_action_move_move():
    g = make(at="central_corridor")
    do(g, "pickup fire_extinguisher_1", "move sick_bay", "move central_corridor")
    assert g.crew[0]["at"] == "central_corridor"


def test_rule_movement_never_move_action_move():
    g = make(chars=("rhee", "vega"), at="time_drive")
    do(g, "move central_corridor", "pickup fire_extinguisher_1")
    with pytest.raises(RuleError, match="no more movement"):
        do(g, "move sick_bay")


def test_rule_movement_knocked_down_can_still_act():
    g = make(at="central_corridor")
    g.crew[0]["down"] = True
    g._legal = None
    do(g, "pickup fire_extinguisher_1")
    assert g.items["fire_extinguisher_1"] == "c:0"


def test_rule_movement_through_fire_is_allowed():
    g = make(at="time_drive")
    put(g, "fire", "central_corridor")
    do(g, "move central_corridor", "move sick_bay")
    assert g.crew[0]["at"] == "sick_bay"
