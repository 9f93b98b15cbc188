"""Fonts rendered at the size they are shown (never a scaled bitmap), cached per size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.paths import assets_root


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans (OFL, assets/fonts) at `size` pixels."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(str(assets_root() / "fonts" / name), max(6, int(size)))


def render(text: str, size: int, color, bold: bool = False) -> pygame.Surface:
    return font(size, bold).render(text, True, color)
