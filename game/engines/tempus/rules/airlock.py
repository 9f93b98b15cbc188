"""Airlock Opening: vent fires, pull unsuited crew toward the hole, knock everyone down."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.actions import Event
from game.engines.tempus.rules import tokens

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

AIRLOCK = "airlock"
PULL = 5


def airlock_opening(g: Game) -> None:
    """Enact an Airlock Opening (the exterior door is open).

    1. Every Fire with a route to the Airlock over dotted lines and open doorways is removed.
    2. Every living crew member without a Space Suit and with such a route is moved 5 spaces
       toward the Airlock along a shortest route; anyone who would pass it is killed.
    3. Everyone is knocked down.
    """
    g.events.append(Event("airlock", "The Airlock opens to space!", {}))
    dist = g.graph.distances(AIRLOCK, g.blocked)
    for space in g.graph.spaces:
        if space in dist and g.tokens["fire"][space]:
            tokens.remove(g, "fire", space, 0)
    for seat, c in enumerate(g.crew):
        if c["dead"] or c["at"] not in dist or g.worn_with_passive(seat, "vacuum_proof"):
            continue
        d = dist[c["at"]]
        if d < PULL:
            items = g.items_of(seat)
            for uid in items:
                g.to_supply(uid)
            c["at"] = None
            tokens.kill(g, seat, f"{g.crew_name(seat)} is blown out of the Airlock.")
            if g.result is not None:
                return
            continue
        here = c["at"]
        for _ in range(PULL):
            # Step to the first neighbour (in board order) one step closer: a fixed,
            # deterministic choice among equally short routes.
            here = next(o for o in g.graph.adjacent(here, g.blocked) if dist.get(o) ==
                        dist[here] - 1)
        c["at"] = here
        g.events.append(Event("pulled", f"{g.crew_name(seat)} is dragged to "
                              f"{g.graph.names[here]}.", {"seat": seat, "space": here}))
    tokens.knock_down(g)
