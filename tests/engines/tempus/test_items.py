"""Each item card: its action, free action, passive and exhaust rule."""

import pytest

from game.engines.common.errors import RuleError
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.airlock import airlock_opening
from tests.engines.tempus.helpers import do, give, legal_texts, make, put


def test_item_body_armour_absorbs_one_wound_while_fresh():
    g = make(at="engineering")
    uid = give(g, 0, "body_armour")
    tokens.place(g, "damage", "engineering")
    assert g.crew[0]["wounds"] == 0 and uid in g.exhausted
    tokens.place(g, "damage", "engineering")
    assert g.crew[0]["wounds"] == 1


def test_item_space_suit_resists_airlock_and_life_support():
    g = make(at="security_room")
    give(g, 0, "space_suit")
    g.locked.discard(g.graph.exterior)
    airlock_opening(g)
    assert not g.crew[0]["dead"]


def test_item_tool_kit_removes_two_damage_here():
    g = make(at="engineering")
    uid = give(g, 0, "tool_kit")
    put(g, "damage", "engineering", 3)
    put(g, "damage", "maintenance", 1)
    assert f"use {uid} maintenance" not in legal_texts(g)
    do(g, f"use {uid} engineering")
    assert g.tokens["damage"]["engineering"] == 1


def test_item_exo_skeleton_reaches_adjacent_damage_and_gives_movement():
    g = make(at="engineering")
    uid = give(g, 0, "exo_skeleton")
    put(g, "damage", "maintenance", 2)
    do(g, f"use {uid} maintenance")
    assert g.tokens["damage"]["maintenance"] == 1
    g2 = make(at="time_drive")
    uid2 = give(g2, 0, "exo_skeleton")
    do(g2, f"free {uid2} time_drive", "move central_corridor", "move sick_bay",
       "move central_corridor")
    assert uid2 in g2.exhausted and g2.t_moves == 0


def test_item_electro_tool_removes_fault_here_or_adjacent():
    g = make(at="engineering")
    uid = give(g, 0, "electro_tool")
    put(g, "fault", "fuel_cells")
    do(g, f"use {uid} fuel_cells")
    assert g.tokens["fault"]["fuel_cells"] == 0


def test_item_med_kit_heals_two_and_free_heal_exhausts():
    g = make(at="sick_bay")
    uid = give(g, 0, "med_kit")
    g.crew[1]["wounds"] = 3
    g.crew[0]["wounds"] = 2
    do(g, f"use {uid} crew:1")
    assert g.crew[1]["wounds"] == 1
    do(g, f"free {uid} crew:0")
    assert g.crew[0]["wounds"] == 1 and uid in g.exhausted
    with pytest.raises(RuleError, match="exhausted"):
        do(g, f"free {uid} crew:0")


def test_item_fire_extinguisher_action_and_free_action():
    g = make(at="central_corridor")
    uid = give(g, 0, "fire_extinguisher")
    put(g, "fire", "central_corridor", 2)
    put(g, "fire", "sick_bay", 1)
    do(g, f"free {uid} sick_bay")
    assert g.tokens["fire"]["sick_bay"] == 0 and uid in g.exhausted
    assert f"use {uid} central_corridor" not in legal_texts(g)  # exhausted: no use at all


def test_item_exhausted_items_refresh_in_maintenance():
    g = make(at="maintenance")
    uid = give(g, 0, "fire_extinguisher")
    g.exhausted.add(uid)
    do(g, "maintenance")
    assert uid not in g.exhausted


def test_item_counts_and_seeding():
    g = make()
    assert len(g.items) == 32
    seeded = {uid: loc for uid, loc in g.items.items() if loc.startswith("s:")}
    assert sorted(seeded.values()) == sorted(
        ["s:security_room", "s:airlock", "s:engineering", "s:maintenance",
         "s:shield_generator", "s:sick_bay", "s:central_corridor", "s:central_corridor"])
