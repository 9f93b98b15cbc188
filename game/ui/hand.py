"""A player's hand: cards fanned in a row, click to select, hover to zoom, drag a card out.

Privacy is structural: the hand belongs to `owner_seat`, and when a PassDevice `gate` is
given, faces are drawn (and hover zoom, selection and tooltips work) only while
`gate.revealed_for == owner_seat`. Otherwise the hand draws card backs: the number of cards
is public, their faces are not.

Cards overlap from left to right, the later card in front (as held in a real hand); every
card keeps a visible strip of at least 44 logical px so it stays a usable target, and the row
grows beyond its rect (centred) rather than squeeze below that.

Gestures (only while revealed), on the shared drag gesture (game/ui/board/gesture.py): left
click toggles selection (`on_select(card, selected)`); every click also calls
`on_click(card, button)` (e.g. right click = turn upside down). With `drops` (the scene's
half of the drag source, `CardDrops`) a left drag carries a card out of the hand:
`drops.target_at(pos, card)` is the target under the pointer (a CardWidget slot, a zone;
None: nowhere), `drops.reason(card, target)` why the card may not go there (the engine's
sentence, shown under the pointer before the drop; the scene lights the targets it clears),
`drops.drop(card, target)` plays it (a ValueError, RuleError is one, sends the card home
with its sentence in `toasts`). Esc, the window losing focus, a drop over nothing or the
cover going up puts the card back: it flies home.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

import pygame

from game.ui.board.gesture import CLICK_ONLY, GestureWidget
from game.ui.cards import CARD_SIZE, Card, card_surface
from game.ui.pass_device import PassDevice
from game.ui.theme import colour
from game.ui.toast import Toasts
from game.ui.units import MIN_HIT, Viewport

LIFT = 22  # logical px a selected card rises
ARC = 10  # logical px the outermost cards sit lower than the middle one: reads as a fan
ZOOM = 1.9  # hover zoom factor (rendered at that size, never a scaled bitmap)


class CardDrops(Protocol):
    """Where a card dragged out of a hand may go: the scene's half of the hand's DragSource."""

    def target_at(self, pos: tuple[int, int], card: Card) -> Any | None: ...

    def reason(self, card: Card, target: Any) -> str | None: ...

    def drop(self, card: Card, target: Any) -> None: ...


class Hand(GestureWidget):
    def __init__(self, viewport: Viewport, rect: tuple[float, float, float, float],
                 owner_seat: int, cards: Iterable[Card] = (), *, gate: PassDevice | None = None,
                 on_select: Callable[[Card, bool], None] | None = None,
                 multi_select: bool = False, card_size: tuple[float, float] = CARD_SIZE,
                 zoom: float = ZOOM, on_click: Callable[[Card, int], None] | None = None,
                 drops: CardDrops | None = None, toasts: Toasts | None = None,
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
        if drops is not None and toasts is None:
            raise ValueError("a hand that cards are dragged out of needs toasts for refusals")
        self.drops = drops
        self.toasts = toasts
        self.face = face  # draws a card at a pixel size: card_surface, or a game's own faces
        self.in_layer = False
        """The table paints the resting cards into its cached layer (`resting_key`,
        `draw_resting`), so a frame that only moves something else does not draw them
        again: `draw` then adds what moves, the hover zoom and a carried card."""
        self.selected: list[Card] = []
        self.hovered: Card | None = None
        self.needs_redraw = True
        self._rects: list[pygame.Rect] = []
        self._grip = (0, 0)  # where on the carried card the pointer holds it
        # Without drops nothing is refused, so a hand of clicks alone needs no toasts.
        self.start_gesture(viewport, toasts or Toasts(viewport))
        self.relayout(viewport)

    # api -------------------------------------------------------------------------------------
    @property
    def revealed(self) -> bool:
        """May this hand's faces be drawn now?"""
        return self.gate is None or self.gate.can_see(self.owner_seat)

    @property
    def dragging(self) -> Card | None:
        """The card being dragged out of the hand (None while it flies home)."""
        return self.gesture.payload if self.gesture.dragging else None

    def set_cards(self, cards: Iterable[Card]) -> None:
        self.gesture.finish()  # a press or a drag is on the cards that were
        self.cards = list(cards)
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

    # DragSource ------------------------------------------------------------------------------
    def grab(self, pos: tuple[int, int], button: int, mods: int):
        """A press on a card is the hand's, even face down: nothing under it may react."""
        card = self.card_at(pos) if button in (1, 3) else None
        return None if card is None else (card, button)

    def lift(self, grab):
        card, button = grab
        if button != 1 or self.drops is None or not self.revealed or card not in self.cards:
            return CLICK_ONLY
        rect = self._rects[self.cards.index(card)]
        start = self.gesture.start
        self._grip = (start[0] - rect.x, start[1] - rect.y)
        self.hovered = None
        return card

    def target_at(self, pos: tuple[int, int], card: Card):
        # The cover went up: nothing private is played blind.
        return self.drops.target_at(pos, card) if self.revealed else None

    def reason(self, card: Card, target) -> str | None:
        return self.drops.reason(card, target)

    def drop(self, card: Card, target) -> None:
        self.drops.drop(card, target)

    def click(self, grab, button: int, pos: tuple[int, int]) -> None:
        card = grab[0]
        if not self.revealed or card not in self.cards:
            return
        if button == 1:
            self.select(card, card not in self.selected)
        if self.on_click is not None:
            self.on_click(card, button)

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        taken = self.gesture.handle_event(event)
        if event.type == pygame.MOUSEMOTION and not self.gesture.dragging:
            card = self.card_at(event.pos) if self.revealed else None
            if card is not self.hovered:
                self.hovered = card
                self.needs_redraw = True
        return taken

    def update(self, dt: float) -> None:
        if self.carried is not None and not self.revealed:
            self.gesture.finish()  # the cover went up mid-drag: the card is simply back
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_under_ui(surface)
        self.draw_zoom(surface)

    def draw_under_ui(self, surface: pygame.Surface) -> None:
        """All but the hover zoom: a table draws that over its buttons (`draw_zoom`)."""
        up = self.revealed
        carried = self.carried
        if not self.in_layer:
            self.draw_resting(surface)
        if carried is not None and up and carried in self.cards:
            rect = self._rects[self.cards.index(carried)]
            surface.blit(self.face(carried, rect.size), self.gesture.held_at(self._grip,
                                                                              rect.topleft))
            self.gesture.draw_reason(surface)
        self.needs_redraw = False

    def draw_zoom(self, surface: pygame.Surface) -> None:
        """The hovered card, larger, above its place: over the buttons there, or they
        would hide the words it is zoomed to show."""
        z = self.zoom_rect()
        if z is not None:
            assert self.hovered is not None
            surface.blit(self.face(self.hovered, z.size, face_up=self.hovered.face_up), z)

    def draw_resting(self, surface: pygame.Surface) -> None:
        """The cards where they lie (all but one being carried), the selected ones ringed."""
        up = self.revealed
        carried = self.carried
        for card, rect in zip(self.cards, self._rects, strict=True):
            if card is carried:
                continue
            surface.blit(self.face(card, rect.size, face_up=card.face_up and up), rect)
            if up and card in self.selected:
                pygame.draw.rect(surface, colour("selected_border"), rect,
                                 max(2, self.viewport.px(3)), border_radius=max(3, rect.w // 14))

    def resting_key(self) -> tuple:
        """Everything `draw_resting` shows (a card's `data` must be hashable: a face may
        read it)."""
        up = self.revealed
        carried = self.carried
        return (up, tuple((card.look(card.face_up and up), card.data, tuple(rect),
                           up and card in self.selected, card is carried)
                          for card, rect in zip(self.cards, self._rects, strict=True)))

    def resting_extent(self) -> pygame.Rect:
        """All `draw_resting` may draw."""
        if not self._rects:
            return pygame.Rect(self.px_rect.topleft, (0, 0))
        return self._rects[0].unionall(self._rects[1:])

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.revealed:
            return None
        card = self.card_at(pos)
        return card.tooltip or None if card is not None and card.face_up else None
