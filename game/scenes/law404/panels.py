"""The side column's read-outs: the event in play and one board per robot (name and
colour, room, chip, directives). Public information only, except the open directives of
the seat holding the device, passed in by the scene from its own private view.

Each draw records hot spots (pixel rect, tooltip), so the tooltips say in full what the
short lines only name.
"""

from __future__ import annotations

import pygame

from game.scenes.law404.names import CHIP_HELP, Printed
from game.scenes.law404.pieces import SEAT_COLOURS
from game.scenes.law404.ship import clip_block, draw_damage, fit_line
from game.ui import fonts
from game.ui.board.text import fit_block
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
        self.hot: list[tuple[pygame.Rect, str]] = []

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for rect, text in self.hot:
            if rect.collidepoint(pos):
                return text
        return None

    # ------------------------------------------------------------------ the event
    def draw_event(self, surf: pygame.Surface, vp: Viewport, rect: pygame.Rect,
                   view: dict) -> None:
        printed = self.printed
        events = printed.content.events
        panel(surf, vp, rect)
        x, y = rect.x + vp.px(10), rect.y + vp.px(6)
        deck = (f"{view['active']} event{'s' if view['active'] != 1 else ''} to come, "
                f"{view['inactive']} inactive")
        img = fonts.render(deck, vp.px(12), colour("text_dim"))
        deck_rect = img.get_rect(bottomright=(rect.right - vp.px(10), rect.bottom - vp.px(4)))
        surf.blit(img, deck_rect)
        self.hot.append((deck_rect, "The game ends when an event must be revealed and none "
                         "is left: then the most difficult completed directives win."))
        main = view.get("main")
        if main is None:
            surf.blit(fonts.render("No event in play", vp.px(16), colour("text"), True), (x, y))
            return
        e = events[main]
        band = EVENT_COLOURS[e.kind]
        head = fonts.render(f"{EVENT_KINDS[e.kind]}: {e.name}", vp.px(16), band, True)
        surf.blit(head, (x, y))
        hits = view.get("enemy_hits", 0)
        text = printed.event_text(main, hits)
        if e.kind == "enemy":
            done = hits >= e.armour
            text = "Destroyed." if done else text
        elif view.get("event_done") and e.kind == "meteor":
            text = "Dodged: the engine fired in time."
        y += head.get_height() + vp.px(2)
        anomalies = [events[c] for c in view.get("current", []) if events[c].kind == "anomaly"]
        lower = vp.px(18)
        box = (rect.w - vp.px(20), rect.bottom - y - vp.px(6) - lower)
        if e.kind == "enemy":
            self._enemy_track(surf, vp, rect, y, e.armour, hits)
            y += vp.px(20)
            box = (box[0], box[1] - vp.px(20))
        block = clip_block(text, vp.px(14), colour("text"), box)
        surf.blit(block, (x, y))
        self.hot.append((pygame.Rect(rect.x, rect.y, rect.w, rect.h - lower),
                         f"{e.name}: {printed.event_text(main, hits)}\n{e.flavour}"))
        if anomalies:
            names = ", ".join(a.name for a in anomalies)
            line = fit_block(f"With: {names}", vp.px(13), EVENT_COLOURS["anomaly"],
                             (deck_rect.x - x - vp.px(8), lower), bold=True)
            at = (x, rect.bottom - vp.px(4) - lower)
            surf.blit(line, at)
            self.hot.append((pygame.Rect(rect.x, at[1], deck_rect.x - rect.x, lower),
                             "\n".join(f"{a.name}: {printed.anomaly_text(a)}" for a in anomalies)))

    @staticmethod
    def _enemy_track(surf, vp, rect, y, armour: int, hits: int) -> None:
        """Armour as boxes; a damage counter on each box the ship has taken."""
        x = rect.x + vp.px(10)
        size = vp.px(16)
        label = fonts.render("Armour", vp.px(13), colour("text_dim"))
        surf.blit(label, (x, y))
        x += label.get_width() + vp.px(8)
        for i in range(armour):
            box = pygame.Rect(x + i * (size + vp.px(4)), y, size, size)
            pygame.draw.rect(surf, colour("zone_border"), box, max(1, vp.px(1)),
                             border_radius=vp.px(3))
            if i < hits:
                draw_damage(surf, box.center, size // 2)

    # ------------------------------------------------------------------ robot boards
    def draw_robot(self, surf: pygame.Surface, vp: Viewport, rect: pygame.Rect, seat: int,
                   view: dict, name: str, is_bot: bool, mine: list[dict] | None,
                   active: bool) -> None:
        """One robot's board. `mine`: this seat's own directives (view["private"]) when its
        player holds the device, else None (open directives stay face down)."""
        printed = self.printed
        seat_colour = colour(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
        if active:  # the plate itself is the ship board's backdrop, under the carried stack
            pygame.draw.rect(surf, seat_colour, rect, max(2, vp.px(2)), border_radius=vp.px(8))
        pygame.draw.rect(surf, seat_colour, (rect.x, rect.y, vp.px(6), rect.h),
                         border_top_left_radius=vp.px(8), border_bottom_left_radius=vp.px(8))
        x, y = rect.x + vp.px(12), rect.y + vp.px(3)
        col_x = rect.x + int(rect.w * 0.58) + vp.px(6)
        col_w = rect.right - vp.px(8) - col_x
        room = printed.room(view["room"][seat])
        title = fit_line(name + (" (bot)" if is_bot else ""), vp.px(14), seat_colour,
                         col_x - x - vp.px(6), bold=True)
        surf.blit(title, (x, y))
        room_w = col_x - x - title.get_width() - vp.px(14)
        if room_w > vp.px(30):
            where = fit_line(f"in {room}", vp.px(12), colour("text_dim"), room_w)
            surf.blit(where, (x + title.get_width() + vp.px(8), y + vp.px(2)))
        self.hot.append((pygame.Rect(x, y, col_x - x, title.get_height()),
                         f"{name}'s robot, in {room}."))
        chip = view["chips"][seat]
        c = printed.content.chips[chip["id"]]
        state = "ready" if chip["charged"] else "used"
        ink = colour("good") if chip["charged"] else colour("text_dim")
        text = f"Chip: {c.name} ({state})"
        if fonts.font(vp.px(10)).size(text)[0] > col_w:
            text = f"Chip {state}"
        chip_img = fit_line(text, vp.px(12), ink, col_w)
        chip_rect = chip_img.get_rect(topright=(rect.right - vp.px(8), y + vp.px(2)))
        surf.blit(chip_img, chip_rect)
        self.hot.append((chip_rect, f"{c.name} ({state}): {CHIP_HELP[c.ability]} Used when "
                         "you start programming; recharged by a planetary mission."))
        lines = view["directives"][seat]
        top = rect.y + vp.px(19)
        avail = rect.bottom - vp.px(3) - top
        step = avail // max(3, len(lines))
        compact = step < vp.px(11)
        for i, d in enumerate(lines):
            did = d["id"]
            if did == "hidden" and mine is not None and i < len(mine):
                did = mine[i]["id"]
                text, ink, tip_open = printed.directive(did), colour("text"), True
            elif did == "hidden":
                text, ink, tip_open = "Directive (face down)", colour("text_dim"), False
            else:
                text, ink, tip_open = printed.directive(did), colour("good"), True
            diff = printed.content.directives[did].difficulty if did != "hidden" else 0
            label = f"{text} {'*' * diff}" if diff else text
            if compact:  # a short board: one square per directive, names in the tooltip
                size = vp.px(12)
                spot = pygame.Rect(col_x + i * (size + vp.px(5)), top + (avail - size) // 2,
                                   size, size)
            else:
                spot = pygame.Rect(col_x, top + i * step, col_w, step)
            mark = pygame.Rect(spot.x, spot.centery - vp.px(4), vp.px(8), vp.px(8))
            if d["done"]:
                pygame.draw.rect(surf, colour("good"), mark, border_radius=vp.px(2))
            else:
                pygame.draw.rect(surf, ink, mark, max(1, vp.px(1)), border_radius=vp.px(2))
            if not compact:
                img = fit_line(label, min(vp.px(12), step), ink, col_w - vp.px(12),
                               bold=d["done"])
                surf.blit(img, (col_x + vp.px(12), spot.centery - img.get_height() // 2))
            if tip_open:
                state = "Completed" if d["done"] else "Yours, open (only you see it)"
                tip = (f"{printed.directive(did)}, difficulty {diff} ({state}): "
                       f"{printed.directive_text(did)}")
            else:
                tip = "A directive kept face down until it is completed."
            self.hot.append((spot, tip))
        if not lines:
            img = fonts.render("No directives yet", vp.px(12), colour("text_dim"))
            surf.blit(img, (col_x, top))
