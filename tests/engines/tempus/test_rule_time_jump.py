"""Time Jump: the ten steps, retention by difficulty, dead crew revived without items."""

import pytest

from game.engines.common.errors import RuleError
from tests.engines.tempus.helpers import do, give, make, put


def jump_ready(difficulty="recruit", chars=("vega", "rhee", "lind")):
    g = make(chars=chars, difficulty=difficulty, at="time_drive")
    return g


def test_rule_time_jump_all_steps():
    g = jump_ready()
    g.crew[1]["at"] = "engineering"
    g.crew[1]["down"] = True
    g.crew[2]["dead"] = True
    g.crew[2]["wounds"] = g.capacity(2)
    dead_item = give(g, 2, "med_kit")
    put(g, "damage", "sick_bay", 2)
    put(g, "fire", "engineering")
    put(g, "fault", "airlock")
    g.locked.add("d_sick_bay")
    g.supply["locked_door"] -= 1
    g.sealed.add("d_maintenance")
    g.shields = 2
    g.completed = ["distress_call"]
    g.supply["completion"] -= 1
    g.set_item("tool_kit_1", "s:sick_bay")        # a stray item on the board
    g.set_item("fire_extinguisher_1", "c:1")      # a starting slot emptied
    g.discard = ["tremor", "hull_breach"]      # tremor drawn first, hull_breach second
    deck_before = list(g.deck)
    paradox = g.paradox_deck[-1]
    fixed_card = g.hyperdrive
    g.fixed = True
    round_before = g.round
    do(g, "time_jump")
    # 1. everyone standing and alive at the Time Drive; the dead lose items and wounds.
    assert all(c["at"] == "time_drive" and not c["down"] and not c["dead"] for c in g.crew)
    assert g.crew[2]["wounds"] == 0 and g.items[dead_item] != "c:2"
    assert g.items["fire_extinguisher_1"] == "c:1"  # recruit: the living keep gear
    # 2. tokens cleared (then the hyperdrive card re-enacted), 3. shields and exterior door.
    assert g.tokens["damage"]["sick_bay"] == 0 and g.tokens["fire"]["engineering"] == 0
    assert g.tokens["fault"]["airlock"] == 0
    assert g.locked == {g.graph.exterior} and not g.sealed
    assert g.shields == 5 and g.completed == [] and g.supply["completion"] == 2
    # 4-5. items back in starting spaces.
    assert g.items["tool_kit_1"] == "s:engineering"
    assert len(g.items_at("central_corridor")) == 2
    # 6-7. deck: discards on top in the order they were drawn, then the paradox.
    assert g.deck[-1] == "tremor" and g.deck[-2] == "hull_breach" and g.deck[-3] == paradox
    assert g.deck[:-3] == deck_before and g.discard == []
    # 8-9. hyperdrive broken and re-enacted; 10. new round.
    assert not g.fixed and g.hyperdrive == fixed_card and g.hyperdrive_tokens() > 0
    assert g.round == round_before + 1 and g.loops == 1


def test_rule_time_jump_living_keep_wounds_on_trainee():
    g = jump_ready("trainee")
    g.crew[1]["wounds"] = 1
    g.crew[1]["at"] = "sick_bay"
    do(g, "time_jump")
    assert g.crew[1]["wounds"] == 1


def test_rule_time_jump_officer_only_crew_at_time_drive_keep():
    g = jump_ready("officer")
    a = give(g, 1, "tool_kit")
    b = give(g, 2, "med_kit")
    g.crew[1]["wounds"] = 1
    g.crew[2]["wounds"] = 1
    g.crew[2]["at"] = "sick_bay"
    do(g, "time_jump")
    assert g.items[a] == "c:1" and g.crew[1]["wounds"] == 1
    assert g.items[b] != "c:2" and g.crew[2]["wounds"] == 0


def test_rule_time_jump_hero_only_activator_keeps():
    g = jump_ready("hero")
    mine = give(g, 0, "tool_kit")
    theirs = give(g, 1, "med_kit")
    do(g, "time_jump")
    assert g.items[mine] == "c:0" and g.items[theirs] != "c:1"


def test_rule_time_jump_skips_remaining_turns():
    g = jump_ready()
    do(g, "time_jump")
    assert g.pending.kind == "choose_first_player"


def test_rule_time_jump_impossible_once_paradox_deck_is_empty():
    g = jump_ready()
    g.paradox_deck = []
    with pytest.raises(RuleError, match="Paradox Deck is empty"):
        do(g, "time_jump")


def test_rule_time_jump_third_jump_buries_lost_in_the_void():
    g = jump_ready()
    for _ in range(3):
        for c in g.crew:
            c["at"] = "time_drive"
        if g.phase == "first":
            do(g, "first 0")
        do(g, "time_jump")
    assert "lost_in_the_void" in g.deck and g.paradox_deck == []


def test_rule_time_jump_disasters_repeat_in_order_then_paradox():
    from game.engines.tempus import Setup, new_game
    from tests.engines.tempus.helpers import content, end_round
    g = new_game(Setup(players=1, seed=21, difficulty="trainee", characters=("brandt",)),
                 content())
    drawn = []
    for _ in range(2):
        end_round(g)
        drawn.append(g.discard[-1])
    assert not g.is_over
    upcoming = g.deck[-1]
    paradox = g.paradox_deck[-1]
    g.crew[0]["at"] = "time_drive"
    assert not g.tokens["fault"]["time_drive"] and not g.tokens["fire"]["time_drive"]
    g._legal = None
    do(g, "time_jump")
    seen = []
    for _ in range(3):
        g.events = []
        end_round(g)
        seen.append([e.data["card"] for e in g.events if e.kind == "draw"])
        if g.is_over:
            break
    assert seen[0] == [drawn[0]] and seen[1] == [drawn[1]]
    assert seen[2] == [paradox, upcoming]
