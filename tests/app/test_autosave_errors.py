"""GameSession.autosave_error: a sentence while the autosave cannot be written (disk full,
read-only folder, folder replaced by a file), renewed at each failed try, cleared by the
first one that succeeds; `unsaved_changes` counts what the player would lose."""

from __future__ import annotations

import errno
import os

import pytest

from game import records
from game.saves import SaveSlots
from game.session import GameSession, Seat
from tests.support.toy_engine import parse_action


@pytest.fixture
def session(starboard_home, toy):
    return GameSession.new("toy", {"players": 2, "seed": 5}, [Seat(), Seat()],
                           SaveSlots(starboard_home))


def _disk_full(monkeypatch):
    """Make the disk full; returns a function that frees space again."""
    real_fsync = os.fsync

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    return lambda: monkeypatch.setattr(os, "fsync", real_fsync)


def test_a_full_disk_sets_the_error_and_counts_unsaved_moves(session, monkeypatch):
    session.apply(parse_action("take 1"))
    saved = session.slots.autosave_path().read_bytes()
    assert session.autosave_error is None and session.unsaved_changes == 0
    _disk_full(monkeypatch)
    session.apply(parse_action("take 1"))
    assert session.autosave_error == ("Autosave failed (No space left on device): the last "
                                      "move is not saved.")
    session.apply(parse_action("take 1"))
    assert session.unsaved_changes == 2
    assert "the last 2 moves are not saved" in session.autosave_error
    assert session.slots.autosave_path().read_bytes() == saved, "the last good save stays"
    assert [p.name for p in session.slots.dir.iterdir()] == ["autosave.json"], "no temp left"


def test_the_error_clears_when_a_save_succeeds_again(session, monkeypatch):
    free_space = _disk_full(monkeypatch)
    session.apply(parse_action("take 1"))
    assert session.autosave_error
    free_space()
    session.apply(parse_action("take 2"))
    assert session.autosave_error is None and session.unsaved_changes == 0
    loaded = records.read_save(session.slots.autosave_path())
    assert loaded.record.actions == ["take 1", "take 2"]


def test_an_undo_that_cannot_be_saved_sets_the_error_too(session, monkeypatch):
    session.apply(parse_action("take 1"))
    _disk_full(monkeypatch)
    assert session.undo()
    assert "the last move is not saved" in session.autosave_error


def test_a_read_only_saves_folder_sets_the_error(session, monkeypatch):
    import tempfile

    def read_only(*args, **kwargs):  # as a read-only folder would (root ignores chmod)
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    assert session.autosave() is False
    assert session.autosave_error == ("Autosave failed (Permission denied): this game is "
                                      "not saved.")


def test_a_saves_folder_replaced_by_a_file_sets_the_error(session):
    session.slots.dir.parent.mkdir(parents=True, exist_ok=True)
    session.slots.dir.write_text("not a folder")
    session.apply(parse_action("take 1"))
    assert session.autosave_error.startswith("Autosave failed (")
    assert session.slots.dir.read_text() == "not a folder"


def test_a_name_that_cannot_be_written_sets_the_error_instead_of_crashing(session):
    session.seats[0].name = "Ada \ud800"  # a lone surrogate pasted into a name field
    session.apply(parse_action("take 1"))
    assert session.autosave_error.startswith("Autosave failed (")
    assert list(session.slots.dir.glob("*")) == [], "no temp file left"


def test_a_folder_that_cannot_be_synced_still_counts_as_saved(session, monkeypatch):
    real_fsync = os.fsync

    def file_only(fd):  # some file systems refuse to sync a folder; the rename is done
        if not _is_file(fd):
            raise OSError(errno.EINVAL, "Invalid argument")
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", file_only)
    session.apply(parse_action("take 1"))
    assert session.autosave_error is None
    assert records.read_save(session.slots.autosave_path()).record.actions == ["take 1"]


def _is_file(fd: int) -> bool:
    import stat

    return stat.S_ISREG(os.fstat(fd).st_mode)


def test_no_save_folder_means_no_error(toy):
    session = GameSession.new("toy", {"players": 2, "seed": 5}, [Seat(), Seat()], None)
    session.apply(parse_action("take 1"))
    assert session.autosave_error is None and session.autosave() is False
