"""Action Phase actions: pick up, drop, trade, doors, one action a turn, Fire and faults."""

import pytest

from game.engines.common.errors import RuleError
from tests.engines.tempus.helpers import do, give, legal_texts, make, put


def test_rule_one_action_per_turn():
    g = make(at="central_corridor")
    do(g, "pickup fire_extinguisher_1")
    with pytest.raises(RuleError, match="already taken their action"):
        do(g, "pickup fire_extinguisher_2")


def test_rule_pick_up_needs_a_matching_free_slot():
    g = make(at="security_room")
    give(g, 0, "space_suit")
    assert "pickup body_armour_1" not in legal_texts(g)
    with pytest.raises(RuleError, match="no free wearing slot"):
        do(g, "pickup body_armour_1")


def test_rule_drop_is_free_and_keeps_the_action():
    g = make(at="central_corridor")
    uid = give(g, 0, "tool_kit")
    do(g, f"drop {uid}")
    assert g.items[uid] == "s:central_corridor" and not g.t_acted
    do(g, "pickup fire_extinguisher_1")
    assert g.t_acted


def test_rule_dropped_item_not_picked_up_again_same_turn():
    g = make(at="central_corridor")
    uid = give(g, 0, "tool_kit")
    do(g, f"drop {uid}")
    with pytest.raises(RuleError, match="dropped this turn"):
        do(g, f"pickup {uid}")


def test_rule_trade_any_number_of_items():
    g = make(at="central_corridor")
    a = give(g, 0, "tool_kit")
    b = give(g, 0, "body_armour")
    c = give(g, 1, "med_kit")
    events = do(g, f"trade 1 give={a},{b} take={c}")
    assert g.items_of(0) == [c] and sorted(g.items_of(1)) == sorted([a, b])
    said = [e.text for e in events if e.kind == "trade"]  # the log says what changed hands
    assert said == [f"{g.crew_name(0)} trades with {g.crew_name(1)}: gives Body Armour and "
                    "Tool Kit, takes Med-Kit."]


def test_rule_trade_respects_slots():
    g = make(at="central_corridor")
    give(g, 0, "body_armour")
    s = give(g, 1, "space_suit")
    with pytest.raises(RuleError) as refused:
        do(g, f"trade 1 give= take={s}")
    assert str(refused.value) == ("Captain Vega's sheet would not hold it: 2 Equipment slots "
                                  "and 1 Wearing slot.")


def test_rule_trade_needs_same_space():
    g = make(at="central_corridor")
    g.crew[1]["at"] = "sick_bay"
    s = give(g, 1, "tool_kit")
    with pytest.raises(RuleError):
        do(g, f"trade 1 give= take={s}")


def test_rule_loot_the_dead_but_not_give_to_them():
    g = make(at="central_corridor")
    s = give(g, 1, "tool_kit")
    mine = give(g, 0, "med_kit")
    g.crew[1]["dead"] = True
    g.crew[1]["wounds"] = g.capacity(1)
    g._legal = None
    assert f"trade 1 give={mine} take=" not in legal_texts(g)
    do(g, f"trade 1 give= take={s}")
    assert g.items[s] == "c:0"


def test_rule_lock_and_unlock_a_door_of_your_space():
    g = make(at="central_corridor")
    do(g, "door d_sick_bay")
    assert "d_sick_bay" in g.locked and g.supply["locked_door"] == 19 - 2
    g2 = make(at="central_corridor")
    g2.locked.add("d_sick_bay")
    g2.supply["locked_door"] -= 1
    g2._legal = None
    do(g2, "door d_sick_bay")
    assert "d_sick_bay" not in g2.locked


def test_rule_lock_only_doors_connected_to_your_space():
    g = make(at="central_corridor")
    with pytest.raises(RuleError, match="not connected"):
        do(g, "door d_engineering")


def test_rule_lock_exterior_door_only_by_airlock_action():
    g = make(at="airlock")
    assert "door d_airlock_exterior" not in legal_texts(g)


def test_rule_no_actions_in_fire_unless_removing_it():
    g = make(at="central_corridor")
    put(g, "fire", "central_corridor")
    ext = give(g, 0, "fire_extinguisher")
    assert legal_texts(g) >= {f"use {ext} central_corridor"}
    with pytest.raises(RuleError, match="space with Fire"):
        do(g, "pickup fire_extinguisher_1")
    with pytest.raises(RuleError, match="space with Fire"):
        do(g, "door d_sick_bay")
    do(g, f"use {ext} central_corridor")
    assert g.tokens["fire"]["central_corridor"] == 0


def test_rule_free_actions_allowed_in_fire():
    g = make(at="central_corridor")
    put(g, "fire", "central_corridor")
    uid = give(g, 0, "tool_kit")
    do(g, f"drop {uid}")
    assert g.items[uid] == "s:central_corridor"


def test_rule_no_board_actions_with_electrical_fault():
    g = make(at="maintenance")
    uid = give(g, 0, "tool_kit")
    g.exhausted.add(uid)
    assert "maintenance" in legal_texts(g)
    put(g, "fault", "maintenance")
    assert "maintenance" not in legal_texts(g)
    with pytest.raises(RuleError, match="Electrical Fault"):
        do(g, "maintenance")


def test_rule_end_turn_passes_clockwise():
    g = make(chars=("vega", "rhee", "lind"), at="time_drive")
    assert g.current_seat == 0
    do(g, "end")
    assert g.current_seat == 1
    do(g, "end")
    assert g.current_seat == 2


def test_rule_choose_first_player_each_round():
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    do(g, "end", "end", "end")
    if g.is_over:
        return
    assert g.pending.kind == "choose_first_player"
    do(g, "first 2")
    assert g.order == [2, 0, 1] and g.current_seat == 2


def test_rule_dead_crew_skip_their_turn():
    g = make(chars=("vega", "rhee", "lind"), at="time_drive")
    g.crew[1]["dead"] = True
    g.crew[1]["wounds"] = g.capacity(1)
    do(g, "end")
    assert g.current_seat == 2
