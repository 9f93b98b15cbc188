"""Bay cards, module tokens, robots and dice, drawn at the pixel size they are shown.

Everything is cached per look and size, so the ring's layer is rebuilt from ready surfaces
and a frame only blits. Colours are theme names (assets/theme.json): a module and its
blueprint share one colour so a match reads at a glance, before the names are read.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.board.counters import draw_icon
from game.ui.board.text import fit_block, readable_on
from game.ui.fonts import font
from game.ui.theme import colour

# Twelve distinct theme colours, one per module (in levels/assembly/modules.toml order).
MODULE_COLOURS = ("seat_1", "seat_2", "seat_3", "seat_4", "seat_5", "seat_6", "floor_zone",
                  "storage_zone", "machine_zone", "active_bg", "card_face", "counter_back")
ROBOT_COLOURS = {"blue": "machine_zone", "white": "card_face"}


def module_code(name: str) -> str:
    """Three letters for a token: the initials of a two-word name, else its first three."""
    words = name.split()
    if len(words) > 1:
        return (words[0][:2] + words[1][0]).upper()
    return name[:3].upper()


def robot_colour(name: str) -> pygame.Color:
    return colour(ROBOT_COLOURS.get(name, "accent"))


@lru_cache(maxsize=256)
def bay_surface(number: int, blueprint: str, band: str, locked: bool,
                size: tuple[int, int]) -> pygame.Surface:
    """A blueprint card in its bay: colour band, name, bay number; locked = flipped side."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(3, w // 12)
    fill = colour("panel_bg") if not locked else colour("disabled_bg")
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    band_h = max(6, h // 5)
    pygame.draw.rect(surf, colour(band), pygame.Rect(0, 0, w, band_h),
                     border_top_left_radius=radius, border_top_right_radius=radius)
    num = font(max(8, h // 6), True).render(str(number), True, readable_on(colour(band)))
    surf.blit(num, (max(2, w // 20), (band_h - num.get_height()) // 2))
    name = fit_block(blueprint, max(8, h // 7), colour("text_dim" if not locked else "text"),
                     (w - 4, h // 3), bold=False, align="center")
    surf.blit(name, name.get_rect(midbottom=(w // 2, h - max(2, h // 16))))
    edge = colour("good") if locked else colour("zone_border")
    pygame.draw.rect(surf, edge, rect, max(1, w // 40) * (2 if locked else 1),
                     border_radius=radius)
    if locked:
        r = pygame.Rect(0, 0, h // 4, h // 4)
        r.topright = (w - max(2, w // 20), band_h + 2)
        draw_icon(surf, "lock", r, colour("good"), fill)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


@lru_cache(maxsize=256)
def token_surface(code: str, fill: str, diameter: int, locked: bool = False,
                  ghost: bool = False) -> pygame.Surface:
    """A round module token with its three-letter code; a ghost is a see-through preview."""
    d = max(8, diameter)
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c = colour(fill)
    centre = (d // 2, d // 2)
    pygame.draw.circle(surf, c, centre, d // 2)
    pygame.draw.circle(surf, colour("good") if locked else colour("counter_edge"), centre,
                       d // 2, max(2, d // 14))
    img = font(max(8, int(d * 0.32)), True).render(code, True, readable_on(c))
    surf.blit(img, img.get_rect(center=centre))
    if ghost:
        surf.set_alpha(130)
    elif pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


@lru_cache(maxsize=32)
def robot_surface(name: str, size: int, target: bool = False) -> pygame.Surface:
    """A robot riding a module, or (target) the ring marking its target bay."""
    s = max(8, size)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = robot_colour(name)
    rect = surf.get_rect()
    if target:
        pygame.draw.circle(surf, c, rect.center, s // 2, max(2, s // 8))
        pygame.draw.circle(surf, c, rect.center, s // 6)
    else:
        pygame.draw.rect(surf, colour("counter_edge"), rect, border_radius=max(2, s // 4))
        draw_icon(surf, "robot", rect.inflate(-s // 5, -s // 5), c, colour("counter_edge"))
    return surf


@lru_cache(maxsize=32)
def die_surface(value: int, size: int) -> pygame.Surface:
    """The d12, drawn as a pentagon-ish disc with its number."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    import math

    pts = [(size / 2 + size * 0.48 * math.cos(math.radians(-90 + 72 * i)),
            size / 2 + size * 0.48 * math.sin(math.radians(-90 + 72 * i))) for i in range(5)]
    pygame.draw.polygon(surf, colour("accent"), pts)
    pygame.draw.polygon(surf, colour("counter_edge"), pts, max(2, size // 20))
    img = font(max(8, size // 3), True).render(str(value), True, colour("counter_edge"))
    surf.blit(img, img.get_rect(center=(size // 2, size // 2 + size // 20)))
    return surf
