"""Load a saved game. Unreadable saves are listed and explained, never deleted unasked.

Saves are listed newest first (ties by file name, so the order never shuffles); Delete
removes the chosen save after the player confirms it."""

from __future__ import annotations

import pygame
import pygame_gui

from game.saves import SaveSlots
from game.ui import fonts
from game.ui.backdrop import starfield
from game.ui.theme import colour
from game.ui.ui_scene import UIScene
from game.ui.units import MENU_CANVAS


def newest_first(saves: list) -> list:
    """Newest first; saves from the same second by file name, so the order is stable."""
    return sorted(saves, key=lambda s: (-s.saved_at, s.path.name))


def unique_labels(saves: list) -> list[str]:
    """The list's texts, one per save even when two would read the same."""
    labels: list[str] = []
    for save in saves:
        label, n = save.label, 2
        while label in labels:
            label, n = f"{save.label} ({n})", n + 1
        labels.append(label)
    return labels


class LoadScene(UIScene):
    MIN_LOGICAL = MENU_CANVAS

    def compact(self) -> bool:
        return self.vp.logical_size[1] < 600

    def build_ui(self) -> None:
        vp = self.vp
        lw, lh = vp.logical_size
        self.saves = newest_first(SaveSlots(self.app.home).list())
        self.labels = unique_labels(self.saves)
        width = min(760.0, lw - 40)
        x = (lw - width) / 2
        top = 60.0 if self.compact() else 140.0
        button_h = 44.0 if self.compact() else 50.0
        bottom = lh - button_h - (12 if self.compact() else 40)
        self.list = self.add(pygame_gui.elements.UISelectionList(
            vp.rect(x, top, width, bottom - top - 12), self.labels, manager=self.app.ui))
        gap = 12.0
        w = (width - 2 * gap) / 3
        self.button(vp.rect(x, bottom, w, button_h), "Load", self.on_load,
                    "Open the selected save (double-click or Enter works too).")
        self.button(vp.rect(x + w + gap, bottom, w, button_h), "Delete", self.on_delete,
                    "Delete the selected save (you are asked first).",
                    enabled=bool(self.saves))
        self.button(vp.rect(x + 2 * (w + gap), bottom, w, button_h), "Back", self.app.back)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(starfield(surface.get_size()), (0, 0))
        cx = surface.get_width() // 2
        size, y = (30, 10) if self.compact() else (40, 60)
        title = fonts.render("Load a game", self.vp.px(size), colour("accent"), bold=True)
        surface.blit(title, title.get_rect(midtop=(cx, self.vp.px(y))))
        if not self.saves:
            msg = fonts.render("No saved games yet.", self.vp.px(20), colour("text_dim"))
            surface.blit(msg, msg.get_rect(center=self.list.rect.center))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if (event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
                and event.ui_element is self.list):
            self.on_load()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.on_delete()
            return True
        return False

    def chosen(self):
        text = self.list.get_single_selection()
        return None if text is None else self.saves[self.labels.index(text)]

    def on_load(self) -> None:
        save = self.chosen()
        if save is None:
            self.app.show_error("Load", "Choose a save from the list first.")
            return
        self.app.open_save(save.path)

    def on_delete(self) -> None:
        save = self.chosen()
        if save is None:
            self.app.show_error("Delete", "Choose a save from the list first.")
            return
        name = self.labels[self.saves.index(save)]
        self.app.confirm("Delete this save?", f"{name}\n\nIt cannot be brought back.",
                         "Delete", lambda: self.delete(save))

    def delete(self, save) -> None:
        try:
            save.path.unlink()
        except FileNotFoundError:
            pass  # already gone: the list below no longer shows it
        except OSError as exc:
            self.app.show_error("Not deleted", f"The save could not be deleted: "
                                f"{exc.strerror or exc}.")
            return
        self.clear_ui()
        self.build_ui()
        self.invalidate()
