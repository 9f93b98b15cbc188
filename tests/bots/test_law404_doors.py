"""404: no bot level programs a move through a door its room does not have. Such a move
does nothing and reads like a robot that cannot find the door; before, the normal and
easy bots programmed about 7 of them a four-robot game."""

from __future__ import annotations

import pytest

from game import registry
from game.bots.base import observe
from game.bots.law404.plan import act_of
from game.engines.common.rng import Rng
from game.simulate import _game_factory


def _doorless_moves(level: str, players: int, seeds: range) -> tuple[int, int]:
    """(moves programmed, moves through a door the robot's room will not have): each
    program followed from the room its robot stood in while it was programmed."""
    content = registry.content("law404")
    start = _game_factory("law404", content)
    make = registry.bot_factory("law404", level)
    moves = doorless = 0
    for seed in seeds:
        game = start(players, seed)
        bots = [make(s, Rng(seed * 10 + s)) for s in range(players)]
        rooms = None
        while not game.is_over:
            programming = game.st["stage"] == "program"
            if programming:
                rooms = list(game.st["room"])
            game.apply(bots[game.pending.seat].choose(observe("law404", game)))
            if not programming or game.st["stage"] == "program":
                continue
            for seat, program in enumerate(game.st["program"]):
                room = rooms[seat]
                for card, side in program:
                    act = act_of(content, card, side)
                    if not act.startswith("move_"):
                        continue
                    moves += 1
                    found = game.board.door_by_symbol(room, act[5:])
                    if found is None:
                        doorless += 1
                    else:
                        room = found[1]
    return moves, doorless


@pytest.mark.parametrize("level, players, seeds", [("easy", 4, range(3)), ("normal", 4, range(3)),
                                                   ("normal", 6, range(1)),
                                                   ("hard", 3, range(1))])
def test_no_level_programs_a_move_through_a_missing_door(level, players, seeds):
    moves, doorless = _doorless_moves(level, players, seeds)
    assert moves >= 5 and doorless == 0
