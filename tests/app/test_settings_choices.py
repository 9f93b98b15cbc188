"""The Settings screen's colour and text choices are applied, remembered and used at start."""

from __future__ import annotations

import json

import pygame
import pygame_gui

from game.app import App
from game.ui import palette, theme


def _post(app, kind, element, **extra) -> None:
    app.step([pygame.event.Event(kind, {"ui_element": element, **extra})], 1 / 60)


def test_colours_chosen_in_settings_are_used_now_and_at_the_next_start(starboard_home):
    app = App(size=(1280, 720))
    assert theme.palette_in_force() == palette.DEFAULT == "safe"
    app.go("settings")
    scene = app.stack.top
    _post(app, pygame_gui.UI_DROP_DOWN_MENU_CHANGED, scene.palette_menu,
          text=palette.LABELS["original"])
    box = next(b for b, name in scene.switch_boxes.items() if name == "sound")
    _post(app, pygame_gui.UI_CHECK_BOX_UNCHECKED, box)
    scene.on_apply()
    try:
        assert theme.palette_in_force() == "original"
        assert theme.colour("player_1") == pygame.Color("#e85d75")
        saved = json.loads((starboard_home / "settings.json").read_text())
        assert saved["palette"] == "original" and saved["sound"] is False
        theme.use_palette("safe")
        App(size=(1280, 720))
        assert theme.palette_in_force() == "original", "the saved choice at start"
    finally:
        theme.use_palette(palette.DEFAULT)
