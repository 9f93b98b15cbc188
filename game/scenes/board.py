"""The table for a game whose dedicated board scene has not landed yet.

Every rule is still playable: the engine's pending decision is shown as a sentence, the
legal actions as a list, events in the shared log panel (click an entry to see the table
as it was then), the state as text. Bots play their seats; in hotseat games the shared
pass-the-device gate covers the window until the next human confirms who they are.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from game.bot_mover import BotMover
from game.engines.common.errors import ContentError, RuleError, SaveError
from game.session import GameSession
from game.ui import fonts, sound
from game.ui.board.group import WidgetGroup
from game.ui.log_panel import LogPanel
from game.ui.pass_device import PassDevice
from game.ui.richtext import wrap
from game.ui.theme import colour
from game.ui.toast import Toasts
from game.ui.tooltip import Tooltips
from game.ui.ui_scene import UIScene

BOT_DELAY_S = 0.35


def open_save(app, path: Path) -> bool:
    """Load a save into a board scene, or explain in a dialog why not (file untouched)."""
    from game.saves import SaveSlots

    try:
        session = GameSession.load(path, SaveSlots(app.home))
    except (SaveError, ContentError) as exc:
        app.show_error("Cannot open this save", str(exc))
        return False
    app.stack.clear_to(board_scene_for(app, session))
    return True


def board_scene_for(app, session: GameSession):
    """The game's dedicated table scene if it has landed (game.scenes.<id>.make_scene),
    else this generic table, so every game is playable from day one."""
    import importlib

    name = f"game.scenes.{session.game_id}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:  # the scene exists but is broken: say so, do not hide it
            raise
        return BoardScene(app, session)
    make = getattr(module, "make_scene", None)
    return make(app, session) if make else BoardScene(app, session)


class BoardScene(UIScene):
    def __init__(self, app, session: GameSession):
        super().__init__(app)
        self.session = session
        self.bot_timer = 0.0
        self.bot_mover = BotMover(session)
        self.actions: list = []
        self.action_labels: dict[str, object] = {}
        self.history_view: dict | None = None
        self.history_label = ""
        vp = app.viewport
        names = [session.seat_name(i) for i in range(max(1, len(session.seats)))]
        self.gate = PassDevice(vp, names, on_confirm=lambda seat: self.refresh())
        self.toasts = Toasts(vp)
        self.tooltips = Tooltips(vp)
        self.log = LogPanel(vp, self._log_area(), on_click=self.show_history,
                            title="Log: click an entry to look back")
        self.widgets = WidgetGroup(self.log, self.toasts, self.tooltips, self.gate)
        self.tooltips.add(self.log)
        for event in session.log[-300:]:
            self.log.add(event.text)

    # ------------------------------------------------------------------ layout
    def _log_area(self) -> tuple[float, float, float, float]:
        _, lh = self.app.viewport.logical_size
        return (10, 120, 400, lh - 130)

    def view_rect(self) -> pygame.Rect:
        lw, lh = self.vp.logical_size
        return self.vp.rect(420, 120, lw - 830, lh - 130)

    def build_ui(self) -> None:
        vp = self.vp
        lw, lh = vp.logical_size
        for widget in (self.gate, self.toasts, self.tooltips):
            widget.relayout(vp)
        self.log.relayout(vp, self._log_area())
        self.menu_btn = self.button(vp.rect(lw - 130, 8, 120, 44), "Menu", self.open_pause,
                                    "Pause menu (Esc): save, load, settings, rules.")
        self.undo_btn = self.button(vp.rect(lw - 260, 8, 120, 44), "Undo", self.on_undo,
                                    "Take back your last move (Ctrl+Z), until a card, die "
                                    "or secret was revealed.")
        self.action_list = self.add(pygame_gui.elements.UISelectionList(
            vp.rect(lw - 400, 120, 390, lh - 200), [], manager=self.app.ui))
        self.play_btn = self.button(vp.rect(lw - 400, lh - 72, 390, 56), "Play selected",
                                    self.on_play, "Or double-click an action.")
        self.refresh()

    # ------------------------------------------------------------------ state
    @property
    def game(self):
        return self.session.game

    def needs_pass_screen(self) -> bool:
        return self.gate.active

    def _guard_privacy(self) -> None:
        """In hotseat games, cover the table whenever a different human must act."""
        seat = self.session.hotseat_seat()
        if seat is not None and seat < len(self.gate.names):
            self.gate.ensure(seat)

    def refresh(self) -> None:
        """Rebuild the action list and button states after any change."""
        self._guard_privacy()
        covered = self.gate.active
        human_turn = not self.game.is_over and not self.session.is_bot_turn() and not covered
        self.actions = self.game.legal_actions() if human_turn else []
        self.action_labels = action_labels(self.actions)
        self.action_list.set_item_list(list(self.action_labels))
        for element in (self.action_list, self.play_btn):
            (element.show if human_turn else element.hide)()
        for element in (self.menu_btn, self.undo_btn):
            (element.hide if covered else element.show)()
        can_undo = self.game.can_undo and not self.game.is_over
        (self.undo_btn.enable if can_undo else self.undo_btn.disable)()
        self.invalidate()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle_event(event):
            self.invalidate()
            return True
        if super().handle_event(event):
            return True
        if (event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
                and event.ui_element is self.action_list):
            self.on_play()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.history_view is not None:
                    self.show_history(None)
                else:
                    self.open_pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.on_undo()
                return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.history_view is not None and self.view_rect().collidepoint(event.pos)):
            self.show_history(None)
            return True
        return False

    def play(self, action) -> None:
        try:
            events = self.session.apply(action)
        except RuleError as exc:
            self.toasts.show(str(exc))
            sound.play("error", self.app.settings.sound)
            self.invalidate()
            return
        self._log_events(events)
        self.refresh()
        if self.game.is_over:
            sound.play("win" if self._table_won() else "turn", self.app.settings.sound)

    def _table_won(self) -> bool:
        result = self.game.result
        if result.coop:
            return result.won
        return any(self.session.seats[s].kind == "human" for s in result.winners
                   if s < len(self.session.seats))

    def _log_events(self, events) -> None:
        snapshot = self.game.summary()
        for event in events:
            self.log.add(event.text, snapshot=snapshot)

    def on_play(self) -> None:
        text = self.action_list.get_single_selection()
        if text is None:
            self.toasts.show("Choose an action in the list first.", kind="info")
            self.invalidate()
            return
        action = self.action_labels.get(text)
        if action is not None:
            self.play(action)

    def on_undo(self) -> None:
        if self.session.is_bot_turn() or self.gate.active:
            return
        if not self.session.undo():
            self.toasts.show("Nothing to undo: information was revealed since your last move.")
        else:
            self.log.add("Undid the last move.")
        self.refresh()

    def show_history(self, entry) -> None:
        """Show the table as it was after a log entry (None: back to now)."""
        if entry is None or entry.snapshot is None:
            self.history_view, self.history_label = None, ""
        else:
            self.history_view, self.history_label = entry.snapshot, entry.text
        self.invalidate()

    def viewing_seat(self) -> int | None:
        """Whose private information may be shown: the human at the device, never a bot's,
        and in hotseat games only after the gate confirmed them."""
        humans = self.session.humans()
        if len(humans) == 1:
            return humans[0]
        if len(humans) > 1 and not self.gate.active:
            return self.gate.revealed_for
        return None

    def open_pause(self) -> None:
        from game.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def update(self, dt: float) -> None:
        self.widgets.update(dt)
        if self.widgets.needs_redraw:
            self.invalidate()
        if self.game.is_over or not self.session.is_bot_turn():
            return
        self.bot_timer += dt * self.app.settings.animation_speed
        if self.bot_timer >= BOT_DELAY_S or self.app.settings.animation_speed >= 3:
            events = self.bot_mover.step()
            if events is None:
                return  # a thinking bot is still deciding, off the UI thread
            self.bot_timer = 0.0
            self._log_events(events)
            self.refresh()

    def exit(self) -> None:
        self.bot_mover.close()
        super().exit()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        vp = self.vp
        surface.fill(colour("table_bg"))
        try:
            game_colour = colour(self.session.game_id)
        except KeyError:  # a game without a signature colour (test engines)
            game_colour = colour("accent")
        title = fonts.render(self.session.title, vp.px(26), game_colour, True)
        surface.blit(title, (vp.px(12), vp.px(10)))
        self.draw_prompt(surface)
        self.draw_view(surface)
        if self.game.is_over:
            self.draw_result(surface)
        self.widgets.draw(surface)

    def draw_prompt(self, surface: pygame.Surface) -> None:
        vp = self.vp
        pending = self.game.pending
        if self.game.is_over:
            text = "Game over."
        elif pending is None:
            text = ""
        else:
            who = self.session.seat_name(pending.seat)
            bot = " (bot)" if self.session.is_bot_turn() else ""
            text = f"{who}{bot}: {pending.prompt}"
        for i, line in enumerate(wrap(text, fonts.font(vp.px(20)),
                                      surface.get_width() - vp.px(290))[:2]):
            surface.blit(fonts.render(line, vp.px(20), colour("text")),
                         (vp.px(12), vp.px(52) + i * vp.px(28)))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect, heading: str,
                   border: str = "panel_border") -> pygame.Rect:
        vp = self.vp
        pygame.draw.rect(surface, colour("panel_bg"), rect, border_radius=vp.px(8))
        pygame.draw.rect(surface, colour(border), rect, 1, border_radius=vp.px(8))
        surface.blit(fonts.render(heading, vp.px(16), colour("text_dim"), True),
                     (rect.x + vp.px(10), rect.y + vp.px(6)))
        return rect.inflate(-vp.px(20), -vp.px(40)).move(0, vp.px(12))

    def draw_view(self, surface: pygame.Surface) -> None:
        vp = self.vp
        if self.history_view is not None:
            inner = self.draw_panel(surface, self.view_rect(),
                                    "Earlier: click here or press Esc to return", "accent")
            summary = {"after": self.history_label, **self.history_view}
        else:
            inner = self.draw_panel(surface, self.view_rect(), "Table")
            summary = self.game.summary()
            seat = self.viewing_seat()
            if seat is not None:
                mine = {f"your_{k}": v for k, v in self.game.view_for(seat)["private"].items()
                        if v not in (None, [], {})}
                if mine:
                    summary = {**summary, f"{self.session.seat_name(seat)} only": "", **mine}
        size = vp.px(15)
        step = int(size * 1.45)
        y = inner.y
        for text, indent in summary_lines(summary):
            x = inner.x + vp.px(16) * indent
            for line in wrap(text, fonts.font(size), inner.right - x):
                if y + step > inner.bottom:
                    return
                surface.blit(fonts.render(line, size, colour("text")), (x, y))
                y += step

    def draw_result(self, surface: pygame.Surface) -> None:
        vp = self.vp
        result = self.game.result
        box = pygame.Rect(0, 0, vp.px(640), vp.px(140))
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        pygame.draw.rect(surface, colour("panel_bg"), box, border_radius=vp.px(10))
        pygame.draw.rect(surface, colour("accent"), box, 2, border_radius=vp.px(10))
        head = "Victory!" if (result.won or (not result.coop and result.winners)) else "Defeat"
        t = fonts.render(head, vp.px(36), colour("accent"), True)
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + vp.px(14))))
        line = fonts.render(result.text or result.reason, vp.px(18), colour("text"))
        surface.blit(line, line.get_rect(midtop=(box.centerx, box.y + vp.px(76))))


def _plain(value) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k.replace('_', ' ')} {_plain(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value) if value else "none"
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def summary_lines(summary: dict) -> list[tuple[str, int]]:
    """An engine's summary as readable lines: lists of records get one line each."""
    lines: list[tuple[str, int]] = []
    for key, value in summary.items():
        label = key.replace("_", " ").capitalize()
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            lines.append((f"{label}:", 0))
            lines.extend((_plain(v), 1) for v in value)
        elif isinstance(value, dict) and value and all(isinstance(v, dict) for v in value.values()):
            lines.append((f"{label}:", 0))
            lines.extend((f"{k}: {_plain(v)}", 1) for k, v in value.items())
        else:
            lines.append((f"{label}: {_plain(value)}", 0))
    return lines


def action_labels(actions: list) -> dict[str, object]:
    """Readable, unique list labels for actions ("move shield controls")."""
    labels: dict[str, object] = {}
    for action in actions:
        label = action.to_text().replace("_", " ")
        if label in labels:
            label = f"{label} ({action.to_text()})"
        labels[label] = action
    return labels
