"""Programming a robot in secret: its hand of action cards and three numbered slots.

Drag a card from the hand into a slot (or click it: it goes to the first empty slot), drag
it between slots or back to the hand, click a programmed card to turn it over (the action
reading upright at the top is the one that resolves). Nothing reaches the engine until the
scene confirms: then the three slots become three ProgramCard actions, in slot order.

The panel is the DragSource of one shared gesture (game/ui/board/gesture.py): its threshold,
its cancel (Esc, the window losing focus, a drop anywhere but a slot or, for a programmed
card, the hand: the card flies back where it was) and its fly-home. A slot already sent to
the engine is no target.

Privacy is structural, as in the shared Hand: faces are drawn only while
`gate.can_see(seat)`; otherwise only card backs (how many cards a robot holds is public).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.law404 import text
from game.scenes.law404.cards import action_card_surface, action_tooltip
from game.scenes.law404.names import Printed
from game.ui.board.gesture import GestureWidget
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.toast import Toasts
from game.ui.units import Viewport

SLOTS = 3
CARD = (96.0, 126.0)
#: The target of a programmed card dropped on the hand: it goes back there.
HAND = "hand"
#: A press on the panel that takes nothing (a gap, a face-down card): still the panel's, so
#: the board under it does not react.
NOTHING = ("nothing", None)


class ProgramPanel(GestureWidget):
    def __init__(self, viewport: Viewport, rect: tuple[float, float, float, float],
                 printed: Printed, gate, on_change: Callable[[], None] | None = None, *,
                 toasts: Toasts):
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
        self.suggested: str | None = None
        """The hand card Suggest named for the position on show: ringed until it moves on."""
        self.needs_redraw = True
        self._grip = (0, 0)  # where on the carried card the pointer holds it
        self.start_gesture(viewport, toasts)
        self.relayout(viewport)

    # ------------------------------------------------------------------ state
    def show(self, seat: int, hand: list[str], programmed: list[list[str]]) -> None:
        """The seat's hand and what it already programmed (from view["private"])."""
        if seat != self.seat or set(hand) != set(self.hand) or self.fixed != len(programmed):
            self.slots = [list(p) for p in programmed] + [None] * (SLOTS - len(programmed))
            self.fixed = len(programmed)
            self.focus = None
            self.gesture.finish()  # what was carried is no longer where it came from
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
            self.gesture.finish()
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

    # ------------------------------------------------------------------ DragSource
    # carried: ("hand", card) or ("slot", i) while dragged or flying home.
    def grab(self, pos: tuple[int, int], button: int, mods: int):
        if button != 1:
            return None
        hit = self.hit(pos) if self.revealed else None
        if hit is None:
            return NOTHING if self.px_rect.collidepoint(pos) else None
        where, i = hit
        return ("hand", self.free_cards()[i]) if where == "hand" else hit

    def lift(self, grab):
        where, key = grab
        if where == "nothing" or (where == "slot" and (self.slots[key] is None
                                                       or key < self.fixed)):
            return None
        home = self._home(grab)
        if home is None:
            return None
        start = self.gesture.start
        self._grip = (start[0] - home.x, start[1] - home.y)
        return grab

    def target_at(self, pos: tuple[int, int], payload):
        if not self.revealed:
            return None  # the cover went up: nothing is placed blind
        hit = self.hit(pos)
        if hit is not None and hit[0] == "slot":
            return hit if hit[1] >= self.fixed and hit != payload else None
        if payload[0] == "slot" and self.hand_area.collidepoint(pos):
            return HAND
        return None

    def reason(self, payload, target) -> str | None:
        """Every target is fine: the engine judges the program at Confirm."""
        return None

    def miss_reason(self, payload, pos: tuple[int, int]) -> str | None:
        """A card let go where no slot is: where it can go instead (over its own panel,
        between the cards, a miss needs no word)."""
        if self.px_rect.collidepoint(pos):
            return None
        if payload[0] == "hand":
            return ("An action card goes into one of the Action slots under the board: drop "
                    "it on Action 1, 2 or 3 (or click it).")
        return "A programmed card goes to another Action slot, or back to your hand."

    def drop(self, payload, target) -> None:
        where, key = payload
        if target == HAND:
            self.take_back(key)
            return
        j = target[1]
        if where == "hand":
            if key not in self.free_cards():
                return  # Enter placed it while it was carried
            old = self.slots[j]
            self.slots[j] = [key, old[1] if old else "top"]
        else:
            self.slots[key], self.slots[j] = self.slots[j], self.slots[key]
        self._changed()

    def click(self, grab, button: int, pos: tuple[int, int]) -> None:
        where, key = grab
        if self.revealed and where != "nothing":
            self._use(where, key)

    def _use(self, where: str, key) -> None:
        """A click or Enter: a hand card goes to the first free slot, a programmed card
        turns over."""
        if where == "hand":
            self.place(key)
        else:
            self.flip(key)

    def _home(self, payload) -> pygame.Rect | None:
        """Where a carried card rests: its place in the hand, or its slot."""
        where, key = payload
        if where == "slot":
            return self.slot_rects[key]
        free = self.free_cards()
        return self.hand_rects[free.index(key)] if key in free else None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.visible and self.gesture.handle_event(event)

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
            self._use(where, self.free_cards()[i] if where == "hand" else i)
            if where == "hand":
                left = len(self.free_cards())
                self.focus = ("hand", min(i, left - 1)) if left else None
            self.needs_redraw = True
            return True
        return False

    def update(self, dt: float) -> None:
        if self.carried is not None and (not self.revealed or self._home(self.carried) is None):
            self.gesture.finish()  # the cover went up mid-drag, or the card was placed by key
        super().update(dt)

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
        carried = self.carried
        for i, r in enumerate(self.hand_rects):
            if carried == ("hand", free[i]):
                continue
            card = self.cards[free[i]]
            surface.blit(action_card_surface(card, self.printed, r.size, face_up=up,
                                             text_px=size), r)
            self._focus_ring(surface, ("hand", i), r)
            if free[i] == self.suggested and up:
                pygame.draw.rect(surface, colour("accent"), r.inflate(10, 10),
                                 max(2, v.px(3)), border_radius=v.px(8))
        for i, r in enumerate(self.slot_rects):
            label = label_font.render(f"Action {i + 1}", True, colour("accent"))
            surface.blit(label, label.get_rect(midbottom=(r.centerx, r.y - v.px(2))))
            s = self.slots[i]
            if s is None or carried == ("slot", i):
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
        home = self._home(carried) if carried is not None else None
        if home is not None and up:
            where, key = carried
            cid, side = (key, "top") if where == "hand" else self.slots[key]
            surface.blit(action_card_surface(self.cards[cid], self.printed,
                                             self.slot_rects[0].size, side, text_px=size),
                         self.gesture.held_at(self._grip, home.topleft))

    def _focus_ring(self, surface: pygame.Surface, spot: tuple[str, int],
                    rect: pygame.Rect) -> None:
        if self.focus == spot and self.revealed:
            pygame.draw.rect(surface, colour("zone_hover"), rect.inflate(6, 6),
                             max(2, self.viewport.px(3)), border_radius=self.viewport.px(7))
