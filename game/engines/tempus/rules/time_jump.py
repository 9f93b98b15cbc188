"""The Time Jump, its ten steps: the board resets, the crew keeps what the difficulty allows,
and the discarded disasters come round again with a Paradox beneath them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.actions import Event
from game.engines.tempus.rules.effects import enact

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

TIME_DRIVE = "time_drive"


def keeps_gear(g: Game, seat: int, activator: int) -> bool:
    """Who retains Equipment and Wounds (Difficulty Setting); the dead never do."""
    c = g.crew[seat]
    if c["dead"]:
        return False
    diff = g.setup.difficulty
    if diff in ("trainee", "recruit"):
        return True
    if diff == "officer":
        return c["at"] == TIME_DRIVE
    return seat == activator


def time_jump(g: Game, activator: int) -> None:
    g.events.append(Event("time_jump", "The Time Drive fires: back to the beginning!", {}))
    # 1. Everyone to the Time Drive, standing and alive; keep gear by difficulty.
    for seat, c in enumerate(g.crew):
        if not keeps_gear(g, seat, activator):
            for uid in g.items_of(seat):
                g.to_supply(uid)
            c["wounds"] = 0
        c.update(at=TIME_DRIVE, dead=False, down=False)
    # 2. Clear the board's tokens (and any jammed doors).
    for token in ("fire", "fault", "damage"):
        board = g.tokens[token]
        for s in board:
            g.supply[token] += board[s]
            board[s] = 0
    g.supply["locked_door"] += len(g.locked)
    g.locked.clear()
    g.sealed.clear()
    # 3. Shields back to the start, exterior door locked; completion tokens return (ruling).
    g.shields = g.content.ship.shields_start
    g.locked.add(g.graph.exterior)
    g.supply["locked_door"] -= 1
    g.supply["completion"] += len(g.completed)
    g.completed.clear()
    # 4-5. Items: strays off the board, starting spaces refilled.
    g.reset_board_items()
    # 6-7. Paradox under the flipped-over discard pile, on top of the deck.
    g.deck.append(g.paradox_deck.pop())
    g.deck.extend(reversed(g.discard))
    g.discard.clear()
    # 8-9. Hyperdrive broken again and re-enacted.
    g.fixed = False
    enact_hyperdrive(g)
    g.loops += 1
    # 10. A new round starts now.
    g.start_round()


def enact_hyperdrive(g: Game) -> None:
    for effect in g.content.hyperdrives[g.hyperdrive].broken:
        enact(g, effect)
