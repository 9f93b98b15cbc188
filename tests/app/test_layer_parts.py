"""A layer painted again in parts is the very layer a whole paint gives: the 404 table's
layer, each time only the pieces that changed were painted (game/ui/table/frame_cache.py
`FrameCache.parts`), against the same layer painted whole, over seeded games; with the
hot spots the pieces leave."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.table.frame_cache import FrameCache


def _whole(scene, size):
    """The layer and hot spots of a whole paint, leaving the scene's cache as it was."""
    cache, scene.frame = scene.frame, FrameCache()
    try:
        layer = scene.frame.parts(size, scene._layer_state(size), lambda: scene._parts(size))
        return pygame.image.tobytes(layer, "RGB"), list(scene.sides.hot)
    finally:
        scene.frame = cache


def _table(players, seed, humans, size):
    from game.app import App
    from game.session import GameSession, Seat

    app = App(size=size)
    app.settings.sound = False
    names = ("Ada", "Bix", "Cog", "Dee", "Eve", "Fay")[:players]
    seats = [Seat("human", "normal", n) if i < humans else Seat("bot", "normal", n)
             for i, n in enumerate(names)]
    session = GameSession.new("law404", {"players": players, "seed": seed}, seats, None)
    assert app.open_table(session)
    app.settings.animation_speed = 4.0
    return app, app.stack.top


@pytest.mark.parametrize("players, seed, humans, size", [
    (6, 21, 0, (1920, 1080)), (4, 22, 1, (1600, 900)), (3, 23, 2, (1280, 720))])
def test_a_layer_painted_in_parts_is_the_layer_painted_whole(players, seed, humans, size):
    app, scene = _table(players, seed, humans, size)
    rng = random.Random(seed)
    compared = 0
    for _ in range(3000):
        if scene.game.is_over or len(scene.undo.moves) >= 50:
            break
        if not scene.session.is_bot_turn() and not scene.pacer.playing \
                and scene.game.pending is not None:
            scene.play(rng.choice(scene.game.legal_actions()))
        app.step(pygame.event.get(), 1 / 30)
        if not scene.frame.rebuilt or scene.frame.regions is None:
            continue
        layer = scene.frame._surface
        parted, hot = pygame.image.tobytes(layer, "RGB"), list(scene.sides.hot)
        whole, whole_hot = _whole(scene, layer.get_size())
        assert parted == whole, (
            f"the layer painted in parts differs after move {len(scene.undo.moves)}")
        assert hot == whole_hot
        compared += 1
    assert compared >= 10, compared
