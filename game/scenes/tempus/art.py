"""Procedural art for the Tempus table: crew standees (standing and lying), item cards and the
disaster tokens, all drawn with pygame.draw at the size they are shown.

Counter icons are added to the shared icon table under names of their own (`tempus_*`), so
the toolkit's counters draw and cache them like any other icon.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui.board.counters import ICONS
from game.ui.board.text import readable_on
from game.ui.theme import colour

#: Theme colour of each thing the deck shows (one place to restyle the table).
PALETTE = {
    "hull": "dark_bg",
    "station": "card_back",
    "location": "normal_bg",
    "corridor": "zone_bg",
    "wall": "normal_border",
    "hull_edge": "hovered_border",
    "door": "hovered_border",
    "locked": "tempus",
    "exterior": "accent",
    "fire": "token_fire",
    "fault": "token_fault",
    "damage": "token_damage",
    "equipment": "item_equipment",
    "wearing": "item_wearing",
    "warn": "bad",
    "marker": "assembly",
}

ITEM_ICONS = {"body_armour": "tempus_armour", "space_suit": "suit", "tool_kit": "tempus_wrench",
              "exo_skeleton": "tempus_exo", "electro_tool": "tempus_electro",
              "med_kit": "tempus_medkit", "fire_extinguisher": "tempus_extinguisher"}
TOKEN_ICONS = {"fire": "fire", "fault": "electric", "damage": "damage"}


def pal(role: str) -> pygame.Color:
    return colour(PALETTE[role])


def _pt(r: pygame.Rect, fx: float, fy: float) -> tuple[float, float]:
    return (r.x + fx * r.w, r.y + fy * r.h)


def _lw(r: pygame.Rect) -> int:
    return max(1, min(r.w, r.h) // 9)


def _figure(s, r, ink, head: tuple, body: list, limbs: list) -> None:
    """A standee: head (centre, radius as a share of the width), body polygon, limbs."""
    pygame.draw.circle(s, ink, _pt(r, *head[:2]), r.w * head[2])
    pygame.draw.polygon(s, ink, [_pt(r, *p) for p in body])
    lw = max(2, r.w // 8)
    for a, b in limbs:
        pygame.draw.line(s, ink, _pt(r, *a), _pt(r, *b), lw)


def _standee(s, r, ink, bg):
    _figure(s, r, ink, (0.5, 0.16, 0.15), [(0.3, 0.34), (0.7, 0.34), (0.66, 0.66), (0.34, 0.66)],
            [((0.42, 0.64), (0.38, 0.98)), ((0.58, 0.64), (0.62, 0.98)),
             ((0.32, 0.38), (0.16, 0.62)), ((0.68, 0.38), (0.84, 0.62))])


def _standee_down(s, r, ink, bg):
    """The same figure lying on its side: knocked down (or dead, on a grey counter)."""
    _figure(s, r, ink, (0.14, 0.62, 0.13), [(0.28, 0.5), (0.6, 0.52), (0.6, 0.78), (0.28, 0.8)],
            [((0.58, 0.58), (0.95, 0.55)), ((0.58, 0.74), (0.95, 0.8))])


def _wrench(s, r, ink, bg):
    lw = max(2, r.w // 6)
    pygame.draw.line(s, ink, _pt(r, 0.25, 0.8), _pt(r, 0.68, 0.35), lw)
    pygame.draw.circle(s, ink, _pt(r, 0.72, 0.3), r.w * 0.2)
    pygame.draw.circle(s, bg, _pt(r, 0.8, 0.22), r.w * 0.1)
    pygame.draw.circle(s, ink, _pt(r, 0.22, 0.82), r.w * 0.1)


def _extinguisher(s, r, ink, bg):
    body = pygame.Rect(*_pt(r, 0.32, 0.3), r.w * 0.36, r.h * 0.66)
    pygame.draw.rect(s, ink, body, border_radius=max(1, r.w // 6))
    pygame.draw.rect(s, ink, pygame.Rect(*_pt(r, 0.42, 0.14), r.w * 0.16, r.h * 0.18))
    pygame.draw.line(s, ink, _pt(r, 0.5, 0.16), _pt(r, 0.85, 0.1), max(2, r.w // 10))
    pygame.draw.line(s, bg, _pt(r, 0.36, 0.55), _pt(r, 0.64, 0.55), max(1, r.w // 14))


def _medkit(s, r, ink, bg):
    box = pygame.Rect(*_pt(r, 0.1, 0.24), r.w * 0.8, r.h * 0.62)
    pygame.draw.rect(s, ink, box, border_radius=max(1, r.w // 10))
    w = max(2, r.w // 8)
    pygame.draw.line(s, bg, _pt(r, 0.5, 0.34), _pt(r, 0.5, 0.76), w)
    pygame.draw.line(s, bg, _pt(r, 0.3, 0.55), _pt(r, 0.7, 0.55), w)
    pygame.draw.rect(s, ink, pygame.Rect(*_pt(r, 0.38, 0.1), r.w * 0.24, r.h * 0.16),
                     max(1, r.w // 16))


def _armour(s, r, ink, bg):
    vest = [_pt(r, 0.2, 0.1), _pt(r, 0.38, 0.1), _pt(r, 0.5, 0.26), _pt(r, 0.62, 0.1),
            _pt(r, 0.8, 0.1), _pt(r, 0.9, 0.9), _pt(r, 0.1, 0.9)]
    pygame.draw.polygon(s, ink, vest)
    for fy in (0.5, 0.7):
        pygame.draw.line(s, bg, _pt(r, 0.22, fy), _pt(r, 0.78, fy), max(1, r.w // 14))


def _exo(s, r, ink, bg):
    lw = max(2, r.w // 9)
    pygame.draw.rect(s, ink, pygame.Rect(*_pt(r, 0.28, 0.08), r.w * 0.44, r.h * 0.4), lw,
                     border_radius=max(1, r.w // 10))
    for a, b in (((0.36, 0.48), (0.3, 0.95)), ((0.64, 0.48), (0.7, 0.95)),
                 ((0.28, 0.2), (0.08, 0.5)), ((0.72, 0.2), (0.92, 0.5))):
        pygame.draw.line(s, ink, _pt(r, *a), _pt(r, *b), lw)
    for p in ((0.33, 0.72), (0.67, 0.72)):
        pygame.draw.circle(s, ink, _pt(r, *p), max(2, r.w // 10))


def _electro(s, r, ink, bg):
    """A probe with a spark at its tip (not the Electrical Fault token's bolt)."""
    lw = max(2, r.w // 7)
    pygame.draw.line(s, ink, _pt(r, 0.2, 0.92), _pt(r, 0.5, 0.5), lw + 2)
    pygame.draw.line(s, ink, _pt(r, 0.5, 0.5), _pt(r, 0.66, 0.3), max(1, lw - 1))
    for a, b in (((0.74, 0.24), (0.95, 0.05)), ((0.78, 0.3), (0.98, 0.32)),
                 ((0.7, 0.18), (0.68, 0.0))):
        pygame.draw.line(s, ink, _pt(r, *a), _pt(r, *b), max(1, lw // 2))


for _name, _fn in (("tempus_standee", _standee), ("tempus_down", _standee_down),
                   ("tempus_wrench", _wrench), ("tempus_extinguisher", _extinguisher),
                   ("tempus_medkit", _medkit), ("tempus_armour", _armour),
                   ("tempus_exo", _exo), ("tempus_electro", _electro)):
    ICONS.setdefault(_name, _fn)


# ---- tokens drawn in rooms ------------------------------------------------------------------

@lru_cache(maxsize=256)
def token_surface(kind: str, size: int, count: int = 1, text_px: int = 0) -> pygame.Surface:
    """A disaster token (round, its colour, its icon) with a count badge when > 1, the count
    written at `text_px` (default: half the token). Cached: do not draw onto it."""
    from game.ui.board.counters import draw_icon
    from game.ui.fonts import font

    digits = None
    badge = 0
    if count > 1:
        digits = font(text_px or max(8, size // 2), True).render(str(count), True,
                                                                 colour("counter_edge"))
        inked = digits.get_bounding_rect()
        badge = max(round(size * 0.7), inked.h + 6, inked.w + 6)
    width = size + (badge * 6 // 10 if badge else 0)
    surf = pygame.Surface((width, size), pygame.SRCALPHA)
    fill = pal(kind)
    c = (size // 2, size // 2)
    pygame.draw.circle(surf, fill, c, size // 2)
    pygame.draw.circle(surf, colour("counter_edge"), c, size // 2, max(1, size // 14))
    box = pygame.Rect(0, 0, int(size * 0.62), int(size * 0.62))
    box.center = c
    draw_icon(surf, TOKEN_ICONS[kind], box, readable_on(fill), fill)
    if digits is not None:
        pill = pygame.Rect(width - badge, 0, badge, badge)
        pygame.draw.ellipse(surf, colour("text"), pill)
        pygame.draw.ellipse(surf, colour("counter_edge"), pill, max(1, size // 20))
        inked = digits.get_bounding_rect()
        surf.blit(digits, (pill.centerx - inked.centerx, pill.centery - inked.centery))
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


def lock_bar(surface: pygame.Surface, centre: tuple[int, int], length: int, thick: int,
             vertical: bool, fill: pygame.Color) -> pygame.Rect:
    """A Locked Door token across a doorway: a bar with a padlock in the middle."""
    w, h = (thick, length) if vertical else (length, thick)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = centre
    pygame.draw.rect(surface, fill, rect, border_radius=max(1, thick // 3))
    pygame.draw.rect(surface, colour("counter_edge"), rect, max(1, thick // 6),
                     border_radius=max(1, thick // 3))
    from game.ui.board.counters import draw_icon

    side = int(thick * 1.35)
    box = pygame.Rect(0, 0, side, side)
    box.center = centre
    pygame.draw.circle(surface, fill, centre, side // 2 + 1)
    draw_icon(surface, "lock", box.inflate(-side // 4, -side // 4), colour("counter_edge"), fill)
    return rect


def dashed(surface: pygame.Surface, col, a: tuple[float, float], b: tuple[float, float],
           width: int, dash: int) -> None:
    """A dotted link: short dashes from `a` to `b`."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    n = max(1, int(length // (dash * 2)))
    for i in range(n + 1):
        t0 = i * 2 * dash / length
        t1 = min(1.0, t0 + dash / length)
        if t0 > 1:
            break
        pygame.draw.line(surface, col, (a[0] + dx * t0, a[1] + dy * t0),
                         (a[0] + dx * t1, a[1] + dy * t1), width)
