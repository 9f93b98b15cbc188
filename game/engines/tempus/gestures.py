"""The one drag lookup of the Tempus table: the legal action a drag means (`find_action`) and
the drag that means an action (`drag_for`), in the table's own words.

Pieces: a standee ("crew:2"), an item card ("tool_kit_1"), a Locked Door ("locked_door").
Places: a space ("engineering"), a character sheet ("crew:2"), an interior door
("d_sick_bay") and "supply" (the item supply, or the Locked Door tokens beside the board).

- A standee dropped in a space moves there: one step is a Move; further away, the first
  step of the cheapest route (`routes`; the table plays the rest step by step); knocked
  down, Stand up comes first, and dropping it back in its own space stands it up.
- An item card from the acting crew member's space onto their sheet is picked up, from
  their sheet onto their space dropped; between their sheet and another sheet it is a
  one-card trade either way (or, when the other sheet has no room, the one swap for a card
  of theirs that fits); from any sheet onto the supply, the crew's Discard.
- A Locked Door from the supply onto a door locks it, from a door back to the supply
  unlocks it: the door action, or a switch during the Security Room action.

Whether the action is allowed is always the rule walk's (legal.py): a refusal is its
sentence, naming what was dragged and where.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.engines.common.errors import RuleError
from game.engines.tempus import actions as A
from game.engines.tempus.legal import decision_reason, why_not
from game.engines.tempus.rules.characters import crew_seat
from game.engines.tempus.rules.movement import (
    entry_cost,
    movement_refusal,
    step_refusal,
    walk_refusal,
)

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

SUPPLY = "supply"
LOCKED_DOOR = "locked_door"


class Route(NamedTuple):
    """The cheapest way a standee gets to a space this turn: the movement it costs and the
    actions (Stand up, Moves) in order."""

    cost: int
    path: tuple


def find_action(g: Game, seat: int, piece: str, source: str, target: str,
                using: tuple[str, ...] = ()):
    """The one legal action of `seat` that the drag of `piece` from `source` to `target`
    means; RuleError with the reason otherwise. `using` is for games that pay with chosen
    cards: nothing on the Tempus is paid for, so it is not read."""
    why = _turn_of(g, seat)
    if why is not None:
        raise RuleError(why)
    if not _is_place(g, source) or not _is_place(g, target):
        raise RuleError("There is no such place on the Tempus table.")
    if crew_seat(g, piece) is not None:
        why = pick_reason(g, seat, piece)
        if why is not None:
            raise RuleError(why)
        action, why = _standee(g, seat, target)
    elif piece == LOCKED_DOOR:
        action, why = _locked_door(g, source, target)
    elif piece in g.items:
        action, why = _item_card(g, seat, piece, source, target)
    else:
        raise RuleError("There is no such piece on the Tempus table.")
    if action is not None and why is None:
        why = why_not(g, action)
    if why is None:
        return action
    raise RuleError(f"{_piece_name(g, piece)} cannot go from {_place_name(g, source)} to "
                    f"{_place_name(g, target)}: {why}")


def drag_for(g: Game, action) -> tuple[str, str, str] | None:
    """(piece, source, target) of the drag that means `action` now; None for what is not
    made by a drag (buttons: board actions, item uses, trades of several cards, ...)."""
    pending = g.pending
    if pending is None:
        return None
    seat = pending.seat
    kind = type(action)
    me = f"crew:{seat}"
    here = g.crew[seat]["at"] if 0 <= seat < len(g.crew) else None
    if kind is A.Move:
        return me, here, action.to
    if kind is A.StandUp:
        return me, here, here
    if kind is A.PickUp:
        where = g.items.get(action.item, "")
        return action.item, where[2:] if where.startswith("s:") else here, me
    if kind is A.Drop:
        return action.item, me, here
    if kind is A.Trade:
        other = f"crew:{action.partner}"
        if len(action.give) == 1 and not action.take:
            return action.give[0], me, other
        if len(action.take) == 1 and not action.give:
            return action.take[0], other, me
        return None
    if kind in (A.ToggleDoor, A.SecurityToggle):
        door = action.door
        return (LOCKED_DOOR, door, SUPPLY) if door in g.locked else (LOCKED_DOOR, SUPPLY, door)
    if kind is A.Discard:
        return action.item, f"crew:{action.seat}", SUPPLY
    return None


def pick_reason(g: Game, seat: int, piece: str) -> str | None:
    """Why `seat` may not pick `piece` up at all now, else None (where it is dropped decides
    the rest): only the acting crew member's standee moves, and only in a turn."""
    standee = crew_seat(g, piece)
    if standee is None:
        return None
    why = _turn_of(g, seat) or decision_reason(g, A.Move)
    if why is None and standee != g.current_seat:
        why = f"It is {g.crew_name(g.current_seat)}'s turn: only their standee moves now."
    return why


def routes(g: Game, seat: int) -> dict[str, Route]:
    """Every space `seat`'s standee can still reach this turn, by its cheapest route (its
    own space too while standing up is what it takes). Each step is one the rule walk
    allows from where the standee would then be, with the movement then left."""
    if g.pending is None or seat != g.pending.seat or decision_reason(g, A.Move) \
            or movement_refusal(g, seat):
        return {}
    start = g.crew[seat]["at"]
    moves = g.t_moves
    best: dict[str, Route] = {}
    # Breadth-first by steps, a space kept only when reached cheaper: among routes of one
    # cost, the one with fewer steps, then the first in board order, wins.
    frontier = [(start, moves, walk_refusal(g, seat) is not None, ())]
    while frontier:
        later = []
        for here, left, down, path in frontier:
            if down:
                steps = [(here, 1, A.StandUp())]
            else:
                steps = [(to, entry_cost(g, to), A.Move(to)) for to in g.graph.connected(here)
                         if step_refusal(g, seat, here, to, left) is None]
            for space, cost, action in steps:
                if space == start and not down:
                    continue  # out and back again leads nowhere
                total = moves - left + cost
                old = best.get(space)
                if old is None or total < old.cost:
                    best[space] = Route(total, path + (action,))
                    later.append((space, left - cost, False, path + (action,)))
        frontier = later
    return best


# ---- what each kind of piece means -----------------------------------------------------------

def _turn_of(g: Game, seat: int) -> str | None:
    pending = g.pending
    if pending is None:
        return "The game is over."
    if seat == pending.seat:
        return None
    name = g.crew_name(pending.seat)
    if pending.kind == "choose_first_player":
        return f"{name} chooses who takes the first turn this round."
    if pending.kind == "discard_equipment":
        return f"{name} chooses what the crew discards."
    return f"It is {name}'s turn."


def _standee(g: Game, seat: int, target: str):
    names = g.graph.names
    if target not in names:
        return None, "Crew move between spaces of the ship: drop the standee in a room."
    route = routes(g, seat).get(target)
    if route is not None:
        return route.path[0], None
    here = g.crew[seat]["at"]
    if (here, target) not in g.graph.between and target != here \
            and movement_refusal(g, seat) is None and walk_refusal(g, seat) is None:
        return None, (f"it is out of reach with {g.t_moves} movement left (1 per dotted line "
                      "or open doorway, +1 into a space with Damage).")
    return A.Move(target), None


def _locked_door(g: Game, source: str, target: str):
    door = target if source == SUPPLY else source
    if SUPPLY not in (source, target) or door not in g.graph.door_sides and \
            door != g.graph.exterior:
        return None, ("a Locked Door goes from the supply onto a door, or from a door back to "
                      "the supply.")
    if source == SUPPLY and door in g.locked:
        return None, "it is locked already: drag its Locked Door back to the supply to open it."
    if target == SUPPLY and door not in g.locked:
        return None, "it has no Locked Door to take away."
    kind = A.SecurityToggle if g.phase == "security" else A.ToggleDoor
    return kind(door), None


def _item_card(g: Game, seat: int, uid: str, source: str, target: str):
    from_sheet, to_sheet = crew_seat(g, source), crew_seat(g, target)
    if target == SUPPLY:
        if from_sheet is None:
            return None, "only items on a crew member's sheet go back to the supply."
        return A.Discard(from_sheet, uid), None
    if from_sheet is not None and from_sheet == to_sheet:
        return None, "it is on that sheet already."
    if to_sheet == seat and from_sheet is None:
        return A.PickUp(uid), None
    if from_sheet == seat and to_sheet is None:
        here = g.crew[seat]["at"]
        if target != here:
            return None, (f"{g.crew_name(seat)} drops items where they stand, in "
                          f"{g.graph.names[here]}.")
        return A.Drop(uid), None
    if from_sheet == seat and to_sheet is not None:
        return _trade(g, seat, A.Trade(to_sheet, (uid,), ()), uid)
    if to_sheet == seat and from_sheet is not None:
        return _trade(g, seat, A.Trade(from_sheet, (), (uid,)), uid)
    return None, (f"only {g.crew_name(seat)}'s items change hands now: drag to or from their "
                  "sheet.")


def _trade(g: Game, seat: int, one_card, uid: str):
    """A one-card trade, or when only an exchange makes room, the one legal swap of this
    card for a card of theirs (several swaps: the player marks the trade instead)."""
    why = why_not(g, one_card)
    if why is None:
        return one_card, None
    swaps = [a for a in g.legal_actions() if type(a) is A.Trade and a.partner ==
             one_card.partner and (a.give == (uid,) and len(a.take) == 1 or
                                   a.take == (uid,) and len(a.give) == 1)]
    return (swaps[0], None) if len(swaps) == 1 else (None, why)


# ---- printed names ---------------------------------------------------------------------------

def _is_place(g: Game, place: str) -> bool:
    return (place in g.graph.names or place in g.graph.door_sides or place == SUPPLY
            or place == g.graph.exterior or crew_seat(g, place) is not None)


def _piece_name(g: Game, piece: str) -> str:
    if piece in g.items:
        return f"The {g.item_name(piece)}"
    seat = crew_seat(g, piece)
    return g.crew_name(seat) if seat is not None else "A Locked Door"


def _place_name(g: Game, place: str) -> str:
    seat = crew_seat(g, place)
    if seat is not None:
        return f"{g.crew_name(seat)}'s sheet"
    if place in g.graph.names:
        return g.graph.names[place]
    if place in g.graph.door_sides:
        return g.graph.door_name(place)
    return "the exterior Airlock door" if place == g.graph.exterior else "the supply"
