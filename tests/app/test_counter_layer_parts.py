"""A move repaints the board's counter layer only where zones changed, and the result is
the very layer a whole repaint gives: watched over seeded all-bot games on both boards
built on the shared Table (404's ship, the Tempus deck), every repaint checked."""

from __future__ import annotations

import pygame
import pytest

from game.ui.board import table as table_module
from tests.app.table.helpers import bot_table


def _board(scene):
    return scene.ship.table if hasattr(scene, "ship") else scene.deck.table


@pytest.mark.parametrize("game_id, players, seed", [("law404", 5, 21), ("law404", 3, 22),
                                                     ("tempus", 4, 23), ("tempus", 3, 24)])
def test_a_partly_repainted_counter_layer_is_the_whole_repaint(game_id, players, seed,
                                                               monkeypatch):
    app, scene = bot_table(game_id, players, seed)
    table = _board(scene)
    build = table_module.Table._build_layer
    checks = {"parts": 0, "whole": 0}

    def checked(self):
        in_parts = build(self)
        if self is not table:
            return in_parts
        checks["parts" if in_parts else "whole"] += 1
        if in_parts:
            partly = pygame.image.tobytes(self._layer, "RGB")
            self._drawn = {}
            build(self)  # the whole layer, from nothing
            assert partly == pygame.image.tobytes(self._layer, "RGB"), (
                f"{game_id}: the layer repainted in parts differs after move "
                f"{len(scene.undo.moves)}")
        return in_parts

    monkeypatch.setattr(table_module.Table, "_build_layer", checked)
    for _ in range(3000):
        if scene.game.is_over or len(scene.undo.moves) >= 90:
            break
        app.step(pygame.event.get(), 1 / 30)
    assert len(scene.undo.moves) >= 10, "the bots hardly moved: the test saw nothing"
    assert checks["parts"] >= 8, checks
