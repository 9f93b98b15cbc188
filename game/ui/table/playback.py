"""Playback: the events of every applied move (a person's or a bot's), shown one at a time.

For each event the table's `show_event(event)` starts its visual on the board and returns
how long it takes at speed 1 (0: nothing to watch); its log line appears as it is shown,
with the look-back picture of that moment. While `playing`, bots wait, the decision
controls give way to Pause / Step / Skip / To the end (Space, Right arrow, End,
Shift+End), and the board draws its own display model; when the last event has been shown,
the table re-reads the engine (`refresh`).

Paused, nothing moves, and the table says so (`status()`), also once the last event has
been stepped through while a bot is still to move: the controls stay until the player
resumes, and Step then lets that bot make its move and shows its first event. A person's
decision ends the pause. Skip lands the move being shown and keeps moves instant for the
rest of that seat's turn: the next seat to decide is watched again (the same rule on every
table: a turn ends when another seat decides). "To the end" ("To my turn" when a person
plays) keeps every move instant until a person must decide or the game ends.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from game import registry
from game.engines.common.actions import Event

if TYPE_CHECKING:
    from game.ui.table.undo import Move
    from game.ui.table_scene import TableScene

#: Animation speed (Settings) at and above which moves are not animated at all.
INSTANT_SPEED = 3.0
#: Playback buttons while events play, logical (x from the right edge, y, w, h), from the
#: Menu leftwards: Pause, Step, Skip, To the end; they stop where every table's prompt does.
PLAYBACK_BUTTONS = ((222.0, 6.0, 92.0, 44.0), (292.0, 6.0, 64.0, 44.0),
                    (362.0, 6.0, 64.0, 44.0), (484.0, 6.0, 116.0, 44.0))
PAUSED = "Paused: Space or Resume to go on."
#: Moves whose skipped log lines get the picture of the state they led to.
SKIPPED_MOVES_PICTURED = 3
LOG_RESTORED = 400  # log lines rebuilt from the record when a table opens


class Playback:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self._queue: deque[tuple[Event, Move]] = deque()
        self._recent: deque[Move] = deque(maxlen=SKIPPED_MOVES_PICTURED)
        self._event_time = 0.0  # seconds (at speed 1) left for the event being shown
        self.paused = False
        self.skipping = False  # To the end: no animation until a person must decide
        self.skipping_turn_of: int | None = None  # Skip: that seat's turn is not animated
        self.step_wanted = False  # Step while paused with nothing left: the next bot moves

    @property
    def playing(self) -> bool:
        """Events of a move are still being shown."""
        return bool(self._queue) or self._event_time > 0

    @property
    def showing(self) -> bool:
        """The playback controls stand in for the decision's: a move is being shown, a bot
        is to move (they stay put between its moves), or the player paused."""
        return self.playing or self.paused or self.scene.session.is_bot_turn()

    @property
    def instant(self) -> bool:
        return self.skipping or self.skipping_turn_of is not None \
            or self.scene.app.settings.animation_speed >= INSTANT_SPEED

    def status(self) -> str | None:
        """What the prompt says about playback instead of the decision, if anything."""
        return PAUSED if self.paused else None

    def show_move(self, events: list[Event], seat: int | None) -> None:
        """A move by `seat` was applied: queue its events and show those whose turn has
        come; the table re-reads the engine once the last one has been shown."""
        scene = self.scene
        scene.after_move(events)
        move = scene.undo.record(seat)
        self._recent.append(move)
        self._queue.extend((event, move) for event in events)
        stepping, self.step_wanted = self.step_wanted, False
        self._advance(0.0, step=stepping and self.paused)
        if self.instant and scene.animating:
            scene.finish_events()  # a table that animates a move as a whole (Assembly)
        if not self.playing:
            scene.refresh()
        elif not scene.playback_controls_built:
            scene.rebuild_controls()  # the decision controls give way to the playback's

    def update(self, dt: float) -> bool:
        """Let `dt` seconds pass; True if events were playing at the start of the frame."""
        if not self.playing:
            return False
        self._advance(dt)
        if not self.playing:
            self.scene.refresh()  # the last event has been shown: back to the engine
        return True

    def decision_changed(self) -> None:
        """Called on every refresh: a person deciding ends a pause and any skipping; a seat
        other than the skipped one deciding ends Skip (its turn is over)."""
        session = self.scene.session
        seat = session.pending_seat()
        if seat is None or not session.is_bot_turn():
            self.paused = self.skipping = self.step_wanted = False
            self.skipping_turn_of = None
        elif self.skipping_turn_of is not None and seat != self.skipping_turn_of:
            self.skipping_turn_of = None

    def restore_log(self) -> None:
        """The log of a game opened from a save: replay its record, each move's lines with
        the picture of the state it led to, each move recorded for undo as in a live
        session (undoing one made before the save marks its lines "(undone)")."""
        scene = self.scene
        history = scene.game.history
        if not history:
            return
        game_id = scene.session.game_id
        eng = registry.engine(game_id)
        replay = eng.new_game(scene.game.setup, registry.content(game_id))
        lines: list[tuple[str, Any, Move]] = []
        for text in history:
            pending = replay.pending
            move = scene.undo.record(None if pending is None else pending.seat)
            events = replay.apply(eng.parse_action(text))
            if events:
                snapshot = replay.public_view()
                lines.extend((e, snapshot, move) for e in events)
        for event, snapshot, move in lines[-LOG_RESTORED:]:
            move.entries.append(self._log(event, snapshot))

    # ------------------------------------------------------------------ controls
    def toggle_pause(self) -> None:
        if self.paused:
            self.resume()
        else:
            self.paused = True
            self.scene.rebuild_controls()

    def resume(self) -> None:
        """Go on (the Resume button, Space, the pause menu's Resume)."""
        if not self.paused:
            return
        self.paused = self.step_wanted = False
        if self.playing:
            self.scene.rebuild_controls()
        else:
            self.scene.refresh()  # nothing left to show: back to the decision's controls

    def step(self) -> None:
        """Pause, and show the next event: the next bot's move first, if none is left."""
        self.paused = True
        if not self.playing:
            if self.scene.animating:
                self.scene.finish_events()  # the move's animation lands: the step it was
            else:
                self.step_wanted = True  # bot_turns lets the bot move; show_move shows it
            self.scene.rebuild_controls()
            return
        self._advance(0.0, step=True)
        if not self.playing:
            self.scene.refresh()
        else:
            self.scene.rebuild_controls()

    def skip(self) -> None:
        """Land the move being shown, and keep the rest of its seat's turn instant."""
        head = self._queue[0][1].seat if self._queue else None
        self.skipping_turn_of = head if head is not None else self.scene.session.pending_seat()
        self._land()

    def skip_to_the_end(self) -> None:
        """Land everything and keep bots' moves instant until a person decides."""
        self.skipping = True
        self._land()

    def handle_key(self, event: pygame.event.Event) -> bool:
        """While a move is shown the board takes no gestures; Space, Right, End steer it."""
        if event.type != pygame.KEYDOWN:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if event.key == pygame.K_END and event.mod & pygame.KMOD_SHIFT:
            self.skip_to_the_end()
            return True
        keys = {pygame.K_SPACE: self.toggle_pause, pygame.K_RIGHT: self.step,
                pygame.K_END: self.skip}
        if event.key in keys:
            keys[event.key]()
            return True
        return False

    def build_buttons(self) -> None:
        scene = self.scene
        people = bool(scene.session.humans())
        items = [("Resume" if self.paused else "Pause", self.toggle_pause, "playback:pause",
                  "Pause or resume the moves being shown (Space)."),
                 ("Step", self.step, "playback:step", "Show the next step (Right arrow)."),
                 ("Skip", self.skip, "playback:skip",
                  "Land this move and the rest of this turn; the next turn is shown (End)."),
                 ("To my turn" if people else "To the end", self.skip_to_the_end,
                  "playback:end", "Show no more moves until a person decides (Shift+End)."
                  if people else "Play the game to its end without showing the moves "
                  "(Shift+End).")]
        for spec, (text, callback, key, tip) in zip(PLAYBACK_BUTTONS, items, strict=True):
            scene.button(scene.vp.rect_from_right(*spec), text, callback, tip, focus_id=key)

    # ------------------------------------------------------------------ internals
    def _log(self, event: Event, snapshot: Any = None):
        """The log's line for `event`, in the table's names, carrying the rule behind it."""
        scene = self.scene
        return scene.log.add(scene.named(event.text), snapshot=snapshot, rule=event.rule)

    # ------------------------------------------------------------------ internals
    def _land(self) -> None:
        """Skip: every event left is logged at once and every animation landed."""
        scene = self.scene
        self.paused = self.step_wanted = False
        while self._queue:
            event, move = self._queue.popleft()
            move.entries.append(self._log(event))
        self._event_time = 0.0
        scene.finish_events()
        for move in self._recent:  # skipped lines look back at the state they led to
            for entry in move.entries:
                if entry.snapshot is None and not entry.undone:
                    entry.snapshot = scene.snapshot()
        scene.refresh()

    def _advance(self, dt: float, step: bool = False) -> None:
        """Let `dt` seconds of playback pass; show the next events whose turn has come."""
        if self.paused and not step:
            return
        scene = self.scene
        self._event_time = 0.0 if step else self._event_time - dt * \
            scene.app.settings.animation_speed
        while self._queue and (self._event_time <= 0 or step):
            event, move = self._queue.popleft()
            self._event_time = 0.0 if self.instant else max(0.0, scene.show_event(event))
            move.entries.append(self._log(event, scene.snapshot()))
            scene.invalidate()
            if step:
                break
        if not self._queue and (self._event_time <= 0 or self.instant):
            self._event_time = 0.0
