"""The side column's read-outs: the event in play and one board per robot (name and
colour, room, chip, directives). Public information only, except the open directives of
the seat holding the device, passed in by the scene from its own private view.

Each draw records hot spots (pixel rect, tooltip), so the tooltips say in full what the
short lines only name.
"""

from __future__ import annotations

import pygame

from game.scenes.law404 import text
from game.scenes.law404.art import SEAT_COLOURS
from game.scenes.law404.board import draw_damage
from game.scenes.law404.layout import CARRIED_SHARE, ROBOT_H
from game.scenes.law404.names import CHIP_HELP, Printed
from game.ui import fonts
from game.ui.board.text import readable_on
from game.ui.theme import colour
from game.ui.units import Viewport

EVENT_COLOURS = {"meteor": (214, 120, 60), "enemy": (214, 84, 84), "planet": (84, 170, 110),
                 "anomaly": (168, 124, 220)}
EVENT_KINDS = {"meteor": "Meteor", "enemy": "Enemy ship", "planet": "Planet",
               "anomaly": "Anomaly"}


def panel(surf: pygame.Surface, vp: Viewport, rect: pygame.Rect, edge="panel_border") -> None:
    pygame.draw.rect(surf, colour("panel_bg"), rect, border_radius=vp.px(8))
    pygame.draw.rect(surf, colour(edge) if isinstance(edge, str) else edge, rect,
                     max(1, vp.px(1)), border_radius=vp.px(8))


class SidePanels:
    def __init__(self, printed: Printed):
        self.printed = printed
        self._hot_by_part: dict[object, list[tuple[pygame.Rect, str]]] = {}
        self.spots: list[tuple[pygame.Rect, str]] = []
        """Where the piece being painted records its hot spots (`begin`)."""

    def begin(self, part: object) -> None:
        """A piece of the layer (`part`: its slot) is painted again: its old hot spots go,
        the others' stay, as their pixels do."""
        self.spots = self._hot_by_part[part] = []

    @property
    def hot(self) -> list[tuple[pygame.Rect, str]]:
        """Every hot spot on the layer, in painting order."""
        return [spot for spots in self._hot_by_part.values() for spot in spots]

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for rect, tip in self.hot:
            if rect.collidepoint(pos):
                return tip
        return None

    # ------------------------------------------------------------------ the event
    def draw_event(self, surf: pygame.Surface, vp: Viewport, rect: pygame.Rect,
                   view: dict) -> None:
        printed = self.printed
        events = printed.content.events
        panel(surf, vp, rect)
        size = vp.px(text.MIN)
        x, y = rect.x + vp.px(10), rect.y + vp.px(5)
        width = rect.w - vp.px(20)
        deck = f"{view['active']} to come, {view['inactive']} inactive"
        img = text.line(deck, size, colour("text_dim"), width)
        deck_rect = img.get_rect(bottomright=(rect.right - vp.px(10), rect.bottom - vp.px(3)))
        surf.blit(img, deck_rect)
        self.spots.append((deck_rect, f"Events: {view['active']} still to come in the active "
                         f"deck, {view['inactive']} in the inactive deck. The game ends when "
                         "an event must be revealed and none is left: then the most difficult "
                         "completed directives win."))
        main = view.get("main")
        if main is None:
            surf.blit(fonts.render("No event in play", vp.px(16), colour("text"), True), (x, y))
            return
        e = events[main]
        band = EVENT_COLOURS[e.kind]
        hits = view.get("enemy_hits", 0)
        # An enemy's armour track stands at the heading's right: the effect below keeps
        # every line the card has (it is read whole, never cut short).
        track = self._enemy_track(surf, vp, rect, y, e.armour, hits) if e.kind == "enemy" \
            else 0
        head = text.line(f"{EVENT_KINDS[e.kind]}: {e.name}", vp.px(16), band,
                         width - track, bold=True)
        surf.blit(head, (x, y))
        effect = printed.event_text(main, hits)
        if e.kind == "enemy":
            done = hits >= e.armour
            effect = "Destroyed." if done else effect
        elif view.get("event_done") and e.kind == "meteor":
            effect = "Dodged: the engine fired in time."
        y += head.get_height()
        anomalies = [events[c] for c in view.get("current", [])
                     if events[c].kind == "anomaly" and c != main]
        lower = deck_rect.h + vp.px(2)
        box = (width, rect.bottom - vp.px(3) - lower - y)
        effect_img = text.block(effect, size, colour("text"), box)
        surf.blit(effect_img, (x, y))
        self.spots.append((pygame.Rect(rect.x, rect.y, rect.w, rect.h - lower),
                         f"{e.name}: {printed.event_text(main, hits)}\n{e.flavour}"))
        if anomalies:
            words = "With: " + ", ".join(a.name for a in anomalies)
            room = deck_rect.x - x - vp.px(10)
            below = box[1] - effect_img.get_height()
            if fonts.font(size, True).size(words)[0] > room and \
                    text.lines_needed(words, size, width, bold=True) * \
                    fonts.font(size, True).get_linesize() <= below:
                # Too long beside the deck counts: under the effect, where the card has room.
                line = text.block(words, size, EVENT_COLOURS["anomaly"], (width, below),
                                  bold=True)
                at = line.get_rect(topleft=(x, y + effect_img.get_height()))
            else:
                line = text.line(words, size, EVENT_COLOURS["anomaly"], room, bold=True)
                at = line.get_rect(bottomleft=(x, deck_rect.bottom))
            surf.blit(line, at)
            self.spots.append((at, "\n".join(f"{a.name}: {printed.anomaly_text(a)}"
                                            for a in anomalies)))

    @staticmethod
    def _enemy_track(surf, vp, rect, y, armour: int, hits: int) -> int:
        """Armour as boxes at the card's top right, a damage counter on each box the ship
        has taken; returns the width it takes with the gap before it (the longest name
        with the thickest armour, "Enemy ship: Dreadnought" and 5, fit one line)."""
        size, gap = vp.px(14), vp.px(3)
        label = fonts.render("Armour", vp.px(text.MIN), colour("text_dim"))
        boxes = armour * (size + gap) - gap
        x = rect.right - vp.px(10) - boxes - vp.px(6) - label.get_width()
        top = y + (vp.px(22) - size) // 2
        surf.blit(label, (x, top + (size - label.get_height()) // 2))
        x += label.get_width() + vp.px(6)
        for i in range(armour):
            box = pygame.Rect(x + i * (size + gap), top, size, size)
            pygame.draw.rect(surf, colour("zone_border"), box, max(1, vp.px(1)),
                             border_radius=vp.px(3))
            if i < hits:
                draw_damage(surf, box.center, size // 2)
        return label.get_width() + vp.px(6) + boxes + vp.px(8)

    # ------------------------------------------------------------------ robot boards
    def draw_robot(self, surf: pygame.Surface, vp: Viewport, rect: pygame.Rect, seat: int,
                   view: dict, name: str, is_bot: bool, mine: list[dict] | None,
                   active: bool, mark: str = "") -> None:
        """One robot's board: its mark, name, room and chip on the top line; under it the
        carried stack (the table draws it) and the directives, by name on a tall board,
        as small cards on a short one. `mine`: this seat's own directives when its
        player holds the device, else None (open directives stay face down)."""
        printed = self.printed
        seat_colour = colour(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
        if active:  # the plate itself is the ship board's backdrop, under the carried stack
            pygame.draw.rect(surf, seat_colour, rect, max(2, vp.px(2)), border_radius=vp.px(8))
        pygame.draw.rect(surf, seat_colour, (rect.x, rect.y, vp.px(6), rect.h),
                         border_top_left_radius=vp.px(8), border_bottom_left_radius=vp.px(8))
        size = vp.px(text.MIN)
        x, y = rect.x + vp.px(12), rect.y + vp.px(3)
        right = rect.right - vp.px(8)
        line_h = vp.px(20)
        # the mark of its mini on the ship: the seat, told by more than its colour
        disc = vp.px(20)
        centre = (x + disc // 2, y + line_h // 2)
        pygame.draw.circle(surf, seat_colour, centre, disc // 2 + vp.px(1))
        img = fonts.render(mark or name[:1].upper(), size, readable_on(seat_colour), True)
        surf.blit(img, img.get_rect(center=centre))
        x += disc + vp.px(6)
        room = printed.room(view["room"][seat])
        chip = view["chips"][seat]
        c = printed.content.chips[chip["id"]]
        state = "ready" if chip["charged"] else "used"
        room_for_chip = int((right - x) * 0.42)
        chip_text = c.name
        if not chip["charged"] and fonts.font(size).size(f"{c.name} (used)")[0] <= room_for_chip:
            chip_text = f"{c.name} (used)"  # else the hollow dot says it
        chip_img = text.line(chip_text, size, colour("good") if chip["charged"]
                             else colour("text_dim"), room_for_chip)
        dot = vp.px(10)
        chip_rect = chip_img.get_rect(topright=(right, y))
        dot_rect = pygame.Rect(0, 0, dot, dot)
        dot_rect.midright = (chip_rect.x - vp.px(5), chip_rect.centery)
        if chip["charged"]:
            pygame.draw.circle(surf, colour("good"), dot_rect.center, dot // 2)
        else:
            pygame.draw.circle(surf, colour("text_dim"), dot_rect.center, dot // 2,
                               max(1, vp.px(2)))
        surf.blit(chip_img, chip_rect)
        self.spots.append((chip_rect.union(dot_rect),
                         f"Chip: {c.name} ({state}): {CHIP_HELP[c.ability]} Used when you "
                         "start programming; recharged by a planetary mission."))
        room_x = x
        title = text.line(name + (" (bot)" if is_bot else ""), size, seat_colour,
                          int((dot_rect.x - x) * 0.6), bold=True)
        surf.blit(title, (x, y))
        room_x = x + title.get_width() + vp.px(8)
        where_w = dot_rect.x - vp.px(8) - room_x
        if where_w > vp.px(40):
            words = f"in {room}" if fonts.font(size).size(f"in {room}")[0] <= where_w else room
            surf.blit(text.line(words, size, colour("text_dim"), where_w), (room_x, y))
        self.spots.append((pygame.Rect(rect.x, y, dot_rect.x - rect.x, line_h),
                         f"{name}'s robot, in {room}."))
        lines = view["directives"][seat]
        col_x = rect.x + int(rect.w * CARRIED_SHARE) + vp.px(18)
        top = y + line_h + vp.px(2)
        named = rect.h >= vp.px(ROBOT_H - 4)
        if not lines:
            img = text.line("No directives yet", size, colour("text_dim"), right - col_x)
            surf.blit(img, (col_x, top))
            return
        for i, d in enumerate(lines):
            did = d["id"]
            if did == "hidden" and mine is not None and i < len(mine):
                did = mine[i]["id"]
                face, ink, tip_open = "own", colour("text"), True
            elif did == "hidden":
                face, ink, tip_open = "down", colour("text_dim"), False
            else:
                face, ink, tip_open = "done", colour("good"), True
            diff = printed.content.directives[did].difficulty if did != "hidden" else 0
            stars = "*" * diff
            if named:
                spot = pygame.Rect(col_x, top + i * line_h, right - col_x, line_h)
                self._directive_line(surf, vp, spot, face, printed.directive(did)
                                     if tip_open else "Face down", stars, ink)
            else:
                w = vp.px(32)
                spot = pygame.Rect(col_x + i * (w + vp.px(6)), top + vp.px(2), w,
                                   rect.bottom - vp.px(4) - top - vp.px(2))
                self._directive_mark(surf, vp, spot, face, stars)
            if tip_open:
                state = "Completed" if d["done"] else "Yours, open (only you see it)"
                tip = (f"{printed.directive(did)}, difficulty {diff} ({state}): "
                       f"{printed.directive_text(did)}")
            else:
                tip = "A directive kept face down until it is completed."
            self.spots.append((spot, tip))

    @staticmethod
    def _directive_line(surf, vp, spot: pygame.Rect, face: str, name: str, stars: str,
                        ink) -> None:
        size = vp.px(text.MIN)
        box = pygame.Rect(spot.x, spot.centery - vp.px(5), vp.px(10), vp.px(10))
        if face == "done":
            pygame.draw.rect(surf, colour("good"), box, border_radius=vp.px(2))
        else:
            pygame.draw.rect(surf, ink, box, max(1, vp.px(1)), border_radius=vp.px(2))
        x = box.right + vp.px(6)
        bold = face == "done"
        star_img = fonts.render(stars, size, ink, True) if stars else None
        star_w = star_img.get_width() + vp.px(4) if star_img else 0
        img = text.line(name, size, ink, spot.right - x - star_w, bold=bold)
        y = spot.centery - img.get_height() // 2
        surf.blit(img, (x, y))
        if star_img:
            surf.blit(star_img, (x + img.get_width() + vp.px(4), y))

    @staticmethod
    def _directive_mark(surf, vp, spot: pygame.Rect, face: str, stars: str) -> None:
        """A directive as a small card: a back when face down, its difficulty when open."""
        radius = vp.px(4)
        if face == "down":  # a card back: the shared back's rings, small
            pygame.draw.rect(surf, colour("card_back"), spot, border_radius=radius)
            pygame.draw.rect(surf, colour("text_dim"), spot, max(1, vp.px(1)),
                             border_radius=radius)
            pygame.draw.circle(surf, colour("accent"), spot.center, spot.w // 4,
                               max(1, vp.px(1)))
            pygame.draw.circle(surf, colour("accent"), spot.center, max(1, spot.w // 10))
            return
        fill = colour("good") if face == "done" else colour("card_face")
        pygame.draw.rect(surf, fill, spot, border_radius=radius)
        pygame.draw.rect(surf, colour("card_edge"), spot, max(1, vp.px(1)), border_radius=radius)
        img = fonts.render(stars, vp.px(text.MIN), readable_on(fill), True)
        surf.blit(img, img.get_rect(center=spot.center))
