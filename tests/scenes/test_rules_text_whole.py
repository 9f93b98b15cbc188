"""Rules text on the table is read whole without hovering: no event card effect, no
directive on a draft card and no Tempus board action's text ends in "..." at 1280x720,
1920x1080 and 1920x1080 at 150%, for every event, directive and action the content has.
The tooltip still has it all, but a player should not have to hunt for it."""

from __future__ import annotations

import copy
import functools

import pytest

from game.scenes.law404 import cards
from game.scenes.law404 import text as law_text
from tests.scenes.test_clear_of_controls import SIZES, _position, _table


@pytest.fixture
def cut_short(monkeypatch):
    """Every text the 404 table shortened with an ellipsis while the test ran."""
    found: list[str] = []
    real = law_text.elided

    def spy(text, size, width, bold=False, cut=False):
        out = real(text, size, width, bold, cut)
        if out != text:
            found.append(text)
        return out

    monkeypatch.setattr(law_text, "elided", spy)
    cards._directive.cache_clear()
    yield found
    cards._directive.cache_clear()


@pytest.mark.parametrize("size,scale", SIZES, ids=lambda v: f"{v}")
@pytest.mark.parametrize("players", [3, 6])
def test_every_event_card_is_read_whole(players, size, scale, starboard_home, cut_short):
    import pygame

    from game.engines.common.rng import Rng
    from game.records import new_game

    game = new_game("law404", {"players": players, "seed": 2})
    rng = Rng(2)
    while game.pending.kind in ("keep_directive",):
        game.apply(rng.choice(game.legal_actions()))
    app, table = _table("law404", game, size, scale)
    vp = table.vp
    rect = vp.rect(*table.reg.event)
    events = table.content.events
    anomalies = [a for a in events if events[a].kind == "anomaly"]
    for eid, e in events.items():
        beside = [a for a in anomalies if a != eid][:1]  # an anomaly in play beside it
        for hits in range(0, (e.armour if e.kind == "enemy" else 0) + 1):
            view = {**table.shown, "main": eid, "enemy_hits": hits,
                    "current": [eid, *beside],
                    "event_done": False}
            table.sides.draw_event(pygame.Surface(app.window.get_size()), vp, rect, view)
    assert not cut_short, f"{len(cut_short)} cut short: {sorted(set(cut_short))[:6]}"


@pytest.mark.parametrize("size,scale", SIZES, ids=lambda v: f"{v}")
def test_every_directive_on_a_draft_card_is_read_whole(size, scale, starboard_home,
                                                       cut_short):
    app, table = _table("law404", _position("law404", "keep_directive"), size, scale)
    rects = table.draft.card_rects()
    assert rects
    printed = table.printed
    for did in table.content.directives:
        card = cards.directive_card(did, printed)
        table._directive_face(card, rects[0].size)
    assert not cut_short, f"{len(cut_short)} cut short: {sorted(set(cut_short))[:6]}"



@functools.cache
def _tempus_turns() -> dict:
    """A turn position with the acting crew member in each space, from seeded random play
    (Shield Controls among them, its Reinforce Shields refused at full strength)."""
    from game.engines.common.rng import Rng
    from game.records import new_game
    from game.scenes.tempus.choices import acting_seat

    found = {}
    for seed in range(1, 25):
        game = new_game("tempus", {"players": 2, "seed": seed})
        rng = Rng(seed)
        for _ in range(400):
            if game.is_over:
                break
            if game.pending.kind == "turn":
                at = game.public_view()["crew"][acting_seat(game)]["at"]
                if at and at not in found:
                    found[at] = copy.deepcopy(game)
            game.apply(rng.choice(game.legal_actions()))
    return found


@pytest.mark.parametrize("size,scale", SIZES, ids=lambda v: f"{v}")
def test_every_tempus_board_action_is_read_whole(size, scale, starboard_home):
    """A board action not possible now is written in the action panel with what stops it
    (Shield Controls: "Reinforce Shields: ... already at full strength"), never cut short."""
    positions = _tempus_turns()
    assert "shield_controls" in positions
    app, table = _table("tempus", positions["shield_controls"], size, scale)
    cut = []
    for room, game in positions.items():
        table.session.game = copy.deepcopy(game)
        table.refresh()
        app.step([], 1 / 60)
        cut += [(room, words) for _, words in table.panel_reasons if "..." in words]
    assert not cut, f"cut short: {cut[:4]}"


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0, 0.8578])
def test_the_hyperdrive_card_is_read_whole(scale, monkeypatch):
    """The Hyperdrive card's line under its name, broken (any count of tokens) or fixed,
    whole at every table scale (at 150% "...send the Distress..." was cut)."""
    import pygame

    from game.records import new_game
    from game.scenes.tempus import panels
    from game.ui.units import Viewport

    pygame.display.init()
    pygame.font.init()
    cut = []
    real = panels.lines_in

    def spy(text, px, width, max_lines, bold=False):
        out = real(text, px, width, max_lines, bold)
        if out and out[-1].endswith("...") and not text.endswith("..."):
            cut.append(text)
        return out

    monkeypatch.setattr(panels, "lines_in", spy)
    game = new_game("tempus", {"players": 2, "seed": 1})
    view = game.public_view()
    vp = Viewport((round(1280 * scale), round(720 * scale)))
    surf = pygame.Surface(vp.size)
    for fixed in (False, True):
        for n in range(13):
            tokens = {k: dict(v) for k, v in view["tokens"].items()}
            tokens["fire"]["hyperdrive"] = n
            panels.draw_hyperdrive(surf, vp, {**view, "fixed": fixed, "tokens": tokens},
                                   game.content)
    assert not cut, f"cut short: {sorted(set(cut))}"
