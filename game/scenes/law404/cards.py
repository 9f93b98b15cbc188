"""Card art of the 404 table: action cards (two halves, priority, highlight) and the
directive and event cards built on the shared `Card`.

An action card shows both actions, the lower one upside down, as the printed card does;
turning it over (side "bottom") rotates the whole card so the action that will resolve is
the one reading upright at the top. Rendered at the size shown, cached.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.scenes.law404.names import ACTION_NAMES, Printed
from game.scenes.law404.ship import draw_symbol
from game.ui.board.text import fit_block
from game.ui.cards import Card
from game.ui.fonts import font
from game.ui.theme import colour

ACTION_COLOURS = {"move": (84, 150, 224), "pickup_putdown": (236, 150, 60),
                  "rearrange": (168, 124, 200), "open_close": (90, 190, 120),
                  "activate": (214, 84, 84)}
FACE = (241, 239, 230)
INK = (27, 27, 27)
GREEN = (40, 160, 80)


def action_colour(act: str) -> tuple[int, int, int]:
    return ACTION_COLOURS["move" if act.startswith("move_") else act]


def action_card_surface(card, printed: Printed, size: tuple[int, int], side: str = "top",
                        face_up: bool = True) -> pygame.Surface:
    """`card` is content's ActionCard; side "bottom" = turned upside down."""
    if not face_up:
        return _back(size)
    return _face(card.id, card.priority, card.highlighted, ACTION_NAMES[card.top],
                 card.top, ACTION_NAMES[card.bottom], card.bottom, size, side)


@lru_cache(maxsize=256)
def _back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    radius = max(3, w // 12)
    pygame.draw.rect(surf, colour("card_back"), r, border_radius=radius)
    pygame.draw.rect(surf, colour("normal_border"), r.inflate(-w // 6, -w // 6),
                     max(1, w // 40), border_radius=radius)
    img = font(max(8, int(h * 0.16)), True).render("404", True, colour("law404"))
    surf.blit(img, img.get_rect(center=r.center))
    pygame.draw.rect(surf, colour("card_edge"), r, max(1, w // 50), border_radius=radius)
    return _convert(surf)


@lru_cache(maxsize=512)
def _face(cid: str, priority: int, highlighted: bool, top_name: str, top: str,
          bottom_name: str, bottom: str, size: tuple[int, int], side: str) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    radius = max(3, w // 12)
    pygame.draw.rect(surf, FACE, r, border_radius=radius)
    half = pygame.Rect(0, 0, w, h // 2)
    _half(surf, half, top_name, top, priority, highlighted)
    lower = pygame.Surface((w, h - h // 2), pygame.SRCALPHA)
    _half(lower, lower.get_rect(), bottom_name, bottom, priority, highlighted)
    surf.blit(pygame.transform.rotate(lower, 180), (0, h // 2))
    pygame.draw.line(surf, (170, 170, 160), (w * 0.1, h // 2), (w * 0.9, h // 2), 1)
    pygame.draw.rect(surf, colour("card_edge"), r, max(1, w // 50), border_radius=radius)
    if side == "bottom":
        surf = pygame.transform.rotate(surf, 180)
    return _convert(surf)


def _half(surf: pygame.Surface, rect: pygame.Rect, name: str, act: str, priority: int,
          highlighted: bool) -> None:
    w, h = rect.size
    band = pygame.Rect(rect.x + w * 0.06, rect.y + h * 0.34, w * 0.88, h * 0.6)
    pygame.draw.rect(surf, action_colour(act), band, border_radius=max(2, w // 16))
    pad = max(2, w // 20)
    text_box = band.inflate(-2 * pad, -pad)
    if act.startswith("move_"):
        icon = pygame.Rect(0, 0, band.h * 0.62, band.h * 0.62)
        icon.midright = (band.right - pad, band.centery)
        draw_symbol(surf, act[5:], icon, (255, 255, 255))
        text_box.w -= icon.w + pad
    img = fit_block(name, max(8, int(h * 0.2)), (255, 255, 255),
                    (text_box.w, text_box.h), bold=True, align="center")
    surf.blit(img, img.get_rect(center=text_box.center))
    num = font(max(8, int(h * 0.24)), True).render(str(priority), True,
                                                   (255, 255, 255) if highlighted else INK)
    badge = num.get_rect(topleft=(rect.x + pad * 2, rect.y + pad))
    if highlighted:
        pygame.draw.rect(surf, GREEN, badge.inflate(pad * 2, 2), border_radius=max(2, w // 20))
    surf.blit(num, badge)


def _convert(surf: pygame.Surface) -> pygame.Surface:
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def action_tooltip(card, printed: Printed, side: str = "top") -> str:
    up, down = (card.top, card.bottom) if side == "top" else (card.bottom, card.top)
    shove = (" Its priority is highlighted: with 4 or more robots, this card shoves."
             if card.highlighted else "")
    return (f"Priority {card.priority} (lower acts first).{shove}\n"
            f"Upright: {printed.action(up)}. {printed.action_help(up)}\n"
            f"Turned over: {printed.action(down)}. {printed.action_help(down)}\n"
            "Click a programmed card to turn it over.")


def directive_card(did: str, printed: Printed, done: bool = False) -> Card:
    d = printed.content.directives[did]
    stars = "*" * d.difficulty
    return Card(f"dir-{did}", d.name, printed.directive_text(did),
                kind=f"Directive, difficulty {d.difficulty}",
                footer=("Completed " if done else "") + stars,
                colour="good" if done else "law404",
                tooltip=f"{d.name} (difficulty {d.difficulty}): "
                        f"{printed.directive_text(did)}\n{d.flavour}", data=did)
