"""Setup: counters, start positions, decks, chips, room cards and the directive draft."""

from collections import Counter

import pytest

from game.engines.law404 import Setup, new_game
from game.engines.law404.actions import KeepDirective, TakeOffered
from game.engines.law404.rules import items

from .helpers import counters, drafted


def test_rule_components_67_counters(content):
    assert len(items.ALL_ITEMS) == 47
    assert items.TOTAL_COUNTERS == 47 + items.DAMAGE_COUNTERS + items.DOOR_COUNTERS == 67
    game = new_game(Setup(4, 3), content)
    assert counters(game) == 67


def test_rule_counter_start_positions(content):
    game = new_game(Setup(3, 5), content)
    s = game.st["stacks"]
    assert s["weaponry.floor"] == ["soldier1", "soldier_kit1"]
    assert s["cargo.space"] == ["chart_inaccurate", "banana1", "pie1", "banana2", "pie2"]
    assert s["navigation.computer"] == ["chart_accurate"] and s["space.void"] == ["artefact"]
    assert s["port_engine.engine"] == [] and len(s["weaponry.racks"]) == 3
    assert not any(game.st["doors"].values())
    assert Counter(items.KIND[i] for i in game.st["supply"]) == Counter(
        {"soldier": 1, "soldier_kit": 1, "scientist": 1, "science_kit": 1, "engineer": 1,
         "engineering_kit": 1, "monkey": 1, "banana": 1, "pie": 1, "suit": 1, "missile": 1,
         "fuel": 2, "jelly": 2})


def test_rule_setup_event_decks(content):
    game = new_game(Setup(3, 8), content)
    active = game.st["active"]
    kinds = Counter(content.events[e].kind == "anomaly" for e in active)
    assert kinds == {False: 10, True: 5}
    assert all(content.events[e].kind != "anomaly" for e in game.st["inactive"])
    assert len(game.st["inactive"]) == 22 - 10


def test_rule_setup_robots_start_in_distinct_card_rooms_and_chips(content):
    game = new_game(Setup(6, 2), content)
    assert len(set(game.st["room"])) == 6 and "space" not in game.st["room"]
    assert len({c["id"] for c in game.st["chips"]}) == 6
    assert all(c["charged"] for c in game.st["chips"])


def test_rule_directive_draft_pass_left_until_three(content):
    game = new_game(Setup(3, 4), content)
    first_hands = [list(h) for h in game.st["draft_hands"]]
    for seat in range(3):
        assert game.pending.seat == seat
        game.apply(KeepDirective(first_hands[seat][0]))
    # seat 1 now holds what seat 0 passed
    assert sorted(game.st["draft_hands"][1]) == sorted(first_hands[0][1:])
    while game.pending.kind == "keep_directive":
        game.apply(game.legal_actions()[0])
    assert all(len(d) == 3 for d in game.st["directives"])
    assert len(game.st["dir_deck"]) == 30 - 12 + 3      # leftovers to the bottom


def test_rule_setup_is_deterministic_from_seed(content):
    a, b = new_game(Setup(4, 11), content), new_game(Setup(4, 11), content)
    assert a.to_dict() == b.to_dict()
    assert new_game(Setup(4, 12), content).to_dict() != a.to_dict()


def test_rule_setup_rejects_bad_player_counts_and_variants():
    with pytest.raises(ValueError):
        Setup(7, 1)
    with pytest.raises(ValueError, match="Unknown 404 variant"):
        Setup(3, 1, frozenset({"gravity"}))


def test_rule_variant_endless_directives(content):
    game = drafted(content, players=2, variants=["endless_directives"])
    assert len(game.st["faceup"]) == 3
    from game.engines.law404.rules import directives
    game.st["directives"][0][0] = {"id": "explore_war", "done": False, "base": {}}
    game.st["stacks"]["space.void"].append(game.st["supply"].pop(game.st["supply"].index(
        "soldier3")))
    game.st["alive"]["soldier3"] = True
    game.st["sub"] = None
    game.last_checked = None
    directives.check(game)
    game.advance()
    assert game.pending.kind == "offer" and game.pending.seat == 0
    keep, drop = game.st["faceup"][:2]
    game.apply(TakeOffered(keep, drop))
    assert game.st["directives"][0][-1]["id"] == keep
    assert game.st["dir_deck"][0] == drop and len(game.st["faceup"]) == 3
    assert not game.is_over


def test_rule_variant_alternate_layout_space_donut(content):
    game = new_game(Setup(2, 1, frozenset({"alternate_layout"})), content)
    assert game.board.name("navigation") == "Bridge" and game.board.name("cargo") == "Cargo"
    ring = ["navigation", "weaponry", "disposal", "cloning", "science", "cargo",
            "port_engine", "starboard_engine"]
    for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
        assert game.board.door_between(a, b) is not None
    assert set(game.board.neighbours("space")) == {"weaponry", "cargo"}


def test_rule_variant_anomalous_space_shuffles_everything(content):
    decks = [new_game(Setup(3, s, frozenset({"anomalous_space"})), content) for s in range(8)]
    assert any(content.events[e].kind == "anomaly" for g in decks for e in g.st["inactive"])
    assert all(len(g.st["active"]) == 10 for g in decks)
