"""Load, Continue and replay: every corrupt save is one SaveError sentence in the app (the
error dialog) and in the CLI (exit 1, no traceback), and the file is left as it was.

`read_save` and `GameSession.load` raise nothing but SaveError for a bad file, so the load
screen's `open_save` needs to catch nothing more.
"""

from __future__ import annotations

import json

import pytest

from game import cli, records
from game.engines.common.errors import SaveError
from game.session import GameSession, Seat


def _assembly_save(path, variants=("glitches",)) -> dict:
    game = records.new_game("assembly", {"players": 1, "seed": 3, "variants": list(variants)})
    game.apply(game.legal_actions()[0])
    meta = {"title": "Assembly", "seats": [Seat(name="Ada").to_dict()]}
    records.write_save(path, "assembly", game, meta)
    return json.loads(path.read_text(encoding="utf-8"))


def _resigned(data: dict) -> str:
    body = {k: v for k, v in data.items() if k != "checksum"}
    return json.dumps({**body, "checksum": records._checksum(body)})


def _refused_everywhere(path, app, capsys, fragment: str) -> None:
    """The same sentence from the session, the app's open_save and `replay`; file kept."""

    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        GameSession.load(path, None)
    assert fragment in str(info.value)
    shown: list[tuple[str, str]] = []
    app.show_error = lambda title, text: shown.append((title, text))
    assert app.open_save(path) is False
    assert shown == [("Cannot open this save", str(info.value))]
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("replay failed: ") and "Traceback" not in err
    assert path.read_bytes() == before


@pytest.fixture
def app(starboard_home):
    from game.app import App

    return App(size=(1280, 720))


@pytest.fixture
def save(tmp_path):
    path = tmp_path / "autosave.json"
    return path, _assembly_save(path)


# ------------------------------------------------------------------ without a checksum
def test_save_whose_game_is_a_list_is_refused(save, app, capsys):
    path, data = save
    data["game"] = []
    path.write_text(json.dumps(data))
    _refused_everywhere(path, app, capsys, "unknown game []")


def test_save_with_a_lone_surrogate_escape_is_refused(save, app, capsys):
    path, _ = save
    text = path.read_text(encoding="utf-8").replace('"title": "Assembly"',
                                                    '"title": "Assembly \\ud800"')
    path.write_text(text, encoding="utf-8")
    _refused_everywhere(path, app, capsys, "not valid Unicode")


def test_save_with_a_5000_digit_integer_is_refused(save, app, capsys):
    path, _ = save
    text = path.read_text(encoding="utf-8").replace('"seed": 3', '"seed": ' + "7" * 5000)
    path.write_text(text, encoding="utf-8")
    _refused_everywhere(path, app, capsys, "5000-digit number")


def test_save_nested_100000_deep_is_refused(save, app, capsys):
    path, _ = save
    depth = 100_000
    text = path.read_text(encoding="utf-8").replace(
        '"title": "Assembly"', '"title": ' + "[" * depth + "]" * depth)
    path.write_text(text, encoding="utf-8")
    _refused_everywhere(path, app, capsys, "nested more than")


# ------------------------------------------------------------------ with a recomputed checksum
def test_save_with_an_unknown_variant_and_a_good_checksum_is_refused(save, app, capsys):
    path, data = save
    data["setup"]["variants"] = ["wlitches"]
    path.write_text(_resigned(data))
    _refused_everywhere(path, app, capsys, "Unknown variant 'wlitches'")


@pytest.mark.parametrize("meta", [[1, 2], "seats", 7])
def test_save_with_wrong_typed_meta_is_refused(save, app, capsys, meta):
    path, data = save
    data["meta"] = meta
    path.write_text(_resigned(data))
    _refused_everywhere(path, app, capsys, '"meta" is not')


@pytest.mark.parametrize("seats", [5, "Ada", ["Ada"], [{"kind": "robot"}], [{"name": 7}],
                                   [{"kind": "human"}, {"kind": "bot"}]])
def test_save_with_wrong_typed_seats_is_refused(save, app, tmp_path, seats):
    path, data = save
    data["meta"]["seats"] = seats
    path.write_text(_resigned(data))
    before = path.read_bytes()
    with pytest.raises(SaveError, match="seat"):
        GameSession.load(path, None)

    app.show_error = lambda title, text: None
    assert app.open_save(path) is False
    assert path.read_bytes() == before


def test_save_with_seed_1e999_is_refused(save, app, capsys):
    path, data = save
    data["setup"]["seed"] = float("inf")  # checksummed as the app would read 1e999
    path.write_text(_resigned(data).replace("Infinity", "1e999"))
    _refused_everywhere(path, app, capsys, "1e999")


@pytest.mark.parametrize("players", [0, 9, -1])
def test_save_with_an_out_of_range_player_count_is_refused(save, app, capsys, players):
    path, data = save
    data["setup"]["players"] = players
    path.write_text(_resigned(data))
    _refused_everywhere(path, app, capsys, f"not {players}")


def test_a_good_save_still_opens_in_the_app(save, app):

    path, _ = save
    assert app.open_save(path) is True
    assert app.stack.top.session.seats[0].name == "Ada"


# ------------------------------------------------------------------ replay and new_game
def test_replay_of_a_one_byte_corruption_is_a_sentence_not_a_traceback(tmp_path, capsys):
    path = tmp_path / "record.json"
    game = records.new_game("assembly", {"players": 1, "seed": 3, "variants": ["glitches"]})
    records.write_record(path, records.Record.of("assembly", game))
    path.write_bytes(path.read_bytes().replace(b'"glitches"', b'"wlitches"'))
    before = path.read_bytes()
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "Unknown variant 'wlitches'" in err and "Traceback" not in err
    assert path.read_bytes() == before


@pytest.mark.parametrize("setup, fragment", [
    ({"players": 1, "seed": 1, "variants": ["wlitches"]}, "Unknown variant"),
    ({"players": 7, "seed": 1}, "not 7"),
    ({"players": 1, "seed": -4}, "seed -4"),
    ({"players": 1, "seed": 1, "variants": "glitches"}, "variants"),
    ({"players": 1, "seed": 1, "difficulty": 5}, "wrong kind"),
])
def test_records_new_game_wraps_the_engines_errors_in_save_error(setup, fragment):
    with pytest.raises(SaveError, match=fragment):
        records.new_game("assembly", setup)
