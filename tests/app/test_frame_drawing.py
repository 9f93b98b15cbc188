"""A frame that is drawn shows the widgets as they are at its end, so an idle table (which
draws no further frame) never keeps a stale button on screen."""

from __future__ import annotations

import pygame

from game.app import App
from game.ui.theme import colour
from game.ui.ui_scene import UIScene


class RelabelOnUpdate(UIScene):
    """Rebuilds its one button during `update`, as tables do after a bot's move."""

    def __init__(self, app):
        super().__init__(app)
        self.text = "First"
        self.relabel = False

    def build_ui(self) -> None:
        self.button(self.vp.rect(100, 100, 220, 60), self.text, lambda: None)

    def update(self, dt: float) -> None:
        if self.relabel:
            self.relabel = False
            self.text = "Second, much longer"
            self.clear_ui()
            self.build_ui()
            self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(colour("table_bg"))


def test_widgets_rebuilt_during_update_are_drawn_as_they_are_in_that_frame():
    app = App(size=(1280, 720))
    scene = RelabelOnUpdate(app)
    app.stack.push(scene)
    for _ in range(3):
        app.step([])
    first = pygame.image.tobytes(app.window.subsurface(pygame.Rect(100, 100, 220, 60)), "RGB")
    scene.relabel = True
    assert app.step([])  # drawn: the scene asked for it
    drawn = pygame.image.tobytes(app.window.subsurface(pygame.Rect(100, 100, 220, 60)), "RGB")
    scene.invalidate()
    app.step([])  # a second frame, as the idle table would never draw
    settled = pygame.image.tobytes(app.window.subsurface(pygame.Rect(100, 100, 220, 60)),
                                   "RGB")
    assert drawn != first
    assert drawn == settled
