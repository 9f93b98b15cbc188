"""Bots' turns at a table: one move per BOT_DELAY_S at speed 1, so a person can follow them,
after the last move has been shown and never while the table is paused (a Step while
paused lets the next bot make its one move). A thinking bot decides off the UI thread
(game/bot_mover.py), which also asks again a bot that is late or fails and, after repeated
failures, has a simpler level decide: each time the table says so, in a toast and in the
prompt (`status()`). Should even the last resort's move fail in the engine, that is said
and the table waits on that position (an undo or a load moves on).
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
        """Said when not even the last resort could move: the table waits on this position."""
        self._error_version = -1

    def status(self) -> str | None:
        """What the prompt says about the bot to move, if it is late or failing."""
        if self.error is not None and self._error_version == self.scene.session.version:
            return self.error
        return self.mover.trouble if self.scene.session.is_bot_turn() else None

    def update(self, dt: float) -> None:
        """Let the bot whose turn it is move, once its delay has passed."""
        scene = self.scene
        session = scene.session
        pacer = scene.pacer
        if scene.game.is_over or not session.is_bot_turn() or scene.animating \
                or pacer.playing or (pacer.paused and not pacer.step_wanted):
            return
        if self.error is not None and self._error_version == session.version:
            return  # it failed on this very position: wait for an undo or a load
        self.timer += dt * scene.app.settings.animation_speed
        if self.timer < BOT_DELAY_S and not pacer.instant and not pacer.step_wanted:
            return
        seat = session.pending_seat()
        try:
            events = self.mover.step()
        except Exception as exc:  # a bug in the engine itself must not crash the table
            self.timer = 0.0
            self.error = f"{scene.names[seat]} (bot) could not move: {exc}"
            self._error_version = session.version
            scene.refuse(self.error)
            return
        finally:
            self._say_notices()
        if events is None:
            return  # a thinking bot is still deciding, off the UI thread
        self.timer = 0.0
        self.error = None
        pacer.show_move(events, seat)

    def close(self) -> None:
        self.mover.close()

    def _say_notices(self) -> None:
        notices = self.mover.notices
        if not notices:
            return
        scene = self.scene
        for text in notices:
            scene.toasts.show(text, kind="info")
        notices.clear()
        scene.rebuild_controls()  # the prompt says it too (and repaints the table)
