"""The read-outs around the deck: the top bar (whose turn, movement left), the crew sheets,
the shields track and completion spots, the hyperdrive card, the card piles and the supply.

Everything is public in this co-operative game; each function draws from a view dict (the
display model) and never changes anything.
"""

from __future__ import annotations

import pygame

from game.engines.tempus.content import Content
from game.scenes.tempus import art
from game.scenes.tempus.deck_art import word_fit
from game.scenes.tempus.deck_view import seat_colour
from game.scenes.tempus.layout import (
    COMPLETION,
    HYPERDRIVE,
    PILES,
    SHIELDS,
    SUPPLY,
    Rect,
)
from game.scenes.tempus.texts import WIN_NAMES, effect_text
from game.ui.board.text import fit_block, render_block
from game.ui.fonts import render
from game.ui.theme import colour
from game.ui.units import Viewport

SUPPLY_ROWS = (("fire", "Fire"), ("fault", "Faults"), ("damage", "Damage"),
               ("locked_door", "Locks"))
LOW_SUPPLY = 3
CARD_W, CARD_H = 62.0, 86.0


def panel(surf: pygame.Surface, vp: Viewport, rect: Rect, title: str = "",
          border: str = "panel_border", width: int = 1) -> pygame.Rect:
    r = vp.rect(*rect)
    pygame.draw.rect(surf, colour("panel_bg"), r, border_radius=vp.px(8))
    pygame.draw.rect(surf, colour(border), r, max(1, vp.px(width)), border_radius=vp.px(8))
    if title:
        surf.blit(render(title, vp.px(13), colour("text_dim"), True),
                  (r.x + vp.px(8), r.y + vp.px(4)))
    return r


# ---- top bar -----------------------------------------------------------------------------------

def draw_top(surf: pygame.Surface, vp: Viewport, view: dict, headline: str, prompt: str,
             right_limit: int) -> None:
    title = render("Trouble on the Tempus", vp.px(20), colour("tempus"), True)
    surf.blit(title, (vp.px(12), vp.px(6)))
    loop = view["loops"] + 1
    sub = render(f"Round {view['round']}  ·  Loop {loop}", vp.px(14), colour("text_dim"), True)
    surf.blit(sub, (vp.px(12), vp.px(32)))
    x = vp.px(12) + max(title.get_width(), sub.get_width()) + vp.px(18)
    width = right_limit - x - vp.px(10)
    head = fit_block(headline, vp.px(19), colour("text"), (width, vp.px(26)), bold=True)
    surf.blit(head, (x, vp.px(4)))
    if prompt:
        img = fit_block(prompt, vp.px(14), colour("text_dim"), (width, vp.px(22)))
        surf.blit(img, (x, vp.px(4) + head.get_height() + vp.px(1)))


# ---- crew sheets -------------------------------------------------------------------------------

def draw_sheet(surf: pygame.Surface, vp: Viewport, rect: Rect, seat: int, view: dict,
               content: Content, who: str, acting: bool, turn_line: str,
               slot_rects: list[tuple[str, pygame.Rect]], buttons_h: float = 0.0) -> None:
    c = view["crew"][seat]
    ch = content.characters[c["char"]]
    border = "accent" if acting else "panel_border"
    r = panel(surf, vp, rect, border=border, width=3 if acting else 1)
    bar = pygame.Rect(r.x, r.y, vp.px(6), r.h)
    pygame.draw.rect(surf, colour(seat_colour(seat)), bar, border_radius=vp.px(3))
    x = r.x + vp.px(12)
    name = render(ch.name, vp.px(15), colour("text" if not c["dead"] else "text_dim"), True)
    surf.blit(name, (x, r.y + vp.px(3)))
    tag = render(who, vp.px(12), colour("text_dim"))
    surf.blit(tag, (x + name.get_width() + vp.px(6), r.y + vp.px(6)))
    state = "DEAD" if c["dead"] else "knocked down" if c["down"] else ""
    if state:
        img = render(state, vp.px(12), colour("bad"), True)
        surf.blit(img, img.get_rect(topright=(r.right - vp.px(8), r.y + vp.px(5))))
    # Wounds against capacity.
    box = vp.px(11)
    y = r.y + vp.px(26)
    for i in range(ch.wounds):
        b = pygame.Rect(x + i * (box + vp.px(3)), y, box, box)
        if i < c["wounds"]:
            pygame.draw.rect(surf, colour("bad"), b, border_radius=vp.px(2))
        pygame.draw.rect(surf, colour("text_dim"), b, 1, border_radius=vp.px(2))
    label = render(f"Wounds {c['wounds']}/{ch.wounds}", vp.px(12), colour("text_dim"))
    surf.blit(label, (x + ch.wounds * (box + vp.px(3)) + vp.px(4), y - vp.px(2)))
    # Where, and the ability, left of the item slots.
    left_of_slots = min((sr.x for _, sr in slot_rects), default=r.right) - vp.px(6)
    place = "blown out of the Airlock" if c["at"] is None else \
        f"in {content.ship.name(c['at'])}"
    text_w = max(vp.px(40), left_of_slots - x)
    img = fit_block(place, vp.px(12), colour("text_dim"), (text_w, vp.px(16)))
    surf.blit(img, (x, y + box + vp.px(4)))
    room = r.bottom - (y + box + vp.px(22)) - vp.px(2)
    room -= vp.px(buttons_h)  # the item and ability buttons sit at the bottom
    if room > vp.px(12):
        img = fit_block(ch.ability_text, vp.px(11), colour("text_dim"), (text_w, room))
        surf.blit(img, (x, y + box + vp.px(20)))
    for slot, sr in slot_rects:
        pygame.draw.rect(surf, colour(art.PALETTE[slot]), sr, max(1, vp.px(2)),
                         border_radius=vp.px(4))
    if acting and turn_line and not state:
        img = render(turn_line, vp.px(12), colour("accent"), True)
        right = r.right - vp.px(8)
        if x + name.get_width() + tag.get_width() + vp.px(12) + img.get_width() < right:
            surf.blit(img, img.get_rect(topright=(right, r.y + vp.px(5))))


def slot_rects(table, seat: int, slots: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
    """Pixel rects of the empty slot frames on a sheet (equipment slots, then wearing)."""
    from game.scenes.tempus.deck_view import sheet_zone_ids

    out = []
    for zid, slot, n in zip(sheet_zone_ids(seat), ("equipment", "wearing"), slots, strict=True):
        zone = table.zones.get(zid)
        if zone is None:
            continue
        area = zone.content_rect
        size = zone.counter_px
        gap = max(1, table.viewport.px(4))
        for i in range(n):
            out.append((slot, pygame.Rect(area.x + i * (size + gap), area.y, size, size)
                        .inflate(4, 4)))
    return out


# ---- status strip --------------------------------------------------------------------------------

def draw_shields(surf: pygame.Surface, vp: Viewport, view: dict, top: int) -> None:
    r = panel(surf, vp, SHIELDS, "Shields")
    n = top + 1
    w = (r.w - vp.px(16)) // n
    y = r.y + vp.px(22)
    for i in range(n):
        b = pygame.Rect(r.x + vp.px(8) + i * w, y, w - vp.px(4), vp.px(32))
        fill = colour("bad") if i == 0 else colour("zone_bg")
        pygame.draw.rect(surf, fill, b, border_radius=vp.px(4))
        pygame.draw.rect(surf, colour("panel_border"), b, 1, border_radius=vp.px(4))
        if i == view["shields"]:
            s = min(b.w, b.h) - vp.px(4)
            token = pygame.Rect(0, 0, s, s)
            token.center = b.center
            pygame.draw.circle(surf, colour("assembly"), token.center, s // 2)
            from game.ui.board.counters import draw_icon
            draw_icon(surf, "shield", token.inflate(-s // 3, -s // 3), colour("counter_edge"),
                      colour("assembly"))
        else:
            img = render(str(i), vp.px(13),
                         colour("text" if i == 0 else "text_dim"), i == 0)
            surf.blit(img, img.get_rect(center=b.center))


def draw_completion(surf: pygame.Surface, vp: Viewport, view: dict, steps: tuple[str, ...]) -> None:
    """The completion spots: a token lands on each step done (then fly home)."""
    r = panel(surf, vp, COMPLETION, "To win: fix the Hyperdrive, then")
    y = r.y + vp.px(20)
    w = (r.w - vp.px(16)) // max(1, len(steps))
    rad = vp.px(11)
    for i, kind in enumerate(steps):
        x = r.x + vp.px(8) + i * w
        centre = (x + rad + vp.px(2), y + (r.bottom - y) // 2)
        done = kind in view["completed"]
        if done:
            pygame.draw.circle(surf, colour("good"), centre, rad)
            pygame.draw.circle(surf, colour("counter_edge"), centre, rad, max(1, vp.px(2)))
            from game.ui.board.counters import draw_icon
            draw_icon(surf, "star", pygame.Rect(0, 0, rad, rad).move(centre[0] - rad // 2,
                                                                      centre[1] - rad // 2),
                      colour("counter_edge"), colour("good"))
        else:
            pygame.draw.circle(surf, colour("panel_border"), centre, rad, max(1, vp.px(2)))
        text = WIN_NAMES[kind] + (" (done)" if done else "")
        img = fit_block(text, vp.px(12), colour("good" if done else "text_dim"),
                        (w - 2 * rad - vp.px(10), r.bottom - y - vp.px(2)), bold=done)
        surf.blit(img, (centre[0] + rad + vp.px(4), centre[1] - img.get_height() // 2))


def draw_hyperdrive(surf: pygame.Surface, vp: Viewport, view: dict, content: Content) -> None:
    hd = content.hyperdrives[view["hyperdrive"]]
    fixed = view["fixed"]
    r = panel(surf, vp, HYPERDRIVE, border="good" if fixed else "bad", width=2)
    band = pygame.Rect(r.x, r.y, r.w, vp.px(24))
    pygame.draw.rect(surf, colour("good" if fixed else "bad"), band,
                     border_top_left_radius=vp.px(8), border_top_right_radius=vp.px(8))
    head = render("HYPERDRIVE FIXED" if fixed else "HYPERDRIVE BROKEN", vp.px(13),
                  colour("counter_edge"), True)
    surf.blit(head, head.get_rect(center=band.center))
    y = band.bottom + vp.px(4)
    name = fit_block(hd.name, vp.px(14), colour("text"), (r.w - vp.px(12), vp.px(20)), bold=True)
    surf.blit(name, (r.x + vp.px(6), y))
    y += name.get_height() + vp.px(2)
    if fixed:
        text = "Now possible: " + ", ".join(WIN_NAMES[k] for k in hd.fixed_actions) + "."
    else:
        tokens = sum(view["tokens"][k]["hyperdrive"] for k in view["tokens"])
        text = ("Broken: " + "; ".join(effect_text(e, content) for e in hd.broken) +
                f". Clear every token from the Hyperdrive to fix it ({tokens} left).")
    img = fit_block(text, vp.px(12), colour("text_dim"), (r.w - vp.px(12), r.bottom - y - vp.px(4)))
    surf.blit(img, (r.x + vp.px(6), y))


def pile_rects(vp: Viewport) -> list[pygame.Rect]:
    """Disaster deck, discard, Paradox deck, Paradox discard (pixel rects of the cards)."""
    x, y, w, h = PILES
    step = (w - 16) / 4
    return [vp.rect(x + 8 + i * step + (step - CARD_W) / 2, y + 22, CARD_W, CARD_H)
            for i in range(4)]


def draw_piles(surf: pygame.Surface, vp: Viewport, view: dict, content: Content) -> None:
    panel(surf, vp, PILES, "Disaster deck, discards and Paradoxes")
    rects = pile_rects(vp)
    discard = view["discard"]
    pdisc = view["paradox_discard"]
    specs = [
        ("Deck", view["deck"], None, "card_back"),
        ("Discard", len(discard) if view["discard_seen"] else None,
         content.cards[discard[-1]].name if discard else None, "card_face"),
        ("Paradox", view["paradox_deck"], None, "seat_4"),
        ("Paradox out", len(pdisc), content.cards[pdisc[-1]].name if pdisc else None,
         "card_face"),
    ]
    for rect, (label, count, top, fill) in zip(rects, specs, strict=True):
        empty = (count == 0) if count is not None else top is None
        if empty:
            pygame.draw.rect(surf, colour("panel_border"), rect, 1, border_radius=vp.px(5))
        else:
            for k in (2, 1):  # a pile has depth
                pygame.draw.rect(surf, colour("card_edge"), rect.move(k * vp.px(2), -k * vp.px(2)),
                                 border_radius=vp.px(5))
            pygame.draw.rect(surf, colour(fill), rect, border_radius=vp.px(5))
            pygame.draw.rect(surf, colour("card_edge"), rect, 1, border_radius=vp.px(5))
        if top is not None:
            img = fit_block(top, word_fit(top, vp.px(11), rect.w - vp.px(6), True),
                            colour("card_text"), (rect.w - vp.px(6), rect.h - vp.px(8)),
                            bold=True, align="center")
            surf.blit(img, img.get_rect(center=rect.center))
        elif count is not None and count > 0:
            img = render(str(count), vp.px(22), colour("text"), True)
            surf.blit(img, img.get_rect(center=rect.center))
        caption = label if count is None or top is None else f"{label} ({count})"
        if label == "Discard":
            caption = f"Discard ({len(discard)})" if view["discard_seen"] else "Discard"
        img = render(caption, vp.px(11), colour("text_dim"))
        surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + vp.px(2))))


def draw_supply(surf: pygame.Surface, vp: Viewport, view: dict, content: Content,
                discarding: bool) -> None:
    r = panel(surf, vp, SUPPLY, "Supply left", border="accent" if discarding else "panel_border",
              width=3 if discarding else 1)
    start = content.ship.supply
    y = r.y + vp.px(22)
    size = vp.px(18)
    for key, label in SUPPLY_ROWS:
        n = view["supply"][key]
        low = n <= LOW_SUPPLY and key != "locked_door"
        if key in art.TOKEN_ICONS:
            surf.blit(art.token_surface(key, size), (r.x + vp.px(8), y))
        else:
            art.lock_bar(surf, (r.x + vp.px(8) + size // 2, y + size // 2), size, vp.px(6), False,
                         art.pal("locked"))
        text = f"{label}: {n}/{start[key]}"
        img = render(text, vp.px(12), colour("bad" if low else "text"), low)
        surf.blit(img, (r.x + vp.px(8) + size + vp.px(6), y + vp.px(1)))
        y += size + vp.px(5)
    if discarding:
        img = render_block("Drop the item here", vp.px(11), colour("accent"), r.w - vp.px(12))
        surf.blit(img, (r.x + vp.px(6), r.bottom - img.get_height() - vp.px(3)))


def draw_action_panel(surf: pygame.Surface, vp: Viewport, rect: Rect, title: str,
                      reasons: list[tuple[pygame.Rect, str]], empty: str = "") -> None:
    """The frame behind the acting crew member's board-action buttons, with the reason next
    to each disabled one."""
    r = panel(surf, vp, rect, title, border="accent", width=2)
    if empty:
        img = fit_block(empty, vp.px(13), colour("text_dim"), (r.w - vp.px(16), r.h - vp.px(30)))
        surf.blit(img, (r.x + vp.px(8), r.y + vp.px(26)))
    for button_rect, why in reasons:
        x = button_rect.right + vp.px(6)
        w = vp.rect(*rect).right - x - vp.px(6)
        img = fit_block(why, vp.px(11), colour("bad"), (max(vp.px(40), w), button_rect.h))
        surf.blit(img, (x, button_rect.centery - img.get_height() // 2))

