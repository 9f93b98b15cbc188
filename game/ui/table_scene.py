"""The table every game's scene extends: what all tables share lives here, once.

A table owns a `GameSession` and, around the board it draws, the same furniture for every
game: the pass-the-device gate (hotseat privacy), bot turns (one pace, one way of handling
a bot that cannot move), toasts, the log with look-back, undo, the keys (Esc, Ctrl+Z; F11
is the app's), the pause menu, the autosave warning and the end-of-game hand-off.

A subclass only lays out and draws its board and maps gestures to actions:

    class MyTable(TableScene):
        LOG_RECT = (x, y, w, h)             # where the log sits, logical units
        def sync(self): ...                 # re-read the engine after any change
        def build_controls(self): ...       # its own buttons (Menu and Undo are built here)
        def draw(self, surface): ...        # the board, then self.draw_front(surface)
        def board_event(self, event): ...   # gestures -> self.play(action)

State changes only through `play(action)` -> `session.apply`; a RuleError becomes a toast
and changes nothing. Hooks a subclass may extend: `after_move(events)`, `after_undo()`,
`on_escape()`, `animate(dt)`, `animating`, `relayout_board(viewport)`, `game_over()`,
`snapshot()`, `prompt_text()`, and for watchable moves `show_event(event)` and
`finish_events()`.

Playback: the events of every applied move (a person's or a bot's) are shown one at a time.
For each, `show_event(event)` starts its visual on the board and returns how long it takes
at speed 1 (the default, 0, shows everything at once); its log line appears as it is shown.
While `playing`, bots wait, the decision controls give way to Pause / Step / Skip (Space,
Right arrow, End), and the board draws its own display model; when the last event has
been shown, `refresh()` re-reads the engine. Skip lands everything (`finish_events()`) and
keeps bots' moves instant until a person must decide.
"""

from __future__ import annotations

import json
import re
from collections import deque
from typing import Any

import pygame
import pygame_gui

from game import registry
from game.bot_mover import BotMover
from game.engines.common.actions import Event
from game.engines.common.errors import RuleError
from game.session import GameSession
from game.ui import fonts, sound
from game.ui.board.group import WidgetGroup
from game.ui.board.text import fit_block
from game.ui.end_screen import BUTTONS_Y, EndScreen, draw_end_screen
from game.ui.log_panel import LogEntry, LogPanel
from game.ui.pass_device import PassDevice
from game.ui.suggesting import SuggestHelper
from game.ui.theme import colour
from game.ui.toast import Toasts
from game.ui.tooltip import Tooltips
from game.ui.ui_scene import UIScene

#: Seconds between bot moves at animation speed 1, so a person can follow them.
BOT_DELAY_S = 0.4
#: Top-right buttons every table has, logical (x from the right edge, y, w, h).
MENU_BUTTON = (120.0, 6.0, 110.0, 44.0)
UNDO_BUTTON = (240.0, 6.0, 110.0, 44.0)
#: The Suggest button in the log's title row, logical size.
SUGGEST_W, SUGGEST_H = 104.0, 26.0
SUGGESTION_TOAST_S = 8.0
SMALL_BUTTON_FONT = 16  # the theme's @small_button size, which the app scales by the UI scale
SMALL_BUTTON_PAD = 18.0
LOG_RESTORED = 400  # log lines rebuilt from the record when a table opens
#: Animation speed (Settings) at and above which moves are not animated at all.
INSTANT_SPEED = 3.0
#: Playback buttons while events play, logical (x from the right edge, y, w, h).
PLAYBACK_BUTTONS = ((240.0, 6.0, 110.0, 44.0), (360.0, 6.0, 110.0, 44.0),
                    (480.0, 6.0, 110.0, 44.0))


class TableScene(UIScene):
    LOG_RECT: tuple[float, float, float, float] = (10.0, 120.0, 400.0, 590.0)
    LOG_TITLE = "Log: click an entry to look back"
    TOAST_BOTTOM = 24.0
    """Logical px between the window's bottom and the toasts (above any bottom buttons:
    pygame-gui widgets are drawn over the table's own layer)."""
    SUGGESTS = False
    """The table offers "Suggest" (the hard bot's choice) in its log's title row; it must
    then say a suggested action in its words (`describe_suggestion`)."""

    def __init__(self, app, session: GameSession):
        super().__init__(app)
        self.session = session
        vp = app.viewport
        self.names = [session.seat_name(i) for i in range(max(1, len(session.seats)))]
        self.gate = PassDevice(vp, self.names, on_confirm=lambda seat: self.refresh())
        self.toasts = Toasts(vp, bottom=self.TOAST_BOTTOM)
        self.tooltips = Tooltips(vp)
        self.log = LogPanel(vp, self.log_rect(), on_click=self.look_back, title=self.LOG_TITLE)
        self.bot_mover = BotMover(session)
        self.bot_timer = 0.0
        self.bot_error: str | None = None
        self._bot_error_version = -1
        self.looking_back: LogEntry | None = None
        self._queue: deque[tuple[Event, _Move]] = deque()
        self._moves: list[_Move] = []  # this sitting's moves, newest last (for undo marks)
        self._undo_dialog = None
        self._privacy: tuple[Any, bool] = (None, False)
        self._event_time = 0.0  # seconds (at speed 1) left for the event being shown
        self.paused = False
        self.skipping = False  # Skip pressed: no animation until a person must decide
        self.end_hidden = False  # "Show board" after the end
        self.widgets = WidgetGroup(self.log, self.toasts, self.tooltips, self.gate)
        self.tooltips.add(self.log)
        self._built = False
        self._ended = False
        self._autosave_shown: str | None = None
        self.suggest = SuggestHelper(session.game_id) if self.SUGGESTS else None
        self._watched: tuple | None = None
        self.last_suggestion = None  # the latest Suggestion shown (tables may mark it)
        self.rebuild_log()
        humans = session.humans()
        if len(humans) == 1:
            self.gate.settle(humans[0])

    # ------------------------------------------------------------------ for subclasses
    def add_board_widget(self, widget: Any) -> Any:
        """A widget of the board (a hand of cards): drawn under the log and toasts, given
        input after them."""
        self.widgets.add_behind(widget)
        return widget

    def label_w(self, label: str) -> float:
        """The width (table units) a small button needs for `label` at the app's text size."""
        px = max(8, round(SMALL_BUTTON_FONT * self.app.viewport.scale))
        return fonts.font(px).size(label)[0] / self.vp.scale + SMALL_BUTTON_PAD

    def log_rect(self) -> tuple[float, float, float, float]:
        return self.LOG_RECT

    def sync(self) -> None:
        """Re-read the engine after any change (view, legal actions, hand)."""

    def describe_suggestion(self, action) -> str:
        """A suggested action in the table's words ("Move to the Bridge")."""
        raise NotImplementedError

    def show_suggestion(self, action) -> None:
        """A suggestion arrived (its words are in a toast): a table may also set it up on
        the board, for the player to confirm; nothing is played."""

    def build_controls(self) -> None:
        """The table's own buttons, rebuilt after every change."""

    def after_move(self, events: list[Event]) -> None:
        """A move was applied (by a person or a bot): start animations, reset gestures."""

    def after_undo(self) -> None:
        """A move was taken back: drop animations and half-made gestures."""

    def on_escape(self) -> bool:
        """Esc pressed with nothing dragged (a drag is put back before: `cancel_drags`):
        True if the table cancelled something of its own (a preview, a half-made choice);
        otherwise the pause menu opens."""
        return False

    def board_event(self, event: pygame.event.Event) -> bool:
        """Input the shared furniture did not take: the board's gestures."""
        return False

    def animate(self, dt: float) -> bool:
        """Advance the board's animations by `dt` game seconds; True while anything moves."""
        return False

    @property
    def animating(self) -> bool:
        """While True, bots wait so the player sees each move land."""
        return False

    def relayout_board(self, viewport) -> None:
        """Window size or UI scale changed: recompute the board's pixel layout."""

    def show_event(self, event: Event) -> float:
        """Start showing one event on the board (slide counters, highlight the actor);
        return its duration in seconds at speed 1. 0: nothing to watch."""
        return 0.0

    def finish_events(self) -> None:
        """Skip: land every animation at once (the next refresh re-syncs the board)."""

    def snapshot(self) -> Any:
        """What look-back shows of the table right now (after the event just shown): an
        independent copy, so later play never changes it. A table whose board moves event
        by event returns its display model here."""
        return self.snapshot_of(self.game)

    def snapshot_of(self, game) -> Any:
        """The look-back picture of any game state (also used to rebuild the log)."""
        return json.loads(json.dumps(game.summary()))

    def decision_is_private(self, seat: int) -> bool:
        """Does deciding now show `seat` something the others may not see? Only then does a
        hotseat table cover itself to hand the device over. By default: whenever the seat
        has anything private in its view (never in a game without secrets)."""
        private = self.game.view_for(seat)["private"]
        return any(v not in (None, [], {}, "") for v in private.values())

    def game_over(self) -> None:
        """Called once when the game has ended (also when a finished game is opened)."""
        sound.play("win" if self.table_won() else "turn", self.app.settings.sound)

    def end_headline(self) -> str:
        """Who won, said to the people at the table."""
        result = self.game.result
        if result.coop:
            return "You won!" if result.won else "You lost."
        names = [self.names[s] + (" (bot)" if self.session.seats[s].is_bot else "")
                 for s in result.winners if s < len(self.names)]
        if not names:
            return "Nobody won."
        return f"{' and '.join(names)} {'wins' if len(names) == 1 else 'win'}" + \
            ("!" if self.table_won() else ".")

    def end_figures(self) -> list[tuple[str, str]]:
        """Key numbers for the end screen: ("Score", "23")."""
        return []

    def end_sections(self) -> list[tuple[str, list[str]]]:
        """Headed lists for the end screen: achievements, records, hidden things revealed."""
        return []

    def end_screen(self) -> EndScreen:
        result = self.game.result
        figures = self.end_figures()
        if self.session.suggested:
            figures = [*figures, ("Suggestions", "used")]
        return EndScreen(self.end_headline(), self.table_won(),
                         self.named(result.text or ""), figures, self.end_sections())

    # ------------------------------------------------------------------ state
    @property
    def game(self):
        return self.session.game

    def pending_kind(self) -> str | None:
        pending = self.game.pending
        return None if pending is None else pending.kind

    def my_turn(self) -> bool:
        """A human may act now: the device is in their hands (a public decision needs no
        hand-over)."""
        seat = self.session.pending_seat()
        if seat is None or self.session.is_bot_turn() or self.gate.active:
            return False
        return self.gate.revealed_for == seat or self._public_turn(seat)

    def viewing_seat(self) -> int | None:
        """Whose private information may be drawn: the human the gate last confirmed (a
        lone human always); never a bot's, never under the cover, and nobody's while another
        person makes a public decision."""
        if self.gate.active:
            return None
        seat = self.session.hotseat_seat()
        if seat is not None and seat != self.gate.revealed_for:
            return None
        return self.gate.revealed_for

    def _public_turn(self, seat: int) -> bool:
        """In hotseat, `seat` decides something that reveals nothing: no cover needed."""
        if self.session.hotseat_seat() != seat:
            return False
        key = (self.session.version, seat)
        if self._privacy[0] != key:  # asked every frame; the answer changes with the game
            self._privacy = (key, not self.decision_is_private(seat))
        return self._privacy[1]

    def can_undo(self) -> bool:
        return (self.game.can_undo and not self.game.is_over and not self.gate.active
                and not self.session.is_bot_turn())

    def table_won(self) -> bool:
        """The game ended well for the people at the table (a bot's win is not theirs)."""
        result = self.game.result
        if result is None:
            return False
        if result.coop:
            return result.won
        return any(s < len(self.session.seats) and not self.session.seats[s].is_bot
                   for s in result.winners)

    def named(self, text: str) -> str:
        """Engines say "Player 2"; the table knows that seat by its name."""
        return re.sub(r"\bPlayer (\d)\b", lambda m: self.session.seat_name(int(m.group(1)) - 1),
                      text)

    def guard_privacy(self) -> None:
        """In hotseat games, cover the table when a decision would show its maker something
        hidden and someone else saw hidden things last; a public decision (a door) or the
        same person deciding again needs no hand-over screen."""
        seat = self.session.hotseat_seat()
        if seat is not None and seat < len(self.gate.names) and not self._public_turn(seat):
            self.gate.ensure(seat)

    def refresh(self) -> None:
        """Re-read the engine after any change, then rebuild the buttons."""
        if self.skipping and (self.my_turn() or self.game.is_over):
            self.skipping = False  # a person decides again: show their moves and the bots'
        self.guard_privacy()
        self.sync()
        if self.game.is_over and not self._ended:
            self._ended = True
            self.game_over()
        if self._built:
            self.clear_ui()
            self.build_ui()
        self.invalidate()

    # ------------------------------------------------------------------ moves
    def play(self, action) -> bool:
        """Apply one action through the session; a refusal is a toast and changes nothing."""
        try:
            self.commit(action)
        except RuleError as exc:
            self.refuse(str(exc))
            return False
        return True

    def commit(self, action) -> None:
        """Apply one action; a RuleError propagates (a drag gesture turns it into a toast
        and sends the counter home)."""
        seat = self.session.pending_seat()
        self.after_events(self.session.apply(action), seat)

    def refuse(self, why: str) -> None:
        self.toasts.show(why)
        sound.play("error", self.app.settings.sound)
        self.invalidate()

    def after_events(self, events: list[Event], seat: int | None = None) -> None:
        """A move by `seat` was applied: queue its events for playback (log lines appear as
        each is shown); the table re-reads the engine once the last one has been shown."""
        self.after_move(events)
        was_playing = self.playing
        move = _Move(seat)
        self._moves.append(move)
        self._queue.extend((event, move) for event in events)
        self._advance(0.0)
        if not self.playing:
            self.refresh()
        elif not was_playing and self._built:
            self.clear_ui()  # the decision controls give way to the playback buttons
            self.build_ui()

    # ------------------------------------------------------------------ playback
    @property
    def playing(self) -> bool:
        """Events of a move are still being shown."""
        return bool(self._queue) or self._event_time > 0

    @property
    def instant(self) -> bool:
        return self.skipping or self.app.settings.animation_speed >= INSTANT_SPEED

    def _advance(self, dt: float, step: bool = False) -> None:
        """Let `dt` seconds of playback pass; show the next events whose turn has come."""
        if self.paused and not step:
            return
        self._event_time = 0.0 if step else self._event_time - dt * \
            self.app.settings.animation_speed
        while self._queue and (self._event_time <= 0 or step):
            event, move = self._queue.popleft()
            self._event_time = 0.0 if self.instant else max(0.0, self.show_event(event))
            move.entries.append(self.log.add(self.named(event.text), snapshot=self.snapshot()))
            self.invalidate()
            if step:
                break
        if not self._queue and (self._event_time <= 0 or self.instant):
            self._event_time = 0.0

    def _played_out(self) -> None:
        """The last event has been shown: back to the engine's state and the controls."""
        self.refresh()

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self._rebuild_controls()

    def step_event(self) -> None:
        """While paused: show the next event."""
        self.paused = True
        was_playing = self.playing
        self._advance(0.0, step=True)
        if was_playing and not self.playing:
            self._played_out()
        else:
            self._rebuild_controls()

    def skip_events(self) -> None:
        """Land everything now and keep bots' moves instant until a person decides."""
        self.skipping = True
        self.paused = False
        while self._queue:
            event, move = self._queue.popleft()
            move.entries.append(self.log.add(self.named(event.text)))
        self._event_time = 0.0
        self.finish_events()
        for move in self._moves[-3:]:  # skipped lines look back at the state they led to
            for entry in move.entries:
                if entry.snapshot is None and not entry.undone:
                    entry.snapshot = self.snapshot()
        self._played_out()

    def _rebuild_controls(self) -> None:
        if self._built:
            self.clear_ui()
            self.build_ui()
        self.invalidate()

    def play_bots(self, dt: float) -> None:
        """Let the bot whose turn it is move, one move per BOT_DELAY_S."""
        if self.game.is_over or not self.session.is_bot_turn() or self.animating \
                or self.playing or self.paused:
            return
        if self.bot_error is not None and self._bot_error_version == self.session.version:
            return  # it failed on this very position: wait for an undo or a load
        speed = self.app.settings.animation_speed
        self.bot_timer += dt * speed
        if self.bot_timer < BOT_DELAY_S and not self.instant:
            return
        seat = self.session.pending_seat()
        try:
            events = self.bot_mover.step()
        except Exception as exc:  # a bot's bug must not freeze or crash the table
            self.bot_timer = 0.0
            self.bot_error = f"{self.names[self.session.pending_seat()]} (bot) could not " \
                             f"move: {exc}"
            self._bot_error_version = self.session.version
            self.refuse(self.bot_error)
            return
        if events is None:
            return  # a thinking bot is still deciding, off the UI thread
        self.bot_timer = 0.0
        self.bot_error = None
        self.after_events(events, seat)

    def on_undo(self) -> None:
        if not self.can_undo():
            if self.game.is_over or self.gate.active or self.session.is_bot_turn():
                return
            self.toasts.show("Nothing to undo: a card, a die or a secret was revealed since "
                             "your last move.")
            self.invalidate()
            return
        mover = self._moves[-1].seat if self._moves else None
        me = self.session.pending_seat()
        if len(self.session.humans()) > 1 and mover is not None and mover != me \
                and not self.session.seats[mover].is_bot:
            self._confirm_undo(mover)
            return
        self.undo_now()

    def _confirm_undo(self, mover: int) -> None:
        """Hotseat: taking back another person's move is asked first."""
        vp = self.vp
        rect = pygame.Rect(0, 0, min(vp.px(520), self.app.window.get_width() - 20), vp.px(220))
        rect.center = self.app.window.get_rect().center
        self._undo_dialog = pygame_gui.windows.UIConfirmationDialog(
            rect, f"The last move was {self.names[mover]}'s. Take it back?",
            manager=self.app.ui, window_title="Undo another player's move?",
            action_short_name="Undo it")

    def undo_now(self) -> None:
        if self.session.undo():
            if self._moves:
                self.log.mark_undone(self._moves.pop().entries)
            self.after_undo()
        self.refresh()

    def rebuild_log(self) -> None:
        """The log of a game opened from a save: replay its record, each move's lines with
        the state it led to."""
        history = self.game.history
        if not history:
            return
        eng = registry.engine(self.session.game_id)
        replay = eng.new_game(self.game.setup, registry.content(self.session.game_id))
        lines: list[tuple[str, Any]] = []
        for text in history:
            events = replay.apply(eng.parse_action(text))
            if events:
                snapshot = self.snapshot_of(replay)
                lines.extend((self.named(e.text), snapshot) for e in events)
        for text, snapshot in lines[-LOG_RESTORED:]:
            self.log.add(text, snapshot=snapshot)

    # ------------------------------------------------------------------ suggestions
    def _suggest_key(self) -> tuple:
        # The session's version counts every move and undo: it names the position.
        return (self.session.version, self.session.pending_seat())

    def ask_suggestion(self) -> None:
        """Suggest pressed: think about the position on a worker thread (see `update`)."""
        if self.suggest is None or not self.my_turn():
            return
        self.suggest.ask(self._suggest_key(), self.session.observe())
        self._rebuild_controls()

    def _poll_suggestion(self) -> None:
        if self.suggest is None or not self.suggest.busy:
            return
        key = self._suggest_key()
        try:
            found = self.suggest.poll(key)
        except Exception as exc:  # noqa: BLE001 - a hint that fails must not end the game
            self.refuse(f"No suggestion this time ({type(exc).__name__}).")
            self._rebuild_controls()
            return
        if found is None:
            if not self.suggest.busy:  # the position moved on: the answer was dropped
                self._rebuild_controls()
            return
        self.session.suggested = True
        self.last_suggestion = found
        who = self.names[found.seat] if found.seat < len(self.names) else ""
        self.toasts.show(f"Suggested for {who}: {self.describe_suggestion(found.action)}",
                         "info", SUGGESTION_TOAST_S)
        self.show_suggestion(found.action)
        self._rebuild_controls()

    def _watch_position(self) -> None:
        """Let the suggesting bot see every position a person decides at (its memory)."""
        if self.suggest is None or not self.my_turn():
            return
        key = self._suggest_key()
        if key != self._watched:
            self._watched = key
            self.suggest.watch(self.session.observe())

    # ------------------------------------------------------------------ look-back
    def look_back(self, entry: LogEntry | None) -> None:
        """Show the table as it was after a log entry (None: back to now)."""
        self.looking_back = entry if entry is not None and entry.snapshot is not None else None
        self.invalidate()

    # ------------------------------------------------------------------ navigation
    def open_pause(self) -> None:
        self.app.go("pause", table=self)

    def on_new_game(self) -> None:
        self.app.new_game(self.session.game_id)

    def on_main_menu(self) -> None:
        self.app.main_menu()

    def play_again(self) -> None:
        """A new deal of the same game for the same seats (the next seed)."""
        from game.engines.common.errors import ContentError, SaveError

        setup = self.game.setup.to_dict()
        setup["seed"] = int(setup.get("seed", 0)) + 1
        try:
            session = GameSession.new(self.session.game_id, setup, list(self.session.seats),
                                      self.session.slots)
        except (RuleError, SaveError, ContentError, ValueError) as exc:
            self.app.show_error("Cannot start", str(exc))
            return
        session.autosave()
        self.app.open_table(session)

    def toggle_end(self) -> None:
        """Show the final board without the end box, or the box again."""
        self.end_hidden = not self.end_hidden
        self._rebuild_controls()

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._built = True
        self.refresh()

    def exit(self) -> None:
        self.bot_mover.close()
        if self.suggest is not None:
            self.suggest.close()
        super().exit()

    def on_resize(self, size: tuple[int, int]) -> None:
        vp = self.app.viewport
        for widget in (self.gate, self.toasts, self.tooltips):
            widget.relayout(vp)
        self.log.relayout(vp, self.log_rect())
        self.relayout_board(vp)
        super().on_resize(size)

    def build_ui(self) -> None:
        vp = self.vp
        lw, _ = vp.logical_size
        x, y, w, h = MENU_BUTTON
        self.menu_btn = self.button(vp.rect(lw - x, y, w, h), "Menu", self.open_pause,
                                    "Pause menu (Esc): save, load, settings, rules.")
        if self.gate.active:
            return  # only the Menu over the hand-over screen
        if self.playing:
            self._build_playback_buttons()
            return
        if self.game.is_over:
            self._build_end_buttons()  # no undo after the end
            return
        x, y, w, h = UNDO_BUTTON
        self.undo_btn = self.button(vp.rect(lw - x, y, w, h), "Undo", self.on_undo,
                                    "Take back your last move (Ctrl+Z), until a card, a die "
                                    "or a secret was revealed.", enabled=self.can_undo())
        self.build_controls()
        if self.suggest is not None and self.my_turn() and self.looking_back is None:
            self._build_suggest_button()

    def _build_suggest_button(self) -> None:
        x, y, w, _ = self.log_rect()
        thinking = self.suggest.is_for(self._suggest_key())
        self.suggest_btn = self.button(
            self.vp.rect(x + w - SUGGEST_W - 4, y + 2, SUGGEST_W, SUGGEST_H),
            "Thinking..." if thinking else "Suggest", self.ask_suggestion,
            "What the hard bot would do here, worked out from what you can see. "
            "A game that used suggestions says so at the end.",
            object_id="@small_button", enabled=not thinking)

    def _build_end_buttons(self) -> None:
        vp = self.vp
        lw, _ = vp.logical_size
        items = [("New game", self.on_new_game, "Choose a game and its seats."),
                 ("Play again", self.play_again, "The same game and seats, a new deal."),
                 ("Show result" if self.end_hidden else "Show board", self.toggle_end,
                  "Look at the final board."),
                 ("Main menu", self.on_main_menu, None)]
        width, gap, h = 180.0, 12.0, 46.0
        x0 = (lw - (len(items) * width + (len(items) - 1) * gap)) / 2
        y = BUTTONS_Y if not self.end_hidden else 66.0
        for i, (text, callback, tip) in enumerate(items):
            self.button(vp.rect(x0 + i * (width + gap), y, width, h), text, callback, tip)

    def _build_playback_buttons(self) -> None:
        vp = self.vp
        lw, _ = vp.logical_size
        items = [("Resume" if self.paused else "Pause", self.toggle_pause,
                  "Pause or resume the moves being shown (Space)."),
                 ("Step", self.step_event, "Show the next step (Right arrow)."),
                 ("Skip", self.skip_events, "Skip to the next decision (End).")]
        for (x, y, w, h), (text, callback, tip) in zip(PLAYBACK_BUTTONS, items, strict=True):
            self.button(vp.rect(lw - x, y, w, h), text, callback, tip)

    # ------------------------------------------------------------------ per frame
    def gestures(self) -> list:
        """The board's drag gestures (game/ui/board/gesture.py): those of its widgets (a
        widget with a `gesture`); a table with a drag source of its own adds it."""
        return [w.gesture for w in self.widgets.widgets if getattr(w, "gesture", None)]

    def cancel_drags(self, event: pygame.event.Event) -> bool:
        """The one cancel: Esc while anything is dragged puts it back (it flies home) and
        opens no pause menu; so does the window losing focus. True if Esc was spent so."""
        esc = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        if not esc and event.type != pygame.WINDOWFOCUSLOST:
            return False
        dragging = [g for g in self.gestures() if g.dragging]
        for gesture in dragging:
            gesture.cancel()
        if dragging:
            self.invalidate()
        return esc and bool(dragging)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.cancel_drags(event):
            return True
        if self.gate.active and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()  # the pause menu works behind the hand-over screen too
            return True
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED \
                and event.ui_element is self._undo_dialog:
            self._undo_dialog = None
            if self.can_undo():
                self.undo_now()
            return True
        if self.widgets.handle_event(event):
            self.invalidate()
            return True
        key = event.type == pygame.KEYDOWN
        if key and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.on_undo()
            return True
        if self.playing:
            return super().handle_event(event) or self._playback_key(event)
        # The board's own keys (Tab through its choices, Enter) come before the buttons'
        # focus ring; Esc always goes through escape().
        board_key = key and event.key != pygame.K_ESCAPE and self.looking_back is None
        if board_key and self.board_event(event):
            return True
        if super().handle_event(event):
            return True
        if self.looking_back is not None and event.type == pygame.MOUSEBUTTONDOWN \
                and event.button == 1:
            self.look_back(None)  # a click anywhere on the board returns to now
            return True
        return False if key else self.board_event(event)

    def _playback_key(self, event: pygame.event.Event) -> bool:
        """While a move is shown the board takes no gestures; Space, Right, End steer it."""
        if event.type != pygame.KEYDOWN:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        keys = {pygame.K_SPACE: self.toggle_pause, pygame.K_RIGHT: self.step_event,
                pygame.K_END: self.skip_events}
        if event.key in keys:
            keys[event.key]()
            return True
        return False

    def escape(self) -> None:
        """Esc: back from look-back, else cancel the table's own gesture, else pause."""
        if self.looking_back is not None:
            self.look_back(None)
        elif not self.on_escape():
            self.open_pause()

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        just_played = self.playing
        if just_played:
            self._advance(dt)
            if not self.playing:
                self._played_out()
        moving = self.animate(dt * self.app.settings.animation_speed)
        if moving or self.widgets.needs_redraw \
                or self._autosave_shown != self.session.autosave_error:
            self.invalidate()
        if not just_played:  # the next bot's delay starts after the last move was shown
            self.play_bots(dt)
        self._poll_suggestion()
        self._watch_position()

    # ------------------------------------------------------------------ drawing helpers
    def prompt_text(self) -> str:
        game = self.game
        if game.is_over:
            return game.result.text or "Game over."
        pending = game.pending
        if pending is None:
            return ""
        who = self.names[pending.seat] if pending.seat < len(self.names) else ""
        if self.session.is_bot_turn():
            return self.bot_error or f"{who} (bot) is thinking..."
        if self.gate.active:
            return f"Waiting for {who}."
        return f"{who}: {pending.prompt}"

    def draw_front(self, surface: pygame.Surface, skip: tuple = ()) -> None:
        """Everything in front of the board: the autosave warning, the board's widgets and
        the log, the end screen once the game is over, then the pass screen; widgets in
        `skip` the table drew itself (in a cached layer). Toasts and tooltips go over the
        buttons (`draw_over_ui`), or under the pass screen while it covers the table."""
        self.draw_autosave_warning(surface)
        overlays = (self.toasts, self.tooltips, self.gate)
        for widget in self.widgets.widgets:
            if widget not in skip and widget not in overlays:
                widget.draw(surface)
        if self.game.is_over and not self.end_hidden and not self.playing:
            draw_end_screen(surface, self.vp, self.end_screen())
        if self.gate.active:
            self.toasts.draw(surface)
            self.tooltips.draw(surface)
        self.gate.draw(surface)
        self.widgets.mark_drawn()  # drawn one by one: idle frames must not redraw

    def draw_over_ui(self, surface: pygame.Surface) -> None:
        """After pygame-gui's buttons: the focus ring, then toasts and tooltips, which a
        button under them would otherwise hide (a tooltip over the band's choice buttons).
        Under a pass screen they stay under it (`draw_front`): a tooltip may say what the
        cover hides."""
        super().draw_over_ui(surface)
        if not self.gate.active:
            self.toasts.draw(surface)
            self.tooltips.draw(surface)

    def draw_autosave_warning(self, surface: pygame.Surface) -> None:
        """While autosaving fails (a full disk, a read-only folder) the player must know."""
        error = self.session.autosave_error
        self._autosave_shown = error
        if not error:
            return
        vp = self.vp
        text = f"{error} Menu > Save as... keeps the game somewhere else."
        block = fit_block(text, vp.px(15), colour("text"), (vp.px(560), vp.px(44)), bold=True)
        box = block.get_rect(midtop=(surface.get_width() // 2, vp.px(56))).inflate(
            vp.px(16), vp.px(8))
        pygame.draw.rect(surface, colour("bad"), box, border_radius=vp.px(6))
        surface.blit(block, block.get_rect(center=box.center))

    def draw_title(self, surface: pygame.Surface, title: str, size: float = 24) -> int:
        """The game's name top-left in its colour; returns the right edge in pixels."""
        vp = self.vp
        try:
            game_colour = colour(self.session.game_id)
        except KeyError:  # a game without a signature colour (test engines)
            game_colour = colour("accent")
        img = fonts.render(title, vp.px(size), game_colour, True)
        surface.blit(img, (vp.px(12), vp.px(8)))
        return vp.px(12) + img.get_width()


class _Move:
    """One applied move: who made it and its log lines (marked if it is undone)."""

    __slots__ = ("seat", "entries")

    def __init__(self, seat: int | None):
        self.seat = seat
        self.entries: list[LogEntry] = []
