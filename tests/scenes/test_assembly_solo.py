"""A solo Assembly game played to the end with synthetic mouse events: swap by drag, rotate
preview then confirm, lock by clicking bays; engine state is checked after each step."""

from __future__ import annotations

import json

from game.engines import assembly as A
from game.records import new_game
from game.scenes.assembly.scene import AssemblyScene
from game.session import GameSession, Seat
from tests.scenes.helpers import click_at, drag, press, pump

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]


def endgame_position() -> str:
    """Bays 1, 2 and 5 loose (reactor, engineering, bridge); every other bay locked."""
    loose = {1: "reactor", 2: "engineering", 5: "bridge"}
    bays = [f"{bp}/{loose[n]}" if n in loose else f"{bp}*" for n, bp in enumerate(IDS, 1)]
    deck = "deploy_lock,deploy_lock,swap,deploy_lock"
    return f"{' '.join(bays)} / swap,cw_rotate,deploy_lock / {deck} / "


def start(app, position: str | None = None, seed: int = 7):
    game = new_game("assembly", {"players": 1, "seed": seed})
    if position:
        A.set_position(game, position)
    session = GameSession("assembly", game, [Seat("human", "random", "Ada")], None)
    scene = AssemblyScene(app, session)
    app.stack.push(scene)
    pump(app)
    return scene, game


def centre(scene, bay):
    return scene.ring.token_rect(bay).center


def test_solo_game_to_the_end_by_mouse(app, starboard_home):
    scene, game = start(app, endgame_position())
    # An illegal drop (onto a locked bay) snaps back with a sentence; nothing changes.
    before = A.position(game)
    drag(app, centre(scene, 1), centre(scene, 3))
    assert A.position(game) == before
    assert scene.toasts.latest == ("The Reactor module cannot go from bay 1 to bay 3. Bay 3 is "
                                   "locked: its module can no longer move.")
    scene.toasts.clear()  # read (a click on a toast over the ring would only dismiss it)

    # Swap by drag: bay 1 onto bay 2.
    drag(app, centre(scene, 1), centre(scene, 2))
    assert game.mod[0] == "engineering" and game.mod[1] == "reactor"
    assert game.history[-1] == "play swap swap 1 2"

    # Rotate: preview with the button, look at the ghosts, then confirm.
    press(app, scene, "Rotate CW")
    assert scene.rot is not None and scene.rot.clockwise
    assert scene.preview_moves(1) == {1: 2, 2: 5, 5: 1}
    assert scene.preview_moves(2) == {1: 5, 2: 1, 5: 2}
    assert game.mod[0] == "engineering"  # a preview changes nothing
    press(app, scene, "Confirm CW 1")
    assert game.mod[0] == "bridge" and game.mod[1] == "engineering" and game.mod[4] == "reactor"

    # Lock by clicking the glowing bays, then the Lock button.
    assert scene.lockable == {1, 2, 5}
    click_at(app, centre(scene, 1))
    click_at(app, centre(scene, 2))
    assert scene.selected_bays == [1, 2]
    press(app, scene, "Lock 1 + 2")
    assert game.locked[0] and game.locked[1] and not game.locked[4]

    click_at(app, centre(scene, 5))
    press(app, scene, "Lock bay 5")
    assert game.is_over and game.result.won
    assert scene.end is not None and scene.end.won and scene.end.score == game.result.score
    profile = json.loads((starboard_home / "profile.json").read_text())
    assert profile["assembly"]["wins"] == 1
    assert "New game" in {getattr(e, "text", "") for e in scene._elements}


def test_ring_drag_previews_a_rotation(app):
    scene, game = start(app, endgame_position())
    # Dragging the ring from a locked bay one position clockwise previews 1 bay clockwise.
    drag(app, scene.layout.centre_px(3), scene.layout.centre_px(4), steps=8)
    assert scene.rot is not None and scene.rot.clockwise and scene.rot.steps == 1
    assert game.history == []
    press(app, scene, "Cancel")
    assert scene.rot is None


def test_deploy_rolls_and_undo_stops_at_the_roll(app):
    scene, game = start(app)
    loose = sum(m is not None for m in game.mod)
    press(app, scene, "Deploy")
    assert sum(m is not None for m in game.mod) == loose + 1
    assert game.history[-1].startswith("play deploy_lock deploy")
    assert not game.can_undo  # the die roll and the draw are checkpoints


def test_substitute_wild_uses_three_selected_cards(app):
    scene, game = start(app, endgame_position())
    for rect in scene.hand.card_rects():
        click_at(app, (rect.x + 10, rect.y + 30))
    assert len(scene.hand.selected) == 3
    drag(app, centre(scene, 1), centre(scene, 2))
    assert game.history[-1].startswith("play ") and "+" in game.history[-1]


def test_clicking_the_module_stack_deploys(app):
    scene, game = start(app)
    loose = sum(m is not None for m in game.mod)
    click_at(app, scene.ring.stack_rects(1)[0].center)
    assert sum(m is not None for m in game.mod) == loose + 1
