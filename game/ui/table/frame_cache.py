"""One cached full-window layer for a table: painted again only when what it shows has
changed (its key) or the window's size did; otherwise the frame is a single blit. The log,
which changes on its own (scrolling, a new line), is drawn onto the layer alone when only it
needs it, so a new log line never repaints the board.

    layer = self.frame.layer(surface.get_size(), key, self._paint, self.log)
    surface.blit(layer, (0, 0))
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Protocol

import pygame

from game.ui.surfaces import window_format
from game.ui.theme import looks_generation


class LogLike(Protocol):
    needs_redraw: bool

    def draw(self, surface: pygame.Surface) -> None: ...


class FrameCache:
    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._key: Hashable | None = None
        self.rebuilt = False
        """Whether the last `layer` call painted the layer again."""

    def layer(self, size: tuple[int, int], key: Hashable,
              paint: Callable[[pygame.Surface], None], log: LogLike | None = None,
              moving: bool = False) -> pygame.Surface:
        """The layer for `key`, painted by `paint` if it is not the one cached; `moving`:
        something on it moves this frame, so it is painted and not kept."""
        surface = self._surface
        if surface is None or surface.get_size() != size:
            surface = self._surface = window_format(size)
            self._key = None
        key = (looks_generation(), key)  # a new palette repaints whatever else is the same
        self.rebuilt = moving or self._key is None or key != self._key
        if self.rebuilt:
            paint(surface)
            self._key = None if moving else key
        elif log is not None and log.needs_redraw:
            log.draw(surface)
        return surface

    def forget(self) -> None:
        """The next `layer` call paints again whatever its key (a full repaint)."""
        self._key = None
