"""The static deck plan, painted once into the table's cached background: hull, rooms and
their walls, doorways, dotted lines, the exterior Airlock door's frame, printed names,
location numbers and the board-action markers. Nothing here changes during a game (tokens,
Locked Doors and warnings are drawn by deck_view.py).
"""

from __future__ import annotations

import pygame

from game.scenes.tempus.art import dashed, pal
from game.scenes.tempus.layout import (
    LINE,
    MARKER_H,
    NAME_X,
    NAME_Y,
    NUMBER_R,
    TEXT,
    TOKEN_ROW,
    DeckGeometry,
    Header,
)
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.units import Viewport

HULL_PAD = 10.0  # logical margin of hull around the rooms
DOOR_SPAN = 26.0  # logical width of a doorway gap


def px_rect(vp: Viewport, r: tuple[float, float, float, float], origin=(0, 0)) -> pygame.Rect:
    return vp.rect(*r).move(-origin[0], -origin[1])


def paint_deck(surf: pygame.Surface, vp: Viewport, origin: tuple[int, int], geo: DeckGeometry,
               ship, numbers: dict[str, int], headers: dict[str, Header]) -> None:
    """Paint the whole deck plan; `origin` is the surface's top-left in window pixels."""
    rooms = geo.plan.rooms
    kinds = {s.id: s.kind for s in ship.spaces}
    pad = vp.px(HULL_PAD)
    # Hull: every room grown by a margin, and a nose ahead of the bridge.
    hull = pal("hull")
    edge = pal("hull_edge")
    boxes = [px_rect(vp, geo.room(sid), origin).inflate(2 * pad, 2 * pad) for sid in rooms]
    fore = min(boxes, key=lambda b: b.x)
    nose = [(fore.x, fore.y + fore.h * 0.1), (fore.x - pad * 3, fore.centery),
            (fore.x, fore.bottom - fore.h * 0.1)]
    pygame.draw.polygon(surf, edge, nose)
    for b in boxes:
        pygame.draw.rect(surf, edge, b.inflate(4, 4), border_radius=pad)
    for b in boxes:
        pygame.draw.rect(surf, hull, b, border_radius=pad)
    inner_nose = [(x + 3, y) if i == 1 else (x + 1, y) for i, (x, y) in enumerate(nose)]
    pygame.draw.polygon(surf, hull, inner_nose)
    # Rooms and walls.
    wall = pal("wall")
    ww = max(2, vp.px(3))
    for sid in rooms:
        r = px_rect(vp, geo.room(sid), origin)
        pygame.draw.rect(surf, pal(kinds.get(sid, "location")), r)
    for sid in rooms:
        r = px_rect(vp, geo.room(sid), origin)
        pygame.draw.rect(surf, wall, r, ww)
    # Links: dotted lines are open floor, doorways are gaps with jambs.
    for lk in ship.links:
        (x1, y1), (x2, y2) = geo.wall(lk.id)
        a = (vp.px(x1) - origin[0], vp.px(y1) - origin[1])
        b = (vp.px(x2) - origin[0], vp.px(y2) - origin[1])
        vertical = abs(a[0] - b[0]) < 1
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        if lk.kind == "dotted":
            inset = vp.px(6)
            if vertical:
                a2, b2 = (a[0], min(a[1], b[1]) + inset), (a[0], max(a[1], b[1]) - inset)
            else:
                a2, b2 = (min(a[0], b[0]) + inset, a[1]), (max(a[0], b[0]) - inset, a[1])
            pygame.draw.line(surf, pal(kinds.get(lk.a, "corridor")), a2, b2, ww + 2)
            dashed(surf, colour("text_dim"), a2, b2, max(1, vp.px(2)), max(2, vp.px(4)))
            continue
        span = vp.px(DOOR_SPAN)
        gap = pygame.Rect(0, 0, ww + 4, span) if vertical else pygame.Rect(0, 0, span, ww + 4)
        gap.center = mid
        if lk.kind == "exterior":
            _exterior_frame(surf, vp, gap, vertical)
            continue
        floor = max((pal(kinds.get(sid, "corridor")) for sid in (lk.a, lk.b)),
                    key=lambda c: c.r + c.g + c.b)
        pygame.draw.rect(surf, floor, gap)
        post_w, post_l = max(3, vp.px(5)), max(6, vp.px(12))
        ends = ((gap.centerx, gap.top), (gap.centerx, gap.bottom)) if vertical else \
            ((gap.left, gap.centery), (gap.right, gap.centery))
        for end in ends:
            p = pygame.Rect(0, 0, post_l, post_w) if vertical else pygame.Rect(0, 0, post_w, post_l)
            p.center = end
            pygame.draw.rect(surf, pal("door"), p, border_radius=max(1, post_w // 2))
    # Printed names, location numbers, board-action markers.
    for sid, room in rooms.items():
        r = px_rect(vp, geo.room(sid), origin)
        head = headers[sid]
        dim = kinds.get(sid) == "corridor"
        face = font(vp.px(TEXT), head.bold)
        ink = colour("text_dim" if dim else "text")
        y = r.y + vp.px(NAME_Y)
        for line in head.lines:
            surf.blit(face.render(line, True, ink), (r.x + vp.px(NAME_X), y))
            y += vp.px(LINE)
        num = numbers.get(sid)
        for kind, centre in badge_centres(vp, r, head, num is not None, bool(room.marker)):
            if kind == "number":
                _number_token(surf, vp, centre, num)
            else:
                _marker_badge(surf, vp, centre)


def badge_centres(vp: Viewport, r: pygame.Rect, head: Header, numbered: bool,
                  marked: bool) -> list[tuple[str, tuple[int, int]]]:
    """Where a room's location number and board-action marker are drawn (pixels): a column
    beside its name, else the end of its token row."""
    out = []
    right = r.right - vp.px(NUMBER_R + 3)
    if head.column:
        y = r.y + vp.px(NAME_Y + NUMBER_R)
        if numbered:
            out.append(("number", (right, y)))
            y += vp.px(NUMBER_R + 4 + MARKER_H / 2)
        else:
            y = r.y + vp.px(NAME_Y + MARKER_H / 2 + 2)
        if marked:
            out.append(("marker", (right, y)))
        return out
    y = r.y + vp.px(head.tokens_y + TOKEN_ROW / 2)
    if numbered:
        out.append(("number", (right, y)))
        right -= vp.px(2 * NUMBER_R + 4)
    if marked:
        out.append(("marker", (right, y)))
    return out


def _number_token(surf: pygame.Surface, vp: Viewport, centre, n: int) -> None:
    rad = vp.px(NUMBER_R)
    pygame.draw.circle(surf, colour("card_face"), centre, rad)
    pygame.draw.circle(surf, colour("counter_edge"), centre, rad, max(1, vp.px(1)))
    img = font(vp.px(TEXT), True).render(str(n), True, colour("card_text"))
    surf.blit(img, img.get_rect(center=centre))


def _marker_badge(surf: pygame.Surface, vp: Viewport, centre) -> None:
    """A board-action marker: this room has an action (its text is the room's tooltip)."""
    r = vp.px(MARKER_H / 2 - 1)
    pts = [(centre[0], centre[1] - r), (centre[0] + r, centre[1]), (centre[0], centre[1] + r),
           (centre[0] - r, centre[1])]
    pygame.draw.polygon(surf, pal("marker"), pts)
    pygame.draw.polygon(surf, colour("counter_edge"), pts, max(1, vp.px(1)))


LOCK_REACH = 21.0
"""Logical px from an exterior doorway's centre to the end of a Locked Door token across it
(the token is 40 long, board._doors)."""
LOCK_REACH_ACROSS = 8.0
"""...and to the edge of its padlock, across a vertical doorway."""


def _exterior_frame(surf: pygame.Surface, vp: Viewport, gap: pygame.Rect, vertical: bool) -> None:
    """The exterior Airlock door opens onto space: a hazard-striped frame, wider than a
    doorway, with "SPACE" outside it."""
    frame = gap.inflate(vp.px(14), vp.px(4)) if not vertical else gap.inflate(vp.px(4),
                                                                              vp.px(14))
    pygame.draw.rect(surf, colour("counter_edge"), frame)
    stripe = pal("exterior")
    step = max(4, vp.px(8))
    clip = surf.get_clip()
    surf.set_clip(frame)
    for x in range(frame.x - frame.h, frame.right + frame.h, step * 2):
        pygame.draw.polygon(surf, stripe, [(x, frame.bottom), (x + step, frame.bottom),
                                           (x + step + frame.h, frame.y), (x + frame.h, frame.y)])
    surf.set_clip(clip)
    img = font(vp.px(TEXT), True).render("SPACE", True, colour("text_dim"))
    # A Locked Door token across this doorway reaches past the frame (board._doors): the
    # word starts after it, never under it.
    lock_reach = gap.centerx + vp.px(LOCK_REACH if not vertical else LOCK_REACH_ACROSS)
    surf.blit(img, img.get_rect(midleft=(max(frame.right, lock_reach) + vp.px(4),
                                         frame.centery)))
