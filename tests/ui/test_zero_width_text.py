"""Text without width (a zero-width space, joiner, byte-order mark or variation selector on
its own) and NUL characters: pygame.font raises for them, so every place that draws text
must draw them as nothing. Typing or pasting one first into the Rules search box used to
end the app (`pygame.error: Text has zero width`)."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import ui_text_entry_line

from game.ui import fonts

ZERO_WIDTH = ["\u200b", "\ufeff", "\u200c", "\u200d", "\u200e", "\u2060", "\u2066", "\ufe0f",
              "\u00ad", "\u034f", "\u180e"]


@pytest.mark.parametrize("text", ZERO_WIDTH + ["\u200b\ufeff", "\0", "a\0b"],
                         ids=lambda t: "+".join(f"U+{ord(c):04X}" for c in t))
def test_text_without_width_renders_as_an_empty_line(text):
    fonts.clear_caches()
    surface = fonts.render(text, 18, (255, 255, 255))
    visible = text.replace("\0", "")
    if visible in ("a", "ab"):
        assert surface.get_width() > 0
    else:
        assert surface.get_width() == 0
    assert surface.get_height() == fonts.font(18).get_height()


@pytest.fixture
def rules(starboard_home):
    from game.app import App
    from game.scenes.rules import RulesScene

    app = App(size=(1280, 720))
    scene = RulesScene(app, "assembly")
    app.stack.push(scene)
    app.step([])
    scene.search.focus()
    return app, scene


def _frames(app, events=()):
    app.step(list(events))
    for _ in range(2):
        app.step(pygame.event.get())


def _key(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def _clear(app, scene):
    _frames(app, [_key(pygame.K_END)] + [_key(pygame.K_BACKSPACE)] * 12)
    assert scene.search.get_text() == ""


@pytest.mark.parametrize("char", ZERO_WIDTH, ids=lambda c: f"U+{ord(c):04X}")
def test_rules_search_takes_zero_width_characters_typed_first(rules, char):
    app, scene = rules
    _frames(app, [pygame.event.Event(pygame.TEXTINPUT, text=char)])
    assert scene.search.get_text() == char
    _frames(app, [pygame.event.Event(pygame.TEXTINPUT, text=c) for c in "lock"])
    _frames(app, [_key(pygame.K_LEFT), _key(pygame.K_HOME), _key(pygame.K_RIGHT)])
    assert scene.query == "lock" and scene.matches  # the invisible character is ignored
    _clear(app, scene)
    _frames(app, [pygame.event.Event(pygame.TEXTINPUT, text=char)] * 2)


def test_rules_search_takes_zero_width_text_pasted_first(rules, monkeypatch):
    app, scene = rules
    for pasted in ("\u200b", "\ufeff\u200b", "\u200block"):
        monkeypatch.setattr(ui_text_entry_line, "clipboard_paste", lambda p=pasted: p)
        _frames(app, [_key(pygame.K_v, pygame.KMOD_CTRL)])
        assert scene.search.get_text() == pasted
        _clear(app, scene)


def test_rules_search_ignores_characters_that_never_show():
    from game.scenes.rules import searchable

    assert searchable("\ufeff Lock\u200b ") == "lock"
    assert searchable("lo\u00adck\ufe0f\U000e0001") == "lock"
    assert searchable("\u200b") == ""


@pytest.mark.parametrize("text", ["\u200b", "\ufeff\u200d", "Ada\0", "\0"],
                         ids=["zwsp", "bom-zwj", "nul-after", "nul"])
def test_widgets_draw_text_without_width_or_with_nul(rules, text):
    """A name loaded from a save reaches labels and dialogs as it is."""
    import pygame_gui

    app, scene = rules
    app.show_error(text, text)
    pygame_gui.elements.UILabel(pygame.Rect(10, 10, 200, 40), text, manager=app.ui)
    pygame_gui.elements.UIButton(pygame.Rect(10, 60, 200, 40), text, manager=app.ui)
    _frames(app)
