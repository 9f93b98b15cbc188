"""Airlock Opening: fires vented along open routes, unsuited crew pulled 5 spaces toward the
Airlock (killed if pulled past it), everyone knocked down."""

from game.engines.tempus.rules.airlock import airlock_opening
from tests.engines.tempus.helpers import give, make, put


def open_airlock(g):
    g.locked.discard(g.graph.exterior)
    g.supply["locked_door"] += 1
    airlock_opening(g)


def test_rule_airlock_removes_fires_with_a_route():
    g = make(at="flight_controls")
    put(g, "fire", "sick_bay")
    put(g, "fire", "hyperdrive", 2)
    g.locked.add("d_engineering_fuel")
    g.locked.add("d_fuel_aft")
    g.locked.add("d_hyperdrive_aft")
    g.locked.add("d_shield_life")
    open_airlock(g)
    assert g.tokens["fire"]["sick_bay"] == 0
    assert g.tokens["fire"]["hyperdrive"] == 2  # walled off by Locked Doors


def test_rule_airlock_pulls_five_spaces_on_shortest_path():
    g = make(chars=("vega", "rhee"), at="flight_controls")
    # flight -> shield_controls -> time_drive -> central -> fore -> security -> airlock: 6
    g.crew[1]["at"] = "hyperdrive"  # far away: hyperdrive -> aft -> mid -> fore -> ...
    open_airlock(g)
    assert g.crew[0]["at"] == "security_room" and not g.crew[0]["dead"]


def test_rule_airlock_exactly_five_away_ends_in_airlock():
    g = make(at="shield_controls")
    open_airlock(g)
    assert g.crew[0]["at"] == "airlock" and not g.crew[0]["dead"]


def test_rule_airlock_kills_anyone_pulled_past_it():
    g = make(at="central_corridor")
    uid = give(g, 0, "tool_kit")
    open_airlock(g)
    assert g.crew[0]["dead"] and g.crew[0]["at"] is None
    assert g.items[uid] == "supply"


def test_rule_airlock_space_suit_protects():
    g = make(at="security_room")
    give(g, 0, "space_suit")
    open_airlock(g)
    assert not g.crew[0]["dead"] and g.crew[0]["at"] == "security_room"
    assert g.crew[1]["dead"]


def test_rule_airlock_locked_door_protects():
    g = make(at="central_corridor")
    g.locked.add("d_airlock_inner")
    open_airlock(g)
    assert not any(c["dead"] for c in g.crew)
    assert all(c["down"] for c in g.crew)


def test_rule_airlock_venting_the_last_hyperdrive_fire_fixes_it():
    g = make(at="flight_controls")
    g.locked.add("d_bridge_port")
    g.locked.add("d_bridge_starboard")
    put(g, "fire", "hyperdrive")
    open_airlock(g)
    assert g.tokens["fire"]["hyperdrive"] == 0 and g.fixed


def test_rule_airlock_victim_returns_at_the_next_time_jump():
    from tests.engines.tempus.helpers import do
    g = make(chars=("vega", "rhee"), at="time_drive")
    g.crew[1]["at"] = "security_room"
    g.locked.add("d_bridge_port")
    g.locked.add("d_bridge_starboard")
    open_airlock(g)
    assert g.crew[1]["dead"] and g.crew[1]["at"] is None
    g.crew[0]["down"] = False
    g._legal = None
    do(g, "time_jump")
    assert not g.crew[1]["dead"] and g.crew[1]["at"] == "time_drive"
    assert g.crew[1]["wounds"] == 0 and g.items_of(1) == []
