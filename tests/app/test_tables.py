"""One shape for every table: screens by name, tables declared in the registry, the shared
TableScene behaviour every game's table inherits."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game import navigation, registry
from game.app import App
from game.saves import SaveSlots
from game.session import GameSession, Seat
from tests.app.table.helpers import toy_table
from tests.app.test_scenes import pump

ROOT = Path(__file__).resolve().parents[2]
GAME_PKG = ROOT / "game"


@pytest.fixture
def app(starboard_home):
    return App(size=(1280, 720))


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def _scene_unit(module: str) -> str:
    """game.scenes.assembly.board -> game.scenes.assembly; game.scenes.title -> itself."""
    return ".".join(module.split(".")[:3])


def test_no_scene_imports_another_scene_to_navigate():
    offenders = []
    for path in sorted((GAME_PKG / "scenes").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(
            ".__init__")
        own = _scene_unit(module)
        for name in _imports(path):
            if name.startswith("game.scenes.") and _scene_unit(name) != own:
                offenders.append(f"{module} imports {name}")
    assert not offenders, "scenes move with app.go(name), not imports: " + "; ".join(offenders)


def test_shared_ui_never_imports_a_scene():
    offenders = [f"{p.relative_to(ROOT)}: {n}" for p in sorted((GAME_PKG / "ui").rglob("*.py"))
                 for n in _imports(p) if n.startswith("game.scenes")]
    assert not offenders


def test_nothing_under_game_is_demo_code():
    assert not [p for p in GAME_PKG.rglob("*.py") if "demo" in p.stem]


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_every_declared_engine_bot_and_table_imports(game_id):
    from game.ui.table_scene import TableScene

    registry.engine(game_id)
    info = registry.game_info(game_id)
    assert info.bots == f"game.bots.{game_id}", "every real game declares its bots"
    assert {"random", "easy", "normal", "hard"} <= set(registry.bots(game_id))
    table = navigation.table_class(game_id)
    assert issubclass(table, TableScene)
    if info.table:
        assert navigation.table_target(game_id) == info.table


def test_every_named_screen_loads():
    for name in navigation.SCREENS:
        assert isinstance(navigation.screen_class(name), type)
    with pytest.raises(LookupError, match="No screen called"):
        navigation.screen_class("bridge")


def test_the_generic_table_serves_only_games_without_their_own():
    assert navigation.table_target("assembly") != navigation.GENERIC_TABLE
    for game_id, info in registry.GAMES.items():
        if not info.table:
            assert navigation.table_target(game_id) == navigation.GENERIC_TABLE


@pytest.fixture
def broken_table(monkeypatch):
    info = registry.GameInfo("toy", "Toy Nim", "A test game.", 1, 4, 2, coop=False,
                             module="tests.support.toy_engine",
                             table="game.scenes.toy_table_that_is_missing:ToyTable")
    monkeypatch.setitem(registry.GAMES, "toy", info)
    registry.content.cache_clear()
    yield info
    registry.content.cache_clear()


def test_a_declared_table_that_fails_to_import_is_an_error_not_a_fallback(app, broken_table):
    from game import records

    with pytest.raises(navigation.TableMissing, match="Toy Nim table"):
        navigation.table_class("toy")
    app.go("title")
    session = GameSession("toy", records.new_game("toy", {"players": 2, "seed": 1}),
                          [Seat("human", name="Ada"), Seat("bot")], None)
    assert app.open_table(session) is False
    assert type(app.stack.top).__name__ == "TitleScene", "the menu stays; no generic table"
    windows = [e for e in app.ui.get_root_container().elements
               if type(e).__name__ == "UIMessageWindow"]
    assert windows


def test_declared_bots_that_fail_to_import_are_an_error_not_a_fallback(app, monkeypatch):
    """A bot package that cannot load must not leave a game quietly with the random bot."""
    info = registry.GameInfo("toy", "Toy Nim", "A test game.", 1, 4, 2, coop=False,
                             module="tests.support.toy_engine", bots="game.bots.toy_missing")
    monkeypatch.setitem(registry.GAMES, "toy", info)
    with pytest.raises(registry.BotsMissing, match="Toy Nim bots"):
        registry.bots("toy")
    with pytest.raises(registry.BotsMissing):
        registry.bot_factory("toy", "random")
    with pytest.raises(navigation.TableMissing, match="Toy Nim bots"):
        navigation.table_class("toy")
    plain = registry.GameInfo("toy", "Toy Nim", "A test game.", 1, 4, 2, coop=False,
                              module="tests.support.toy_engine")
    monkeypatch.setitem(registry.GAMES, "toy", plain)
    assert list(registry.bots("toy")) == ["random"], "declaring no bots: the random one only"








def test_every_table_shows_a_failing_autosave_until_one_succeeds(app, toy, starboard_home):
    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot")],
                       SaveSlots(starboard_home))
    table.session.autosave_error = "Autosave failed: No space left on device."
    table.update(0.016)
    assert table.needs_redraw
    screen = pygame.display.get_surface()
    table.draw(screen)
    assert table._autosave_shown == table.session.autosave_error
    from game.ui.theme import colour

    vp = table.vp
    assert screen.get_at((screen.get_width() // 2, vp.px(58)))[:3] == tuple(colour("bad"))[:3]


def test_pause_menu_opens_by_name_over_any_table(app, toy):
    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot")])
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                  scancode=0)])
    assert type(app.stack.top).__name__ == "PauseScene"
    assert app.stack.top.table is table


















# ---------------------------------------------------------------- logs, look-back, undo










# ---------------------------------------------------------------- hotseat hand-over








def test_continue_offers_only_a_game_in_progress(app, toy, starboard_home):
    from tests.support.toy_engine import Take

    slots = SaveSlots(starboard_home)
    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")], slots)
    app.main_menu()
    pump(app)
    labels = [getattr(e, "text", "") for e in app.stack.top._elements]
    assert labels[0] == "Continue"
    app.open_table(table.session)
    table = app.stack.top
    table.game.sticks = 3
    table.play(Take(3))  # Ada wins; the autosave now holds a finished game
    app.main_menu()
    pump(app)
    first = app.stack.top._elements[0]
    assert first.text == "Last result", "a finished game is not offered as Continue"
    assert "ended" in first.tool_tip_text


def test_save_as_writes_where_the_player_chooses(app, toy, tmp_path):
    from game.records import read_save

    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.play(table.game.legal_actions()[0])
    table.open_pause()
    pause = app.stack.top
    pause.on_save_as()
    dialog = pause._file_dialog
    assert dialog is not None
    target = tmp_path / "elsewhere" / "my game"
    target.parent.mkdir()
    pump(app, [pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(target),
                                  ui_element=dialog)])
    saved = target.with_name("my game.json")
    assert read_save(saved).game.to_dict() == table.game.to_dict()
    assert "Saved as" in pause.message
    (tmp_path / "a file").write_text("not a folder")
    pause.save_to(tmp_path / "a file" / "x.json")
    windows = [e for e in app.ui.get_root_container().elements
               if type(e).__name__ == "UIMessageWindow"]
    assert windows, "a failed save says why"


def test_esc_closes_the_save_as_dialog_and_not_the_menu_behind_it(app, toy):
    from tests.app.test_keyboard import key

    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.open_pause()
    pause = app.stack.top
    pause.on_save_as()
    dialog = pause._file_dialog
    pump(app, [key(pygame.K_p)])
    assert app.stack.top is pause and dialog.alive(), "keys go to the dialog"
    pump(app, [key(pygame.K_ESCAPE)])
    assert not dialog.alive()
    assert app.stack.top is pause, "the menu behind stays open"
    pump(app, [key(pygame.K_ESCAPE)])
    assert app.stack.top is table, "then Esc leaves the menu as usual"
