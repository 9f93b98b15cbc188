"""Playback (game/ui/table/playback.py): each move's events shown one at a time, with
its log line and look-back picture; pause (said on the table, ended by Resume, Space or the
pause menu's Resume), step, skip and their keys; the Tab order; the log of a loaded game
rebuilt from its record."""

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
    assert {"Pause", "Step", "Skip", "To my turn"} <= labels and "Play selected" not in labels
    table.update(0.5)
    assert table.game.history == ["take 1"], "the bot waits while Ada's move is shown"
    table.update(0.6)  # Ada's event is done: the bot may move after its delay
    assert not table.pacer.playing
    table.update(0.5)
    assert len(table.game.history) == 2 and table.pacer.playing, "Robo's move is shown in turn"


def labels(table) -> set[str]:
    return {getattr(e, "text", "") for e in table._elements if e.visible}


def test_pause_step_and_skip_to_the_end(app, toy):
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
    table.pacer.skip_to_the_end()
    assert not table.pacer.playing and table.pacer.skipping
    for _ in range(100):
        if table.game.is_over:
            break
        table.update(0.01)
    assert table.game.is_over, "after To the end, bots play on without animation"
    assert not table.pacer.skipping


def test_a_paused_table_says_so_until_resumed_even_with_nothing_left_to_show(app, toy):
    """The stall players met: paused, then stepped past the last event, a bot to move next,
    and the table said the bot was thinking while it waited for ever."""
    table = WatchedTable.make(app, [Seat("bot", name="Robo"), Seat("bot", name="Bix")])
    table.update(0.5)
    table.pacer.toggle_pause()
    table.pacer.step()  # the move's only event: nothing is left to show
    assert not table.pacer.playing and table.session.is_bot_turn()
    for _ in range(5):
        table.update(1.0)
    assert len(table.game.history) == 1, "paused: Bix waits"
    assert table.prompt_text() == "Paused: Space or Resume to go on."
    assert {"Resume", "Step", "Skip"} <= labels(table), "the way on stays on the table"
    table.pacer.step()  # Step: Bix makes its move, and its first event is shown
    table.update(0.1)
    assert len(table.game.history) == 2 and table.pacer.playing and table.pacer.paused
    assert table.shown[-1].startswith("Player 2")
    table.pacer.toggle_pause()  # Resume
    assert not table.pacer.paused and "Paused" not in table.prompt_text()
    for _ in range(3):
        table.update(1.0)
    assert len(table.game.history) >= 3, "the bots play on"


def test_the_pause_menus_resume_resumes_the_table(app, toy):
    table = WatchedTable.make(app, [Seat("bot", name="Robo"), Seat("bot", name="Bix")])
    table.update(0.5)
    key_down(app, pygame.K_SPACE)
    assert table.pacer.paused
    key_down(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert type(menu).__name__ == "PauseScene"
    app.settings.animation_speed = 1
    moved = len(table.game.history)
    pump(app)
    key_down(app, pygame.K_TAB)  # the focus ring on Resume, then Enter: a keyboard player
    key_down(app, pygame.K_RETURN)
    assert app.stack.top is table and not table.pacer.paused
    for _ in range(3):
        table.update(1.0)
    assert len(table.game.history) > moved, "the table plays on"


def test_nothing_moves_under_the_pause_menu(app, toy):
    table = WatchedTable.make(app, [Seat("bot", name="Robo"), Seat("bot", name="Bix")])
    table.update(0.5)
    key_down(app, pygame.K_ESCAPE)
    moved = len(table.game.history)
    for _ in range(60):
        app.step([], 0.5)
    assert len(table.game.history) == moved and app.stack.top is not table
    key_down(app, pygame.K_ESCAPE)  # Esc is Resume too
    assert app.stack.top is table
    for _ in range(60):
        app.step([], 0.5)
    assert len(table.game.history) > moved


def test_tab_reaches_the_decisions_choices_first_and_playback_last(app, toy):
    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    order = [getattr(e, "text", type(e).__name__) for e in table.focus_order()]
    assert order[:2] == ["UISelectionList", "Play selected"], order
    assert order[-1] == "Menu"
    app.settings.animation_speed = 1
    watched = WatchedTable.make(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    watched.play(watched.actions[0])
    assert [getattr(e, "text", "") for e in watched.focus_order()] == \
        ["Pause", "Step", "Skip", "To my turn", "Menu"]


def test_a_focused_button_that_goes_away_takes_the_focus_with_it(app, toy):
    """Tab onto Step while a move is shown: once Ada must decide, Enter presses nothing she
    did not choose, and the next Tab goes to her choices."""
    table = WatchedTable.make(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.play(table.actions[0])
    for _ in range(2):
        key_down(app, pygame.K_TAB)
    assert table.focused().text == "Step"
    key_down(app, pygame.K_RETURN)  # Step: Ada's move is shown in full, Robo is to move
    assert table.focused().text == "Step", "the focus stays on the control it was on"
    key_down(app, pygame.K_SPACE)  # Space resumes whatever has the focus
    for _ in range(40):
        app.step([], 0.25)
        if not table.session.is_bot_turn() and not table.pacer.showing:
            break
    assert table.privacy.my_turn() and not table.pacer.showing
    assert table.focused() is None, "the focus went with the playback's buttons"
    moved = len(table.game.history)
    key_down(app, pygame.K_RETURN)
    assert len(table.game.history) == moved
    key_down(app, pygame.K_TAB)
    assert type(table.focused()).__name__ == "UISelectionList"


def key_down(app, key, mod=0):
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)])


def test_playback_keys(app, toy):
    table = WatchedTable.make(app, [Seat("bot", name="Robo"), Seat("bot", name="Bix")])
    table.update(0.5)

    def key(k):
        pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])

    key(pygame.K_SPACE)
    assert table.pacer.paused
    key(pygame.K_END)
    assert not table.pacer.playing and not table.pacer.paused
    assert not table.pacer.skipping, "End skips the turn, not the game"
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=pygame.KMOD_SHIFT,
                                  unicode="", scancode=0)])
    assert table.pacer.skipping


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
