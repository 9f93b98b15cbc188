"""No internal id and no raw action text in anything the Tempus table shows: every string it
renders (deck, sheets, panels, playback, reports, end screen), logs, toasts, puts on a button
or in a tooltip, over seeded 3-crew games played to the end."""

from __future__ import annotations

import re
import sys

import pytest

from game.bots.base import observe
from game.bots.tempus import CrewBot
from game.engines.common.rng import Rng
from game.records import new_game
from game.scenes.tempus import art, panels
from game.scenes.tempus.layout import places
from game.scenes.tempus.scene import TempusScene
from game.session import GameSession, Seat
from game.ui import fonts
from game.ui.board import counters, text
from tests.scenes.helpers import pump

MAX_ACTIONS = 400


class RecordingFont:
    """A font that notes every string it renders."""

    def __init__(self, real, seen: set[str]):
        self._real, self._seen = real, seen

    def render(self, string, *args, **kwargs):
        self._seen.add(str(string))
        return self._real.render(string, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._real, name)


@pytest.fixture
def seen(monkeypatch) -> set[str]:
    """Every `font(...)` anywhere in the game renders through a RecordingFont; the render
    caches are emptied so nothing is drawn from before."""
    strings: set[str] = set()
    real_font = fonts.font

    def recording(size: int, bold: bool = False):
        return RecordingFont(real_font(size, bold), strings)

    for name, module in list(sys.modules.items()):
        if name.startswith("game.") and getattr(module, "font", None) is real_font:
            monkeypatch.setattr(module, "font", recording)
    monkeypatch.setattr(fonts, "font", recording)
    fonts._TEXT_CACHE.clear()
    text._block.cache_clear()
    counters.clear_cache()
    art.token_surface.cache_clear()
    yield strings
    fonts._TEXT_CACHE.clear()
    text._block.cache_clear()
    counters.clear_cache()
    art.token_surface.cache_clear()


def forbidden(game) -> tuple[set[str], set[str]]:
    """(substrings, whole words) a player must never read."""
    content = game.content
    ids = set(game.graph.spaces) | {lk.id for lk in content.ship.links}
    ids |= set(game.items) | set(content.items) | set(content.cards)
    ids |= set(content.characters) | set(content.hyperdrives)
    subs = {i for i in ids if "_" in i} | {"give=", "take=", "seat 0", "seat 1", "seat 2"}
    words = {i for i in ids if "_" not in i}
    return subs, words


def leaks(strings, subs: set[str], words: set[str], actions: set[str]) -> list[str]:
    bad = []
    word_re = re.compile(r"\b(" + "|".join(sorted(words)) + r")\b")
    for s in strings:
        if not s:
            continue
        if any(x in s for x in subs) or word_re.search(s) or s.strip() in actions:
            bad.append(s)
        elif re.search(r"\b[a-z]+_[a-z0-9_]+\b", s):  # any snake_case id at all
            bad.append(s)
        elif re.search(r"\b(crew|c):\d|\bs:[a-z]", s):  # the engine's places
            bad.append(s)
    return sorted(bad)


def table_strings(scene) -> set[str]:
    """What the table shows besides rendered text: buttons, tooltips, log, toasts."""
    out = set()
    for element in scene._elements:
        out.add(getattr(element, "text", "") or "")
        out.add(getattr(element, "tool_tip_text", "") or "")
    out.update(e.text for e in scene.log.entries)
    out.update(scene.toasts.messages)
    for zone in scene.deck.table.zones.values():
        out.add(zone.tooltip)
        out.update(c.tooltip for c in zone.stack)
        out.update(c.label for c in zone.stack)
    out.update(why for _, why in scene.disabled)
    out.add(scene.headline()[0])
    out.add(scene.headline()[1])
    out.update(tooltips_of(scene))
    return out


def tooltips_of(scene) -> set[str]:
    """The tooltips of the status strip, the piles, the sheets and the tokens on the deck."""
    vp = scene.vp
    strip = places(vp.logical_size)
    spots = [vp.rect(*r).center for r in (strip.shields, strip.completion, strip.hyperdrive,
                                           strip.supply)]
    spots += [r.center for r in panels.pile_rects(vp)]
    spots += [vp.rect(*r).center for r in scene.sheet_layout.values()]
    spots += [r.center for r in scene.deck.token_rects.values()]
    found = {scene.tooltips.query(pos) for pos in spots}
    return {t for t in found if t}


def action_texts(game) -> set[str]:
    return {a.to_text() for a in game.legal_actions()} if not game.is_over else set()


@pytest.mark.parametrize("seed", [11, 12])
def test_nothing_drawn_or_logged_shows_an_internal_id_bots(app, seen, seed):
    """Three bot seats, every move played back (speed 2), the reports opened at the end."""
    app.settings.animation_speed = 2
    game = new_game("tempus", {"players": 3, "seed": seed, "difficulty": "recruit"})
    seats = [Seat("bot", "crew", n) for n in ("Ada", "Bo", "Cy")]
    scene = TempusScene(app, GameSession("tempus", game, seats, None))
    app.stack.push(scene)
    shown, actions = set(), set()
    frames = 0
    while not game.is_over and len(game.history) < MAX_ACTIONS and frames < 20000:
        actions |= action_texts(game)
        app.step([], 0.25)
        frames += 1
        if frames % 5 == 0:
            shown |= table_strings(scene)
    for _ in range(40):
        app.step([], 0.25)
    assert game.is_over
    for report in ("discard", "timeline"):
        scene.report = report
        scene.invalidate()
        app.draw()
    shown |= table_strings(scene)
    subs, words = forbidden(game)
    assert len(seen) > 200  # the recording saw the table's texts
    assert not leaks(seen | shown, subs, words, actions)


def test_nothing_shown_to_people_shows_an_internal_id(app, seen):
    """The same scan with people's controls on screen: three human seats whose moves a crew
    bot picks, every decision's buttons, reasons and tooltips built and drawn."""
    game = new_game("tempus", {"players": 3, "seed": 7, "difficulty": "officer"})
    seats = [Seat("human", "random", n) for n in ("Ada", "Bo", "Cy")]
    scene = TempusScene(app, GameSession("tempus", game, seats, None))
    app.stack.push(scene)
    pump(app)
    bots = [CrewBot(s, Rng(s)) for s in range(3)]
    shown, actions = set(), set()
    while not game.is_over and len(game.history) < MAX_ACTIONS:
        actions |= action_texts(game)
        shown |= table_strings(scene)
        action = bots[game.pending.seat].choose(observe("tempus", game))
        assert scene.play(action)
        app.draw()
    scene.open_report("timeline")
    app.draw()
    shown |= table_strings(scene)
    subs, words = forbidden(game)
    assert not leaks(seen | shown, subs, words, actions)


def test_the_scan_catches_a_leak():
    """The check itself fails on ids and action texts (a scan that cannot fail is none)."""
    game = new_game("tempus", {"players": 2, "seed": 1})
    subs, words = forbidden(game)
    acts = {"move central_corridor", "end"}
    assert leaks(["Moved to central_corridor."], subs, words, acts)
    assert leaks(["end"], subs, words, acts)
    assert leaks(["Vega found the tool_kit_1"], subs, words, acts)
    assert leaks(["trade 1 give=a take="], subs, words, acts)
    assert leaks(["Hello vega"], subs, words, acts)
    assert leaks(["Heal crew:0"], subs, words, acts)
    assert not leaks(["Captain Vega moves to Central Corridor."], subs, words, acts)
