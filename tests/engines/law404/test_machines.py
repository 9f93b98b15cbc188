"""Machine Activation Effects, Damage and The Alien Artefact."""

from game.engines.law404.actions import ChartChoice, LathePick, Revive
from game.engines.law404.rules import machines

from .helpers import act, blank, event, put, stack


def test_rule_engine_missile_powers_and_damages(content):
    game = blank(content)
    event(game, "meteor_starboard_1")
    put(game, "starboard_engine.engine", ["pie1", "missile1"])
    machines.activate(game, "starboard_engine")
    assert game.st["event_done"] and "starboard_engine.engine" in game.st["damaged"]
    assert stack(game, "starboard_engine.engine") == []


def test_rule_engine_wrong_side_does_not_dodge(content):
    game = blank(content)
    event(game, "meteor_port_1")
    put(game, "starboard_engine.engine", ["fuel1"])
    machines.activate(game, "starboard_engine")
    assert not game.st["event_done"]


def test_rule_engine_without_fuel_does_nothing(content):
    game = blank(content)
    put(game, "port_engine.engine", ["pie1"])
    machines.activate(game, "port_engine")
    assert stack(game, "port_engine.engine") == ["pie1"]


def test_rule_trash_burner_destroys_everything(content):
    game = blank(content)
    put(game, "disposal.burner", ["soldier1", "pie1"])
    machines.activate(game, "disposal")
    assert stack(game, "disposal.burner") == []
    assert {"soldier1", "pie1"} <= set(game.st["supply"])


def test_rule_cage_locks_until_next_turn_and_second_activation_unlocks(content):
    game = blank(content)
    put(game, "science.cage", ["monkey1"])
    machines.activate(game, "science")
    assert game.st["cage_locked"] and game.st["tally"]["cage_lock_monkey"] == 1
    machines.activate(game, "science")
    assert not game.st["cage_locked"]


def test_rule_launch_tube_jams_with_two_items(content):
    game = blank(content)
    event(game, "enemy_scout")
    put(game, "weaponry.tube", ["missile1", "missile2"])
    machines.activate(game, "weaponry")
    assert stack(game, "weaponry.tube") == ["missile1", "missile2"]
    assert game.st["enemy_hits"] == 0


def test_rule_launch_tube_damage_3_2_1(content):
    for item, hit in (("missile1", 3), ("science_kit1", 2), ("pie1", 1)):
        game = blank(content)
        event(game, "enemy_dreadnought")
        put(game, "weaponry.tube", [item])
        machines.activate(game, "weaponry")
        assert game.st["enemy_hits"] == hit and item in game.st["supply"]


def test_rule_launch_tube_destroys_enemy_at_armour(content):
    game = blank(content)
    event(game, "enemy_raider")   # armour 3
    put(game, "weaponry.tube", ["missile1"])
    machines.activate(game, "weaponry")
    assert game.st["event_done"] and game.st["tally"]["destroy_enemy"] == 1


def test_rule_launch_tube_without_enemy_fires_into_space(content):
    game = blank(content)
    put(game, "space.void", ["pie1"])
    put(game, "weaponry.tube", ["soldier1"])
    machines.activate(game, "weaponry")
    assert stack(game, "space.void") == ["pie1", "soldier1"]
    assert game.alive("soldier1")


def test_rule_launch_tube_live_human_hit_counts(content):
    game = blank(content)
    event(game, "enemy_scout")
    put(game, "weaponry.tube", ["soldier1"])
    machines.activate(game, "weaponry")
    assert game.st["tally"]["fire_live_human_hit"] == 1


def test_rule_nanolathe_player_picks_replacements_dead(content):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "cargo.nanolathe", ["pie1", "banana1"])
    act(game, 0, "activate")
    assert game.pending.kind == "lathe"
    game.apply(LathePick("soldier"))
    game.apply(LathePick("missile"))
    made = stack(game, "cargo.nanolathe")
    assert [m.rstrip("0123456789") for m in made] == ["soldier", "missile"]
    assert game.st["alive"][made[0]] is False


def test_rule_navigation_computer_needs_exactly_one_map(content):
    game = blank(content, players=2, rooms=["navigation", "cargo"])
    put(game, "navigation.computer", ["chart_accurate", "chart_inaccurate"])
    act(game, 0, "activate")
    assert game.st["sub"] is None
    game = blank(content, players=2, rooms=["navigation", "cargo"])
    put(game, "navigation.computer", ["pie1", "chart_accurate"])
    act(game, 0, "activate")
    assert game.st["sub"] is None


def test_rule_navigation_accurate_map_choose_event_set(content):
    game = blank(content, players=2, rooms=["navigation", "cargo"])
    game.st["active"] = ["planet_lab", "meteor_port_1", "categorical_imperative"]
    game.st["inactive"] = ["planet_jungle", "enemy_scout"]
    put(game, "navigation.computer", ["chart_accurate"])
    act(game, 0, "activate")
    assert game.st["chart"] == {"active": ["categorical_imperative", "meteor_port_1"],
                                "inactive": ["enemy_scout"]}
    game.apply(ChartChoice("inactive"))
    assert game.st["active"] == ["planet_lab", "enemy_scout"]
    assert game.st["inactive"] == ["meteor_port_1", "categorical_imperative", "planet_jungle"]


def test_rule_damage_only_once_and_limited_counters(content):
    game = blank(content)
    assert game.damage("weaponry.tube") and not game.damage("weaponry.tube")
    game.st["damaged"] = [f"x{i}" for i in range(10)]
    assert not game.damage("cargo.nanolathe")


# ------------------------------------------------------------------ alien artefact

def test_rule_artefact_nanolathe_empties_supply_into_cargo(content):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "cargo.nanolathe", ["artefact", "pie1"])
    act(game, 0, "activate")
    assert game.st["supply"] == []
    assert "artefact" in stack(game, "space.void")
    assert game.st["alive"]["soldier1"] is False
    assert len(stack(game, "cargo.space")) == 46


def test_rule_artefact_trash_burner_revives_a_room(content):
    game = blank(content, players=2, rooms=["disposal", "weaponry"])
    put(game, "weaponry.floor", ["soldier1"], dead=("soldier1",))
    put(game, "disposal.burner", ["artefact"])
    game.st["doors"]["d1"] = True
    act(game, 0, "activate")
    assert stack(game, "space.void") == ["artefact"]
    game.apply(Revive("weaponry"))
    assert game.alive("soldier1") and game.st["doors"]["d1"] is False


def test_rule_faq_human_trash_burner_with_artefact_room_order(content):
    game = blank(content)
    put(game, "disposal.floor", ["engineer1", "engineering_kit1"])
    put(game, "disposal.burner", ["artefact"])
    put(game, "science.floor", ["scientist1"], dead=("scientist1",))
    put(game, "weaponry.floor", ["soldier1"], dead=("soldier1",))
    from game.engines.law404.rules import humans
    assert humans.choose_row(game, "engineer1") == (humans.TURN_ON, None)
    humans.human_turn(game)
    assert game.alive("soldier1") and not game.alive("scientist1")  # Weaponry before Science


def test_rule_artefact_fired_at_enemy_does_three_and_returns(content):
    game = blank(content)
    event(game, "enemy_dreadnought")
    put(game, "weaponry.tube", ["artefact"])
    machines.activate(game, "weaponry")
    assert game.st["enemy_hits"] == 3 and stack(game, "space.void") == ["artefact"]


def test_rule_artefact_can_never_be_destroyed(content):
    game = blank(content)
    put(game, "disposal.burner", ["artefact"])
    put(game, "space.void", ["pie1"])
    game.destroy("artefact")
    assert stack(game, "space.void") == ["pie1", "artefact"]
    assert "artefact" not in game.st["supply"]


def test_rule_cloning_jelly_living_subject_steps_out_and_is_copied(content):
    game = blank(content)
    put(game, "cloning.tank", ["engineer1", "suit1", "jelly1"])
    machines.activate(game, "cloning")
    floor = stack(game, "cloning.floor")
    assert floor[:2] == ["engineer1", "suit1"]          # walks out wearing its suit
    assert floor[2].startswith("engineer") and game.alive(floor[2])
    assert stack(game, "cloning.tank") == []


def test_rule_cloning_fuel_monkey_makes_scientist_then_engineer_then_soldier(content):
    game = blank(content)
    put(game, "cloning.tank", ["monkey1", "fuel1"], dead=("monkey1",))
    for sci in ("scientist1", "scientist2", "scientist3"):
        put(game, "science.floor", [sci])
    machines.activate(game, "cloning")
    made = stack(game, "cloning.floor")
    assert len(made) == 1 and made[0].startswith("engineer") and game.alive(made[0])


def test_rule_cloning_fuel_human_makes_live_monkey(content):
    game = blank(content)
    put(game, "cloning.tank", ["soldier1", "fuel1"])
    machines.activate(game, "cloning")
    floor = stack(game, "cloning.floor")
    assert floor[0] == "soldier1" and floor[1].startswith("monkey")
    assert game.st["tally"]["clone_monkey"] == 1


def test_rule_cloning_repeats_while_subject_and_reagent_remain(content):
    game = blank(content)
    put(game, "cloning.tank", ["pie1", "jelly1", "jelly2", "soldier1"], dead=("soldier1",))
    machines.activate(game, "cloning")
    assert stack(game, "cloning.tank") == ["pie1", "jelly1"]
    assert game.st["tally"]["clone"] == 1


def test_rule_nanolathe_stops_when_supply_runs_out(content):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    everything = list(game.st["supply"])
    put(game, "cargo.space", [i for i in everything if i not in ("pie1", "banana1")])
    put(game, "cargo.nanolathe", ["pie1", "banana1"])
    act(game, 0, "activate")
    assert {a.kind for a in game.legal_actions()} == {"pie", "banana"}
    game.apply(LathePick("pie"))
    game.apply(LathePick("banana"))
    assert game.st["sub"] is None and game.st["supply"] == []
