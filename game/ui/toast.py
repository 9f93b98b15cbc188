"""Toasts: short messages that appear at the bottom of the window and expire.

Used above all for the reason an action was refused ("Only robots can dock."). The same text
shown again while visible restarts its timer instead of stacking a duplicate.

>>> from game.ui.units import Viewport
>>> t = Toasts(Viewport((1280, 720))); _ = t.show("No."); t.latest
'No.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui.board.text import render_block
from game.ui.theme import colour
from game.ui.units import Viewport

FADE = 0.3  # seconds of fade-out at the end of a toast's life
KINDS = {"error": ("toast_bg", "toast_border"), "info": ("panel_bg", "accent")}


@dataclass(eq=False)
class Toast:
    text: str
    kind: str = "error"
    duration: float = 3.0
    age: float = 0.0

    @property
    def expired(self) -> bool:
        return self.age >= self.duration


def _as_it_is(text: str) -> str:
    return text


class Toasts:
    """A column of toasts, newest at the bottom, centred above the bottom edge."""

    def __init__(self, viewport: Viewport, duration: float = 3.0, max_visible: int = 3,
                 width: float = 560, bottom: float = 24,
                 say: Callable[[str], str] | None = None):
        self.viewport = viewport
        self.say = say or _as_it_is
        """Puts a sentence in the table's words before it is shown: engines name seats
        "Player 2", the table knows them by name (every toast and every drag's refusal
        under the pointer goes through it)."""
        self.duration = duration
        self.max_visible = max_visible
        self.width = width
        self.bottom = bottom
        self.toasts: list[Toast] = []
        self.needs_redraw = False
        self._rects: list[tuple[Toast, pygame.Rect]] = []

    # api -------------------------------------------------------------------------------------
    def show(self, text: str, kind: str = "error", duration: float | None = None) -> Toast:
        if kind not in KINDS:
            raise ValueError(f"toast kind must be one of {sorted(KINDS)}")
        text = self.say(text)
        for t in self.toasts:
            if t.text == text and t.kind == kind:
                t.age = 0.0
                self.needs_redraw = True
                return t
        toast = Toast(text, kind, self.duration if duration is None else duration)
        self.toasts.append(toast)
        del self.toasts[:-self.max_visible]
        self.needs_redraw = True
        return toast

    @property
    def messages(self) -> list[str]:
        return [t.text for t in self.toasts]

    @property
    def latest(self) -> str | None:
        return self.toasts[-1].text if self.toasts else None

    @property
    def rects(self) -> list[tuple[Toast, pygame.Rect]]:
        """Where each toast was last drawn (for hit-testing and tests)."""
        return list(self._rects)

    def covers(self, pos: tuple[int, int]) -> bool:
        return any(r.collidepoint(pos) for _, r in self._rects)

    def dismiss(self, toast: Toast | None) -> None:
        """Take one toast down early (an instruction that has been followed)."""
        if toast in self.toasts:
            self.toasts.remove(toast)
            self.needs_redraw = True

    def clear(self) -> None:
        if self.toasts:
            self.toasts.clear()
            self.needs_redraw = True

    def relayout(self, viewport: Viewport) -> None:
        self.viewport = viewport
        self.needs_redraw = True

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on a toast dismisses it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for toast, rect in self._rects:
                if rect.collidepoint(event.pos) and toast in self.toasts:
                    self.toasts.remove(toast)
                    self.needs_redraw = True
                    return True
        return False

    def update(self, dt: float) -> None:
        if not self.toasts:
            return
        for t in self.toasts:
            t.age += dt
            if t.duration - t.age < FADE:
                self.needs_redraw = True
        alive = [t for t in self.toasts if not t.expired]
        if len(alive) != len(self.toasts):
            self.toasts = alive
            self.needs_redraw = True

    def draw(self, surface: pygame.Surface) -> None:
        v = self.viewport
        self._rects = []
        y = surface.get_height() - v.px(self.bottom)
        pad = v.px(12)
        for toast in reversed(self.toasts):
            bg_name, border_name = KINDS[toast.kind]
            text = render_block(toast.text, v.px(17), colour("text"),
                                v.px(self.width) - 2 * pad, align="center")
            rect = pygame.Rect(0, 0, max(text.get_width() + 2 * pad, v.px(160)),
                               max(text.get_height() + 2 * pad, v.px(44)))
            rect.midbottom = (surface.get_width() // 2, y)
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            radius = max(2, v.px(8))
            pygame.draw.rect(box, colour(bg_name), box.get_rect(), border_radius=radius)
            pygame.draw.rect(box, colour(border_name), box.get_rect(), max(1, v.px(2)),
                             border_radius=radius)
            box.blit(text, text.get_rect(center=box.get_rect().center))
            left = toast.duration - toast.age
            if left < FADE:
                box.set_alpha(int(255 * max(0.0, left) / FADE))
            surface.blit(box, rect)
            self._rects.append((toast, rect))
            y = rect.top - v.px(8)
        self.needs_redraw = False
