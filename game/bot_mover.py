"""Bots' turns at a table: quick bots move at once, bots that think move from a thread.

A bot that declares `thinks = True` (a hard bot, up to a second a move) decides on a
worker thread, so the table keeps drawing and answering the mouse while it thinks; what it
is given, an Observation, is already a snapshot, so the game itself is never shared. The
move it finds is applied on the UI thread through the session, and only if the game has
not changed meanwhile (an undo, say); otherwise it thinks again.
"""

from __future__ import annotations

from game.background import LatestJob
from game.engines.common.actions import Event
from game.session import GameSession


class BotMover:
    def __init__(self, session: GameSession):
        self.session = session
        self._job = LatestJob("bot")

    @property
    def thinking(self) -> bool:
        return self._job.busy

    def step(self) -> list[Event] | None:
        """Call when it is a bot's turn: the events of the move it made, or None while a
        thinking bot is still deciding. Errors from the bot or the engine propagate."""
        session = self.session
        seat = session.pending_seat()
        if seat is None:
            return []
        bot = session.bot_for(seat)
        if not getattr(bot, "thinks", False):
            return session.apply(bot.choose(session.observe(seat)))
        if not self._job.is_for(session.version):  # none yet, or the game moved on
            self._job.submit(session.version, bot.choose, session.observe(seat))
            return None
        done, action = self._job.poll(session.version)
        return session.apply(action) if done else None

    def close(self) -> None:
        self._job.close()
