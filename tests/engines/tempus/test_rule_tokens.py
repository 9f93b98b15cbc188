"""Tokens: wounds per token, Fire limits and spreading, Electrical Faults, supplies."""

from game.engines.tempus.content import Effect
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.effects import enact
from tests.engines.tempus.helpers import give, make, put


def test_rule_wound_per_token_placed_on_a_character():
    g = make(at="engineering")
    enact(g, Effect("damage", numbers=(4,), count=2))
    assert [c["wounds"] for c in g.crew] == [2, 2]


def test_rule_wound_only_for_crew_in_that_space():
    g = make(at="engineering")
    g.crew[1]["at"] = "maintenance"
    tokens.place(g, "fault", "engineering")
    assert [c["wounds"] for c in g.crew] == [1, 0]


def test_rule_fire_max_two_per_space():
    g = make(at="flight_controls")
    put(g, "fire", "sick_bay", 2)
    assert tokens.place(g, "fire", "sick_bay") == 0
    assert g.tokens["fire"]["sick_bay"] == 2


def test_rule_fire_at_max_gives_no_wound():
    g = make(at="sick_bay")
    put(g, "fire", "sick_bay", 2)
    tokens.place(g, "fire", "sick_bay")
    assert g.crew[0]["wounds"] == 0


def test_rule_second_fire_spreads_to_adjacent_spaces():
    g = make(at="flight_controls")
    put(g, "fire", "sick_bay")
    tokens.place(g, "fire", "sick_bay")
    assert g.tokens["fire"]["central_corridor"] == 1


def test_rule_fire_spread_blocked_by_locked_doors():
    g = make(at="flight_controls")
    g.locked.add("d_sick_bay")
    put(g, "fire", "sick_bay")
    tokens.place(g, "fire", "sick_bay")
    assert g.tokens["fire"]["central_corridor"] == 0


def test_rule_fire_spread_cascade_finishes_first_spread_first():
    g = make(at="flight_controls")
    # central corridor already burning once: the sick bay spread makes it spread too.
    put(g, "fire", "central_corridor")
    put(g, "fire", "sick_bay")
    g.events = []
    tokens.place(g, "fire", "sick_bay")
    spreads = [e.data["space"] for e in g.events if e.kind == "spread"]
    assert spreads[:2] == ["sick_bay", "central_corridor"]
    assert g.tokens["fire"]["life_support"] == 1 and g.tokens["fire"]["long_corridor_fore"] == 1


def test_rule_second_fault_adds_a_fire():
    g = make(at="flight_controls")
    tokens.place(g, "fault", "engineering")
    assert g.tokens["fire"]["engineering"] == 0
    tokens.place(g, "fault", "engineering")
    assert g.tokens["fire"]["engineering"] == 1
    tokens.place(g, "fault", "engineering")
    assert g.tokens["fire"]["engineering"] == 1


def test_rule_second_fault_fire_wounds_too():
    g = make(at="engineering")
    tokens.place(g, "fault", "engineering", 2)
    assert g.crew[0]["wounds"] == 3  # two faults and the fire they started


def test_rule_running_out_of_a_disaster_token_loses():
    for token in ("fire", "fault", "damage"):
        g = make(at="flight_controls")
        g.supply[token] = 0
        tokens.place(g, token, "engineering")
        assert g.is_over and g.result.reason == f"supply_{token}" and not g.result.won


def test_rule_wounds_fill_and_kill():
    g = make(chars=("rhee", "vega"), at="flight_controls")
    tokens.wound(g, 0, 3)
    assert g.crew[0]["dead"] and g.crew[0]["wounds"] == 3


def test_rule_knocked_down_twice_has_no_extra_effect():
    g = make(at="flight_controls")
    assert tokens.knock_down(g) == 2
    assert tokens.knock_down(g) == 0


def test_rule_damage_no_limit_per_space():
    g = make(at="flight_controls")
    tokens.place(g, "damage", "engineering", 3)
    tokens.place(g, "damage", "engineering", 3)
    assert g.tokens["damage"]["engineering"] == 6


def test_rule_switch_doors():
    g = make(at="flight_controls")
    g.locked.add("d_sick_bay")
    g.supply["locked_door"] -= 1
    enact(g, Effect("door", spaces=("central_corridor",)))
    doors = set(g.graph.doors_of("central_corridor"))
    assert g.locked & doors == doors - {"d_sick_bay"}


def test_rule_body_armour_absorbs_a_wound_then_exhausts():
    g = make(at="engineering")
    uid = give(g, 0, "body_armour")
    tokens.place(g, "damage", "engineering", 2)
    assert g.crew[0]["wounds"] == 1 and uid in g.exhausted
