"""Pass-the-device: hotseat privacy gate.

Before a seat's private information (hand, secret directive) may be drawn, the scene calls
`gate.request(seat)`. Until that player presses "I am <name>", the gate covers the whole
window, swallows input and `revealed_for` is None. Private widgets (Hand) take the gate and
draw faces only when `gate.revealed_for == owner_seat`, so privacy does not depend on the
scene remembering to draw the cover last.

>>> import pygame; _ = pygame.font.init()
>>> from game.ui.units import Viewport
>>> gate = PassDevice(Viewport((1280, 720)), ["Ada", "Bo"])
>>> gate.request(1); gate.revealed_for is None, gate.active
(True, True)
>>> gate.confirm(); gate.revealed_for
1
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.board.text import render_block
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.units import MIN_HIT, Viewport

#: Events that still reach the app while the cover is up (window management, quitting).
PASS_THROUGH = {pygame.QUIT, pygame.VIDEORESIZE, pygame.WINDOWRESIZED,
                pygame.WINDOWSIZECHANGED, pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED}


class PassDevice:
    def __init__(self, viewport: Viewport, names: Sequence[str],
                 on_confirm: Callable[[int], None] | None = None):
        self.viewport = viewport
        self.names = list(names)
        self.on_confirm = on_confirm
        self.active = False  # the cover is up
        self.pending_seat: int | None = None
        self.revealed_for: int | None = None
        self.summary: list[str] = []
        """What just happened (the log's public lines), said on the cover."""
        self.needs_redraw = False
        self._hover = False
        self.button_rect = pygame.Rect(0, 0, 1, 1)
        self.relayout(viewport)

    # api -------------------------------------------------------------------------------------
    def request(self, seat: int, summary: Sequence[str] = ()) -> None:
        """Hide everything private and ask for `seat` to take the device; `summary`: what
        just happened, in public words, for the cover to say."""
        if not 0 <= seat < len(self.names):
            raise IndexError(f"no seat {seat}; seats are 0..{len(self.names) - 1}")
        self.pending_seat = seat
        self.summary = list(summary)
        self.revealed_for = None
        self.active = True
        self._hover = False
        self.relayout(self.viewport)
        self.needs_redraw = True

    def ensure(self, seat: int) -> None:
        """Ask for `seat` unless it already holds the device or is already being asked for."""
        if self.revealed_for != seat and not (self.active and self.pending_seat == seat):
            self.request(seat)

    def confirm(self) -> None:
        """The requested player confirmed who they are: their private layer may be drawn."""
        if not self.active or self.pending_seat is None:
            return
        self.revealed_for = self.pending_seat
        self.active = False
        self.needs_redraw = True
        if self.on_confirm is not None:
            self.on_confirm(self.revealed_for)

    def settle(self, seat: int) -> None:
        """The device stays with `seat` without a cover or a confirmation: the only human
        at the table has nobody to hide from."""
        self.request(seat)
        self.revealed_for = seat
        self.active = False

    def conceal(self) -> None:
        """Hide private information without asking anyone (e.g. a bot's turn, game over)."""
        self.revealed_for = None
        self.active = False
        self.pending_seat = None
        self.needs_redraw = True

    def covers(self, pos: tuple[int, int]) -> bool:
        return self.active

    def can_see(self, seat: int) -> bool:
        return not self.active and self.revealed_for == seat

    @property
    def title(self) -> str:
        name = self.names[self.pending_seat] if self.pending_seat is not None else ""
        return f"Pass the device to {name}"

    @property
    def button_text(self) -> str:
        name = self.names[self.pending_seat] if self.pending_seat is not None else ""
        return f"I am {name}"

    def relayout(self, viewport: Viewport) -> None:
        self.viewport = viewport
        v = viewport
        label = font(v.px(22), True).size(self.button_text)
        w = max(label[0] + v.px(48), v.px(220))
        h = max(v.px(56), v.px(MIN_HIT))
        self.button_rect = pygame.Rect(0, 0, w, h)
        self.button_rect.center = (v.size[0] // 2, v.size[1] // 2 + v.px(40))
        self.needs_redraw = True

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """While the cover is up every input event stops here (nothing underneath reacts)."""
        if not self.active:
            return False
        if event.type in PASS_THROUGH:
            return False
        if event.type == pygame.MOUSEMOTION:
            hover = self.button_rect.collidepoint(event.pos)
            if hover != self._hover:
                self._hover = hover
                self.needs_redraw = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.button_rect.collidepoint(event.pos):
                self.confirm()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        return True

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the cover (only while active). Call it after everything else."""
        self.needs_redraw = False
        if not self.active:
            return
        v = self.viewport
        surface.fill(colour("shroud"))
        cx = surface.get_width() // 2
        hint = font(v.text_px(17)).render("Other players: please look away.", True,
                                     colour("text_dim"))
        surface.blit(hint, hint.get_rect(midbottom=(cx, self.button_rect.top - v.px(16))))
        bottom = self.button_rect.top - v.px(48)
        if self.summary:
            block = render_block("Just now: " + " ".join(self.summary), v.text_px(18),
                                 colour("text"), min(v.px(760), surface.get_width() - v.px(40)),
                                 align="center")
            top = max(v.px(60), bottom - v.px(8) - block.get_height())
            surface.blit(block, block.get_rect(midtop=(cx, top)))
            bottom = top - v.px(16)
        title = font(v.px(34), True).render(self.title, True, colour("accent"))
        surface.blit(title, title.get_rect(midbottom=(cx, bottom)))
        bg = colour("hovered_bg" if self._hover else "normal_bg")
        radius = max(2, v.px(8))
        pygame.draw.rect(surface, bg, self.button_rect, border_radius=radius)
        pygame.draw.rect(surface, colour("active_border"), self.button_rect, max(1, v.px(2)),
                         border_radius=radius)
        text = font(v.px(22), True).render(self.button_text, True, colour("text"))
        surface.blit(text, text.get_rect(center=self.button_rect.center))
