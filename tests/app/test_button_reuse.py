"""A rebuild keeps the buttons it asks for again: after a move most of a table's buttons
are the same, and making one again costs about 1.5 ms of the frame after the move."""

import pygame
import pytest

from game.app import App
from game.ui.ui_scene import UIScene
from tests.app.test_scenes import pump


@pytest.fixture
def app(starboard_home):
    return App(size=(1280, 720))


class TwoButtons(UIScene):
    second = "Pause"
    second_enabled = True
    pressed: list

    def build_ui(self):
        self.menu = self.button(pygame.Rect(10, 10, 120, 40), "Menu",
                                lambda: self.pressed.append("Menu"), "Pause menu.")
        self.other = self.button(pygame.Rect(10, 60, 120, 40), self.second,
                                 lambda: self.pressed.append(self.second),
                                 enabled=self.second_enabled)


def test_a_rebuild_keeps_an_unchanged_button_and_makes_a_changed_one_again(app):
    scene = TwoButtons(app)
    scene.pressed = []
    app.stack.push(scene)
    pump(app)
    menu, pause = scene.menu, scene.other
    scene.second = "Resume"
    scene.rebuild_ui()
    assert scene.menu is menu and menu.alive(), "the unchanged button was made again"
    assert scene.other is not pause and not pause.alive() and scene.other.text == "Resume"
    assert scene.focus_order() == [scene.menu, scene.other]
    scene.second_enabled = False
    scene.rebuild_ui()
    scene.second_enabled = True
    scene.rebuild_ui()
    assert scene.other.is_enabled, "a kept button takes the state the new build asks for"
    pos = scene.menu.rect.center
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert scene.pressed == ["Menu"], "a kept button still calls the new build's callback"
    assert sum(e is menu for e in app.ui.get_sprite_group().sprites()) == 1
