"""A whole 3-seat 404 game on the drawn table, one seat played only by posted mouse events
(draft, programming by drag with a card turned over, pick-ups and put-downs by drag, doors
and other choices by clicking the board), two bots, to the end screen."""

from __future__ import annotations

from game.engines.law404 import actions as A
from tests.scenes.helpers import buttons, drag
from tests.scenes.law404_driver import Hand, counter_centre, open_table, wait_for


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
    hand = Hand(app, scene)
    while True:
        assert wait_for(app, scene)
        if game.pending.kind == "pickput":
            break
        hand.decide()
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
