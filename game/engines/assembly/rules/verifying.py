"""Verifying Commands: the support player verifies the command with a matching card, or
manually overrides it by discarding a card of their choice."""

from __future__ import annotations

from game.engines.assembly.actions import CARD_COMMANDS, CARD_NAMES, COMMAND_NAMES


def can_verify(hand: list[str], command: str) -> bool:
    """A card that depicts several commands verifies any of them."""
    return any(command in CARD_COMMANDS[c] for c in hand)


def discard_from_hand(g, seat: int, card: str) -> None:
    g.hands[seat].remove(card)
    g.discard.append(card)
    if card == "wild":
        g.stats["wild"] = True
    g._log("discard", "Player {} discards a {} card.", seat + 1, CARD_NAMES.get(card, card))


def verify(g, item: dict, option: str | None) -> None:
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
