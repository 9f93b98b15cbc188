"""Surfaces made in the window's pixel format from the start.

`pygame.Surface(size).convert()` makes the image twice (once in the default format, then
its converted copy), so for a window-sized layer it briefly holds two: at 2560x1440 that
is 14 MiB more at the process's peak for nothing.
"""

from __future__ import annotations

import pygame


def window_format(size: tuple[int, int], alpha: bool = False) -> pygame.Surface:
    """A surface of `size` (at least 1x1) in the window's format, transparent if `alpha`;
    without a window yet, in pygame's default format."""
    size = (max(1, size[0]), max(1, size[1]))
    window = pygame.display.get_surface()
    if window is None:
        return pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    if alpha:
        # The window has no alpha channel to copy the format from; convert_alpha picks the
        # fastest format to blend onto it (the copy is cheap at the sizes asked for).
        return pygame.Surface(size, pygame.SRCALPHA).convert_alpha()
    return pygame.Surface(size, 0, window)
