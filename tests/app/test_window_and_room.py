"""The window stays on screen when its size changes, and each screen gets the logical room
it needs: the UI scale grows a menu all the way, a table only as far as its layout fits."""

from __future__ import annotations

import copy

import pytest

from game import app as app_module
from game.app import App
from game.session import GameSession, Seat
from tests.app.test_scenes import pump


@pytest.fixture
def app(starboard_home):
    a = App(size=(1280, 720))
    a.settings.sound = False
    return a


def test_a_window_larger_than_the_desktop_shrinks_to_fit_keeping_its_shape(monkeypatch):
    monkeypatch.setattr(app_module, "_desktop_size", lambda: (1366, 768))
    w, h = app_module._fit_desktop((2560, 1440))
    room = (1366 - app_module.DESKTOP_MARGIN[0], 768 - app_module.DESKTOP_MARGIN[1])
    assert w <= room[0] and h <= room[1]
    assert w / h == pytest.approx(16 / 9, abs=0.01)
    assert app_module._fit_desktop((1024, 576)) == (1024, 576), "a window that fits stays"
    monkeypatch.setattr(app_module, "_desktop_size", lambda: None)  # no real desktop
    assert app_module._fit_desktop((2560, 1440)) == (2560, 1440)


def test_a_new_window_size_or_leaving_full_screen_recentres_the_window(app, monkeypatch):
    centred = []
    monkeypatch.setattr(app_module, "_centre_window", lambda: centred.append(True))
    new = copy.copy(app.settings)
    new.window_size = (1600, 900)
    app.apply_settings(new)
    assert centred and app.window.get_size() == (1600, 900)
    centred.clear()
    same = copy.copy(app.settings)
    same.animation_speed = 2.0
    app.apply_settings(same)
    assert not centred, "nothing moves when the window keeps its size"


def test_the_window_has_a_minimum_size(app):
    assert app_module.MIN_WINDOW == (640, 360)
    small = copy.copy(app.settings)
    small.window_size = (300, 200)
    app.apply_settings(small)
    w, h = app.window.get_size()
    assert w >= 640 and h >= 360


def test_each_screen_gets_the_room_it_needs_at_200_percent(app):
    settings = copy.copy(app.settings)
    settings.ui_scale = 200
    app.apply_settings(settings)
    app.go("title", clear=True)
    assert app.viewport.logical_size == (640, 360), "a menu grows twice as large"
    session = GameSession.new("assembly", {"players": 1, "seed": 2}, [Seat(name="Ada")], None)
    app.open_table(session)
    table = app.stack.top
    assert app.viewport.logical_size == (1280, 720), "a table keeps its full layout"
    assert table.hand.viewport is app.viewport, "built for the room it is shown in"
    table.open_pause()
    assert app.viewport.logical_size == (1280, 720), "the pause menu lays out over it"
    app.stack.top.on_settings()
    assert app.viewport.logical_size == (640, 360)
    pump(app)
    app.back()
    assert app.viewport.logical_size == (1280, 720)
    assert table.hand.viewport is app.viewport, "the table under it was laid out again"
