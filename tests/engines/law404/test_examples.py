"""Every worked example in the rulebook: stacks, equipment, machine effects."""

from game.engines.law404.actions import PickUp, PutDown
from game.engines.law404.rules import humans, machines

from .helpers import act, blank, event, put, stack


class FixedDraw:
    """Stands in for the game's Rng in a success check: always draws `card`."""

    def __init__(self, card):
        self.card = card

    def choice(self, seq):
        return self.card


# ------------------------------------------------------------------ stack examples

def _engine_room(content):
    game = blank(content, players=2, rooms=["port_engine", "weaponry"])
    put(game, "port_engine.tank", ["fuel1", "fuel2", "fuel3"])
    put(game, "port_engine.floor", ["engineer1", "engineering_kit1"])
    put(game, "robot:0", ["monkey1", "suit1"])
    return game


def test_rule_stack_example_fuel_to_inventory_goes_on_top(content):
    game = _engine_room(content)
    act(game, 0, "pickup_putdown")
    game.apply(PickUp("port_engine.tank", 1))
    assert stack(game, "robot:0") == ["monkey1", "suit1", "fuel3"]
    assert stack(game, "port_engine.tank") == ["fuel1", "fuel2"]


def test_rule_stack_example_moved_items_keep_their_order(content):
    game = _engine_room(content)
    act(game, 0, "pickup_putdown")
    game.apply(PutDown("port_engine.engine", 2))
    assert stack(game, "port_engine.engine") == ["monkey1", "suit1"]
    assert stack(game, "robot:0") == []


def test_rule_stack_example_suit_onto_floor_stack(content):
    game = _engine_room(content)
    act(game, 0, "pickup_putdown")
    game.apply(PutDown("port_engine.floor", 1))
    assert stack(game, "port_engine.floor") == ["engineer1", "engineering_kit1", "suit1"]
    assert stack(game, "robot:0") == ["monkey1"]


# ------------------------------------------------------------------ equipment examples

def test_rule_equipment_example_soldier_moves_to_floor_with_kit(content):
    game = blank(content, players=2, rooms=["weaponry", "cargo"])
    put(game, "robot:0", ["soldier1", "soldier_kit1"])
    humans.human_turn(game)
    assert stack(game, "weaponry.floor") == ["soldier1", "soldier_kit1"]
    assert stack(game, "robot:0") == []


def test_rule_equipment_example_soldier_without_kit_draws_to_repair(content, monkeypatch):
    game = blank(content)
    put(game, "navigation.floor", ["soldier_kit2", "soldier2"])  # kit under her: not in use
    game.st["damaged"] = ["navigation.computer"]
    dull = next(c for c in content.action_cards.values() if not c.highlighted).id
    monkeypatch.setattr(game, "randomness", lambda: FixedDraw(dull))
    humans.human_turn(game)
    assert game.st["damaged"] == ["navigation.computer"]   # failed the check
    bright = next(c for c in content.action_cards.values() if c.highlighted).id
    monkeypatch.setattr(game, "randomness", lambda: FixedDraw(bright))
    humans.human_turn(game)
    assert game.st["damaged"] == []


def test_rule_equipment_example_scientist_loads_the_other_scientist(content):
    game = blank(content)
    put(game, "cloning.floor", ["scientist2", "scientist1", "science_kit1"])
    row, item = humans.choose_row(game, "scientist1")
    assert (row, item) == (humans.LOAD, "scientist2")
    humans.perform(game, "scientist1", row, item)
    assert stack(game, "cloning.tank") == ["scientist2"]


def test_rule_equipment_example_engineer_loads_his_own_suit(content):
    # The printed example says "Cargo" but the trash burner is in Disposal (ruling).
    game = blank(content)
    put(game, "disposal.floor", ["engineer3", "engineering_kit3", "suit1"])
    row, item = humans.choose_row(game, "engineer3")
    assert (row, item) == (humans.LOAD, "suit1")
    humans.perform(game, "engineer3", row, item)
    assert stack(game, "disposal.burner") == ["suit1"]
    assert game.alive("engineer3")


def test_rule_equipment_example_engineer_tries_the_pie(content, monkeypatch):
    game = blank(content)
    put(game, "port_engine.floor", ["engineering_kit1", "engineer1", "pie1"])
    assert humans.choose_row(game, "engineer1") == (humans.EAT, "pie1")
    dull = next(c for c in content.action_cards.values() if not c.highlighted).id
    monkeypatch.setattr(game, "randomness", lambda: FixedDraw(dull))
    humans.human_turn(game)
    assert "pie1" in stack(game, "port_engine.floor")


def test_rule_equipment_example_monkey_leaves_cage_toward_banana(content):
    game = blank(content)
    put(game, "science.cage", ["monkey1"])
    put(game, "science.floor", ["science_kit3"])
    put(game, "disposal.floor", ["banana1"])
    game.st["doors"]["d2"] = True  # weaponry-space open: irrelevant to the monkey's route
    humans.monkey_turn(game)
    assert stack(game, "disposal.floor") == ["banana1", "monkey1", "science_kit3"]
    assert game.st["doors"]["d5"] is True  # science-disposal door left open


# ------------------------------------------------------------------ machine effect examples

def test_rule_machine_example_cloning_tank(content):
    game = blank(content)
    put(game, "cloning.tank", ["engineer1", "suit1", "fuel2", "fuel1", "scientist1",
                               "jelly1", "missile1"], dead=("engineer1", "scientist1"))
    machines.activate(game, "cloning")
    assert "cloning.tank" in game.st["damaged"]
    assert stack(game, "cloning.tank") == ["suit1", "fuel2"]
    floor = stack(game, "cloning.floor")
    assert [game.st["alive"][c] for c in floor] == [True, True]
    assert floor[0].startswith("scientist") and floor[1].startswith("monkey")
    assert {"missile1", "jelly1", "fuel1", "engineer1"} <= set(game.st["supply"])


def test_rule_machine_example_engine_burns_fuel_and_dodges(content):
    game = blank(content)
    event(game, "meteor_port_1")
    put(game, "port_engine.engine", ["fuel1"])
    machines.activate(game, "port_engine")
    assert stack(game, "port_engine.engine") == []
    assert game.st["event_done"] is True


def test_rule_machine_example_engineer_in_engine_goes_to_supply(content):
    game = blank(content)
    event(game, "meteor_port_1")
    put(game, "port_engine.engine", ["fuel1", "engineer1", "engineering_kit1"])
    machines.activate(game, "port_engine")
    assert stack(game, "port_engine.engine") == []
    assert "engineer1" in game.st["supply"] and "engineer1" not in game.st["alive"]
    assert game.st["event_done"] is True


def test_rule_machine_example_damaged_engine_is_repaired(content):
    game = blank(content)
    put(game, "port_engine.engine", ["fuel1"])
    game.st["damaged"] = ["port_engine.engine"]
    machines.activate(game, "port_engine")
    assert game.st["damaged"] == []
    assert stack(game, "port_engine.engine") == ["fuel1"]
