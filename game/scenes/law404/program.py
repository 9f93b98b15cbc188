"""Programming a robot in secret: its hand of action cards and three numbered slots.

Drag a card from the hand into a slot (or click it: it goes to the first empty slot), drag
it between slots or back to the hand, click a programmed card to turn it over (the action
reading upright at the top is the one that resolves). Nothing reaches the engine until the
scene confirms: then the three slots become three ProgramCard actions, in slot order.

Privacy is structural, as in the shared Hand: faces are drawn only while
`gate.can_see(seat)`; otherwise only card backs (how many cards a robot holds is public).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.law404 import text
from game.scenes.law404.cards import action_card_surface, action_tooltip
from game.scenes.law404.names import Printed
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.units import Viewport

SLOTS = 3
CARD = (96.0, 126.0)
THRESHOLD = 6


class ProgramPanel:
    def __init__(self, viewport: Viewport, rect: tuple[float, float, float, float],
                 printed: Printed, gate, on_change: Callable[[], None] | None = None):
        self.rect = rect
        self.printed = printed
        self.cards = printed.content.action_cards
        self.gate = gate
        self.on_change = on_change
        self.seat: int | None = None
        self.visible = False
        self.hand: list[str] = []
        self.slots: list[list | None] = [None] * SLOTS
        self.fixed = 0
        """Slots already sent to the engine (a resumed half-programmed robot): kept."""
        self.focus: tuple[str, int] | None = None  # ("hand", i) or ("slot", i): keyboard
        self.needs_redraw = True
        self._press: tuple[str, int, tuple[int, int]] | None = None
        self.dragging: tuple[str, int] | None = None
        self._pointer = (0, 0)
        self._grab = (0, 0)
        self.relayout(viewport)

    # ------------------------------------------------------------------ state
    def show(self, seat: int, hand: list[str], programmed: list[list[str]]) -> None:
        """The seat's hand and what it already programmed (from view["private"])."""
        if seat != self.seat or set(hand) != set(self.hand) or self.fixed != len(programmed):
            self.slots = [list(p) for p in programmed] + [None] * (SLOTS - len(programmed))
            self.fixed = len(programmed)
            self.focus = None
        self.seat = seat
        self.hand = list(hand)
        self.visible = True
        self._layout()

    def hide(self) -> None:
        if self.visible:
            self.visible = False
            self.seat = None
            self.hand = []
            self.slots = [None] * SLOTS
            self.dragging = None
            self._press = None
            self.needs_redraw = True

    @property
    def revealed(self) -> bool:
        return self.visible and self.seat is not None and self.gate.can_see(self.seat)

    def free_cards(self) -> list[str]:
        placed = {s[0] for s in self.slots if s is not None}
        return [c for c in self.hand if c not in placed]

    @property
    def complete(self) -> bool:
        return all(s is not None for s in self.slots)

    def program(self) -> list[tuple[str, str]]:
        """The slots still to send, in order: (card, "top" | "bottom")."""
        return [(s[0], s[1]) for s in self.slots[self.fixed:] if s is not None]

    def place(self, card: str, slot: int | None = None) -> bool:
        """Put a hand card into `slot` (default: the first empty one)."""
        if card not in self.free_cards():
            return False
        free = [i for i in range(self.fixed, SLOTS) if self.slots[i] is None]
        if slot is None:
            if not free:
                return False
            slot = free[0]
        if slot < self.fixed:
            return False
        self.slots[slot] = [card, "top"]
        self._changed()
        return True

    def flip(self, slot: int) -> None:
        s = self.slots[slot]
        if s is not None and slot >= self.fixed:
            s[1] = "bottom" if s[1] == "top" else "top"
            self._changed()

    def take_back(self, slot: int) -> None:
        if slot >= self.fixed and self.slots[slot] is not None:
            self.slots[slot] = None
            self._changed()

    def clear(self) -> None:
        for i in range(self.fixed, SLOTS):
            self.slots[i] = None
        self._changed()

    def _changed(self) -> None:
        self._layout()
        if self.on_change is not None:
            self.on_change()

    # ------------------------------------------------------------------ layout
    def relayout(self, viewport: Viewport,
                 rect: tuple[float, float, float, float] | None = None) -> None:
        self.viewport = viewport
        if rect is not None:
            self.rect = rect
        self._layout()

    def card_size(self) -> tuple[float, float]:
        x, y, w, h = self.rect
        ch = min(CARD[1], h - 24)
        return (ch * CARD[0] / CARD[1], ch)

    def _layout(self) -> None:
        v = self.viewport
        x, y, w, h = self.rect
        cw, ch = self.card_size()
        top = y + 22
        slot_w = SLOTS * (cw + 10)
        self.slot_rects = [v.rect(x + w - slot_w + i * (cw + 10), top, cw, ch)
                           for i in range(SLOTS)]
        hand = self.free_cards()
        room = w - slot_w - 30
        step = cw + 8
        if len(hand) > 1 and (len(hand) - 1) * step + cw > room:
            step = max(30.0, (room - cw) / (len(hand) - 1))
        self.hand_rects = [v.rect(x + 4 + i * step, top, cw, ch) for i in range(len(hand))]
        self.hand_area = v.rect(x, top, room + 20, ch)
        self.px_rect = v.rect(*self.rect)
        self.needs_redraw = True

    # ------------------------------------------------------------------ hit tests
    def hit(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        for i in range(len(self.slot_rects)):
            if self.slot_rects[i].collidepoint(pos):
                return ("slot", i)
        for i in range(len(self.hand_rects) - 1, -1, -1):
            if self.hand_rects[i].collidepoint(pos):
                return ("hand", i)
        return None

    def covers(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.px_rect.collidepoint(pos)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if not self.revealed:
            return None
        hit = self.hit(pos)
        if hit is None:
            return None
        where, i = hit
        if where == "hand":
            return action_tooltip(self.cards[self.free_cards()[i]], self.printed)
        s = self.slots[i]
        if s is None:
            return f"Action {i + 1}: drag a card here, or click a card in your hand."
        return action_tooltip(self.cards[s[0]], self.printed, s[1])

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.hit(event.pos)
            if hit is None:
                return self.px_rect.collidepoint(event.pos)
            if self.revealed:
                self._press = (hit[0], hit[1], event.pos)
            return True
        if et == pygame.MOUSEMOTION and self._press is not None:
            where, i, start = self._press
            if self.dragging is None:
                far = abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1])
                if far < self.viewport.px(THRESHOLD):
                    return True
                if where == "slot" and (self.slots[i] is None or i < self.fixed):
                    self._press = None
                    return True
                rect = (self.hand_rects if where == "hand" else self.slot_rects)[i]
                self._grab = (start[0] - rect.x, start[1] - rect.y)
                self.dragging = (where, i)
            self._pointer = event.pos
            self.needs_redraw = True
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            where, i, _start = self._press
            self._press = None
            if not self.revealed:
                self.dragging = None
                return True
            if self.dragging is None:
                self._click(where, i)
            else:
                self.dragging = None
                self._drop(where, i, event.pos)
            self.needs_redraw = True
            return True
        return False

    def _click(self, where: str, i: int) -> None:
        if where == "hand":
            free = self.free_cards()
            if i < len(free):
                self.place(free[i])
        else:
            self.flip(i)

    def _drop(self, where: str, i: int, pos: tuple[int, int]) -> None:
        target = self.hit(pos)
        if where == "hand":
            card = self.free_cards()[i]
            if target is not None and target[0] == "slot" and target[1] >= self.fixed:
                j = target[1]
                old = self.slots[j]
                self.slots[j] = [card, old[1] if old else "top"]
                self._changed()
            return
        moving = self.slots[i]
        if target is not None and target[0] == "slot" and target[1] >= self.fixed:
            j = target[1]
            self.slots[i], self.slots[j] = self.slots[j], moving
            self._changed()
        elif self.hand_area.collidepoint(pos) or not self.px_rect.collidepoint(pos):
            self.take_back(i)

    def key(self, key: int) -> bool:
        """Keyboard: Tab moves between the hand's cards and the programmed ones; Enter
        places the focused hand card or turns the focused programmed card over. Enter on a
        hand card once the slots are full is not taken here: the scene confirms."""
        if not self.revealed:
            return False
        spots = [("hand", i) for i in range(len(self.free_cards()))] + \
                [("slot", i) for i in range(self.fixed, SLOTS) if self.slots[i] is not None]
        if key == pygame.K_TAB:
            if not spots:
                return False
            idx = spots.index(self.focus) + 1 if self.focus in spots else 0
            self.focus = spots[idx % len(spots)]
            self.needs_redraw = True
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus in spots:
            where, i = self.focus
            if where == "hand" and self.complete:
                return False
            self._click(where, i)
            if where == "hand":
                left = len(self.free_cards())
                self.focus = ("hand", min(i, left - 1)) if left else None
            self.needs_redraw = True
            return True
        return False

    def update(self, dt: float) -> None: ...

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.needs_redraw = False
        if not self.visible:
            return
        v = self.viewport
        up = self.revealed
        size = v.px(text.MIN)
        label_font = font(size, True)
        x, y, _w, _h = self.rect
        head = "Your hand: drag three cards into the slots, click one to turn it over" if up \
            else "Action cards (face down)"
        width = self.slot_rects[0].x - v.px(x + 12)
        surface.blit(text.line(head, size, colour("text_dim"), width, bold=True),
                     (v.px(x + 4), v.px(y + 1)))
        free = self.free_cards()
        for i, r in enumerate(self.hand_rects):
            if self.dragging == ("hand", i):
                continue
            card = self.cards[free[i]]
            surface.blit(action_card_surface(card, self.printed, r.size, face_up=up,
                                             text_px=size), r)
            self._focus_ring(surface, ("hand", i), r)
        for i, r in enumerate(self.slot_rects):
            label = label_font.render(f"Action {i + 1}", True, colour("accent"))
            surface.blit(label, label.get_rect(midbottom=(r.centerx, r.y - v.px(2))))
            s = self.slots[i]
            if s is None or self.dragging == ("slot", i):
                pygame.draw.rect(surface, colour("zone_bg"), r, border_radius=v.px(6))
                pygame.draw.rect(surface, colour("zone_border"), r, max(1, v.px(2)),
                                 border_radius=v.px(6))
                hint = text.block("Drop a card here", size, colour("text_dim"),
                                  (r.w - v.px(10), r.h), align="center")
                surface.blit(hint, hint.get_rect(center=r.center))
                continue
            card = self.cards[s[0]]
            surface.blit(action_card_surface(card, self.printed, r.size, s[1], face_up=up,
                                             text_px=size), r)
            if i < self.fixed and up:
                pygame.draw.rect(surface, colour("text_dim"), r, max(1, v.px(2)),
                                 border_radius=v.px(6))
            self._focus_ring(surface, ("slot", i), r)
        if self.dragging is not None and up:
            where, i = self.dragging
            cid = free[i] if where == "hand" else self.slots[i][0]
            side = "top" if where == "hand" else self.slots[i][1]
            pos = (self._pointer[0] - self._grab[0], self._pointer[1] - self._grab[1])
            surface.blit(action_card_surface(self.cards[cid], self.printed,
                                             self.slot_rects[0].size, side, text_px=size), pos)

    def _focus_ring(self, surface: pygame.Surface, spot: tuple[str, int],
                    rect: pygame.Rect) -> None:
        if self.focus == spot and self.revealed:
            pygame.draw.rect(surface, colour("zone_hover"), rect.inflate(6, 6),
                             max(2, self.viewport.px(3)), border_radius=self.viewport.px(7))
