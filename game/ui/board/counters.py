"""Counters: round or square tokens with a drawn icon and a short label, two sides.

A `Counter` is a display object, not game state: the scene builds counters from the engine's
view and rebuilds or moves them after `apply`. Art is drawn procedurally with pygame.draw at
the pixel size it is shown and cached per (look, size, side), so a frame only blits.

>>> c = Counter("h1", "human", label="SCI", back_label="dead")
>>> c.flip(); c.side
1
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from game.ui.board.text import ColourKey, colour_key, readable_on
from game.ui.fonts import font
from game.ui.theme import colour

#: Logical size of a counter; 48 keeps every counter above the 44 px hit-target minimum.
COUNTER_SIZE = 48

ColourSpec = str | pygame.Color | tuple[int, int, int] | tuple[int, int, int, int]


def resolve(c: ColourSpec) -> pygame.Color:
    """A theme colour name (see assets/theme.json) or an already resolved colour."""
    return colour(c) if isinstance(c, str) else pygame.Color(c)


@dataclass(eq=False)
class Counter:
    """One token on the table.

    id:      unique on the table (usually the engine's counter id)
    kind:    what it is in the game ("robot", "fire", ...): zones accept or refuse by kind
    icon:    an icon primitive from ICONS (defaults to `kind` when that is an icon name)
    side:    0 = front (alive / open), 1 = back (dead / closed)
    colour:  theme colour name (or a pygame colour) of the front face
    tooltip: the rule this counter stands for, shown on hover
    data:    anything the scene wants back in callbacks (engine ids, seat...)
    label_scale: the label's font size as a share of the counter's size, kept unless the
             label would not fit (None: 0.24 under an icon, 0.34 alone, shrunk to fit);
             under an icon, the label rests near the bottom edge and the icon takes the
             room left above it
    """

    id: str
    kind: str
    label: str = ""
    icon: str | None = None
    shape: str = "round"
    colour: ColourSpec = "counter_fill"
    side: int = 0
    back_label: str | None = None
    back_icon: str | None = None
    back_colour: ColourSpec = "counter_back"
    tooltip: str = ""
    data: Any = field(default=None, repr=False)
    label_scale: float | None = None

    def flip(self) -> None:
        self.side = 1 - self.side

    @property
    def face_icon(self) -> str | None:
        front = self.icon if self.icon is not None else (self.kind if self.kind in ICONS else None)
        if self.side == 0:
            return front
        return self.back_icon if self.back_icon is not None else front

    @property
    def face_label(self) -> str:
        if self.side == 1 and self.back_label is not None:
            return self.back_label
        return self.label

    def look(self) -> tuple:
        """Everything the art depends on: the cache key for rendered surfaces."""
        crossed = self.side == 1 and self.back_icon is None
        fill = self.colour if self.side == 0 else self.back_colour
        look = (self.shape, colour_key(resolve(fill)), self.face_icon, self.face_label, crossed)
        return look if self.label_scale is None else (*look, self.label_scale)


def counter_surface(counter: Counter, size_px: int) -> pygame.Surface:
    """The counter's current side at `size_px` (cached; do not mutate the result)."""
    look = counter.look()
    return _render(*look[:5], max(8, int(size_px)), *look[5:])


def clear_cache() -> None:
    _render.cache_clear()


@lru_cache(maxsize=2048)
def _render(
    shape: str, fill: ColourKey, icon: str | None, label: str, crossed: bool, s: int,
    label_scale: float | None = None,
) -> pygame.Surface:
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    edge = colour("counter_edge")
    border = max(2, s // 20)
    rect = pygame.Rect(0, 0, s, s)
    if shape == "square":
        radius = max(2, s // 6)
        pygame.draw.rect(surf, fill, rect, border_radius=radius)
        pygame.draw.rect(surf, edge, rect, border, border_radius=radius)
    else:
        pygame.draw.circle(surf, fill, rect.center, s // 2)
        pygame.draw.circle(surf, edge, rect.center, s // 2, border)
    ink = readable_on(fill)
    if icon and label and label_scale is not None:
        _icon_over_label(surf, icon, label, label_scale, ink, pygame.Color(fill), s)
        icon = label = ""
    if icon:
        box = (
            pygame.Rect(s * 0.22, s * 0.12, s * 0.56, s * 0.50)
            if label
            else pygame.Rect(s * 0.18, s * 0.18, s * 0.64, s * 0.64)
        )
        draw_icon(surf, icon, box, ink, pygame.Color(fill))
    if label:
        size = max(7, int(s * (label_scale or (0.24 if icon else 0.34))))
        fnt = font(size, True)
        room = 0.78 if label_scale is None else 0.92
        while fnt.size(label)[0] > s * room and size > 7:
            size -= 1
            fnt = font(size, True)
        img = fnt.render(label, True, ink)
        y = s * 0.64 if icon else (s - img.get_height()) / 2
        surf.blit(img, ((s - img.get_width()) // 2, int(y)))
    if crossed:
        # The back side of a two-sided counter with no art of its own: the front, struck out.
        bad = colour("bad")
        w = max(2, s // 12)
        top, bottom = (0.18, 0.62) if label else (0.25, 0.75)
        pygame.draw.line(surf, bad, (s * 0.28, s * top), (s * 0.72, s * bottom), w)
        pygame.draw.line(surf, bad, (s * 0.72, s * top), (s * 0.28, s * bottom), w)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


def _icon_over_label(surf: pygame.Surface, icon: str, label: str, scale: float,
                     ink: pygame.Color, bg: pygame.Color, s: int) -> None:
    """A label at `scale` of the counter, its ink resting near the bottom edge, and the icon
    in the room left above it."""
    img = font(max(7, round(s * scale)), True).render(label, True, ink)
    inked = img.get_bounding_rect()
    top = round(s * 0.9) - inked.bottom
    surf.blit(img, ((s - img.get_width()) // 2, top))
    side = min(top + inked.top - round(s * 0.1), round(s * 0.6))
    draw_icon(surf, icon, pygame.Rect((s - side) // 2, round(s * 0.08), side, side), ink, bg)


# icons ---------------------------------------------------------------------------------------
# Each draws into `r` with `ink` on background `bg`: a few primitives, readable at 44 px.

IconFn = Callable[[pygame.Surface, pygame.Rect, pygame.Color, pygame.Color], None]


def _pt(r: pygame.Rect, fx: float, fy: float) -> tuple[float, float]:
    return (r.x + fx * r.w, r.y + fy * r.h)


def _lw(r: pygame.Rect) -> int:
    return max(1, min(r.w, r.h) // 10)


def _robot(s, r, ink, bg):
    head = pygame.Rect(*_pt(r, 0.2, 0.22), r.w * 0.6, r.h * 0.42)
    pygame.draw.rect(s, ink, head, border_radius=max(1, r.w // 12))
    for fx in (0.37, 0.63):
        pygame.draw.circle(s, bg, _pt(r, fx, 0.43), max(1, r.w // 11))
    pygame.draw.line(s, ink, _pt(r, 0.5, 0.22), _pt(r, 0.5, 0.05), _lw(r))
    pygame.draw.circle(s, ink, _pt(r, 0.5, 0.05), max(1, r.w // 12))
    body = pygame.Rect(*_pt(r, 0.3, 0.68), r.w * 0.4, r.h * 0.3)
    pygame.draw.rect(s, ink, body)


def _human(s, r, ink, bg):
    pygame.draw.circle(s, ink, _pt(r, 0.5, 0.28), r.w * 0.2)
    pygame.draw.ellipse(s, ink, pygame.Rect(*_pt(r, 0.18, 0.55), r.w * 0.64, r.h * 0.7))
    pygame.draw.rect(s, bg, pygame.Rect(*_pt(r, 0, 1.0), r.w, r.h * 0.3))


def _monkey(s, r, ink, bg):
    for fx in (0.2, 0.8):
        pygame.draw.circle(s, ink, _pt(r, fx, 0.42), r.w * 0.14)
    pygame.draw.circle(s, ink, _pt(r, 0.5, 0.5), r.w * 0.3)
    pygame.draw.ellipse(s, bg, pygame.Rect(*_pt(r, 0.32, 0.5), r.w * 0.36, r.h * 0.28))
    for fx in (0.41, 0.59):
        pygame.draw.circle(s, bg, _pt(r, fx, 0.38), max(1, r.w // 14))
    pygame.draw.circle(s, ink, _pt(r, 0.5, 0.62), max(1, r.w // 16))


def _item(s, r, ink, bg):
    box = pygame.Rect(*_pt(r, 0.15, 0.2), r.w * 0.7, r.h * 0.65)
    pygame.draw.rect(s, ink, box, _lw(r))
    pygame.draw.line(s, ink, box.topleft, box.bottomright, _lw(r))
    pygame.draw.line(s, ink, box.topright, box.bottomleft, _lw(r))


def _door(s, r, ink, bg):
    frame = pygame.Rect(*_pt(r, 0.25, 0.05), r.w * 0.5, r.h * 0.9)
    pygame.draw.rect(s, ink, frame, border_radius=max(1, r.w // 10))
    pygame.draw.circle(s, bg, _pt(r, 0.64, 0.55), max(1, r.w // 12))


def _fire(s, r, ink, bg):
    outer = [_pt(r, *p) for p in ((0.5, 0.0), (0.8, 0.45), (0.85, 0.75), (0.65, 0.98),
                                  (0.35, 0.98), (0.15, 0.75), (0.25, 0.4), (0.38, 0.55))]
    pygame.draw.polygon(s, ink, outer)
    inner = [_pt(r, *p) for p in ((0.52, 0.45), (0.68, 0.75), (0.55, 0.92), (0.42, 0.92),
                                  (0.35, 0.75))]
    pygame.draw.polygon(s, bg, inner)


def _star_points(r: pygame.Rect, n: int, inner: float) -> list[tuple[float, float]]:
    cx, cy = r.center
    pts = []
    for i in range(n * 2):
        rad = (r.w / 2) * (1.0 if i % 2 == 0 else inner)
        a = math.pi * i / n - math.pi / 2
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return pts


def _damage(s, r, ink, bg):
    pygame.draw.polygon(s, ink, _star_points(r, 8, 0.45))
    pygame.draw.circle(s, bg, r.center, r.w * 0.12)


def _star(s, r, ink, bg):
    pygame.draw.polygon(s, ink, _star_points(r, 5, 0.45))


def _module(s, r, ink, bg):
    cx, cy = r.center
    rad = r.w * 0.48
    hexa = [(cx + rad * math.cos(math.pi / 3 * i), cy + rad * math.sin(math.pi / 3 * i))
            for i in range(6)]
    pygame.draw.polygon(s, ink, hexa)
    pygame.draw.circle(s, bg, r.center, r.w * 0.18)


def _missile(s, r, ink, bg):
    body = [_pt(r, *p) for p in ((0.5, 0.0), (0.68, 0.25), (0.68, 0.75), (0.32, 0.75),
                                 (0.32, 0.25))]
    pygame.draw.polygon(s, ink, body)
    for side in ((0.32, 0.55, 0.12, 0.95), (0.68, 0.55, 0.88, 0.95)):
        pygame.draw.polygon(s, ink, [_pt(r, side[0], side[1]), _pt(r, side[2], side[3]),
                                     _pt(r, side[0], 0.85)])


def _fuel(s, r, ink, bg):
    can = pygame.Rect(*_pt(r, 0.22, 0.2), r.w * 0.56, r.h * 0.78)
    pygame.draw.rect(s, ink, can, border_radius=max(1, r.w // 10))
    pygame.draw.rect(s, ink, pygame.Rect(*_pt(r, 0.55, 0.05), r.w * 0.18, r.h * 0.17))
    pygame.draw.polygon(s, bg, [_pt(r, 0.5, 0.38), _pt(r, 0.63, 0.62), _pt(r, 0.5, 0.8),
                                _pt(r, 0.37, 0.62)])


def _jelly(s, r, ink, bg):
    pygame.draw.ellipse(s, ink, pygame.Rect(*_pt(r, 0.1, 0.25), r.w * 0.8, r.h * 0.7))
    for fx, fy in ((0.35, 0.5), (0.6, 0.65), (0.5, 0.42)):
        pygame.draw.circle(s, bg, _pt(r, fx, fy), max(1, r.w // 14))


def _suit(s, r, ink, bg):
    pygame.draw.circle(s, ink, _pt(r, 0.5, 0.4), r.w * 0.38)
    visor = pygame.Rect(*_pt(r, 0.28, 0.28), r.w * 0.44, r.h * 0.24)
    pygame.draw.rect(s, bg, visor, border_radius=max(1, r.w // 8))
    pygame.draw.rect(s, ink, pygame.Rect(*_pt(r, 0.22, 0.8), r.w * 0.56, r.h * 0.18))


def _wound(s, r, ink, bg):
    w = max(2, r.w // 4)
    pygame.draw.line(s, ink, _pt(r, 0.5, 0.08), _pt(r, 0.5, 0.92), w)
    pygame.draw.line(s, ink, _pt(r, 0.08, 0.5), _pt(r, 0.92, 0.5), w)


def _electric(s, r, ink, bg):
    bolt = [_pt(r, *p) for p in ((0.6, 0.0), (0.2, 0.55), (0.48, 0.55), (0.38, 1.0),
                                 (0.8, 0.4), (0.52, 0.4))]
    pygame.draw.polygon(s, ink, bolt)


def _shield(s, r, ink, bg):
    pts = [_pt(r, *p) for p in ((0.5, 0.02), (0.9, 0.18), (0.82, 0.62), (0.5, 0.98),
                                (0.18, 0.62), (0.1, 0.18))]
    pygame.draw.polygon(s, ink, pts)
    pygame.draw.polygon(s, bg, [_pt(r, 0.5, 0.2), _pt(r, 0.72, 0.3), _pt(r, 0.66, 0.6),
                                _pt(r, 0.5, 0.8), _pt(r, 0.34, 0.6), _pt(r, 0.28, 0.3)])


def _lock(s, r, ink, bg):
    pygame.draw.arc(s, ink, pygame.Rect(*_pt(r, 0.28, 0.02), r.w * 0.44, r.h * 0.6), 0,
                    math.pi, _lw(r) + 1)
    pygame.draw.line(s, ink, _pt(r, 0.3, 0.32), _pt(r, 0.3, 0.45), _lw(r) + 1)
    pygame.draw.line(s, ink, _pt(r, 0.7, 0.32), _pt(r, 0.7, 0.45), _lw(r) + 1)
    pygame.draw.rect(s, ink, pygame.Rect(*_pt(r, 0.15, 0.42), r.w * 0.7, r.h * 0.55),
                     border_radius=max(1, r.w // 12))
    pygame.draw.circle(s, bg, _pt(r, 0.5, 0.65), max(1, r.w // 12))


def _dot(s, r, ink, bg):
    pygame.draw.circle(s, ink, r.center, r.w * 0.3)


ICONS: dict[str, IconFn] = {
    "robot": _robot,
    "human": _human,
    "monkey": _monkey,
    "item": _item,
    "door": _door,
    "fire": _fire,
    "damage": _damage,
    "module": _module,
    "missile": _missile,
    "fuel": _fuel,
    "jelly": _jelly,
    "suit": _suit,
    "wound": _wound,
    "electric": _electric,
    "shield": _shield,
    "lock": _lock,
    "star": _star,
    "dot": _dot,
}


def draw_icon(
    surface: pygame.Surface, name: str, rect: pygame.Rect, ink: ColourSpec, bg: ColourSpec
) -> None:
    """Draw icon `name` (a key of ICONS) fitted into the square centred in `rect`."""
    fn = ICONS.get(name)
    if fn is None:
        raise KeyError(f'unknown counter icon "{name}"; known: {", ".join(sorted(ICONS))}')
    side = min(rect.w, rect.h)
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    fn(surface, box, resolve(ink), resolve(bg))
