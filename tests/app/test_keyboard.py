"""Menus, dialogs and choice lists work from the keyboard: Tab / Shift+Tab move a visible
focus ring, Enter or Space press, the arrow keys change a choice, Esc goes back."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.app import App
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene
from game.ui.theme import colour
from tests.app.test_scenes import pump


@pytest.fixture
def app(starboard_home):
    a = App(size=(1280, 720))
    a.settings.sound = False
    return a


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def text_of(element) -> str:
    return getattr(element, "text", "")


def tab_to(app, scene, wanted, limit: int = 60):
    """Press Tab until the focus is on the control `wanted(element)` accepts."""
    for _ in range(limit):
        pump(app, [key(pygame.K_TAB)], frames=0)
        element = scene.focused()
        if element is not None and wanted(element):
            return element
    raise AssertionError("Tab never reached the control")


def test_title_menu_from_the_keyboard(app):
    scene = app.go("title", clear=True)
    pump(app)
    assert not scene.keyboard_focus, "no ring until a key is used"
    pump(app, [key(pygame.K_TAB)])
    # Continue is disabled without a game to resume, so Tab skips it.
    assert scene.keyboard_focus and text_of(scene.focused()) == "New game"
    pump(app, [key(pygame.K_TAB)])
    assert text_of(scene.focused()) == "Learn to play"
    pump(app, [key(pygame.K_DOWN)])  # arrows walk a menu as Tab does
    assert text_of(scene.focused()) == "Load"
    pump(app, [key(pygame.K_TAB, pygame.KMOD_SHIFT), key(pygame.K_UP)])
    assert text_of(scene.focused()) == "New game"
    pump(app, [key(pygame.K_RETURN)])
    assert isinstance(app.stack.top, NewGameScene)
    pump(app, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, TitleScene)


def test_the_focused_control_is_visible(app):
    scene = app.go("title", clear=True)
    pump(app, [key(pygame.K_TAB)])
    app.draw()
    ring = scene.focused().rect.inflate(app.viewport.px(8), app.viewport.px(8))
    assert app.window.get_at((ring.left + 1, ring.centery))[:3] == tuple(colour("focus_ring"))[:3]
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
    app.draw()
    assert not scene.keyboard_focus
    assert app.window.get_at((ring.left + 1, ring.centery))[:3] != \
        tuple(colour("focus_ring"))[:3]


def test_new_game_from_the_keyboard(app):
    app.go("title", clear=True)
    scene = app.go("new_game", game_id="law404")
    pump(app)
    # The game tabs come first: Enter on one chooses that game.
    tab_to(app, scene, lambda e: text_of(e) == "Assembly")
    pump(app, [key(pygame.K_RETURN)])
    assert scene.game_id == "assembly"
    players = tab_to(app, scene, lambda e: e is scene.players_menu)
    assert scene.players == 1
    pump(app, [key(pygame.K_DOWN)])  # a drop-down steps to its next choice
    assert scene.players == 2 and len(scene.shown_seats()) == 2
    assert scene.players_menu.selected_option[0] == "2"
    del players
    kind = tab_to(app, scene, lambda e: e is scene.seat_widgets[1][0])
    assert scene.seats[1].is_bot
    pump(app, [key(pygame.K_UP)])
    assert not scene.seats[1].is_bot, "the second seat is now a person"
    del kind
    box = tab_to(app, scene, lambda e: scene.variant_boxes.get(e) == "glitches")
    pump(app, [key(pygame.K_SPACE)])
    assert "glitches" in scene.variants and box.get_state()
    pump(app, [key(pygame.K_TAB, pygame.KMOD_SHIFT)])
    assert scene.focused() is not box, "Shift+Tab goes back"
    start = tab_to(app, scene, lambda e: text_of(e) == "Start game")
    assert start.visible, "a control out of view scrolls in when the focus reaches it"
    pump(app, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert type(table).__name__ == "AssemblyScene"
    assert table.session.game.setup.players == 2
    assert "glitches" in table.session.game.setup.variants
    assert not table.session.seats[1].is_bot


def test_a_name_field_takes_typing_after_tab(app):
    app.go("title", clear=True)
    scene = app.go("new_game", game_id="assembly")
    pump(app)
    entry = tab_to(app, scene, lambda e: e is scene.seat_widgets[0][2])
    assert entry.is_focused, "pygame-gui gives the line its keyboard focus"
    pump(app, [pygame.event.Event(pygame.TEXTINPUT, text="x")])
    assert scene.seats[0].name.endswith("x")
    pump(app, [key(pygame.K_TAB)])
    assert scene.focused() is not entry, "Tab leaves a text line too"


def test_error_dialog_closes_with_enter_and_keys_do_not_reach_the_screen_behind(app):
    scene = app.go("title", clear=True)
    app.show_error("Oops", "Something could not be done.")
    pump(app, [key(pygame.K_TAB)])
    assert not scene.keyboard_focus, "the dialog has the keyboard"
    pump(app, [key(pygame.K_RETURN)])
    assert not [w for w, _ in app.dialogs if w.alive()]
    pump(app, [key(pygame.K_TAB)])
    assert scene.keyboard_focus


def test_selection_list_choice_with_arrows_and_enter(app):
    from game.saves import SaveSlots
    from game.session import GameSession, Seat

    slots = SaveSlots(app.home)
    for seed in (1, 2):
        GameSession.new("assembly", {"players": 1, "seed": seed}, [Seat(name="Ada")],
                        slots).save_as_new()
    app.go("title", clear=True)
    scene = app.go("load")
    pump(app)
    tab_to(app, scene, lambda e: e is scene.list)
    pump(app, [key(pygame.K_DOWN)])
    assert scene.list.get_single_selection() == scene.labels[0]
    pump(app, [key(pygame.K_DOWN)])
    assert scene.list.get_single_selection() == scene.labels[1]
    pump(app, [key(pygame.K_RETURN)])
    assert type(app.stack.top).__name__ == "AssemblyScene"
    assert pygame_gui  # the list's Enter is its double-click
