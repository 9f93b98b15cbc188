"""What each seat sees, and what a spectator sees.

Everything is on the table in this co-op game except the order of the decks and, unless the
Damage Report was used this round, the discard pile below its top card. Nothing belongs to
one seat alone, so every view's `private` is empty and the public view is any seat's view
with no seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engines.tempus.game import Game


def public_view(g: Game) -> dict:
    """What a spectator sees: the public part every seat shares, "seat" None, "private"
    empty; a fresh JSON-safe copy."""
    d = g.to_dict()
    d["deck"] = len(g.deck)
    d["paradox_deck"] = len(g.paradox_deck)
    if not g.discard_seen:
        d["discard"] = g.discard[-1:]
    # The seed and the generator's state would deal the decks again: no seat may hold them.
    del d["rng"]
    d["setup"] = {k: v for k, v in d["setup"].items() if k != "seed"}
    d["seat"] = None
    d["private"] = {}
    return d


def view_for(g: Game, seat: int) -> dict:
    """What `seat` sees: the public view, as theirs."""
    d = public_view(g)
    d["seat"] = seat
    return d
