"""The window never gets too small to lay out: it has a minimum size, and an error dialog
is safe at any size (pygame-gui recursed without end when a dialog did not fit in its root
container: RecursionError in a window of about 100x80 or smaller)."""

from __future__ import annotations

import warnings

import pygame
import pytest

from game.app import MIN_WINDOW, App


def _minimum_size() -> tuple[int, int]:
    get_window = getattr(pygame.display, "get_window", None)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = get_window() if get_window else pygame.Window.from_display_module()
    return tuple(window.minimum_size)


def test_window_has_a_minimum_size(starboard_home):
    app = App(size=(100, 80))
    assert app.window.get_size() == MIN_WINDOW
    assert _minimum_size() == MIN_WINDOW
    app.step([])


def _dialogs(app):
    return [e for e in app.ui.get_root_container().elements
            if type(e).__name__ == "UIMessageWindow"]


@pytest.mark.parametrize("size", [(1, 1), (60, 40), (100, 80), (249, 159), (320, 200),
                                  (640, 360), (2560, 1440)])
def test_error_dialog_is_safe_at_any_window_size(starboard_home, size):
    from game.scenes.title import TitleScene

    app = App(size=(1280, 720))
    app.stack.push(TitleScene(app))
    # A window manager that ignores the minimum size hands us a window this small.
    app.window = pygame.Surface(size)
    app.relayout()
    app.show_error("Could not load", "The save is damaged: it cannot be read. " * 3)
    for _ in range(3):
        app.step([])
    dialog = _dialogs(app)[-1]
    # Its top-left corner (title) is in the window, whatever the window's size.
    assert app.window.get_rect().inflate(40, 40).collidepoint(dialog.rect.topleft)


@pytest.mark.parametrize("game_id", ["law404", "assembly", "tempus"])
def test_a_table_never_draws_its_text_under_12_px(starboard_home, game_id):
    """At 1000x560 a table's 14-unit text fell to 11 px and its 12 px marks to 9: a table
    grows the window to the size at which every text stays 12 px or more, and asks the
    window manager to keep it at least that big; back on the menus the floor goes down."""
    from game.records import new_game
    from game.session import GameSession, Seat
    from game.ui.table_scene import TableScene
    from tests.support.layout_probe import TextRecorder, probe

    with TextRecorder():
        app = App(size=(1000, 560))
        app.settings.sound = False
        game = new_game(game_id, {"players": 2, "seed": 3})
        seats = [Seat("human", name="Ada"), Seat("bot", "random", "Bix")]
        assert app.open_table(GameSession(game_id, game, seats, None))
        table = app.stack.top
        if table.gate.active:
            table.gate.confirm()
        app.step([])
        need = TableScene.MIN_WINDOW
        w, h = app.window.get_size()
        assert w >= need[0] and h >= need[1]
        assert _minimum_size() == need
        small = sorted({(b.size, b.text) for b in probe(app).texts if b.size < 12})
        assert not small, f"text under 12 px: {small[:5]}"
        app.go("title", clear=True)
        app.step([])
        assert _minimum_size() == MIN_WINDOW
