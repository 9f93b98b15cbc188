"""A whole 3-seat 404 game on the drawn table, one seat played only by posted mouse events
(draft, programming by drag with a card turned over, pick-ups and put-downs by drag, doors
and other choices by clicking the board), two bots, to the end screen."""

from __future__ import annotations

from game.engines.common.rng import Rng
from game.engines.law404 import actions as A
from game.records import new_game
from tests.scenes.helpers import buttons, down, drag, motion, pump, up
from tests.scenes.law404_driver import Hand, counter_centre, open_game, open_table, wait_for


def _to_our_pickput(app, scene) -> None:
    hand = Hand(app, scene)
    while True:
        assert wait_for(app, scene)
        if scene.game.pending.kind == "pickput":
            return
        hand.decide()


def test_a_whole_three_seat_game_by_mouse_to_the_end_screen(app):
    scene = open_table(app, players=3, seed=21)
    game = scene.game
    hand = Hand(app, scene)

    # Draft: click a directive, then Keep; it is ours and face down for everyone else.
    assert wait_for(app, scene)
    kept = hand.keep_directive()
    assert game.view_for(0)["private"]["directives"][0]["id"] == kept
    assert game.view_for(1)["directives"][0][0]["id"] == "hidden"
    while game.pending is not None and game.pending.kind == "keep_directive":
        assert wait_for(app, scene)
        hand.decide()
    assert len(game.view_for(0)["private"]["directives"]) == 3

    # Programming: three cards dragged into the slots, Confirm sends them in slot order.
    assert wait_for(app, scene)
    assert game.pending.kind == "program"
    chosen = hand.program()
    assert game.st["program"][0] == [list(c) for c in chosen]

    kinds = set()
    while wait_for(app, scene):
        kinds.add(hand.decide())
    assert game.is_over
    assert hand.picked >= 1 and hand.put >= 1, (hand.picked, hand.put)
    assert hand.flipped >= 1
    assert {"pickput", "door"} <= kinds
    # The end screen: the result from the table's side and the way back into a game.
    labels = set(buttons(scene))
    assert {"New game", "Play again", "Main menu"} <= labels
    end = scene.end_screen()
    lines = " ".join(line for _title, rows in end.sections for line in rows)
    assert all(name in lines for name in ("Ada", "Bo", "Cy"))
    assert end.won == (0 in game.result.winners)
    assert ("Ada" in end.headline) == (0 in game.result.winners)


def test_an_illegal_drop_flies_home_with_the_engines_sentence(app):
    scene = open_table(app, players=3, seed=21)
    game = scene.game
    _to_our_pickput(app, scene)
    # A counter of a room the robot is not in: nothing lights there, the drop is refused.
    room = game.st["room"][0]
    far = next(z for z, stack in game.st["stacks"].items()
               if stack and not z.startswith("robot:") and game.content.zones[z].room != room)
    before = game.to_dict()
    drag(app, counter_centre(scene, game.st["stacks"][far][-1]),
         scene.ship.mini_px(0).center)
    assert game.to_dict() == before
    assert "cannot pick up" in scene.toasts.latest and "cargo." not in scene.toasts.latest
    assert "Ada" in scene.toasts.latest
    assert any(isinstance(a, (A.PickUp, A.PutDown)) for a in game.legal_actions())


def test_a_lifted_counter_lights_only_the_places_the_engine_finds_a_drop_for(app):
    scene = open_table(app, players=3, seed=21)
    game = scene.game
    _to_our_pickput(app, scene)
    pick = next(a for a in game.legal_actions() if isinstance(a, A.PickUp) and a.count == 1)
    start = counter_centre(scene, game.st["stacks"][pick.zone][-1])
    pump(app, [down(start), motion((start[0] + 12, start[1] + 12)),
               motion((start[0] + 30, start[1] + 30))])
    lit = {zone.id for zone in scene.drag.legal_zones()}
    # The top counter of a zone of our room goes onto our robot: its stack or its mini.
    assert lit == {"robot:0", f"minis:{game.st['room'][0]}"}
    pump(app, [motion(start), up(start)])
    assert game.pending.kind == "pickput"


def test_lifting_another_robots_stack_is_refused_with_the_engines_sentence(app):
    game = new_game("law404", {"players": 3, "seed": 9})
    rng = Rng(1)
    while not (game.pending.seat == 0 and game.pending.kind == "pickput"
               and game.st["stacks"]["robot:1"]):
        assert not game.is_over, "Bo never carries anything at Ada's pick-up in this game"
        game.apply(rng.choice(game.legal_actions()))
    scene = open_game(app, game)
    before = game.to_dict()
    start = counter_centre(scene, game.st["stacks"]["robot:1"][-1])
    drag(app, start, scene.ship.mini_px(0).center)
    assert game.to_dict() == before
    # (The release then reads as a click beside the lit choices: a second toast, which the
    # shared gesture lets through after a refused lift.)
    assert ("That is Bo's stack: a robot only handles what it carries (shove it to steal)."
            in scene.toasts.messages)
