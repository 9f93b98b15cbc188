"""Every kind of 404 decision is made on the table by mouse: a lit board element when the
choice has one (a door, a robot, a room, an item, a zone), else a button in the band.

Each case deals a seeded game and plays seeded random moves up to Ada's decision of that
kind, opens the real table, and lets the mouse decide."""

from __future__ import annotations

import pytest

from game.engines.common.rng import Rng
from game.engines.law404 import actions as A
from game.records import new_game
from game.scenes.law404.scene import Law404Scene
from game.session import GameSession, Seat
from tests.scenes.helpers import pump
from tests.scenes.law404_driver import Hand

# kind: (players, seed, the action class, lit on the board?)
CASES = {
    "door": (3, 1, A.LeaveDoor, True),
    "shove_room": (3, 1, A.ShoveTo, True),
    "rearrange": (3, 1, A.RearrangeTarget, True),
    "doors": (3, 1, A.SetDoors, True),
    "steal": (3, 1, A.Steal, True),
    "chart": (3, 7, A.ChartChoice, False),
    "lathe": (3, 54, A.LathePick, False),
    "shove": (6, 7, A.Shove, True),
}


def at_decision(app, kind: str, players: int, seed: int) -> Law404Scene:
    game = new_game("law404", {"players": players, "seed": seed})
    rng = Rng(seed * 7)
    while not (game.pending.seat == 0 and game.pending.kind == kind):
        assert not game.is_over, f"no {kind} for seat 0 in this seeded game"
        game.apply(rng.choice(game.legal_actions()))
    names = ["Ada", "Bo", "Cy", "Dee", "Eve", "Fay"]
    seats = [Seat("human" if i == 0 else "bot", "random", names[i]) for i in range(players)]
    scene = Law404Scene(app, GameSession("law404", game, seats, None))
    app.stack.clear_to(scene)
    pump(app)
    return scene


@pytest.mark.parametrize("kind", sorted(CASES))
def test_each_decision_is_made_by_mouse(app, kind):
    players, seed, action_type, lit = CASES[kind]
    scene = at_decision(app, kind, players, seed)
    game = scene.game
    assert scene.options, "the choices are offered"
    assert all(isinstance(o.action, action_type) for o in scene.options)
    if lit:
        assert any(scene._target_rect(t) is not None for o in scene.options for t in o.targets)
    before = len(game.history)
    by_board = Hand(app, scene).choose()
    assert by_board == lit, "a lit choice is made on the board, the others by button"
    assert game.history[before].split()[0] == scene_action_verb(action_type)


def scene_action_verb(action_type) -> str:
    sample = {A.LeaveDoor: A.LeaveDoor(True), A.ShoveTo: A.ShoveTo("x"),
              A.RearrangeTarget: A.RearrangeTarget("x"), A.SetDoors: A.SetDoors(True),
              A.Steal: A.Steal(None), A.ChartChoice: A.ChartChoice("active"),
              A.LathePick: A.LathePick("x"), A.Shove: A.Shove(1)}[action_type]
    return sample.to_text().split()[0]


def test_the_charts_sets_say_what_their_events_would_do(app):
    """The accurate chart offers two sets of events by name; hovering a set says what each
    of its events does, so a player can choose without knowing the deck by heart."""
    scene = at_decision(app, "chart", 3, 7)
    app.draw()
    chart = scene.private["chart"]
    for label, key in (("A", "active"), ("B", "inactive")):
        event = chart[key][0]
        rect = next(r for r, tip in scene.sides.hot if tip.startswith(f"Set {label}: "))
        tip = scene.sides.tooltip_at(rect.center)
        assert f"{scene.content.events[event].name}: {scene.printed.event_text(event)}" in tip


def test_a_tooltip_is_drawn_over_the_buttons_under_it(app):
    """Hovering the chart's Set A line opens its tooltip over the choice buttons beside it:
    the tooltip is drawn after pygame-gui's widgets, not under them."""
    import pygame

    from game.ui.theme import colour

    scene = at_decision(app, "chart", 3, 7)
    app.draw()
    rect = next(r for r, tip in scene.sides.hot if tip.startswith("Set A: "))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                 buttons=(0, 0, 0))], 1 / 60)
    for _ in range(40):
        app.step([], 1 / 30)
    app.draw()
    tip = scene.tooltips.last_rect
    button = next(b.rect for b in scene._callbacks if b.text == "Fly into set A")
    x = tip.x + 3  # the tooltip's left padding: its background, no text
    assert button.left <= x < button.right and tip.clip(button).h > 0
    at = (x, tip.clip(button).centery)
    assert app.window.get_at(at)[:3] == tuple(colour("tooltip_bg"))[:3]
