"""Chips: single-use abilities spent while programming, recharged by planets."""

import pytest

from game.engines.common.errors import RuleError
from game.engines.law404.actions import ProgramCard, UseChip
from game.engines.law404.rules import events

from .helpers import drafted, put, stack


def _with_chip(content, ability, players=3):
    game = drafted(content, players=players)
    chip = next(c.id for c in content.chips.values() if c.ability == ability)
    game.st["chips"][0] = {"id": chip, "charged": True}
    game._legal = None
    return game


def test_rule_chip_used_once_before_first_card(content):
    game = _with_chip(content, "highlight")
    game.apply(UseChip())
    assert game.st["chips"][0]["charged"] is False
    assert game.st["turn_chip"][0] == "highlight"
    with pytest.raises(RuleError):
        game.apply(UseChip())


def test_rule_chip_redraw_and_extra_cards(content):
    game = _with_chip(content, "redraw")
    old = list(game.st["hands"][0])
    game.apply(UseChip())
    assert len(game.st["hands"][0]) == 5 and set(game.st["hands"][0]).isdisjoint(old)
    game = _with_chip(content, "extra_cards")
    game.apply(UseChip())
    assert len(game.st["hands"][0]) == 7
    game.apply(ProgramCard(game.st["hands"][0][6], "top"))


def test_rule_chip_doors_and_repair(content):
    game = _with_chip(content, "open_doors")
    room = game.st["room"][0]
    game.apply(UseChip())
    assert all(game.st["doors"][d] for _, d, _ in game.board.exits[room])
    game = _with_chip(content, "repair")
    zone = game.board.machine_zone[game.st["room"][0]]
    game.st["damaged"] = [zone]
    game.apply(UseChip())
    assert game.st["damaged"] == []


def test_rule_chip_anchor_keeps_items_through_meteor(content):
    game = _with_chip(content, "anchor")
    game.apply(UseChip())
    put(game, "robot:0", ["pie3"])
    game.st["main"], game.st["event_done"] = "meteor_port_1", False
    events.resolve_event(game)
    assert stack(game, "robot:0") == ["pie3"]
