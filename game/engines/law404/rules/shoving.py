"""Move and Shoving: a robot entering a room with other robots may shove one of them into
a neighbouring room (taking one item it carries); the shoved robot counts as having moved,
so its player sets the door it went through and it may shove in turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.wording import listing
from game.engines.law404 import actions as A
from game.engines.law404.actions import shared
from game.engines.law404.rules import items

if TYPE_CHECKING:
    from game.engines.law404.game import Game


HIGHLIGHT_NEEDED_FROM = 4
"""From this many robots on, only a highlighted action card shoves."""


def highlighted(game: Game, seat: int) -> bool:
    st = game.st
    if st["turn_chip"][seat] == "highlight":
        return True
    card = st["program"][seat][st["round"]][0]
    return game.content.action_cards[card].highlighted


def shove_refusal(game: Game, mover: int, target: int, chain: list[int]) -> str | None:
    """May Robot `mover`, having just moved into its room, shove Robot `target`? Robots of
    a chain of shoves are not shoved again on the same move."""
    st = game.st
    if not 0 <= target < game.players:
        return f"There are only {game.players} robots in this game."
    if target == mover:
        return "A robot cannot shove itself."
    room = st["room"][mover]
    if st["room"][target] != room:
        return f"Robot {target + 1} is not in {game.board.name(room)}."
    if target in chain:
        return f"Robot {target + 1} has already been shoved on this move."
    if game.players >= HIGHLIGHT_NEEDED_FROM:
        if not highlighted(game, mover):
            return (f"With {HIGHLIGHT_NEEDED_FROM} or more robots only a robot whose action "
                    f"card is highlighted shoves, and Robot {mover + 1}'s is not.")
        if game.reduced_shoving and not highlighted(game, target):
            return (f"With Reduced Shoving a robot is shoved only if its own action card is "
                    f"highlighted too, and Robot {target + 1}'s is not.")
    return None


def shove_choices(game: Game, mover: int, chain: list[int]) -> list[int]:
    """The robots Robot `mover` may shove, in seat order."""
    return [seat for seat in game.robots_in(game.st["room"][mover])
            if shove_refusal(game, mover, seat, chain) is None]


def after_move(game: Game, mover: int, came_from: str, chain: list[int]) -> None:
    """Shoving: a robot entering a room with other robots may shove one of them."""
    others = shove_choices(game, mover, chain)
    if not others:
        return
    if len(others) == 1:
        shove(game, mover, others[0], came_from, chain)
    else:
        game.st["sub"] = {"kind": "shove", "seat": mover, "mover": mover, "options": others,
                          "from": came_from, "chain": chain}


def shove_room_refusal(game: Game, mover: int, target: int, room: str,
                       came_from: str | None) -> str | None:
    """May Robot `mover` shove Robot `target` into `room`? A room next to theirs, and one
    the mover did not come from with no robot in it whenever there is such a room."""
    st = game.st
    if room not in game.content.rooms:
        return "There is no such room on the ship."
    here = st["room"][mover]
    name = game.board.name
    near = game.board.neighbours(here)
    if room not in near:
        return (f"{name(room)} is not next to {name(here)}: a shoved robot goes through a "
                f"door of the room it is in.")
    free = [r for r in near if r != came_from and r not in st["room"]]
    if not free or room in free:
        return None
    why = f"Robot {mover + 1} came in from there" if room == came_from else "a robot is in it"
    return (f"Robot {target + 1} cannot be shoved into {name(room)}: {why}, and "
            f"{listing([name(r) for r in free])} {'is' if len(free) == 1 else 'are'} free.")


def shove_room_choices(game: Game, mover: int, target: int, came_from: str | None) -> list[str]:
    return [room for room in game.board.neighbours(game.st["room"][mover])
            if shove_room_refusal(game, mover, target, room, came_from) is None]


def shove(game: Game, mover: int, target: int, came_from: str, chain: list[int]) -> None:
    st = game.st
    options = shove_room_choices(game, mover, target, came_from)
    game.deed("shove")
    game.emit("shove", f"Robot {mover + 1} shoves robot {target + 1}.", mover=mover,
              target=target)
    chain = chain + [target]
    if len(options) == 1:
        shove_to(game, mover, target, options[0], chain)
    else:
        st["sub"] = {"kind": "shove_room", "seat": mover, "mover": mover, "target": target,
                     "options": options, "from": came_from, "chain": chain}


def shove_to(game: Game, mover: int, target: int, room: str, chain: list[int]) -> None:
    st = game.st
    if st["stacks"][f"robot:{target}"]:
        st["sub"] = {"kind": "steal", "seat": mover, "mover": mover, "target": target,
                     "room": room, "chain": chain}
        return
    _shoved_moves(game, target, room, chain)


def steal_refusal(game: Game, sub: dict, item: str | None) -> str | None:
    """May the shoving robot steal `item` (None: nothing)? Any one item the shoved robot
    carries, not only the top one."""
    target = sub["target"]
    if item is None or item in game.st["stacks"][f"robot:{target}"]:
        return None
    if item not in items.KIND:
        return "There is no such item."
    return f"Robot {target + 1} does not carry that {items.name(item)}."


def steal_choices(game: Game, sub: dict) -> list:
    carried = game.st["stacks"][f"robot:{sub['target']}"]
    return [shared(A.Steal, item) for item in (None, *carried)
            if steal_refusal(game, sub, item) is None]


def steal(game: Game, sub: dict, item: str | None) -> None:
    """The shoving robot takes one item the shoved robot carries (or nothing); then the
    shoved robot moves."""
    if item is not None:
        game.move_items([item], f"robot:{sub['target']}", f"robot:{sub['mover']}")
        game.emit("steal", f"Robot {sub['mover'] + 1} steals {items.name(item)}.")
    _shoved_moves(game, sub["target"], sub["room"], sub["chain"])


def _shoved_moves(game: Game, target: int, room: str, chain: list[int]) -> None:
    """The shoved robot is treated as having moved: its player sets the door, and it may
    shove in turn."""
    st = game.st
    came_from = st["room"][target]
    door = game.board.door_between(came_from, room)
    st["room"][target] = room
    game.emit("move", f"Robot {target + 1} is shoved into {game.board.name(room)}.",
              inert=not st["stacks"][f"robot:{target}"], seat=target, room=room)
    st["sub"] = {"kind": "door", "seat": target, "door": door, "from": came_from, "chain": chain}
