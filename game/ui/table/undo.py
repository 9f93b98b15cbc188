"""Undo at the table: take back the last move while the engine allows it (never across a
card, a die or a secret revealed), mark its log lines "(undone)", and in hotseat ask first
before taking back another person's move (not one's own while still holding the device,
before pressing Done).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.ui.log_panel import LogEntry

if TYPE_CHECKING:
    from game.ui.table_scene import TableScene

#: Top-right Undo button, logical (x from the right edge, y, w, h).
UNDO_BUTTON = (240.0, 6.0, 110.0, 44.0)
NOTHING_TO_UNDO = ("Nothing to undo: a card, a die or a secret was revealed since your last "
                   "move.")


class Move:
    """One applied move: who made it and its log lines (marked if it is undone)."""

    __slots__ = ("seat", "entries")

    def __init__(self, seat: int | None):
        self.seat = seat
        self.entries: list[LogEntry] = []


class Undo:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self.moves: list[Move] = []  # this sitting's moves, newest last (for undo marks)
        self._dialog = None

    def record(self, seat: int | None) -> Move:
        """A move by `seat` was applied: remember it, to mark its lines if undone."""
        move = Move(seat)
        self.moves.append(move)
        return move

    def possible(self) -> bool:
        scene = self.scene
        session = scene.session
        return (scene.game.can_undo and not scene.game.is_over and not scene.gate.active
                and not session.is_bot_turn())

    def request(self) -> None:
        """Undo pressed (or Ctrl+Z): take the move back, or say why not."""
        scene = self.scene
        session = scene.session
        if not self.possible():
            if scene.game.is_over or scene.gate.active or session.is_bot_turn():
                return
            scene.toasts.show(NOTHING_TO_UNDO)
            scene.invalidate()
            return
        mover = self.moves[-1].seat if self.moves else None
        holding = scene.privacy.handing_to is not None and mover == scene.gate.revealed_for
        if len(session.humans()) > 1 and mover is not None and not holding and \
                mover != session.pending_seat() and not session.seats[mover].is_bot:
            self._confirm(mover)
            return
        self.now()

    def now(self) -> None:
        scene = self.scene
        if scene.session.undo():
            if self.moves:
                scene.log.mark_undone(self.moves.pop().entries)
            scene.after_undo()
        scene.refresh()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The hotseat question answered "Undo it"."""
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED \
                and event.ui_element is self._dialog:
            self._dialog = None
            if self.possible():
                self.now()
            return True
        return False

    def build_button(self) -> None:
        scene = self.scene
        scene.button(scene.vp.rect_from_right(*UNDO_BUTTON), "Undo", self.request,
                     "Take back your last move (Ctrl+Z), until a card, a die or a secret "
                     "was revealed.", enabled=self.possible())

    def _confirm(self, mover: int) -> None:
        """Hotseat: taking back another person's move is asked first."""
        scene = self.scene
        vp = scene.vp
        window = scene.app.window
        rect = pygame.Rect(0, 0, min(vp.px(520), window.get_width() - 20), vp.px(220))
        rect.center = window.get_rect().center
        self._dialog = pygame_gui.windows.UIConfirmationDialog(
            rect, f"The last move was {scene.names[mover]}'s. Take it back?",
            manager=scene.app.ui, window_title="Undo another player's move?",
            action_short_name="Undo it")
