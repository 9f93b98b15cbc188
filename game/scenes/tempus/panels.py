"""The read-outs around the deck: the top bar (whose turn, movement left), the crew sheets,
the shields track and completion spots, the hyperdrive card, the card piles and the supply.

Everything is public in this co-operative game; each function draws from a view dict (the
display model) and never changes anything. Every text is at least TEXT units high (14 px
on a 1280x720 window); what does not fit a panel at that size is cut at a word with "..."
and said in full by the panel's tooltip (`strip_tooltip`).
"""

from __future__ import annotations

import pygame

from game.engines.tempus.content import Content
from game.scenes.tempus import art
from game.scenes.tempus.board import seat_colour
from game.scenes.tempus.layout import (
    LINE,
    SHEET_ABILITY_Y,
    SHEET_NAME_Y,
    SHEET_PLACE_Y,
    SHEET_WOUNDS_Y,
    TEXT,
    Rect,
    places,
)
from game.scenes.tempus.names import effect_text, initial
from game.ui.board.counters import draw_icon
from game.ui.board.text import readable_on, wrap
from game.ui.fonts import font, render
from game.ui.theme import colour
from game.ui.units import Viewport

SUPPLY_ROWS = (("fire", "Fire"), ("fault", "Faults"), ("damage", "Damage"),
               ("locked_door", "Locks"))
SUPPLY_STEP = 19.0  # one row of the supply
SUPPLY_TOP = 22.0
LOW_SUPPLY = 3
#: The completion spots as printed beside the ship (the board action says it in full).
SPOT_NAMES = {"reinforce_shields": "Reinforce Shields", "distress_call": "Distress Call"}
CARD_W, CARD_H = 44.0, 52.0
PILE_NAMES = (("Disasters", "Deck"), ("Disasters", "Discard"), ("Paradoxes", "Deck"),
              ("Paradoxes", "Discard"))


def panel(surf: pygame.Surface, vp: Viewport, rect: Rect, title: str = "",
          border: str = "panel_border", width: int = 1) -> pygame.Rect:
    r = vp.rect(*rect)
    pygame.draw.rect(surf, colour("panel_bg"), r, border_radius=vp.px(8))
    pygame.draw.rect(surf, colour(border), r, max(1, vp.px(width)), border_radius=vp.px(8))
    if title:
        surf.blit(render(title, vp.px(TEXT), colour("text_dim"), True),
                  (r.x + vp.px(8), r.y + vp.px(3)))
    return r


def lines_in(text: str, px: int, width: int, max_lines: int, bold: bool = False) -> list[str]:
    """`text` wrapped to `width` at `px`, at most `max_lines` lines; a cut text ends in "..."
    at a word (the full text is in a tooltip)."""
    if max_lines <= 0:
        return []
    lines = wrap(text, px, width, bold)
    if len(lines) <= max_lines:
        return lines
    face = font(px, bold)
    last = lines[max_lines - 1].split(" ")
    while len(last) > 1 and face.size(" ".join(last) + "...")[0] > width:
        last.pop()
    return lines[:max_lines - 1] + [" ".join(last).rstrip(",.;:") + "..."]


def blit_lines(surf: pygame.Surface, vp: Viewport, lines: list[str], pos: tuple[int, int],
               col, bold: bool = False, centre: bool = False) -> int:
    """Draw `lines` at TEXT size from `pos` (the top left, or the top centre); return the
    y below them."""
    x, y = pos
    for line in lines:
        img = render(line, vp.px(TEXT), col, bold)
        surf.blit(img, img.get_rect(midtop=(x, y)) if centre else (x, y))
        y += vp.px(LINE)
    return y


# ---- top bar -----------------------------------------------------------------------------------

def draw_top(surf: pygame.Surface, vp: Viewport, view: dict, headline: str, prompt: str,
             right_limit: int) -> pygame.Rect:
    """The title, the round and the status strip; returns where the strip's words are."""
    title = render("Trouble on the Tempus", vp.px(18), colour("tempus"), True)
    surf.blit(title, (vp.px(12), vp.px(6)))
    loop = view["loops"] + 1
    sub = render(f"Round {view['round']}  ·  Loop {loop}", vp.px(TEXT), colour("text_dim"), True)
    surf.blit(sub, (vp.px(12), vp.px(32)))
    x = vp.px(12) + max(title.get_width(), sub.get_width()) + vp.px(18)
    width = right_limit - x - vp.px(10)
    size = 19
    while size > 16 and font(vp.px(size), True).size(headline)[0] > width:
        size -= 1  # a long name: a little smaller before it is cut
    head = lines_in(headline, vp.px(size), width, 1, bold=True)
    surf.blit(render(head[0] if head else "", vp.px(size), colour("text"), True),
              (x, vp.px(4)))
    if prompt:
        blit_lines(surf, vp, lines_in(prompt, vp.px(TEXT), width, 1),
                   (x, vp.px(30)), colour("text_dim"))
    return pygame.Rect(x, vp.px(4), max(1, width), vp.px(44))


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
    right = r.right - vp.px(8)
    # The standee's badge: its colour and letter, so a sheet and a standee pair at a glance.
    rad = vp.px(10)
    centre = (x + rad, r.y + vp.px(SHEET_NAME_Y + 11))
    fill = colour("counter_back" if c["dead"] else seat_colour(seat))
    pygame.draw.circle(surf, fill, centre, rad)
    letter = render(initial(ch.name), vp.px(TEXT), readable_on(fill), True)
    inked = letter.get_bounding_rect()
    surf.blit(letter, (centre[0] - inked.centerx, centre[1] - inked.centery))
    name = render(ch.name, vp.px(15), colour("text" if not c["dead"] else "text_dim"), True)
    surf.blit(name, (x + 2 * rad + vp.px(6), r.y + vp.px(SHEET_NAME_Y)))
    end = x + 2 * rad + vp.px(6) + name.get_width() + vp.px(6)
    tag = render(who, vp.px(TEXT), colour("text_dim"))
    if end + tag.get_width() <= right:
        surf.blit(tag, (end, r.y + vp.px(SHEET_NAME_Y + 1)))
        end += tag.get_width() + vp.px(10)
    state = "DEAD" if c["dead"] else "knocked down" if c["down"] else ""
    corner = state or (turn_line if acting else "")  # on the name's line when it fits
    if corner:
        img = render(corner, vp.px(TEXT), colour("bad" if state else "accent"), True)
        if end + img.get_width() <= right:
            surf.blit(img, img.get_rect(topright=(right, r.y + vp.px(SHEET_NAME_Y + 1))))
            state = ""
    # Wounds against capacity, where, left of the item slots.
    left_of_slots = min((sr.x for _, sr in slot_rects), default=r.right) - vp.px(6)
    text_w = max(vp.px(40), left_of_slots - x)
    box = vp.px(12)
    y = r.y + vp.px(SHEET_WOUNDS_Y)
    for i in range(ch.wounds):
        b = pygame.Rect(x + i * (box + vp.px(3)), y + vp.px(4), box, box)
        if i < c["wounds"]:
            pygame.draw.rect(surf, colour("bad"), b, border_radius=vp.px(2))
        pygame.draw.rect(surf, colour("text_dim"), b, 1, border_radius=vp.px(2))
    label = render(f"Wounds {c['wounds']}/{ch.wounds}", vp.px(TEXT), colour("text_dim"))
    surf.blit(label, (x + ch.wounds * (box + vp.px(3)) + vp.px(4), y))
    place = "blown out of the Airlock" if c["at"] is None else \
        f"in {content.ship.name(c['at'])}"
    py = r.y + vp.px(SHEET_PLACE_Y)
    if state:
        img = render(state, vp.px(TEXT), colour("bad"), True)
        surf.blit(img, (x, py))
        place_x = x + img.get_width() + vp.px(5)
        place_lines = lines_in(place, vp.px(TEXT), left_of_slots - place_x, 1)
        blit_lines(surf, vp, place_lines, (place_x, py), colour("text_dim"))
    else:
        blit_lines(surf, vp, lines_in(place, vp.px(TEXT), text_w, 1), (x, py),
                   colour("text_dim"))
    # The ability across the sheet, under the slots, when the sheet has the room.
    top = r.y + vp.px(SHEET_ABILITY_Y)
    room = r.bottom - vp.px(4) - vp.px(buttons_h) - top
    ability = lines_in(ch.ability_text, vp.px(TEXT), right - x, room // vp.px(LINE))
    blit_lines(surf, vp, ability, (x, top), colour("text_dim"))
    for slot, sr in slot_rects:
        pygame.draw.rect(surf, colour(art.PALETTE[slot]), sr, max(1, vp.px(2)),
                         border_radius=vp.px(4))


def slot_rects(table, seat: int, slots: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
    """Pixel rects of the empty slot frames on a sheet (equipment slots, then wearing)."""
    from game.scenes.tempus.board import sheet_zone_ids

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

def shield_boxes(vp: Viewport, label_w: int, top: int) -> list[pygame.Rect]:
    """The track's spaces 0..top, left to right, beside its label."""
    r = vp.rect(*places(vp.logical_size).shields)
    n = top + 1
    x0 = r.x + vp.px(8) + label_w + vp.px(10)
    w = (r.right - vp.px(6) - x0) // n
    return [pygame.Rect(x0 + i * w, r.y + vp.px(7), w - vp.px(4), r.h - vp.px(14))
            for i in range(n)]


def draw_shields(surf: pygame.Surface, vp: Viewport, view: dict, top: int) -> None:
    """The Shields Track, read at a glance as a gauge: the label says the strength, the
    spaces up to the token are lit in the Shields' colour, the rest are empty, and the red
    space 0 on the left is only outlined, the end to keep away from (a red-filled 0 read as
    the Shields' value while the token sat at the full end)."""
    r = panel(surf, vp, places(vp.logical_size).shields)
    strength = view["shields"]
    label = render(f"Shields {strength}", vp.px(TEXT), colour("text"), True)
    surf.blit(label, label.get_rect(midleft=(r.x + vp.px(8), r.centery)))
    lit = pygame.Color(colour("assembly")).lerp(colour("zone_bg"), 0.55)
    for i, b in enumerate(shield_boxes(vp, label.get_width(), top)):
        if i == 0:
            pygame.draw.rect(surf, colour("zone_bg"), b, border_radius=vp.px(4))
            pygame.draw.rect(surf, colour("bad"), b, max(1, vp.px(2)), border_radius=vp.px(4))
        else:
            pygame.draw.rect(surf, lit if i <= strength else colour("zone_bg"), b,
                             border_radius=vp.px(4))
            pygame.draw.rect(surf, colour("panel_border"), b, 1, border_radius=vp.px(4))
        if i == strength:
            s = min(b.w, b.h) - vp.px(4)
            token = pygame.Rect(0, 0, s, s)
            token.center = b.center
            pygame.draw.circle(surf, colour("assembly"), token.center, s // 2)
            draw_icon(surf, "shield", token.inflate(-s // 3, -s // 3), colour("counter_edge"),
                      colour("assembly"))
        else:
            ink = colour("bad") if i == 0 else colour("text") if i < strength else \
                colour("text_dim")
            img = render(str(i), vp.px(TEXT), ink, i == 0)
            surf.blit(img, img.get_rect(center=b.center))


def draw_completion(surf: pygame.Surface, vp: Viewport, view: dict, steps: tuple[str, ...]) -> None:
    """The completion spots: a token lands on each step done."""
    r = panel(surf, vp, places(vp.logical_size).completion, "To win: fix the Hyperdrive, then")
    rad = vp.px(8)
    x = r.x + vp.px(8)
    cy = r.y + vp.px(3 + LINE + 13)
    done = [kind in view["completed"] for kind in steps]
    names = [render(SPOT_NAMES.get(kind, kind), vp.px(TEXT),
                    colour("good" if d else "text_dim")) for kind, d in zip(steps, done,
                                                                            strict=True)]
    # The spots share the panel's width: on a narrow panel they close up rather than run
    # past its edge (the last name was cut at 1600x900 with five crew).
    used = sum(2 * rad + vp.px(4) + img.get_width() for img in names)
    room = r.right - vp.px(8) - x - used
    gap = vp.px(12) if len(names) < 2 else max(vp.px(4), min(vp.px(12), room // (len(names) - 1)))
    for kind_done, img in zip(done, names, strict=True):
        centre = (x + rad, cy)
        if kind_done:
            pygame.draw.circle(surf, colour("good"), centre, rad)
            pygame.draw.circle(surf, colour("counter_edge"), centre, rad, max(1, vp.px(1)))
            star = pygame.Rect(0, 0, rad * 3 // 2, rad * 3 // 2)
            star.center = centre
            draw_icon(surf, "star", star, colour("counter_edge"), colour("good"))
        else:
            pygame.draw.circle(surf, colour("panel_border"), centre, rad, max(1, vp.px(2)))
        surf.blit(img, img.get_rect(midleft=(centre[0] + rad + vp.px(4), cy)))
        x = centre[0] + rad + vp.px(4) + img.get_width() + gap


def draw_hyperdrive(surf: pygame.Surface, vp: Viewport, view: dict, content: Content) -> None:
    hd = content.hyperdrives[view["hyperdrive"]]
    fixed = view["fixed"]
    r = panel(surf, vp, places(vp.logical_size).hyperdrive, border="good" if fixed else "bad",
              width=2)
    band = pygame.Rect(r.x, r.y, r.w, vp.px(22))
    pygame.draw.rect(surf, colour("good" if fixed else "bad"), band,
                     border_top_left_radius=vp.px(8), border_top_right_radius=vp.px(8))
    head = render("HYPERDRIVE FIXED" if fixed else "HYPERDRIVE BROKEN", vp.px(TEXT),
                  colour("counter_edge"), True)
    surf.blit(head, head.get_rect(center=band.center))
    width = r.w - vp.px(12)
    y = blit_lines(surf, vp, lines_in(hd.name, vp.px(TEXT), width, 1, True),
                   (r.x + vp.px(6), band.bottom + vp.px(2)), colour("text"), bold=True)
    if fixed:
        text = "Fixed: Reinforce Shields, then send the Distress Call."  # 2 lines at any scale
    else:
        tokens = sum(view["tokens"][k]["hyperdrive"] for k in view["tokens"])
        text = (f"{tokens} token{'s' if tokens != 1 else ''} on it: clear every one to fix it."
                if tokens else "Clear every token from it to fix it.")
    room = (r.bottom - vp.px(3) - y) // vp.px(LINE)
    blit_lines(surf, vp, lines_in(text, vp.px(TEXT), width, room), (r.x + vp.px(6), y),
               colour("text_dim"))


def pile_rects(vp: Viewport) -> list[pygame.Rect]:
    """Disaster deck, discard, Paradox deck, Paradox discard (pixel rects of the cards)."""
    x, y, w, _ = places(vp.logical_size).piles
    group = (w - 12) / 2
    gap = 14.0
    out = []
    for g in range(2):
        left = x + 6 + g * group + (group - 2 * CARD_W - gap) / 2
        for i in range(2):
            out.append(vp.rect(left + i * (CARD_W + gap), y + 24, CARD_W, CARD_H))
    return out


def draw_piles(surf: pygame.Surface, vp: Viewport, view: dict, content: Content) -> None:
    r = panel(surf, vp, places(vp.logical_size).piles)
    rects = pile_rects(vp)
    discard = view["discard"]
    pdisc = view["paradox_discard"]
    # Below its top card the discard pile is counted only after the Damage Report.
    specs = [(view["deck"], "card_back"),
             (len(discard) if view["discard_seen"] else -1 if discard else 0, "card_face"),
             (view["paradox_deck"], "seat_4"), (len(pdisc), "card_face")]
    for rect, (count, fill) in zip(rects, specs, strict=True):
        if not count:
            pygame.draw.rect(surf, colour("panel_border"), rect, 1, border_radius=vp.px(5))
        elif count < 0:  # the top card, face up: its name is in the tooltip
            pygame.draw.rect(surf, colour(fill), rect, border_radius=vp.px(5))
            pygame.draw.rect(surf, colour("card_edge"), rect, 1, border_radius=vp.px(5))
            for k, share in enumerate((0.7, 0.5, 0.6)):
                bar = pygame.Rect(0, 0, round(rect.w * share), max(2, vp.px(3)))
                bar.midtop = (rect.centerx, rect.y + vp.px(14 + 9 * k))
                pygame.draw.rect(surf, colour("counter_back"), bar)
        else:
            for k in (2, 1):  # a pile has depth
                pygame.draw.rect(surf, colour("card_edge"), rect.move(k * vp.px(2), -k * vp.px(2)),
                                 border_radius=vp.px(5))
            pygame.draw.rect(surf, colour(fill), rect, border_radius=vp.px(5))
            pygame.draw.rect(surf, colour("card_edge"), rect, 1, border_radius=vp.px(5))
            ink = "card_text" if fill == "card_face" else "text"
            img = render(str(count), vp.px(20), colour(ink), True)
            surf.blit(img, img.get_rect(center=rect.center))
    for (_group, caption), rect in zip(PILE_NAMES, rects, strict=True):
        img = render(caption, vp.px(TEXT), colour("text_dim"))
        surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + vp.px(2))))
    for g in range(2):
        left, right = rects[2 * g], rects[2 * g + 1]
        img = render(PILE_NAMES[2 * g][0], vp.px(TEXT), colour("text_dim"), True)
        surf.blit(img, img.get_rect(midtop=((left.left + right.right) // 2, r.y + vp.px(2))))


def draw_supply(surf: pygame.Surface, vp: Viewport, view: dict, content: Content,
                discarding: bool) -> None:
    title = "Drop an item here" if discarding else "Supply left"
    r = panel(surf, vp, places(vp.logical_size).supply,
              border="accent" if discarding else "panel_border",
              width=3 if discarding else 1)
    surf.blit(render(title, vp.px(TEXT), colour("accent" if discarding else "text_dim"), True),
              (r.x + vp.px(8), r.y + vp.px(2)))
    start = content.ship.supply
    size = vp.px(16)
    for i, (key, label) in enumerate(SUPPLY_ROWS):
        y = r.y + vp.px(SUPPLY_TOP + i * SUPPLY_STEP)
        n = view["supply"][key]
        low = n <= LOW_SUPPLY and key != "locked_door"
        cy = y + vp.px(LINE) // 2
        if key in art.TOKEN_ICONS:
            surf.blit(art.token_surface(key, size), (r.x + vp.px(8), cy - size // 2))
        else:
            art.lock_bar(surf, (r.x + vp.px(8) + size // 2, cy), size, vp.px(6), False,
                         art.pal("locked"))
        img = render(f"{label} {n}/{start[key]}", vp.px(TEXT),
                     colour("bad" if low else "text"), low)
        surf.blit(img, img.get_rect(midleft=(r.x + vp.px(8) + size + vp.px(6), cy)))


def supply_row_centre(vp: Viewport, token: str) -> tuple[int, int]:
    """Where a token kind's icon is in the supply (tokens fly from there)."""
    keys = [k for k, _ in SUPPLY_ROWS]
    i = keys.index(token) if token in keys else 0
    x, y, _, _ = places(vp.logical_size).supply
    return vp.point(x + 16, y + SUPPLY_TOP + i * SUPPLY_STEP + LINE / 2)


def strip_tooltip(vp: Viewport, pos, view: dict, content: Content) -> str | None:
    """What the status strip's panels say in full."""
    def inside(rect) -> bool:
        return vp.rect(*rect).collidepoint(pos)

    spots = places(vp.logical_size)
    if inside(spots.shields):
        return (f"The Shields Track: the Shields are at {view['shields']}. They drop when the "
                "Shield Generator holds 3 Damage or the ship has more than 3 Electrical "
                "Faults; at 0 (red) the ship explodes.")
    if inside(spots.completion):
        return ("To win: fix the Hyperdrive; then reinforce the Shields (an action at Shield "
                "Controls) and send the Distress Call (an action at Security Controls); then "
                "fly home from Flight Controls.")
    if inside(spots.hyperdrive):
        hd = content.hyperdrives[view["hyperdrive"]]
        broken = "; ".join(effect_text(e, content) for e in hd.broken)
        return (f"{hd.name}. Broken: {broken} (placed again after every Time Jump). It is "
                "fixed at the end of a turn with no token on it; fixed, it breaks again at 3 "
                "tokens.")
    for i, rect in enumerate(pile_rects(vp)):
        if rect.inflate(vp.px(12), vp.px(24)).collidepoint(pos):
            return _pile_tooltip(i, view, content)
    if inside(spots.supply):
        return ("The supply: tokens left to place. A disaster that needs a token the supply "
                "no longer has loses the game. Drop an Equipment item here when the crew "
                "must discard one.")
    return None


def _pile_tooltip(i: int, view: dict, content: Content) -> str:
    if i == 0:
        return (f"The Disaster Deck: {view['deck']} card(s). One is drawn every round. "
                "Click it for the timeline of every disaster drawn.")
    if i == 1:
        pile = view["discard"]
        top = f" On top: {content.cards[pile[-1]].name}." if pile else ""
        return (f"The Disaster Discard Pile: {len(pile)} card(s).{top} Click it (or "
                "Discards) to read it.")
    if i == 2:
        return (f"The Paradox Deck: {view['paradox_deck']} card(s). A Time Jump puts the top "
                "one on the Disaster Deck.")
    pile = view["paradox_discard"]
    top = f" Last: {content.cards[pile[-1]].name}." if pile else ""
    return f"The Paradox Discard Pile: {len(pile)} Paradox(es) already enacted.{top}"


def draw_action_panel(surf: pygame.Surface, vp: Viewport, rect: Rect, title: str,
                      reasons: list[tuple[pygame.Rect, str]], empty: str = "") -> None:
    """The frame behind the acting crew member's board-action buttons; a board action not
    possible now is written where its button would be, with the reason (`reasons`: the
    pixel rect and lines of each; the tooltip has it all)."""
    r = panel(surf, vp, rect, border="accent", width=2)
    width = r.w - vp.px(16)
    blit_lines(surf, vp, lines_in(title, vp.px(TEXT), width, 1, True),
               (r.x + vp.px(8), r.y + vp.px(3)), colour("text_dim"), bold=True)
    if empty:
        room = (r.bottom - vp.px(4) - r.y - vp.px(26)) // vp.px(LINE)
        blit_lines(surf, vp, lines_in(empty, vp.px(TEXT), width, room),
                   (r.x + vp.px(8), r.y + vp.px(26)), colour("text_dim"))
    for where, text in reasons:
        blit_lines(surf, vp, text.split("\n"), where.topleft, colour("text_dim"))
