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


def suggested_at(scene, wanted, n: int = 3) -> list:
    """(suggestion, the table's words for it) at the first `n` decisions of Ada's that
    `wanted(game)` picks, in a seeded game played on by random moves."""
    game = scene.game
    rng = Rng(2)
    out = []
    while len(out) < n and not game.is_over:
        if game.pending.seat == 0 and wanted(game):
            found = Suggester("law404", seed=len(out)).suggest(observe("law404", game))
            words = scene.describe_suggested(found)
            assert not INTERNAL.search(words), words
            out.append((found, words))
        game.apply(rng.choice(game.legal_actions()))
    assert len(out) == n
    return out


def test_a_suggested_card_comes_with_its_program_and_what_it_gains(app):
    scene = open_table(app, players=3, seed=4)

    def first_card(game) -> bool:
        return game.pending.kind == "program" and not game.view_for(0)["private"]["program"]

    for found, words in suggested_at(scene, first_card):
        assert len(found.program) == 3 and found.program[0] == \
            (found.action.card, found.action.side), "the card is the program's first"
        assert words.count("card ") >= 4 and "The program:" in words
        assert found.why.startswith("it ") and words.endswith("."), words


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

    def follow_up(game) -> bool:
        return game.pending.kind in ("door", "doors", "pickup", "putdown") \
            and len(game.legal_actions()) > 1

    for found, words in suggested_at(scene, follow_up):
        assert found.why.startswith("it ") and ": it " in words, words


def test_a_suggested_directive_says_why_it_is_the_one_to_keep(app):
    scene = open_table(app, players=3, seed=4)
    assert scene.game.pending.kind == "keep_directive"
    found = Suggester("law404").suggest(observe("law404", scene.game))
    words = scene.describe_suggested(found)
    assert words.startswith("keep ") and "measured games complete" in words, words
