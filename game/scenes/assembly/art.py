"""Bay cards, module tokens, robots and dice, drawn at the pixel size they are shown.

Everything is cached per look and size, so the ring's layer is rebuilt from ready surfaces
and a frame only blits. Colours are theme names (assets/theme.json): a module and its
blueprint share one colour so a match reads at a glance, before the names are read.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import fonts
from game.ui.board.counters import draw_icon
from game.ui.board.text import fit_block, readable_on, render_block
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


def card_parts(size: tuple[int, int], text_px: int) -> tuple[int, int, pygame.Rect]:
    """How a bay card of `size` pixels divides: (band height, name line height or 0, the
    room for the module token). The band carries the bay number and the blueprint's code,
    so a match reads without its colour; the name shows when the card is tall enough for
    it at the least readable size (else the tooltip gives it)."""
    w, h = size
    line = font(text_px, True).get_linesize()
    band = max(h // 5, line)
    token_min = token_size(text_px)[1]
    name = font(text_px).get_linesize() if h - band - line - 2 >= token_min else 0
    room = pygame.Rect(0, band + 1, w, h - band - name - 2)
    return band, name, room


def token_size(text_px: int) -> tuple[int, int]:
    """The smallest token that holds a three-letter code at `text_px`: (width, height)."""
    code_w, code_h = font(text_px, True).size("WWW")
    return code_w + text_px // 2, code_h + 2


@lru_cache(maxsize=512)
def bay_surface(number: int, blueprint: str, code: str, band: str, locked: bool,
                size: tuple[int, int], text_px: int) -> pygame.Surface:
    """A blueprint card in its bay: colour band with the bay number and the blueprint's
    code, its name when there is room; locked = flipped side with a lock."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(3, w // 12)
    fill = colour("panel_bg") if not locked else colour("disabled_bg")
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    band_h, name_h, _ = card_parts(size, text_px)
    pygame.draw.rect(surf, colour(band), pygame.Rect(0, 0, w, band_h),
                     border_top_left_radius=radius, border_top_right_radius=radius)
    ink = readable_on(colour(band))
    num = fonts.render(str(number), text_px, ink, True)
    surf.blit(num, (max(3, w // 20), (band_h - num.get_height()) // 2))
    tag = fonts.render(code, text_px, ink, True)
    surf.blit(tag, (w - tag.get_width() - max(3, w // 20), (band_h - tag.get_height()) // 2))
    if name_h:
        name = fonts.render(blueprint, text_px, colour("text_dim" if not locked else "text"))
        if name.get_width() <= w - 4:
            surf.blit(name, name.get_rect(midbottom=(w // 2, h - 1)))
    edge = colour("good") if locked else colour("zone_border")
    pygame.draw.rect(surf, edge, rect, max(1, w // 40) * (2 if locked else 1),
                     border_radius=radius)
    if locked:
        r = pygame.Rect(0, 0, max(10, h // 5), max(10, h // 5))
        r.bottomleft = (max(2, w // 20), h - max(2, h // 20) - name_h)
        draw_icon(surf, "lock", r, colour("good"), fill)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


@lru_cache(maxsize=512)
def token_surface(code: str, fill: str, size: tuple[int, int], text_px: int,
                  locked: bool = False, ghost: bool = False) -> pygame.Surface:
    """A module token with its three-letter code: round when there is room, a pill when
    the code at `text_px` is wider; a ghost is a see-through preview."""
    img = fonts.render(code, text_px, readable_on(colour(fill)), True)
    w = max(size[0], img.get_width() + text_px // 2, 8)
    h = max(size[1], img.get_height(), 8)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, colour(fill), rect, border_radius=h // 2)
    pygame.draw.rect(surf, colour("good") if locked else colour("counter_edge"), rect,
                     max(2, h // 14), border_radius=h // 2)
    surf.blit(img, img.get_rect(center=rect.center))
    if ghost:
        surf.set_alpha(130)
    elif pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


@lru_cache(maxsize=128)
def command_card(title: str, text: str, short: str, band: str, size: tuple[int, int],
                 text_px: int) -> pygame.Surface:
    """A command card's face: the command in its colour band, then what it does: the
    whole rule when it fits at a readable size (the hover zoom), else the short form."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(3, w // 14)
    pygame.draw.rect(surf, colour("card_face"), rect, border_radius=radius)
    pad = max(3, w // 16)
    title_px = max(text_px, int(h * 0.1))
    head = fit_block(title, title_px, readable_on(colour(band)), (w - 2 * pad, h // 2),
                     bold=True, align="center")
    band_h = head.get_height() + 2 * pad
    pygame.draw.rect(surf, colour(band), pygame.Rect(0, 0, w, band_h),
                     border_top_left_radius=radius, border_top_right_radius=radius)
    surf.blit(head, head.get_rect(midtop=(w // 2, pad)))
    room = (w - 2 * pad, h - band_h - 2 * pad)
    body_px = max(text_px, int(h * 0.075))
    for words in (text, short):
        body = render_block(words, body_px, colour("card_text"), room[0], align="center")
        if body.get_height() <= room[1]:
            surf.blit(body, body.get_rect(midtop=(w // 2, band_h + pad)))
            break
    pygame.draw.rect(surf, colour("card_edge"), rect, max(1, w // 60), border_radius=radius)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


@lru_cache(maxsize=32)
def malfunction_marker(bay: int, size: tuple[int, int], text_px: int, short: bool
                       ) -> pygame.Surface:
    """The malfunction waiting under a bay, inside the ring: its bay, said in words (the
    rule itself is in the tooltip)."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, colour("toast_bg"), rect, border_radius=max(3, h // 6))
    pygame.draw.rect(surf, colour("bad"), rect, max(1, h // 20), border_radius=max(3, h // 6))
    text = f"Malf. {bay}" if short else f"Malfunction {bay}"
    img = fonts.render(text, text_px, colour("bad"), True)
    surf.blit(img, img.get_rect(center=rect.center))
    return surf


def marker_size(text_px: int, short: bool) -> tuple[int, int]:
    w, h = font(text_px, True).size("Malf. 12" if short else "Malfunction 12")
    return w + text_px, h + text_px // 2


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


def robot_letter(name: str) -> str:
    """A robot's initial, drawn beside it so its colour is never the only clue."""
    return name[:1].upper()


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
