"""New game remembers the last setup of each game; bot seats start at a level worth
playing; a variant the player count requires says so; the Load screen lists newest first
and deletes a save only when the player confirms."""

from __future__ import annotations

import os

import pygame
import pygame_gui
import pytest

from game import registry, setup_defaults
from game.app import App
from game.saves import SaveInfo, SaveSlots
from game.scenes.load import newest_first, unique_labels
from game.session import GameSession, Seat
from tests.app.test_scenes import pump


@pytest.fixture
def app(starboard_home):
    a = App(size=(1280, 720))
    a.settings.sound = False
    return a


def new_game_screen(app, game_id: str):
    app.go("title", clear=True)
    scene = app.go("new_game", game_id=game_id)
    pump(app)
    return scene


def change(scene, menu, text: str) -> None:
    scene.handle_event(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                          ui_element=menu, text=text))


def test_setup_remembered_per_game(app):
    scene = new_game_screen(app, "assembly")
    change(scene, scene.players_menu, "2")
    kind, level, name = scene.seat_widgets[1]
    change(scene, level, "hard")
    name.set_text("Robo")
    scene.handle_event(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=name,
                                          text="Robo"))
    change(scene, scene.difficulty_menu, "hard")
    box = next(b for b, v in scene.variant_boxes.items() if v == "glitches")
    scene.handle_event(pygame.event.Event(pygame_gui.UI_CHECK_BOX_CHECKED, ui_element=box))
    menu = next(m for m, (f, _) in scene.choice_menus.items() if f == "malfunctions")
    change(scene, menu, "set C")
    scene.on_start()
    assert type(app.stack.top).__name__ == "AssemblyScene"
    again = new_game_screen(app, "assembly")
    assert again.players == 2
    assert [(s.kind, s.level, s.name) for s in again.shown_seats()] == \
        [("human", "normal", "Ada"), ("bot", "hard", "Robo")]
    assert again.difficulty == "hard" and again.variants == {"glitches"}
    assert again.choices["malfunctions"] == "C"
    other = new_game_screen(app, "tempus")
    assert other.players == registry.GAMES["tempus"].default_players, "per game"


@pytest.mark.parametrize("content", ["{not json", '["a list"]',
                                     '{"assembly": {"players": "many", "seats": 5, '
                                     '"variants": "x", "difficulty": 3, "choices": []}}',
                                     '{"assembly": {"players": 9, "seats": [{"kind": "bot", '
                                     '"level": "no-such-level", "name": 7}], '
                                     '"variants": ["no-such-variant"]}}'])
def test_a_bad_setups_file_gives_defaults_never_a_crash(app, content):
    path = setup_defaults.setups_path(app.home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    scene = new_game_screen(app, "assembly")
    info = registry.GAMES["assembly"]
    assert info.min_players <= scene.players <= info.max_players
    assert not scene.variants
    assert all(s.level in registry.bots("assembly") for s in scene.shown_seats())
    scene.on_start()  # and the game starts from whatever survived
    assert type(app.stack.top).__name__ == "AssemblyScene"


def test_remembered_setups_are_written_atomically_beside_the_settings(app, monkeypatch):
    calls = []
    from game import records

    real = records.atomic_write_text
    monkeypatch.setattr(records, "atomic_write_text",
                        lambda path, text: (calls.append(path), real(path, text)))
    setup_defaults.remember_setup(app.home, "law404", {"players": 3})
    assert calls == [app.home / "last_setups.json"]
    assert setup_defaults.last_setup(app.home, "law404")["players"] == 3


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_new_game_offers_easy_normal_hard_and_bot_seats_default_to_normal(app, game_id):
    scene = new_game_screen(app, game_id)
    assert list(scene.levels) == ["easy", "normal", "hard"]
    change(scene, scene.players_menu, "2")
    bots = [s for s in scene.shown_seats() if s.is_bot]
    assert bots and all(s.level == "normal" for s in bots)


@pytest.mark.parametrize("game_id, old, now", [("law404", "greedy", "normal"),
                                               ("assembly", "solver", "hard"),
                                               ("tempus", "crew", "normal"),
                                               ("tempus", "gone", "normal")])
def test_a_remembered_old_level_name_opens_as_the_level_it_stands_for(app, game_id, old,
                                                                       now):
    info = registry.GAMES[game_id]
    seats = [{"kind": "bot", "level": old, "name": f"Bot {i}"}
             for i in range(info.default_players)]
    setup_defaults.remember_setup(app.home, game_id, {"players": info.default_players,
                                                      "seats": seats})
    scene = new_game_screen(app, game_id)
    assert scene.shown_seats()[0].level == now


def test_three_players_show_double_ring_as_required_and_why(app):
    scene = new_game_screen(app, "assembly")
    change(scene, scene.players_menu, "3")
    box = next(b for b, v in scene.variant_boxes.items() if v == "double_ring")
    assert box.get_state() and not box.is_enabled
    assert box.text_label.text == "Double Ring (3-4 players, required)"
    notes = " ".join(e.text for e in scene._elements if type(e).__name__ == "UILabel")
    assert "Double Ring is required" in notes and "24 modules" in notes
    # Override cannot join a Double Ring game: it is locked, with the engine's reason.
    override = next(b for b, v in scene.variant_boxes.items() if v == "override")
    assert not override.is_enabled
    scene.on_start()
    assert app.stack.top.session.game.setup.double_ring
    change_back = new_game_screen(app, "assembly")
    change(change_back, change_back.players_menu, "1")
    box = next(b for b, v in change_back.variant_boxes.items() if v == "double_ring")
    assert not box.get_state() and not box.is_enabled, "1-2 players cannot pick it"


def _save_info(tmp_path, name: str, saved_at: int) -> SaveInfo:
    return SaveInfo(tmp_path / name, "assembly", "Assembly", saved_at)


def test_seats_out_of_view_are_announced_between_back_and_start(starboard_home):
    """At 150% on 1920x1080 three Assembly seats do not all fit above Back and Start: a row
    only partly in view is hidden, so the screen says there is more, and where."""
    app = App(size=(1920, 1080))
    app.settings.sound = False
    app.settings.ui_scale = 150
    app.apply_settings(app.settings)
    scene = new_game_screen(app, "assembly")
    change(scene, scene.players_menu, "3")
    pump(app)
    assert not scene.seat_widgets[2][2].visible  # the third seat is below the fold
    assert scene.scroll_hint() == "More below: scroll down (or Tab)"
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))  # one notch down
    assert scene.seat_widgets[2][2].visible
    scene.scroll_by(10_000)
    assert scene.scroll_hint() == "More above: scroll up"


def test_load_lists_newest_first_in_a_stable_order(tmp_path):
    saves = [_save_info(tmp_path, n, t) for n, t in
             (("b.json", 5), ("a.json", 9), ("c.json", 5), ("autosave.json", 7))]
    for order in (saves, list(reversed(saves))):
        assert [s.path.name for s in newest_first(order)] == \
            ["a.json", "autosave.json", "b.json", "c.json"]
    same = [_save_info(tmp_path, "x.json", 1), _save_info(tmp_path, "x.json", 1)]
    assert len(set(unique_labels(same))) == 2


def _load_screen_with_saves(app, n: int = 2):
    slots = SaveSlots(app.home)
    paths = []
    for seed in range(n):
        path = GameSession.new("assembly", {"players": 1, "seed": seed + 1},
                               [Seat(name="Ada")], slots).save_as_new()
        os.utime(path, (1000 + seed, 1000 + seed))
        paths.append(path)
    app.go("title", clear=True)
    scene = app.go("load")
    pump(app)
    return scene, paths


def _choose(scene, index: int) -> None:
    from game.ui.ui_scene import _step_selection

    for _ in range(index + 1):
        _step_selection(scene.list, 1)


def test_delete_asks_first_and_esc_keeps_the_save(app):
    scene, paths = _load_screen_with_saves(app)
    _choose(scene, 0)
    doomed = scene.chosen().path
    scene.on_delete()
    assert doomed.exists(), "nothing is deleted before the player confirms"
    assert [w for w, cb in app.dialogs if cb is not None]
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                  scancode=0)])
    assert doomed.exists()
    assert type(app.stack.top).__name__ == "LoadScene", "Esc closed the dialog, not the screen"


def test_delete_confirmed_removes_only_that_save(app):
    scene, paths = _load_screen_with_saves(app)
    _choose(scene, 1)
    doomed = scene.chosen().path
    scene.on_delete()
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="",
                                  scancode=0)])
    assert not doomed.exists()
    assert all(p.exists() for p in paths if p != doomed)
    assert len(scene.saves) == len(paths) - 1
    assert all(s.path != doomed for s in scene.saves)
