"""Bots' turns at a table: quick bots move at once, bots that think move from a thread.

A bot that declares `thinks = True` (the Assembly solver, ~1 s a move) decides on a copy
of the game on a worker thread, so the table keeps drawing and answering the mouse while
it thinks. The move it finds is applied on the UI thread through the session, and only
if the game has not changed meanwhile (an undo, say); otherwise it thinks again.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.engines.common.actions import Event
from game.session import GameSession


class BotMover:
    def __init__(self, session: GameSession):
        self.session = session
        self._pool: ThreadPoolExecutor | None = None
        self._job: tuple[int, Future] | None = None

    @property
    def thinking(self) -> bool:
        return self._job is not None

    def step(self) -> list[Event] | None:
        """Call when it is a bot's turn: the events of the move it made, or None while a
        thinking bot is still deciding. Errors from the bot or the engine propagate."""
        session = self.session
        seat = session.pending_seat()
        if seat is None:
            return []
        bot = session.bot_for(seat)
        if not getattr(bot, "thinks", False):
            return session.apply(bot.choose(session.game))
        if self._job is not None and self._job[0] != session.version:
            self._job = None  # the game moved on while the bot thought
        if self._job is None:
            self._job = (session.version, self._executor().submit(bot.choose,
                                                                  session.game_copy()))
            return None
        if not self._job[1].done():
            return None
        action: Any = self._job[1].result()
        self._job = None
        return session.apply(action)

    def close(self) -> None:
        """The table closed: a bot still thinking finishes unheard in the background."""
        self._job = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _executor(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return self._pool
