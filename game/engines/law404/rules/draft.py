"""Directive Draft: keep one of the four dealt directives, pass the rest left, three
times; the leftovers go to the bottom of the deck (Endless Directives: three face up)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engines.law404.game import Game

DIRECTIVES_KEPT = 3
FACE_UP = 3


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
