"""Each character's unique ability."""

import pytest

from game.engines.common.errors import RuleError
from tests.engines.tempus.helpers import do, legal_texts, make, put


def test_character_vega_may_move_act_move():
    g = make(chars=("vega", "rhee"), at="time_drive")
    do(g, "move central_corridor", "pickup fire_extinguisher_1", "move sick_bay")
    assert g.crew[0]["at"] == "sick_bay"


def test_character_rhee_has_three_movement():
    g = make(chars=("rhee", "vega"), at="time_drive")
    do(g, "move central_corridor", "move long_corridor_fore", "move security_room")
    assert g.t_moves == 0


def test_character_okafor_repairs_without_tools():
    g = make(chars=("okafor", "vega"), at="engineering")
    put(g, "damage", "engineering", 2)
    do(g, "ability engineering")
    assert g.tokens["damage"]["engineering"] == 1


def test_character_lind_heals():
    g = make(chars=("lind", "vega"), at="central_corridor")
    g.crew[1]["wounds"] = 2
    do(g, "ability crew:1")
    assert g.crew[1]["wounds"] == 1


def test_character_torres_smothers_fire_even_in_fire():
    g = make(chars=("torres", "vega"), at="central_corridor")
    put(g, "fire", "central_corridor", 2)
    assert legal_texts(g) & {"ability central_corridor"}
    do(g, "ability central_corridor")
    assert g.tokens["fire"]["central_corridor"] == 1


def test_character_malik_clears_fault():
    g = make(chars=("malik", "vega"), at="engineering")
    put(g, "fault", "engineering")
    do(g, "ability engineering")
    assert g.tokens["fault"]["engineering"] == 0


def test_character_brandt_never_knocked_down():
    from game.engines.tempus.rules import tokens
    g = make(chars=("brandt", "vega"), at="time_drive")
    tokens.knock_down(g)
    assert not g.crew[0]["down"] and g.crew[1]["down"]


def test_character_ito_picks_up_for_free():
    g = make(chars=("ito", "vega"), at="central_corridor")
    do(g, "pickup fire_extinguisher_1", "pickup fire_extinguisher_2")
    assert not g.t_acted and len(g.items_of(0)) == 2


def test_character_others_pick_up_as_their_action():
    g = make(chars=("vega", "ito"), at="central_corridor")
    do(g, "pickup fire_extinguisher_1")
    with pytest.raises(RuleError):
        do(g, "pickup fire_extinguisher_2")


def test_character_abilities_are_unique():
    g = make()
    kinds = [(c.ability, c.ability_token) for c in g.content.characters.values()]
    assert len(set(kinds)) == 8
