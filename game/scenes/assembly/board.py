"""The ring drawn from a seat's view: one cached layer, plus cheap overlays per frame.

The layer holds the table colour, the ring, every bay card, module token, robot, target,
Platform/Hold marker, malfunction card and the module stack in the middle. It is painted
again only when the board in the view changes (`key`), and then only the bays and pieces
that changed (game/ui/table/frame_cache.py); dragging a module, previewing a rotate or
showing hints draws a few shapes on top of one full-window blit.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.scenes.assembly import art
from game.scenes.assembly.layout import RingLayout
from game.ui import fonts
from game.ui.board.text import render_block
from game.ui.table.frame_cache import FrameCache, Part
from game.ui.theme import colour

TEXT = 14  # logical px: the least size of any text on the board (14 px at 1280x720)


def rotation_arc(clockwise: bool, bays: int) -> tuple[int, int]:
    """The start and end angles (degrees, screen coordinates, 0 = east) of a hint's arrow for
    a rotation of `bays` bays: a bay is 30 degrees of the ring, centred over its top.

    >>> rotation_arc(True, 1), rotation_arc(False, 2)
    ((-105, -75), (-60, -120))
    """
    half = 15 * max(1, bays)
    return (-90 - half, -90 + half) if clockwise else (-90 + half, -90 - half)


def _meets_track(clip: pygame.Rect, centre: tuple[int, int], radius: int, width: int) -> bool:
    """Whether a ring's track (`width` px inside `radius`) reaches into `clip`: a layer
    painted again in parts is clipped to one changed spot, often inside the ring or out
    past it, and a thick circle costs the same clipped or not."""
    cx, cy = centre
    near_x = min(max(cx, clip.left), clip.right - 1)
    near_y = min(max(cy, clip.top), clip.bottom - 1)
    far_x = max(abs(clip.left - cx), abs(clip.right - 1 - cx))
    far_y = max(abs(clip.top - cy), abs(clip.bottom - 1 - cy))
    nearest = math.hypot(near_x - cx, near_y - cy)
    farthest = math.hypot(far_x, far_y)
    return nearest <= radius + 1 and farthest >= radius - width - 1


class RingView:
    def __init__(self, layout: RingLayout, content, malfunctions: str = ""):
        self.layout = layout
        self.content = content
        self.names = {m.id: m.name for m in content.modules}
        self.colours = {m.id: art.MODULE_COLOURS[i % len(art.MODULE_COLOURS)]
                        for i, m in enumerate(content.modules)}
        self.codes = {m.id: art.module_code(m.name) for m in content.modules}
        self.malf = {}
        if malfunctions:
            for bay in (3, 6, 9, 12):
                m = content.malfunction_for(malfunctions, bay)
                if m is not None:
                    self.malf[bay] = m
        self._frame = FrameCache()
        self._extents: dict[tuple, pygame.Rect] = {}
        self._tokens: dict[tuple, pygame.Rect] = {}
        self.centre_box = pygame.Rect(0, 0, 0, 0)
        """The module stacks and their captions, as last drawn (hint labels keep off them)."""
        self.text_px = layout.viewport.px(TEXT)

    # ------------------------------------------------------------------ geometry
    def token_rect(self, bay: int, centre: tuple[int, int] | None = None) -> pygame.Rect:
        """Where a module token sits on its bay card (or centred on `centre`, dragged)."""
        r = self.layout.bays[bay].rect
        key = (bay, tuple(r))
        found = self._tokens.get(key)  # asked for every frame of a drag
        if found is None:
            _, _, room = art.card_parts(r.size, self.text_px)
            d = min(room.h - 2, int(r.w * 0.62))
            w, h = art.token_size(self.text_px)
            found = pygame.Rect(0, 0, max(d, w), max(d, h))
            found.center = room.move(r.topleft).center
            self._tokens[key] = found
        rect = found.copy()
        if centre is not None:
            rect.center = centre
        return rect

    def stack_rects(self, n: int) -> list[pygame.Rect]:
        """Module stacks in the middle of the ring (Re-Sequence has two or three)."""
        lay = self.layout
        cx, cy = lay.centre_pt
        size = lay.units(64 if not lay.double else 52)
        gap = lay.units(12)
        total = n * size + (n - 1) * gap
        out = []
        for i in range(n):
            r = pygame.Rect(0, 0, size, size)
            r.center = (cx - total // 2 + size // 2 + i * (size + gap), cy + lay.units(10))
            out.append(r)
        return out

    def malfunction_rects(self) -> dict[int, pygame.Rect]:
        """Each malfunction's marker inside the ring, towards the bay that sets it off."""
        lay = self.layout
        short = lay.double
        w, h = art.marker_size(self.text_px, short)
        inner = lay.rings[0][0]
        dist = inner - lay.scale * (124 if not lay.double else 92)
        cx, cy = lay.centre_pt
        out = {}
        for bay in self.malf:
            a = math.radians(-90.0 + 30.0 * bay)
            r = pygame.Rect(0, 0, w, h)
            r.center = (cx + lay.viewport.px(dist * math.cos(a)),
                        cy + lay.viewport.px(dist * math.sin(a)))
            out[bay] = r
        return out

    def malfunction_at(self, pos: tuple[int, int]) -> int | None:
        for bay, r in self.malfunction_rects().items():
            if r.collidepoint(pos):
                return bay
        return None

    # ------------------------------------------------------------------ the layer
    def layer(self, size: tuple[int, int], view: dict, hidden: frozenset = frozenset(),
              holds: tuple[int, ...] = (), extra_key: tuple = (),
              extra: Callable[[], list[Part]] | None = None, log=None
              ) -> tuple[pygame.Surface, bool]:
        """The cached layer and whether it was just painted again (in parts: what a move
        changed). `extra` gives the scene's own pieces over the ring (panels, prompt, log),
        `extra_key` says when they change; `log` is painted alone when only it changed."""
        key = (size, tuple(view["bp"]), tuple(view["mod"]), tuple(view["locked"]),
               tuple(view["rob"]), str(view["targets"]), str(view["stacks"]),
               tuple(view["holds"]), hidden, holds, extra_key)
        layer = self._frame.parts(
            size, key, lambda: self.parts(size, view, hidden, holds) + (extra() if extra else []),
            log)
        return layer, self._frame.rebuilt

    def parts(self, size: tuple[int, int], view: dict, hidden: frozenset,
              holds: tuple[int, ...]) -> list[Part]:
        """The ring's pieces in painting order: the table and the ring's track, each bay
        (card, module, robot, Platform/Hold, targets), the module stacks."""
        parts = [Part("ground", pygame.Rect((0, 0), size), None, self._draw_ground)]
        targets = view["targets"]
        for number, bay in self.layout.bays.items():
            i = number - 1
            mod = view["mod"][i] if number not in hidden else None
            key = (view["bp"][i], view["locked"][i], mod,
                   view["rob"][i] if mod is not None else None,
                   i in view["holds"] or number in holds,
                   tuple(c for c, b in targets if b == i), tuple(bay.rect))
            parts.append(Part(("bay", number), self.bay_extent(number), key,
                              lambda surf, number=number: self._draw_bay(
                                  surf, view, number, hidden, holds)))
        parts.append(Part("stacks", self.centre_extent(), (str(view["stacks"]), str(targets)),
                          lambda surf: self._draw_stacks(surf, view)))
        return parts

    def bay_extent(self, number: int) -> pygame.Rect:
        """All a bay may draw: its card and a robot riding its module, with the robot's
        letter, over the token's top right corner."""
        rect = self.layout.bays[number].rect
        key = (number, tuple(rect))
        extent = self._extents.get(key)
        if extent is None:
            v = self.layout.viewport
            t = self.token_rect(number)
            s = max(v.px(22), int(t.h * 0.62))
            robot = pygame.Rect(t.right - s // 3, t.top - s // 3, 2 * s + v.px(1), s)
            extent = self._extents[key] = rect.union(robot)
        return extent.copy()

    def centre_extent(self) -> pygame.Rect:
        """All the module stacks may draw in the middle of the ring: inside its inner
        track, short of the bays."""
        lay = self.layout
        cx, cy = lay.centre_pt
        bay = max(max(b.rect.w, b.rect.h) for b in lay.bays.values())
        half = int(min(lay.radius_px(r) for r in range(len(lay.rings))) - bay * 0.75)
        return pygame.Rect(cx - half, cy - half, 2 * half, 2 * half)

    def _draw_ground(self, surf: pygame.Surface) -> None:
        v = self.layout.viewport
        surf.fill(colour("table_bg"))
        cx, cy = self.layout.centre_pt
        clip = surf.get_clip()
        for ring in range(len(self.layout.rings)):
            radius, width = self.layout.radius_px(ring), max(2, v.px(10))
            if _meets_track(clip, (cx, cy), radius, width):
                pygame.draw.circle(surf, colour("table_grid"), (cx, cy), radius, width)
        self._draw_malfunctions(surf)

    def _draw_bay(self, surf: pygame.Surface, view: dict, number: int, hidden: frozenset,
                  holds: tuple[int, ...]) -> None:
        v = self.layout.viewport
        bay = self.layout.bays[number]
        i = number - 1
        bp = view["bp"][i]
        locked = view["locked"][i]
        surf.blit(art.bay_surface(number, self.names[bp], self.codes[bp], self.colours[bp],
                                  locked, bay.rect.size, self.text_px), bay.rect)
        mod = view["mod"][i]
        if mod is not None and number not in hidden:
            t = self.token_rect(number)
            surf.blit(art.token_surface(self.codes[mod], self.colours[mod], t.size,
                                        self.text_px, locked), t)
            rob = view["rob"][i]
            if rob is not None:
                self._draw_robot(surf, view["robot_colours"][rob], t)
        if (i in view["holds"]) or (number in holds):
            self._draw_hold(surf, bay.rect)
        for t_colour, t_bay in view["targets"]:
            if t_bay == i:
                r = bay.rect
                s = max(v.px(20), r.h // 3)
                surf.blit(art.robot_surface(t_colour, s, target=True),
                          (r.x + v.px(3), r.bottom - s - v.px(3)))

    def _draw_robot(self, surf: pygame.Surface, name: str, token: pygame.Rect) -> None:
        """A robot riding a module, with its initial beside it (not its colour alone)."""
        v = self.layout.viewport
        s = max(v.px(22), int(token.h * 0.62))
        at = (token.right - s // 3, token.top - s // 3)
        surf.blit(art.robot_surface(name, s), at)
        tag = fonts.render(art.robot_letter(name), self.text_px, art.robot_colour(name), True)
        surf.blit(tag, (at[0] + s + v.px(1), at[1]))

    def _draw_hold(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        v = self.layout.viewport
        img = fonts.render("HOLD", self.text_px, colour("counter_edge"), True)
        band = pygame.Rect(rect.x, rect.bottom - img.get_height() - v.px(2), rect.w,
                           img.get_height() + v.px(2))
        pygame.draw.rect(surf, colour("accent"), band, border_radius=v.px(4))
        surf.blit(img, img.get_rect(center=band.center))

    def _draw_malfunctions(self, surf: pygame.Surface) -> None:
        short = self.layout.double
        for bay, r in self.malfunction_rects().items():
            surf.blit(art.malfunction_marker(bay, r.size, self.text_px, short), r)

    def _draw_stacks(self, surf: pygame.Surface, view: dict) -> None:
        v = self.layout.viewport
        stacks = view["stacks"]
        rects = self.stack_rects(len(stacks))
        self.centre_box = rects[0].copy()
        for i, (stack, r) in enumerate(zip(stacks, rects, strict=True)):
            n = stack if isinstance(stack, int) else len(stack)
            for k in range(min(n, 4) - 1, -1, -1):
                pygame.draw.circle(surf, colour("counter_back"),
                                   (r.centerx + k * v.px(3), r.centery + k * v.px(3)), r.w // 2)
                pygame.draw.circle(surf, colour("counter_edge"),
                                   (r.centerx + k * v.px(3), r.centery + k * v.px(3)), r.w // 2,
                                   max(1, v.px(2)))
            if isinstance(stack, list) and stack:
                top = stack[-1]
                surf.blit(art.token_surface(self.codes[top], self.colours[top], r.size,
                                            self.text_px), r)
            label = f"{n} to deploy" if len(stacks) == 1 else f"Stack {i + 1}: {n}"
            if n == 0:
                label = "all deployed" if len(stacks) == 1 else f"Stack {i + 1}: empty"
            img = fonts.render(label, self.text_px, colour("text_dim"), True)
            at = img.get_rect(midtop=(r.centerx, r.bottom + v.px(4)))
            surf.blit(img, at)
            self.centre_box.union_ip(at.union(r))
        head = "Modules" if len(stacks) == 1 else "Face-up stacks"
        img = fonts.render(head, self.text_px, colour("text_dim"), True)
        at = img.get_rect(midbottom=(self.layout.centre_pt[0], rects[0].top - v.px(4)))
        surf.blit(img, at)
        self.centre_box.union_ip(at)
        y = rects[0].bottom + v.px(4) + img.get_height()
        for t_colour, t_bay in view["targets"]:
            img = fonts.render(f"{t_colour.title()} robot ({art.robot_letter(t_colour)}) "
                               f"target: bay {t_bay + 1}", self.text_px,
                               art.robot_colour(t_colour), True)
            surf.blit(img, img.get_rect(midtop=(self.layout.centre_pt[0], y)))
            y += img.get_height()

    # ------------------------------------------------------------------ overlays
    def glow(self, surf: pygame.Surface, bays, name: str, width: int = 3) -> None:
        v = self.layout.viewport
        for b in bays:
            r = self.layout.bays[b].rect.inflate(v.px(6), v.px(6))
            pygame.draw.rect(surf, colour(name), r, max(2, v.px(width)), border_radius=v.px(8))

    def corners(self, surf: pygame.Surface, bay: int, name: str) -> None:
        """Brackets at a bay's four corners: a selected bay, told by shape as well as by
        colour."""
        v = self.layout.viewport
        r = self.layout.bays[bay].rect.inflate(v.px(12), v.px(12))
        arm, width = max(6, r.w // 4), max(2, v.px(3))
        c = colour(name)
        for (x, y), (dx, dy) in (((r.left, r.top), (1, 1)), ((r.right - 1, r.top), (-1, 1)),
                                 ((r.left, r.bottom - 1), (1, -1)),
                                 ((r.right - 1, r.bottom - 1), (-1, -1))):
            pygame.draw.line(surf, c, (x, y), (x + dx * arm, y), width)
            pygame.draw.line(surf, c, (x, y), (x, y + dy * arm), width)

    def dots(self, surf: pygame.Surface, bay: int, name: str) -> None:
        """A dotted outline: a blueprint the last deck refresh scrambled onto this bay."""
        v = self.layout.viewport
        r = self.layout.bays[bay].rect.inflate(v.px(8), v.px(8))
        step, size = max(6, v.px(10)), max(2, v.px(4))
        c = colour(name)
        for x in range(r.left, r.right, step):
            pygame.draw.rect(surf, c, (x, r.top, size, size))
            pygame.draw.rect(surf, c, (x, r.bottom - size, size, size))
        for y in range(r.top, r.bottom, step):
            pygame.draw.rect(surf, c, (r.left, y, size, size))
            pygame.draw.rect(surf, c, (r.right - size, y, size, size))

    def ghosts(self, surf: pygame.Surface, view: dict, moves: dict[int, int], strong: bool,
               ) -> None:
        """See-through tokens where modules would land (`moves`: from bay -> to bay)."""
        v = self.layout.viewport
        if strong:
            for src, dst in moves.items():
                if src != dst and view["mod"][src - 1] is not None:
                    # The module leaves: fade its token so the landing ghost reads first.
                    o = self.token_rect(src)
                    veil = pygame.Surface(o.size, pygame.SRCALPHA)
                    c = colour("table_bg")
                    pygame.draw.rect(veil, (c.r, c.g, c.b, 170), veil.get_rect(),
                                     border_radius=o.h // 2)
                    surf.blit(veil, o)
        for src, dst in moves.items():
            mod = view["mod"][src - 1]
            if mod is None or src == dst:
                continue
            t = self.token_rect(dst)
            if not strong:
                t = t.inflate(-t.w // 3, -t.h // 3).move(-t.w // 3, t.h // 4)
            surf.blit(art.token_surface(self.codes[mod], self.colours[mod], t.size,
                                        self.text_px, ghost=not strong), t)
            if strong:
                ring = t.inflate(v.px(4), v.px(4))
                pygame.draw.rect(surf, colour("accent"), ring, max(2, v.px(3)),
                                 border_radius=ring.h // 2)

    def arrow(self, surf: pygame.Surface, a: tuple[int, int], b: tuple[int, int], name: str,
              width: int) -> None:
        c = colour(name)
        pygame.draw.line(surf, c, a, b, max(1, width))
        ang = math.atan2(b[1] - a[1], b[0] - a[0])
        size = max(6, width * 4)
        left = (b[0] - size * math.cos(ang - 0.45), b[1] - size * math.sin(ang - 0.45))
        right = (b[0] - size * math.cos(ang + 0.45), b[1] - size * math.sin(ang + 0.45))
        pygame.draw.polygon(surf, c, [b, left, right])

    def curved_arrow(self, surf: pygame.Surface, ring: int, clockwise: bool, name: str,
                     label: str, bays: int = 2) -> None:
        """An arc inside the ring's top showing a rotation of `bays` bays, as long as that
        turn (a bay is a twelfth of the ring), with a label (hints)."""
        v = self.layout.viewport
        cx, cy = self.layout.centre_pt
        r = self.layout.radius_px(ring) - self.layout.units(58 if not self.layout.double else 44)
        start, end = rotation_arc(clockwise, bays)
        steps = 16
        pts = [(cx + r * math.cos(math.radians(start + (end - start) * k / steps)),
                cy + r * math.sin(math.radians(start + (end - start) * k / steps)))
               for k in range(steps + 1)]
        pygame.draw.lines(surf, colour(name), False, pts, max(2, v.px(4)))
        self.arrow(surf, (round(pts[-2][0]), round(pts[-2][1])),
                   (round(pts[-1][0]), round(pts[-1][1])), name, max(2, v.px(4)))
        self.label(surf, label, (cx, cy - r + v.px(22)), name)  # inside the arc, off the bays

    def label(self, surf: pygame.Surface, text: str, centre: tuple[int, int], name: str
              ) -> None:
        v = self.layout.viewport
        img = render_block(text, self.text_px, colour("counter_edge"), v.px(220), bold=True)
        box = img.get_rect(center=centre).inflate(v.px(10), v.px(6))
        pygame.draw.rect(surf, colour(name), box, border_radius=v.px(5))
        surf.blit(img, img.get_rect(center=box.center))

    def label_box(self, text: str, centre: tuple[int, int]) -> pygame.Rect:
        """About where `label` draws `text` round `centre` (one line)."""
        v = self.layout.viewport
        w, h = fonts.font(self.text_px, bold=True).size(text)
        box = pygame.Rect(0, 0, min(w, v.px(220)) + v.px(10), h + v.px(6))
        box.center = centre
        return box

    def dragged(self, surf: pygame.Surface, view: dict, bay: int, pos: tuple[int, int]
                ) -> None:
        """The module under the pointer; an empty bay's blueprint name (Alfie's drag)."""
        mod = view["mod"][bay - 1]
        if mod is None:
            bp = view["bp"][bay - 1]
            self.label(surf, self.names[bp], pos, self.colours[bp])
            return
        t = self.token_rect(bay, centre=pos)
        surf.blit(art.token_surface(self.codes[mod], self.colours[mod], t.size, self.text_px), t)

    def cover(self, surf: pygame.Surface, bay: int) -> None:
        """Hide a token in the layer (it is being dragged): repaint its blueprint card."""
        rect = self.layout.bays[bay].rect
        t = self.token_rect(bay)
        pygame.draw.rect(surf, colour("zone_bg"), t, border_radius=t.h // 2)
        pygame.draw.rect(surf, colour("zone_border"), t, max(1, rect.w // 50),
                         border_radius=t.h // 2)
