"""Drag-and-drop lookup: which single legal action a dragged counter means.

Zones are named as the scene draws them: a space id ("engineering"), a character sheet
("crew:2"), a door id ("d_sick_bay") and "discard" for the item supply during a Discard
choice. Counters are a standee ("crew:2"), an item card ("tool_kit_1") or "locked_door".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.errors import RuleError
from game.engines.tempus import actions as A

if TYPE_CHECKING:
    from game.engines.tempus.game import Game


def _seat(zone: str) -> int | None:
    return int(zone[5:]) if zone.startswith("crew:") and zone[5:].isdigit() else None


def find_action(g: Game, counter: str, src: str, dst: str):
    """The legal action that moves `counter` from zone `src` to zone `dst`, or RuleError
    naming both places."""
    wanted: list = []
    src_seat, dst_seat = _seat(src), _seat(dst)
    if counter.startswith("crew:"):
        wanted = [A.Move(dst)]
    elif counter == "locked_door":
        wanted = [A.ToggleDoor(dst), A.SecurityToggle(dst)]
    elif counter in g.items:
        me = g.pending.seat if g.pending else -1
        if dst == "discard" and src_seat is not None:
            wanted = [A.Discard(src_seat, counter)]
        elif src_seat == me and dst_seat is None:
            wanted = [A.Drop(counter)]
        elif src_seat is None and dst_seat == me:
            wanted = [A.PickUp(counter)]
        elif src_seat == me and dst_seat is not None:
            wanted = [A.Trade(dst_seat, (counter,), ())]
        elif dst_seat == me and src_seat is not None:
            wanted = [A.Trade(src_seat, (), (counter,))]
    legal = g.legal_actions()
    for action in wanted:
        if action in legal:
            return action
    for action in wanted:
        try:
            g.apply(action)  # never succeeds here: raises the rule's own sentence
        except RuleError as exc:
            raise RuleError(f"{_name(g, counter)} cannot go from {_place(g, src)} to "
                            f"{_place(g, dst)}: {exc}") from None
    raise RuleError(f"{_name(g, counter)} cannot go from {_place(g, src)} to "
                    f"{_place(g, dst)}.")


def _name(g: Game, counter: str) -> str:
    if counter in g.items:
        return f"The {g.item_name(counter)}"
    seat = _seat(counter)
    if seat is not None and seat < len(g.crew):
        return g.crew_name(seat)
    return "A Locked Door" if counter == "locked_door" else f'"{counter}"'


def _place(g: Game, zone: str) -> str:
    seat = _seat(zone)
    if seat is not None and seat < len(g.crew):
        return f"{g.crew_name(seat)}'s sheet"
    if zone in g.graph.names:
        return g.graph.names[zone]
    if zone in g.graph.door_sides:
        a, b = g.graph.door_sides[zone]
        return f"the door between {g.graph.names[a]} and {g.graph.names[b]}"
    return "the supply" if zone == "discard" else f'"{zone}"'
