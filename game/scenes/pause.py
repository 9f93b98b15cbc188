"""Pause menu over a table: resume, save, load, settings, rules, quit to menu."""

from __future__ import annotations

import pygame

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

    def build_ui(self) -> None:
        entries = [
            ("Resume", self.app.back, "Back to the table (Esc)."),
            ("Save", self.on_save, "Save this game as a new file (it also autosaves)."),
            ("Load", self.on_load, None),
            ("Settings", self.on_settings, None),
            ("Rules", self.on_rules, None),
            ("Quit to menu", self.on_quit, "The game is autosaved: Continue resumes it."),
        ]
        rects = self.button_grid(300, 50, len(entries), top=200, bottom_margin=150)
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
        surface.blit(title, title.get_rect(midtop=(cx, vp.px(110))))
        if self.message:
            msg = fonts.render(self.message, vp.px(18), colour("good"))
            surface.blit(msg, msg.get_rect(midtop=(cx, vp.px(580))))

    def on_save(self) -> None:
        try:
            path = self.table.session.save_as_new()
        except OSError as exc:
            self.app.show_error("Save failed", f"The game could not be saved: {exc}.")
            return
        self.message = f"Saved as {path.name}"
        self.invalidate()

    def on_load(self) -> None:
        self.app.go("load")

    def on_settings(self) -> None:
        self.app.go("settings")

    def on_rules(self) -> None:
        self.app.go("rules", game_id=self.table.session.game_id)

    def on_quit(self) -> None:
        self.app.main_menu()
