"""Settings > Large text: sentences a quarter larger on every screen, tables included, for a
screen read from across the table; chosen on the Settings screen, remembered, and laid out
with nothing cut, covered or off the window."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame
import pygame_gui
import pytest

from game.app import LARGE_TEXT, App
from game.ui.log_panel import FONT
from tests.app.test_layout_every_size import TABLES
from tests.support.layout_probe import TextRecorder, probe, problems

MESSAGE = "Nothing can be dropped there: that room has no door to it."
LOG_LINE = "Move 7: Bix moved the Reactor module to the bay beside the Airlock."


def _post(app, kind, element, **extra) -> None:
    app.step([pygame.event.Event(kind, {"ui_element": element, **extra})], 1 / 60)


def test_large_text_chosen_in_settings_is_used_now_and_at_the_next_start(starboard_home):
    app = App(size=(1280, 720))
    assert app.viewport.reading == 1.0
    app.go("settings")
    scene = app.stack.top
    box = next(b for b, name in scene.switch_boxes.items() if name == "large_text")
    _post(app, pygame_gui.UI_CHECK_BOX_CHECKED, box)
    scene.on_apply()
    assert app.viewport.reading == LARGE_TEXT
    saved = json.loads((starboard_home / "settings.json").read_text())
    assert saved["large_text"] is True
    assert App(size=(1280, 720)).viewport.reading == LARGE_TEXT, "the saved choice at start"


def _table_with_words(game: str, size, scale: int, large: bool) -> App:
    app = App(size=size)
    app.settings.sound = False
    app.settings.animation_speed = 3
    app.apply_settings(replace(app.settings, ui_scale=scale, large_text=large))
    TABLES[f"{game}_table"](app)
    table = app.stack.top
    for _ in range(6):
        table.log.add(LOG_LINE)
    table.toasts.show(MESSAGE)
    app.step([], 1 / 60)
    return app


def _size_of(seen, text: str) -> int:
    sizes = {b.size for b in seen.texts if text.startswith(b.text) or b.text in text}
    assert sizes, f"{text!r} was not drawn"
    return max(sizes)


@pytest.mark.parametrize("size, scale", [((1280, 720), 100), ((1920, 1080), 150)],
                         ids=["1280x720", "1920x1080@150"])
@pytest.mark.parametrize("game", ["law404", "assembly", "tempus"])
def test_large_text_draws_a_tables_sentences_larger_with_nothing_cut_or_covered(
        game, size, scale, starboard_home):
    with TextRecorder():
        plain = probe(_table_with_words(game, size, scale, large=False))
        app = _table_with_words(game, size, scale, large=True)
        seen = probe(app)
        found = problems(seen, min_text=0)
    assert not found, f"{len(found)} layout problems:\n" + "\n".join(found[:30])
    for text in (MESSAGE, LOG_LINE):
        small, large = _size_of(plain, text), _size_of(seen, text)
        assert large >= round(small * LARGE_TEXT) - 1 and large > small, (text, small, large)
    assert _size_of(seen, LOG_LINE) == app.viewport.text_px(FONT)
