"""The table every game's scene extends: what all tables share lives here, once.

A table owns a `GameSession` and, around the board it draws, the same furniture for every
game: the pass-the-device gate (hotseat privacy), bot turns, toasts, the log with
look-back, move playback, undo, suggestions, the keys (Esc, Ctrl+Z; F11 is the app's), the
pause menu, the autosave warning and the end-of-game hand-off. Each of those jobs is a part
in game/ui/table/ (playback, undo, suggestions, bot_turns, ending, privacy); this class is
the glue between them and the table.

A subclass only lays out and draws its board and maps gestures to actions:

    class MyTable(TableScene):
        LOG_RECT = (x, y, w, h)             # where the log sits, logical units
        def sync(self): ...                 # re-read the engine after any change
        def build_controls(self): ...       # its own buttons (Menu and Undo are built here)
        def draw(self, surface): ...        # the board, then self.draw_front(surface)
        def board_event(self, event): ...   # gestures -> self.play(action)

Its board widgets go in `self.widgets.add_behind(widget)` (drawn under the log, given
input after it). State changes only through `play(action)` -> `session.apply`; a
RuleError becomes a toast and changes nothing. The hooks below have defaults; a table
overrides those it needs: `log_rect()`, `sync()`, `build_controls()`, `board_event()`,
`after_move(events)`, `after_undo()`, `on_escape()`, `animate(dt)`, `animating`,
`relayout_board(viewport)`, `show_event(event)` and `finish_events()` for watchable moves
(game/ui/table/playback.py), `snapshot()`, `decision_is_private(seat)`, `game_over()`,
`end_screen()`, `prompt_text()` and `decision_rects()` (what no toast or banner may cover;
see `keep_clear`). A table with `SUGGESTS` says a suggestion in its words
(`describe_suggestion(action)`) and may set it up (`suggestions.on_shown`).
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from game.engines.common.actions import Event
from game.engines.common.errors import RuleError
from game.session import GameSession
from game.tutorial.coach import Coach
from game.ui import sound
from game.ui.board.group import WidgetGroup
from game.ui.end_screen import EndScreen, draw_end_screen
from game.ui.log_panel import LogEntry, LogPanel
from game.ui.pass_device import PassDevice
from game.ui.table import furniture
from game.ui.table.bot_turns import BotTurns
from game.ui.table.drags import Drags
from game.ui.table.ending import Ending
from game.ui.table.playback import Playback
from game.ui.table.privacy import Privacy
from game.ui.table.suggestions import Suggestions
from game.ui.table.undo import Undo
from game.ui.toast import Toasts
from game.ui.tooltip import Tooltips
from game.ui.ui_scene import UIScene
from game.ui.units import window_for_text

#: Top-right Menu button every table has, logical (x from the right edge, y, w, h).
MENU_BUTTON = (120.0, 6.0, 110.0, 44.0)


class TableScene(UIScene):
    MIN_WINDOW = window_for_text(14)
    """A table keeps its full design room, so a smaller window shrinks its text: its least
    (14 units) stays 12 px or more in a window at least this big (1098x618)."""
    FOCUS_TAKES_THE_PLACE = False
    LOG_RECT: tuple[float, float, float, float] = (10.0, 120.0, 400.0, 590.0)
    LOG_TITLE = "Log: click an entry to look back"
    TOAST_BOTTOM = 24.0
    """Logical px between the window's bottom and the toasts (above any bottom buttons:
    pygame-gui widgets are drawn over the table's own layer)."""
    SUGGESTS = False
    """The table offers "Suggest" (the hard bot's choice) in its log's title row; it must
    then say a suggested action in its words: `describe_suggestion(action) -> str`
    (game/ui/table/suggestions.py)."""

    def __init__(self, app, session: GameSession):
        super().__init__(app)
        self.session = session
        vp = app.viewport
        self.names = [session.seat_name(i) for i in range(max(1, len(session.seats)))]
        self.gate = PassDevice(vp, self.names, on_confirm=lambda seat: self.refresh())
        self.toasts = Toasts(vp, bottom=self.TOAST_BOTTOM, say=self.named,
                             keep_clear=self.keep_clear)
        self.tooltips = Tooltips(vp)
        self.log = LogPanel(vp, self.log_rect(), on_click=self.look_back, title=self.LOG_TITLE,
                            on_rule=self.open_rule)
        self.looking_back: LogEntry | None = None
        self.pacer = Playback(self)
        self.undo = Undo(self)
        self.bots = BotTurns(self)
        self.ending = Ending(self)
        self.privacy = Privacy(self)
        self.drags = Drags(self)
        self.suggestions = Suggestions(self) if self.SUGGESTS else None
        self.coach = Coach.for_table(self)  # None unless the session is a Learn to play chapter
        self.widgets = WidgetGroup(self.log, self.toasts, self.tooltips, self.gate)
        self.tooltips.add(self.log)
        self._built = False
        self._decision_controls: list = []  # built by build_controls: first in Tab order
        self._menu = None
        self.playback_controls_built = False  # the controls built are the playback's
        self._covered = False  # a screen (the pause menu) is over the table: time stands
        self._ended = False
        self._autosave_shown: str | None = None
        self.pacer.restore_log()
        humans = session.humans()
        if len(humans) == 1:
            self.gate.settle(humans[0])

    # ------------------------------------------------------------------ hooks
    def log_rect(self) -> tuple[float, float, float, float]:
        return self.LOG_RECT

    def sync(self) -> None:
        """Re-read the engine after any change (view, legal actions, hand)."""

    def build_controls(self) -> None:
        """The table's own buttons, rebuilt after every change."""

    def after_move(self, events: list[Event]) -> None:
        """A move was applied (by a person or a bot): start animations, reset gestures."""

    def after_undo(self) -> None:
        """A move was taken back: drop animations and half-made gestures."""

    def on_escape(self) -> bool:
        """Esc pressed with nothing dragged (game/ui/table/drags.py puts a drag back first):
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

    def decision_rects(self) -> list[pygame.Rect]:
        """Where the current decision is made and read, in pixels: its lit targets, the
        cards or counters to drag, the prompt (its buttons are found by `keep_clear`)."""
        return []

    def keep_clear(self) -> list[pygame.Rect]:
        """What a toast or a banner never covers: every enabled control on show and the
        decision's own places (game/ui/toast.py's one placement rule)."""
        return [e.rect.copy() for e in self.focus_order()] + self.decision_rects()

    def snapshot(self) -> Any:
        """What look-back shows of the table right now (after the event just shown): an
        independent copy, so later play never changes it. By default what a spectator sees
        (`public_view()`); a table whose board moves event by event returns its display
        model here."""
        return self.game.public_view()

    def decision_is_private(self, seat: int) -> bool:
        """Does deciding now show `seat` something the others may not see? Only then does a
        hotseat table cover itself to hand the device over. By default: whenever the seat
        has anything private in its view (never in a game without secrets)."""
        private = self.game.view_for(seat)["private"]
        return any(v not in (None, [], {}, "") for v in private.values())

    def game_over(self) -> None:
        """Called once when the game has ended (also when a finished game is opened)."""
        sound.play("win" if self.ending.won() else "turn", self.app.settings.sound)

    def end_screen(self) -> EndScreen:
        """The end screen: who won and why; a table adds its figures and sections
        (`self.ending.screen(headline, figures, sections)`)."""
        return self.ending.screen()

    # ------------------------------------------------------------------ state
    @property
    def game(self):
        return self.session.game

    def named(self, text: str) -> str:
        """Engines say "Player 2"; the table knows that seat by its name."""
        return re.sub(r"\bPlayer (\d)\b", lambda m: self.session.seat_name(int(m.group(1)) - 1),
                      text)

    def refresh(self) -> None:
        """Re-read the engine after any change, then rebuild the buttons."""
        self.privacy.guard()
        self.sync()
        self.pacer.decision_changed()  # after sync: a skipped move lands, never glides
        if self.coach is not None:
            self.coach.sync()
        if self.game.is_over and not self._ended:
            self._ended = True
            self.game_over()
        self.rebuild_controls()

    def rebuild_controls(self) -> None:
        if self._built:
            self.rebuild_ui()
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
        self.pacer.show_move(self.session.apply(action), seat)

    def refuse(self, why: str) -> None:
        self.toasts.show(why)
        sound.play("error", self.app.settings.sound)
        self.invalidate()

    def describe_suggested(self, found) -> str:
        """A Suggestion in the table's words: its action (`describe_suggestion`); a table
        whose suggestions are plans says the plan."""
        return self.describe_suggestion(found.action)

    def open_rule(self, entry: LogEntry) -> None:
        """A log line's "?": the Rules screen at the rule that made it happen (Esc or Back
        returns here)."""
        if entry.rule is not None:
            self.app.go("rules", game_id=self.session.game_id, section=entry.rule.section)

    def look_back(self, entry: LogEntry | None) -> None:
        """Show the table as it was after a log entry (None: back to now)."""
        self.looking_back = entry if entry is not None and entry.snapshot is not None else None
        self.invalidate()

    def open_pause(self) -> None:
        self.app.go("pause", table=self)

    def status_line(self) -> str | None:
        """What the shared parts must say in the prompt instead of the decision: the table
        is paused, or a bot is late or failing. Every table's prompt shows it first."""
        return self.pacer.status() or self.bots.status()

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._built = True
        self.refresh()

    def pause(self) -> None:
        super().pause()
        self._covered = True  # under the pause menu no move is shown or made

    def resume(self) -> None:
        super().resume()
        self._covered = False

    def exit(self) -> None:
        self.bots.close()
        if self.suggestions is not None:
            self.suggestions.close()
        super().exit()

    def on_resize(self, size: tuple[int, int]) -> None:
        vp = self.app.viewport
        for widget in (self.gate, self.toasts, self.tooltips):
            widget.relayout(vp)
        self.log.relayout(vp, self.log_rect())
        self.relayout_board(vp)
        super().on_resize(size)

    def build_ui(self) -> None:
        self._decision_controls = []
        self._menu = self.button(self.vp.rect_from_right(*MENU_BUTTON), "Menu",
                                 self.open_pause, "Pause menu (Esc): save, load, settings, "
                                 "rules.")
        self.playback_controls_built = False
        if self.coach is not None:
            self.coach.build_buttons()
        if self.gate.active:
            return  # only the Menu over the hand-over screen
        self.playback_controls_built = self.pacer.showing
        if self.pacer.showing:
            self.pacer.build_buttons()
            return
        if self.privacy.handing_to is not None:  # the holder looks, then hands over
            self.undo.build_button()
            self.privacy.build_button()
            return
        if self.game.is_over:
            self.ending.build_buttons()  # no undo after the end
            return
        self.undo.build_button()
        first = len(self._elements)
        self.build_controls()
        self._decision_controls = self._elements[first:]
        if self.suggestions is not None and self.coach is None:  # a chapter has its coach
            self.suggestions.build_button()

    # ------------------------------------------------------------------ per frame
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.drags.cancel(event):
            return True
        if self.coach is not None and self.coach.handle_event(event):
            return True
        if self.gate.active and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()  # the pause menu works behind the hand-over screen too
            return True
        if self.undo.handle_event(event):
            return True
        if self.widgets.handle_event(event):
            self.invalidate()
            return True
        key = event.type == pygame.KEYDOWN
        if key and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo.request()
            return True
        if self.pacer.showing:  # its keys first: Space pauses whatever has the focus
            if key and self.pacer.handle_key(event):
                return True
            return super().handle_event(event) or self.pacer.handle_key(event)
        if self.privacy.handle_key(event):
            return True
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

    def escape(self) -> None:
        """Esc: back from look-back, else cancel the table's own gesture, else pause."""
        if self.looking_back is not None:
            self.look_back(None)
        elif not self.on_escape():
            self.open_pause()

    def focus_order(self) -> list:
        """Tab reaches the decision's own controls first, then Undo and Suggest, the
        playback's controls, and the Menu last: a player tabbing to choose never lands on
        Pause or Skip by the way."""
        order = super().focus_order()
        decision = [e for e in order if e in self._decision_controls]
        rest = [e for e in order if e not in self._decision_controls and e is not self._menu]
        return decision + rest + [e for e in order if e is self._menu]

    def update(self, dt: float) -> None:
        self.tooltips.enabled = not self.drags.dragging  # a tooltip would hide the reason
        self.widgets.update(dt)
        if self._covered:
            return
        just_played = self.pacer.update(dt)
        moving = self.animate(0.0 if self.pacer.paused else
                              dt * self.app.settings.animation_speed)
        if moving or self.widgets.needs_redraw \
                or self._autosave_shown != self.session.autosave_error:
            self.invalidate()
        coached = self.coach is not None and self.coach.update(dt)  # the coach's pace
        if not just_played and not coached:  # the next bot's delay starts after the move
            self.bots.update(dt)
        if self.suggestions is not None:
            self.suggestions.update()

    # ------------------------------------------------------------------ drawing helpers
    def prompt_text(self) -> str:
        game = self.game
        if game.is_over:
            return game.result.text or "Game over."
        pending = game.pending
        if pending is None:
            return ""
        who = self.names[pending.seat] if pending.seat < len(self.names) else ""
        said = self.status_line()
        if said:
            return said
        if self.session.is_bot_turn():
            return f"{who} (bot) is thinking..."
        if self.gate.active:
            return f"Waiting for {who}."
        if self.privacy.handing_to is not None:
            return self.privacy.prompt()
        return f"{who}: {pending.prompt}"

    def draw_front(self, surface: pygame.Surface, skip: tuple = ()) -> None:
        """Everything in front of the board: the autosave warning, the board's widgets and
        the log, the end screen once the game is over, then the pass screen; widgets in
        `skip` the table drew itself (in a cached layer). Toasts and tooltips go over the
        buttons (`draw_over_ui`), or under the pass screen while it covers the table."""
        self._autosave_shown = self.session.autosave_error
        furniture.draw_autosave_warning(surface, self.vp, self._autosave_shown)
        overlays = (self.toasts, self.tooltips, self.gate)
        for widget in self.widgets.widgets:
            if widget not in skip and widget not in overlays:
                getattr(widget, "draw_under_ui", widget.draw)(surface)
        if self._end_shown():
            draw_end_screen(surface, self.vp, self.end_screen())
        if self.coach is not None and not self.gate.active:
            self.coach.draw_box(surface)  # under its own buttons
        if self.gate.active:
            self.toasts.draw(surface)
            self.tooltips.draw(surface)
        self.gate.draw(surface)
        self.widgets.mark_drawn()  # drawn one by one: idle frames must not redraw

    def _end_shown(self) -> bool:
        return self.game.is_over and not self.ending.hidden and not self.pacer.playing

    def draw_over_ui(self, surface: pygame.Surface) -> None:
        """After pygame-gui's buttons: the focus ring, a hand's hover zoom, then toasts and
        tooltips, which a button under them would otherwise hide (a tooltip over the band's
        choice buttons, the words of a zoomed card). Under a pass screen they stay under it
        (`draw_front`): a tooltip may say what the cover hides."""
        super().draw_over_ui(surface)
        if not self.gate.active:
            # No card zooms up under something carried over it (a module dragged round the
            # table), nor over the end of the game.
            zooming = not self._end_shown() and not self.drags.dragging
            for widget in self.widgets.widgets if zooming else ():
                zoom = getattr(widget, "draw_zoom", None)  # a hand's hovered card
                if zoom is not None:
                    zoom(surface)
            if self.coach is not None:
                self.coach.draw_pulse(surface)
            self.drags.draw_reasons(surface)
            self.toasts.draw(surface)
            self.tooltips.draw(surface)
