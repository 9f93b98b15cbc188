"""Cards: face up or down, upright or upside down, rendered at the size they are shown.

A `Card` is display data built by the scene from the engine's view; a face-down card
carries no face text at all when the scene builds it from a view that hides it. Art is
cached per (content, pixel size, side, orientation); hover zoom renders a second, larger
surface rather than scaling a bitmap, so zoomed text stays sharp.

>>> c = Card("ev1", "Meteor Shower", "Damage the hull.")
>>> c.turn_over(); c.face_up
False
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from game.ui.board.counters import ColourSpec, resolve
from game.ui.board.text import colour_key, fit_block, readable_on
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.units import MIN_HIT, Viewport

#: Logical card size (poker proportions 5:7); 120 wide is far above the 44 px hit minimum.
CARD_SIZE = (120.0, 168.0)


@dataclass(eq=False)
class Card:
    """id: stable id (engine); title/kind/text/footer: what the face shows;
    colour: band colour (theme name); upside_down: turned 180 degrees (some rules use it);
    tooltip: the rule this card stands for; data: anything the scene wants back."""

    id: str
    title: str
    text: str = ""
    kind: str = ""
    footer: str = ""
    colour: ColourSpec = "card_back"
    face_up: bool = True
    upside_down: bool = False
    tooltip: str = ""
    data: Any = field(default=None, repr=False)

    def turn_over(self) -> None:
        self.face_up = not self.face_up

    def rotate(self) -> None:
        self.upside_down = not self.upside_down

    def look(self, face_up: bool | None = None) -> tuple:
        up = self.face_up if face_up is None else face_up
        if not up:
            # A back is a back: nothing of the face may leak into it (or into its cache key).
            return (False, "", "", "", "", (0, 0, 0, 0), self.upside_down)
        return (True, self.title, self.text, self.kind, self.footer,
                colour_key(resolve(self.colour)), self.upside_down)


def card_surface(card: Card, size_px: tuple[int, int], face_up: bool | None = None
                 ) -> pygame.Surface:
    """The card at `size_px`; `face_up` overrides the card's own side (e.g. privacy gate)."""
    return _render(card.look(face_up), (max(8, int(size_px[0])), max(8, int(size_px[1]))))


@lru_cache(maxsize=512)
def _render(look: tuple, size: tuple[int, int]) -> pygame.Surface:
    up, title, text, kind, footer, band, upside_down = look
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 14)
    edge = colour("card_edge")
    border = max(1, w // 60)
    rect = surf.get_rect()
    if not up:
        pygame.draw.rect(surf, colour("card_back"), rect, border_radius=radius)
        inner = rect.inflate(-w // 6, -w // 6)
        pygame.draw.rect(surf, colour("normal_border"), inner, max(1, w // 40),
                         border_radius=radius)
        pygame.draw.circle(surf, colour("accent"), rect.center, w // 7, max(1, w // 40))
        pygame.draw.circle(surf, colour("accent"), rect.center, w // 20)
    else:
        pygame.draw.rect(surf, colour("card_face"), rect, border_radius=radius)
        band_h = int(h * 0.2)
        band_rect = pygame.Rect(0, 0, w, band_h)
        pygame.draw.rect(surf, band, band_rect, border_top_left_radius=radius,
                         border_top_right_radius=radius)
        pad = max(3, w // 16)
        title_img = fit_block(title, int(h * 0.085), readable_on(band),
                              (w - 2 * pad, band_h - pad // 2), bold=True, align="center")
        surf.blit(title_img, title_img.get_rect(center=band_rect.center))
        y = band_h + pad // 2
        ink = colour("card_text")
        if kind:
            kind_img = font(max(7, int(h * 0.06)), False).render(kind, True,
                                                                 colour("text_dim"))
            surf.blit(kind_img, ((w - kind_img.get_width()) // 2, y))
            y += kind_img.get_height()
        foot_h = 0
        if footer:
            foot = font(max(7, int(h * 0.07)), True).render(footer, True, ink)
            foot_h = foot.get_height() + pad // 2
            surf.blit(foot, ((w - foot.get_width()) // 2, h - foot_h))
        if text:
            body = fit_block(text, int(h * 0.065), ink, (w - 2 * pad, h - y - foot_h - pad // 2))
            surf.blit(body, (pad, y + pad // 2))
    pygame.draw.rect(surf, edge, rect, border, border_radius=radius)
    if upside_down:
        surf = pygame.transform.rotate(surf, 180)  # exact pixel flip, no resampling
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


class CardWidget:
    """One card placed on the table (a face-up event, a deck, a discard pile, a secret), or an
    empty slot for one (`card=None`: an outline with `label`, e.g. "Action 1").

    pos is the logical top-left; clicks call `on_click(card, button)`; `covers(pos)` tells a
    Hand's `on_drop` which slot a card was dropped on.
    badge:  short text in a corner disc, e.g. the number of cards left in a deck
    zoom:   hover shows a copy this many times larger (rendered at that size); None = off
    gate, owner_seat: a private card (a secret directive) shows its face only while
            `gate.can_see(owner_seat)`, exactly like a Hand
    """

    def __init__(self, viewport: Viewport, card: Card | None, pos: tuple[float, float],
                 size: tuple[float, float] = CARD_SIZE,
                 on_click: Callable[[Card | None, int], None] | None = None, *,
                 badge: str | None = None, zoom: float | None = None,
                 gate: Any = None, owner_seat: int | None = None, label: str = "",
                 tooltip: str = ""):
        self.card = card
        self.label = label
        self.tooltip = tooltip
        self.pos = pos
        self.size = size
        self.on_click = on_click
        self.badge = badge
        self.zoom = zoom
        self.gate = gate
        self.owner_seat = owner_seat
        self.hovered = False
        self.needs_redraw = True
        self.relayout(viewport)

    @property
    def revealed(self) -> bool:
        return self.gate is None or self.gate.can_see(self.owner_seat)

    @property
    def shows_face(self) -> bool:
        return self.card is not None and self.card.face_up and self.revealed

    def zoom_rect(self) -> pygame.Rect | None:
        if not (self.zoom and self.hovered and self.shows_face):
            return None
        v = self.viewport
        z = pygame.Rect(0, 0, v.px(self.size[0] * self.zoom), v.px(self.size[1] * self.zoom))
        z.midleft = (self.rect.right + v.px(8), self.rect.centery)
        screen = pygame.Rect((0, 0), v.size)
        if z.right > screen.right:
            z.midright = (self.rect.left - v.px(8), self.rect.centery)
        z.clamp_ip(screen)
        return z

    def relayout(self, viewport: Viewport, pos: tuple[float, float] | None = None) -> None:
        self.viewport = viewport
        if pos is not None:
            self.pos = pos
        w = max(self.size[0], MIN_HIT)
        h = max(self.size[1], MIN_HIT)
        self.rect = viewport.rect(self.pos[0], self.pos[1], w, h)
        self.needs_redraw = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            hovered = self.rect.collidepoint(event.pos)
            if hovered != self.hovered:
                self.hovered = hovered
                self.needs_redraw = True
            return False
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            if self.on_click is not None:
                self.on_click(self.card, event.button)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return True
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        v = self.viewport
        if self.card is None:
            self._draw_empty(surface)
        else:
            surface.blit(card_surface(self.card, self.rect.size, face_up=self.shows_face),
                         self.rect)
        if self.hovered:
            pygame.draw.rect(surface, colour("zone_hover"), self.rect,
                             max(1, v.px(2)), border_radius=max(3, self.rect.w // 14))
        if self.badge:
            r = max(v.px(14), font(v.px(16), True).size(self.badge)[0] // 2 + v.px(5))
            centre = (self.rect.right - v.px(4), self.rect.top + v.px(4))
            pygame.draw.circle(surface, colour("accent"), centre, r)
            pygame.draw.circle(surface, colour("card_edge"), centre, r, max(1, v.px(2)))
            img = font(v.px(16), True).render(self.badge, True, colour("card_edge"))
            surface.blit(img, img.get_rect(center=centre))
        z = self.zoom_rect()
        if z is not None and self.card is not None:
            surface.blit(card_surface(self.card, z.size, face_up=True), z)
        self.needs_redraw = False

    def _draw_empty(self, surface: pygame.Surface) -> None:
        v = self.viewport
        radius = max(3, self.rect.w // 14)
        pygame.draw.rect(surface, colour("zone_bg"), self.rect, border_radius=radius)
        pygame.draw.rect(surface, colour("zone_border"), self.rect, max(1, v.px(2)),
                         border_radius=radius)
        if self.label:
            img = fit_block(self.label, v.px(15), colour("text_dim"),
                            (self.rect.w - v.px(12), self.rect.h - v.px(12)), align="center")
            surface.blit(img, img.get_rect(center=self.rect.center))

    def covers(self, pos: tuple[int, int]) -> bool:
        z = self.zoom_rect()
        return self.rect.collidepoint(pos) or (z is not None and z.collidepoint(pos))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.rect.collidepoint(pos):
            return None
        if self.shows_face and self.card is not None and self.card.tooltip:
            return self.card.tooltip
        return self.tooltip or None
