"""Tooltips: rule explanations that appear after the pointer rests ~0.5 s on something.

Anything with `tooltip_at(pos) -> str | None` is a source (Table, Hand, LogPanel, CardWidget
...), so is any widget with a `tooltip` text and `covers(pos)`, or a plain function of pos;
plain rectangles (a score track, a pygame-gui button) are added with `add_region`.
The first source that answers wins, so add the front-most widgets first. Hover is tracked from
MOUSEMOTION `event.pos` only; the tooltip never consumes events.

>>> from game.ui.units import Viewport
>>> tips = Tooltips(Viewport((1280, 720)))
>>> region = tips.add_region((0, 0, 100, 50), "Hull: the ship is lost at 0.")
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from game.ui.board.text import render_block
from game.ui.theme import colour
from game.ui.units import Viewport

DELAY = 0.5  # seconds of rest before a tooltip shows
MAX_WIDTH = 320  # logical px of text per line
OFFSET = (14, 20)  # logical px from the pointer, down-right (clear of the cursor)


class TooltipSource(Protocol):
    def tooltip_at(self, pos: tuple[int, int]) -> str | None: ...


class _Region:
    def __init__(self, tips: Tooltips, rect: tuple[float, float, float, float], text: str):
        self.tips, self.rect, self.text = tips, rect, text

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.text if self.tips.viewport.rect(*self.rect).collidepoint(pos) else None


class Tooltips:
    def __init__(self, viewport: Viewport, delay: float = DELAY):
        self.viewport = viewport
        self.delay = delay
        self.sources: list[TooltipSource | Callable[[tuple[int, int]], str | None]] = []
        self.text: str | None = None  # the tooltip on screen, if any
        self.enabled = True
        self.needs_redraw = False
        self.last_rect: pygame.Rect | None = None  # where the tooltip was last drawn
        self._pos: tuple[int, int] | None = None
        self._rest = 0.0

    # api -------------------------------------------------------------------------------------
    def add(self, source: TooltipSource | Callable[[tuple[int, int]], str | None]) -> None:
        self.sources.append(source)

    def remove(self, source) -> None:
        self.sources = [s for s in self.sources if s is not source]

    def add_region(self, rect: tuple[float, float, float, float], text: str) -> _Region:
        """A logical-units rectangle with a tooltip (follows relayout automatically)."""
        region = _Region(self, rect, text)
        self.sources.append(region)
        return region

    def query(self, pos: tuple[int, int]) -> str | None:
        for src in self.sources:
            if hasattr(src, "tooltip_at"):
                text = src.tooltip_at(pos)
            elif hasattr(src, "covers"):  # any widget with a `tooltip` text and a hit area
                text = getattr(src, "tooltip", None) if src.covers(pos) else None
            else:
                text = src(pos)
            if text:
                return text
        return None

    @property
    def visible(self) -> bool:
        return self.text is not None

    def hide(self) -> None:
        if self.text is not None:
            self.text = None
            self.needs_redraw = True
        self._rest = 0.0

    def relayout(self, viewport: Viewport) -> None:
        self.viewport = viewport
        self.hide()

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pos = event.pos
            self._rest = 0.0
            # Keep a shown tooltip while the pointer stays on the same thing.
            if self.text is not None and self.query(event.pos) != self.text:
                self.hide()
            elif self.text is not None:
                self.needs_redraw = True  # it follows the pointer
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL):
            self.hide()
        elif event.type == pygame.WINDOWLEAVE:
            self.hide()
            self._pos = None
        return False

    def update(self, dt: float) -> None:
        if not self.enabled or self._pos is None or self.text is not None:
            return
        self._rest += dt
        if self._rest >= self.delay:
            text = self.query(self._pos)
            if text:
                self.text = text
                self.needs_redraw = True
            else:
                self._rest = -1e9  # nothing here: do not ask again until the pointer moves

    def draw(self, surface: pygame.Surface) -> None:
        self.needs_redraw = False
        if self.text is None or self._pos is None:
            return
        v = self.viewport
        pad = v.px(8)
        img = render_block(self.text, v.text_px(15), colour("text"), v.px(MAX_WIDTH))
        rect = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
        rect.topleft = (self._pos[0] + v.px(OFFSET[0]), self._pos[1] + v.px(OFFSET[1]))
        screen = surface.get_rect()
        if rect.right > screen.right:
            # Flip to the left of the pointer rather than covering it.
            rect.right = self._pos[0] - v.px(4)
        if rect.bottom > screen.bottom:
            rect.bottom = self._pos[1] - v.px(4)
        rect.clamp_ip(screen)
        pygame.draw.rect(surface, colour("tooltip_bg"), rect, border_radius=max(2, v.px(4)))
        pygame.draw.rect(surface, colour("tooltip_border"), rect, max(1, v.px(1)),
                         border_radius=max(2, v.px(4)))
        surface.blit(img, (rect.x + pad, rect.y + pad))
        self.last_rect = rect
