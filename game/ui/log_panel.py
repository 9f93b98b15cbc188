"""Log panel: what happened, newest at the bottom; click an entry to see the state then.

Each entry carries an optional `snapshot` (whatever the scene uses to rebuild that moment,
e.g. the index into `game.history`); clicking calls `on_click(entry)`. The wheel scrolls
while the pointer is over the panel (hover comes from MOUSEMOTION: MOUSEWHEEL has no pos).
New entries keep the view pinned to the bottom unless the player scrolled up to read.
Rows are at least 44 logical px tall so every entry is a comfortable target.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.board.counters import ColourSpec, resolve
from game.ui.board.text import render_block, wrap
from game.ui.fonts import font, render
from game.ui.theme import colour
from game.ui.units import MIN_HIT, Viewport

TITLE_H = 30  # logical
ROW_PAD = 6  # logical, above and below an entry's text
FONT = 15  # logical
MARK_W = 5  # logical width of an entry's colour mark (the seat that acted)
WHY_W = 22  # logical width of the "?" a line with a rule carries at its right


@dataclass(eq=False)
class LogEntry:
    text: str
    snapshot: Any = None
    colour: ColourSpec | None = None
    tooltip: str = ""
    data: Any = field(default=None, repr=False)
    rule: Any = None
    """The rule that made it happen (an engine Ref: section, why), or None: the line then
    carries a "?" that opens the Rules screen at that section."""
    undone: bool = False
    """Taken back with undo: kept in the log, dimmed and marked, never looked back at."""

    @property
    def shown_text(self) -> str:
        return f"(undone) {self.text}" if self.undone else self.text


class LogPanel:
    def __init__(self, viewport: Viewport, rect: tuple[float, float, float, float],
                 on_click: Callable[[LogEntry], None] | None = None, title: str = "Log",
                 on_rule: Callable[[LogEntry], None] | None = None):
        self.rect = rect
        self.on_click = on_click
        self.on_rule = on_rule
        self.title = title
        self.entries: list[LogEntry] = []
        self.selected: LogEntry | None = None
        self.hovered: LogEntry | None = None
        self.scroll = 0  # px scrolled up from the bottom
        self.needs_redraw = True
        self._heights: list[int] = []
        self._total = 0  # sum of _heights, kept up to date: logs grow to thousands of entries
        self._pointer_inside = False
        self.relayout(viewport)

    # api -------------------------------------------------------------------------------------
    def add(self, text: str, snapshot: Any = None, colour: ColourSpec | None = None,
            tooltip: str = "", rule: Any = None) -> LogEntry:
        entry = LogEntry(text, snapshot, colour, tooltip, rule=rule)
        self.entries.append(entry)
        h = self._measure(entry)
        self._heights.append(h)
        self._total += h
        if self.scroll > 0:
            self.scroll += h  # reading older entries: keep them where they are
        self._clamp()
        self.needs_redraw = True
        return entry

    def mark_undone(self, entries: list[LogEntry]) -> None:
        """Mark the entries of a move that was taken back."""
        for entry in entries:
            entry.undone = True
            entry.snapshot = None
        self._heights = [self._measure(e) for e in self.entries]
        self._total = sum(self._heights)
        self._clamp()
        self.needs_redraw = True

    def clear(self) -> None:
        self.entries.clear()
        self._heights.clear()
        self._total = 0
        self.scroll = 0
        self.selected = self.hovered = None
        self.needs_redraw = True

    def scroll_by(self, px: int) -> None:
        """Positive = towards older entries."""
        self.scroll += px
        self._clamp()
        self.needs_redraw = True

    def scroll_to_bottom(self) -> None:
        self.scroll = 0
        self.needs_redraw = True

    @property
    def max_scroll(self) -> int:
        return max(0, self._total - self.list_rect.h)

    def entry_rects(self) -> list[tuple[LogEntry, pygame.Rect]]:
        """The visible entries with their pixel rects (clipped to the list area)."""
        out = []
        bottom = self.list_rect.bottom + self.scroll
        for entry, h in zip(reversed(self.entries), reversed(self._heights), strict=True):
            top = bottom - h
            if top < self.list_rect.bottom and bottom > self.list_rect.top:
                out.append((entry, pygame.Rect(self.list_rect.x, top, self.list_rect.w, h)))
            if top <= self.list_rect.top:
                break
            bottom = top
        out.reverse()
        return out

    def covers(self, pos: tuple[int, int]) -> bool:
        return self.px_rect.collidepoint(pos)

    def entry_at(self, pos: tuple[int, int]) -> LogEntry | None:
        if not self.list_rect.collidepoint(pos):
            return None
        for entry, r in self.entry_rects():
            if r.collidepoint(pos):
                return entry
        return None

    def relayout(self, viewport: Viewport,
                 rect: tuple[float, float, float, float] | None = None) -> None:
        self.viewport = viewport
        if rect is not None:
            self.rect = rect
        v = viewport
        x, y, w, h = self.rect
        self.px_rect = v.rect(x, y, w, h)
        self.list_rect = v.rect(x + 4, y + TITLE_H, w - 8, h - TITLE_H - 4)
        # A face's first measurement costs milliseconds (FreeType readies it): here, as the
        # table opens, not in the frame that shows the first move's line.
        font(v.text_px(FONT)).size("Ag")
        font(v.px(15), True).size("?")  # the marks of lines with a rule
        self._heights = [self._measure(e) for e in self.entries]
        self._total = sum(self._heights)
        self._clamp()
        self.needs_redraw = True

    def why_rect(self, entry: LogEntry, row: pygame.Rect) -> pygame.Rect | None:
        """Where a line with a rule shows its "?" (clicked: the Rules at that section)."""
        if entry.rule is None or self.on_rule is None:
            return None
        v = self.viewport
        side = min(row.h - v.px(4), v.px(WHY_W))
        return pygame.Rect(row.right - v.px(WHY_W + 8), row.y + v.px(3), v.px(WHY_W), side)

    def why_at(self, pos: tuple[int, int]) -> LogEntry | None:
        """The line whose "?" is under `pos`."""
        for entry, row in self.entry_rects():
            spot = self.why_rect(entry, row)
            if spot is not None and spot.inflate(self.viewport.px(6), 0).collidepoint(pos):
                return entry
        return None

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self._pointer_inside = self.px_rect.collidepoint(event.pos)
            hovered = self.entry_at(event.pos)
            if hovered is not self.hovered:
                self.hovered = hovered
                self.needs_redraw = True
            return False
        if et == pygame.MOUSEWHEEL and self._pointer_inside:
            self.scroll_by(int(event.y * self.viewport.px(40)))
            return True
        if et == pygame.MOUSEBUTTONDOWN and self.px_rect.collidepoint(event.pos):
            if event.button in (4, 5):  # legacy wheel buttons carry a position
                self.scroll_by(self.viewport.px(40) * (1 if event.button == 4 else -1))
                return True
            if event.button == 1:
                why = self.why_at(event.pos) if self.list_rect.collidepoint(event.pos) else None
                if why is not None:
                    self.on_rule(why)
                    return True
                entry = self.entry_at(event.pos)
                if entry is not None:
                    self.selected = entry
                    self.needs_redraw = True
                    if self.on_click is not None:
                        self.on_click(entry)
            return True
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        v = self.viewport
        radius = max(2, v.px(6))
        pygame.draw.rect(surface, colour("panel_bg"), self.px_rect, border_radius=radius)
        pygame.draw.rect(surface, colour("panel_border"), self.px_rect, max(1, v.px(1)),
                         border_radius=radius)
        title = render(self.title, v.px(16), colour("accent"), True)
        surface.blit(title, (self.px_rect.x + v.px(10),
                             self.px_rect.y + (v.px(TITLE_H) - title.get_height()) // 2))
        old_clip = surface.get_clip()
        surface.set_clip(self.list_rect.clip(old_clip) if old_clip else self.list_rect)
        pad_x = v.px(MARK_W + 8)
        for entry, r in self.entry_rects():
            if entry is self.selected:
                pygame.draw.rect(surface, colour("hovered_bg"), r)
            elif entry is self.hovered:
                pygame.draw.rect(surface, colour("normal_bg"), r)
            if entry.colour is not None:
                pygame.draw.rect(surface, resolve(entry.colour),
                                 (r.x, r.y + v.px(3), v.px(MARK_W), r.h - v.px(6)))
            img = self._text(entry)
            surface.blit(img, (r.x + pad_x, r.y + (r.h - img.get_height()) // 2))
            spot = self.why_rect(entry, r)
            if spot is not None:
                self._draw_why(surface, spot, entry is self.hovered)
            pygame.draw.line(surface, colour("panel_border"), r.bottomleft, r.bottomright)
        if self.max_scroll > 0:
            self._draw_scrollbar(surface)
        surface.set_clip(old_clip)
        self.needs_redraw = False

    def _draw_why(self, surface: pygame.Surface, spot: pygame.Rect, lit: bool) -> None:
        v = self.viewport
        pygame.draw.rect(surface, colour("hovered_bg" if lit else "panel_bg"), spot,
                         border_radius=max(2, v.px(4)))
        pygame.draw.rect(surface, colour("accent" if lit else "panel_border"), spot,
                         max(1, v.px(1)), border_radius=max(2, v.px(4)))
        mark = render("?", v.px(15), colour("accent" if lit else "text_dim"), True)
        surface.blit(mark, mark.get_rect(center=spot.center))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        entry = self.entry_at(pos)
        if entry is None:
            return None
        if entry.rule is not None:
            why = f"Why: {entry.rule.why}"
            if self.on_rule is not None:
                why += f" Click ? for {entry.rule.section} in the Rules."
            return f"{entry.tooltip} {why}" if entry.tooltip else why
        return entry.tooltip or None

    # helpers ---------------------------------------------------------------------------------
    def _text_width(self, entry: LogEntry | None = None) -> int:
        why = WHY_W + 6 if entry is not None and entry.rule is not None and self.on_rule else 0
        return self.list_rect.w - self.viewport.px(MARK_W + 8 + 10 + why)

    def _text(self, entry: LogEntry) -> pygame.Surface:
        return render_block(entry.shown_text, self.viewport.text_px(FONT),
                            colour("text_dim" if entry.undone else "text"),
                            self._text_width(entry))

    def _measure(self, entry: LogEntry) -> int:
        # Measured by wrapping only: rendering waits until the entry is scrolled into view.
        v = self.viewport
        size = v.text_px(FONT)
        lines = len(wrap(entry.shown_text, size, self._text_width(entry)))
        return max(v.px(MIN_HIT), lines * font(size).get_linesize() + 2 * v.px(ROW_PAD))

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        v = self.viewport
        total = self._total
        lr = self.list_rect
        h = max(v.px(24), lr.h * lr.h // total)
        frac = 1 - self.scroll / self.max_scroll
        y = lr.y + int((lr.h - h) * frac)
        bar = pygame.Rect(lr.right - v.px(4), y, v.px(4), h)
        pygame.draw.rect(surface, colour("text_dim"), bar, border_radius=v.px(2))
