"""Toasts: short messages that appear near the bottom of the window and expire.

Used above all for the reason an action was refused ("Only robots can dock."). The same text
shown again while visible restarts its timer instead of stacking a duplicate.

One placement rule holds for every toast and banner on a table (`clear_spot`): it goes where
it covers nothing the player must reach or read to decide now (the table's `keep_clear()`:
every enabled control, the lit targets, the hand, the prompt), as near its usual place as
that allows. A toast over the card the player is about to drag hides the very thing its
sentence is about.

>>> from game.ui.units import Viewport
>>> t = Toasts(Viewport((1280, 720))); _ = t.show("No."); t.latest
'No.'
>>> hand = pygame.Rect(0, 600, 1280, 120)   # the bottom band is taken: the spot moves up
>>> clear_spot((400, 50), (640, 680), [hand], pygame.Rect(0, 0, 1280, 720), 8).bottom <= 600
True
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
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


def _nothing() -> list[pygame.Rect]:
    return []


def _nearest_clear(xs: list[int], ys: list[int], w: int, h: int, cx: int, cy: int,
                   avoid: list[pygame.Rect]) -> tuple[int, int] | None:
    """The clear spot first in (distance, x, y) order, row by row: in each row the spans
    of x that meet nothing lie between the blocked intervals, and the nearest x in a span
    is found by bisection (enumerating the tens of thousands of spots cost ~10 ms)."""
    best = None
    for y in ys:
        dy2 = (y - cy) ** 2
        if best is not None and dy2 > best[0]:
            continue
        # A spot at x meets r when r.left - w < x < r.right (Rect.colliderect).
        blocked = sorted((r.left - w, r.right) for r in avoid if r.top < y + h and y < r.bottom)
        spans, lo = [], xs[0]
        for left, right in blocked:
            if left >= lo:
                spans.append((lo, left))
            lo = max(lo, right)
        spans.append((lo, xs[-1]))
        for lo, hi in spans:
            a, b = bisect.bisect_left(xs, lo), bisect.bisect_right(xs, hi)
            if a >= b:
                continue
            j = min(max(bisect.bisect_left(xs, cx, a, b), a), b - 1)
            for x in xs[max(a, j - 1):j + 1]:
                spot = ((x - cx) ** 2 + dy2, x, y)
                if best is None or spot < best:
                    best = spot
    return None if best is None else best[1:]


def clear_spot(size: tuple[int, int], prefer: tuple[int, int], avoid: Sequence[pygame.Rect],
               bounds: pygame.Rect, step: int) -> pygame.Rect:
    """A rect of `size` inside `bounds` that meets none of `avoid`, its centre as near
    `prefer` as can be (tried on a grid of `step` px); where every spot meets something,
    the one that covers least of it."""
    w, h = min(size[0], bounds.w), min(size[1], bounds.h)
    step = max(1, step)
    xs = sorted({*range(bounds.left, bounds.right - w + 1, step), bounds.right - w,
                 max(bounds.left, min(bounds.right - w, prefer[0] - w // 2))})
    ys = sorted({*range(bounds.top, bounds.bottom - h + 1, step), bounds.bottom - h,
                 max(bounds.top, min(bounds.bottom - h, prefer[1] - h // 2))})
    cx, cy = prefer[0] - w // 2, prefer[1] - h // 2
    avoid = [r for r in avoid if r.w > 0 and r.h > 0]
    if w > 0 and h > 0:
        found = _nearest_clear(xs, ys, w, h, cx, cy, avoid)
        if found is not None:
            return pygame.Rect(*found, w, h)
    spots = sorted(((x - cx) ** 2 + (y - cy) ** 2, x, y) for x in xs for y in ys)
    if len(spots) > 4000:  # a full search only where it is cheap: else the nearest
        return pygame.Rect(spots[0][1], spots[0][2], w, h)
    best, least = None, None
    for _, x, y in spots:
        rect = pygame.Rect(x, y, w, h)
        if rect.collidelist(avoid) < 0:
            return rect
        covered = sum(rect.clip(r).w * rect.clip(r).h for r in avoid)
        if least is None or covered < least:
            best, least = rect, covered
    return best


class Toasts:
    """A column of toasts, newest at the bottom, centred above the bottom edge."""

    def __init__(self, viewport: Viewport, duration: float = 3.0, max_visible: int = 3,
                 width: float = 560, bottom: float = 24,
                 say: Callable[[str], str] | None = None,
                 keep_clear: Callable[[], list[pygame.Rect]] | None = None):
        self.viewport = viewport
        self.keep_clear = keep_clear or _nothing
        """What no toast may cover (a table's `keep_clear`): the toasts stand clear of it,
        as near the bottom centre as they can (`clear_spot`)."""
        self._spot: tuple[tuple, pygame.Rect] | None = None
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
        pad, gap = v.px(12), v.px(8)
        boxes = []
        for toast in reversed(self.toasts):  # newest first: it stands lowest
            text = render_block(toast.text, v.text_px(17), colour("text"),
                                v.px(self.width) - 2 * pad, align="center")
            rect = pygame.Rect(0, 0, max(text.get_width() + 2 * pad, v.px(160)),
                               max(text.get_height() + 2 * pad, v.px(44)))
            boxes.append((toast, text, rect))
        if boxes:
            column = self._column(surface.get_size(), [r.size for _, _, r in boxes], gap)
            y = column.bottom
            for toast, text, rect in boxes:
                rect.midbottom = (column.centerx, y)
                self._draw_one(surface, toast, text, rect)
                y = rect.top - gap
        self.needs_redraw = False

    def _column(self, size: tuple[int, int], sizes: list[tuple[int, int]],
                gap: int) -> pygame.Rect:
        """Where the column of toasts stands: clear of `keep_clear()`, as near the bottom
        centre as it can be (worked out again only when the toasts or what they must
        leave clear change)."""
        v = self.viewport
        w = max(s[0] for s in sizes)
        h = sum(s[1] for s in sizes) + gap * (len(sizes) - 1)
        margin = v.px(6)
        avoid = [r.inflate(2 * margin, 2 * margin) for r in self.keep_clear()]
        key = (size, w, h, tuple(tuple(r) for r in avoid))
        if self._spot is None or self._spot[0] != key:
            bounds = pygame.Rect((0, 0), size).inflate(-2 * margin, -2 * margin)
            prefer = (size[0] // 2, size[1] - v.px(self.bottom) - h // 2)
            self._spot = (key, clear_spot((w, h), prefer, avoid, bounds, v.px(8)))
        return self._spot[1]

    def _draw_one(self, surface: pygame.Surface, toast: Toast, text: pygame.Surface,
                  rect: pygame.Rect) -> None:
        v = self.viewport
        bg_name, border_name = KINDS[toast.kind]
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
