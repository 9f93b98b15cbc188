"""A player's hand: cards fanned in a row, click to select, hover to zoom.

Privacy is structural: the hand belongs to `owner_seat`, and when a PassDevice `gate` is
given, faces are drawn (and hover zoom, selection and tooltips work) only while
`gate.revealed_for == owner_seat`. Otherwise the hand draws card backs: the number of cards
is public, their faces are not.

Cards overlap from left to right, the later card in front (as held in a real hand); every
card keeps a visible strip of at least 44 logical px so it stays a usable target, and the row
grows beyond its rect (centred) rather than squeeze below that.

Gestures (only while revealed): left click toggles selection (`on_select(card, selected)`);
every click also calls `on_click(card, button)` (e.g. right click = turn upside down); with
`on_drop` set, dragging a card out and letting go calls `on_drop(card, pos)`: the scene finds
the target under `pos` (a CardWidget slot, a zone) and asks the engine; raising ValueError
(RuleError) puts the card back and shows the reason in `toasts`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from game.ui.cards import CARD_SIZE, Card, card_surface
from game.ui.pass_device import PassDevice
from game.ui.theme import colour
from game.ui.toast import Toasts
from game.ui.units import MIN_HIT, Viewport

LIFT = 22  # logical px a selected card rises
ARC = 10  # logical px the outermost cards sit lower than the middle one: reads as a fan
ZOOM = 1.9  # hover zoom factor (rendered at that size, never a scaled bitmap)


class Hand:
    def __init__(self, viewport: Viewport, rect: tuple[float, float, float, float],
                 owner_seat: int, cards: Iterable[Card] = (), *, gate: PassDevice | None = None,
                 on_select: Callable[[Card, bool], None] | None = None,
                 multi_select: bool = False, card_size: tuple[float, float] = CARD_SIZE,
                 zoom: float = ZOOM, on_click: Callable[[Card, int], None] | None = None,
                 on_drop: Callable[[Card, tuple[int, int]], None] | None = None,
                 toasts: Toasts | None = None,
                 face: Callable[..., pygame.Surface] = card_surface):
        self.rect = rect
        self.owner_seat = owner_seat
        self.cards: list[Card] = list(cards)
        self.gate = gate
        self.on_select = on_select
        self.multi_select = multi_select
        self.card_size = card_size
        self.zoom = zoom
        self.on_click = on_click
        self.on_drop = on_drop
        self.toasts = toasts
        self.face = face  # draws a card at a pixel size: card_surface, or a game's own faces
        self.selected: list[Card] = []
        self.hovered: Card | None = None
        self.dragging: Card | None = None  # the card being dragged out of the hand
        self.needs_redraw = True
        self._rects: list[pygame.Rect] = []
        self._press: tuple[Card, tuple[int, int], int] | None = None
        self._pointer = (0, 0)
        self._grab = (0, 0)
        self.relayout(viewport)

    # api -------------------------------------------------------------------------------------
    @property
    def revealed(self) -> bool:
        """May this hand's faces be drawn now?"""
        return self.gate is None or self.gate.can_see(self.owner_seat)

    def set_cards(self, cards: Iterable[Card]) -> None:
        self.cards = list(cards)
        self._press = None
        self.dragging = None
        keep = {id(c) for c in self.cards}
        self.selected = [c for c in self.selected if id(c) in keep]
        if self.hovered is not None and id(self.hovered) not in keep:
            self.hovered = None
        self._layout()

    def select(self, card: Card, selected: bool = True) -> None:
        was = card in self.selected
        if selected and not was:
            if not self.multi_select:
                self.selected.clear()
            self.selected.append(card)
        elif not selected and was:
            self.selected.remove(card)
        if was != selected:
            self._layout()
            if self.on_select is not None:
                self.on_select(card, selected)

    def clear_selection(self) -> None:
        self.selected.clear()
        self._layout()

    def card_rects(self) -> list[pygame.Rect]:
        """Pixel rects of the cards, in hand order (later cards drawn in front)."""
        return list(self._rects)

    def card_at(self, pos: tuple[int, int]) -> Card | None:
        for i in range(len(self._rects) - 1, -1, -1):
            if self._rects[i].collidepoint(pos):
                return self.cards[i]
        return None

    def covers(self, pos: tuple[int, int]) -> bool:
        """Is `pos` on a card or the zoom (for DragController occluders)?"""
        z = self.zoom_rect()
        return self.card_at(pos) is not None or (z is not None and z.collidepoint(pos))

    def zoom_rect(self) -> pygame.Rect | None:
        """Where the hover zoom is drawn (above the hovered card, kept on screen)."""
        if self.hovered is None or not self.revealed or self.hovered not in self.cards:
            return None
        v = self.viewport
        r = self._rects[self.cards.index(self.hovered)]
        zw = v.px(self.card_size[0] * self.zoom)
        zh = v.px(self.card_size[1] * self.zoom)
        z = pygame.Rect(0, 0, zw, zh)
        z.midbottom = (r.centerx, r.top - v.px(8))
        z.clamp_ip(pygame.Rect((0, 0), v.size))
        return z

    def relayout(self, viewport: Viewport,
                 rect: tuple[float, float, float, float] | None = None) -> None:
        self.viewport = viewport
        if rect is not None:
            self.rect = rect
        self._layout()

    def _layout(self) -> None:
        v = self.viewport
        x, y, w, h = self.rect
        cw, ch = self.card_size
        n = len(self.cards)
        step = cw + 8
        if n > 1 and (n - 1) * step + cw > w:
            step = max(MIN_HIT, (w - cw) / (n - 1))
        total = (n - 1) * step + cw if n else 0
        left = x + (w - total) / 2
        top = y + h - ch
        self._rects = []
        mid = (n - 1) / 2
        for i, card in enumerate(self.cards):
            lift = LIFT if card in self.selected else 0
            sag = ARC * ((i - mid) / mid) ** 2 if n > 1 else 0.0
            self._rects.append(v.rect(left + i * step, top - lift + sag - ARC, cw, ch))
        self.px_rect = v.rect(*self.rect)
        self.needs_redraw = True

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            return self._on_motion(event.pos)
        if et == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            card = self.card_at(event.pos)
            if card is None:
                return False
            if self.revealed:
                self._press = (card, event.pos, event.button)
            return True
        if et == pygame.MOUSEBUTTONUP and self._press is not None and \
                event.button == self._press[2]:
            card, _start, button = self._press
            self._press = None
            if self.dragging is not None:
                if self.revealed:
                    self._drop(event.pos)
                else:  # the cover went up mid-drag: nothing private may be played blind
                    self.dragging = None
                    self._layout()
                return True
            if not self.revealed or card not in self.cards:
                return True
            if button == 1:
                self.select(card, card not in self.selected)
            if self.on_click is not None:
                self.on_click(card, button)
            return True
        if et == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.dragging is not None:
            self._press = None
            self.dragging = None
            self._layout()
            return True
        return False

    def _on_motion(self, pos: tuple[int, int]) -> bool:
        if self._press is not None and self.dragging is None and self.on_drop is not None:
            card, start, button = self._press
            far = abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= self.viewport.px(6)
            if button == 1 and far and self.revealed and card in self.cards:
                rect = self._rects[self.cards.index(card)]
                self._grab = (start[0] - rect.x, start[1] - rect.y)
                self.dragging = card
                self.hovered = None
        if self.dragging is not None:
            self._pointer = pos
            self.needs_redraw = True
            return True
        card = self.card_at(pos) if self.revealed else None
        if card is not self.hovered:
            self.hovered = card
            self.needs_redraw = True
        return False

    def _drop(self, pos: tuple[int, int]) -> None:
        card = self.dragging
        self.dragging = None
        self.needs_redraw = True
        assert card is not None and self.on_drop is not None
        try:
            self.on_drop(card, pos)
        except ValueError as exc:
            if self.toasts is not None:
                self.toasts.show(str(exc) or "That card cannot go there.")

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        up = self.revealed
        for card, rect in zip(self.cards, self._rects, strict=True):
            if card is self.dragging:
                continue
            surface.blit(self.face(card, rect.size, face_up=card.face_up and up), rect)
            if up and card in self.selected:
                pygame.draw.rect(surface, colour("selected_border"), rect,
                                 max(2, self.viewport.px(3)), border_radius=max(3, rect.w // 14))
        z = self.zoom_rect()
        if z is not None:
            assert self.hovered is not None
            surface.blit(self.face(self.hovered, z.size, face_up=self.hovered.face_up), z)
        if self.dragging is not None and up:
            size = self._rects[0].size
            pos = (self._pointer[0] - self._grab[0], self._pointer[1] - self._grab[1])
            surface.blit(self.face(self.dragging, size), pos)
        self.needs_redraw = False

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.revealed:
            return None
        card = self.card_at(pos)
        return card.tooltip or None if card is not None and card.face_up else None
