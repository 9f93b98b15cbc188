"""Directive Draft: keep one of the four dealt directives, pass the rest left, three
times; the leftovers go to the bottom of the deck (Endless Directives: three face up)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.law404 import actions as A
from game.engines.law404.actions import shared

if TYPE_CHECKING:
    from game.engines.law404.game import Game

DIRECTIVES_KEPT = 3
FACE_UP = 3


def keep_refusal(game: Game, seat: int, directive: str) -> str | None:
    """May Robot `seat` keep `directive` now? Only one of the cards it holds in the draft."""
    st = game.st
    if directive in st["draft_hands"][seat]:
        return None
    card = game.content.directives.get(directive)
    if card is None:
        return "There is no such directive."
    if any(record["id"] == directive for record in st["directives"][seat]):
        return f"Robot {seat + 1} has already kept {card.name}."
    return f"{card.name} is not among the directives Robot {seat + 1} holds in the draft."


def keep_choices(game: Game, seat: int) -> list:
    return [shared(A.KeepDirective, d) for d in game.st["draft_hands"][seat]
            if keep_refusal(game, seat, d) is None]


def keep_directive(game: Game, directive: str) -> None:
    """Directive Draft steps 2-5: keep one, pass the rest left, three times."""
    st = game.st
    seat = st["draft_seat"]
    st["draft_hands"][seat].remove(directive)
    st["directives"][seat].append({"id": directive, "done": False, "base": {}})
    st["draft_seat"] += 1
    if st["draft_seat"] < game.players:
        return
    st["draft_seat"] = 0
    st["draft_round"] += 1
    hands = st["draft_hands"]
    # "Pass to the left": seat s hands its cards to seat s + 1.
    st["draft_hands"] = [hands[(s - 1) % game.players] for s in range(game.players)]
    if st["draft_round"] < DIRECTIVES_KEPT:
        return
    for hand in st["draft_hands"]:
        for card in hand:
            st["dir_deck"].insert(0, card)
    st["draft_hands"] = [[] for _ in range(game.players)]
    if game.endless:
        st["faceup"] = [st["dir_deck"].pop() for _ in range(min(FACE_UP, len(st["dir_deck"])))]
    st["stage"] = "turn_start"
    game.emit("draft", "Every robot has kept three directives.")
