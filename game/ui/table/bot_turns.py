"""Bots' turns at a table: one move per BOT_DELAY_S at speed 1, so a person can follow them,
after the last move has been shown; a thinking bot decides off the UI thread
(game/bot_mover.py). A bot that raises is said once on the table, which keeps running; it
is not asked again on the same position (an undo or a load moves on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.bot_mover import BotMover

if TYPE_CHECKING:
    from game.ui.table_scene import TableScene

#: Seconds between bot moves at animation speed 1, so a person can follow them.
BOT_DELAY_S = 0.4


class BotTurns:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self.mover = BotMover(scene.session)
        self.timer = 0.0
        self.error: str | None = None
        self._error_version = -1

    def update(self, dt: float) -> None:
        """Let the bot whose turn it is move, once its delay has passed."""
        scene = self.scene
        session = scene.session
        if scene.game.is_over or not session.is_bot_turn() or scene.animating \
                or scene.pacer.playing or scene.pacer.paused:
            return
        if self.error is not None and self._error_version == session.version:
            return  # it failed on this very position: wait for an undo or a load
        self.timer += dt * scene.app.settings.animation_speed
        if self.timer < BOT_DELAY_S and not scene.pacer.instant:
            return
        seat = session.pending_seat()
        try:
            events = self.mover.step()
        except Exception as exc:  # a bot's bug must not freeze or crash the table
            self.timer = 0.0
            self.error = f"{scene.names[session.pending_seat()]} (bot) could not move: {exc}"
            self._error_version = session.version
            scene.refuse(self.error)
            return
        if events is None:
            return  # a thinking bot is still deciding, off the UI thread
        self.timer = 0.0
        self.error = None
        scene.pacer.show_move(events, seat)

    def close(self) -> None:
        self.mover.close()
