"""The table for a game whose dedicated board scene has not landed yet.

Every rule is still playable: the engine's pending decision is shown as a sentence, the
legal actions as a list, events in the log, the seat's view as text. Bots play their
seats; in hotseat games a pass-the-device screen guards each human's private view.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from game.engines.common.errors import ContentError, RuleError, SaveError
from game.session import GameSession
from game.ui import fonts
from game.ui.theme import colour
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
    app.stack.clear_to(BoardScene(app, session))
    return True


class BoardScene(UIScene):
    def __init__(self, app, session: GameSession):
        super().__init__(app)
        self.session = session
        self.revealed_for: int | None = None
        self.bot_timer = 0.0
        self.message = ""
        self.message_bad = False
        self.log_scroll = 0
        self.actions: list = []

    # ------------------------------------------------------------------ layout
    def build_ui(self) -> None:
        vp = self.vp
        lw, lh = vp.logical_size
        self.button(vp.rect(lw - 130, 8, 120, 44), "Menu", self.open_pause, "Pause menu (Esc).")
        self.undo_btn = self.button(vp.rect(lw - 260, 8, 120, 44), "Undo", self.on_undo,
                                    "Take back your last move, until a card, die or secret "
                                    "was revealed.")
        self.pass_btn = self.button(vp.rect(lw / 2 - 150, lh / 2 + 20, 300, 56), "I am ready",
                                    self.on_reveal, "Only the named player should look.")
        self.action_list = self.add(pygame_gui.elements.UISelectionList(
            vp.rect(lw - 400, 120, 390, lh - 200), [], manager=self.app.ui))
        self.play_btn = self.button(vp.rect(lw - 400, lh - 72, 390, 56), "Play selected",
                                    self.on_play, "Or double-click an action.")
        self.refresh()

    def log_rect(self) -> pygame.Rect:
        _, lh = self.vp.logical_size
        return self.vp.rect(10, 120, 400, lh - 130)

    def view_rect(self) -> pygame.Rect:
        lw, lh = self.vp.logical_size
        return self.vp.rect(420, 120, lw - 830, lh - 130)

    # ------------------------------------------------------------------ state
    @property
    def game(self):
        return self.session.game

    def needs_pass_screen(self) -> bool:
        seat = self.session.pending_seat()
        if seat is None or self.session.is_bot_turn():
            return False
        return len(self.session.humans()) > 1 and self.revealed_for != seat

    def refresh(self) -> None:
        """Rebuild the action list and button states after any change."""
        hidden = self.needs_pass_screen()
        human_turn = not self.game.is_over and not self.session.is_bot_turn() and not hidden
        self.actions = self.game.legal_actions() if human_turn else []
        self.action_list.set_item_list([a.to_text() for a in self.actions])
        for element in (self.action_list, self.play_btn):
            (element.show if human_turn else element.hide)()
        (self.pass_btn.show if hidden else self.pass_btn.hide)()
        if hidden:
            self.pass_btn.set_text(f"I am {self.session.seat_name(self.session.pending_seat())}")
        can_undo = getattr(self.game, "can_undo", False) and not self.game.is_over
        (self.undo_btn.enable if can_undo else self.undo_btn.disable)()
        if self.session.pending_seat() is not None and not hidden and not self.session.is_bot_turn():
            self.revealed_for = self.session.pending_seat()
        self.invalidate()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if (event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
                and event.ui_element is self.action_list):
            self.on_play()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.on_undo()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.log_scroll = max(0, self.log_scroll + event.y * 3)
            self.invalidate()
            return True
        return False

    def play(self, action) -> None:
        try:
            self.session.apply(action)
        except RuleError as exc:
            self.say(str(exc), bad=True)
            return
        self.say("")
        self.log_scroll = 0
        self.refresh()

    def on_play(self) -> None:
        text = self.action_list.get_single_selection()
        if text is None:
            self.say("Choose an action in the list first.", bad=True)
            return
        for action in self.actions:
            if action.to_text() == text:
                self.play(action)
                return

    def on_undo(self) -> None:
        if self.session.is_bot_turn():
            return
        if not self.session.undo():
            self.say("Nothing to undo: information was revealed since your last move.", bad=True)
        self.refresh()

    def on_reveal(self) -> None:
        self.revealed_for = self.session.pending_seat()
        self.refresh()

    def open_pause(self) -> None:
        from game.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def say(self, text: str, bad: bool = False) -> None:
        self.message, self.message_bad = text, bad
        self.invalidate()

    def update(self, dt: float) -> None:
        if self.game.is_over or not self.session.is_bot_turn():
            return
        self.bot_timer += dt * self.app.settings.animation_speed
        if self.bot_timer >= BOT_DELAY_S or self.app.settings.animation_speed >= 3:
            self.bot_timer = 0.0
            self.session.bot_move()
            self.refresh()

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
        self.draw_log(surface)
        if self.needs_pass_screen():
            self.draw_pass_screen(surface)
        else:
            self.draw_view(surface)
        if self.game.is_over:
            self.draw_result(surface)

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
        surface.blit(fonts.render(text, vp.px(20), colour("text")), (vp.px(12), vp.px(56)))
        if self.message:
            col = colour("bad") if self.message_bad else colour("good")
            surface.blit(fonts.render(self.message, vp.px(17), col), (vp.px(12), vp.px(86)))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect, heading: str) -> pygame.Rect:
        vp = self.vp
        pygame.draw.rect(surface, colour("panel_bg"), rect, border_radius=vp.px(8))
        pygame.draw.rect(surface, colour("panel_border"), rect, 1, border_radius=vp.px(8))
        surface.blit(fonts.render(heading, vp.px(16), colour("text_dim"), True),
                     (rect.x + vp.px(10), rect.y + vp.px(6)))
        return rect.inflate(-vp.px(20), -vp.px(40)).move(0, vp.px(12))

    def draw_log(self, surface: pygame.Surface) -> None:
        vp = self.vp
        inner = self.draw_panel(surface, self.log_rect(), "Log (newest at the bottom)")
        size = vp.px(15)
        step = int(size * 1.4)
        lines: list[str] = []
        from game.ui.richtext import wrap

        for event in self.session.log[-200:]:
            lines.extend(wrap(event.text, fonts.font(size), inner.width))
        visible = max(1, inner.height // step)
        end = max(0, len(lines) - self.log_scroll)
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - visible))
        for i, line in enumerate(lines[max(0, end - visible):end]):
            surface.blit(fonts.render(line, size, colour("text")), (inner.x, inner.y + i * step))

    def draw_view(self, surface: pygame.Surface) -> None:
        vp = self.vp
        inner = self.draw_panel(surface, self.view_rect(), "Table")
        size = vp.px(15)
        step = int(size * 1.45)
        y = inner.y
        from game.ui.richtext import wrap

        for key, value in self.game.summary().items():
            text = f"{key}: {value}"
            for line in wrap(text, fonts.font(size), inner.width):
                if y + step > inner.bottom:
                    return
                surface.blit(fonts.render(line, size, colour("text")), (inner.x, y))
                y += step

    def draw_pass_screen(self, surface: pygame.Surface) -> None:
        vp = self.vp
        cover = pygame.Rect(0, vp.px(50), surface.get_width(), surface.get_height() - vp.px(50))
        surface.fill(colour("shroud"), cover)
        name = self.session.seat_name(self.session.pending_seat())
        text = fonts.render(f"Pass the device to {name}", vp.px(36), colour("accent"), True)
        surface.blit(text, text.get_rect(center=(surface.get_width() // 2,
                                                 surface.get_height() // 2 - vp.px(40))))

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
