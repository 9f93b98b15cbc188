"""The one cancel at every table: Esc while anything is being dragged puts it back (it flies
home) and never opens the pause menu; Esc with nothing dragged still pauses. One test per
kind of drag the table base sees: a counter on the 404 board, an Assembly module, the
Assembly ring turned to preview a Rotate."""

from __future__ import annotations

import pygame

from game.engines.law404 import actions as A
from tests.scenes.helpers import down, motion, pump, up
from tests.scenes.law404_driver import Hand, counter_centre, open_table
from tests.scenes.test_assembly_solo import centre, endgame_position, start
from tests.scenes.test_law404_input import play_until


def esc(app) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])


def hold(app, start, to) -> None:
    """Press at `start` and drag to `to` without letting go."""
    mid = ((start[0] + to[0]) // 2, (start[1] + to[1]) // 2)
    pump(app, [down(start), motion(mid), motion(to)])


def settle(app) -> None:
    """Let a fly-home land (0.18 s)."""
    for _ in range(20):
        app.step(pygame.event.get(), 1 / 30)


def paused(app) -> bool:
    return type(app.stack.top).__name__ == "PauseScene"


def test_esc_mid_drag_puts_a_board_counter_back(app):
    scene = open_table(app, players=3, seed=21)
    game = scene.game
    play_until(app, scene, "pickput", Hand(app, scene))
    up_action = next(a for a in game.legal_actions() if isinstance(a, A.PickUp))
    top = scene.ship.table.zones[up_action.zone].stack[0].id
    robot = scene.ship.mini_px(0).center
    before = len(game.history)
    hold(app, counter_centre(scene, top), robot)
    assert scene.drag.dragging
    esc(app)
    assert app.stack.top is scene and not paused(app)
    settle(app)
    pump(app, [up(robot)])
    assert len(game.history) == before and not scene.ship.table.hidden


def test_esc_mid_drag_puts_an_assembly_module_back(app):
    scene, game = start(app, endgame_position())
    before = list(game.mod)
    hold(app, centre(scene, 1), centre(scene, 2))
    assert scene.input.drag_bay == 1
    esc(app)
    assert app.stack.top is scene and not paused(app)
    settle(app)
    pump(app, [up(centre(scene, 2))])
    assert list(game.mod) == before and scene.input.drag_bay is None


def test_esc_mid_ring_turn_ends_the_turn_and_a_second_esc_drops_the_preview(app):
    scene, game = start(app, endgame_position())
    before = list(game.history)
    hold(app, scene.layout.centre_px(3), scene.layout.centre_px(4))
    preview = scene.rot
    assert preview is not None
    esc(app)
    assert app.stack.top is scene and not paused(app)
    assert not scene.input.gesture.dragging
    pump(app, [motion(scene.layout.centre_px(7))])
    assert scene.rot == preview, "the ring no longer follows the pointer"
    esc(app)
    assert scene.rot is None and not paused(app)
    assert game.history == before
