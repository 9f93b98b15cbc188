"""The declarative effect vocabulary beyond the Card Key symbols, and its target selectors."""

from game.engines.tempus.content import Effect
from game.engines.tempus.rules.effects import enact, targets
from tests.engines.tempus.helpers import make, put


def test_rule_effect_remove_amount_and_all():
    g = make(at="flight_controls")
    put(g, "damage", "engineering", 3)
    put(g, "fire", "time_drive", 2)
    assert enact(g, Effect("remove", token="damage", amount=1, numbers=(4,)))
    assert g.tokens["damage"]["engineering"] == 2
    enact(g, Effect("remove", token="fire", amount=0, select="bridge"))
    assert g.tokens["fire"]["time_drive"] == 0
    assert g.supply["fire"] == 25 and g.supply["damage"] == 23


def test_rule_effect_wound_hits_every_living_crew():
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    g.crew[2]["dead"] = True
    g.crew[2]["wounds"] = g.capacity(2)
    enact(g, Effect("wound", amount=1))
    assert [c["wounds"] for c in g.crew] == [1, 1, g.capacity(2)]


def test_rule_effect_shields_up_stops_at_start():
    g = make(at="flight_controls")
    assert enact(g, Effect("shields", amount=1)) is False
    g.shields = 3
    enact(g, Effect("shields", amount=1))
    assert g.shields == 4


def test_rule_effect_spread_fires_spreads_every_burning_space_once():
    g = make(at="flight_controls")
    put(g, "fire", "sick_bay")
    put(g, "fire", "hyperdrive")
    enact(g, Effect("spread_fires"))
    assert g.tokens["fire"]["central_corridor"] == 1
    assert g.tokens["fire"]["fuel_cells"] == 1 and g.tokens["fire"]["long_corridor_aft"] == 1


def test_rule_effect_seal_blocks_movement_and_unlocking():
    g = make(at="central_corridor")
    enact(g, Effect("seal", spaces=("sick_bay",)))
    assert "move sick_bay" not in {a.to_text() for a in g.legal_actions()}
    assert "door d_sick_bay" not in {a.to_text() for a in g.legal_actions()}


def test_rule_effect_selectors():
    g = make(chars=("vega", "rhee"), at="flight_controls")
    g.crew[0]["at"] = "engineering"   # 4
    g.crew[1]["at"] = "hyperdrive"    # 9
    put(g, "damage", "sick_bay")      # 3
    put(g, "damage", "life_support")  # 8
    put(g, "fire", "airlock")
    assert targets(g, Effect("seal", select="highest_with_crew")) == ["hyperdrive"]
    assert targets(g, Effect("seal", select="lowest_with_crew")) == ["engineering"]
    assert targets(g, Effect("seal", select="highest_with_damage")) == ["life_support"]
    assert targets(g, Effect("seal", select="lowest_with_damage")) == ["sick_bay"]
    assert targets(g, Effect("seal", select="with_fire")) == ["airlock"]
    assert set(targets(g, Effect("seal", select="with_crew"))) == {"engineering", "hyperdrive"}
    assert len(targets(g, Effect("seal", select="all_locations"))) == 9
    assert len(targets(g, Effect("seal", select="corridors"))) == 4
    assert targets(g, Effect("seal", numbers=(2, 1))) == ["airlock", "security_room"]


def test_rule_effect_selector_with_nothing_targets_nothing():
    g = make(at="flight_controls")
    assert targets(g, Effect("seal", select="highest_with_damage")) == []
    assert enact(g, Effect("seal", select="highest_with_damage")) is False
