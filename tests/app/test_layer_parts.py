"""A layer painted again in parts is the very layer a whole paint gives: each table's
layer, each time only the pieces that changed were painted (game/ui/table/frame_cache.py
`FrameCache.parts`), against the same layer painted whole, over seeded games with bots and
with people deciding; with what the pieces leave for tooltips and clicks."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.table.frame_cache import FrameCache


class Law404:
    @staticmethod
    def holder(scene):
        """Where the table keeps its layer's cache: (object, attribute)."""
        return scene, "frame"

    @staticmethod
    def paint_whole(scene, size):
        return scene.frame.parts(size, scene._layer_state(size), lambda: scene._parts(size))

    @staticmethod
    def leaves(scene):
        return list(scene.sides.hot), list(scene.ship.marks), scene.prompt_px


class Tempus:
    holder = Law404.holder

    @staticmethod
    def paint_whole(scene, size):
        from game.scenes.tempus import drawing

        return scene.frame.parts(size, drawing._frame_key(scene), lambda: drawing._parts(scene))

    @staticmethod
    def leaves(scene):
        return dict(scene.deck.token_rects), scene.prompt_px, scene.report_first


class Assembly:
    @staticmethod
    def holder(scene):
        return scene.ring, "_frame"

    @staticmethod
    def paint_whole(scene, size):
        holds = scene.rot.holds if scene.rot else ()
        return scene.ring.layer(size, scene.view, scene.anims.hidden(), holds,
                                scene._static_key(), scene._static_parts)[0]

    @staticmethod
    def leaves(scene):
        return scene.prompt_px, tuple(scene.ring.centre_box)


TABLES = {"law404": Law404, "tempus": Tempus, "assembly": Assembly}


def _whole(scene, game_id, size):
    """The layer and what it leaves, painted whole, the scene's cache left as it was."""
    table = TABLES[game_id]
    owner, name = table.holder(scene)
    kept = getattr(owner, name)
    setattr(owner, name, FrameCache())
    try:
        layer = table.paint_whole(scene, size)
        return pygame.image.tobytes(layer, "RGB"), table.leaves(scene)
    finally:
        setattr(owner, name, kept)


def _table(game_id, players, seed, humans, size):
    from game.app import App
    from game.session import GameSession, Seat

    app = App(size=size)
    app.settings.sound = False
    names = ("Ada", "Bix", "Cog", "Dee", "Eve", "Fay")[:players]
    seats = [Seat("human", "normal", n) if i < humans else Seat("bot", "normal", n)
             for i, n in enumerate(names)]
    session = GameSession.new(game_id, {"players": players, "seed": seed}, seats, None)
    assert app.open_table(session)
    app.settings.animation_speed = 4.0
    return app, app.stack.top


@pytest.mark.parametrize("game_id, players, seed, humans, size", [
    ("law404", 6, 21, 0, (1920, 1080)), ("law404", 4, 22, 1, (1600, 900)),
    ("law404", 3, 23, 2, (1280, 720)),
    ("tempus", 5, 31, 0, (1920, 1080)), ("tempus", 3, 32, 1, (1600, 900)),
    ("tempus", 4, 33, 2, (1280, 720)),
    ("assembly", 4, 41, 0, (1920, 1080)), ("assembly", 2, 42, 1, (1600, 900)),
    ("assembly", 1, 43, 1, (1280, 720)), ("assembly", 3, 44, 0, (1280, 720))])
def test_a_layer_painted_in_parts_is_the_layer_painted_whole(game_id, players, seed, humans,
                                                             size):
    app, scene = _table(game_id, players, seed, humans, size)
    table = TABLES[game_id]
    rng = random.Random(seed)
    compared = 0
    for _ in range(3000):
        if scene.game.is_over or len(scene.undo.moves) >= 50:
            break
        if not scene.session.is_bot_turn() and not scene.pacer.playing \
                and scene.game.pending is not None:
            scene.play(rng.choice(scene.game.legal_actions()))
        app.step(pygame.event.get(), 1 / 30)
        frame = getattr(*table.holder(scene))
        if not frame.rebuilt or frame.regions is None:
            continue
        layer = frame._surface
        parted = pygame.image.tobytes(layer, "RGB")
        leaves = table.leaves(scene)
        whole, whole_leaves = _whole(scene, game_id, layer.get_size())
        assert parted == whole, (
            f"the layer painted in parts differs after move {len(scene.undo.moves)}")
        assert leaves == whole_leaves
        compared += 1
    assert compared >= 10, compared
