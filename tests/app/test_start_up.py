"""The app must always start: whatever is in the saves folder, the settings file or the
data folder itself, start-up lists, explains and carries on with defaults, never hangs and
never loses the user's file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game import paths, records
from game.saves import SaveSlots
from game.settings import Settings, load_settings, save_settings

ROOT = Path(__file__).resolve().parents[2]
HANG_GUARD_S = 60  # not a timing assertion: a hang would otherwise stop the whole suite


def _finishes(fn):
    """fn() run on a daemon thread; fails (instead of hanging the suite) if it blocks."""
    box: dict = {}

    def run():
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the test thread
            box["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(HANG_GUARD_S)
    assert not worker.is_alive(), "blocked (a FIFO or device opened?)"
    if "error" in box:
        raise box["error"]
    return box["value"]


def _good_save(path: Path) -> None:
    from tests.support.toy_engine import parse_action

    game = records.new_game("toy", {"players": 2, "seed": 5})
    game.apply(parse_action("take 1"))
    records.write_save(path, "toy", game, {"title": "Good game"})


def _save_with(path: Path, saved_at_text: str) -> None:
    _good_save(path)
    data = json.loads(path.read_text())
    data["meta"]["saved_at"] = 12345
    path.write_text(json.dumps(data).replace("12345", saved_at_text))


# ------------------------------------------------------------------ saves folder
def _make_bad_entry(saves: Path, kind: str) -> Path:
    saves.mkdir(parents=True, exist_ok=True)
    path = saves / "x.json"
    if kind == "saved_at 1e20":
        _save_with(path, "1e20")
    elif kind == "saved_at infinity":
        _save_with(path, "Infinity")
    elif kind == "saved_at 1e999":
        _save_with(path, "1e999")
    elif kind == "nested 10^5 deep":
        path.write_text('{"meta": ' + "[" * 100_000 + "]" * 100_000 + "}")
    elif kind == "dangling symlink":
        path.symlink_to(saves / "gone.json")
    elif kind == "symlink loop":
        path.symlink_to(saves / "y.json")
        (saves / "y.json").symlink_to(path)
    elif kind == "a folder":
        path.mkdir()
    elif kind == "a FIFO":
        os.mkfifo(path)
    elif kind == "a link to /dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "a 5000-digit number":
        _save_with(path, "9" * 5000)
    elif kind == "a list":
        path.write_text("[1, 2]")
    return path


BAD_ENTRIES = ["saved_at 1e20", "saved_at infinity", "saved_at 1e999", "nested 10^5 deep",
               "dangling symlink", "symlink loop", "a folder", "a FIFO", "a link to /dev/zero",
               "a 5000-digit number", "a list"]


@pytest.mark.parametrize("kind", BAD_ENTRIES)
def test_bad_entry_in_saves_is_listed_as_unreadable(starboard_home, toy, kind):
    slots = SaveSlots(starboard_home)
    _good_save(slots.dir / "good.json")
    bad = _make_bad_entry(slots.dir, kind)
    listed = _finishes(slots.list)
    by_name = {info.path.name: info for info in listed}
    assert by_name["x.json"].problem, kind
    assert by_name["x.json"].label == "x - unreadable"
    assert by_name["good.json"].problem is None
    assert "Good game" in by_name["good.json"].label
    assert all(isinstance(info.label, str) for info in listed)
    assert os.path.lexists(bad), "a listing never removes anything"


@pytest.mark.parametrize("kind", ["a FIFO", "a link to /dev/zero", "a folder",
                                  "dangling symlink", "symlink loop"])
def test_continue_from_a_non_file_autosave_is_a_sentence(starboard_home, toy, kind):
    from game.engines.common.errors import SaveError
    from game.session import GameSession

    slots = SaveSlots(starboard_home)
    bad = _make_bad_entry(slots.dir, kind)
    autosave = slots.autosave_path()
    os.rename(bad, autosave)
    if kind == "symlink loop":
        (slots.dir / "y.json").unlink()
        (slots.dir / "y.json").symlink_to(autosave)
    with pytest.raises(SaveError):
        _finishes(lambda: GameSession.load(autosave, slots))


def test_load_screen_opens_with_every_bad_entry_at_once(starboard_home, toy):
    from game.app import App
    from game.scenes.load import LoadScene
    from game.scenes.title import TitleScene

    slots = SaveSlots(starboard_home)
    _good_save(slots.dir / "good.json")
    for n, kind in enumerate(BAD_ENTRIES):
        made = _make_bad_entry(slots.dir, kind)
        made.rename(slots.dir / f"bad{n}.json")
        if kind == "symlink loop":
            (slots.dir / "y.json").unlink()
            (slots.dir / "y.json").symlink_to(slots.dir / f"bad{n}.json")
    (slots.dir / "bad\udcff.json").write_bytes(b"not json")  # a name that is not UTF-8

    def open_screens():
        app = App(size=(1280, 720))
        app.stack.push(TitleScene(app))
        app.stack.push(LoadScene(app))
        app.step([], 0.0)
        return app.stack.top.labels

    labels = _finishes(open_screens)
    # every bad entry, the loop's other half (y.json) and the undecodable name
    assert sum("unreadable" in label for label in labels) == len(BAD_ENTRIES) + 2
    assert any("Good game" in label for label in labels)
    assert "bad? - unreadable" in labels


# ------------------------------------------------------------------ settings.json
def _settings_file(home: Path) -> Path:
    home.mkdir(parents=True, exist_ok=True)
    return home / "settings.json"


def _kept_aside(home: Path) -> list[Path]:
    return sorted(home.glob("settings.json.bad-*"))


def test_settings_file_that_is_a_folder_starts_with_defaults(starboard_home):
    path = _settings_file(starboard_home)
    path.mkdir()
    (path / "mine.txt").write_text("keep me")
    settings, warning = load_settings(starboard_home)
    assert settings == Settings()
    assert "not a file (it is a folder)" in warning
    kept = _kept_aside(starboard_home)
    assert len(kept) == 1 and (kept[0] / "mine.txt").read_text() == "keep me"
    assert kept[0].name in warning
    save_settings(starboard_home, settings)  # the next save of settings works
    assert json.loads(path.read_text())["ui_scale"] == 100


def test_unreadable_settings_file_starts_with_defaults_and_is_kept(starboard_home,
                                                                   monkeypatch):
    path = _settings_file(starboard_home)
    path.write_text('{"ui_scale": 150}')
    _deny_reading(monkeypatch, path)
    settings, warning = load_settings(starboard_home)
    assert settings == Settings()
    assert "Permission denied" in warning
    kept = _kept_aside(starboard_home)
    assert [p.read_text() for p in kept] == ['{"ui_scale": 150}']


def _deny_reading(monkeypatch, path: Path) -> None:
    """As chmod 000 would (the suite may run as root, which chmod does not stop)."""
    import builtins
    import io

    denied = str(path)

    def guard(real):
        def opener(file, *args, **kwargs):
            if str(file) == denied:
                raise PermissionError(13, "Permission denied", denied)
            return real(file, *args, **kwargs)
        return opener

    monkeypatch.setattr(os, "open", guard(os.open))
    monkeypatch.setattr(io, "open", guard(io.open))
    monkeypatch.setattr(builtins, "open", guard(builtins.open))


def test_deeply_nested_settings_start_with_defaults_and_are_kept(starboard_home):
    path = _settings_file(starboard_home)
    text = '{"ui_scale": ' + "[" * 20_000 + "]" * 20_000 + "}"
    path.write_text(text)
    settings, warning = load_settings(starboard_home)
    assert settings == Settings() and "nested" in warning
    assert [p.read_text() for p in _kept_aside(starboard_home)] == [text]


@pytest.mark.parametrize("text, field", [
    ('{"ui_scale": 1e999, "sound": false}', "ui_scale"),
    ('{"window_size": [1e999, 720], "sound": false}', "window_size"),
    ('{"window_size": [1280, -1e999], "sound": false}', "window_size"),
])
def test_infinite_numbers_in_settings_start_with_defaults(starboard_home, text, field):
    path = _settings_file(starboard_home)
    path.write_text(text)
    settings, warning = load_settings(starboard_home)
    assert settings.ui_scale == 100 and settings.window_size == (1280, 720)
    assert "too large" in warning
    assert [p.read_text() for p in _kept_aside(starboard_home)] == [text]


@pytest.mark.parametrize("values, expected", [
    ({"ui_scale": 1e300}, {"ui_scale": 200}),
    ({"window_size": [1e300, 1e300]}, {"window_size": (16384, 16384)}),
    ({"window_size": [10, 10]}, {"window_size": (640, 360)}),
    ({"animation_speed": -5}, {"animation_speed": 0.25}),
])
def test_huge_but_finite_settings_are_clamped(starboard_home, values, expected):
    _settings_file(starboard_home).write_text(json.dumps({**values, "sound": False}))
    settings, warning = load_settings(starboard_home)
    assert warning is None and settings.sound is False
    for key, value in expected.items():
        assert getattr(settings, key) == value


def test_a_wrong_typed_setting_keeps_the_others(starboard_home):
    _settings_file(starboard_home).write_text(json.dumps(
        {"ui_scale": 150, "window_size": "big", "sound": "no", "fullscreen": [1]}))
    settings, warning = load_settings(starboard_home)
    assert settings.ui_scale == 150 and settings.sound is True and not settings.fullscreen
    assert settings.window_size == (1280, 720)
    assert "window size" in warning and "sound" in warning and "full screen" in warning


# ------------------------------------------------------------------ STARBOARD_HOME
def test_starboard_home_that_is_a_file_starts_with_defaults(tmp_path, monkeypatch):
    from game.app import App

    home = tmp_path / "home"
    home.write_text("my notes")
    monkeypatch.setenv("STARBOARD_HOME", str(home))
    app = App(size=(1280, 720))
    assert app.settings == Settings(window_size=(1280, 720))
    (title, text), = app.startup_notices
    assert "it is a file" in text and "will not be saved" in text
    assert home.read_text() == "my notes"


def test_starboard_home_under_a_read_only_folder_starts_with_defaults(tmp_path, monkeypatch):
    from game.app import App

    home = tmp_path / "locked" / "home"
    real_mkdir = Path.mkdir

    def read_only(self, *args, **kwargs):  # as a read-only parent would (root ignores chmod)
        if self == home or home.is_relative_to(self) and self != tmp_path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_mkdir(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", read_only)
    monkeypatch.setenv("STARBOARD_HOME", str(home))
    app = App(size=(1280, 720))
    (title, text), = app.startup_notices
    assert "Permission denied" in text and str(home) in text


def test_a_usable_data_folder_has_nothing_to_say(tmp_path):
    assert paths.prepare_user_data_dir(tmp_path / "new" / "home") is None
    assert list((tmp_path / "new" / "home").iterdir()) == []


def test_the_packaged_start_survives_a_hostile_data_folder(tmp_path):
    """Everything above at once, through `main.py --smoke` as a user would start it."""
    home = tmp_path / "home"
    saves = home / "saves"
    saves.mkdir(parents=True)
    (home / "settings.json").mkdir()
    (home / "profile.json").write_text('{"assembly": ' + "[" * 50_000)
    (saves / "inf.json").write_text('{"game": "law404", "meta": {"saved_at": 1e999}}')
    (saves / "big.json").write_text('{"game": "law404", "meta": {"saved_at": 1e20}}')
    (saves / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (saves / "dangling.json").symlink_to(saves / "nowhere.json")
    (saves / "loop.json").symlink_to(saves / "loop.json")
    (saves / "dir.json").mkdir()
    os.mkfifo(saves / "fifo.json")
    (saves / "zero.json").symlink_to("/dev/zero")
    os.mkfifo(saves / "autosave.json")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               STARBOARD_HOME=str(home))
    out = subprocess.run([sys.executable, "main.py", "--smoke"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("smoke ok"), out.stdout
    assert (home / "settings.json").exists() is False  # moved aside, not deleted
    assert len(list(home.glob("settings.json.bad-*"))) == 1
    assert len(list(home.glob("profile.json.bad-*"))) == 1


# ------------------------------------------------------------------ temp files
def test_stale_temp_files_of_ours_are_removed_at_start(starboard_home):
    from game.app import App

    saves = starboard_home / "saves"
    saves.mkdir(parents=True)
    old = time.time() - 3600
    stale = [saves / ".autosave.json.k2j4h5g6.tmp", saves / ".law404-20261130-101010.json."
             "ab_cd123.tmp", starboard_home / ".settings.json.zzzzzzzz.tmp",
             starboard_home / ".profile.json.a1b2c3d4.tmp"]
    fresh = saves / ".autosave.json.q1w2e3r4.tmp"  # another Starboard may be writing it
    others = [saves / "notes.tmp", saves / ".autosave.json.tmp", saves / "autosave.json.tmp",
              starboard_home / ".cache.k2j4h5g6.tmp"]
    for path in [*stale, fresh, *others]:
        path.write_text("x")
    for path in [*stale, *others]:
        os.utime(path, (old, old))
    linked = saves / ".link.json.abcdefgh.tmp"
    linked.symlink_to(starboard_home / "target")
    os.utime(linked, (old, old), follow_symlinks=False)
    folder = saves / ".dir.json.abcdefgh.tmp"
    folder.mkdir()
    os.utime(folder, (old, old))

    App(size=(1280, 720))
    assert not any(os.path.lexists(p) for p in stale)
    assert all(os.path.lexists(p) for p in [fresh, *others, linked, folder])


def test_a_crashed_write_leaves_a_temp_file_that_the_next_start_removes(starboard_home, toy,
                                                                        monkeypatch):
    from game.records import remove_stale_temp_files

    saves = starboard_home / "saves"
    _good_save(saves / "autosave.json")
    real_replace = os.replace

    def killed(*args):  # the process dies between write and rename: no clean-up runs
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", killed)
    monkeypatch.setattr(os, "unlink", lambda path: None)
    with pytest.raises(KeyboardInterrupt):
        _good_save(saves / "autosave.json")
    monkeypatch.undo()
    assert os.replace is real_replace
    left = [p for p in saves.iterdir() if p.name.endswith(".tmp")]
    assert len(left) == 1
    assert remove_stale_temp_files(saves, older_than_s=0) == 1
    assert [p.name for p in saves.iterdir()] == ["autosave.json"]
