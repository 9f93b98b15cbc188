"""The deck as the shared table toolkit sees it: a zone per room (standees and item cards),
a zone per character-sheet slot row, the item supply; counters built from a view; and the
things drawn over the rooms each time the state changes (tokens, Locked Doors, the exterior
door, red markers nearing their threshold, the cost of reaching a space).

It draws from a *display model*, a view dict (`game.public_view()` or a copy the event
playback moves on), so look-back and playback draw exactly what they are given.

Nothing on the deck is written smaller than 14 units: a standee carries its crew member's
initial (the sheet beside it carries the same badge) and an item card its picture, since a
name small enough for a 40-unit counter could not be read (names are in the tooltips); a
room's tokens carry their count, and hovering them says it in words.
"""

from __future__ import annotations

import pygame

from game.engines.tempus.content import Content
from game.engines.tempus.rules.consequences import LIMIT
from game.scenes.tempus import art
from game.scenes.tempus.deck_art import paint_deck, px_rect
from game.scenes.tempus.layout import (
    COUNTER,
    NAME_X,
    SHEET_SLOTS_Y,
    TEXT,
    TOKEN,
    TOKEN_ROW,
    DeckGeometry,
    Header,
    places,
)
from game.scenes.tempus.names import TOKEN_NAMES, TOKEN_PLURAL, initial, item_text
from game.ui.board import Counter, Table, Zone, counter_surface
from game.ui.board.table import PAD
from game.ui.board.text import render_block, wrap
from game.ui.fonts import font, render
from game.ui.theme import colour
from game.ui.toast import clear_spot
from game.ui.units import Viewport

SUPPLY_ZONE = "discard"
STANDEE_LABEL = 0.35  # the initial on a 40-unit standee: 14 units, as every text here
SEAT_COLOURS = ("player_1", "player_2", "player_3", "player_4", "player_5", "player_6")
#: Red markers counting every token kind rather than Damage alone.
ALL_TOKENS = {"hyperdrive"}


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def sheet_zone_ids(seat: int) -> tuple[str, str]:
    return (f"sheet:{seat}:equipment", f"sheet:{seat}:wearing")


def place_of(zone: Zone) -> str:
    """The engine's name for where a zone is (gestures.py's places): a space id, "crew:N"
    or "supply"."""
    data = zone.data or {}
    return data.get("place", zone.id)


class DeckTable(Table):
    """A Table whose zones may lay their counters out in a smaller area than their drop
    target (a room's counters sit under its printed name and tokens)."""

    def _layout_zone(self, z: Zone) -> None:
        super()._layout_zone(z)
        area = (z.data or {}).get("area")
        if area is not None:
            v = self.viewport
            z.content_rect = v.rect(*area)


class DeckView:
    """Owns the deck's Table and geometry; turns a view into counters and overlays."""

    def __init__(self, viewport: Viewport, content: Content, numbers: dict[str, int],
                 names: list[str], players: int):
        self.content = content
        self.numbers = dict(numbers)
        self.seat_names = names
        self.players = players
        self.space_names = {s.id: s.name for s in content.ship.spaces}
        self.space_kinds = {s.id: s.kind for s in content.ship.spaces}
        spots = places(viewport.logical_size)
        self.geo = DeckGeometry(content.deck, spots.deck_area, viewport.scale)
        self.headers = self._headers()
        self.table = DeckTable(viewport, backdrop=self._backdrop)
        self.token_rects: dict[str, pygame.Rect] = {}  # where each room's tokens were drawn
        self._doors_for: tuple | None = None  # the size `_door_spots` last worked out for
        self._rooms_for: tuple | None = None  # ... and `room_px`
        self._rooms_px: dict[str, pygame.Rect] = {}
        self._door_spots_cache: list = []
        for sid in content.deck.rooms:
            zone = Zone(sid, self.geo.room(sid), frame=False, pick="single",
                        counter_size=COUNTER, tooltip=self.room_tooltip(sid),
                        data={"place": sid})
            self._place_counters(zone)
            self.table.add(zone)
        self.table.add(Zone(SUPPLY_ZONE, spots.supply, frame=False, pick="none",
                            tooltip="The supply: token counts left, and where discarded items go "
                            "(drag an Equipment item here when the crew must discard).",
                            data={"place": "supply"}))
        self.sheet_rects: dict[int, tuple[float, float, float, float]] = {}

    # ---- layout --------------------------------------------------------------------------------
    def _headers(self) -> dict[str, Header]:
        return {sid: self.geo.header(sid, self.space_names[sid], sid in self.numbers,
                                     self.space_kinds[sid] != "corridor")
                for sid in self.content.deck.rooms}

    def _place_counters(self, zone: Zone) -> None:
        """A room's counters sit under its printed name and tokens, in rows when it is tall."""
        area = self.geo.counters_area(zone.id, self.headers[zone.id])
        zone.layout = "grid" if area[3] >= 2 * COUNTER + 4 else "row"
        zone.data["area"] = area

    def fit(self, viewport: Viewport) -> None:
        """A new window size or scale: the plan is placed in the deck's area of that window
        (`layout.Places`) and the names wrapped again at the new pixel size."""
        spots = places(viewport.logical_size)
        if (viewport.scale, spots.deck_area) == (self.geo.scale, self.geo.area):
            return
        self.geo = DeckGeometry(self.content.deck, spots.deck_area, viewport.scale)
        self.headers = self._headers()
        for sid in self.content.deck.rooms:
            zone = self.table.zones[sid]
            zone.rect = self.geo.room(sid)
            self._place_counters(zone)
        self.table.zones[SUPPLY_ZONE].rect = spots.supply
        for zone in self.table.zones.values():
            if "door" in zone.data:
                zone.rect = self.geo.door_hit(zone.data["door"])

    def room_tooltip(self, sid: str) -> str:
        room = self.content.deck.rooms[sid]
        parts = [self.space_names[sid] + (f" (location {self.numbers[sid]})"
                                          if sid in self.numbers else "") + "."]
        if room.marker:
            parts.append("Board action: " + room.marker)
        if room.warn:
            parts.append("Red marker: " + room.warn)
        return " ".join(parts)

    def set_sheets(self, rects: dict[int, tuple[float, float, float, float]],
                   slots: dict[int, tuple[int, int]]) -> None:
        """Place each crew member's item rows (equipment, wearing) on their sheet."""
        if rects == self.sheet_rects and all(
                sheet_zone_ids(s)[0] in self.table.zones for s in rects):
            return
        self.sheet_rects = dict(rects)
        for seat, (x, y, w, _h) in rects.items():
            equip, wear = slots[seat]
            step = COUNTER + 4
            row_w = [max(1, equip) * step + 2 * PAD, max(1, wear) * step + 2 * PAD]
            right = x + w - 6
            zx_wear = right - row_w[1]
            zx_equip = zx_wear - 6 - row_w[0]
            zy = y + SHEET_SLOTS_Y
            rects_ = ((zx_equip, zy, row_w[0], COUNTER + 2 * PAD),
                      (zx_wear, zy, row_w[1], COUNTER + 2 * PAD))
            for zid, r, slot in zip(sheet_zone_ids(seat), rects_, ("equipment", "wearing"),
                                    strict=True):
                zone = self.table.zones.get(zid)
                if zone is None:
                    self.table.add(Zone(zid, r, frame=False, pick="single", layout="row",
                                        counter_size=COUNTER,
                                        data={"place": f"crew:{seat}", "slot": slot}))
                else:
                    zone.rect = r
        self.table.relayout(self.table.viewport)

    def relayout(self, viewport: Viewport) -> None:
        self.table.relayout(viewport)

    def _backdrop(self, surf: pygame.Surface, vp: Viewport, origin) -> None:
        paint_deck(surf, vp, origin, self.geo, self.content.ship, self.numbers, self.headers)

    # ---- counters --------------------------------------------------------------------------------
    def crew_counter(self, seat: int, c: dict) -> Counter:
        ch = self.content.characters[c["char"]]
        who = self.seat_names[seat] if seat < len(self.seat_names) else ""
        state = "dead" if c["dead"] else "knocked down" if c["down"] else ""
        tip = (f"{ch.name}" + (f" (played by {who})" if who else "") +
               f": {c['wounds']} of {ch.wounds} wounds" + (f", {state}" if state else "") +
               f". {ch.ability_text}")
        return Counter(f"crew:{seat}", "crew", label=initial(ch.name),
                       icon="tempus_down" if c["dead"] or c["down"] else "tempus_standee",
                       colour="counter_back" if c["dead"] else seat_colour(seat),
                       tooltip=tip, data=seat, label_scale=STANDEE_LABEL)

    def item_counter(self, uid: str, exhausted: bool, game) -> Counter:
        t = game.item_type(uid)
        tip = item_text(t) + (" Exhausted: refresh it in Maintenance." if exhausted else "")
        icon = art.ITEM_ICONS.get(t.id, "item")
        # The picture says which item it is (the name is in the tooltip): a name small
        # enough for a 40-unit card could not be read.
        return Counter(uid, "item", icon=icon, shape="square", colour=art.PALETTE[t.slot],
                       side=1 if exhausted else 0, back_icon=icon, tooltip=tip, data=uid)

    def sync(self, view: dict, game, animate: bool = False) -> None:
        """Make every zone hold what `view` says (standees first, then items)."""
        contents: dict[str, list[Counter]] = {zid: [] for zid in self.table.zones}
        for seat, c in enumerate(view["crew"]):
            if c["at"] is not None and c["at"] in contents:
                contents[c["at"]].append(self.crew_counter(seat, c))
        exhausted = set(view["exhausted"])
        for uid, loc in sorted(view["items"].items()):
            if loc.startswith("s:"):
                zid = loc[2:]
            elif loc.startswith("c:"):
                seat = int(loc[2:])
                slot = game.item_type(uid).slot
                zid = sheet_zone_ids(seat)[0 if slot == "equipment" else 1]
            else:
                continue
            if zid in contents:
                contents[zid].append(self.item_counter(uid, uid in exhausted, game))
        self.table.sync(contents, animate=animate)

    # ---- overlays ------------------------------------------------------------------------------
    def draw_sheet_counters(self, surf: pygame.Surface, marked: set[str] = frozenset(),
                            seats=None) -> None:
        """Item cards on the sheets (of `seats`, or all), over the sheet panels the scene
        paints after the table (the table's own layer lies under them), with their drop
        highlight; `marked` items (a trade being put together) are ringed."""
        table = self.table
        v = table.viewport
        for seat in self.sheet_rects if seats is None else seats:
            for zid in sheet_zone_ids(seat):
                zone = table.zones.get(zid)
                if zone is None:
                    continue
                if zone.highlight:
                    name = {"legal": "zone_legal", "hover": "zone_hover",
                            "illegal": "zone_illegal"}[zone.highlight]
                    pygame.draw.rect(surf, colour(name), zone.px_rect, max(2, v.px(3)),
                                     border_radius=max(2, v.px(6)))
                rects = table.counter_rects(zone)
                for i in range(len(rects) - 1, -1, -1):
                    c = zone.stack[i]
                    if c.id not in table.hidden:
                        surf.blit(counter_surface(c, zone.counter_px), rects[i])
                        if c.id in marked:
                            pygame.draw.rect(surf, colour("zone_hover"),
                                             rects[i].inflate(v.px(6), v.px(6)),
                                             max(2, v.px(3)), border_radius=max(2, v.px(6)))

    def draw_overlays(self, surf: pygame.Surface, vp: Viewport, view: dict,
                      costs: dict[str, str] | None = None, targets: set[str] = frozenset(),
                      focus: str | None = None) -> None:
        """Tokens, doors and red markers from `view`; while a standee is dragged, the cost of
        each reachable space; while a target is being picked, the spaces that can be."""
        self.token_rects = {}
        for sid in self.content.deck.rooms:
            self.draw_room_overlay(surf, vp, view, sid, sid in targets, sid == focus)
        self.draw_doors(surf, vp, view)
        self.draw_costs(surf, vp, costs)

    def room_overlay_key(self, view: dict, sid: str, lit: bool, focus: bool) -> tuple:
        """What `draw_room_overlay` draws in the room `sid` (with the room's counters, which
        are the table's)."""
        tok = view["tokens"]
        return (tuple(tok[k][sid] for k in tok if sid in tok[k]), view["fixed"], lit, focus)

    def draw_room_overlay(self, surf: pygame.Surface, vp: Viewport, view: dict, sid: str,
                          lit: bool, focus: bool) -> None:
        """One room's tokens and red marker, lit for a pick or as the acting crew member's
        room: all inside the room."""
        tok = view["tokens"]
        room = self.content.deck.rooms[sid]
        r = self.room_px(vp, sid)
        head = self.headers[sid]
        row = pygame.Rect(r.x + vp.px(NAME_X), r.y + vp.px(head.tokens_y + 1),
                          r.w - vp.px(2 * NAME_X + head.badges), vp.px(TOKEN_ROW - 2))
        imgs = [art.token_surface(kind, vp.px(TOKEN), tok[kind][sid], vp.px(TEXT))
                for kind in ("fire", "fault", "damage") if tok[kind][sid]]
        if imgs:
            self._token_row(surf, vp, row, imgs)
            self.token_rects[sid] = row
        else:
            self.token_rects.pop(sid, None)
        if room.warn:
            self._warn(surf, vp, r, sid, room, view)
        if lit:
            pygame.draw.rect(surf, colour("zone_legal"), r, max(2, vp.px(4)))
        if focus:
            pygame.draw.rect(surf, colour("accent"), r, max(2, vp.px(3)))

    def draw_costs(self, surf: pygame.Surface, vp: Viewport, costs: dict[str, str] | None) -> None:
        for sid, label in (costs or {}).items():
            self._cost(surf, vp, px_rect(vp, self.geo.room(sid)), label)

    @staticmethod
    def _token_row(surf: pygame.Surface, vp: Viewport, row: pygame.Rect,
                   imgs: list[pygame.Surface]) -> None:
        """Tokens left to right, closer together in a narrow room; drawn last to first so
        each count badge stays in front of the token after it."""
        gap = vp.px(3)
        need = sum(i.get_width() for i in imgs) + gap * (len(imgs) - 1)
        squeeze = 0 if need <= row.w or len(imgs) < 2 else \
            -(-(need - row.w) // (len(imgs) - 1))
        xs, x = [], row.x
        for img in imgs:
            xs.append(x)
            x += img.get_width() + gap - squeeze
        for img, x in reversed(list(zip(imgs, xs, strict=True))):
            surf.blit(img, (x, row.centery - img.get_height() // 2))

    def token_tooltip(self, pos, view: dict) -> str | None:
        """The tokens in the room under `pos`, in words (their icons carry only counts)."""
        for sid, row in self.token_rects.items():
            if row.collidepoint(pos):
                tok = view["tokens"]
                parts = [f"{tok[k][sid]} {(TOKEN_NAMES if tok[k][sid] == 1 else TOKEN_PLURAL)[k]}"
                         for k in ("fire", "fault", "damage") if tok[k][sid]]
                return f"{self.space_names[sid]}: " + ", ".join(parts) + "."
        return None

    def _warn(self, surf, vp, r: pygame.Rect, sid: str, room, view: dict) -> None:
        """The red marker nearing its threshold: a bar along the bottom of the room."""
        tok = view["tokens"]
        n = sum(tok[k][sid] for k in tok) if sid in ALL_TOKENS else tok["damage"][sid]
        if sid in ALL_TOKENS and not view["fixed"]:
            return  # the marker only matters once the Hyperdrive is fixed
        if n <= 0:
            return
        strong = n >= LIMIT - 1
        line = f"{min(n, LIMIT)}/{LIMIT}: {room.alarm}"
        width = r.w - vp.px(8)
        img = render_block(line, vp.px(TEXT), colour("text") if strong else colour("bad"),
                           width - vp.px(6))
        # Along the bottom unless something of the room's is there: its name and tokens,
        # a standee or an item (the toasts' placement rule, inside the room).
        head = pygame.Rect(r.x, r.y, r.w, vp.px(self.headers[sid].counters_y))
        zone = self.table.zones.get(sid)
        avoid = [head, *(self.table.counter_rects(zone) if zone is not None else [])]
        bounds = pygame.Rect(r.x + vp.px(4), r.y, width, r.h - vp.px(3))
        box = clear_spot((width, img.get_height() + vp.px(2)), (r.centerx, r.bottom),
                         avoid, bounds, vp.px(4))
        fill = colour("bad") if n >= LIMIT else colour("toast_bg")
        pygame.draw.rect(surf, fill, box, border_radius=vp.px(4))
        pygame.draw.rect(surf, colour("bad"), box, max(1, vp.px(2) if strong else 1),
                         border_radius=vp.px(4))
        surf.blit(img, (box.x + vp.px(3), box.y + vp.px(1)))

    def draw_doors(self, surf: pygame.Surface, vp: Viewport, view: dict) -> None:
        locked = set(view["locked"])
        sealed = set(view["sealed"])
        span = vp.px(30)
        thick = max(4, vp.px(8))
        # Repainted in parts, the layer is clipped to one changed spot: only the doors
        # that reach into it are drawn (a bar, or an exterior door's OPEN to its left).
        clip = surf.get_clip()
        for lk, centre, vertical, reach in self._door_spots(vp):
            if not clip.colliderect(reach):
                continue
            if lk.kind == "exterior":
                if lk.id in locked:
                    art.lock_bar(surf, centre, span + vp.px(10), thick, vertical,
                                 art.pal("locked"))
                else:
                    img = render("OPEN", vp.px(TEXT), colour("bad"), True)
                    pygame.draw.circle(surf, colour("bad"), centre, vp.px(12), max(2, vp.px(3)))
                    surf.blit(img, img.get_rect(midright=(centre[0] - vp.px(16), centre[1])))
                continue
            if lk.id in sealed:
                rect = art.lock_bar(surf, centre, span, thick, vertical, colour("bad"))
                pygame.draw.line(surf, colour("counter_edge"), rect.topleft, rect.bottomright,
                                 max(1, vp.px(2)))
            elif lk.id in locked:
                art.lock_bar(surf, centre, span, thick, vertical, art.pal("locked"))

    def room_px(self, vp: Viewport, sid: str) -> pygame.Rect:
        """A room's rect in window pixels, worked out once per size (a layer painted in
        parts asks for every room's every time)."""
        key = (vp.scale, tuple(vp.size), id(self.geo), self.geo.area, self.geo.scale)
        if self._rooms_for != key:
            self._rooms_for, self._rooms_px = key, {}
        found = self._rooms_px.get(sid)
        if found is None:
            found = self._rooms_px[sid] = px_rect(vp, self.geo.room(sid))
        return found.copy()

    def _door_spots(self, vp: Viewport) -> list:
        """Each door drawn on the deck: (link, centre, vertical, the rect it may draw in),
        worked out once per size."""
        key = (vp.scale, tuple(vp.size), id(self.geo), self.geo.area, self.geo.scale)
        if self._doors_for != key:
            span = vp.px(30)
            spots = []
            for lk in self.content.ship.links:
                if lk.kind == "dotted":
                    continue
                (x1, y1), (x2, y2) = self.geo.wall(lk.id)
                centre = ((vp.px(x1) + vp.px(x2)) // 2, (vp.px(y1) + vp.px(y2)) // 2)
                reach = pygame.Rect(0, 0, 2 * (span + vp.px(90)), 2 * (span + vp.px(90)))
                reach.center = centre
                spots.append((lk, centre, self.geo.vertical(lk.id), reach))
            self._doors_for, self._door_spots_cache = key, spots
        return self._door_spots_cache

    def _cost(self, surf: pygame.Surface, vp: Viewport, r: pygame.Rect, label: str) -> None:
        """The movement a drop here costs, and what it pays for, on a bright tab in the
        room's bottom right (the counters fill a room from its top left)."""
        cost, _, how = label.partition(": ")
        ink = colour("counter_edge")
        big = font(vp.px(20), True).render(cost, True, ink)
        pad = vp.px(4)
        room = r.w - vp.px(12) - big.get_width() - 3 * pad
        lines = wrap(how, vp.px(TEXT), room) if how else []
        face = font(vp.px(TEXT))
        text_w = max((face.size(line)[0] for line in lines), default=0)
        text_h = len(lines) * face.get_linesize()
        box = pygame.Rect(0, 0, big.get_width() + text_w + (3 if lines else 2) * pad,
                          max(big.get_height(), text_h) + vp.px(2))
        box.bottomright = (r.right - vp.px(6), r.bottom - vp.px(6))
        box.left = max(box.left, r.left + vp.px(3))  # a narrow room: stay inside its walls
        pygame.draw.rect(surf, colour("zone_legal"), box, border_radius=vp.px(6))
        surf.blit(big, big.get_rect(midleft=(box.x + pad, box.centery)))
        y = box.centery - text_h // 2
        for line in lines:
            surf.blit(face.render(line, True, ink), (box.x + 2 * pad + big.get_width(), y))
            y += face.get_linesize()


def door_at(geo: DeckGeometry, content: Content, vp: Viewport, pos) -> str | None:
    """The door (interior or exterior) whose doorway is under `pos`, if any."""
    for lk in content.ship.links:
        if lk.kind == "dotted":
            continue
        if vp.rect(*geo.door_hit(lk.id)).collidepoint(pos):
            return lk.id
    return None
