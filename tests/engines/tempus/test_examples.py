"""The rulebook's worked examples."""

from game.engines.tempus.content import Effect
from game.engines.tempus.rules.effects import enact
from tests.engines.tempus.helpers import do, make, put


def test_example_fire_spreading():
    # "A Disaster card causes a Fire token to be placed in Location 4. This is the second
    # Fire token so it spreads to the Fuel Cells, Maintenance and a Long Corridor space;
    # the second Fire in the Fuel Cells spreads to the Shield Generator and a Long Corridor
    # space, but not into the Hyperdrive, which already has 2 Fire."
    g = make(at="flight_controls")
    assert g.numbers["engineering"] == 4
    put(g, "fire", "engineering")
    put(g, "fire", "fuel_cells")
    put(g, "fire", "hyperdrive", 2)
    g.events = []
    enact(g, Effect("fire", numbers=(4,)))
    fire = {s: n for s, n in g.tokens["fire"].items() if n}
    assert fire == {"engineering": 2, "long_corridor_mid": 1, "maintenance": 1,
                    "fuel_cells": 2, "long_corridor_aft": 1, "shield_generator": 1,
                    "hyperdrive": 2}
    spreads = [e.data["space"] for e in g.events if e.kind == "spread"]
    assert spreads == ["engineering", "fuel_cells"]
    assert g.supply["fire"] == 25 - 10


def test_example_turn():
    # Player 1 starts in the Central Corridor outside the Bridge, moves into the Long
    # Corridor and then the Security Room, and uses the action to pick up the Body Armour.
    g = make(at="central_corridor")
    do(g, "move long_corridor_fore", "move security_room", "pickup body_armour_1")
    assert g.items["body_armour_1"] == "c:0"
    assert g.crew[0]["at"] == "security_room"
    assert g.t_moves == 0 and g.t_acted
