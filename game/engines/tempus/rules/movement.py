"""Movement, in the Action Phase: up to 2 a turn, never move-action-move; 1 to cross a
dotted line or an open doorway, 1 more into a space with Damage, never through a Locked
Door; a knocked down crew member spends 1 to stand up before moving ("Knocked Down").

Each condition returns None (allowed) or the sentence why not, and `move_choices` lists
exactly what they allow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.wording import capitalised
from game.engines.tempus import actions as A
from game.engines.tempus.actions import shared
from game.engines.tempus.board import NOT_A_SPACE

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

MOVED_THEN_ACTED = "You moved and then took your action: no more movement this turn."
STAND_UP = A.StandUp()


def movement_refusal(g: Game, seat: int) -> str | None:
    """Movement left this turn, and never move-action-move (perform locks the movement
    after an action that followed a move, except for Captain Vega's flexible order)."""
    if g.t_locked:
        return MOVED_THEN_ACTED
    if g.t_moves <= 0:
        return f"{g.crew_name(seat)} has no movement left this turn."
    return None


def walk_refusal(g: Game, seat: int) -> str | None:
    if g.crew[seat]["down"]:
        return f"{g.crew_name(seat)} is knocked down: stand up (1 movement) before moving."
    return None


def entry_cost(g: Game, space: str) -> int:
    """Movement it takes to enter `space`: 1, or 2 into a space with Damage."""
    return 2 if g.tokens["damage"][space] else 1


def step_refusal(g: Game, seat: int, here: str, to: str, moves: int) -> str | None:
    """Can `seat`, standing in `here` with `moves` movement left, step into `to`? Crossing
    one dotted line or open doorway; Locked Doors and jammed doors block it."""
    link = g.graph.between.get((here, to))
    if link is None:
        names = g.graph.names
        if to not in names:
            return NOT_A_SPACE
        if to == here:
            return f"{g.crew_name(seat)} is already in {names[here]}."
        return f"{names[to]} is not connected to {names[here]}."
    lid, door = link
    if door:
        if lid in g.sealed:
            return f"{capitalised(g.graph.door_name(lid))} is jammed shut."
        if lid in g.locked:
            return f"{capitalised(g.graph.door_name(lid))} is locked."
    cost = entry_cost(g, to)
    if cost > moves:
        return (f"Entering {g.graph.names[to]} costs {cost} movement (it has Damage) but "
                f"{g.crew_name(seat)} has {moves} left.")
    return None


def move_refusal(g: Game, seat: int, to: str) -> str | None:
    return movement_refusal(g, seat) or walk_refusal(g, seat) or step_refusal(
        g, seat, g.crew[seat]["at"], to, g.t_moves)


def stand_refusal(g: Game, seat: int) -> str | None:
    # After move-then-act movement is over, standing or not: that is said first.
    if g.t_locked:
        return MOVED_THEN_ACTED
    if not g.crew[seat]["down"]:
        return f"{g.crew_name(seat)} is already standing."
    return movement_refusal(g, seat)


def move_choices(g: Game, seat: int, here: str) -> list:
    """Every step out of `here` the conditions allow, or standing up when knocked down."""
    out: list = []
    if movement_refusal(g, seat) is not None:
        return out
    if walk_refusal(g, seat) is None:
        moves = g.t_moves
        for to in g.graph.connected(here):
            if step_refusal(g, seat, here, to, moves) is None:
                out.append(shared(A.Move, to))
    elif stand_refusal(g, seat) is None:
        out.append(STAND_UP)
    return out
