"""404's Suggest during programming says the card, the whole program it belongs to and what
that program does for the robot: the directives it completes, else where the robot ends,
what it carries and which directive it brings closer."""

from __future__ import annotations

import re

from game.bots.base import observe
from game.bots.suggest import Suggester
from game.engines.common.rng import Rng
from tests.scenes.law404_driver import open_table

INTERNAL = re.compile(r"\bcard\d+\b|\b[a-z]+_[a-z_]+\b|\b[a-z]{2,}\.[a-z_]{2,}\b|\bRobot \d")


def test_a_suggested_card_comes_with_its_program_and_what_it_gains(app):
    scene = open_table(app, players=3, seed=4)
    game = scene.game
    rng = Rng(2)
    said = []
    while len(said) < 3 and not game.is_over:
        pending = game.pending
        if pending.kind == "program" and pending.seat == 0 \
                and not game.view_for(0)["private"]["program"]:
            found = Suggester("law404", seed=len(said)).suggest(observe("law404", game))
            assert len(found.program) == 3 and found.program[0] == \
                (found.action.card, found.action.side), "the card is the program's first"
            words = scene.describe_suggested(found)
            assert words.count("card ") >= 4 and "The program:" in words
            assert found.why.startswith("it ") and words.endswith("."), words
            assert not INTERNAL.search(words), words
            said.append(words)
        game.apply(rng.choice(game.legal_actions()))
    assert len(said) == 3


def test_the_suggested_card_is_ringed_in_the_hand_until_the_position_moves(app):
    from tests.scenes.law404_driver import Hand, wait_for

    scene = open_table(app, players=3, seed=4)
    hand = Hand(app, scene)
    while scene.game.pending.kind != "program":
        assert wait_for(app, scene)
        if scene.game.pending.kind != "program":
            hand.decide()
    found = Suggester("law404").suggest(observe("law404", scene.game))
    suggestions = scene.suggestions
    suggestions.last, suggestions.last_key = found, suggestions._key()
    suggestions.on_shown(found.action)
    assert scene.program.suggested == found.action.card
    scene.refresh()
    assert scene.program.suggested == found.action.card, "still the position it was for"
    hand.program()
    scene.refresh()
    assert scene.program.suggested is None, "the position moved on: the ring goes"


def test_a_suggested_follow_up_choice_says_what_it_does_for_the_rest_of_the_turn(app):
    scene = open_table(app, players=3, seed=4)
    game = scene.game
    rng = Rng(2)
    said = []
    while len(said) < 3 and not game.is_over:
        pending = game.pending
        if pending.seat == 0 and pending.kind in ("door", "doors", "pickup", "putdown") \
                and len(game.legal_actions()) > 1:
            found = Suggester("law404").suggest(observe("law404", game))
            words = scene.describe_suggested(found)
            assert found.why.startswith("it ") and ": it " in words, words
            assert not INTERNAL.search(words), words
            said.append(words)
        game.apply(rng.choice(game.legal_actions()))
    assert len(said) == 3


def test_a_suggested_directive_says_why_it_is_the_one_to_keep(app):
    scene = open_table(app, players=3, seed=4)
    assert scene.game.pending.kind == "keep_directive"
    found = Suggester("law404").suggest(observe("law404", scene.game))
    words = scene.describe_suggested(found)
    assert words.startswith("keep ") and "measured games complete" in words, words
