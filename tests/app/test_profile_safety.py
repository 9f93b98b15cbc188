"""The player profile is never written over unread: a file that cannot be read is kept as
profile.json.bad-<time>, the player is told once, and a fresh profile starts."""

from __future__ import annotations

import json
import os

import pytest

from game import profile as profile_module
from game.profile import Profile, load_profile, save_profile

CORRUPT = [b'{"version": 1, "assembly": {"games": 12, "wins"', b"\xff\xfe garbage",
           b"[1, 2, 3]", b'{"version": 1}', b"", b'{"assembly": ' + b"[" * 100_000]


def _earned(home) -> Profile:
    p = Profile()
    p.record_assembly("game-1", won=True, score=30, difficulty="hard", achievements=[],
                      malfunctions="A", hinted=False)
    save_profile(home, p)
    return p


def _kept(home):
    return sorted(home.glob("profile.json.bad-*"))


@pytest.mark.parametrize("raw", CORRUPT)
def test_a_game_end_never_writes_over_a_profile_it_could_not_read(starboard_home, raw):
    starboard_home.mkdir(parents=True)
    (starboard_home / "profile.json").write_bytes(raw)
    p = load_profile(starboard_home)  # what the end screen does
    p.record_assembly("game-2", won=True, score=10, difficulty="standard", achievements=[],
                      malfunctions="", hinted=False)
    save_profile(starboard_home, p)
    kept = _kept(starboard_home)
    assert [k.read_bytes() for k in kept] == [raw]
    assert load_profile(starboard_home).assembly["games"] == 1


@pytest.mark.parametrize("raw", CORRUPT)
def test_a_corrupt_profile_is_kept_and_the_player_told_once(starboard_home, raw):
    starboard_home.mkdir(parents=True)
    (starboard_home / "profile.json").write_bytes(raw)
    notice = profile_module.check_profile(starboard_home)
    kept = _kept(starboard_home)
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert kept[0].name in notice and "fresh profile" in notice
    assert not (starboard_home / "profile.json").exists()
    assert profile_module.check_profile(starboard_home) is None, "told once"
    assert load_profile(starboard_home) == Profile()


def test_the_app_tells_the_player_at_start_only_once(starboard_home):
    from game.app import App

    starboard_home.mkdir(parents=True)
    (starboard_home / "profile.json").write_text("{ oops")
    first = App(size=(1280, 720)).startup_notices
    assert [title for title, _ in first] == ["Your records"]
    assert "profile.json is truncated" in first[0][1]
    assert App(size=(1280, 720)).startup_notices == []


def test_a_good_profile_is_read_and_says_nothing(starboard_home):
    _earned(starboard_home)
    assert profile_module.check_profile(starboard_home) is None
    assert load_profile(starboard_home).assembly["best_score"] == {"hard": 30}
    assert _kept(starboard_home) == []


def test_wrong_shaped_records_keep_the_rest_and_do_not_crash_the_end_screen(starboard_home):
    _earned(starboard_home)
    path = starboard_home / "profile.json"
    data = json.loads(path.read_text())
    data["assembly"]["recent"] = [1, 2, 3]
    data["assembly"]["best_score"] = {"hard": "thirty"}
    raw = json.dumps(data)
    path.write_text(raw)
    notice = profile_module.check_profile(starboard_home)
    assert "recent" in notice and "best_score" in notice
    assert [k.read_text() for k in _kept(starboard_home)] == [raw]
    p = load_profile(starboard_home)
    assert p.assembly["games"] == 1 and p.assembly["streak"] == {"hard": 1}
    result = p.record_assembly("game-2", True, 40, "hard", [], "B", False)
    assert result.new_best and result.streak == 2


def test_a_profile_from_a_newer_starboard_is_kept(starboard_home):
    starboard_home.mkdir(parents=True)
    raw = json.dumps({"version": 99, "assembly": {"games": 5}})
    (starboard_home / "profile.json").write_text(raw)
    assert "newer Starboard" in profile_module.check_profile(starboard_home)
    assert [k.read_text() for k in _kept(starboard_home)] == [raw]


def test_a_profile_that_cannot_be_moved_aside_is_not_written_over(starboard_home,
                                                                  monkeypatch):
    starboard_home.mkdir(parents=True)
    (starboard_home / "profile.json").write_bytes(b"\x00\x01")

    def refuse(*args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    notice = profile_module.check_profile(starboard_home)
    assert "left as it is" in notice
    with pytest.raises(profile_module.ProfileNotSaved) as info:
        save_profile(starboard_home, Profile())
    assert isinstance(info.value, OSError) and "not written over" in info.value.strerror
    assert (starboard_home / "profile.json").read_bytes() == b"\x00\x01"


def test_a_profile_that_is_a_fifo_does_not_hang(starboard_home):
    starboard_home.mkdir(parents=True)
    os.mkfifo(starboard_home / "profile.json")
    assert "a pipe" in profile_module.check_profile(starboard_home)
    assert load_profile(starboard_home) == Profile()
