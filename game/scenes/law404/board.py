"""The ship board: rooms, zones and their stacks, robot minis, carried stacks, doors.

Counters live in one `Table` (game/ui/board): every zone of the ship, a strip of robot
minis per room, and each robot's carried stack (drawn on its robot board in the side
column), so a counter can be dragged from any of them to any other. The rooms, zone boxes
and names are the table's cached backdrop; what changes with the game (doors, vacuum,
damage, lit choices) is drawn over it by `draw_state`.
"""

from __future__ import annotations

import random

import pygame

from game.scenes.law404 import art, text
from game.scenes.law404.layout import (
    ROOM_TITLE,
    Rect,
    ShipGeometry,
    carried_rect,
    carried_zone_rect,
)
from game.scenes.law404.names import Printed
from game.ui import fonts
from game.ui.board import Table, Zone, draw_icon
from game.ui.board.table import PAD as TABLE_PAD
from game.ui.board.text import wrap
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.units import Viewport

KIND_COLOURS = {"floor": "floor_zone", "storage": "storage_zone", "machine": "machine_zone"}
ROOM_FILL = (30, 40, 66)
ROOM_EDGE = (92, 118, 160)
HULL = (58, 72, 104)
SPACE_FILL = (12, 14, 30)
VACUUM = (160, 60, 80)
ROOM_TITLE_TEXT = 14.0
LABEL_INSET = 3.0
LABEL_TOP = 0.0
MARK = 22.0
"""Logical size of a damage or lock mark in a zone's corner (at k = 1)."""
LABEL_STEP = 16.0
"""Logical px from one line of a zone's label to the next (14 px text: a tight pair)."""


def carried_zone(seat: int) -> str:
    return f"robot:{seat}"


def minis_zone(room: str) -> str:
    return f"minis:{room}"


class ShipBoard:
    def __init__(self, viewport: Viewport, content, layout: str, printed: Printed,
                 board_area: Rect, robot_rows: list[Rect]):
        self.viewport = viewport
        self.content = content
        self.printed = printed
        self.geo = ShipGeometry(content.drawings[layout], content, board_area,
                                title_width=self._title_width, label_height=self._label_height,
                                label_width=self._label_width)
        self.robot_rows = robot_rows
        self.table = Table(viewport, backdrop=self._backdrop)
        geo = self.geo
        for rid, room in content.rooms.items():
            for zid in room.zones:
                box = geo.zones[zid]
                self.table.add(Zone(zid, box.drop, tooltip=self._zone_tip(zid),
                                    layout="grid",
                                    counter_size=geo.counter, frame=False, data=zid))
            self.table.add(Zone(minis_zone(rid), geo.minis[rid], pick="none",
                                counter_size=geo.mini, frame=False, data=rid,
                                tooltip=f"{printed.room(rid)}: robots here."))
        for seat, row in enumerate(robot_rows):
            rect, counter = carried_zone_rect(row, TABLE_PAD)
            self.table.add(Zone(carried_zone(seat), rect, layout="row",
                                counter_size=counter, frame=False,
                                data=seat, tooltip="What this robot carries (top on the "
                                "left). Drag the top of your own stack onto a zone to put "
                                "items down."))

    # ------------------------------------------------------------------ measuring text
    def _title_px(self) -> int:
        return self.viewport.px(ROOM_TITLE_TEXT)

    def _title_width(self, rid: str) -> float:
        """Logical width of a room's printed name (the robots stand after it)."""
        px = font(self._title_px(), True).size(self.printed.room(rid))[0]
        return px / self.viewport.scale

    def _label_px(self) -> int:
        return self.viewport.px(text.MIN)

    def label_lines(self, name: str, width_px: int) -> tuple[int, list[str]]:
        """A zone's name in at most two lines at 14 logical px (size in px, lines); the
        font is shrunk only where a word is wider than the zone itself."""
        size = self._label_px()
        lines = wrap(name, size, width_px)
        while len(lines) > 2 and size > 8:
            size -= 1
            lines = wrap(name, size, width_px)
        return size, lines

    def _label_width(self, name: str) -> float:
        """Logical width a zone needs to show its name on one line (wrap keeps 2 px)."""
        v = self.viewport
        px = font(self._label_px()).size(name)[0] + 2 * v.px(LABEL_INSET) + 3
        return px / v.scale

    def _label_height(self, name: str, width: float) -> float:
        v = self.viewport
        _size, lines = self.label_lines(name, v.px(width) - 2 * v.px(LABEL_INSET))
        return LABEL_TOP + LABEL_STEP * len(lines) + 4.0

    def _zone_tip(self, zid: str) -> str:
        z = self.content.zones[zid]
        if z.room == "space":
            return "Space: outside the hull. Items fired from the Launch Tube land here."
        kind = {"floor": "Floor (green): items left lying about.",
                "storage": "Storage (purple).",
                "machine": "Machine (blue): Activate it to use what is loaded."}[z.kind]
        text = f"{self.printed.zone(zid)}. {kind}"
        card = self.content.room_cards.get(z.room)
        if z.kind == "machine" and card is not None:
            text += f" {card.effect}"
        return text

    # ------------------------------------------------------------------ state
    def sync(self, view: dict, names: list[str], animate: bool = False,
             duration: float = 0.25) -> None:
        """Every stack, mini and carried stack exactly as in `view` (public part only)."""
        printed = self.printed
        alive = view["alive"]
        contents = {}
        for zid in self.content.zones:
            contents[zid] = art.stack_counters(view["stacks"][zid], alive,
                                                  f"the {printed.zone(zid)}", printed)
        minis: dict[str, list] = {rid: [] for rid in self.content.rooms}
        seat_names = [names[s] if s < len(names) else f"Robot {s + 1}"
                      for s in range(len(view["room"]))]
        marks = art.mini_marks(seat_names)
        scale = (text.MIN + 0.5) / self.geo.mini
        for seat, room in enumerate(view["room"]):
            stack = view["stacks"][carried_zone(seat)]
            name = seat_names[seat]
            minis[room].append(art.robot_mini(seat, name, marks[seat], len(stack),
                                                 printed.room(room), label_scale=scale))
            contents[carried_zone(seat)] = art.stack_counters(
                stack, alive, f"{name}'s stack", printed)
        for rid, robots in minis.items():
            contents[minis_zone(rid)] = robots
        self.table.sync(contents, animate=animate, duration=duration)

    # ------------------------------------------------------------------ hit tests (pixels)
    def logical(self, pos: tuple[int, int]) -> tuple[float, float]:
        return self.viewport.to_logical(pos)

    def room_at(self, pos: tuple[int, int]) -> str | None:
        return self.geo.room_at(self.logical(pos))

    def door_at(self, pos: tuple[int, int]) -> str | None:
        return self.geo.door_at(self.logical(pos))

    def room_px(self, room: str) -> pygame.Rect:
        return self.viewport.rect(*self.geo.rooms[room])

    def door_px(self, door: str) -> pygame.Rect:
        return self.viewport.rect(*self.geo.door_rect(door))

    def zone_px(self, zone: str) -> pygame.Rect:
        return self.table.zones[zone].px_rect

    def mini_px(self, seat: int) -> pygame.Rect | None:
        for zone in self.table.zones.values():
            if zone.id.startswith("minis:"):
                for c, r in zip(zone.stack, self.table.counter_rects(zone), strict=True):
                    if c.data == seat:
                        return r
        return None

    def printed_rects(self) -> list[pygame.Rect]:
        """What the board shows a player, in pixels: every room's and zone's name, every
        counter and robot, every door (a banner over the board keeps off all of them)."""
        v, geo = self.viewport, self.geo
        out = []
        for rid in geo.rooms:
            x, y = v.point(*geo.title_at(rid))
            out.append(pygame.Rect(x, y, max(1, v.px(geo.minis[rid][0]) - x),
                                   v.px(ROOM_TITLE * geo.k)))
        for zid, box in geo.zones.items():
            r = v.rect(*box.box)
            _size, lines = self.label_lines(self.content.zones[zid].name,
                                            r.w - 2 * v.px(LABEL_INSET))
            out.append(pygame.Rect(r.x, r.y, r.w, v.px(LABEL_TOP + LABEL_STEP * len(lines))))
        for zone in self.table.zones.values():
            out += self.table.counter_rects(zone)
        out += [self.door_px(door) for door in geo.doors]
        return out

    # ------------------------------------------------------------------ drawing
    def _backdrop(self, surf: pygame.Surface, v: Viewport, origin: tuple[int, int]) -> None:
        """Static art, drawn once per layout: space, hull, rooms, zone boxes and names."""
        geo = self.geo
        bounds = v.rect(*geo.bounds)
        pygame.draw.rect(surf, SPACE_FILL, bounds, border_radius=v.px(8))
        rng = random.Random(404)
        for _ in range(int(bounds.w * bounds.h / 2600)):
            x = bounds.x + rng.randrange(bounds.w)
            y = bounds.y + rng.randrange(bounds.h)
            shade = rng.randrange(70, 200)
            surf.set_at((x, y), (shade, shade, shade + 30 if shade < 225 else 255))
        pad = v.px(5 * geo.k)
        for rid, rect in geo.rooms.items():
            if rid != "space":
                pygame.draw.rect(surf, HULL, v.rect(*rect).inflate(pad * 2, pad * 2),
                                 border_radius=v.px(10))
        for door in geo.doors:  # a corridor plate under each door joins the rooms
            r = v.rect(*geo.door_rect(door)).inflate(pad * 2, pad * 2)
            pygame.draw.rect(surf, HULL, r, border_radius=v.px(4))
        title_font = font(self._title_px(), True)
        for rid, rect in geo.rooms.items():
            r = v.rect(*rect)
            if rid == "space":
                pygame.draw.rect(surf, (40, 44, 90), r, max(1, v.px(2)), border_radius=v.px(8))
            else:
                pygame.draw.rect(surf, ROOM_FILL, r, border_radius=v.px(6))
                pygame.draw.rect(surf, ROOM_EDGE, r, max(1, v.px(1)), border_radius=v.px(6))
            x, y = v.point(*geo.title_at(rid))
            room_w = v.px(geo.minis[rid][0]) - x - v.px(4)
            img = title_font.render(text.elided(self.printed.room(rid), self._title_px(),
                                                room_w, bold=True), True, colour("text"))
            surf.blit(img, (x, y + (v.px(ROOM_TITLE * geo.k) - img.get_height()) // 2))
        step = v.px(LABEL_STEP)
        for zid, box in geo.zones.items():
            z = self.content.zones[zid]
            if z.room == "space":
                continue
            r = v.rect(*box.box)
            tint = pygame.Color(colour(KIND_COLOURS[z.kind]))
            fill = (tint.r // 4 + 14, tint.g // 4 + 14, tint.b // 4 + 20)
            pygame.draw.rect(surf, fill, r, border_radius=v.px(4))
            pygame.draw.rect(surf, tint, r, max(1, v.px(2)), border_radius=v.px(4))
            ink = tint.lerp((255, 255, 255), 0.45)
            inset = v.px(LABEL_INSET)
            size, lines = self.label_lines(z.name, r.w - 2 * inset)
            for i, words in enumerate(lines):
                img = fonts.render(words, size, ink)
                surf.blit(img, (r.x + inset, r.y + v.px(LABEL_TOP) + i * step))
        for seat, row in enumerate(self.robot_rows):
            # The robot boards' plates are here, under the carried stacks drawn on them.
            plate = v.rect(*row)
            pygame.draw.rect(surf, colour("panel_bg"), plate, border_radius=v.px(8))
            pygame.draw.rect(surf, colour("panel_border"), plate, max(1, v.px(1)),
                             border_radius=v.px(8))
            r = v.rect(*carried_rect(row))
            pygame.draw.rect(surf, (22, 30, 52), r, border_radius=v.px(4))
            pygame.draw.rect(surf, colour(art.SEAT_COLOURS[seat % 6]), r, max(1, v.px(1)),
                             border_radius=v.px(4))

    def draw_state(self, surf: pygame.Surface, view: dict, exposed: frozenset[str],
                   doors_info: list[dict]) -> None:
        """What changes with the game, over the cached board: doors (symbol, open or
        closed), rooms open to vacuum, damage on machines, the locked cage. Each mark is
        also a hot spot whose tooltip says what it means (`mark_tooltip`)."""
        v = self.viewport
        geo = self.geo
        self.marks = []
        size = v.px(text.MIN)
        for rid, rect in geo.rooms.items():
            if rid in exposed and rid != "space":
                r = v.rect(*rect)
                pygame.draw.rect(surf, VACUUM, r, max(2, v.px(3)), border_radius=v.px(6))
                img = fonts.render("Vacuum", size, (255, 226, 230), True)
                band = v.rect(*geo.vacuum_badge(rid))
                pygame.draw.rect(surf, VACUUM, band, border_radius=v.px(4))
                surf.blit(img, img.get_rect(center=band.center))
                self.marks.append((band, f"{self.printed.room(rid)} is in vacuum: open "
                                   "doors join it to space. A human or monkey there without "
                                   "a space suit dies in the vacuum."))
        mark = v.px(MARK * geo.k)
        for zid in view["damaged"]:
            box = v.rect(*geo.zones[zid].box)
            spot = pygame.Rect(0, 0, mark, mark)
            spot.bottomright = (box.right - v.px(4), box.bottom - v.px(4))
            draw_damage(surf, spot.center, mark // 2)
            self.marks.append((spot, f"The {self.printed.zone(zid)} is damaged: it cannot be "
                               "loaded, emptied or used until a robot repairs it (Activate)."))
        if view["cage_locked"]:
            for zid, z in self.content.zones.items():
                if z.machine == "cage":
                    box = v.rect(*geo.zones[zid].box)
                    spot = pygame.Rect(0, 0, mark, mark)
                    spot.bottomright = (box.right - v.px(4) - (mark + v.px(4)) *
                                        (zid in view["damaged"]), box.bottom - v.px(4))
                    pygame.draw.circle(surf, colour("panel_bg"), spot.center, mark // 2)
                    draw_icon(surf, "lock", spot.inflate(-mark // 4, -mark // 4),
                              colour("accent"), colour("panel_bg"))
                    self.marks.append((spot, "Locked: nothing goes into or out of the cage "
                                       "until it unlocks at the start of the next turn (or "
                                       "is activated again)."))
        # Repainted in parts, the layer is clipped to one changed spot: the marks above
        # are all listed again (hot spots), but only the doors there are drawn.
        clip = surf.get_clip()
        for d in doors_info:
            spot = self.door_px(d["id"])
            if clip.colliderect(spot):
                draw_door(surf, spot, d["symbol"], view["doors"][d["id"]])

    def mark_tooltip(self, pos: tuple[int, int]) -> str | None:
        for rect, tip in getattr(self, "marks", []):
            if rect.collidepoint(pos):
                return tip
        return None


def draw_damage(surf: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A damage counter: a red starburst (also the enemy ship's hit markers)."""
    import math

    pts = []
    for i in range(16):
        rad = r if i % 2 == 0 else r * 0.5
        a = math.pi * i / 8
        pts.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(surf, colour("bad"), pts)
    pygame.draw.polygon(surf, colour("counter_edge"), pts, 1)


def draw_symbol(surf: pygame.Surface, symbol: str, rect: pygame.Rect, ink) -> None:
    c = rect.center
    s = rect.w * 0.32
    if symbol == "square":
        pygame.draw.rect(surf, ink, pygame.Rect(c[0] - s, c[1] - s, 2 * s, 2 * s))
    elif symbol == "triangle":
        pygame.draw.polygon(surf, ink, [(c[0], c[1] - s * 1.15), (c[0] + s * 1.1, c[1] + s * 0.9),
                                        (c[0] - s * 1.1, c[1] + s * 0.9)])
    elif symbol == "circle":
        pygame.draw.circle(surf, ink, c, s * 1.05)
    else:
        pygame.draw.polygon(surf, ink, [(c[0], c[1] - s * 1.25), (c[0] + s * 1.1, c[1]),
                                        (c[0], c[1] + s * 1.25), (c[0] - s * 1.1, c[1])])


def draw_door(surf: pygame.Surface, rect: pygame.Rect, symbol: str, is_open: bool) -> None:
    """A door counter: its symbol; closed = solid plate, open = green outline."""
    radius = max(2, rect.w // 5)
    if is_open:
        pygame.draw.rect(surf, (16, 40, 26), rect, border_radius=radius)
        pygame.draw.rect(surf, colour("good"), rect, max(2, rect.w // 9), border_radius=radius)
        draw_symbol(surf, symbol, rect, colour("good"))
    else:
        pygame.draw.rect(surf, (200, 208, 220), rect, border_radius=radius)
        pygame.draw.rect(surf, colour("counter_edge"), rect, max(1, rect.w // 12),
                         border_radius=radius)
        draw_symbol(surf, symbol, rect, colour("counter_edge"))
