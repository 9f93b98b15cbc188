"""Character Sheets: the crew member a seat or a target names, who is in a space (standing,
knocked down or dead), and who has wounds to heal, as the conditions other rules ask (None,
or the sentence why not).

What a character's ability does as an action is the Action Phase's (action_phase.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

NO_SUCH_CREW = "There is no such crew member."


def crew_refusal(g: Game, seat: int) -> str | None:
    return None if 0 <= seat < len(g.crew) else NO_SUCH_CREW


def crew_seat(g: Game, target: str) -> int | None:
    """The seat a "crew:N" target names, exactly as the engine writes it, else None."""
    if target.startswith("crew:"):
        n = target[5:]
        if n.isascii() and n.isdigit() and str(int(n)) == n and int(n) < len(g.crew):
            return int(n)
    return None


def in_room(g: Game, here: str) -> list[int]:
    """The seats whose standee (or body) is in `here`, in seat order."""
    return [s for s, c in enumerate(g.crew) if c["at"] == here]


def wounded_in_refusal(g: Game, here: str) -> str | None:
    """Is anyone alive in `here` wounded? (Asked once, before any one patient.)"""
    for c in g.crew:
        if c["at"] == here and c["wounds"] and not c["dead"]:
            return None
    return f"Nobody in {g.graph.names[here]} is wounded."


def wounded_refusal(g: Game, seat: int, here: str) -> str | None:
    """Is `seat` alive, in `here` and wounded?"""
    who = g.crew_name(seat)
    c = g.crew[seat]
    if c["dead"]:
        return f"{who} is dead."
    if c["at"] != here:
        return f"{who} is not in {g.graph.names[here]}."
    if not c["wounds"]:
        return f"{who} has no wounds."
    return None
