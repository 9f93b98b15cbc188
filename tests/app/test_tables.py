"""One shape for every table: screens by name, tables declared in the registry, the shared
TableScene behaviour every game's table inherits."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game import navigation, registry
from game.app import App
from game.engines.common.errors import RuleError
from game.saves import SaveSlots
from game.session import GameSession, Seat
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
    """game.scenes.assembly.ring_view -> game.scenes.assembly; game.scenes.title -> itself."""
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


def _toy_table(app, seats, slots=None):
    from game import records

    game = records.new_game("toy", {"players": len(seats), "seed": 4})
    session = GameSession("toy", game, seats, slots)
    assert app.open_table(session)
    pump(app)
    return app.stack.top


class _BrokenBot:
    def __init__(self, seat, rng):
        self.seat = seat

    def choose(self, game):
        raise RuleError("This bot has lost its marbles.")


def test_a_bot_that_cannot_move_is_reported_once_and_the_table_keeps_running(app, toy,
                                                                              monkeypatch):
    monkeypatch.setattr(registry, "bots", lambda game_id: {"random": _BrokenBot})
    table = _toy_table(app, [Seat("bot", name="Robo"), Seat("human", name="Ada")])
    for _ in range(4):
        table.update(0.5)  # each tick is past the bot delay, within a toast's life
    assert table.toasts.messages.count(
        "Robo (bot) could not move: This bot has lost its marbles.") == 1
    assert "could not move" in table.prompt_text()
    assert table.game.history == []


def test_every_table_shows_a_failing_autosave_until_one_succeeds(app, toy, starboard_home):
    table = _toy_table(app, [Seat("human", name="Ada"), Seat("bot")],
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
    table = _toy_table(app, [Seat("human", name="Ada"), Seat("bot")])
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                  scancode=0)])
    assert type(app.stack.top).__name__ == "PauseScene"
    assert app.stack.top.table is table


class _WatchedTable:
    """The generic table with every event taking one second to show (a drawn table's
    animation, without the drawing)."""

    shown: list[str]

    @staticmethod
    def make(app, seats):
        from game import records
        from game.scenes.board import BoardScene

        class Watched(BoardScene):
            def show_event(self, event):
                self.shown.append(event.text)
                return 1.0

        game = records.new_game("toy", {"players": len(seats), "seed": 4})
        table = Watched(app, GameSession("toy", game, seats, None))
        table.shown = []
        app.stack.clear_to(table)
        pump(app)
        return table


def test_moves_play_event_by_event_and_bots_wait_for_them(app, toy):
    table = _WatchedTable.make(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    log_before = len(table.log.entries)
    table.play(table.actions[0])
    assert table.playing and table.shown == ["Player 1 takes 1."]
    assert [e.text for e in table.log.entries[log_before:]] == ["Ada takes 1."]
    assert not table.actions or table.game.pending.seat == 1
    labels = {getattr(e, "text", "") for e in table._elements}
    assert {"Pause", "Step", "Skip"} <= labels and "Play selected" not in labels
    table.update(0.5)
    assert table.game.history == ["take 1"], "the bot waits while Ada's move is shown"
    table.update(0.6)  # Ada's event is done: the bot may move after its delay
    assert not table.playing
    table.update(0.5)
    assert len(table.game.history) == 2 and table.playing, "Robo's move is shown in turn"


def test_pause_step_and_skip(app, toy):
    table = _WatchedTable.make(app, [Seat("bot", name="Robo"), Seat("bot", name="Bix")])
    table.update(0.5)
    assert table.playing
    table.pacer.toggle_pause()
    for _ in range(5):
        table.update(1.0)
    assert len(table.game.history) == 1 and table.playing, "paused: nothing moves"
    table.pacer.step()
    assert not table.playing and len(table.game.history) == 1
    table.update(0.5)
    assert len(table.game.history) == 1, "still paused: the next bot waits"
    table.pacer.toggle_pause()
    table.update(0.5)
    assert len(table.game.history) == 2 and table.playing
    table.pacer.skip()
    assert not table.playing and table.pacer.skipping
    for _ in range(100):
        if table.game.is_over:
            break
        table.update(0.01)
    assert table.game.is_over, "after Skip, bots play on without animation"
    assert not table.pacer.skipping


def test_playback_keys(app, toy):
    table = _WatchedTable.make(app, [Seat("bot", name="Robo"), Seat("bot", name="Bix")])
    table.update(0.5)

    def key(k):
        pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])

    key(pygame.K_SPACE)
    assert table.pacer.paused
    key(pygame.K_END)
    assert not table.playing and not table.pacer.paused


def _finish(table):
    for _ in range(300):
        if table.game.is_over:
            break
        if table.session.is_bot_turn():
            table.update(1.0)
        else:
            table.play(table.game.legal_actions()[0])
    assert table.game.is_over


def test_end_screen_speaks_from_the_tables_point_of_view(app, toy):
    from tests.support.toy_engine import Take

    table = _toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.game.sticks = 2
    table.play(Take(1))  # Ada leaves one stick: Robo takes the last and wins
    _finish(table)
    end = table.end_screen()
    assert end.headline == "Robo (bot) wins." and not end.won
    assert end.reason == "Player 2 wins.".replace("Player 2", "Robo")
    labels = {getattr(e, "text", "") for e in table._elements}
    assert {"New game", "Play again", "Show board", "Main menu"} <= labels
    assert "Undo" not in labels, "no undo after the end"


def test_a_human_winner_is_congratulated_by_name(app, toy):
    from tests.support.toy_engine import Take

    table = _toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.game.sticks = 3
    table.play(Take(3))
    end = table.end_screen()
    assert end.headline == "Ada wins!" and end.won


def test_show_board_and_play_again_with_the_same_seats(app, toy):
    from tests.support.toy_engine import Take

    table = _toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.game.sticks = 3
    table.play(Take(3))
    seed = table.game.setup.seed
    pump(app)
    from tests.scenes.helpers import press

    press(app, table, "Show board")
    assert table.ending.hidden and "Show result" in {getattr(e, "text", "") for e in table._elements}
    press(app, table, "Show result")
    press(app, table, "Play again")
    again = app.stack.top
    assert again is not table and not again.game.is_over
    assert again.game.setup.seed == seed + 1
    assert [s.name for s in again.session.seats] == ["Ada", "Robo"]


# ---------------------------------------------------------------- logs, look-back, undo


def test_log_is_rebuilt_from_the_record_after_load(app, toy, starboard_home):
    slots = SaveSlots(starboard_home)
    table = _toy_table(app, [Seat("human", name="Ada"), Seat("human", name="Bix")], slots)
    for _ in range(3):
        table.gate.confirm()
        table.play(table.game.legal_actions()[0])
    played = [e.text for e in table.log.entries]
    assert played == ["Ada takes 1.", "Bix takes 1.", "Ada takes 1."]
    assert app.open_save(slots.autosave_path())
    reopened = app.stack.top
    assert reopened is not table
    assert [e.text for e in reopened.log.entries] == played
    assert [e.snapshot["sticks"] for e in reopened.log.entries] == \
        [e.snapshot["sticks"] for e in table.log.entries]


def test_look_back_shows_each_step_as_it_was_and_never_changes(app, toy):
    table = _toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    start = table.game.sticks
    table.play(table.game.legal_actions()[1])  # Ada takes 2
    first = table.log.entries[-1]
    picture = json.dumps(first.snapshot, sort_keys=True)
    for _ in range(4):
        table.update(1.0)
        if not table.session.is_bot_turn() and not table.game.is_over:
            table.play(table.game.legal_actions()[0])
    assert first.snapshot["sticks"] == start - 2
    assert json.dumps(first.snapshot, sort_keys=True) == picture, "later play changes nothing"
    later = table.log.entries[1]
    assert later.snapshot is not first.snapshot and later.snapshot["sticks"] < start - 2


def test_undone_moves_are_marked_in_the_log(app, toy):
    table = _toy_table(app, [Seat("human", name="Ada")])
    table.play(table.game.legal_actions()[0])
    table.play(table.game.legal_actions()[0])
    taken = table.log.entries[-1]
    table.undo.request()
    assert taken.undone and taken.shown_text == "(undone) Ada takes 1."
    assert taken.snapshot is None, "nothing to look back at for a move that never happened"
    assert not table.log.entries[0].undone


def test_undoing_another_persons_move_asks_first(app, toy):
    table = _toy_table(app, [Seat("human", name="Ada"), Seat("human", name="Bix")])
    table.gate.confirm()
    table.play(table.game.legal_actions()[0])  # Ada moves; Bix takes the device
    table.gate.confirm()
    before = table.game.to_dict()
    table.undo.request()
    assert table.game.to_dict() == before, "not without asking"
    dialog = table.undo._dialog
    assert dialog is not None and "Ada's" in dialog.confirmation_text.html_text
    pump(app, [pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED,
                                  ui_element=dialog)])
    assert table.game.history == []


# ---------------------------------------------------------------- hotseat hand-over


def test_pass_screen_only_when_hidden_information_changes_hands(app, toy):
    from game.scenes.board import BoardScene

    class DoorsArePublic(BoardScene):
        """Toy Nim with the rule that taking 1 reveals nothing (like a 404 door choice)."""

        def decision_is_private(self, seat):
            return self.game.sticks % 2 == 0

    from game import records

    game = records.new_game("toy", {"players": 2, "seed": 4})
    game.sticks = 10
    table = DoorsArePublic(app, GameSession("toy", game, [Seat("human", name="Ada"),
                                                          Seat("human", name="Bix")], None))
    app.stack.clear_to(table)
    pump(app)
    assert table.gate.active and table.gate.pending_seat == 0  # Ada's private decision
    table.gate.confirm()
    table.play(table.game.legal_actions()[0])  # 9 sticks: Bix's decision is public
    assert not table.gate.active and table.my_turn() and table.viewing_seat() is None
    table.play(table.game.legal_actions()[0])  # 8: Ada decides in private, she saw last
    assert not table.gate.active and table.viewing_seat() == 0
    table.play(table.game.legal_actions()[0])  # 7: Bix, public
    table.play(table.game.legal_actions()[1])  # 5: Ada, public
    table.play(table.game.legal_actions()[0])  # 4: Bix, private, Ada saw last: hand over
    assert table.gate.active and table.gate.pending_seat == 1


def test_a_game_without_secrets_never_shows_the_pass_screen(app):
    from game import records

    game = records.new_game("tempus", {"players": 2, "seed": 4})
    session = GameSession("tempus", game, [Seat("human", name="Ada"),
                                           Seat("human", name="Bix")], None)
    assert app.open_table(session)
    table = app.stack.top
    for _ in range(40):
        assert not table.gate.active
        if table.game.is_over:
            break
        table.play(table.game.legal_actions()[-1])
    assert len(table.game.history) > 5


def test_esc_and_menu_work_behind_the_pass_screen(app, toy):
    table = _toy_table(app, [Seat("human", name="Ada"), Seat("human", name="Bix")])
    assert table.gate.active
    assert [e.text for e in table._elements] == ["Menu"]
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                  scancode=0)])
    assert type(app.stack.top).__name__ == "PauseScene"


def test_continue_offers_only_a_game_in_progress(app, toy, starboard_home):
    from tests.support.toy_engine import Take

    slots = SaveSlots(starboard_home)
    table = _toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")], slots)
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

    table = _toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
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

    table = _toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
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
