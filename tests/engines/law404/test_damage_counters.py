"""Damage (page 18): the 10 damage counters are shared by damaged machines and enemy ships,
and "if the rules call for a counter to be added and none are available simply do not
place that counter" (ruling 46)."""

from __future__ import annotations

from game.engines.law404.rules import events, machines

from .helpers import blank, event, put

OTHER_MACHINES = ("navigation.computer", "science.cage", "cloning.tank", "disposal.burner",
                  "cargo.nanolathe", "port_engine.engine", "starboard_engine.engine")


def _fire(game, item: str) -> None:
    put(game, "weaponry.tube", [item])
    machines.activate(game, "weaponry")


def test_rule_ship_damage_takes_counters_from_the_shared_ten(content):
    game = blank(content)
    game.st["damaged"] = sorted(OTHER_MACHINES[:6])  # 4 counters left in the supply
    event(game, "enemy_dreadnought")  # armour 5
    _fire(game, "missile1")
    assert game.st["enemy_hits"] == 3
    _fire(game, "missile2")
    assert game.st["enemy_hits"] == 4  # one counter left, not the missile's 3
    assert not game.st["event_done"]


def test_rule_ship_damage_without_counters_is_not_placed_so_the_ship_survives(content):
    game = blank(content)
    game.st["damaged"] = sorted(OTHER_MACHINES)  # 3 counters left: armour 5 is out of reach
    event(game, "enemy_dreadnought")
    for missile in ("missile1", "missile2", "missile3"):
        _fire(game, missile)
    assert game.st["enemy_hits"] == 3
    assert not game.st["event_done"] and "destroy_enemy" not in game.st["tally"]
    assert game.st["tally"]["hit_enemy"] == 3  # the shots still hit


def test_rule_counters_on_the_enemy_ship_limit_machine_damage(content):
    game = blank(content)
    game.st["damaged"] = sorted(("science.cage", "cloning.tank", "cargo.nanolathe",
                                 "port_engine.engine", "starboard_engine.engine"))
    event(game, "enemy_dreadnought")  # armour 5; shoots weaponry, navigation, disposal
    _fire(game, "missile1")
    _fire(game, "pie1")  # 5 + 4 counters out: 1 left
    assert game.st["enemy_hits"] == 4 and game.free_damage_counters() == 1
    events.resolve_event(game)
    damaged = set(game.st["damaged"])
    assert "weaponry.tube" in damaged  # the first target takes the last counter
    assert not {"navigation.computer", "disposal.burner"} & damaged
    assert len(damaged) + game.st["enemy_hits"] == 10


def test_rule_destroyed_enemy_ship_returns_its_counters(content):
    game = blank(content)
    game.st["damaged"] = sorted(OTHER_MACHINES)  # 3 counters left
    event(game, "enemy_raider")  # armour 3
    _fire(game, "missile1")
    assert game.st["event_done"] and game.st["enemy_hits"] == 0
    assert game.free_damage_counters() == 3
