"""Playback (game/ui/table/playback.py): each move's events shown one at a time, with
its log line and look-back picture; pause, step, skip and their keys; the log of a loaded
game rebuilt from its record."""

from __future__ import annotations

import json

import pygame
import pytest

from game.app import App
from game.saves import SaveSlots
from game.session import Seat
from tests.app.table.helpers import WatchedTable, toy_table
from tests.app.test_scenes import pump


@pytest.fixture
def app(starboard_home):
    return App(size=(1280, 720))


def test_moves_play_event_by_event_and_bots_wait_for_them(app, toy):
    table = WatchedTable.make(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    log_before = len(table.log.entries)
    table.play(table.actions[0])
    assert table.pacer.playing and table.shown == ["Player 1 takes 1."]
    assert [e.text for e in table.log.entries[log_before:]] == ["Ada takes 1."]
    assert not table.actions or table.game.pending.seat == 1
    labels = {getattr(e, "text", "") for e in table._elements}
    assert {"Pause", "Step", "Skip"} <= labels and "Play selected" not in labels
    table.update(0.5)
    assert table.game.history == ["take 1"], "the bot waits while Ada's move is shown"
    table.update(0.6)  # Ada's event is done: the bot may move after its delay
    assert not table.pacer.playing
    table.update(0.5)
    assert len(table.game.history) == 2 and table.pacer.playing, "Robo's move is shown in turn"


def test_pause_step_and_skip(app, toy):
    table = WatchedTable.make(app, [Seat("bot", name="Robo"), Seat("bot", name="Bix")])
    table.update(0.5)
    assert table.pacer.playing
    table.pacer.toggle_pause()
    for _ in range(5):
        table.update(1.0)
    assert len(table.game.history) == 1 and table.pacer.playing, "paused: nothing moves"
    table.pacer.step()
    assert not table.pacer.playing and len(table.game.history) == 1
    table.update(0.5)
    assert len(table.game.history) == 1, "still paused: the next bot waits"
    table.pacer.toggle_pause()
    table.update(0.5)
    assert len(table.game.history) == 2 and table.pacer.playing
    table.pacer.skip()
    assert not table.pacer.playing and table.pacer.skipping
    for _ in range(100):
        if table.game.is_over:
            break
        table.update(0.01)
    assert table.game.is_over, "after Skip, bots play on without animation"
    assert not table.pacer.skipping


def test_playback_keys(app, toy):
    table = WatchedTable.make(app, [Seat("bot", name="Robo"), Seat("bot", name="Bix")])
    table.update(0.5)

    def key(k):
        pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])

    key(pygame.K_SPACE)
    assert table.pacer.paused
    key(pygame.K_END)
    assert not table.pacer.playing and not table.pacer.paused


def test_log_is_rebuilt_from_the_record_after_load(app, toy, starboard_home):
    slots = SaveSlots(starboard_home)
    table = toy_table(app, [Seat("human", name="Ada"), Seat("human", name="Bix")], slots)
    for _ in range(3):
        table.gate.confirm()
        table.play(table.game.legal_actions()[0])
    played = [e.text for e in table.log.entries]
    assert played == ["Ada takes 1.", "Bix takes 1.", "Ada takes 1."]
    assert app.open_save(slots.autosave_path())
    reopened = app.stack.top
    assert reopened is not table
    assert [e.text for e in reopened.log.entries] == played
    assert [e.snapshot["sticks"] for e in reopened.log.entries] == \
        [e.snapshot["sticks"] for e in table.log.entries]


def test_look_back_shows_each_step_as_it_was_and_never_changes(app, toy):
    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    start = table.game.sticks
    table.play(table.game.legal_actions()[1])  # Ada takes 2
    first = table.log.entries[-1]
    picture = json.dumps(first.snapshot, sort_keys=True)
    for _ in range(4):
        table.update(1.0)
        if not table.session.is_bot_turn() and not table.game.is_over:
            table.play(table.game.legal_actions()[0])
    assert first.snapshot["sticks"] == start - 2
    assert json.dumps(first.snapshot, sort_keys=True) == picture, "later play changes nothing"
    later = table.log.entries[1]
    assert later.snapshot is not first.snapshot and later.snapshot["sticks"] < start - 2
