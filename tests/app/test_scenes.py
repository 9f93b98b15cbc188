"""Headless scene tests: the app is driven with synthetic mouse events (read via event.pos)."""

import pygame
import pytest

from game.app import App
from game.saves import SaveSlots
from game.session import GameSession, Seat


@pytest.fixture
def app(starboard_home):
    # pygame stays initialised between tests: fonts are cached per process.
    return App(size=(1280, 720))


def pump(app, events=(), frames=2):
    """Run frames, feeding back events pygame-gui posted (button presses)."""
    app.step(list(events))
    for _ in range(frames):
        app.step(pygame.event.get())


def click(app, element):
    pos = element.rect.center
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def find_button(scene, text):
    for element in scene._elements:
        if getattr(element, "text", None) == text:
            return element
    raise AssertionError(f"no button {text!r}")


def test_title_menu_opens_each_screen_and_back(app):
    from game.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    pump(app)
    for text, kind in [("New game", "NewGameScene"), ("Load", "LoadScene"),
                       ("Settings", "SettingsScene"), ("Rules", "RulesScene")]:
        click(app, find_button(app.stack.top, text))
        assert type(app.stack.top).__name__ == kind
        pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                      unicode="", scancode=0)])
        assert isinstance(app.stack.top, TitleScene)


def test_continue_is_disabled_without_an_autosave(app):
    from game.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    pump(app)
    assert not find_button(app.stack.top, "Continue").is_enabled


@pytest.mark.parametrize("scene_name", ["title.TitleScene", "settings_scene.SettingsScene",
                                        "new_game.NewGameScene", "load.LoadScene",
                                        "rules.RulesScene"])
def test_hit_targets_are_at_least_44px_at_1280x720(app, scene_name):
    import importlib

    module, cls = scene_name.split(".")
    scene = getattr(importlib.import_module(f"game.scenes.{module}"), cls)(app)
    app.stack.push(scene)
    pump(app)
    for element in scene._elements:
        if type(element).__name__ == "UILabel":
            continue
        assert element.rect.width >= 44 and element.rect.height >= 44, element


def test_ui_scale_and_resize_relayout(app):
    from game.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    pump(app)
    before = find_button(app.stack.top, "Quit").rect.height
    settings = app.settings
    settings.ui_scale = 150
    app.apply_settings(settings)
    pump(app)
    after = find_button(app.stack.top, "Quit").rect.height
    # Everything is drawn 1.5 times larger; the menu's shorter room uses its compact rows.
    assert app.viewport.scale == pytest.approx(1.5)
    assert after == pytest.approx(46 * 1.5, abs=2) and after > before


def _toy_board(app, seats):
    from game import records
    from game.scenes.board import BoardScene

    game = records.new_game("toy", {"players": len(seats), "seed": 4})
    session = GameSession("toy", game, seats, SaveSlots(app.home))
    app.stack.push(BoardScene(app, session))
    pump(app)
    return app.stack.top


def test_board_plays_an_action_from_the_list_and_autosaves(app, toy):
    board = _toy_board(app, [Seat("human", name="Ada")])
    sticks = board.game.sticks
    board.action_list.set_item_list([a.to_text() for a in board.actions])
    board.play(board.actions[1])
    assert board.game.sticks == sticks - 2
    assert SaveSlots(app.home).autosave_path().exists()
    board.undo.request()
    assert board.game.sticks == sticks


def test_board_rejects_illegal_action_with_sentence_and_no_change(app, toy):
    from tests.support.toy_engine import Take

    board = _toy_board(app, [Seat("human", name="Ada"), Seat("bot")])
    before = board.game.to_dict()
    board.play(Take(5))
    assert board.game.to_dict() == before
    assert board.toasts.latest == "Take 1, 2 or 3 sticks."


def test_bot_seats_play_themselves(app, toy):
    board = _toy_board(app, [Seat("bot"), Seat("bot")])
    for _ in range(200):
        if board.game.is_over:
            break
        board.update(1.0)
    assert board.game.is_over


def test_hotseat_pass_screen_hides_the_next_players_view(app, toy):
    board = _toy_board(app, [Seat("human", name="Ada"), Seat("human", name="Bix")])
    assert board.gate.active and board.gate.pending_seat == 0
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=board.gate.button_rect.center,
                                  button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=board.gate.button_rect.center,
                                  button=1)])
    assert not board.gate.active and board.gate.revealed_for == 0
    board.play(board.actions[0])  # Ada moves; now Bix must get the device
    pump(app)
    assert not board.gate.active, "Ada sees what her move did first"
    done = next(e for e in board._elements if e.text == "Done: pass to Bix")
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=done.rect.center, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=done.rect.center, button=1)])
    assert board.gate.active and board.gate.pending_seat == 1
    assert board.actions == [], "no actions offered before the seat confirms"
    assert [e.text for e in board._elements] == ["Menu"], \
        "over the pass screen only the Menu: no list or action button"
    board.gate.confirm()
    assert not board.gate.active
    assert board.actions


def test_log_click_shows_the_table_then(app, toy):
    board = _toy_board(app, [Seat("human", name="Ada"), Seat("bot")])
    first = board.game.sticks
    board.play(board.actions[0])
    for _ in range(3):
        board.update(1.0)
    entry = board.log.entries[0]
    assert entry.snapshot["sticks"] == first - 1
    rect = dict((id(e), r) for e, r in board.log.entry_rects())[id(entry)]
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)])
    assert board.looking_back is entry
    board.look_back(None)
    assert board.looking_back is None


def test_corrupt_autosave_shows_error_and_keeps_the_file(app, toy):
    from game.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    path = SaveSlots(app.home).autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "starboard-save", "version": 1')
    assert app.open_save(path) is False
    assert isinstance(app.stack.top, TitleScene), "the app keeps running on the menu"
    assert path.read_text() == '{"format": "starboard-save", "version": 1'
    windows = [e for e in app.ui.get_root_container().elements
               if type(e).__name__ == "UIMessageWindow"]
    assert windows, "an error dialog is shown"


def test_rules_viewer_search_finds_and_scrolls(app):
    from game.scenes.rules import RulesScene

    scene = RulesScene(app, "assembly")
    app.stack.push(scene)
    pump(app)
    assert scene.lines, "the rules summary has text"
    word = next(w for line in scene.lines[5:] for w in line.text.split() if len(w) > 6)
    scene.find(word)
    assert scene.matches and word.lower() in scene.lines[scene.matches[0]].text.lower()
    scene.find("zzzz-not-in-rules")
    assert scene.matches == []


def test_continue_resumes_the_autosaved_game(app, toy):
    from game.scenes.board import BoardScene
    from game.scenes.title import TitleScene

    board = _toy_board(app, [Seat("human", name="Ada")])
    board.play(board.actions[2])
    state = board.game.to_dict()
    app.stack.clear_to(TitleScene(app))
    pump(app)
    button = find_button(app.stack.top, "Continue")
    assert button.is_enabled
    click(app, button)
    assert isinstance(app.stack.top, BoardScene)
    assert app.stack.top.game.to_dict() == state
    assert app.stack.top.session.seats[0].name == "Ada"


def test_pause_menu_save_writes_a_loadable_file(app, toy):
    from game.records import read_save
    from game.saves import SaveSlots

    board = _toy_board(app, [Seat("human", name="Ada")])
    board.play(board.actions[0])
    board.open_pause()
    pump(app)
    click(app, find_button(app.stack.top, "Save"))
    saves = [s for s in SaveSlots(app.home).list() if s.path.name != SaveSlots.AUTOSAVE]
    assert len(saves) == 1
    assert read_save(saves[0].path).game.to_dict() == board.game.to_dict()


def test_window_resize_relayouts_and_keeps_text_legible(app):
    from game.scenes.title import TitleScene

    app.stack.push(TitleScene(app))
    pump(app)
    small = find_button(app.stack.top, "Quit").rect.copy()
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pump(app, [pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080))])
    big = find_button(app.stack.top, "Quit").rect
    assert big.height == pytest.approx(small.height * 1.5, abs=2)
    assert app.viewport.size == (1920, 1080)
    assert app.settings.window_size == (1920, 1080)


def test_hotseat_private_view_only_for_the_confirmed_seat(app, toy):
    board = _toy_board(app, [Seat("human", name="Ada"), Seat("human", name="Bix")])
    assert board.privacy.viewing_seat() is None, "nobody's secrets while the cover is up"
    board.gate.confirm()
    assert board.privacy.viewing_seat() == 0


def test_new_game_offers_each_engines_options_and_starts_it(app):
    import pygame_gui

    from game.scenes.new_game import NewGameScene

    scene = NewGameScene(app, "assembly")
    app.stack.push(scene)
    pump(app)
    menu = next(m for m, (field, _) in scene.choice_menus.items() if field == "malfunctions")
    scene.handle_event(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                          ui_element=menu, text="set B"))
    box = next(b for b, v in scene.variant_boxes.items() if v == "glitches")
    scene.handle_event(pygame.event.Event(pygame_gui.UI_CHECK_BOX_CHECKED, ui_element=box))
    data = scene.setup_dict()
    assert data["malfunctions"] == "B" and data["variants"] == ["glitches"]
    scene.on_start()
    game = app.stack.top.session.game
    assert game.setup.malfunctions == "B" and "glitches" in game.setup.variants
