"""Bots' turns at a table: quick bots move at once, bots that think move from a thread, and
no bot can stall the game.

A bot that declares `thinks = True` (a hard bot, up to a second a move) decides on a
worker thread, so the table keeps drawing and answering the mouse while it thinks; what it
is given, an Observation, is already a snapshot, so the game itself is never shared. The
move it finds is applied on the UI thread through the session, and only if the game has
not changed meanwhile (an undo, say); otherwise it thinks again.

A bot whose answer has not come within its budget plus `OVERDUE_MARGIN_S`, or that raises,
or answers a move the rules refuse, is asked again, up to `TRIES` times on one position;
then the next simpler level decides this once, then a uniformly random legal move, and last
the first move the rules allow, so the game always goes on. Each of these steps leaves a
sentence in printed names in `notices` for the table to show ("Bix is taking longer than it
should: trying again."); `trouble` is the latest while the position is still undecided.
Time comes from `clock`, so tests drive it by hand.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from game import registry
from game.background import LatestJob
from game.bots.base import BASELINE
from game.engines.common.actions import Event
from game.engines.common.rng import Rng
from game.session import GameSession

#: Seconds past a bot's budget before its answer is overdue and it is asked again: the
#: hard bots stop searching at their budget, so only a bot that hangs gets this far.
OVERDUE_MARGIN_S = 2.0
#: How often a bot is asked on one position before a simpler level decides instead.
TRIES = 3


class Overdue(Exception):
    """The bot's answer has not come within its budget and the margin."""


class FirstAllowed:
    """The last resort: the first move the rules allow (it cannot fail to answer)."""

    def choose(self, obs: Any) -> Any:
        return obs.legal[0]


class BotMover:
    def __init__(self, session: GameSession, clock: Callable[[], float] = time.monotonic):
        self.session = session
        self.clock = clock
        self.notices: list[str] = []
        """Sentences about a bot that failed, newest last; the table takes and shows them."""
        self.trouble: str | None = None
        """The latest of them while the position it was said about is still undecided."""
        self._job = LatestJob("bot")
        self._position: int | None = None  # the session version the failures count for
        self._failures = 0
        self._asked_at = 0.0
        self._limit = 0.0  # seconds the thinking bot asked last may take
        self._fallbacks: dict[tuple[int, str], Any] = {}

    @property
    def thinking(self) -> bool:
        return self._job.busy

    def step(self) -> list[Event] | None:
        """Call when it is a bot's turn: the events of the move it made, or None while a
        thinking bot is still deciding or is about to be asked again. Only an error from
        the engine applying the last resort's move propagates."""
        session = self.session
        seat = session.pending_seat()
        if seat is None:
            return []
        if self._position != session.version:
            self._position, self._failures, self.trouble = session.version, 0, None
        _, bot = self._deciders(seat)[self._failures]
        try:
            action = self._decide(bot, seat)
            if action is None:
                return None
            events = session.apply(action)
        except Exception as exc:
            if isinstance(bot, FirstAllowed):
                raise
            self._failed(seat, exc)
            return None
        self._position, self.trouble = None, None
        return events

    def close(self) -> None:
        self._job.close()

    # ------------------------------------------------------------------ internals
    def _decide(self, bot: Any, seat: int) -> Any:
        """The bot's answer, or None while a thinking bot thinks. Raises its error, or
        Overdue once it has taken longer than it should."""
        if not getattr(bot, "thinks", False):
            return bot.choose(self.session.observe(seat))
        key = (self.session.version, self._failures)
        if not self._job.is_for(key):  # none yet, a new try, or the game moved on
            obs = self.session.observe(seat)
            self._job.submit(key, bot.choose, obs)
            self._asked_at, self._limit = self.clock(), obs.budget_s + OVERDUE_MARGIN_S
            return None
        done, action = self._job.poll(key)
        if done:
            return action
        if self.clock() - self._asked_at > self._limit:
            self._job.cancel()  # its answer, should it ever come, is not waited for
            raise Overdue
        return None

    def _deciders(self, seat: int) -> list[tuple[str, Any]]:
        """Who decides on each try: the seat's bot TRIES times, then the next simpler
        level, a random legal move, and the first move the rules allow."""
        own = [("", self.session.bot_for(seat))] * TRIES
        level = self.session.seats[seat].level
        offered = registry.bot_levels(self.session.game_id)
        simpler = offered[:offered.index(level)][-1:] if level in offered else []
        out = own + [(lv, bot) for lv in (*simpler, BASELINE) if lv != level
                     and (bot := self._fallback(seat, lv)) is not None]
        return out + [("first", FirstAllowed())]

    def _fallback(self, seat: int, level: str) -> Any:
        if (seat, level) not in self._fallbacks:
            try:
                factory = registry.bot_factory(self.session.game_id, level)
            except LookupError:
                return None
            self._fallbacks[(seat, level)] = factory(seat, Rng(0xFA11 + seat))
        return self._fallbacks[(seat, level)]

    def _failed(self, seat: int, exc: Exception) -> None:
        name = self.session.seat_name(seat)
        if isinstance(exc, Overdue):
            why = f"{name} is taking longer than it should"
        else:
            reason = str(exc).strip().rstrip(".") or type(exc).__name__
            why = f"{name} (bot) could not move ({reason})"
        self._failures += 1
        level, bot = self._deciders(seat)[self._failures]
        if not level:
            then = "trying again"
        elif level == "first":
            then = "it plays the first move the rules allow this time"
        elif level == BASELINE:
            then = "it plays a random legal move this time"
        else:
            then = f"it plays one move at the {level.capitalize()} level this time"
        self.trouble = f"{why}: {then}."
        self.notices.append(self.trouble)
