"""What one seat may see, and what a spectator sees.

Hidden: other players' hands (only their sizes), the order of the draw pile, the face-down
module stack, the identity of glitch cards not yet drawn, and the discard pile below its top
card ("you may never look through the Command Deck discard pile"). Face-up Re-Sequence
stacks and the set-aside cards are public.
"""

from __future__ import annotations

from game.engines.assembly.setup import GLITCH
from game.engines.common.plain import plain_copy


def view_for(g, seat: int) -> dict:
    """What `seat` may see: the public table, plus `view["private"]` (its own hand and
    the choice it alone is making). Every value is a fresh copy: a scene or bot may keep or
    change it without touching the game."""
    choice = g.choice if g.choice and g.choice["seat"] == seat else None
    return {"game": "assembly", "seat": seat,
            "private": {"hand": list(g.hands[seat]), "choice": plain_copy(choice)},
            **_public(g)}


def public_view(g) -> dict:
    """What a spectator sees: the part every seat's view shares, no seat, nothing private."""
    return {"game": "assembly", "seat": None, "private": {}, **_public(g)}


def _public(g) -> dict:
    face_up = g.resequence
    return {
        "setup": public_setup(g.setup),
        "bp": list(g.bp),
        "mod": list(g.mod),
        "locked": list(g.locked),
        "stacks": [list(s) if face_up else len(s) for s in g.stacks],
        "deck_size": len(g.deck),
        "discard_size": len(g.discard),
        "discard_top": g.discard[-1] if g.discard else None,
        "hand_sizes": [len(h) for h in g.hands],
        "set_aside": [{"card": e["card"],
                       "under": [c if not c.startswith(GLITCH) else "glitch" for c in e["under"]]}
                      for e in g.set_aside],
        "removed": list(g.removed),
        "cycle": g.cycle,
        "active": g.active,
        "turn": g.turn,
        "asked": plain_copy(g.asked),
        "waiting_for": g.pending.seat if g.pending else None,
        "roles": list(g.roles),
        "roles_used": list(g.roles_used),
        "holds": list(g.holds),
        "rob": list(g.rob),
        "robot_colours": list(g.robot_colours),
        "targets": [list(t) for t in g.targets],
        "queue": plain_copy(g.queue),
        "stats": plain_copy(g.stats),
        "outcome": g.outcome.to_dict() if g.outcome else None,
    }


def public_setup(setup) -> dict:
    """The setup's options as the table knows them: the seed would deal the deck again."""
    return {k: v for k, v in setup.to_dict().items() if k != "seed"}
