"""Refreshing the Deck: drawing up to the hand limit, a deck cycle's refresh (a set-aside
card joins the shuffled discards, then the unlocked blueprints are scrambled), and the lost
game when nothing is left to refresh with."""

from __future__ import annotations

from game.engines.assembly import board
from game.engines.assembly.actions import CARD_NAMES
from game.engines.assembly.rules.scoring import finish
from game.engines.assembly.setup import GLITCH, HAND_LIMIT


def scramble(g) -> None:
    bp, locked = g.bp, g.locked
    for ring in range(g.nbays // 12):
        free = [b for b in board.scramble_order(ring) if not locked[b]]
        prints = [bp[b] for b in free]
        g.rng.shuffle(prints)
        for b, p in zip(free, prints, strict=True):
            bp[b] = p
    g._log("scramble", "The unlocked blueprints are scrambled.")


def refresh_deck(g) -> None:
    entry = g.set_aside.pop(0)
    g.discard.append(entry["card"])
    g.discard += entry["under"]
    g.deck, g.discard = g.discard, []
    g.rng.shuffle(g.deck)
    g.cycle += 1
    g._log("refresh", "Deck cycle {} begins: the set-aside {} card joins the deck.", g.cycle,
           CARD_NAMES.get(entry["card"], entry["card"]))
    scramble(g)


REFILL_PROMPT = "Draw up to 3 cards to end your turn (until then, Undo takes your play back)."


def refresh_hand(g, item: dict, option: str | None) -> None:
    """Draw up to 3 cards, one at a time: a glitch resolves before the next card comes.
    A refill that waits (`Setup.refill_waits`) first asks the player to draw: until then
    nothing has been revealed, so the play can still be undone (ruling 48)."""
    seat = item["seat"]
    need = HAND_LIMIT - len(g.hands[seat])
    if item.get("wait") and option is None and need > 0:
        g._ask_choice(seat, "refill", REFILL_PROMPT, ["draw"], item)
        return
    while need > 0 and g.outcome is None:
        need -= 1
        glitch = _draw_one(g, seat)
        if glitch is not None:
            g.queue[0:0] = [glitch] + [{"op": "draw", "seat": seat}] * need
            return


def draw(g, item: dict, option: str | None) -> None:
    glitch = _draw_one(g, item["seat"])
    if glitch is not None:
        g.queue.insert(0, glitch)


def _draw_one(g, seat: int) -> dict | None:
    """Draw a card for `seat`, refreshing the deck if it is empty (the game is lost when
    there is nothing left to refresh with). A glitch is removed and its step returned."""
    if not g.deck:
        if not g.set_aside:
            finish(g, won=False)
            return None
        refresh_deck(g)
    card = g.deck.pop()
    g._reveals += 1
    if card.startswith(GLITCH):
        g.removed.append(card)
        return {"op": "glitch", "id": card[len(GLITCH):]}
    g.hands[seat].append(card)
    return None
