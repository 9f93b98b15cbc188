"""The Disaster Phase: paradox first, growing rows up to the crew count, majors in full,
each symbol of the Disaster Card Key, and the Officer/Hero shields penalty."""

import pytest

from game.engines.tempus.content import Effect
from game.engines.tempus.rules.effects import enact, run_queue
from tests.engines.tempus.helpers import do, give, legal_texts, make, put


def run_card(g, card_id: str, on_top=()):
    g.deck = list(reversed([*on_top, card_id]))  # the top card is the last element
    g.phase = "disaster"
    g.queue = [["draw"]]
    g.events = []
    run_queue(g)


def growing_rows(g, card_id):
    return g.content.cards[card_id].effects


def test_rule_growing_disaster_enacts_rows_up_to_crew_count():
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    run_card(g, "loose_panels")  # rows: damage 7, damage 6, fault 2&9, ...
    rows = growing_rows(g, "loose_panels")
    assert rows[0].do == "damage" and rows[1].do == "damage"
    # 3 crew: rows 1 and 2 only.
    placed = {s: n for s, n in g.tokens["damage"].items() if n}
    expected = {g.by_number[rows[0].numbers[0]]: 1}
    expected[g.by_number[rows[1].numbers[0]]] = expected.get(
        g.by_number[rows[1].numbers[0]], 0) + 1
    assert placed == expected
    assert sum(g.tokens["fault"].values()) == 0
    assert g.discard == ["loose_panels"]


def test_rule_growing_disaster_solo_enacts_first_row():
    g = make(chars=("vega",), at="flight_controls")
    run_card(g, "loose_panels")
    assert sum(g.tokens["damage"].values()) == 1


def test_rule_growing_disaster_five_crew_enacts_all_rows():
    g = make(chars=("vega", "rhee", "lind", "ito", "malik"), at="flight_controls")
    run_card(g, "loose_panels")  # damage 7, damage 6, fault 2 & 9, damage 9
    assert sum(g.tokens["damage"].values()) == 3
    assert sum(g.tokens["fault"].values()) == 2


def test_rule_growing_rows_count_dead_crew_too():
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    g.crew[2]["dead"] = True
    g.crew[2]["wounds"] = g.capacity(2)
    run_card(g, "loose_panels")
    assert sum(g.tokens["damage"].values()) == 2


def test_rule_major_disaster_enacted_in_full():
    g = make(at="flight_controls")
    run_card(g, "hull_breach")
    assert [g.tokens["damage"][g.by_number[n]] for n in (1, 2, 3)] == [1, 1, 1]
    assert all(c["down"] for c in g.crew)
    assert g.discard == ["hull_breach"]


def test_rule_paradox_on_top_is_enacted_first_and_discarded_apart():
    g = make(at="flight_controls")
    run_card(g, "hull_breach", on_top=("future_debris",))
    assert g.paradox_discard == ["future_debris"] and g.discard == ["hull_breach"]
    draws = [e.data["card"] for e in g.events if e.kind == "draw"]
    assert draws == ["future_debris", "hull_breach"]


def test_rule_lost_in_the_void_loses():
    g = make(at="flight_controls")
    run_card(g, "hull_breach", on_top=("lost_in_the_void",))
    assert g.result.reason == "lost_in_the_void"


def test_rule_empty_deck_loses():
    g = make(at="flight_controls")
    g.deck = []
    g.queue = [["draw"]]
    run_queue(g)
    assert g.result.reason == "deck_empty"


def test_rule_symbol_fire():
    g = make(at="flight_controls")
    assert enact(g, Effect("fire", numbers=(1, 8)))
    assert g.tokens["fire"]["security_room"] == 1 and g.tokens["fire"]["life_support"] == 1


def test_rule_symbol_fault():
    g = make(at="flight_controls")
    enact(g, Effect("fault", numbers=(4,)))
    assert g.tokens["fault"]["engineering"] == 1


def test_rule_symbol_damage():
    g = make(at="flight_controls")
    enact(g, Effect("damage", numbers=(9,)))
    assert g.tokens["damage"]["hyperdrive"] == 1


def test_rule_symbol_spread():
    g = make(at="flight_controls")
    enact(g, Effect("spread", numbers=(3,)))  # sick bay
    assert g.tokens["fire"]["central_corridor"] == 1 and g.tokens["fire"]["sick_bay"] == 0


def test_rule_symbol_knockdown_spares_the_steady():
    g = make(chars=("vega", "brandt"), at="flight_controls")
    enact(g, Effect("knockdown"))
    assert [c["down"] for c in g.crew] == [True, False]


def test_rule_symbol_door():
    g = make(at="flight_controls")
    enact(g, Effect("door", numbers=(4,)))
    assert set(g.graph.doors_of("engineering")) <= g.locked


def test_rule_symbol_discard_asks_the_crew():
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    a = give(g, 0, "tool_kit")
    b = give(g, 1, "med_kit")
    give(g, 1, "space_suit")  # wearing: never discarded by this symbol
    g.deck = ["gravity_failure"]
    g.queue = [["draw"]]
    run_queue(g)
    assert g.pending.kind == "discard_equipment"
    assert legal_texts(g) == {f"discard 0 {a}", f"discard 1 {b}"}
    round_before = g.round
    do(g, f"discard 1 {b}")
    assert g.items[b] == "supply"
    assert g.round == round_before + 1  # the phase finished after the choice
    assert g.tokens["damage"][g.by_number[5]] == 1


def test_rule_symbol_discard_with_nothing_does_nothing():
    g = make(at="flight_controls")
    assert enact(g, Effect("discard")) is False


@pytest.mark.parametrize("difficulty,shields", [("recruit", 5), ("officer", 4), ("hero", 4)])
def test_rule_officer_hero_nothing_to_interact_lowers_shields(difficulty, shields):
    g = make(chars=("vega", "rhee"), difficulty=difficulty, at="flight_controls")
    row = growing_rows(g, "coolant_spill")[0]  # fire in 9
    put(g, "fire", g.by_number[row.numbers[0]], 2)
    run_card(g, "coolant_spill")
    assert g.shields == shields


def test_rule_two_paradoxes_on_top_are_both_enacted_before_the_disaster():
    g = make(at="flight_controls")
    run_card(g, "hull_breach", on_top=("future_debris", "static_memory"))
    draws = [e.data["card"] for e in g.events if e.kind == "draw"]
    assert draws == ["future_debris", "static_memory", "hull_breach"]
    assert g.paradox_discard == ["future_debris", "static_memory"]
    assert g.tokens["fault"][g.by_number[6]] == 1
