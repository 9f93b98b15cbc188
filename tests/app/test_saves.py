"""Saves: atomic writes, and every kind of bad save gives its own error without touching
the file."""

import json
import os

import pytest

from game import records
from game.engines.common.errors import SaveError
from game.records import Record, read_save, replay, write_save


def _played(toy, moves=("take 1", "take 2")):
    game = records.new_game("toy", {"players": 2, "seed": 5})
    from tests.support.toy_engine import parse_action

    for text in moves:
        game.apply(parse_action(text))
    return game


def test_save_round_trip_replays_to_the_snapshot(tmp_path, toy):
    game = _played(toy)
    path = tmp_path / "s.json"
    write_save(path, "toy", game, {"title": "t"})
    loaded = read_save(path)
    assert loaded.game.to_dict() == game.to_dict()
    assert loaded.record.actions == ["take 1", "take 2"]
    assert loaded.meta["title"] == "t"


def test_atomic_write_crash_mid_write_leaves_old_save_intact(tmp_path, toy, monkeypatch):
    path = tmp_path / "s.json"
    write_save(path, "toy", _played(toy, ["take 1"]))
    before = path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        write_save(path, "toy", _played(toy, ["take 3"]))
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"], "temp file must be cleaned up"


def _assert_rejected(path, fragment):
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        read_save(path)
    assert fragment in str(info.value)
    assert path.read_bytes() == before, "a bad save must never be modified"
    return str(info.value)


def test_corrupt_save_gives_error_and_file_unchanged(tmp_path, toy):
    path = tmp_path / "s.json"
    path.write_bytes(b'{"format": "starboard-save", nonsense ]}')
    _assert_rejected(path, "corrupt")


def test_binary_garbage_save_is_corrupt(tmp_path, toy):
    path = tmp_path / "s.json"
    path.write_bytes(bytes(range(200, 256)) * 4)
    _assert_rejected(path, "corrupt")


def test_truncated_save_gives_error_and_file_unchanged(tmp_path, toy):
    path = tmp_path / "s.json"
    write_save(path, "toy", _played(toy))
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])
    _assert_rejected(path, "truncated")


def test_future_version_save_gives_error_and_file_unchanged(tmp_path, toy):
    path = tmp_path / "s.json"
    write_save(path, "toy", _played(toy))
    data = json.loads(path.read_text())
    data["version"] = records.SAVE_VERSION + 1
    path.write_text(json.dumps(data))
    _assert_rejected(path, "newer Starboard")


def test_tampered_save_checksum_mismatch(tmp_path, toy):
    path = tmp_path / "s.json"
    write_save(path, "toy", _played(toy))
    data = json.loads(path.read_text())
    data["snapshot"]["sticks"] = 1
    path.write_text(json.dumps(data))
    _assert_rejected(path, "changed since it was saved")


def test_tampered_save_with_fixed_checksum_fails_replay_check(tmp_path, toy):
    path = tmp_path / "s.json"
    write_save(path, "toy", _played(toy))
    data = json.loads(path.read_text())
    data["snapshot"]["sticks"] = 1
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = records._checksum(body)
    path.write_text(json.dumps(data))
    _assert_rejected(path, "does not replay")


def test_save_with_illegal_action_names_the_action(tmp_path, toy):
    path = tmp_path / "s.json"
    write_save(path, "toy", _played(toy))
    data = json.loads(path.read_text())
    data["actions"][1] = "take 9"
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = records._checksum(body)
    path.write_text(json.dumps(data))
    message = _assert_rejected(path, 'Action 2 ("take 9")')
    assert message.endswith("cannot be played: Take 1, 2 or 3 sticks.")


def test_missing_and_empty_saves(tmp_path, toy):
    with pytest.raises(SaveError, match="no file"):
        read_save(tmp_path / "nope.json")
    empty = tmp_path / "e.json"
    empty.write_bytes(b"")
    _assert_rejected(empty, "empty")


def test_record_replay_is_deterministic(toy):
    game = _played(toy, ["take 1", "take 3", "take 2"])
    again = replay(Record.of("toy", game))
    assert again.to_dict() == game.to_dict()
