"""Settings: window size, UI scale, animation speed, colours, full screen, sound, large
text."""

from __future__ import annotations

import copy

import pygame
import pygame_gui

from game.settings import WINDOW_SIZES
from game.ui import fonts
from game.ui.backdrop import starfield
from game.ui.palette import LABELS as PALETTE_LABELS
from game.ui.theme import colour
from game.ui.ui_scene import UIScene
from game.ui.units import MENU_CANVAS

# (title size, title y, first row y, row step, row height): the full design, and a compact
# one for short screens (a large UI scale) that still keeps every control 44 units tall.
ROOMY = (40, 60, 150, 70, 44)
HELP = {"UI scale": "Makes menus and dialogs larger, up to 200%. A game's table keeps its "
                    "whole layout in view: it grows with the window instead.",
        "Window size": "The window is centred on the screen, and never larger than it.",
        "Colours": "Seat and token colours. Colour-blind safe colours stay apart for red-green "
                   "and blue-yellow colour blindness too; every seat keeps its letter and "
                   "every token its picture either way.",
        "Large text": "Sentences a quarter larger on every screen, tables included: the log, "
                      "tips, messages, the coach and the pass screen, for a screen read from "
                      "across the table. The board's printed labels grow with the window."}
COMPACT = (30, 8, 58, 48, 44)


def _size_text(size) -> str:
    return f"{size[0]} x {size[1]}"


class SettingsScene(UIScene):
    MIN_LOGICAL = MENU_CANVAS
    def __init__(self, app):
        super().__init__(app)
        self.draft = copy.copy(app.settings)

    def metrics(self) -> tuple:
        return ROOMY if self.vp.logical_size[1] >= 600 else COMPACT

    def build_ui(self) -> None:
        vp, ui = self.vp, self.app.ui
        lw, _ = vp.logical_size
        _, _, first, step, h = self.metrics()
        x0 = lw / 2 - 270
        rows = [first + i * step for i in range(5)]
        labels = ["Window size", "UI scale", "Animation speed", "Colours"]
        for y, text in zip(rows, labels, strict=False):
            label = self.label(vp.rect(x0, y, 210, h), text)
            if text in HELP:
                label.set_tooltip(HELP[text])
        options = [_size_text(s) for s in WINDOW_SIZES]
        current = _size_text(self.draft.window_size)
        if current not in options:
            options.insert(0, current)
        self.size_menu = self.add(pygame_gui.elements.UIDropDownMenu(
            options, current, vp.rect(x0 + 230, rows[0], 310, h), manager=ui))
        self.scale_slider = self.add(pygame_gui.elements.UIHorizontalSlider(
            vp.rect(x0 + 230, rows[1], 220, h), self.draft.ui_scale, (100, 200), manager=ui,
            click_increment=10))
        self.scale_label = self.label(vp.rect(x0 + 460, rows[1], 80, h),
                                      f"{self.draft.ui_scale}%")
        self.anim_slider = self.add(pygame_gui.elements.UIHorizontalSlider(
            vp.rect(x0 + 230, rows[2], 220, h), int(self.draft.animation_speed * 100),
            (25, 300), manager=ui, click_increment=25))
        self.anim_label = self.label(vp.rect(x0 + 460, rows[2], 80, h),
                                     f"{self.draft.animation_speed:.2f}x")
        self.palette_menu = self.add(pygame_gui.elements.UIDropDownMenu(
            list(PALETTE_LABELS.values()), PALETTE_LABELS[self.draft.palette],
            vp.rect(x0 + 230, rows[3], 310, h), manager=ui))
        # The switches share a row, each with its name beside its box.
        switches = [("Full screen", "fullscreen"), ("Sound", "sound"),
                    ("Large text", "large_text")]
        self.switch_boxes = {}
        for i, (text, name) in enumerate(switches):
            box = self.add(pygame_gui.elements.UICheckBox(
                vp.rect(x0 + i * 190, rows[4], h, h), text, manager=ui,
                initial_state=getattr(self.draft, name), tool_tip_text=HELP.get(text)))
            self.switch_boxes[box] = name
        buttons_y = rows[4] + step + (20 if step > 50 else 2)
        self.button(vp.rect(x0, buttons_y, 260, 50 if step > 50 else h), "Apply",
                    self.on_apply, "Use these settings and remember them.")
        self.button(vp.rect(x0 + 280, buttons_y, 260, 50 if step > 50 else h), "Back",
                    self.app.back, "Leave without changing anything.")

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(starfield(surface.get_size()), (0, 0))
        size, y, *_ = self.metrics()
        title = fonts.render("Settings", self.vp.px(size), colour("accent"), bold=True)
        surface.blit(title, title.get_rect(midtop=(surface.get_width() // 2, self.vp.px(y))))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.size_menu:
            w, h = (int(v) for v in event.text.split(" x "))
            self.draft.window_size = (w, h)
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and \
                event.ui_element is self.palette_menu:
            self.draft.palette = next(name for name, label in PALETTE_LABELS.items()
                                      if label == event.text)
            return True
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            name = self.switch_boxes.get(event.ui_element)
            if name is not None:
                setattr(self.draft, name, event.type == pygame_gui.UI_CHECK_BOX_CHECKED)
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.scale_slider:
                self.draft.ui_scale = int(round(event.value / 10) * 10)
                self.scale_label.set_text(f"{self.draft.ui_scale}%")
            elif event.ui_element is self.anim_slider:
                self.draft.animation_speed = round(event.value / 25) * 0.25
                self.anim_label.set_text(f"{self.draft.animation_speed:.2f}x")
            return True
        return False

    def on_apply(self) -> None:
        self.app.apply_settings(copy.copy(self.draft))
        self.app.back()

