"""The side panel's read-outs: the deck as an oxygen gauge, discard and set-aside piles,
roles, the other players' hand sizes and the last answer to an Inform question.

Everything here is public information: it is drawn from a view, never from a hand.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.scenes.assembly.choices import COMMAND_NAMES, card_name
from game.ui import fonts
from game.ui.board.text import fit_block
from game.ui.theme import colour
from game.ui.units import Viewport

Rect = tuple[float, float, float, float]
CYCLES = 3
TOP_BAR = 56.0  # the title, the prompt and the Menu / Undo / Hint buttons
PANEL_W = 530.0  # the side panel at 1280 wide; a wider window widens it up to PANEL_MAX
PANEL_MAX = 700.0
HAND_H = 194.0
ROW_H = 44.0
ROW_STEP = 50.0


@dataclass(frozen=True)
class PanelLayout:
    """Where everything of the Assembly table sits, logical units, for one window shape.

    The side panel runs down the right: the oxygen gauge, the piles, the log (and the
    hints beside it while they are on), two rows of command buttons, the Inform row and
    the hand. The ring takes the rest of the window. A taller window gives the log the
    extra height; a wider one widens the panel, then the ring's room.
    """

    ring_area: Rect
    gauge: Rect
    piles: Rect
    log: Rect
    hints: Rect | None
    rows: tuple[float, ...]
    ask_caption: float
    ask_row: float
    hand: Rect

    @property
    def x(self) -> float:
        return self.gauge[0]

    @property
    def w(self) -> float:
        return self.gauge[2]


def panel_layout(logical_size: tuple[float, float], players: int, hints: bool = False
                 ) -> PanelLayout:
    """The layout for a logical window of at least 1280x720.

    >>> lay = panel_layout((1280, 720), players=1)
    >>> lay.hand[1] + lay.hand[3] <= 720 and lay.log[3] >= 200
    True
    >>> both = panel_layout((1280, 720), players=2, hints=True)
    >>> both.log[2] + both.hints[2] < both.w and both.hints[3] == both.log[3]
    True
    """
    lw, lh = logical_size
    w = max(PANEL_W, min(PANEL_MAX, PANEL_W + (lw - 1280) / 2))
    x = lw - w - 10
    hand_y = lh - HAND_H - 6
    ask_row = hand_y - 8 - ROW_H
    ask_caption = ask_row - 22
    bottom = (ask_caption - 4) if players > 1 else hand_y - 8
    rows = (bottom - ROW_H - ROW_STEP, bottom - ROW_H)
    log_y = TOP_BAR + 116
    log_h = rows[0] - 8 - log_y
    if hints:
        half = (w - 8) / 2
        log, hint_box = (x, log_y, half, log_h), (x + half + 8, log_y, half, log_h)
    else:
        log, hint_box = (x, log_y, w, log_h), None
    return PanelLayout(ring_area=(0.0, TOP_BAR, x - 10, lh - TOP_BAR),
                       gauge=(x, TOP_BAR + 4, w, 52), piles=(x, TOP_BAR + 62, w, 48),
                       log=log, hints=hint_box, rows=rows, ask_caption=ask_caption,
                       ask_row=ask_row, hand=(x, hand_y, w, HAND_H))


def deck_total(view: dict) -> int:
    """Cards in play in the command deck this cycle (draw pile + discard + hands)."""
    return view["deck_size"] + view["discard_size"] + sum(view["hand_sizes"])


def draw_gauge(surf: pygame.Surface, vp: Viewport, rect: Rect, view: dict) -> None:
    """Oxygen: three tanks, one per deck cycle; the current one drains as cards are drawn."""
    r = vp.rect(*rect)
    pygame.draw.rect(surf, colour("panel_bg"), r, border_radius=vp.px(8))
    pygame.draw.rect(surf, colour("panel_border"), r, 1, border_radius=vp.px(8))
    cycle, left = view["cycle"], view["deck_size"]
    total = max(1, deck_total(view))
    title = fonts.render(
        f"Oxygen: cycle {cycle}/{CYCLES}, {left} card{'s' if left != 1 else ''} left to draw",
        vp.px(15), colour("text"), True)
    surf.blit(title, (r.x + vp.px(10), r.y + vp.px(3)))
    gap = vp.px(6)
    tank_w = (r.w - vp.px(20) - 2 * gap) // CYCLES
    y = r.y + vp.px(28)
    h = vp.px(16)
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


def set_aside_text(view: dict) -> str:
    aside = view["set_aside"]
    if not aside:
        return "Set aside: none left (last cycle)"
    return "Set aside: " + ", ".join(
        card_name(e["card"]) + (" +glitch" if "glitch" in e["under"] else "")
        + (" +" + ", ".join(card_name(c) for c in e["under"] if c != "glitch")
           if any(c != "glitch" for c in e["under"]) else "") for e in aside)


def draw_piles(surf: pygame.Surface, vp: Viewport, rect: Rect, view: dict, names: list[str],
               shown_seat: int | None) -> None:
    """Discard count, set-aside refresh cards, and each other seat's hand size."""
    r = vp.rect(*rect)
    pygame.draw.rect(surf, colour("panel_bg"), r, border_radius=vp.px(8))
    pygame.draw.rect(surf, colour("panel_border"), r, 1, border_radius=vp.px(8))
    size = vp.px(14)
    x = r.x + vp.px(10)
    y1, y2 = r.y + vp.px(3), r.y + vp.px(24)
    top = view["discard_top"]
    discard = f"Discard: {view['discard_size']}" + (f" (top: {card_name(top)})" if top else "")
    left = fonts.render(discard, size, colour("text"))
    surf.blit(left, (x, y1))
    room = r.w - vp.px(20)
    surf.blit(fit_block(set_aside_text(view), size, colour("text_dim"), (room, vp.px(22))),
              (x, y2))
    others = [f"{names[s]} {n}" for s, n in enumerate(view["hand_sizes"]) if s != shown_seat]
    if others:
        img = fonts.render("Hands: " + " · ".join(others), size, colour("text_dim"))
        if left.get_width() + vp.px(16) + img.get_width() <= room:
            surf.blit(img, img.get_rect(topright=(r.right - vp.px(10), y1)))


def role_line(view: dict, seat: int, content) -> str:
    """The role beside a hand: its name, and whether its ability is spent."""
    role = content.roles.get(view["roles"][seat])
    if role is None:
        return ""
    return f"Role: {role.name}" + (" (used)" if view["roles_used"][seat] else "")


def role_text(view: dict, seat: int, content) -> str:
    role = content.roles.get(view["roles"][seat])
    return f"{role.name}: {role.text}" if role else ""


def answer_line(view: dict, names: list[str]) -> str:
    asked = view.get("asked")
    if not asked:
        return ""
    yes = "Yes" if asked["answer"] else "No"
    return (f"{names[asked['seat']]} was asked: can you verify "
            f"{COMMAND_NAMES.get(asked['command'], asked['command'])}?  {yes}.")
