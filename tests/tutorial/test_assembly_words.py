"""Assembly's tutorial words (game/tutorial/assembly.py) on real engine states: what each
condition reads and what each filter keeps."""

from __future__ import annotations

from game.records import new_game
from game.tutorial import assembly as words


def solo(seed: int, role: str = "oren"):
    return new_game("assembly", {"players": 1, "seed": seed, "roles": [role],
                                 "refill_waits": True})


def test_makes_match_keeps_only_the_swaps_that_put_a_module_on_its_own_blueprint():
    game = solo(3, "alfie")  # one module, not on its blueprint
    kept = words.makes_match(game, 0, game.legal_actions())
    assert kept and all(a.command == "swap" and a.role and not a.is_substitute for a in kept)
    module = next(i for i, m in enumerate(game.mod) if m)
    home = game.bp.index(game.mod[module])
    assert [a.args for a in kept] == [tuple(sorted((module + 1, home + 1)))]
    game.apply(kept[0])
    assert game.mod[module] == game.bp[module]


def test_plain_leaves_out_role_plays_and_a_lock_that_names_no_bay():
    game = solo(7)
    plays = game.legal_actions()
    kept = words.plain_plays(game, 0, plays)
    assert "play deploy_lock lock" in {a.to_text() for a in plays}
    assert all(not a.role for a in kept)
    assert "play deploy_lock lock" not in {a.to_text() for a in kept}
    assert any(a.is_substitute for a in kept)  # a wild satisfies a step too


def test_played_and_turns_read_the_record_and_the_turn_counter():
    game = solo(7)
    assert not words.played(game, 0, "deploy", 1) and words.turns(game, 0, 1)
    game.apply(next(a for a in game.legal_actions() if a.to_text() == "play deploy_lock deploy"))
    assert words.played(game, 0, "deploy", 1) and not words.turns(game, 0, 2)
    assert game.pending.kind == "refill"
    game.apply(next(a for a in game.legal_actions() if a.to_text() == "choose draw"))
    assert words.turns(game, 0, 2) and words.on_ring(game, 0, 2)


def test_asked_stays_true_after_the_turn_of_the_question_ends():
    game = new_game("assembly", {"players": 2, "seed": 8, "roles": ["oren", "theo"]})
    assert not words.asked(game, 0)
    game.apply(next(a for a in game.legal_actions() if a.to_text().startswith("ask 1 ")))
    assert words.asked(game, 0)
    game.apply(next(a for a in game.legal_actions() if a.to_text() == "play deploy_lock deploy"))
    assert game.active == 1 and words.asked(game, 0)


def test_override_or_turn_holds_once_the_person_must_discard_for_the_partner():
    from game.session import GameSession, Seat

    game = new_game("assembly", {"players": 2, "seed": 8, "roles": ["oren", "theo"]})
    session = GameSession("assembly", game, [Seat("human", "easy", "Kit"),
                                             Seat("bot", "easy", "Bo")], None)
    session.apply(next(a for a in game.legal_actions() if a.to_text() == "ask 1 deploy"))
    session.apply(next(a for a in game.legal_actions()
                       if a.to_text() == "play deploy_lock deploy"))
    assert game.active == 1 and not words.override_or_turn(game, 0, 3)
    while not (game.pending.seat == 0 or game.turn >= 3):
        session.bot_move()
    assert game.pending.kind == "override_discard" and game.turn == 2
    assert words.override_or_turn(game, 0, 3)
