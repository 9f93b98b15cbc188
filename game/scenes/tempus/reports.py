"""The knowledge the game is about: the Damage Report (the Disaster Discard Pile, card by
card) and the timeline of what each loop revealed, round by round.

The timeline is rebuilt by replaying the game's record (setup + actions) on a fresh engine,
so it is the same after loading a save; every card in it was revealed face up when drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engines.tempus import new_game, parse_action
from game.scenes.tempus.texts import card_kind, card_lines
from game.ui.board.text import fit_block, render_block
from game.ui.fonts import render
from game.ui.theme import colour

WIN_DONE = {"reinforce_shields": "Shields reinforced", "distress_call": "Distress Call sent"}
DISCARD_HELP = ("The Disaster Discard Pile, first drawn first. A Time Jump puts these back on "
                "the deck to come again in this order, then a Paradox.")


@dataclass
class Loop:
    number: int
    draws: list[tuple[int, str]] = field(default_factory=list)  # (round, card id)
    lines: list[str] = field(default_factory=list)  # what happened, in order
    ended: str = ""


def build_timeline(game) -> list[Loop]:
    """Replay the record and note, per loop, the cards drawn each round and how it ended."""
    replay = new_game(game.setup, game.content)
    loops = [Loop(1)]
    rnd = replay.round
    for text in game.history:
        for event in replay.apply(parse_action(text)):
            kind = event.kind
            loop = loops[-1]
            if kind == "round":
                rnd = event.data["round"]
            elif kind == "draw":
                card = game.content.cards[event.data["card"]]
                loop.draws.append((rnd, card.id))
                loop.lines.append(f"Round {rnd}: {card.name} ({card_kind(card)})")
            elif kind == "death":
                loop.lines.append(f"Round {rnd}: {event.text}")
            elif kind == "time_jump":
                loop.ended = f"Jumped back in round {rnd}."
                loops.append(Loop(len(loops) + 1))
            elif kind in ("lost", "won"):
                loop.ended = event.text
    return loops


def _frame(surf: pygame.Surface, vp, rect: pygame.Rect, title: str, hint: str) -> pygame.Rect:
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    c = colour("shroud")
    shade.fill((c.r, c.g, c.b, 235))
    surf.blit(shade, rect.topleft)
    pygame.draw.rect(surf, colour("accent"), rect, max(2, vp.px(2)), border_radius=vp.px(8))
    surf.blit(render(title, vp.px(18), colour("accent"), True),
              (rect.x + vp.px(12), rect.y + vp.px(8)))
    img = fit_block(hint, vp.px(12), colour("text_dim"), (rect.w - vp.px(24), vp.px(34)))
    surf.blit(img, (rect.x + vp.px(12), rect.y + vp.px(34)))
    return rect.inflate(-vp.px(24), 0).move(0, 0)


def draw_discard(surf: pygame.Surface, vp, rect: pygame.Rect, view: dict, content,
                 players: int) -> None:
    """Every card of the Disaster Discard Pile the crew may see now, with its effects."""
    seen = view["discard_seen"]
    cards = view["discard"]
    hint = DISCARD_HELP if seen else (
        "Only the top card is face up. Take the Damage Report action on the bridge to read "
        "the whole pile this round (the timeline lists every card drawn).")
    _frame(surf, vp, rect, f"Damage Report: {len(cards) if seen else 'top'} card"
           f"{'s' if seen and len(cards) != 1 else ''}", hint)
    numbers = {n: s for s, n in view["numbers"].items()}
    cols = 4
    gap = vp.px(8)
    x0, y0 = rect.x + vp.px(12), rect.y + vp.px(72)
    w = (rect.w - vp.px(24) - gap * (cols - 1)) // cols
    h = min(vp.px(150), (rect.bottom - y0 - vp.px(10) - 2 * gap) // 3)
    if not cards:
        surf.blit(render("The pile is empty: no disaster has been drawn in this loop.",
                         vp.px(14), colour("text")), (x0, y0))
    for i, cid in enumerate(cards[:12]):
        card = content.cards[cid]
        r, c = divmod(i, cols)
        box = pygame.Rect(x0 + c * (w + gap), y0 + r * (h + gap), w, h)
        pygame.draw.rect(surf, colour("card_face"), box, border_radius=vp.px(6))
        head = fit_block(f"{i + 1}. {card.name}" if seen else f"On top: {card.name}",
                         vp.px(13), colour("card_text"),
                         (w - vp.px(12), vp.px(20)), bold=True)
        surf.blit(head, (box.x + vp.px(6), box.y + vp.px(4)))
        sub = render(card_kind(card), vp.px(11), colour("counter_back"))
        surf.blit(sub, (box.x + vp.px(6), box.y + vp.px(22)))
        text = "\n".join(card_lines(card, content, numbers, players))
        img = fit_block(text, vp.px(11), colour("card_text"), (w - vp.px(12), h - vp.px(40)))
        surf.blit(img, (box.x + vp.px(6), box.y + vp.px(38)))


def draw_timeline(surf: pygame.Surface, vp, rect: pygame.Rect, loops: list[Loop],
                  content) -> None:
    _frame(surf, vp, rect, "Timeline: what each loop revealed",
           "Every disaster drawn, round by round. After a Time Jump the same cards come back "
           "in the same order, then a Paradox: prepare for them.")
    cols = max(1, len(loops))
    gap = vp.px(10)
    x0, y0 = rect.x + vp.px(12), rect.y + vp.px(72)
    w = (rect.w - vp.px(24) - gap * (cols - 1)) // cols
    for i, loop in enumerate(loops):
        x = x0 + i * (w + gap)
        y = y0
        now = i == len(loops) - 1
        surf.blit(render(f"Loop {loop.number}" + (" (now)" if now else ""), vp.px(15),
                         colour("accent" if now else "text"), True), (x, y))
        y += vp.px(24)
        lines = list(loop.lines)
        if loop.ended:
            lines.append(loop.ended)
        if not lines:
            lines = ["Nothing drawn yet."]
        block = render_block("\n".join(lines), vp.px(12), colour("text"), w)
        if block.get_height() > rect.bottom - y - vp.px(8):
            block = fit_block("\n".join(lines), vp.px(12), colour("text"),
                              (w, rect.bottom - y - vp.px(8)))
        surf.blit(block, (x, y))
