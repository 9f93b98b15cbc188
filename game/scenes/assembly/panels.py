"""The side panel's read-outs: the deck as an oxygen gauge, discard and set-aside piles,
roles, the other players' hand sizes and the last answer to an Inform question.

Everything here is public information: it is drawn from a view, never from a hand.
"""

from __future__ import annotations

import pygame

from game.scenes.assembly.commands import COMMAND_NAMES, card_name
from game.ui.board.text import fit_block
from game.ui.fonts import font
from game.ui.theme import colour
from game.ui.units import Viewport

# The side panel, top to bottom, in logical units (the controls sit between log and hand).
GAUGE = (740.0, 60.0, 530.0, 56.0)
PILES = (740.0, 122.0, 530.0, 50.0)
LOG_RECT = (740.0, 178.0, 530.0, 120.0)
HAND_RECT = (740.0, 520.0, 530.0, 194.0)
CYCLES = 3


def deck_total(view: dict) -> int:
    """Cards in play in the command deck this cycle (draw pile + discard + hands)."""
    return view["deck_size"] + view["discard_size"] + sum(view["hand_sizes"])


def draw_gauge(surf: pygame.Surface, vp: Viewport, view: dict) -> None:
    """Oxygen: three tanks, one per deck cycle; the current one drains as cards are drawn."""
    r = vp.rect(*GAUGE)
    pygame.draw.rect(surf, colour("panel_bg"), r, border_radius=vp.px(8))
    pygame.draw.rect(surf, colour("panel_border"), r, 1, border_radius=vp.px(8))
    cycle, left = view["cycle"], view["deck_size"]
    total = max(1, deck_total(view))
    title = font(vp.px(15), True).render(
        f"Oxygen: cycle {cycle}/{CYCLES}, {left} card{'s' if left != 1 else ''} left to draw",
        True, colour("text"))
    surf.blit(title, (r.x + vp.px(10), r.y + vp.px(4)))
    gap = vp.px(6)
    tank_w = (r.w - vp.px(20) - 2 * gap) // CYCLES
    y = r.y + vp.px(30)
    h = vp.px(18)
    for k in range(CYCLES):
        tank = pygame.Rect(r.x + vp.px(10) + k * (tank_w + gap), y, tank_w, h)
        pygame.draw.rect(surf, colour("unfilled_bar"), tank, border_radius=vp.px(4))
        if k + 1 > cycle:
            share = 1.0
        elif k + 1 == cycle:
            share = min(1.0, left / total)
        else:
            share = 0.0
        if share > 0:
            fill = tank.copy()
            fill.w = max(1, int(tank.w * share))
            low = k + 1 == CYCLES and share < 0.35
            pygame.draw.rect(surf, colour("bad" if low else "assembly"), fill,
                             border_radius=vp.px(4))
        pygame.draw.rect(surf, colour("panel_border"), tank, 1, border_radius=vp.px(4))


def draw_piles(surf: pygame.Surface, vp: Viewport, view: dict, names: list[str],
               shown_seat: int | None) -> None:
    """Discard count, set-aside refresh cards, and each other seat's hand size."""
    r = vp.rect(*PILES)
    pygame.draw.rect(surf, colour("panel_bg"), r, border_radius=vp.px(8))
    pygame.draw.rect(surf, colour("panel_border"), r, 1, border_radius=vp.px(8))
    size = vp.px(14)
    x = r.x + vp.px(10)
    y1, y2 = r.y + vp.px(5), r.y + vp.px(26)
    top = view["discard_top"]
    discard = f"Discard: {view['discard_size']}" + (f" (top: {card_name(top)})" if top else "")
    surf.blit(font(size).render(discard, True, colour("text")), (x, y1))
    aside = view["set_aside"]
    if aside:
        text = "Set aside: " + ", ".join(
            card_name(e["card"]) + (" +glitch" if "glitch" in e["under"] else "")
            + (" +" + ", ".join(card_name(c) for c in e["under"] if c != "glitch")
               if any(c != "glitch" for c in e["under"]) else "") for e in aside)
    else:
        text = "Set aside: none left (last cycle)"
    surf.blit(fit_block(text, size, colour("text_dim"), (r.w - vp.px(20), vp.px(22))),
              (x, y2))
    others = [f"{names[s]}: {n} card{'s' if n != 1 else ''}"
              for s, n in enumerate(view["hand_sizes"]) if s != shown_seat]
    if others:
        img = font(size).render(" · ".join(others), True, colour("text_dim"))
        surf.blit(img, img.get_rect(topright=(r.right - vp.px(10), y1)))


def role_line(view: dict, seat: int, content) -> str:
    role = content.roles.get(view["roles"][seat])
    if role is None:
        return ""
    used = " (used)" if view["roles_used"][seat] else ""
    return f"Role: {role.name}{used}: {role.text}"


def answer_line(view: dict, names: list[str]) -> str:
    asked = view.get("asked")
    if not asked:
        return ""
    yes = "Yes" if asked["answer"] else "No"
    return (f"{names[asked['seat']]} was asked: can you verify "
            f"{COMMAND_NAMES.get(asked['command'], asked['command'])}?  {yes}.")
