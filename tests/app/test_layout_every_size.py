"""Every screen at every window size and UI scale, as a player would see it.

Each case opens a screen in a real App at one window size and UI scale, draws it onto a
recording window (tests/support/layout_probe.py follows every text our font helpers draw
to where it lands) and fails on anything a player would see wrong: a widget or a text
outside the window, two widgets or two texts on top of each other, a text under a widget,
a text cut off, a widget's own text wider than the widget; and at 1280x720 and 100%,
a text smaller than 14 px.

Sizes: 16:9 from 960x540 to 2560x1440, 4:3 and 21:9. Menus are checked at every size and
UI scale 100/150/200% (their layout changes with both). A table keeps its full logical
room (units.Viewport: the UI scale gives way), so its layout depends only on the window's
shape: tables are checked at every size at 100% and at two sizes at 150% and 200%, which
proves the scale gives way. Tables are parametrised over the registry, so every game's
table (its own or the generic one) is covered as soon as it is declared.
"""

from __future__ import annotations

import pytest

from game import navigation, registry
from game.app import App
from game.engines.common.rng import Rng
from game.records import new_game
from game.saves import SaveSlots
from game.session import GameSession, Seat
from tests.support.layout_probe import TextRecorder, probe, problems

SIZES = [(960, 540), (1280, 720), (1920, 1080), (2560, 1440),  # 16:9
         (1024, 768), (1920, 1440),  # 4:3
         (1260, 540), (2560, 1080)]  # 21:9
SCALES = (100, 150, 200)
MIN_TEXT = 14  # px, at 1280x720 and 100%
NAMES = ["Ada", "Bix", "Cog", "Dot", "Eko", "Fizz"]


def _id(case) -> str:
    (w, h), scale = case
    return f"{w}x{h}@{scale}"


MENU_CASES = [(size, scale) for size in SIZES for scale in SCALES]
TABLE_CASES = [(size, 100) for size in SIZES] + [((1280, 720), 200), ((1024, 768), 150)]


def make_app(size, scale) -> App:
    app = App(size=size)
    app.settings.ui_scale = scale
    app.settings.sound = False
    app.settings.animation_speed = 3  # moves land at once
    return app


def check(app, size, scale) -> None:
    found = problems(probe(app), min_text=MIN_TEXT if (size, scale) == ((1280, 720), 100)
                     else 0)
    assert not found, f"{len(found)} layout problems:\n" + "\n".join(found[:40])


# ------------------------------------------------------------------ menus
def _saves(app) -> None:
    slots = SaveSlots(app.home)
    for seed in (1, 2):
        session = GameSession.new("assembly", {"players": 1, "seed": seed},
                                  [Seat("human", name="Ada")], slots)
        session.autosave()
        session.save_as_new()


def _new_game(game_id: str, players: int | None = None):
    def open_it(app):
        app.go("new_game", game_id=game_id)
        if players is not None:
            scene = app.stack.top
            scene.players = players
            scene._reset_seats()
            scene._rebuild()
    return open_it


MENUS = {
    "title": lambda app: None,
    "settings": lambda app: app.go("settings"),
    "new_game_404_six": _new_game("law404", 6),
    "new_game_assembly_three": _new_game("assembly", 3),
    "new_game_tempus": _new_game("tempus"),
    "load": lambda app: (_saves(app), app.go("load")),
    "rules": lambda app: app.go("rules", game_id="assembly"),
}


@pytest.mark.parametrize("case", MENU_CASES, ids=_id)
@pytest.mark.parametrize("screen", list(MENUS))
def test_menu_lays_out(screen, case):
    size, scale = case
    with TextRecorder():
        app = make_app(size, scale)
        app.go("title", clear=True)
        MENUS[screen](app)
        check(app, size, scale)


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
@pytest.mark.parametrize("case", [((1280, 720), 200), ((960, 540), 150)], ids=_id)
def test_rules_of_every_game_lay_out(game_id, case):
    size, scale = case
    with TextRecorder():
        app = make_app(size, scale)
        app.go("title", clear=True)
        app.go("rules", game_id=game_id)
        check(app, size, scale)


# ------------------------------------------------------------------ tables
def _session(app, game_id: str, players: int, humans: int = 1, finished: bool = False):
    seats = [Seat("human" if i < humans else "bot", "random", NAMES[i % len(NAMES)])
             for i in range(players)]
    game = new_game(game_id, {"players": players, "seed": 3})
    if finished:  # random play ends every game in a few hundred moves at most
        rng = Rng(11)
        for _ in range(20000):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        assert game.is_over
    return GameSession(game_id, game, seats, SaveSlots(app.home))


def _open_table(app, session, confirm: bool = True):
    assert app.open_table(session)
    table = app.stack.top
    assert isinstance(table, navigation.table_class(session.game_id))
    if table.gate.active and confirm:
        table.gate.confirm()
    for _ in range(3):
        app.step([], 1 / 60)
    return table


def _table(game_id: str, players: int | None = None, humans: int = 1,
           finished: bool = False, pause: bool = False, confirm: bool = True, then=None):
    def open_it(app):
        n = players or registry.GAMES[game_id].default_players
        table = _open_table(app, _session(app, game_id, n, humans, finished), confirm)
        if pause:
            table.open_pause()
        if then is not None:
            then(table)
        app.step([], 1 / 60)
    return open_it


def _assembly_hints(table) -> None:
    from game.scenes.assembly import hint

    table.toggle_hints()
    table.hint_worker.cancel()
    table.hints = [hint.Hint(None, "Swap modules in bays 3 and 7 [Swap]", 0.62, 12),
                   hint.Hint(None, "Rotate 2 bays anti-clockwise [3-card substitute]", 0.4, 12),
                   hint.Hint(None, "Lock bays 4 + 8 [Deploy / Lock]", 0.1, 12)]
    for i in range(8):
        table.log.add(f"Move {i}: the Reactor module is deployed to bay {i + 1}.")
    table.invalidate()


def _assembly_rotate(table) -> None:
    table.preview_rotation(True, 1, 1)
    if table.rot is None:
        table.preview_rotation(False, 1, 1)


TABLES = {f"{g}_table": _table(g) for g in sorted(registry.GAMES)}
TABLES.update({f"{g}_end_screen": _table(g, finished=True) for g in sorted(registry.GAMES)})
TABLES.update({
    "assembly_two_players_hotseat": _table("assembly", 2, humans=2),
    "assembly_double_ring": _table("assembly", 3, humans=1),
    "pause_over_a_table": _table("assembly", 1, pause=True),
    "assembly_pass_screen": _table("assembly", 2, humans=2, confirm=False),
    "assembly_hints_beside_the_log": _table("assembly", 2, humans=2, then=_assembly_hints),
    "assembly_rotate_preview": _table("assembly", 1, then=_assembly_rotate),
    "assembly_more_list": _table("assembly", 1, then=lambda table: table.open_more()),
})


@pytest.mark.parametrize("case", TABLE_CASES, ids=_id)
@pytest.mark.parametrize("table", list(TABLES))
def test_table_lays_out(table, case):
    size, scale = case
    with TextRecorder():
        app = make_app(size, scale)
        TABLES[table](app)
        check(app, size, scale)


def test_the_probe_sees_a_widget_off_screen_and_text_cut_off():
    """The checks can fail: a button pushed off the window and a text drawn past the edge
    of the surface it is pasted into are both reported."""
    import pygame

    from game.ui import fonts
    from tests.support.layout_probe import RecordingSurface

    with TextRecorder():
        app = make_app((1280, 720), 100)
        scene = app.go("title", clear=True)
        scene.button(app.viewport.rect(1200, 700, 200, 50), "Lost", lambda: None)
        found = problems(probe(app))
        assert any("Lost" in p and "outside the window" in p for p in found)
        card = pygame.Surface((40, 20))
        card.blit(fonts.render("A long caption", 16, (255, 255, 255)), (4, 2))
        window = RecordingSurface((200, 100))
        window.blit(card, (10, 10))
        assert window.boxes and window.boxes[0].cut
