"""Platform/Hold (Re-Sequence and Override): a covered bay counts as locked during a Rotate;
the active player covers bays with the cards played along with their Rotate, any other
player when a Rotate is about to run; a Platform/Hold card may also be discarded for no
effect.

What the cards may cover is listed from the same conditions that explain a refusal
(`*_refusal`: None when allowed, else the sentence): legal.py walks them.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.engines.assembly import board

if TYPE_CHECKING:
    from game.engines.assembly.game import Game

NO_HOLDS: list[tuple[int, ...]] = [()]
"""The covers of a play with no Platform/Hold card to spare: none."""
DISCARD_ARGS: list[tuple[int, ...]] = [()]
"""Platform/Hold discarded for no effect names nothing."""
_COVER_LOCKED = board.per_bay("Bay {bay} is locked: it needs no cover.")


def holds_refusal(g: Game, hand: list[str], cards: tuple[str, ...], command: str,
                  holds: tuple[int, ...], option: str) -> str | None:
    """Platform/Hold played as an additional card: each covers one unlocked bay during
    this Rotate."""
    if not command.startswith("rotate"):
        return "Platform/Hold covers bays only while a Rotate runs."
    if option == "cycle":
        return "Cycling the stacks moves no bay: there is nothing to cover."
    spare = hand.count("platform_hold") - cards.count("platform_hold")
    if len(holds) > spare:
        return (f"Each covered bay takes a Platform/Hold card of its own, and you have "
                f"{spare} to spare.")
    if len(set(holds)) != len(holds):
        return "Cover each bay once."
    for bay in holds:
        reason = board.bay_number_refusal(g.nbays, bay) or hold_bay_refusal(g, bay - 1)
        if reason is not None:
            return reason
    return None


def hold_bay_refusal(g: Game, bay: int) -> str | None:
    if g.locked[bay]:
        return _COVER_LOCKED[bay]
    return None


def hold_options(g: Game, hand: list[str], cards: tuple[str, ...], cmd: str
                 ) -> list[tuple[int, ...]]:
    """Which bays the Platform/Hold cards left in hand may cover during a Rotate."""
    spare = hand.count("platform_hold") - cards.count("platform_hold")
    if spare <= 0 or not cmd.startswith("rotate"):
        return NO_HOLDS
    free = [b + 1 for b in range(g.nbays) if hold_bay_refusal(g, b) is None]
    holds: list[tuple[int, ...]] = [()]
    for k in range(1, spare + 1):
        holds += list(combinations(free, k))
    return holds


def discard_refusal(g: Game, args: tuple[int, ...]) -> str | None:
    if args:
        return "Platform/Hold discarded for no effect names no bay."
    return None



def offer_hold(g: Game, item: dict, option: str | None) -> None:
    seat = item["seat"]
    if "platform_hold" not in g.hands[seat]:
        return
    if option is None:
        free = [f"bay:{b + 1}" for b in range(g.nbays)
                if hold_bay_refusal(g, b) is None and b not in g.holds]
        g._ask_choice(seat, "support_hold",
                      "A Rotate is about to run: cover a bay with Platform/Hold, or skip.",
                      ["skip"] + free, item)
        return
    if option == "skip":
        return
    bay = int(option[4:]) - 1
    g.hands[seat].remove("platform_hold")
    g.discard.append("platform_hold")
    g.holds.append(bay)
    g._log("hold", "Player {} holds bay {}.", seat + 1, bay + 1)
    g.queue.insert(0, item)  # they may play another one
