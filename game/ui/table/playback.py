"""Playback: the events of every applied move (a person's or a bot's), shown one at a time.

For each event the table's `show_event(event)` starts its visual on the board and returns
how long it takes at speed 1 (0: nothing to watch); its log line appears as it is shown,
with the look-back picture of that moment. While `playing`, bots wait, the decision
controls give way to Pause / Step / Skip (Space, Right arrow, End), and the board draws its
own display model; when the last event has been shown, the table re-reads the engine
(`refresh`). Skip lands everything (`finish_events()`) and keeps bots' moves instant until
a person must decide.
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
#: Playback buttons while events play, logical (x from the right edge, y, w, h).
PLAYBACK_BUTTONS = ((240.0, 6.0, 110.0, 44.0), (360.0, 6.0, 110.0, 44.0),
                    (480.0, 6.0, 110.0, 44.0))
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
        self.skipping = False  # Skip pressed: no animation until a person must decide

    @property
    def playing(self) -> bool:
        """Events of a move are still being shown."""
        return bool(self._queue) or self._event_time > 0

    @property
    def instant(self) -> bool:
        return self.skipping or self.scene.app.settings.animation_speed >= INSTANT_SPEED

    def show_move(self, events: list[Event], seat: int | None) -> None:
        """A move by `seat` was applied: queue its events and show those whose turn has
        come; the table re-reads the engine once the last one has been shown."""
        scene = self.scene
        scene.after_move(events)
        was_playing = self.playing
        move = scene.undo.record(seat)
        self._recent.append(move)
        self._queue.extend((event, move) for event in events)
        self._advance(0.0)
        if not self.playing:
            scene.refresh()
        elif not was_playing:
            scene.rebuild_controls()  # the decision controls give way to Pause/Step/Skip

    def update(self, dt: float) -> bool:
        """Let `dt` seconds pass; True if events were playing at the start of the frame."""
        if not self.playing:
            return False
        self._advance(dt)
        if not self.playing:
            self.scene.refresh()  # the last event has been shown: back to the engine
        return True

    def a_person_decides(self) -> None:
        """A person decides again: their moves and the bots' are shown again."""
        self.skipping = False

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
                lines.extend((scene.named(e.text), snapshot, move) for e in events)
        for text, snapshot, move in lines[-LOG_RESTORED:]:
            move.entries.append(scene.log.add(text, snapshot=snapshot))

    # ------------------------------------------------------------------ controls
    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.scene.rebuild_controls()

    def step(self) -> None:
        """While paused: show the next event."""
        self.paused = True
        was_playing = self.playing
        self._advance(0.0, step=True)
        if was_playing and not self.playing:
            self.scene.refresh()
        else:
            self.scene.rebuild_controls()

    def skip(self) -> None:
        """Land everything now and keep bots' moves instant until a person decides."""
        scene = self.scene
        self.skipping = True
        self.paused = False
        while self._queue:
            event, move = self._queue.popleft()
            move.entries.append(scene.log.add(scene.named(event.text)))
        self._event_time = 0.0
        scene.finish_events()
        for move in self._recent:  # skipped lines look back at the state they led to
            for entry in move.entries:
                if entry.snapshot is None and not entry.undone:
                    entry.snapshot = scene.snapshot()
        scene.refresh()

    def handle_key(self, event: pygame.event.Event) -> bool:
        """While a move is shown the board takes no gestures; Space, Right, End steer it."""
        if event.type != pygame.KEYDOWN:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        keys = {pygame.K_SPACE: self.toggle_pause, pygame.K_RIGHT: self.step,
                pygame.K_END: self.skip}
        if event.key in keys:
            keys[event.key]()
            return True
        return False

    def build_buttons(self) -> None:
        scene = self.scene
        items = [("Resume" if self.paused else "Pause", self.toggle_pause,
                  "Pause or resume the moves being shown (Space)."),
                 ("Step", self.step, "Show the next step (Right arrow)."),
                 ("Skip", self.skip, "Skip to the next decision (End).")]
        for spec, (text, callback, tip) in zip(PLAYBACK_BUTTONS, items, strict=True):
            scene.button(scene.vp.rect_from_right(*spec), text, callback, tip)

    # ------------------------------------------------------------------ internals
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
            move.entries.append(scene.log.add(scene.named(event.text),
                                              snapshot=scene.snapshot()))
            scene.invalidate()
            if step:
                break
        if not self._queue and (self._event_time <= 0 or self.instant):
            self._event_time = 0.0
