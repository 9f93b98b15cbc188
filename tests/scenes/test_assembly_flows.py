"""Choices, role abilities, hints, save/resume and hit targets on the Assembly table."""

from __future__ import annotations

import json
import time

import pygame

from game.engines import assembly as A
from game.records import new_game
from game.saves import SaveSlots
from game.scenes.assembly import hint
from game.scenes.assembly.ending import game_key as ending_key
from game.scenes.assembly.scene import AssemblyScene
from game.session import GameSession, Seat
from tests.scenes.helpers import click_at, drag, press, pump
from tests.scenes.test_assembly_solo import IDS, endgame_position, start


def malfunction_position() -> str:
    """Bays 1-2 locked, bays 3 and 9 hold their own modules, the rest wait in the stack."""
    bays = []
    for n, bp in enumerate(IDS, 1):
        bays.append(f"{bp}*" if n in (1, 2) else f"{bp}/{bp}" if n in (3, 9) else bp)
    rest = [m for n, m in enumerate(IDS, 1) if n not in (1, 2, 3, 9)]
    deck = ",".join(["deploy_lock", "swap"] * 4)
    return f"{' '.join(bays)} / deploy_lock,deploy_lock,swap / {deck} / {','.join(rest)}"


def test_malfunction_choices_by_card_and_bay_clicks(app):
    game = new_game("assembly", {"players": 1, "seed": 4, "malfunctions": "A"})
    A.set_position(game, malfunction_position())
    session = GameSession("assembly", game, [Seat("human", "random", "Ada")], None)
    scene = AssemblyScene(app, session)
    app.stack.push(scene)
    pump(app)
    # Malfunction 3: "You must discard 1 card" -> click the card in the hand.
    click_at(app, scene.ring.token_rect(3).center)
    press(app, scene, "Lock bay 3")
    assert game.locked[2] and game.pending.kind == "discard"
    swap = next(c for c in scene.hand.cards if c.data == "swap")
    rect = scene.hand.card_rects()[scene.hand.cards.index(swap)]
    click_at(app, (rect.right - 10, rect.y + 40))
    assert game.discard[-1] == "swap" and game.pending.kind == "command"
    # Malfunction 9 with only 3 bays locked: unlock a bay of your choice -> click it.
    click_at(app, scene.ring.token_rect(9).center)
    press(app, scene, "Lock bay 9")
    assert game.pending.kind == "unlock"
    click_at(app, scene.layout.centre_px(1))
    assert not game.locked[0] and game.locked[8]


def test_role_ability_from_the_more_list(app):
    game = new_game("assembly", {"players": 1, "seed": 7, "roles": ["alfie"]})
    A.set_position(game, endgame_position())
    session = GameSession("assembly", game, [Seat("human", "random", "Ada")], None)
    scene = AssemblyScene(app, session)
    app.stack.push(scene)
    pump(app)
    click_at(app, scene.ring.token_rect(1).center)
    click_at(app, scene.ring.token_rect(5).center)
    assert scene.selected_bays == [1, 5]
    press(app, scene, "More...")
    wanted = next(t for t in scene.more_items if "blueprints in bays 1 and 5" in t)
    item = next(i for i in scene.more_list.item_list if i["text"] == wanted)
    click_at(app, item["button_element"].rect.center)
    press(app, scene, "Play selected")
    assert game.bp[0] == "reactor" and game.bp[4] == "bridge" and game.roles_used[0]


def test_hints_are_off_by_default_and_marked_in_the_profile(app, starboard_home, monkeypatch):
    monkeypatch.setattr(hint, "BUDGET_S", 0.05)
    monkeypatch.setattr(hint, "ROLLOUTS", 1)
    scene, game = start(app, endgame_position())
    assert not scene.hints_on and not scene.hints
    press(app, scene, "Hint: off")
    assert scene.hints or scene.hint_worker.busy  # thinking off the UI thread
    for _ in range(200):
        if scene.hints:
            break
        time.sleep(0.01)
        pump(app, frames=1)
    assert scene.hints and all(0.0 <= h.win_rate <= 1.0 for h in scene.hints)
    profile = json.loads((starboard_home / "profile.json").read_text())
    assert profile["assembly"]["hinted"]


def test_autosave_resumes_into_the_ring_scene(app, starboard_home):
    slots = SaveSlots(starboard_home)
    game = new_game("assembly", {"players": 1, "seed": 9})
    session = GameSession("assembly", game, [Seat("human", "random", "Ada")], slots)
    app.stack.push(AssemblyScene(app, session))
    pump(app)
    press(app, app.stack.top, "Deploy")
    loaded = GameSession.load(slots.autosave_path(), slots)
    assert app.open_table(loaded)
    scene = app.stack.top
    assert isinstance(scene, AssemblyScene)
    pump(app)
    assert loaded.game.to_dict() == game.to_dict()
    assert scene.view["mod"] == game.view_for(0)["mod"]


def test_hit_targets_and_resize(app):
    scene, game = start(app, endgame_position())
    press(app, scene, "Rotate CW")
    for s in (scene,):
        for element in s._elements:
            assert element.rect.width >= 44 and element.rect.height >= 44, element
    for bay in scene.layout.bays.values():
        assert bay.rect.width >= 44 and bay.rect.height >= 44
    pygame.display.set_mode((1920, 1080))
    app.window = pygame.display.get_surface()
    app.relayout()
    pump(app)
    assert scene.layout.bays[12].rect.height > 100  # bays grew with the window
    assert scene.rot is not None  # the preview survives a relayout


def role_scene(app, role: str, position: str | None = None):
    game = new_game("assembly", {"players": 1, "seed": 7, "roles": [role]})
    if position:
        A.set_position(game, position)
    scene = AssemblyScene(app, GameSession("assembly", game, [Seat("human", "random", "Ada")],
                                        None))
    app.stack.push(scene)
    pump(app)
    return scene, game


def test_alfie_drags_blueprints_when_armed(app):
    scene, game = role_scene(app, "alfie", endgame_position())
    press(app, scene, "Use Alfie")
    drag(app, scene.ring.token_rect(1).center, scene.ring.token_rect(5).center)
    assert game.bp[0] == "reactor" and game.bp[4] == "bridge"
    assert game.mod[0] == "reactor"  # the modules stayed put


def test_jayani_cycles_three_selected_modules(app):
    scene, game = role_scene(app, "jayani", endgame_position())
    press(app, scene, "Use Jayani")
    for bay in (1, 2, 5):
        click_at(app, scene.ring.token_rect(bay).center)
    press(app, scene, "Cycle 1>2>5")
    # a -> b -> c -> a: the module from bay 1 goes to bay 2, 2 to 5, 5 to 1.
    assert (game.mod[1], game.mod[4], game.mod[0]) == ("reactor", "engineering", "bridge")


def test_priya_deploys_into_the_clicked_bay(app):
    scene, game = role_scene(app, "priya")
    empty = next(b for b in range(1, 13) if game.mod[b - 1] is None)
    press(app, scene, "Use Priya")
    click_at(app, scene.layout.centre_px(empty))
    assert game.mod[empty - 1] is not None and game.roles_used[0]


def test_the_hint_toggle_is_remembered_for_the_next_game(app, starboard_home, monkeypatch):
    monkeypatch.setattr(hint, "BUDGET_S", 0.05)
    monkeypatch.setattr(hint, "ROLLOUTS", 1)
    scene, _ = start(app, endgame_position())
    press(app, scene, "Hint: off")
    assert scene.hints_on
    again, game = start(app, endgame_position(), seed=8)
    assert again.hints_on, "the next Assembly game shows its hints too"
    profile = json.loads((starboard_home / "profile.json").read_text())
    assert ending_key(game) in profile["assembly"]["hinted"], "a game shown hints used them"
    press(app, again, "Hint: on")
    assert not start(app, endgame_position())[0].hints_on
