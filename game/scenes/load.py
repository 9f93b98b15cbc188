"""Load a saved game. Unreadable saves are listed and explained, never deleted."""

from __future__ import annotations

import pygame
import pygame_gui

from game.saves import SaveSlots
from game.ui import fonts
from game.ui.backdrop import starfield
from game.ui.theme import colour
from game.ui.ui_scene import UIScene


class LoadScene(UIScene):
    def build_ui(self) -> None:
        vp = self.vp
        lw, _ = vp.logical_size
        self.saves = SaveSlots(self.app.home).list()
        self.labels = [s.label for s in self.saves] or []
        self.list = self.add(pygame_gui.elements.UISelectionList(
            vp.rect(lw / 2 - 350, 140, 700, 380), self.labels, manager=self.app.ui))
        self.button(vp.rect(lw / 2 - 350, 540, 340, 50), "Load", self.on_load,
                    "Open the selected save (double-click works too).")
        self.button(vp.rect(lw / 2 + 10, 540, 340, 50), "Back", self.app.back)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(starfield(surface.get_size()), (0, 0))
        cx = surface.get_width() // 2
        title = fonts.render("Load a game", self.vp.px(40), colour("accent"), bold=True)
        surface.blit(title, title.get_rect(midtop=(cx, self.vp.px(60))))
        if not self.saves:
            msg = fonts.render("No saved games yet.", self.vp.px(20), colour("text_dim"))
            surface.blit(msg, msg.get_rect(center=(cx, self.vp.px(330))))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if (event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
                and event.ui_element is self.list):
            self.on_load()
            return True
        return False

    def on_load(self) -> None:
        chosen = self.list.get_single_selection()
        if chosen is None:
            self.app.show_error("Load", "Choose a save from the list first.")
            return
        save = self.saves[self.labels.index(chosen)]
        self.app.open_save(save.path)
