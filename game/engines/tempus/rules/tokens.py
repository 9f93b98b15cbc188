"""Tokens: placing Fire, Electrical Faults and Damage; wounds; Fire Spreading; knocked down.

Every placed token wounds each living crew member in that space once. Running out of a
disaster token ends the game at once (the ship explodes / the computers fry).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from game.engines.common.actions import Event

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

MAX_FIRE = 2
TOKEN_NAMES = {"fire": "Fire", "fault": "Electrical Fault", "damage": "Damage"}


def place(g: Game, token: str, space: str, count: int = 1) -> int:
    """Place `count` tokens one by one; returns how many went on the board."""
    placed = 0
    for _ in range(count):
        if g.result is not None:
            break
        if token == "fire":
            placed += place_fire(g, space)
        else:
            placed += _place_one(g, token, space)
    return placed


def place_fire(g: Game, space: str) -> int:
    """Place 1 Fire; a 2nd Fire spreads, and each spread finishes before the next starts."""
    if g.tokens["fire"][space] >= MAX_FIRE:
        return 0
    if not _place_one(g, "fire", space):
        return 0
    if g.tokens["fire"][space] == MAX_FIRE:
        spread(g, [space])
    return 1


def spread(g: Game, sources: list[str]) -> int:
    """Fire Spreading: each source puts 1 Fire in every adjacent space below 2 Fires.

    A space that reaches its 2nd Fire joins the back of the queue, so the current spread is
    finished first (the rulebook's Fire Spreading example).
    """
    queue = deque(sources)
    placed = 0
    blocked = g.blocked
    while queue and g.result is None:
        here = queue.popleft()
        g.events.append(Event("spread", f"Fire spreads from {g.graph.names[here]}.",
                              {"space": here}))
        for other in g.graph.adjacent(here, blocked):
            if g.tokens["fire"][other] >= MAX_FIRE:
                continue
            if not _place_one(g, "fire", other):
                return placed
            placed += 1
            if g.tokens["fire"][other] == MAX_FIRE:
                queue.append(other)
    return placed


def _place_one(g: Game, token: str, space: str) -> int:
    if g.supply[token] <= 0:
        g.lose("supply_" + token, f"There was no {TOKEN_NAMES[token]} token left to place: "
               + ("the ship's computers fry." if token == "fault" else "the ship explodes."))
        return 0
    g.supply[token] -= 1
    board = g.tokens[token]
    board[space] += 1
    g.events.append(Event("place", f"{TOKEN_NAMES[token]} placed in {g.graph.names[space]}.",
                          {"token": token, "space": space}))
    for seat in g.crew_in(space):
        wound(g, seat, 1)
    if token == "fault" and board[space] == 2:
        # Only the 2nd fault in a space starts a fire; the 3rd and later do not.
        place_fire(g, space)
    return 1


def remove(g: Game, token: str, space: str, amount: int) -> int:
    """Remove up to `amount` tokens (0 means all); removing the last token from the
    Hyperdrive fixes it."""
    board = g.tokens[token]
    n = board[space] if amount <= 0 else min(amount, board[space])
    if n:
        board[space] -= n
        g.supply[token] += n
        g.events.append(Event("remove", f"{n} {TOKEN_NAMES[token]} removed from "
                              f"{g.graph.names[space]}.", {"token": token, "space": space}))
        if space == "hyperdrive":
            g.check_hyperdrive_fixed()
    return n


def wound(g: Game, seat: int, amount: int) -> int:
    """Give wounds one at a time; unexhausted Body Armour is exhausted to cancel one."""
    c = g.crew[seat]
    taken = 0
    for _ in range(amount):
        if c["dead"]:
            break
        armour = g.worn_with_passive(seat, "absorb_wound")
        if armour:
            g.exhausted.add(armour)
            g.events.append(Event("armour", f"{g.crew_name(seat)}'s Body Armour absorbs a "
                                  "wound and is exhausted.", {"seat": seat}))
            continue
        c["wounds"] += 1
        taken += 1
        if c["wounds"] >= g.capacity(seat):
            kill(g, seat, f"{g.crew_name(seat)} has died.")
    return taken


def kill(g: Game, seat: int, text: str) -> None:
    c = g.crew[seat]
    c["dead"] = True
    c["down"] = False
    c["wounds"] = g.capacity(seat)
    g.events.append(Event("death", text, {"seat": seat}))
    if all(x["dead"] for x in g.crew):
        g.lose("all_dead", "Every member of the crew is dead.")


def heal(g: Game, seat: int, amount: int) -> int:
    c = g.crew[seat]
    n = c["wounds"] if amount <= 0 else min(amount, c["wounds"])
    c["wounds"] -= n
    if n:
        g.events.append(Event("heal", f"{g.crew_name(seat)} loses {n} wound(s).",
                              {"seat": seat}))
    return n


def knock_down(g: Game) -> int:
    """Knock down every living crew member, unless their ability keeps them standing."""
    n = 0
    for seat, c in enumerate(g.crew):
        if c["dead"] or c["down"] or g.character(seat).ability == "steady":
            continue
        c["down"] = True
        n += 1
    if n:
        g.events.append(Event("knockdown", "The crew is knocked down.", {}))
    return n


def switch_doors(g: Game, doors: list[str]) -> int:
    """Remove the Locked Doors on `doors` and lock the ones that were open (sealed doors and
    the exterior Airlock door never switch). Short of tokens, lock in board order."""
    doors = [d for d in doors if d not in g.sealed]
    to_open = [d for d in doors if d in g.locked]
    to_lock = [d for d in doors if d not in g.locked]
    for d in to_open:
        g.locked.discard(d)
        g.supply["locked_door"] += 1
    for d in to_lock:
        if g.supply["locked_door"] <= 0:
            break
        g.locked.add(d)
        g.supply["locked_door"] -= 1
    if doors:
        g.events.append(Event("doors", f"{len(doors)} door(s) switched.", {"doors": doors}))
    return len(doors)
