"""One cached full-window layer for a table: painted again only when what it shows has
changed (its key) or the window's size did; otherwise the frame is a single blit. The log,
which changes on its own (scrolling, a new line), is drawn onto the layer alone when only it
needs it, so a new log line never repaints the board.

    layer = self.frame.parts(surface.get_size(), key, self._parts, self.log)
    surface.blit(layer, (0, 0))

The layer is handed over as `Part`s: when its key changes, only the parts showing something
new are painted again, each inside the rects that changed, with everything under and over it
there painted again in order, so the pixels are the ones a whole paint gives
(tests/app/test_layer_parts.py compares them).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.ui.surfaces import window_format
from game.ui.theme import looks_generation


class LogLike(Protocol):
    needs_redraw: bool

    def draw(self, surface: pygame.Surface) -> None: ...


PART_REPAINT_SHARE = 0.5
"""Past this share of the window changed, the layer is painted whole: clipped repaints of
most of it would cost more than one paint."""
MAX_REGIONS = 4
"""Changed rects are merged down to this many clip regions: a part under several of them
(the board, under every panel) is painted once per region."""
NEAR_PX = 12
"""Changed rects this close are one region (two robots' boards one above the other)."""


@dataclass
class Part:
    """One piece of a layer painted in parts, painted in list order."""

    slot: Hashable
    """Its place on the table (one seat's panel, the log): the same piece from one paint to
    the next."""
    rect: pygame.Rect
    """Where all its drawing lies, in window pixels."""
    key: Hashable
    """Everything it shows: a new key paints it again."""
    paint: Callable[[pygame.Surface], None]
    stale: bool = False
    """Paint it again whatever its key (the log, which knows when it changed)."""
    changed: list[pygame.Rect] | None = field(default_factory=list)
    """Rects inside it that show something new though its key is the same (the board's
    counters, which the board itself tracks; the log's list); None: all of it."""
    opaque: pygame.Rect | None = None
    """Where it covers everything under it: a changed spot inside is painted from it up."""


class FrameCache:
    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._key: Hashable | None = None
        self._parts: dict[Hashable, tuple[Hashable, tuple[int, int, int, int]]] = {}
        self.rebuilt = False
        """Whether the last `parts` call painted the layer again."""
        self.regions: list[pygame.Rect] | None = None
        """Where the last `parts` call that painted painted: None when whole."""

    def parts(self, size: tuple[int, int], key: Hashable, parts: Callable[[], list[Part]],
              log: LogLike | None = None) -> pygame.Surface:
        """The layer for `key`; when the key is new, the `parts` that changed are painted
        again (all of them the first time, or when most of the window changed). `log`:
        painted alone when only it changed (a table's pieces give it as `log_part`)."""
        surface = self._surface
        if surface is None or surface.get_size() != size:
            surface = self._surface = window_format(size)
            self._key = None
        key = (looks_generation(), key)
        self.rebuilt = self._key is None or key != self._key
        if not self.rebuilt:
            if log is not None and log.needs_redraw:
                log.draw(surface)
            return surface
        listed = parts()
        old = self._parts
        self._parts = {p.slot: (p.key, tuple(p.rect)) for p in listed}
        regions = None
        if self._key is not None and list(old) == [p.slot for p in listed]:
            regions = _regions(old, listed, surface.get_rect())
        self._key = key
        self.regions = regions
        if regions is None:
            for p in listed:
                p.paint(surface)
            return surface
        for region in regions:
            surface.set_clip(region)
            first = 0
            for i, p in enumerate(listed):
                if p.opaque is not None and p.opaque.contains(region):
                    first = i  # what lies under it there is covered anyway
            for p in listed[first:]:
                if p.rect.colliderect(region):
                    p.paint(surface)
        surface.set_clip(None)
        return surface

    def forget(self) -> None:
        """The next `layer` call paints again whatever its key (a full repaint)."""
        self._key = None


def _regions(old: dict, listed: list[Part], bounds: pygame.Rect) -> list[pygame.Rect] | None:
    """The clip regions to paint again, or None if most of the layer changed."""
    dirty: list[pygame.Rect] = []
    for p in listed:
        was_key, was_rect = old[p.slot]
        if p.stale or p.key != was_key or tuple(p.rect) != was_rect or p.changed is None:
            dirty += [pygame.Rect(was_rect), p.rect]
        else:
            dirty += p.changed
    dirty = [r.clip(bounds) for r in dirty]
    merged = _merge([r for r in dirty if r.w > 0 and r.h > 0])
    if sum(r.w * r.h for r in merged) > PART_REPAINT_SHARE * bounds.w * bounds.h:
        return None
    return merged


def _merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping or nearly touching rects as one, then the pair whose union wastes least joined until at most
    MAX_REGIONS are left."""
    rects = [r.copy() for r in rects]
    joined = True
    while joined:
        joined = False
        for i in range(len(rects)):
            for j in range(i + 1, len(rects)):
                if rects[i].inflate(NEAR_PX, NEAR_PX).colliderect(rects[j]):
                    rects[i].union_ip(rects.pop(j))
                    joined = True
                    break
            if joined:
                break
    while len(rects) > MAX_REGIONS:
        i, j = min(((i, j) for i in range(len(rects)) for j in range(i + 1, len(rects))),
                   key=lambda pair, rects=rects: _waste(rects[pair[0]], rects[pair[1]]))
        rects[i].union_ip(rects.pop(j))
        rects = _merge(rects)
    return rects


def _waste(a: pygame.Rect, b: pygame.Rect) -> int:
    u = a.union(b)
    return u.w * u.h - a.w * a.h - b.w * b.h


def log_part(log) -> Part:
    """The log as a piece of a layer: a new line changes its list, which it covers."""
    return Part("log", log.px_rect.copy(), None, log.draw,
                changed=[log.list_rect.copy()] if log.needs_redraw else [],
                opaque=log.list_rect.copy())
