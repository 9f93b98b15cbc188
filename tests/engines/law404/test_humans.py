"""Human Action Table (one test per row), Monkey Action Table, Turn Order, Space, Items."""

from game.engines.law404.rules import humans

from .helpers import blank, event, put, stack


def _lucky(game):
    game.st["flags"] = ["lucky_crew"]


def test_rule_human_row1_in_space_floats(content):
    game = blank(content)
    put(game, "space.void", ["soldier1", "suit1"])
    assert humans.choose_row(game, "soldier1") == (humans.FLOAT, None)


def test_rule_human_row2_not_on_floor_moves_to_floor(content):
    game = blank(content)
    put(game, "weaponry.racks", ["soldier1", "soldier_kit1"])
    assert humans.choose_row(game, "soldier1") == (humans.TO_FLOOR, None)
    humans.human_turn(game)
    assert stack(game, "weaponry.floor") == ["soldier1", "soldier_kit1"]


def test_rule_human_row3_damaged_machine_is_repaired(content):
    game = blank(content)
    put(game, "weaponry.floor", ["soldier1", "soldier_kit1"])
    game.st["damaged"] = ["weaponry.tube"]
    humans.human_turn(game)
    assert game.st["damaged"] == []
    assert game.st["tally"]["repair"] == 1


def test_rule_human_row4_loads_card_item_from_storage_first(content):
    game = blank(content)
    put(game, "weaponry.floor", ["soldier1", "soldier_kit1", "pie1"])
    put(game, "weaponry.racks", ["missile1", "missile2"])
    assert humans.choose_row(game, "soldier1") == (humans.LOAD, "missile2")
    humans.human_turn(game)
    assert stack(game, "weaponry.tube") == ["missile2"]


def test_rule_human_row4_ignores_items_already_in_machine(content):
    game = blank(content)
    put(game, "port_engine.floor", ["engineer1", "engineering_kit1"])
    put(game, "port_engine.engine", ["pie1"])
    put(game, "port_engine.tank", ["fuel1"])
    assert humans.choose_row(game, "engineer1") == (humans.LOAD, "fuel1")


def test_rule_human_row5_turns_on_to_hit_enemy(content):
    game = blank(content)
    event(game, "enemy_scout")
    put(game, "weaponry.floor", ["soldier1", "soldier_kit1"])
    put(game, "weaponry.tube", ["missile1"])
    assert humans.choose_row(game, "soldier1") == (humans.TURN_ON, None)
    humans.human_turn(game)
    assert game.st["event_done"] is True


def test_rule_human_row5_turns_on_to_dodge_and_lock_monkey(content):
    game = blank(content)
    event(game, "meteor_starboard_1")
    put(game, "starboard_engine.floor", ["engineer2", "engineering_kit2"])
    put(game, "starboard_engine.engine", ["fuel1"])
    put(game, "science.floor", ["scientist1", "science_kit1"])
    put(game, "science.cage", ["monkey1"])
    humans.human_turn(game)
    assert game.st["event_done"] is True
    assert game.st["cage_locked"] is True


def test_rule_human_row5_turns_on_cloning_for_extra_live_human(content):
    game = blank(content)
    put(game, "cloning.floor", ["scientist1", "science_kit1"])
    put(game, "cloning.tank", ["soldier1", "jelly1"], dead=("soldier1",))
    assert humans.choose_row(game, "scientist1") == (humans.TURN_ON, None)


def test_rule_human_row6_closes_open_doors(content):
    game = blank(content)
    put(game, "navigation.floor", ["soldier2", "soldier_kit2"])
    put(game, "navigation.computer", ["chart_accurate"])
    game.st["doors"]["d1"] = game.st["doors"]["d3"] = True
    humans.human_turn(game)
    assert not any(game.st["doors"][d] for d in ("d1", "d3", "d4"))


def test_rule_human_row7_eats_pie_or_banana(content):
    game = blank(content)
    put(game, "navigation.floor", ["banana1", "soldier2", "soldier_kit2"])
    put(game, "navigation.computer", ["chart_accurate"])
    humans.human_turn(game)
    assert "banana1" in game.st["supply"]
    assert game.st["tally"]["human_ate"] == 1


def test_rule_human_row8_does_nothing(content):
    game = blank(content)
    put(game, "navigation.floor", ["soldier2", "soldier_kit2"])
    put(game, "navigation.computer", ["chart_accurate"])
    before = dict(game.st["stacks"])
    assert humans.choose_row(game, "soldier2") == (humans.NOTHING, None)
    humans.human_turn(game)
    assert game.st["stacks"] == before


def test_rule_faq_humans_never_activate_navigation_computer(content):
    game = blank(content)
    put(game, "navigation.floor", ["soldier2", "soldier_kit2"])
    put(game, "navigation.computer", ["chart_accurate"])
    assert humans.worth_turning_on(game, "navigation") is False
    assert humans.choose_row(game, "soldier2") == (humans.NOTHING, None)


def test_rule_human_kit_means_success_without_a_draw(content, monkeypatch):
    game = blank(content)
    put(game, "weaponry.floor", ["soldier1", "soldier_kit1"])
    monkeypatch.setattr(game, "randomness", lambda: (_ for _ in ()).throw(AssertionError))
    assert humans.succeeds(game, "soldier1")


def test_rule_human_turn_order_rooms_zones_stack_height(content):
    game = blank(content, players=2, rooms=["weaponry", "science"])
    put(game, "science.floor", ["scientist1"])
    put(game, "weaponry.racks", ["soldier2"])
    put(game, "weaponry.floor", ["soldier3", "soldier1"])
    put(game, "robot:0", ["engineer1"])
    order = humans.acting_order(game, monkeys=False, done=set())
    assert order == ["soldier1", "soldier3", "soldier2", "engineer1", "scientist1"]


def test_rule_turn_order_is_taken_again_after_a_human_moves_another(content):
    # scientist3 (top of the floor) loads scientist1, just below it, into the cloning tank:
    # scientist2, still on the floor, now acts before scientist1 in the machine zone.
    game = blank(content)
    _lucky(game)
    put(game, "cloning.floor", ["scientist2", "scientist1", "scientist3"])
    game._events = []
    humans.human_turn(game)
    acted = [e.data["item"] for e in game._events if e.kind == "human"]
    assert acted == ["scientist3", "scientist2", "scientist1"]
    assert stack(game, "cloning.floor") == ["scientist2", "scientist1"]


def test_rule_human_cloned_during_the_human_turn_acts_in_it(content):
    game = blank(content)
    _lucky(game)
    put(game, "cloning.floor", ["scientist1", "science_kit1"])
    put(game, "cloning.tank", ["soldier1", "jelly1"], dead=("soldier1",))
    game._events = []
    humans.human_turn(game)
    made = [e.data["made"] for e in game._events if e.kind == "clone"]
    acted = [e.data["item"] for e in game._events if e.kind == "human"]
    assert len(made) == 1 and acted == ["scientist1", made[0]]


def test_rule_phase_order_is_always_a_fresh_turn_order(content, monkeypatch):
    # PhaseOrder sorts again only when it sees a reason to; in seeded random games every
    # character it picks must be the one a fresh Turn Order puts first.
    from game.engines.common.rng import Rng
    from game.engines.law404 import Setup, new_game

    picks = 0
    real_next = humans.PhaseOrder.next

    def checked_next(self, done):
        nonlocal picks
        picked = real_next(self, done)
        fresh = humans.acting_order(self.game, self.monkeys, done)
        assert picked == (fresh[0] if fresh else None)
        picks += 1
        return picked

    monkeypatch.setattr(humans.PhaseOrder, "next", checked_next)
    for seed in range(20):
        game = new_game(Setup(players=2 + seed % 5, seed=seed), content, fast=True)
        rng = Rng(seed + 77)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
    assert picks > 500


def test_rule_human_moved_human_acts_in_new_room_but_never_twice(content):
    game = blank(content)
    _lucky(game)
    # The soldier (floor, acts first) loads the engineer from the racks into the launch tube;
    # the engineer then acts from the machine zone (moves back to the floor) and only once.
    put(game, "weaponry.floor", ["soldier1", "soldier_kit1"])
    put(game, "weaponry.racks", ["engineer1"])
    humans.human_turn(game)
    assert stack(game, "weaponry.floor") == ["soldier1", "soldier_kit1", "engineer1"]
    assert stack(game, "weaponry.tube") == []


def test_rule_human_space_death_at_start_of_turn(content):
    game = blank(content)
    put(game, "weaponry.floor", ["soldier1"])
    put(game, "weaponry.racks", ["soldier2", "suit1"])
    game.st["doors"]["d2"] = True  # weaponry is open to space
    humans.human_turn(game)
    assert game.st["alive"]["soldier1"] is False
    assert game.st["alive"]["soldier2"] is True  # wears a suit
    assert game.st["tally"]["space_death"] == 1


def test_rule_human_dead_characters_never_act(content):
    game = blank(content)
    put(game, "weaponry.racks", ["soldier1"], dead=("soldier1",))
    humans.human_turn(game)
    assert stack(game, "weaponry.racks") == ["soldier1"]


def test_rule_human_equipment_belongs_to_first_character_below(content):
    from game.engines.law404.rules import items
    st = ["soldier1", "suit1", "scientist1", "science_kit1", "suit2", "suit3"]
    owners = items.owners(st, {})
    assert owners == {1: 0, 3: 2, 4: 2}   # suit3: both wear one already, so nobody


def test_rule_categorical_imperative_everyone_copies_the_first(content):
    game = blank(content)
    game.st["flags"] = ["categorical_imperative", "lucky_crew"]
    put(game, "weaponry.floor", ["soldier1", "soldier_kit1"])
    put(game, "weaponry.racks", ["missile1"])
    put(game, "port_engine.floor", ["engineer1", "pie1"])
    put(game, "port_engine.tank", ["fuel1"])
    put(game, "navigation.floor", ["soldier2"])
    put(game, "navigation.computer", ["chart_accurate"])
    humans.human_turn(game)
    assert stack(game, "weaponry.tube") == ["missile1"]
    assert stack(game, "port_engine.engine") == ["fuel1"]      # loads, does not eat
    assert stack(game, "navigation.computer") == ["chart_accurate"]  # nothing valid to load


def test_rule_categorical_imperative_no_navigation_computer(content):
    game = blank(content)
    game.st["flags"] = ["categorical_imperative", "lucky_crew"]
    event(game, "enemy_scout")
    put(game, "weaponry.floor", ["soldier1", "soldier_kit1"])
    put(game, "weaponry.tube", ["missile1"])
    put(game, "navigation.floor", ["soldier2"])
    put(game, "navigation.computer", ["chart_accurate"])
    humans.human_turn(game)
    assert game.st["event_done"]
    assert game.st["sub"] is None and game.st["chart"] is None


def test_rule_crew_siesta_humans_skip(content):
    game = blank(content)
    game.st["flags"] = ["crew_siesta"]
    put(game, "weaponry.racks", ["soldier1", "soldier_kit1"])
    humans.human_turn(game)
    assert stack(game, "weaponry.racks") == ["soldier1", "soldier_kit1"]


# ------------------------------------------------------------------ monkeys

def test_rule_monkey_row1_banana_in_room_eaten(content):
    game = blank(content)
    put(game, "cargo.space", ["banana1", "pie1"])
    put(game, "cargo.floor", ["monkey1"])
    humans.monkey_turn(game)
    assert stack(game, "cargo.space") == ["pie1", "monkey1"]
    assert "banana1" in game.st["supply"]
    assert game.st["tally"]["monkey_ate"] == 1


def test_rule_monkey_row1_takes_banana_from_the_only_robot(content):
    game = blank(content, players=2, rooms=["cargo", "space"])
    put(game, "robot:0", ["banana1"])
    put(game, "cargo.floor", ["monkey1"])
    humans.monkey_turn(game)
    assert stack(game, "robot:0") == ["monkey1"]


def test_rule_monkey_cannot_steal_from_robot_when_two_robots(content):
    game = blank(content, players=2, rooms=["cargo", "cargo"])
    put(game, "robot:0", ["banana1"])
    put(game, "cargo.floor", ["monkey1"])
    humans.monkey_turn(game)
    assert stack(game, "robot:0") == ["banana1"]
    assert stack(game, "cargo.floor") == ["monkey1"]


def test_rule_monkey_row2_steals_and_moves_toward_nearest_banana(content):
    game = blank(content)
    put(game, "navigation.floor", ["monkey1", "pie1"])
    put(game, "cargo.floor", ["banana1"])  # navigation -> cloning -> cargo
    humans.monkey_turn(game)
    assert stack(game, "cloning.floor") == ["monkey1", "pie1"]
    assert game.st["doors"]["d4"] is True


def test_rule_monkey_square_then_triangle_door_preference(content):
    # Navigation: square -> weaponry, triangle -> science, circle -> cloning.  Bananas in
    # Science and Weaponry are both one room away: the square door wins.
    game = blank(content)
    put(game, "navigation.floor", ["monkey1"])
    put(game, "science.floor", ["banana1"])
    put(game, "weaponry.floor", ["banana2"])
    humans.monkey_turn(game)
    assert stack(game, "weaponry.floor") == ["banana2", "monkey1"]
    game = blank(content)
    put(game, "navigation.floor", ["monkey1"])
    put(game, "science.floor", ["banana1"])
    put(game, "cloning.floor", ["banana2"])
    humans.monkey_turn(game)
    assert stack(game, "science.floor") == ["banana1", "monkey1"]


def test_rule_monkey_row3_contemplates_loss(content):
    game = blank(content)
    put(game, "cargo.floor", ["monkey1"])
    put(game, "space.void", ["banana1"])  # bananas in space are not on the ship
    humans.monkey_turn(game)
    assert stack(game, "cargo.floor") == ["monkey1"]


def test_rule_monkey_locked_cage_holds_it(content):
    game = blank(content)
    put(game, "science.cage", ["monkey1"])
    put(game, "cloning.floor", ["banana1"])
    game.st["cage_locked"] = True
    humans.monkey_turn(game)
    assert stack(game, "science.cage") == ["monkey1"]


def test_rule_monkeys_act_after_humans(content):
    game = blank(content)
    assert humans.acting_order(game, monkeys=False, done=set()) == []
    put(game, "weaponry.floor", ["monkey1", "soldier1"])
    assert humans.acting_order(game, monkeys=True, done=set()) == ["monkey1"]
    assert humans.acting_order(game, monkeys=False, done=set()) == ["soldier1"]


def test_rule_monkey_banana_out_of_reach_stays(content):
    game = blank(content)
    put(game, "science.cage", ["banana1"])
    put(game, "science.floor", ["monkey1"])
    game.st["cage_locked"] = True
    humans.monkey_turn(game)
    assert stack(game, "science.floor") == ["monkey1"]
