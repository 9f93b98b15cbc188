"""`last_setups.json`: the new-game screen opens on the game last set up, a table's Hint toggle
is remembered per game, and a damaged file is kept aside (never written over), the player
told once, with the good entries of a partly bad file kept."""

from __future__ import annotations

import json

import pytest

from game import setup_defaults as S
from game.app import App, start_up_checks

GOOD_404 = {"players": 3, "seats": [{"kind": "human", "level": "normal", "name": "Ada"}],
            "variants": [], "difficulty": None, "choices": {}}
DAMAGED = {
    "cut off": b'{"law404": {"players": 3, "seats": [{"kind": "hu',
    "a bad byte": b'{"law404": {"players": 3\xff}}',
    "a syntax error": b'{"law404": {"players": 3,, }}',
    "a JSON list": b'[{"law404": {"players": 3}}]',
}


def _kept(home):
    return sorted(home.glob("last_setups.json.bad-*"))


def _write(home, raw: bytes) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / S.FILE).write_bytes(raw)


@pytest.mark.parametrize("damage", list(DAMAGED))
def test_a_damaged_file_is_kept_aside_and_the_player_told_once(starboard_home, damage):
    raw = DAMAGED[damage]
    _write(starboard_home, raw)
    notice = S.check_setups(starboard_home)
    kept = _kept(starboard_home)
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert kept[0].name in notice and "could not be read" in notice
    assert "defaults" in notice
    assert S.check_setups(starboard_home) is None, "told once"
    assert S.last_setup(starboard_home, "law404") is None


@pytest.mark.parametrize("damage", list(DAMAGED))
def test_start_game_never_writes_over_a_file_it_could_not_read(starboard_home, damage):
    raw = DAMAGED[damage]
    _write(starboard_home, raw)
    S.remember_setup(starboard_home, "assembly", {"players": 1})  # what Start game does
    assert [k.read_bytes() for k in _kept(starboard_home)] == [raw]
    assert S.last_setup(starboard_home, "assembly")["players"] == 1


def test_one_bad_entry_is_dropped_and_the_other_games_kept(starboard_home):
    raw = json.dumps({"law404": GOOD_404, "assembly": [1, 2], "tempus": "x"}).encode()
    _write(starboard_home, raw)
    notice = S.check_setups(starboard_home)
    assert [k.read_bytes() for k in _kept(starboard_home)] == [raw]
    assert notice.startswith("Starboard could not read the last setup of Assembly and the last "
                             "setup of Trouble on the Tempus.")
    assert "the setups of 404: Law Not Found carry on" in notice
    assert S.last_setup(starboard_home, "law404")["players"] == 3
    assert S.check_setups(starboard_home) is None, "the file written back reads clean"


def test_the_app_says_it_at_start(starboard_home):
    _write(starboard_home, DAMAGED["cut off"])
    notices = start_up_checks(starboard_home)
    titles = [title for title, _ in notices]
    assert titles == ["Your last setups"]
    assert "truncated" in notices[0][1]
    assert start_up_checks(starboard_home) == []


def test_new_game_opens_on_the_game_last_set_up(starboard_home):
    app = App(size=(1280, 720))
    app.go("new_game")
    assert app.stack.top.game_id == "law404", "nothing remembered: the first game"
    S.remember_setup(starboard_home, "tempus", {"players": 2})
    app.new_game()
    assert app.stack.top.game_id == "tempus"
    assert app.stack.top.players == 2
    app.new_game("assembly")  # Play again / New game from a table names its game
    assert app.stack.top.game_id == "assembly"


def test_start_game_remembers_the_game_and_keeps_its_hint_toggle(starboard_home):
    S.remember_hints(starboard_home, "assembly", True)
    S.remember_setup(starboard_home, "assembly", {"players": 2})
    assert S.last_game(starboard_home) == "assembly"
    assert S.hints_remembered(starboard_home, "assembly")
    assert not S.hints_remembered(starboard_home, "law404"), "per game"
    S.remember_hints(starboard_home, "assembly", False)
    assert not S.hints_remembered(starboard_home, "assembly")
    assert S.last_setup(starboard_home, "assembly")["players"] == 2


def test_a_game_id_no_longer_offered_opens_the_first_game(starboard_home):
    _write(starboard_home, json.dumps({"last_game": "chess"}).encode())
    assert S.last_game(starboard_home) is None


def test_new_game_opens_on_the_game_whose_table_opened_last(starboard_home):
    """Continue or Load count as playing: New game then opens on that game."""
    from game.saves import SaveSlots
    from game.session import GameSession, Seat

    S.remember_setup(starboard_home, "tempus", {"players": 2})
    app = App(size=(1280, 720))
    session = GameSession.new("assembly", {"players": 1, "seed": 2}, [Seat("human", name="Ada")],
                              SaveSlots(starboard_home))
    assert app.open_table(session)
    app.new_game()
    assert app.stack.top.game_id == "assembly"
    assert S.last_setup(starboard_home, "tempus")["players"] == 2, "the setups stay"
