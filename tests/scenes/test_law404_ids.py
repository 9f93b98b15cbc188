"""No internal id reaches a player: every text the 404 table draws (through our fonts), puts
in a button or tooltip, or logs over a whole seeded 4-bot game is scanned for the ids of
items, zones, rooms, cards, directives, events, chips, doors and seats.

Ids that are plain words ("artefact", "lockdown", "science") read the same as the printed
name and are not looked for; everything with an underscore, a dot, a colon or a digit is.
"""

from __future__ import annotations

import re

import pygame
import pytest

from game.engines.law404.rules import items
from game.scenes.law404 import cards as law_cards
from game.ui import cards as ui_cards
from game.ui import fonts
from game.ui.board import counters, text
from tests.scenes.helpers import pump
from tests.scenes.law404_driver import open_table

GENERIC = [r"\brobot:\d", r"\bseat \d", r"\b[a-z]+_[a-z0-9_]+\b", r"\b[a-z]+\.[a-z_]+\b",
           r"\b[a-z]+\d+\b", r"\bd\d+\b"]


def id_pattern(content) -> re.Pattern:
    ids = set(items.ALL_ITEMS) | set(content.zones) | set(content.rooms)
    ids |= set(content.directives) | set(content.events) | set(content.chips)
    ids |= set(content.action_cards) | set(content.room_cards)
    for layout in content.layouts.values():
        ids |= {d.id for d in layout.doors}
    distinctive = sorted((i for i in ids if re.search(r"[_.:\d]", i)), key=len, reverse=True)
    exact = r"(?<![\w.])(" + "|".join(map(re.escape, distinctive)) + r")(?![\w])"
    return re.compile("|".join([exact, *GENERIC]))


class Recorder:
    """Every string our fonts rasterise while installed."""

    def __init__(self):
        self.texts: set[str] = set()

    def font_class(self):
        recorder = self

        class RecordingFont(pygame.font.Font):
            def render(self, text, *args, **kwargs):
                if text:
                    recorder.texts.add(str(text))
                return super().render(text, *args, **kwargs)

        return RecordingFont


def clear_render_caches() -> None:
    fonts.clear_caches()
    text._block.cache_clear()
    counters.clear_cache()
    ui_cards._render.cache_clear()
    law_cards._face.cache_clear()
    law_cards._back.cache_clear()


@pytest.fixture
def recorder(monkeypatch):
    rec = Recorder()
    monkeypatch.setattr(pygame.font, "Font", rec.font_class())
    clear_render_caches()
    yield rec
    monkeypatch.undo()
    clear_render_caches()


def shown_texts(scene) -> set[str]:
    """What a player can read besides drawn text: buttons, tooltips, log, prompt."""
    out = {scene.prompt_text()}
    for element in scene._elements:
        out.add(getattr(element, "text", "") or "")
        out.add(getattr(element, "tool_tip_text", "") or "")
    for zone in scene.ship.table.zones.values():
        out.add(zone.tooltip or "")
        out.update(c.tooltip or "" for c in zone.stack)
        out.update(c.label or "" for c in zone.stack)
    out.update(t for _, t in scene.sides.hot)
    for door in scene.ship.geo.doors:
        out.add(scene._door_tooltip(scene.ship.door_px(door).center) or "")
    out.update(e.text for e in scene.log.entries)
    out.update(o.label for o in scene.options)
    out.update(o.help for o in scene.options)
    return {t for t in out if t}


def test_no_internal_id_in_anything_a_seeded_4_bot_game_draws_or_logs(app, recorder):
    scene = open_table(app, players=4, seed=31, humans=0)
    game = scene.game
    pattern = id_pattern(game.content)
    seen: set[str] = set()
    raw: set[str] = set()
    moves = 0
    while not game.is_over:
        events = scene.bots.mover.step()
        raw.update(e.text for e in events)
        scene.pacer.show_move(events, None)
        moves += 1
        if moves % 3 == 0:
            scene.draw(app.window)
            seen |= shown_texts(scene)
        assert moves < 5000
    pump(app, frames=3)
    scene.draw(app.window)
    seen |= shown_texts(scene) | {scene.named(game.result.text)}
    end = scene.end_screen()
    seen |= {end.headline, end.reason} | {f"{a}: {b}" for a, b in end.figures}
    seen |= {line for _title, rows in end.sections for line in rows}
    seen |= recorder.texts
    assert len(seen) > 200, "the scan saw the game"
    assert any("(Weaponry)" in t or "(Navigation)" in t for t in seen)
    leaks = sorted({f"{m.group(0)!r} in {t!r}" for t in seen for m in pattern.finditer(t)})
    assert not leaks, "\n".join(leaks[:40])
    # The engine's own event texts too (the replay command and saves show them as they
    # are): the table's safety net must not be what keeps ids out of the log.
    leaks = sorted({f"{m.group(0)!r} in {t!r}" for t in raw for m in pattern.finditer(t)})
    assert not leaks, "\n".join(leaks[:40])


def test_the_scan_finds_an_id_when_one_is_there(app):
    """The pattern itself can fail: the engine's raw texts do carry ids."""
    scene = open_table(app, players=3, seed=2)
    pattern = id_pattern(scene.game.content)
    for raw in ("Fuel cannot go from cargo.space to robot:0 now.", "Soldier (soldier1)",
                "keep explore_war", "program card26 top", "seat 0 in port_engine"):
        assert pattern.search(raw), raw
        assert not pattern.search(scene.named(raw).replace("card26", "")) or "seat" in raw
