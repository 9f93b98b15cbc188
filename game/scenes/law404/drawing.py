"""What the 404 table draws, and what it caches (a mixin of Law404Scene: it reads the
scene's state and never changes the game).

One cached layer holds the board (the table's own cached layer), its changing marks (doors,
vacuum, damage), the side panels, the prompt, the band and the log; it is rebuilt only when
the table's signature or the scene's version changes, so an idle or dragging frame is one
full-window blit plus the lit choices, the dragged counter and the widgets in front.
"""

from __future__ import annotations

import pygame

from game.scenes.law404 import choices, ending, text
from game.scenes.law404.art import mini_marks
from game.scenes.law404.cards import directive_card, directive_face
from game.scenes.law404.layout import BUTTON_H, CHOICES_SHARE, CHOICES_TOP, choices_reach
from game.scenes.law404.panels import panel
from game.ui import fonts
from game.ui.table import furniture
from game.ui.table.frame_cache import Part, log_part
from game.ui.table.furniture import small_button_width
from game.ui.theme import colour
from game.ui.toast import clear_spot

DIRECTIVES_NARROW = 0.6
"""Where the own directive cards start in the band (a share of its width) beside choice
buttons (when three take a row), the rearrange strip or the chart, which take the band's
left 58%."""
DIRECTIVES_WIDE = 0.3
"""...and beside a heading alone: cards about 195 px wide at 1280x720, enough for every
directive's whole condition (at 110 px, 12 of the 30 were cut short)."""
DIRECTIVE_CARD_W = 200.0
"""The widest a directive card in the band grows (logical px)."""
UNDER_HAND_MIN_H = 150.0
"""Room (logical px) the band needs under the hand for the directive cards while
programming: their label and a card tall enough for a condition."""


class ShipDrawing:
    def exposed(self) -> frozenset[str]:
        """Rooms joined to space by open doors (vacuum), in the board being shown."""
        doors = self.shown.get("doors", {})
        seen, todo = {"space"}, ["space"]
        while todo:
            room = todo.pop()
            for door, (a, b) in self.door_rooms.items():
                if doors.get(door) and room in (a, b):
                    other = b if room == a else a
                    if other not in seen:
                        seen.add(other)
                        todo.append(other)
        return frozenset(seen)

    def event_lines(self, side_w: float) -> int:
        """Lines the longest effect of any event in this game's deck takes at 14 px in the
        event card of a side column `side_w` wide (logical), at any armour left."""
        vp = self.vp
        key = (vp.scale, side_w)
        cache = self.__dict__.setdefault("_event_lines", {})
        if key not in cache:
            printed = self.printed
            width = vp.px(side_w - 20)
            cache[key] = max((text.lines_needed(printed.event_text(eid, hits), vp.px(text.MIN),
                                                width)
                              for eid, e in printed.content.events.items()
                              for hits in range(0, (e.armour if e.kind == "enemy" else 0) + 1)),
                             default=0)
        return cache[key]

    def _layer_state(self, size) -> tuple:
        return (size, self.ship.table.signature(), self._version, self.gate.active,
                self.session.autosave_error, self.status_line(), self.pacer.playing, self.pacer.paused,
                id(self.looking_back))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        layer = self.frame.parts(size, self._layer_state(size), lambda: self._parts(size),
                                 self.log)
        surface.blit(layer, (0, 0))
        self.ship.table.draw_flights(surface)
        if not self.gate.active:
            self._draw_lit(surface)
        self.draw_front(surface, skip=(self.log,))

    def _parts(self, size: tuple[int, int]) -> list[Part]:
        """The layer's pieces in painting order, each keyed by what it shows: after a move
        usually one robot's board, the board's changed counters, the prompt, the band and
        the log are painted again (game/ui/table/frame_cache.py)."""
        vp, reg, shown = self.vp, self.reg, self.shown
        table = self.ship.table
        window = pygame.Rect((0, 0), size)
        parts = []
        if table.px_rect != window:  # else the board's opaque layer covers it all
            parts.append(Part("ground", window, None,
                              lambda layer: layer.fill(colour("table_bg"))))
        exposed = self.exposed()

        def board(layer: pygame.Surface) -> None:
            table.draw_at_rest(layer)  # the flights go over the layer, per frame
            self.ship.draw_state(layer, shown, exposed, self.door_info)

        parts.append(Part("board", table.px_rect.copy(),
                          (tuple(sorted(shown["doors"].items())), exposed,
                           tuple(shown["damaged"]), shown["cage_locked"]),
                          board, changed=table.take_changes()))
        sides = self.sides

        def event(layer: pygame.Surface) -> None:
            sides.begin("event")
            sides.draw_event(layer, vp, vp.rect(*reg.event), shown)

        parts.append(Part("event", vp.rect(*reg.event),
                          (shown["active"], shown["inactive"], shown.get("main"),
                           shown.get("enemy_hits", 0), shown.get("event_done"),
                           tuple(shown.get("current", []))), event))
        mine = self.private["directives"] if self.private is not None else None
        pending = self.shown.get("pending") or {}
        revealed = ending.directives_by_seat(self.game) if self.game.is_over else None
        marks = mini_marks([self.seat_label(seat) for seat in range(len(reg.robots))])
        for seat, row in enumerate(reg.robots):
            seat_name = self.seat_label(seat)
            is_bot = seat < len(self.session.seats) and self.session.seats[seat].is_bot
            own = mine if seat == self.privacy.viewing_seat() else None
            if revealed is not None and self.looking_back is None:
                own = revealed[seat]
            active = pending.get("seat") == seat
            rect = vp.rect(*row)

            def robot(layer, seat=seat, rect=rect, seat_name=seat_name, is_bot=is_bot,
                      own=own, active=active) -> None:
                sides.begin(("robot", seat))
                sides.draw_robot(layer, vp, rect, seat, shown, seat_name, is_bot, own,
                                 active=active, mark=marks[seat])

            parts.append(Part(("robot", seat), rect,
                              (shown["room"][seat], repr(shown["chips"][seat]),
                               repr(shown["directives"][seat]), seat_name, is_bot, repr(own),
                               active, marks[seat]), robot))
        # The prompt and the band read most of the scene's state: painted every time.
        parts.append(Part("top", vp.rect(*reg.top), None, self._draw_top, stale=True))

        def band(layer: pygame.Surface) -> None:
            sides.begin("band")
            self._draw_band(layer)

        parts.append(Part("band", vp.rect(*reg.band), None, band, stale=True))
        parts.append(log_part(self.log))
        return parts

    def _draw_top(self, layer: pygame.Surface) -> None:
        vp = self.vp
        lw, _ = vp.logical_size
        right = furniture.draw_title(layer, vp, "law404", "404: Law Not Found",
                                     22 if lw >= 1100 else 16)
        x = right + vp.px(16)
        buttons = 490 if self.pacer.showing or self.privacy.handing_to is not None else 250
        width = vp.px(lw - buttons) - x
        if self.looking_back is not None:
            self.prompt_px = self.earlier_px = self._draw_earlier_banner(
                layer, x, max(vp.px(120), width))
        else:
            block = text.block(self.prompt_text(), vp.px(16), colour("text"),
                               (max(vp.px(120), width), vp.px(48)))
            at = (x, vp.px(3) + max(0, (vp.px(48) - block.get_height()) // 2))
            layer.blit(block, at)
            self.prompt_px = block.get_bounding_rect().move(at)
        turn = self.shown.get("turn", 0)
        if turn:
            img = fonts.render(f"Turn {turn}", vp.px(text.MIN), colour("text_dim"))
            layer.blit(img, (vp.px(12), vp.px(34)))

    def _draw_band(self, layer: pygame.Surface) -> None:
        vp = self.vp
        rect = vp.rect(*self.reg.band)
        panel(layer, vp, rect)
        kind = self.session.pending_kind()
        mine = self.privacy.my_turn() and not self.pacer.playing and self.looking_back is None
        size = vp.px(text.MIN)
        x, y = rect.x + vp.px(10), rect.y + vp.px(5)
        if mine and kind == "program":
            self._draw_directives_under_hand(layer, rect)
            return  # the program panel draws itself over the band
        if mine and kind == "keep_directive":
            self._draw_kept(layer, rect)
            return
        # With only a heading on the left, the directive cards take more of the band, wide
        # enough for every condition to be read whole.
        wide = not mine or kind == "pickput"
        share = DIRECTIVES_WIDE if wide else DIRECTIVES_NARROW
        if mine and self.options and kind not in ("pickput", "chart", "rearrange_place"):
            # ...or just past the choice buttons, when fewer than three take a row (picking
            # up and rearranging have options but no buttons; the chart writes its sets
            # under its buttons, across the left 58%)
            band = self.reg.band
            share = min(share, max(DIRECTIVES_WIDE, choices_reach(
                band[2], len(self.options), band[3], self.widest_choice())))
        left = int(rect.w * (share - 0.02))  # the heading stops short of the cards
        if mine and kind == "rearrange_place":
            pass  # the strip says what to do
        elif mine and self.options:
            head = "Choose:" if kind != "pickput" else \
                "Drag counters to pick up or put down (or Tab, then Enter)"
            layer.blit(text.block(head, size, colour("text_dim"), (left, rect.h // 2), bold=True),
                       (x, y))
            if kind == "chart" and self.private and self.private.get("chart"):
                self._draw_chart(layer, rect)
            if len(self.options) > 9:
                return  # the choices fill the band
        elif not mine:
            layer.blit(text.block(self.waiting_words(), size, colour("text_dim"), (left, rect.h // 2), bold=True),
                       (x, y))
        self._draw_own_directives(layer, rect, share)

    def waiting_words(self) -> str:
        """What the band under the ship says while another robot decides or its moves are
        shown: a paused table says so, like the prompt."""
        seat = self.shown.get("pending", {}) or {}
        who = self.seat_label(seat["seat"]) if "seat" in seat else ""
        if self.game.is_over:
            return "The game is over."
        if self.pacer.playing or self.pacer.paused:
            return self.pacer.status() or "Watching the moves being made."
        return f"{who} is deciding." if who else ""

    def _draw_kept(self, layer: pygame.Surface, rect: pygame.Rect) -> None:
        """Beside the draft: the directives this robot kept so far."""
        vp = self.vp
        size = vp.px(text.MIN)
        kx = vp.px(self.draft_right())
        width = rect.right - kx - vp.px(10)
        y = rect.y + vp.px(5)
        kept = [d["id"] for d in self.private["directives"]] if self.private else []
        if not kept:
            words = "Keep one; the others pass on to the next robot."
            layer.blit(text.block(words, size, colour("text_dim"), (width, vp.px(80)), bold=True),
                       (kx, y))
            return
        layer.blit(text.line("Kept so far:", size, colour("text_dim"), width, bold=True), (kx, y))
        for i, did in enumerate(kept):
            d = self.content.directives[did]
            stars = "*" * d.difficulty
            star_img = fonts.render(stars, size, colour("text"), True)
            name = text.line(d.name, size, colour("text"), width - star_img.get_width() - 6)
            at = (kx, y + vp.px(22 * (i + 1)))
            layer.blit(name, at)
            layer.blit(star_img, (at[0] + name.get_width() + vp.px(4), at[1]))
            self.sides.spots.append((pygame.Rect(at, (width, vp.px(20))),
                                   f"{d.name} (difficulty {d.difficulty}): "
                                   f"{self.printed.directive_text(did)}"))

    def widest_choice(self) -> float:
        """The width the longest choice button label needs (logical)."""
        return max((small_button_width(self.vp, o.label) for o in self.options), default=0.0)

    def _draw_chart(self, layer: pygame.Surface, rect: pygame.Rect) -> None:
        vp = self.vp
        events = self.content.events
        y = rect.y + vp.px(CHOICES_TOP + 2 * (BUTTON_H + 6))
        bottom = rect.bottom - vp.px(4)
        for label, key in (("A", "active"), ("B", "inactive")):
            chosen = self.private["chart"].get(key, [])
            names = ", ".join(events[e].name for e in chosen)
            line = text.block(f"Set {label}: {names}", vp.px(text.MIN), colour("text"),
                              (int(rect.w * CHOICES_SHARE), max(vp.px(20), (bottom - y) // 2)))
            at = (rect.x + vp.px(10), y)
            layer.blit(line, at)
            # What each event would do: the names alone do not say which set to fly into.
            self.sides.spots.append((pygame.Rect(at, line.get_size()), f"Set {label}: " + " ".join(
                f"{events[e].name}: {self.printed.event_text(e)}" for e in chosen)))
            y += line.get_height() + vp.px(2)

    def _draw_directives_under_hand(self, layer: pygame.Surface, rect: pygame.Rect) -> None:
        """Programming in a tall band (a 4:3 window has room under the cards): the seat's
        directives there, where they help choose the cards. A wide band has no such room;
        its names are on the robot's board."""
        program = self.program
        if not program.visible or not program.revealed or not program.slot_rects:
            return
        vp = self.vp
        top = max(r.bottom for r in program.slot_rects) + vp.px(6)
        bottom = rect.bottom - vp.px(BUTTON_H + 4)
        if bottom - top < vp.px(UNDER_HAND_MIN_H):
            return
        inset = vp.px(4)  # in line with the hand
        self._draw_own_directives(
            layer, pygame.Rect(rect.x + inset, top, rect.w - inset, bottom - top), 0.0)

    def _draw_own_directives(self, layer: pygame.Surface, rect: pygame.Rect,
                             share: float) -> None:
        """The seat holding the device sees its own directives, as cards, in the band's
        right `1 - share`."""
        if self.private is None or not self.private["directives"]:
            return
        vp = self.vp
        size = vp.px(text.MIN)
        mine = self.private["directives"]
        x0 = rect.x + int(rect.w * share)
        width = rect.right - vp.px(8) - x0
        n = len(mine)
        cw = min(vp.px(DIRECTIVE_CARD_W), (width - vp.px(6) * (n - 1)) // n)
        top = rect.y + vp.px(26)
        ch = min(rect.bottom - vp.px(6) - top, int(cw * 1.4))
        layer.blit(text.line("Your directives", size, colour("text_dim"), width, bold=True),
                   (x0, rect.y + vp.px(4)))
        for i, d in enumerate(mine):
            card = directive_card(d["id"], self.printed, d["done"])
            r = pygame.Rect(x0 + i * (cw + vp.px(6)), top, cw, ch)
            layer.blit(directive_face(card, r.size, text_px=size), r)
            self.sides.spots.append((r, card.tooltip))

    def _draw_earlier_banner(self, layer: pygame.Surface, x: int, width: int) -> pygame.Rect:
        """Looking back, the prompt's place says so: the prompt is about now, and a banner
        over it would hide it (nothing to decide on a board from the past)."""
        vp = self.vp
        words = (f"Earlier, after: {self.looking_back.text}  -  click the board or press Esc "
                 "to return.")
        inset = vp.px(6)
        block = text.block(words, vp.px(16), colour("text"),
                           (width - 2 * inset, vp.px(46) - 2 * inset), bold=True)
        box = pygame.Rect(x - inset, vp.px(2), block.get_width() + 2 * inset, vp.px(48))
        pygame.draw.rect(layer, colour("panel_bg"), box, border_radius=vp.px(6))
        pygame.draw.rect(layer, colour("accent"), box, max(1, vp.px(2)), border_radius=vp.px(6))
        layer.blit(block, block.get_rect(midleft=(x, box.centery)))
        return box

    def _draw_lit(self, surface: pygame.Surface) -> None:
        """Per frame, over the cached layer: the elements a click may choose, the focused
        choice, the character or robot acting in the step being shown."""
        vp = self.vp
        width = max(2, vp.px(3))
        options = self.options if self.drag.state == "idle" else []
        for i, opt in enumerate(options):
            focus = i == self.focus
            for target in opt.targets:
                r = self._target_rect(target)
                if r is None:
                    continue
                name = "zone_hover" if focus else "zone_legal"
                pygame.draw.rect(surface, colour(name), r.inflate(vp.px(4), vp.px(4)),
                                 width + (1 if focus else 0), border_radius=vp.px(6))
        actor = self.playback.actor
        if actor is not None and self.pacer.playing:
            r = self._target_rect(actor)
            if r is not None:
                pygame.draw.rect(surface, colour("accent"), r.inflate(vp.px(8), vp.px(8)),
                                 max(3, vp.px(4)), border_radius=vp.px(10))
        if self.playback.banner and self.pacer.playing:
            img = fonts.render(self.playback.banner, vp.px(22), colour("accent"), True)
            box = self.event_banner_rect(img.get_size())
            pygame.draw.rect(surface, colour("panel_bg"), box, border_radius=vp.px(8))
            surface.blit(img, img.get_rect(center=box.center))

    def event_banner_rect(self, text_size: tuple[int, int]) -> pygame.Rect:
        """Where the banner naming the event or turn being shown stands: over the board,
        clear of every name, counter, door and control on it (the toasts' rule), as near
        the board's top centre as that allows."""
        vp = self.vp
        board = vp.rect(*self.reg.board)
        size = (text_size[0] + vp.px(20), text_size[1] + vp.px(8))
        avoid = self.keep_clear() + self.ship.printed_rects()
        actor = self._target_rect(self.playback.actor) if self.playback.actor else None
        if actor is not None:
            avoid.append(actor.inflate(vp.px(8), vp.px(8)))
        key = (size, tuple(board), tuple(tuple(r) for r in avoid))
        cached = getattr(self, "_banner_spot", None)
        if cached is None or cached[0] != key:
            margin = vp.px(4)
            spot = clear_spot(size, (board.centerx, board.y + vp.px(6) + size[1] // 2),
                              [r.inflate(margin, margin) for r in avoid], board, vp.px(6))
            self._banner_spot = cached = (key, spot)
        return cached[1]

    def decision_rects(self) -> list[pygame.Rect]:
        """The prompt, every lit target, and on a decision of one's own the whole band
        under the ship (the hand and program slots, the draft, the rearrange strip, the
        choices and what they say): what no toast or banner covers."""
        rects = [r for r in [getattr(self, "prompt_px", None)] if r is not None]
        if self.privacy.my_turn() and not self.pacer.playing and self.looking_back is None \
                and not self.game.is_over:
            rects.append(self.vp.rect(*self.reg.band))
        for opt in self.options:
            rects += [r for r in map(self._target_rect, opt.targets) if r is not None]
        if self.program.visible:
            rects += [*self.program.slot_rects, *self.program.hand_rects]
        rects += self.draft.card_rects()
        if self.rearrange.visible:
            rects += self.rearrange.rects
        return rects

    def _target_rect(self, target: choices.Target) -> pygame.Rect | None:
        kind, value = target
        ship = self.ship
        if kind == "door" and value in ship.geo.doors:
            return ship.door_px(value)
        if kind == "room" and value in ship.geo.rooms:
            return ship.room_px(value)
        if kind == "zone" and value in ship.geo.zones:
            return self.vp.rect(*ship.geo.zones[value].box)
        if kind == "zone" and value in ship.table.zones:
            return ship.zone_px(value)
        if kind == "robot":
            return ship.mini_px(value)
        if kind == "item":
            for zone in ship.table.zones.values():
                for c, r in zip(zone.stack, ship.table.counter_rects(zone), strict=True):
                    if c.id == value:
                        return r
        return None

    def _door_tooltip(self, pos: tuple[int, int]) -> str | None:
        door = self.ship.door_at(pos)
        if door is None:
            return None
        d = next(x for x in self.door_info if x["id"] == door)
        a, b = (self.printed.room(r) for r in d["rooms"])
        state = "open" if self.shown.get("doors", {}).get(door) else "closed"
        return (f"The {d['symbol']} door between {a} and {b}: {state}. A Move card with "
                f"this symbol goes through it; rooms joined to space by open doors are in "
                "vacuum.")
