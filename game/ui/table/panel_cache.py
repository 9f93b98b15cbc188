"""A panel painted into a table's cached layer, kept as the pixels it left there.

When a table's layer is painted again after a move, most of its panels show what they showed
before (four of five Tempus crew sheets, say). A panel painted through `PanelCache.paint`
is copied out of the layer once painted; the next time its key is the same it is blitted
back instead of painted. The key must hold everything the panel draws and everything under
it on the layer (the board's zones there: `Table.drawing_under`), so the pixels are the very
ones painting would give; tests/app/test_panel_cache.py compares them over seeded games.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.ui.theme import looks_generation


class PanelCache:
    def __init__(self) -> None:
        self._kept: dict[Hashable, tuple[Hashable, pygame.Rect, pygame.Surface]] = {}
        self.painted = 0
        """How many panels the last frames really painted (the rest were blitted)."""

    def paint(self, layer: pygame.Surface, slot: Hashable, rect: pygame.Rect, key: Hashable,
              paint: Callable[[], None]) -> None:
        """Paint the panel in `slot` (one place on the table, e.g. a seat's sheet), whose
        drawing lies inside `rect`, by `paint`, unless what it shows (`key`) is as it was."""
        rect = rect.clip(layer.get_rect())
        key = (looks_generation(), layer.get_size(), tuple(rect), key)
        kept = self._kept.get(slot)
        if kept is not None and kept[0] == key:
            layer.blit(kept[2], rect)
            return
        paint()
        self.painted += 1
        self._kept[slot] = (key, rect, layer.subsurface(rect).copy())

    def forget(self) -> None:
        self._kept.clear()
