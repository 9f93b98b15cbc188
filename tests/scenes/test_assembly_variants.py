"""Double Ring and Override on the table: a swap across rings, deploying to a chosen ring,
robots swapped with their modules by dragging."""

from __future__ import annotations

from game.engines import assembly as A
from game.records import new_game
from game.scenes.assembly.scene import AssemblyScene
from game.session import GameSession, Seat
from tests.scenes.helpers import click_at, drag, press, pump
from tests.scenes.test_assembly_solo import IDS


def open_scene(app, game, seats):
    scene = AssemblyScene(app, GameSession("assembly", game, seats, None))
    app.stack.push(scene)
    pump(app)
    if scene.gate.active:
        click_at(app, scene.gate.button_rect.center)
    return scene


def test_double_ring_swap_across_rings_and_deploy_outer(app):
    game = new_game("assembly", {"players": 3, "seed": 2})
    bays = [f"{bp}/medical" if n == 1 else bp for n, bp in enumerate(IDS, 1)]
    bays += [f"{bp}/engineering" if n == 1 else bp for n, bp in enumerate(IDS, 1)]
    rest = [m for m in IDS + IDS]
    rest.remove("medical")
    rest.remove("engineering")
    hands = "swap,deploy_lock,deploy_lock;deploy_lock,swap,swap;swap,deploy_lock,deploy_lock"
    deck = ",".join(["deploy_lock", "swap", "either_rotate"] * 5)
    A.set_position(game, f"{' '.join(bays)} / {hands} / {deck} / {','.join(rest)}")
    seats = [Seat("human", "random", n) for n in ("Ada", "Bo", "Cy")]
    scene = open_scene(app, game, seats)
    assert len(scene.layout.bays) == 24
    drag(app, scene.ring.token_rect(1).center, scene.ring.token_rect(13).center)
    assert game.mod[0] == "engineering" and game.mod[12] == "medical"
    # Bo verified with a Swap card; Bo is next and takes the device once Ada is done.
    press(app, scene, "Done: pass to Bo")
    click_at(app, scene.gate.button_rect.center)
    assert scene.gate.revealed_for == 1
    outer = sum(m is not None for m in game.mod[12:])
    press(app, scene, "Deploy out")
    assert sum(m is not None for m in game.mod[12:]) == outer + 1


def test_override_robots_swap_with_their_modules_by_drag(app):
    game = new_game("assembly", {"players": 1, "seed": 7, "variants": ["override"]})
    robots = [b + 1 for b in range(12) if game.rob[b] is not None]
    assert len(robots) == 2
    scene = open_scene(app, game, [Seat("human", "random", "Ada")])
    a, b = robots
    before = (game.mod[a - 1], game.rob[a - 1], game.mod[b - 1], game.rob[b - 1])
    for rect in scene.hand.card_rects():  # three cards: a substitute wild
        click_at(app, (rect.x + 10, rect.y + 30))
    drag(app, scene.ring.token_rect(a).center, scene.ring.token_rect(b).center)
    after = (game.mod[b - 1], game.rob[b - 1], game.mod[a - 1], game.rob[a - 1])
    assert after == before
    assert "opt=robots" in game.history[-1]


def test_platform_hold_is_placed_in_the_rotate_preview(app):
    game = new_game("assembly", {"players": 1, "seed": 5, "variants": ["resequence"]})
    while game.pending.kind != "command":  # the setup's first deploy asks for a stack
        game.apply(game.legal_actions()[0])
    loose = {1: "reactor", 2: "engineering", 5: "bridge"}
    bays = [f"{bp}/{loose[n]}" if n in loose else bp for n, bp in enumerate(IDS, 1)]
    rest = [m for m in IDS if m not in loose.values()]
    stacks = ",".join(rest[:4]) + ";" + ",".join(rest[4:])
    A.set_position(game, f"{' '.join(bays)} / platform_hold,cw_rotate,deploy_lock / "
                         f"deploy_lock,swap,deploy_lock / {stacks}")
    scene = open_scene(app, game, [Seat("human", "random", "Ada")])
    press(app, scene, "Rotate CW")
    click_at(app, scene.layout.centre_px(2))  # cover bay 2: its module stays put
    assert scene.rot.holds == (2,)
    assert scene.preview_moves(1) == {1: 3, 5: 6}
    press(app, scene, "Confirm CW 1")
    assert game.mod[1] == "engineering" and game.mod[2] == "reactor"
    assert "hold=2" in game.history[-1]
