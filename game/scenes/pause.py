"""Pause menu over a table: resume, save, save as, load, settings, rules, quit to menu.

While it is open the table below shows and makes no moves (TableScene.pause); Resume, or Esc,
goes back to the table with its moves playing again, also when the player had paused them
there (Pause or Space) before opening the menu.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pygame_gui

from game.ui import fonts
from game.ui.theme import colour
from game.ui.ui_scene import UIScene


class PauseScene(UIScene):
    is_overlay = True  # over a table, so it lays out in the table's room
    ARROWS_MOVE_FOCUS = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.message = ""
        self._file_dialog = None

    def build_ui(self) -> None:
        entries = [
            ("Resume", self.on_resume, "Back to the table, its moves playing again (Esc)."),
            ("Save", self.on_save, "Save this game as a new file (it also autosaves)."),
            ("Save as...", self.on_save_as, "Save this game in a folder of your choice "
             "(another disk, if this one is full)."),
            ("Load", self.on_load, None),
            ("Settings", self.on_settings, None),
            ("Rules", self.on_rules, None),
            ("Quit to menu", self.on_quit, "The game is autosaved: Continue resumes it."),
        ]
        rects = self.button_grid(300, 50, len(entries), top=180, bottom_margin=100)
        for rect, (text, cb, tip) in zip(rects, entries, strict=True):
            self.button(rect, text, cb, tip)

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        c = colour("shroud")
        shade.fill((c.r, c.g, c.b, 200))
        surface.blit(shade, (0, 0))
        vp = self.vp
        cx = surface.get_width() // 2
        title = fonts.render("Paused", vp.px(44), colour("accent"), bold=True)
        surface.blit(title, title.get_rect(midtop=(cx, vp.px(90))))
        if self.message:
            msg = fonts.render(self.message, vp.px(18), colour("good"))
            surface.blit(msg, msg.get_rect(midtop=(cx, vp.px(630))))

    def on_resume(self) -> None:
        self.app.back()
        self.table.pacer.resume()

    def escape(self) -> None:
        self.on_resume()

    def on_save(self) -> None:
        try:
            path = self.table.session.save_as_new()
        except OSError as exc:
            self.app.show_error("Save failed", f"The game could not be saved: {exc}.")
            return
        self.message = f"Saved as {path.name}"
        self.invalidate()

    def on_save_as(self) -> None:
        vp = self.vp
        rect = pygame.Rect(0, 0, min(vp.px(640), self.app.window.get_width() - 20),
                           min(vp.px(480), self.app.window.get_height() - 20))
        rect.center = self.app.window.get_rect().center
        name = f"{self.table.session.game_id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        self._file_dialog = pygame_gui.windows.UIFileDialog(
            rect, self.app.ui, window_title="Save the game as...",
            initial_file_path=str(Path.home() / name), allowed_suffixes={".json"})
        self.app.hold_keys(self._file_dialog)  # Esc closes it, not the menu behind it

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED \
                and event.ui_element is self._file_dialog:
            self._file_dialog = None
            self.save_to(Path(event.text))
            return True
        return super().handle_event(event)

    def save_to(self, path: Path) -> None:
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        try:
            self.table.session.save_to(path)
        except (OSError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc)
            self.app.show_error("Save failed", f"The game could not be saved in {path}: "
                                f"{reason}.")
            return
        self.message = f"Saved as {path}"
        self.invalidate()

    def on_load(self) -> None:
        self.app.go("load")

    def on_settings(self) -> None:
        self.app.go("settings")

    def on_rules(self) -> None:
        self.app.go("rules", game_id=self.table.session.game_id)

    def on_quit(self) -> None:
        self.app.main_menu()
