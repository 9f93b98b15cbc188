"""Undo at the table (game/ui/table/undo.py): undone lines are marked; another person's
move is asked about first."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.app import App
from game.session import Seat
from tests.app.table.helpers import toy_table
from tests.app.test_scenes import pump


@pytest.fixture
def app(starboard_home):
    return App(size=(1280, 720))


def test_undone_moves_are_marked_in_the_log(app, toy):
    table = toy_table(app, [Seat("human", name="Ada")])
    table.play(table.game.legal_actions()[0])
    table.play(table.game.legal_actions()[0])
    taken = table.log.entries[-1]
    table.undo.request()
    assert taken.undone and taken.shown_text == "(undone) Ada takes 1."
    assert taken.snapshot is None, "nothing to look back at for a move that never happened"
    assert not table.log.entries[0].undone


def test_undoing_another_persons_move_asks_first(app, toy):
    table = toy_table(app, [Seat("human", name="Ada"), Seat("human", name="Bix")])
    table.gate.confirm()
    table.play(table.game.legal_actions()[0])  # Ada moves; Bix takes the device
    table.privacy.hand_over()
    table.gate.confirm()
    before = table.game.to_dict()
    table.undo.request()
    assert table.game.to_dict() == before, "not without asking"
    dialog = table.undo._dialog
    assert dialog is not None and "Ada's" in dialog.confirmation_text.html_text
    pump(app, [pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED,
                                  ui_element=dialog)])
    assert table.game.history == []


def test_nothing_to_undo_says_why(app, toy):
    table = toy_table(app, [Seat("human", name="Ada")])
    before = table.game.to_dict()
    table.undo.request()
    assert table.toasts.latest.startswith("Nothing to undo: a card, a die or a secret")
    assert table.game.to_dict() == before


def test_undoing_a_move_made_before_continue_marks_its_line(app, toy, tmp_path):
    """A table opened from the autosave (Continue after a crash) knows which log lines
    each restored move wrote, so undoing one marks them as in a live session."""
    from game.saves import SaveSlots
    from game.session import GameSession

    slots = SaveSlots(tmp_path)
    table = toy_table(app, [Seat("human", name="Ada")], slots)
    table.play(table.game.legal_actions()[0])
    table.play(table.game.legal_actions()[0])
    restored = GameSession.load(slots.autosave_path(), slots)  # the crashed app's autosave
    assert app.open_table(restored)
    pump(app)
    table = app.stack.top
    assert [e.text for e in table.log.entries] == ["Ada takes 1.", "Ada takes 1."]
    table.undo.request()
    assert [e.shown_text for e in table.log.entries] == ["Ada takes 1.",
                                                         "(undone) Ada takes 1."]
    assert table.game.history == ["take 1"]
