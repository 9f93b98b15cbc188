"""Move and Shoving: a robot entering a room with other robots may shove one of them into
a neighbouring room (taking one item it carries); the shoved robot counts as having moved,
so its player sets the door it went through and it may shove in turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.law404.rules import items

if TYPE_CHECKING:
    from game.engines.law404.game import Game


def highlighted(game: Game, seat: int) -> bool:
    st = game.st
    if st["turn_chip"][seat] == "highlight":
        return True
    card = st["program"][seat][st["round"]][0]
    return game.content.action_cards[card].highlighted


def after_move(game: Game, mover: int, came_from: str, chain: list[int]) -> None:
    """Shoving: a robot entering a room with other robots may shove one of them."""
    st = game.st
    room = st["room"][mover]
    others = [s for s in game.robots_in(room) if s != mover and s not in chain]
    if not others:
        return
    if game.players >= 4:
        if not highlighted(game, mover):
            return
        if game.reduced_shoving:
            others = [s for s in others if highlighted(game, s)]
    if not others:
        return
    if len(others) == 1:
        shove(game, mover, others[0], came_from, chain)
    else:
        st["sub"] = {"kind": "shove", "seat": mover, "mover": mover, "options": others,
                     "from": came_from, "chain": chain}


def shove(game: Game, mover: int, target: int, came_from: str, chain: list[int]) -> None:
    st = game.st
    room = st["room"][mover]
    near = game.board.neighbours(room)
    occupied = set(st["room"])
    preferred = [r for r in near if r != came_from and r not in occupied]
    options = preferred or near
    game.deed("shove")
    game.emit("shove", f"Robot {mover + 1} shoves robot {target + 1}.", mover=mover,
              target=target)
    chain = chain + [target]
    if len(options) == 1:
        shove_to(game, mover, target, options[0], chain)
    else:
        st["sub"] = {"kind": "shove_room", "seat": mover, "mover": mover, "target": target,
                     "options": options, "chain": chain}


def shove_to(game: Game, mover: int, target: int, room: str, chain: list[int]) -> None:
    st = game.st
    if st["stacks"][f"robot:{target}"]:
        st["sub"] = {"kind": "steal", "seat": mover, "mover": mover, "target": target,
                     "room": room, "chain": chain}
        return
    _shoved_moves(game, target, room, chain)


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
