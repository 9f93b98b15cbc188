"""Reveal Event (anomaly chains, end of deck) and Resolve Event."""

from game.engines.law404.actions import LeaveDoor
from game.engines.law404.rules import events

from .helpers import blank, event, put, stack


def test_rule_meteor_not_dodged_robots_on_ship_drop_everything(content):
    game = blank(content, players=3, rooms=["cargo", "space", "weaponry"])
    event(game, "meteor_port_1")
    put(game, "weaponry.floor", ["pie2"])
    put(game, "robot:0", ["pie1", "banana1"])
    put(game, "robot:1", ["banana2"])
    put(game, "robot:2", ["missile1"])
    events.resolve_event(game)
    assert stack(game, "cargo.floor") == ["pie1", "banana1"]
    assert stack(game, "robot:1") == ["banana2"]        # space is not on the ship
    assert stack(game, "weaponry.floor") == ["pie2", "missile1"]


def test_rule_meteor_dodged_nothing_drops(content):
    game = blank(content, players=2)
    event(game, "meteor_port_1")
    game.st["event_done"] = True
    put(game, "robot:0", ["pie1"])
    events.resolve_event(game)
    assert stack(game, "robot:0") == ["pie1"]


def test_rule_enemy_damages_target_machines(content):
    game = blank(content)
    event(game, "enemy_raider")
    events.resolve_event(game)
    assert game.st["damaged"] == ["cargo.nanolathe", "weaponry.tube"]


def test_rule_enemy_most_items_ties_hit_all_and_space_misses(content):
    game = blank(content)
    event(game, "enemy_hoarder")
    put(game, "science.floor", ["pie1", "pie2"])
    put(game, "cloning.vat", ["jelly1", "jelly2"])
    put(game, "space.void", ["banana1", "banana2"])
    events.resolve_event(game)
    assert game.st["damaged"] == ["cloning.tank", "science.cage"]


def test_rule_enemy_most_robots(content):
    game = blank(content, players=3, rooms=["science", "science", "cargo"])
    assert events.targets(game, ("most_robots",)) == ["science"]


def test_rule_planet_carried_crew_completes_objective(content):
    game = blank(content, players=3, rooms=["cargo", "cargo", "cargo"])
    event(game, "planet_lab")
    for chip in game.st["chips"]:
        chip["charged"] = False
    put(game, "robot:0", ["scientist1"])
    put(game, "robot:1", ["scientist2"], dead=("scientist2",))
    events.resolve_event(game)
    assert [c["charged"] for c in game.st["chips"]] == [True, False, False]
    assert stack(game, "robot:0") == ["scientist1"] and game.st["room"][0] == "cargo"


def test_rule_reveal_anomaly_chain_until_normal_event(content):
    game = blank(content)
    game.st["active"] = ["planet_lab", "meteor_port_1", "lockdown", "pressure_wave"]
    events.reveal(game)
    assert game.st["current"] == ["pressure_wave", "lockdown", "meteor_port_1"]
    assert game.st["main"] == "meteor_port_1"
    assert not any(game.st["doors"].values())   # opened, then sealed


def test_rule_empty_event_deck_ends_game(content):
    game = blank(content)
    game.st["active"] = []
    events.reveal(game)
    assert game.result.reason == "deck_empty"


def test_rule_anomalous_space_draws_from_inactive(content):
    game = blank(content, variants=["anomalous_space"])
    game.st["active"] = ["planet_lab", "lockdown"]
    game.st["inactive"] = ["enemy_scout", "crew_siesta"]
    events.reveal(game)
    assert game.st["current"] == ["lockdown", "crew_siesta", "enemy_scout"]
    assert game.st["active"] == ["planet_lab"] and "crew_siesta" in game.st["flags"]


def test_rule_anomaly_effects_vocabulary(content):
    game = blank(content, players=2, rooms=["cargo", "space"])
    put(game, "robot:0", ["pie1"])
    for effect in ({"op": "damage", "room": "navigation"}, {"op": "drop"},
                   {"op": "spawn", "item": "banana", "zone": "space.void"}):
        events.apply_anomaly(game, effect)
    assert game.st["damaged"] == ["navigation.computer"]
    assert stack(game, "cargo.floor") == ["pie1"] and stack(game, "space.void") == ["banana1"]
    events.apply_anomaly(game, {"op": "repair_all"})
    assert game.st["damaged"] == []


def test_rule_exposed_to_vacuum_by_chain_of_open_doors(content):
    game = blank(content)
    assert game.exposed_rooms() == {"space"}
    game.st["doors"]["d2"] = game.st["doors"]["d1"] = True   # space-weaponry-navigation
    assert game.exposed_rooms() == {"space", "weaponry", "navigation"}


def test_rule_move_into_space_then_exposure(content):
    from .helpers import act
    game = blank(content, players=2, rooms=["port_engine", "cargo"])
    act(game, 0, "move_square")
    game.apply(LeaveDoor(True))
    assert "port_engine" in game.exposed_rooms()
