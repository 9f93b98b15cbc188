"""How do you win (fix the Hyperdrive, then shields and distress call, then fly home, all
alive) and the seven ways to lose."""

import pytest

from game.engines.common.errors import RuleError
from game.engines.tempus.content import Effect
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.consequences import consequences_phase
from game.engines.tempus.rules.effects import enact, run_queue
from tests.engines.tempus.helpers import do, give, legal_texts, make, put


def test_rule_fix_hyperdrive_by_removing_every_token():
    g = make(at="hyperdrive")
    put(g, "damage", "hyperdrive", 2)
    uid = give(g, 0, "tool_kit")
    assert not g.fixed
    do(g, f"use {uid} hyperdrive")
    assert g.fixed


def test_rule_win_actions_need_fixed_hyperdrive():
    g = make(at="shield_controls")
    with pytest.raises(RuleError, match="Hyperdrive must be fixed"):
        do(g, "reinforce_shields")


def test_rule_win_sequence_either_order_then_fly_home():
    g = make(chars=("rhee", "vega"), at="security_controls")
    g.fixed = True
    g.crew[1]["at"] = "flight_controls"
    do(g, "distress_call", "end")
    assert "fly_home" not in legal_texts(g)
    with pytest.raises(RuleError, match="^Reinforce the Shields first.$"):  # the call is sent
        do(g, "fly_home")
    do(g, "end")
    if g.phase == "first":
        do(g, "first 0")
    g.crew[0]["at"] = "shield_controls"
    g._legal = None
    do(g, "reinforce_shields", "end")
    assert set(g.completed) == {"reinforce_shields", "distress_call"}
    do(g, "fly_home")
    assert g.is_over and g.result.won and g.result.reason == "flew_home"
    assert g.legal_actions() == [] and g.pending is None


def test_rule_win_needs_everyone_alive():
    g = make(at="flight_controls")
    g.fixed = True
    g.completed = ["reinforce_shields", "distress_call"]
    g.crew[1]["dead"] = True
    g.crew[1]["wounds"] = g.capacity(1)
    with pytest.raises(RuleError, match="must be alive"):
        do(g, "fly_home")


def test_rule_win_actions_blocked_by_fault():
    g = make(at="shield_controls")
    g.fixed = True
    put(g, "fault", "shield_controls")
    with pytest.raises(RuleError, match="Electrical Fault"):
        do(g, "reinforce_shields")


def test_rule_win_actions_not_remote():
    g = make(at="security_controls")
    g.fixed = True
    assert "reinforce_shields" not in legal_texts(g)


def test_rule_completion_survives_hyperdrive_breaking_again():
    g = make(at="flight_controls")
    g.fixed = True
    g.completed = ["distress_call"]
    put(g, "damage", "hyperdrive", 3)
    consequences_phase(g)
    assert not g.fixed and g.completed == ["distress_call"]


def test_rule_lose_1_no_token_left():
    g = make(at="flight_controls")
    g.supply["damage"] = 0
    enact(g, Effect("damage", numbers=(1,)))
    assert g.result.reason == "supply_damage"


def test_rule_lose_2_fuel_cells():
    g = make(at="flight_controls")
    put(g, "damage", "fuel_cells", 3)
    consequences_phase(g)
    assert g.result.reason == "fuel_cells"


def test_rule_lose_3_shields_hit_red():
    g = make(at="flight_controls")
    g.shields = 1
    enact(g, Effect("shields", amount=-1))
    assert g.result.reason == "shields"


def test_rule_lose_4_no_way_back_to_the_bridge():
    g = make(chars=("vega",), at="maintenance")
    g.events = []
    enact(g, Effect("seal", spaces=("maintenance",)))
    g._check_way_back()
    assert g.result.reason == "no_way_back"


def test_rule_lose_4_not_while_someone_can_reach_the_bridge():
    g = make(chars=("vega", "rhee"), at="maintenance")
    g.crew[1]["at"] = "central_corridor"
    g.locked |= set(g.graph.doors_of("central_corridor"))  # locks can be opened again
    enact(g, Effect("seal", spaces=("maintenance",)))
    g._check_way_back()
    assert g.result is None


def test_rule_lose_4_checked_after_actions():
    g = make(chars=("vega",), at="maintenance")
    g.sealed |= {"d_maintenance"}
    g.crew[0]["at"] = "engineering"
    g.sealed |= {"d_engineering", "d_engineering_fuel"}
    do(g, "end")
    assert g.result.reason == "no_way_back"


def test_rule_lose_5_empty_deck():
    g = make(at="flight_controls")
    g.deck = []
    g.queue = [["draw"]]
    run_queue(g)
    assert g.result.reason == "deck_empty"


def test_rule_lose_6_lost_in_the_void():
    g = make(at="flight_controls")
    g.deck = ["lost_in_the_void"]
    g.queue = [["draw"]]
    run_queue(g)
    assert g.result.reason == "lost_in_the_void"


def test_rule_lose_7_all_dead():
    g = make(chars=("rhee", "malik"), at="engineering")
    tokens.place(g, "damage", "engineering", 3)
    assert g.result.reason == "all_dead" and not g.result.won


def test_rule_game_over_rejects_actions():
    g = make(chars=("rhee",), at="engineering")
    tokens.place(g, "damage", "engineering", 3)
    with pytest.raises(RuleError, match="game is over"):
        do(g, "end")
