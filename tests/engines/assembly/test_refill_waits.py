"""Ruling 48: at the app's solo table the end-of-turn refill waits for the player's Draw,
so a play can be taken back before any hidden card is seen, and never after."""

from __future__ import annotations

import json

import pytest

from game.engines import assembly as A
from game.engines.common.errors import RuleError

from .conftest import bay_state, set_hands, solo

SWAP = A.Play(("swap",), "swap", (1, 2))


def waiting(content, deck):
    g = solo(content, refill_waits=True)
    bay_state(g, {1: "reactor", 2: "cargo", 3: "medbay"})
    return set_hands(g, ["swap", "swap", "deploy_lock"], deck=deck)


def seen(g) -> str:
    """Everything the player may know now: their view and the game's public lines."""
    return json.dumps([g.view_for(0), g.public_view(), g.pending.prompt], sort_keys=True)


def test_rule_refill_waits_for_the_draw_so_the_play_can_be_undone(content):
    g = waiting(content, ["deploy_lock", "swap", "wild"])
    before = g.to_dict()
    g.apply(SWAP)
    assert g.mod[:2] == ["cargo", "reactor"], "the play has landed on the board"
    assert g.pending.kind == "refill" and g.legal_actions() == [A.Choose("draw")]
    assert len(g.hands[0]) == 2 and len(g.deck) == 3, "no card drawn yet"
    assert g.can_undo
    g.undo()
    assert g.to_dict() == before
    g.apply(A.Play(("swap",), "swap", (1, 3)))
    g.apply(A.Choose("draw"))
    assert sorted(g.hands[0]) == ["deploy_lock", "swap", "wild"] and g.turn == 2
    assert not g.can_undo, "a drawn card is a checkpoint: undo never un-sees it"
    with pytest.raises(RuleError, match="Nothing to undo"):
        g.undo()


def test_rule_undo_and_replay_never_reveal_the_next_card(content):
    """Two games alike but for the deck's top card show the player exactly the same
    through a play, its undo and another play: the card is known only once drawn."""
    games = [waiting(content, ["swap", "deploy_lock", top]) for top in ("wild", "swap")]
    for g in games:
        g.apply(SWAP)
    assert seen(games[0]) == seen(games[1])
    for g in games:
        g.undo()
        g.apply(A.Play(("swap",), "swap", (2, 3)))
    assert seen(games[0]) == seen(games[1])
    for g in games:
        g.apply(A.Choose("draw"))
    assert seen(games[0]) != seen(games[1])


def test_rule_a_refill_that_waits_asks_nothing_else_first(content):
    g = waiting(content, ["swap", "swap", "wild"])
    g.apply(SWAP)
    with pytest.raises(RuleError, match="First answer the open choice: Draw up to 3 cards"):
        g.apply(A.Play(("swap",), "swap", (1, 2)))


def test_rule_without_the_option_the_refill_is_at_once(content):
    g = solo(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "deploy_lock"], deck=["swap", "swap", "wild"])
    g.apply(SWAP)
    assert g.pending.kind == "command" and len(g.hands[0]) == 3 and not g.can_undo


def test_rule_refill_option_is_saved_only_when_set(content):
    g = waiting(content, ["swap", "swap", "wild"])
    assert g.setup.to_dict()["refill_waits"] is True
    assert "refill_waits" not in solo(content).setup.to_dict()
    assert A.Setup.from_dict(g.setup.to_dict()).refill_waits
    with pytest.raises(ValueError, match="true or false"):
        A.Setup.from_dict({**g.setup.to_dict(), "refill_waits": "yes"})
    g.apply(SWAP)
    restored = A.from_dict(json.loads(json.dumps(g.to_dict())), content)
    assert restored.pending.kind == "refill"
