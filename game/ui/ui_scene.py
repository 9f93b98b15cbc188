"""A Scene that owns pygame-gui elements: built in `build_ui`, hidden while paused, rebuilt
on resize or UI-scale change. Buttons map straight to callbacks."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.ui import sound
from game.ui.scene import Scene


class UIScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self._elements: list = []
        self._callbacks: dict = {}

    # lifecycle -----------------------------------------------------------------
    def enter(self) -> None:
        self.build_ui()

    def exit(self) -> None:
        self.clear_ui()

    def pause(self) -> None:
        self.hide_ui()

    def resume(self) -> None:
        super().resume()
        # App.relayout rebuilds every scene on a new manager, so the widgets are current.
        for element in self._elements:
            element.show()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.clear_ui()
        self.build_ui()
        self.invalidate()

    # building ------------------------------------------------------------------
    @property
    def vp(self):
        return self.app.viewport

    def build_ui(self) -> None:
        """Create pygame-gui elements with `self.button`, `self.add`."""

    def clear_ui(self) -> None:
        for element in self._elements:
            element.kill()
        self._elements.clear()
        self._callbacks.clear()

    def hide_ui(self) -> None:
        for element in self._elements:
            element.hide()

    def add(self, element):
        self._elements.append(element)
        return element

    def button(self, rect: pygame.Rect, text: str, callback: Callable[[], None],
               tooltip: str | None = None, object_id: str = "@menu_button",
               enabled: bool = True) -> pygame_gui.elements.UIButton:
        btn = self.add(pygame_gui.elements.UIButton(
            rect, text, manager=self.app.ui, tool_tip_text=tooltip,
            object_id=ObjectID(class_id=object_id)))
        self._callbacks[btn] = callback
        if not enabled:
            btn.disable()
        return btn

    def label(self, rect: pygame.Rect, text: str, object_id: str | None = None):
        return self.add(pygame_gui.elements.UILabel(
            rect, text, manager=self.app.ui,
            object_id=ObjectID(class_id=object_id) if object_id else None))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._callbacks:
            sound.play("click", self.app.settings.sound)
            self._callbacks[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return True
        return False

    def escape(self) -> None:
        """Esc: back to the screen below. The title quits; a table cancels or pauses."""
        self.app.back()

    def centered_column(self, width: float, height: float, count: int, top: float,
                        gap: float = 12) -> list[pygame.Rect]:
        """Rects for a centred column of `count` buttons, in logical units."""
        lw, _ = self.vp.logical_size
        x = (lw - width) / 2
        return [self.vp.rect(x, top + i * (height + gap), width, height) for i in range(count)]
