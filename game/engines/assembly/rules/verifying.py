"""Verifying Commands: who verifies a play (nobody solo, the other player with two, the
player named with 3-4, in advanced verifying the one asked); the support player verifies
the command with a matching card, or manually overrides it by discarding a card of their
choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.assembly.actions import CARD_COMMANDS, CARD_NAMES, COMMAND_NAMES
from game.engines.common.wording import listing

if TYPE_CHECKING:
    from game.engines.assembly.game import Game


def verifier_refusal(g: Game, verifier: int) -> str | None:
    """May the active player name `verifier` (-1: nobody) to verify their play? Solo:
    nobody verifies; 2 players: the other one; 3-4 players: the player the active player
    names, in advanced verifying the one they asked."""
    if g.players <= 2:
        if verifier == -1:
            return None
        if g.players == 1:
            return "In a solo game nobody verifies."
        return "With two players the other player always verifies: name no verifier."
    if verifier == g.active:
        return "You cannot verify your own command: name another player."
    if not 0 <= verifier < g.players:
        others = [f"Player {s + 1}" for s in range(g.players) if s != g.active]
        return f"Name the player who verifies: {listing(others, 'or')}."
    asked = g.asked
    if asked is not None and g.setup.verification == "advanced" and verifier != asked["seat"]:
        return (f"In advanced verifying the player you asked verifies: Player "
                f"{asked['seat'] + 1}.")
    return None


def verifiers(g: Game) -> list[int]:
    """The verifier field of every legal play (-1: nobody to name). Only the active seat
    and the seat asked decide it, so each answer is kept in `g._verifier_memo`."""
    key = (g.active, g.asked["seat"] if g.asked else None)
    found = g._verifier_memo.get(key)
    if found is None:
        found = g._verifier_memo[key] = [v for v in range(-1, g.players)
                                         if verifier_refusal(g, v) is None]
    return found


def can_verify(hand: list[str], command: str) -> bool:
    """A card that depicts several commands verifies any of them."""
    return any(command in CARD_COMMANDS[c] for c in hand)


def discard_from_hand(g: Game, seat: int, card: str) -> None:
    g.hands[seat].remove(card)
    g.discard.append(card)
    if card == "wild":
        g.stats["wild"] = True
    g._log("discard", "Player {} discards a {} card.", seat + 1, CARD_NAMES.get(card, card))


def verify(g: Game, item: dict, option: str | None) -> None:
    seat, cmd = item["seat"], item["command"]
    hand = g.hands[seat]
    if option is None:
        g._reveals += 1
        if can_verify(hand, cmd):
            g._log("verify", "Player {} verifies {}.", seat + 1, COMMAND_NAMES[cmd], seat=seat)
            return
        g.stats["overrides"] += 1
        g._log("override", "Player {} cannot verify {}: manual override.", seat + 1,
               COMMAND_NAMES[cmd], seat=seat)
        if not hand:
            g._log("verify", "Player {} cannot verify and has no card to discard.", seat + 1)
            return
        if g.random_discards:
            discard_from_hand(g, seat, g.rng.choice(hand))
            return
        g._ask_choice(seat, "override_discard",
                      f"You cannot verify {COMMAND_NAMES[cmd]}: choose a card to discard "
                      "(manual override).", ["card:" + c for c in sorted(set(hand))], item)
        return
    discard_from_hand(g, seat, option[5:])
