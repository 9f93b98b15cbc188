"""The Consequences Phase, step by step and in order."""

from game.engines.tempus.rules.consequences import consequences_phase
from tests.engines.tempus.helpers import give, make, put


def test_rule_consequences_1_fuel_cells_explode():
    g = make(at="flight_controls")
    put(g, "damage", "fuel_cells", 3)
    consequences_phase(g)
    assert g.result.reason == "fuel_cells"


def test_rule_consequences_1_is_checked_before_anything_else():
    g = make(at="flight_controls")
    put(g, "damage", "fuel_cells", 3)
    put(g, "damage", "life_support", 3)
    consequences_phase(g)
    assert g.result.reason == "fuel_cells" and g.crew[0]["wounds"] == 0


def test_rule_consequences_2_life_support_wounds_everyone_without_a_suit():
    g = make(at="flight_controls")
    give(g, 1, "space_suit")
    put(g, "damage", "life_support", 3)
    consequences_phase(g)
    assert [c["wounds"] for c in g.crew] == [1, 0]


def test_rule_consequences_3_airlock_damage_removes_exterior_door():
    g = make(at="flight_controls")
    put(g, "damage", "airlock", 3)
    consequences_phase(g)
    assert g.graph.exterior not in g.locked
    assert g.supply["locked_door"] == 19


def test_rule_consequences_4_open_airlock_enacts_opening():
    g = make(at="flight_controls")
    g.locked.discard(g.graph.exterior)
    g.supply["locked_door"] += 1
    put(g, "fire", "security_room")
    consequences_phase(g)
    assert g.tokens["fire"]["security_room"] == 0
    assert all(c["down"] for c in g.crew)


def test_rule_consequences_5_shield_generator_lowers_shields():
    g = make(at="flight_controls")
    put(g, "damage", "shield_generator", 3)
    consequences_phase(g)
    assert g.shields == 4


def test_rule_consequences_6_hyperdrive_breaks_again():
    g = make(at="flight_controls")
    g.fixed = True
    put(g, "damage", "hyperdrive", 2)
    put(g, "fault", "hyperdrive", 1)
    consequences_phase(g)
    assert not g.fixed


def test_rule_consequences_6_two_tokens_keep_it_fixed():
    g = make(at="flight_controls")
    g.fixed = True
    put(g, "damage", "hyperdrive", 2)
    consequences_phase(g)
    assert g.fixed


def test_rule_consequences_7_fire_places_damage():
    g = make(at="sick_bay")
    put(g, "fire", "sick_bay", 2)
    put(g, "fire", "engineering", 1)
    consequences_phase(g)
    assert g.tokens["damage"]["sick_bay"] == 1 and g.tokens["damage"]["engineering"] == 1
    assert g.crew[0]["wounds"] == 1


def test_rule_consequences_8_more_than_three_faults_lower_shields():
    g = make(at="flight_controls")
    for s in ("sick_bay", "engineering", "airlock"):
        put(g, "fault", s)
    consequences_phase(g)
    assert g.shields == 5
    put(g, "fault", "maintenance")
    consequences_phase(g)
    assert g.shields == 4


def test_rule_consequences_order_fire_damage_after_shield_generator_check():
    # Step 7's damage lands after step 5 looked at the Shield Generator: 2 Damage plus a
    # Fire does not lower the Shields this phase.
    g = make(at="flight_controls")
    put(g, "damage", "shield_generator", 2)
    put(g, "fire", "shield_generator")
    consequences_phase(g)
    assert g.shields == 5 and g.tokens["damage"]["shield_generator"] == 3
