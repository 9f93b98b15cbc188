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


def _to_a_command(app, scene) -> None:
    """Play on until the person at the table has a command to give."""
    for _ in range(3000):
        pending = scene.game.pending
        if pending is not None and pending.kind == "command" and not scene.pacer.playing \
                and not scene.session.is_bot_turn():
            break
        app.step(pygame.event.get(), 1 / 30)
    app.step([], 1 / 30)


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


def test_a_held_module_leaves_the_layer_a_whole_paint_gives():
    """Assembly keeps a held module's lit drops and empty place in its layer: picked up,
    carried over the ring and put back, the layer is the one a whole paint gives."""
    app, scene = _table("assembly", 2, 42, 1, (1280, 720))
    _to_a_command(app, scene)
    src = next(b for b in sorted(scene.layout.bays)
               if scene.view["mod"][b - 1] is not None and not scene.view["locked"][b - 1])
    start = scene.ring.token_rect(src).center
    before = pygame.image.tobytes(scene.ring._frame._surface, "RGB")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], 1 / 60)
    held = 0
    for bay in sorted(scene.layout.bays):
        pos = scene.layout.centre_px(bay)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                     buttons=(1, 0, 0))], 1 / 60)
        held += scene.input.drag_bay == src
        layer = scene.ring._frame._surface
        shown = pygame.image.tobytes(layer, "RGB")
        assert shown == _whole(scene, "assembly", layer.get_size())[0]
        assert shown != before, "the held module's drops are lit in the layer"
    assert held >= 10
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")],
             1 / 60)
    for _ in range(60):
        app.step([], 1 / 60)
    assert scene.input.drag_bay is None
    layer = scene.ring._frame._surface
    assert pygame.image.tobytes(layer, "RGB") == _whole(scene, "assembly", layer.get_size())[0]


def test_the_hand_at_rest_is_painted_in_the_layer_not_every_frame(monkeypatch):
    """Assembly paints its hand's cards into the layer: a module carried round the ring
    draws no card again, and a card selected is painted in the layer, as a whole paint
    gives it."""
    app, scene = _table("assembly", 2, 42, 1, (1280, 720))
    _to_a_command(app, scene)
    assert scene.hand.cards and scene.hand.revealed
    drawn: list[str] = []
    real = scene.hand.face  # every card the hand draws goes through it

    def spy(card, size, face_up=None):
        drawn.append(card.id)
        return real(card, size, face_up)

    monkeypatch.setattr(scene.hand, "face", spy)
    src = next(b for b in sorted(scene.layout.bays)
               if scene.view["mod"][b - 1] is not None and not scene.view["locked"][b - 1])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.ring.token_rect(src).center,
                                 button=1)], 1 / 60)
    bays = sorted(scene.layout.bays)
    for n, bay in enumerate(bays + bays):
        if n == 2:  # picked up: its drops are lit in the layer, which is painted again
            assert scene.input.drag_bay == src
            drawn.clear()
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=scene.layout.centre_px(bay),
                                     rel=(0, 0), buttons=(1, 0, 0))], 1 / 60)
    assert scene.input.drag_bay == src
    assert drawn == [], "a frame that only moves the held module drew the hand again"
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")],
             1 / 60)
    for _ in range(60):
        app.step([], 1 / 60)
    layer = scene.ring._frame._surface
    before = pygame.image.tobytes(layer, "RGB")
    card = scene.hand.cards[0]
    scene.hand.select(card)
    drawn.clear()
    app.step([], 1 / 60)
    assert card.id in drawn
    shown = pygame.image.tobytes(layer, "RGB")
    assert shown != before, "the selected card rises in the layer"
    assert shown == _whole(scene, "assembly", layer.get_size())[0]
