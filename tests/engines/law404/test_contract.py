"""Engine contract: illegal actions (every kind), text round-trip, views, saves, undo."""

import json

import pytest

from game.engines.common.errors import MalformedActionError, RuleError, SaveError
from game.engines.law404 import actions as A
from game.engines.law404 import from_dict, parse_action

from .helpers import act, blank, drafted, put

EVERY_KIND = [
    A.KeepDirective("nope"), A.UseChip(), A.ProgramCard("card99", "top"),
    A.PickUp("cargo.space", 2), A.PutDown("weaponry.floor", 1), A.RearrangeTarget("self"),
    A.RearrangePlace("pie3"), A.SetDoors(True), A.LeaveDoor(False), A.Shove(5),
    A.ShoveTo("space"), A.Steal("artefact"), A.LathePick("artefact"), A.Revive("space"),
    A.ChartChoice("active"), A.TakeOffered("hide_war", "hide_science"),
]


@pytest.mark.parametrize("action", EVERY_KIND, ids=lambda a: type(a).__name__)
def test_rule_illegal_action_raises_and_changes_nothing(content, action):
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "cargo.space", ["pie1"])
    act(game, 0, "pickup_putdown")
    before = json.dumps(game.to_dict(), sort_keys=True)
    with pytest.raises(RuleError) as err:
        game.apply(action)
    assert str(err.value).endswith(".") and len(str(err.value)) > 20
    assert json.dumps(game.to_dict(), sort_keys=True) == before


def test_rule_illegal_during_draft_and_program(content):
    from game.engines.law404 import Setup, new_game
    game = new_game(Setup(2, 1), content)
    with pytest.raises(RuleError, match="First Robot 1 must keep one of the directives"):
        game.apply(A.ProgramCard("card01", "top"))
    game = drafted(content, players=2)
    seat = game.pending.seat
    elsewhere = next(c for c in sorted(content.action_cards) if c not in game.st["hands"][seat])
    priority = content.action_cards[elsewhere].priority
    with pytest.raises(RuleError, match=f"Action card {priority} is not in Robot {seat + 1}'s"):
        game.apply(A.ProgramCard(elsewhere, "top"))
    with pytest.raises(RuleError, match="There is no such action card"):
        game.apply(A.ProgramCard("card99", "top"))


@pytest.mark.parametrize("action", EVERY_KIND + [A.Steal(None), A.Revive(None)],
                         ids=lambda a: type(a).__name__)
def test_rule_action_text_round_trip(action):
    assert parse_action(action.to_text()) == action


@pytest.mark.parametrize("text", ["", "jump", "pickup cargo.space two", "door ajar",
                                  "program card01 sideways", "keep"])
def test_rule_malformed_action_text(text):
    with pytest.raises(MalformedActionError):
        parse_action(text)


def test_rule_view_hides_other_robots_secrets(content):
    game = drafted(content, players=3)
    view = game.view_for(0)
    assert view["private"]["hand"] == game.st["hands"][0]
    assert view["hand_sizes"] == [5, 5, 5] and "hands" not in view
    assert all(d["id"] == "hidden" for ds in view["directives"] for d in ds if not d["done"])
    assert view["private"]["directives"] == game.st["directives"][0]
    assert game.view_for(1)["private"]["hand"] == game.st["hands"][1]
    assert isinstance(view["active"], int) and "rng" not in view
    json.dumps(view)


def test_rule_public_view_shows_no_robot_its_secrets(content):
    from game.engines.common.contract import public_part
    game = drafted(content, players=3)
    game.apply(game.legal_actions()[0])  # one card programmed: face down for the others
    public = game.public_view()
    assert public["seat"] is None and public["private"] == {}
    assert "hands" not in public and public["hand_sizes"] == [5, 5, 5]
    assert public["program"][0] == [["hidden", "hidden"]]
    assert all(d["id"] == "hidden" for ds in public["directives"] for d in ds)
    assert all(public_part(game.view_for(s)) == public_part(public) for s in range(3))
    json.dumps(public)


def test_rule_save_round_trip_and_bad_saves(content):
    game = drafted(content, players=4)
    game.apply(game.legal_actions()[0])
    data = game.to_dict()
    again = from_dict(json.loads(json.dumps(data)), content)
    assert again.to_dict() == data
    assert again.legal_actions() == game.legal_actions()
    with pytest.raises(SaveError):
        from_dict({"game": "tempus"}, content)
    with pytest.raises(SaveError):
        from_dict({**data, "version": 99}, content)
    with pytest.raises(SaveError):
        from_dict({"game": "law404", "version": 1}, content)


def test_rule_undo_snapshot_is_a_full_deep_copy(content):
    from game.engines.law404.setup import copy_state
    game = drafted(content, players=3)
    for _ in range(30):
        game.apply(game.legal_actions()[-1])
    snap = copy_state(game.st)
    assert snap == game.st and json.dumps(snap, sort_keys=True) == json.dumps(game.st,
                                                                              sort_keys=True)

    def containers(value, out):
        if isinstance(value, (dict, list)):
            out.add(id(value))
            for v in (value.values() if isinstance(value, dict) else value):
                containers(v, out)
        return out
    assert not (containers(snap, set()) & containers(game.st, set()))


def test_rule_board_info_for_scenes(content):
    game = drafted(content, players=2)
    info = game.board_info()
    assert len(info["rooms"]) == 9 and len(info["doors"]) == 10
    assert {z["id"] for r in info["rooms"] for z in r["zones"]} == set(content.zones)
    json.dumps(info)


def test_rule_undo_stops_at_reveal_checkpoint(content):
    game = drafted(content, players=2)
    turn = game.st["turn"]
    while game.st["turn"] == turn:
        game.apply(game.legal_actions()[0])
    assert not game.can_undo            # a new event was revealed: no taking back
    game.apply(game.legal_actions()[0])
    before = game.to_dict()
    game.apply(game.legal_actions()[0])
    game.undo()
    assert game.to_dict() == before


def test_rule_locate_follows_an_item_wherever_it_goes(content):
    # locate remembers where it found an item; a move (even one made by editing the state)
    # must not leave it answering with the old place.
    game = blank(content, players=2)
    put(game, "cargo.floor", ["pie1"])
    assert game.locate("pie1") == "cargo.floor"
    game.move_items(["pie1"], "cargo.floor", "robot:1")
    assert game.locate("pie1") == "robot:1"
    game.st["stacks"]["robot:1"].remove("pie1")
    game.st["supply"].append("pie1")
    assert game.locate("pie1") is None
    game.st["stacks"]["space.void"].append(game.st["supply"].pop())
    assert game.locate("pie1") == "space.void"


def test_rule_fast_games_play_the_same_without_an_event_log(content):
    from game.engines.common.rng import Rng
    from game.engines.law404 import Setup, new_game

    slow = new_game(Setup(3, 4), content)
    fast = new_game(Setup(3, 4), content, fast=True)
    rng = Rng(9)
    logged = 0
    while not slow.is_over:
        action = rng.choice(slow.legal_actions())
        logged += len(slow.apply(action))
        assert fast.apply(action) == []
        assert fast.st == slow.st
    assert logged > 100 and fast.is_over and fast.history == slow.history
