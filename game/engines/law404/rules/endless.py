"""Variant Rule: Endless Directives: a robot completing a directive takes two of the three
face-up directives, adds one to its incomplete directives and discards the other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.law404 import actions as A
from game.engines.law404.actions import shared
from game.engines.law404.rules.directives import baseline

if TYPE_CHECKING:
    from game.engines.law404.game import Game


def offer_directives(game: Game) -> None:
    st = game.st
    seat = st["offer_queue"][0]
    if len(st["faceup"]) < 2:
        st["offer_queue"].pop(0)
        if len(st["faceup"]) == 1:
            _add_directive(game, seat, st["faceup"].pop())
        return
    st["sub"] = {"kind": "offer", "seat": seat}


def offer_refusal(game: Game, keep: str, discard: str) -> str | None:
    """May the robot take `keep` and `discard` from the face-up directives?"""
    cards = game.content.directives
    if keep not in cards or discard not in cards:
        return "There is no such directive."
    if keep == discard:
        return "Take two different face-up directives: one to keep, one to discard."
    for directive in (keep, discard):
        if directive not in game.st["faceup"]:
            return f"{cards[directive].name} is not face up."
    return None


def offer_choices(game: Game) -> list:
    up = game.st["faceup"]
    return [shared(A.TakeOffered, keep, discard) for keep in up for discard in up
            if offer_refusal(game, keep, discard) is None]


def take_offered(game: Game, seat: int, action: A.TakeOffered) -> None:
    st = game.st
    st["offer_queue"].pop(0)
    st["faceup"].remove(action.keep)
    st["faceup"].remove(action.discard)
    st["dir_deck"].insert(0, action.discard)
    _add_directive(game, seat, action.keep)
    for _ in range(2):
        if st["dir_deck"]:
            st["faceup"].append(st["dir_deck"].pop())


def _add_directive(game: Game, seat: int, directive: str) -> None:
    game.st["directives"][seat].append({"id": directive, "done": False,
                                        "base": baseline(game, directive)})
    game.emit("new_directive", f"Robot {seat + 1} takes a new directive.", seat=seat)
