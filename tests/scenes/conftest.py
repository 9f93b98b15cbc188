"""Scene fixtures: a private user-data folder, a 1280x720 app, synthetic input helpers."""

from __future__ import annotations

import pytest

from game.app import App


@pytest.fixture(autouse=True)
def _private_home(starboard_home):
    return starboard_home


@pytest.fixture
def app(starboard_home):
    a = App(size=(1280, 720))
    a.settings.animation_speed = 3  # bots move at once and animations are skipped
    a.settings.sound = False
    return a
