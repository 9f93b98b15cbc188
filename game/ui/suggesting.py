"""The table's "Suggest" button: the hard bot's choice for the person to move, worked out on
a worker thread so the board keeps drawing while it thinks (about a second).

The suggestion is computed from an Observation of the deciding seat (`game.bots.suggest`),
so it never uses what that seat may not see. It is asked for, never shown unprompted, and
a game that used it says so on its end screen (`GameSession.suggested`, kept in the save).

    helper = SuggestHelper("tempus")
    helper.ask(key, session.observe())      # key: the position (session version, seat)
    ...
    suggestion = helper.poll(key)           # None while thinking, or for an older key
"""

from __future__ import annotations

from collections.abc import Hashable

from game.background import LatestJob
from game.bots.base import Observation
from game.bots.suggest import Suggester, Suggestion


class SuggestHelper:
    def __init__(self, game_id: str, seed: int = 0):
        self._suggester = Suggester(game_id, seed)
        self._job = LatestJob(f"{game_id}-suggest")
        self._closed = False

    @property
    def busy(self) -> bool:
        return self._job.busy

    def is_for(self, key: Hashable) -> bool:
        return self._job.is_for(key)

    def ask(self, key: Hashable, obs: Observation) -> None:
        """Start thinking about `obs` (a snapshot: the game may move on meanwhile)."""
        if not self._closed and not self._job.is_for(key):
            self._job.submit(key, self._suggester.suggest, obs)

    def poll(self, key: Hashable) -> Suggestion | None:
        """The finished suggestion for `key`, once; None while thinking or when stale."""
        done, result = self._job.poll(key)
        return result if done and isinstance(result, Suggestion) else None

    def watch(self, obs: Observation) -> None:
        """A person decides without asking: let the suggesting bot remember what it saw
        (the Tempus crew's memory of the disasters drawn)."""
        if not self._closed and not self.busy:  # the bot is not shared with a running job
            self._suggester.watch(obs)

    def cancel(self) -> None:
        self._job.cancel()

    def close(self) -> None:
        """The table closed: a running job may finish in the background; start no more."""
        self._closed = True
        self._job.close()
