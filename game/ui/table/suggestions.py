"""The table's "Suggest" button: the hard bot's choice for the person to move, worked out on
a worker thread so the board keeps drawing while it thinks (about a second).

The suggestion is computed from an Observation of the deciding seat (`game.bots.suggest`),
so it never uses what that seat may not see. It is asked for, never shown unprompted, and
a game that used it says so on its end screen (`GameSession.suggested`, kept in the save).
The table says it in its own words (`describe_suggestion`) and may set it up on the board
for the player to confirm (`on_shown`); nothing is played.

    helper = SuggestHelper("tempus")
    helper.ask(key, session.observe())      # key: the position (session version, seat)
    ...
    suggestion = helper.poll(key)           # None while thinking, or for an older key
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

from game.background import LatestJob
from game.bots.base import Observation
from game.bots.suggest import Suggester, Suggestion

if TYPE_CHECKING:
    from game.ui.table_scene import TableScene

#: The Suggest button in the log's title row, logical size.
SUGGEST_W, SUGGEST_H = 104.0, 26.0
SUGGESTION_TOAST_S = 8.0


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


class Suggestions:
    """The Suggest part of a table: the button, the worker and what the answer shows."""

    def __init__(self, scene: TableScene):
        self.scene = scene
        self.worker = SuggestHelper(scene.session.game_id)
        self.last = None  # the latest Suggestion shown (tables may mark it)
        self.last_key: tuple | None = None
        self.on_shown: Callable[[Any], None] | None = None
        """Called with a suggested action once its words are shown: a table may set it up
        on the board for the player to confirm (the Tempus trade)."""
        self._watched: tuple | None = None

    def current(self):
        """The suggestion shown for the position on the table now, or None once a move or
        an undo has moved it on (its marks go with it)."""
        return self.last if self.last is not None and self.last_key == self._key() else None

    def _key(self) -> tuple:
        # The session's version counts every move and undo: it names the position.
        session = self.scene.session
        return (session.version, session.pending_seat())

    def ask(self) -> None:
        """Suggest pressed: think about the position on a worker thread (see `update`)."""
        scene = self.scene
        if not scene.privacy.my_turn():
            return
        self.worker.ask(self._key(), scene.session.observe())
        scene.rebuild_controls()

    def update(self) -> None:
        """Each frame: show an answer that has come, and let the suggesting bot see every
        position a person decides at (its memory of what came up)."""
        self._poll()
        scene = self.scene
        if scene.privacy.my_turn():
            key = self._key()
            if key != self._watched:
                self._watched = key
                self.worker.watch(scene.session.observe())

    def build_button(self) -> None:
        scene = self.scene
        if not scene.privacy.my_turn() or scene.looking_back is not None:
            return
        x, y, w, _ = scene.log_rect()
        thinking = self.worker.is_for(self._key())
        scene.button(scene.vp.rect(x + w - SUGGEST_W - 4, y + 2, SUGGEST_W, SUGGEST_H),
                     "Thinking..." if thinking else "Suggest", self.ask,
                     "What the hard bot would do here, worked out from what you can see. "
                     "A game that used suggestions says so at the end.",
                     object_id="@small_button", enabled=not thinking)

    def close(self) -> None:
        self.worker.close()

    def _poll(self) -> None:
        if not self.worker.busy:
            return
        scene = self.scene
        try:
            found = self.worker.poll(self._key())
        except Exception as exc:  # noqa: BLE001 - a hint that fails must not end the game
            scene.refuse(f"No suggestion this time ({type(exc).__name__}).")
            scene.rebuild_controls()
            return
        if found is None:
            if not self.worker.busy:  # the position moved on: the answer was dropped
                scene.rebuild_controls()
            return
        scene.session.suggested = True
        self.last, self.last_key = found, self._key()
        who = scene.names[found.seat] if found.seat < len(scene.names) else ""
        scene.toasts.show(f"Suggested for {who}: {scene.describe_suggested(found)}",
                          "info", SUGGESTION_TOAST_S)
        if self.on_shown is not None:
            self.on_shown(found.action)
        scene.rebuild_controls()
