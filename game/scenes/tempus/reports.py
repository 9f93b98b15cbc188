"""The knowledge the game is about: the Damage Report (the Disaster Discard Pile, card by
card) and the timeline of what each loop revealed, round by round.

The timeline is rebuilt by replaying the game's record (setup + actions) on a fresh engine,
so it is the same after loading a save; every card in it was revealed face up when drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engines.tempus import new_game, parse_action
from game.scenes.tempus.layout import LINE, TEXT
from game.scenes.tempus.names import card_kind, card_lines
from game.scenes.tempus.panels import lines_in
from game.ui.board.text import wrap
from game.ui.fonts import render
from game.ui.theme import colour

WIN_DONE = {"reinforce_shields": "Shields reinforced", "distress_call": "Distress Call sent"}
DISCARD_HELP = ("The Disaster Discard Pile, first drawn first. A Time Jump puts these back on "
                "the deck to come again in this order, then a Paradox. * marks the rows a "
                "crew of your size enacts.")


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


def _frame(surf: pygame.Surface, vp, rect: pygame.Rect, title: str, hint: str) -> int:
    """The report's shaded frame, title and hint; returns the y where its content begins."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    c = colour("shroud")
    shade.fill((c.r, c.g, c.b, 235))
    surf.blit(shade, rect.topleft)
    pygame.draw.rect(surf, colour("accent"), rect, max(2, vp.px(2)), border_radius=vp.px(8))
    surf.blit(render(title, vp.px(18), colour("accent"), True),
              (rect.x + vp.px(12), rect.y + vp.px(8)))
    y = rect.y + vp.px(36)
    for line in lines_in(hint, vp.px(TEXT), rect.w - vp.px(24), 2):
        surf.blit(render(line, vp.px(TEXT), colour("text_dim")), (rect.x + vp.px(12), y))
        y += vp.px(LINE)
    return y + vp.px(8)


def _columns(vp, rect: pygame.Rect, top: int, blocks: list[list[tuple[str, str, bool]]],
             cols: int, first: int, surf: pygame.Surface | None, fill: str | None) -> int:
    """Lay text blocks (lines of (text, colour, bold)) into `cols` columns, each block in
    the shortest column, from block `first`; return how many fit (drawn when `surf` is
    given)."""
    gap = vp.px(10)
    x0 = rect.x + vp.px(12)
    w = (rect.w - vp.px(24) - gap * (cols - 1)) // cols
    heights = [top] * cols
    bottom = rect.bottom - vp.px(10)
    line = vp.px(LINE)
    drawn = 0
    for lines in blocks[first:]:
        col = min(range(cols), key=lambda k: heights[k])
        h = len(lines) * line + (vp.px(10) if fill else 0)
        if heights[col] + h > bottom:
            break
        x, y = x0 + col * (w + gap), heights[col]
        heights[col] += h + gap
        drawn += 1
        if surf is None:
            continue
        if fill:
            pygame.draw.rect(surf, colour(fill), (x, y, w, h), border_radius=vp.px(6))
            y += vp.px(5)
        for text, tone, bold in lines:
            surf.blit(render(text, vp.px(TEXT), colour(tone), bold), (x + vp.px(6), y))
            y += line
    return drawn


def _paged(surf, vp, rect: pygame.Rect, top: int, blocks: list, cols: int, first: int,
           fill: str | None, what: str) -> int:
    """Draw the blocks from `first`; when they do not all fit, a line above them says which
    are shown and that the wheel shows the others. Returns how many were drawn."""
    if first == 0 and _columns(vp, rect, top, blocks, cols, 0, None, fill) >= len(blocks):
        return _columns(vp, rect, top, blocks, cols, 0, surf, fill)
    drawn = _columns(vp, rect, top + vp.px(LINE), blocks, cols, first, surf, fill)
    text = (f"{what.capitalize()}s {first + 1}-{first + drawn} of {len(blocks)}: scroll the "
            "mouse wheel for the others.")
    surf.blit(render(text, vp.px(TEXT), colour("accent"), True), (rect.x + vp.px(12), top))
    return drawn


def _wrapped(text: str, vp, width: int, tone: str, bold: bool = False) -> list:
    return [(line, tone, bold) for line in wrap(text, vp.px(TEXT), width, bold)]


def draw_discard(surf: pygame.Surface, vp, rect: pygame.Rect, view: dict, content,
                 players: int, first: int = 0) -> int:
    """Every card of the Disaster Discard Pile the crew may see now, with its effects, from
    card `first` (the wheel scrolls); returns how many cards there are."""
    seen = view["discard_seen"]
    cards = view["discard"] if seen else view["discard"][-1:]
    hint = DISCARD_HELP if seen else (
        "Only the top card is face up. Take the Damage Report action on the bridge to read "
        "the whole pile this round (the timeline lists every card drawn).")
    top = _frame(surf, vp, rect, f"Damage Report: {len(cards) if seen else 'top'} card"
                 f"{'s' if seen and len(cards) != 1 else ''}", hint)
    if not cards:
        surf.blit(render("The pile is empty: no disaster has been drawn in this loop.",
                         vp.px(TEXT), colour("text")), (rect.x + vp.px(12), top))
        return 0
    numbers = {n: s for s, n in view["numbers"].items()}
    cols = 3
    width = (rect.w - vp.px(24) - vp.px(10) * (cols - 1)) // cols - vp.px(12)
    blocks = []
    for i, cid in enumerate(cards):
        card = content.cards[cid]
        head = f"{i + 1}. {card.name}" if seen else f"On top: {card.name}"
        lines = _wrapped(head, vp, width, "card_text", True)
        lines += [(card_kind(card), "counter_back", False)]
        for text in card_lines(card, content, numbers, players):
            lines += _wrapped(text, vp, width, "card_text")
        blocks.append(lines)
    first = max(0, min(first, len(blocks) - 1))
    _paged(surf, vp, rect, top, blocks, cols, first, "card_face", "card")
    return len(blocks)


def draw_timeline(surf: pygame.Surface, vp, rect: pygame.Rect, loops: list[Loop],
                  content, first: int = 0) -> int:
    """Each loop's disasters, round by round, newest loop last, from loop `first`; returns
    how many loops there are."""
    top = _frame(surf, vp, rect, "Timeline: what each loop revealed",
                 "Every disaster drawn, round by round. After a Time Jump the same cards come "
                 "back in the same order, then a Paradox: prepare for them.")
    cols = min(3, max(1, len(loops)))
    width = (rect.w - vp.px(24) - vp.px(10) * (cols - 1)) // cols - vp.px(12)
    blocks = []
    for i, loop in enumerate(loops):
        now = i == len(loops) - 1
        lines = [(f"Loop {loop.number}" + (" (now)" if now else ""),
                  "accent" if now else "text", True)]
        texts = list(loop.lines) + ([loop.ended] if loop.ended else [])
        for text in texts or ["Nothing drawn yet."]:
            lines += _wrapped(text, vp, width, "text")
        blocks.append(lines)
    first = max(0, min(first, len(blocks) - 1))
    room = (rect.bottom - vp.px(10) - top) // vp.px(LINE) - 1
    blocks = [b if len(b) <= room else b[:1] + b[-(room - 1):] for b in blocks]  # latest
    _paged(surf, vp, rect, top, blocks, cols, first, None, "loop")
    return len(blocks)
