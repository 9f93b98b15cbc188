"""A panel blitted back from the panel cache is the very panel painting would give: the
Tempus table's layer, each time it is painted again over seeded all-bot games, against the
same layer painted with nothing kept (game/ui/table/panel_cache.py)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.tempus import drawing
from game.ui.table.panel_cache import PanelCache
from tests.app.table.helpers import bot_table


@pytest.mark.parametrize("players, seed", [(5, 31), (3, 32)])
def test_kept_sheets_and_panels_are_the_ones_painting_gives(players, seed):
    app, scene = bot_table("tempus", players, seed)
    compared = kept = 0
    for _ in range(2500):
        if scene.game.is_over or len(scene.undo.moves) >= 60:
            break
        painted = scene.panels_drawn.painted
        app.step(pygame.event.get(), 1 / 30)
        if not scene.frame.rebuilt or scene.frame._surface is None:
            continue
        kept += len(scene.sheet_layout) + 4 - (scene.panels_drawn.painted - painted)
        layer = scene.frame._surface
        fresh = pygame.Surface(layer.get_size()).convert()
        cache, scene.panels_drawn = scene.panels_drawn, PanelCache()
        try:
            drawing._paint(scene, fresh)
        finally:
            scene.panels_drawn = cache
        assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(fresh, "RGB"), (
            f"the layer with kept sheets differs after move {len(scene.undo.moves)}")
        compared += 1
    assert compared >= 10 and kept >= 20, (compared, kept)
