"""The engine contract (docs/architecture.md): setup, records, undo, views, errors."""

import json

import pytest

import game.engines.tempus as tempus
from game.engines.common.errors import MalformedActionError, RuleError, SaveError
from game.engines.tempus import Setup, from_dict, new_game, parse_action
from tests.engines.tempus.helpers import content, do, give, make


def test_contract_module_constants():
    assert tempus.GAME_ID == "tempus" and tempus.TITLE == "Trouble on the Tempus"
    assert (tempus.MIN_PLAYERS, tempus.MAX_PLAYERS) == (1, 5)


def test_contract_setup_round_trip_and_validation():
    s = Setup(players=4, seed=99, difficulty="hero", characters=("vega", "rhee", "lind", "ito"))
    assert Setup.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    assert Setup.from_dict({"players": 3, "seed": 1}).difficulty == "recruit"
    with pytest.raises(RuleError, match="1 to 5 crew"):
        Setup(players=6)
    with pytest.raises(RuleError, match="Unknown difficulty"):
        Setup(difficulty="admiral")


def test_contract_from_dict_rejects_bad_saves():
    g = new_game(Setup(players=2, seed=5), content())
    d = g.to_dict()
    with pytest.raises(SaveError):
        from_dict({**d, "game": "law404"}, content())
    broken = dict(d)
    del broken["crew"]
    with pytest.raises(SaveError, match="damaged"):
        from_dict(broken, content())


def test_contract_illegal_action_changes_nothing():
    g = make(at="time_drive")
    before = g.to_dict()
    for text in ("move sick_bay", "pickup tool_kit_1", "sick_bay 0", "fly_home",
                 "discard 0 tool_kit_1", "first 1"):
        with pytest.raises(RuleError) as info:
            do(g, text)
        assert str(info.value).endswith(".")
        assert g.to_dict() == before


def test_contract_parse_action_rejects_garbage():
    for text in ("", "fly", "move", "first x", "trade 1 give=a"):
        with pytest.raises(MalformedActionError):
            parse_action(text)


def test_contract_undo_goes_back_one_decision():
    g = make(at="time_drive")
    before = g.to_dict()
    do(g, "move central_corridor")
    assert g.can_undo
    g.undo()
    assert g.to_dict() == before
    assert not g.can_undo
    with pytest.raises(RuleError):
        g.undo()


def test_contract_undo_stops_at_card_draws():
    g = new_game(Setup(players=1, seed=3), content())
    do(g, "end")  # the only crew member ends: consequences and a disaster card drawn
    assert g.history == ["end"] and not g.can_undo


def test_contract_view_hides_deck_order():
    g = new_game(Setup(players=2, seed=8), content())
    v = g.view_for(1)
    assert v["deck"] == len(g.deck) and v["paradox_deck"] == 3 and "rng" not in v
    assert "seed" not in v["setup"]
    assert v["seat"] == 1


def test_contract_public_view_hides_deck_order_and_names_no_seat():
    g = new_game(Setup(players=2, seed=8), content())
    v = g.public_view()
    assert v["deck"] == len(g.deck) and v["paradox_deck"] == 3 and "rng" not in v
    assert "seed" not in v["setup"]
    assert v["seat"] is None and v["private"] == {}
    assert {**g.view_for(1), "seat": None} == v


def test_contract_summary():
    g = make(at="time_drive")
    s = g.summary()
    assert json.loads(json.dumps(s)) == s and s["result"] is None




def test_contract_save_in_the_middle_of_a_disaster_card_resumes_exactly():
    from game.engines.tempus.rules.effects import run_queue
    g = make(chars=("vega", "rhee", "lind"), at="flight_controls")
    a = give(g, 0, "tool_kit")
    give(g, 1, "med_kit")
    g.deck = ["gravity_failure"]  # knockdown, discard (a choice), then damage in 5
    g.queue = [["draw"]]
    g.phase = "disaster"
    run_queue(g)
    assert g.pending.kind == "discard_equipment" and g.queue
    restored = from_dict(g.to_dict(), content())
    for game in (g, restored):
        do(game, f"discard 0 {a}")
    assert restored.to_dict() == g.to_dict()
    assert g.tokens["damage"][g.by_number[5]] == 1 and g.pending.kind == "choose_first_player"
