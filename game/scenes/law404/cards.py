"""Card art of the 404 table: action cards (two halves, priority, highlight) and the
directive and event cards built on the shared `Card`.

An action card shows both actions, the lower one upside down, as the printed card does;
turning it over (side "bottom") rotates the whole card so the action that will resolve is
the one reading upright at the top. Rendered at the size shown, cached.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.scenes.law404 import text
from game.scenes.law404.board import draw_symbol
from game.scenes.law404.names import ACTION_NAMES, Printed
from game.ui import fonts
from game.ui.board.counters import resolve
from game.ui.board.text import colour_key, readable_on, wrap
from game.ui.cards import Card, card_surface
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
                        face_up: bool = True, text_px: int = 14) -> pygame.Surface:
    """`card` is content's ActionCard; side "bottom" = turned upside down; `text_px`: the
    size of the action names (the table's 14 logical px)."""
    if not face_up:
        return _back(size)
    return _face(card.id, card.priority, card.highlighted, ACTION_NAMES[card.top],
                 card.top, ACTION_NAMES[card.bottom], card.bottom, size, side, text_px)


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
          bottom_name: str, bottom: str, size: tuple[int, int], side: str,
          text_px: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    radius = max(3, w // 12)
    pygame.draw.rect(surf, FACE, r, border_radius=radius)
    half = pygame.Rect(0, 0, w, h // 2)
    _half(surf, half, top_name, top, priority, highlighted, text_px)
    lower = pygame.Surface((w, h - h // 2), pygame.SRCALPHA)
    _half(lower, lower.get_rect(), bottom_name, bottom, priority, highlighted, text_px)
    surf.blit(pygame.transform.rotate(lower, 180), (0, h // 2))
    pygame.draw.line(surf, (170, 170, 160), (w * 0.1, h // 2), (w * 0.9, h // 2), 1)
    pygame.draw.rect(surf, colour("card_edge"), r, max(1, w // 50), border_radius=radius)
    if side == "bottom":
        surf = pygame.transform.rotate(surf, 180)
    return _convert(surf)


def _half(surf: pygame.Surface, rect: pygame.Rect, name: str, act: str, priority: int,
          highlighted: bool, text_px: int) -> None:
    """One half of an action card: the priority number over a band naming the action (two
    lines at most, `text_px` bold; a Move names its door symbol by drawing it)."""
    w, h = rect.size
    pad = max(2, w // 24)
    num = font(max(text_px, int(h * 0.28)), True).render(str(priority), True,
                                                         (255, 255, 255) if highlighted else INK)
    inked = num.get_bounding_rect()
    badge = pygame.Rect(rect.x + pad * 2, rect.y + pad, inked.w, inked.h)
    if highlighted:
        pygame.draw.rect(surf, GREEN, badge.inflate(pad * 2, pad * 2),
                         border_radius=max(2, w // 20))
    surf.blit(num, (badge.x - inked.x, badge.y - inked.y))
    top = badge.bottom + pad * 2
    band = pygame.Rect(rect.x + pad, top, w - 2 * pad, rect.bottom - pad - top)
    pygame.draw.rect(surf, action_colour(act), band, border_radius=max(2, w // 16))
    text_box = band.inflate(-2 * pad, 0)
    if act.startswith("move_"):
        icon = pygame.Rect(0, 0, min(band.h * 0.62, w * 0.26), min(band.h * 0.62, w * 0.26))
        icon.midright = (band.right - pad * 2, band.centery)
        draw_symbol(surf, act[5:], icon, (255, 255, 255))
        text_box.w -= icon.w + pad * 2
    lines = wrap(name, text_px, text_box.w, bold=True)[:2]
    step = int(text_px * 1.2)
    face = font(text_px, True)
    y = text_box.centery - (step * (len(lines) - 1) + face.get_height()) // 2
    for i, words in enumerate(lines):
        img = face.render(words, True, (255, 255, 255))
        surf.blit(img, img.get_rect(midtop=(text_box.centerx, y + i * step)))


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
                kind=f"{'Completed' if done else 'Difficulty'} {stars}",
                colour="good" if done else "law404",
                tooltip=f"{d.name} (difficulty {d.difficulty}): "
                        f"{printed.directive_text(did)}\n{d.flavour}", data=did)


def directive_face(card: Card, size: tuple[int, int], face_up: bool | None = None,
                   text_px: int = 14) -> pygame.Surface:
    """A directive card at `size` px: its name on the coloured band, its difficulty, and as
    much of its text as fits at `text_px` (the rest ends in an ellipsis; the tooltip and
    the hover zoom have it all). Face down: the shared card back."""
    up = card.face_up if face_up is None else face_up
    if not up:
        return card_surface(card, size, face_up=False)
    return _directive(card.title, card.text, card.kind, colour_key(resolve(card.colour)),
                      (max(8, int(size[0])), max(8, int(size[1]))), text_px)


@lru_cache(maxsize=256)
def _directive(title: str, body: str, kind: str, band_colour, size: tuple[int, int],
               text_px: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(3, w // 14)
    pad = max(4, w // 20)
    pygame.draw.rect(surf, colour("card_face"), rect, border_radius=radius)
    head = text.block(title, text_px, readable_on(band_colour), (w - 2 * pad, 2 * fonts.font(text_px, True).get_linesize()),
                      bold=True, align="center")
    band = pygame.Rect(0, 0, w, head.get_height() + pad)
    pygame.draw.rect(surf, band_colour, band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    surf.blit(head, head.get_rect(center=band.center))
    y = band.bottom + pad // 2
    kind_img = text.line(kind, text_px, colour("text_dim"), w - 2 * pad, bold=True)
    surf.blit(kind_img, ((w - kind_img.get_width()) // 2, y))
    y += kind_img.get_height()
    box = (w - 2 * pad, h - y - pad // 2)
    if box[1] >= fonts.font(text_px).get_linesize():
        surf.blit(text.block(body, text_px, colour("card_text"), box), (pad, y))
    pygame.draw.rect(surf, colour("card_edge"), rect, max(1, w // 60), border_radius=radius)
    return _convert(surf)
