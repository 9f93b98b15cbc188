"""The one drag lookup: which legal action a drag on the 404 table means, and back.

The drag vocabulary (every drag the table makes, in the engine's own ids):

    piece    the counter picked up: an item ("banana1"), or a robot ("robot:2", its mini)
    source   where it was picked up: a zone ("cargo.space"), a robot's carried stack
             ("robot:2"), or a room ("cargo": the robot minis standing there)
    target   where it was dropped: a zone, a robot ("robot:2": its mini or its stack), or a
             room (the minis standing there: the deciding robot, if it is one of them)

A drag lifts `piece` and every counter on top of it, so the one action it can mean is

    an item from a zone onto the deciding robot      PickUp(zone, how many were lifted)
    an item from the deciding robot onto a zone      PutDown(zone, how many were lifted)

Nothing else on the board is moved by hand: robots move by their action cards, another
robot's stack is only robbed by shoving it, and counters never go from zone to zone. The
refusal names what was dragged and where, with the rule walk's own reason (legal.py and the
conditions in rules/robot_turn.py). `using` (what pays for an action) is unused: nothing in
404 is paid for.

>>> from pathlib import Path
>>> from game.engines.law404 import Setup, load_content, new_game
>>> game = new_game(Setup(3, 1), load_content(Path(__file__).resolve().parents[3] / "levels"))
>>> find_action(game, 0, "banana1", "cargo.space", "robot:0")
Traceback (most recent call last):
...
game.engines.common.errors.RuleError: First Robot 1 must keep one of the directives it holds in the draft.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.errors import RuleError
from game.engines.law404 import actions as A
from game.engines.law404 import legal
from game.engines.law404.rules import items, robot_turn

if TYPE_CHECKING:
    from game.engines.law404.game import Game

ROBOT = "robot:"
NO_PLACE = "There is no such place on the ship."


def _robot(game: Game, place: str) -> int | None:
    """The seat of a "robot:N" place or piece, None for anything else."""
    if place.startswith(ROBOT) and place[len(ROBOT):].isdigit():
        seat = int(place[len(ROBOT):])
        return seat if seat < game.players else None
    return None


def _stack_name(game: Game, place: str) -> str:
    seat = _robot(game, place)
    return f"Robot {seat + 1}'s stack" if seat is not None else game.board.zone_name(place)


def lift_refusal(game: Game, seat: int, piece: str, source: str) -> str | None:
    """None when Robot `seat` may lift `piece` (and what is on it) from `source`; else why
    not. Where it may then go is find_action's question."""
    if source in game.content.rooms or piece.startswith(ROBOT):
        return "Robots move by their action cards, not by hand."
    owner = _robot(game, source)
    if owner is None and source not in game.content.zones:
        return NO_PLACE
    if owner is not None and owner != seat:
        return (f"That is Robot {owner + 1}'s stack: a robot only handles what it carries "
                "(shove it to steal).")
    if piece not in items.KIND:
        return "There is no such counter."
    if piece not in game.st["stacks"][source]:
        return f"The {items.name(piece)} is not in {_stack_name(game, source)}."
    return None


def _lifted(piece: str, count: int) -> str:
    """The counters a drag lifted, as the refusal names them."""
    name = f"the {items.name(piece)}"
    if count == 1:
        return name
    return f"{name} and the {'item' if count == 2 else f'{count - 1} items'} on it"


def find_action(game: Game, seat: int, piece: str, source: str, target: str,
                using: tuple[str, ...] = ()):
    """The one legal action of `seat` that dragging `piece` from `source` onto `target`
    means, or RuleError with the sentence why there is none."""
    pending = game.pending
    if pending is None:
        raise RuleError(legal.GAME_OVER)
    if pending.seat != seat:
        raise RuleError(f"It is Robot {pending.seat + 1}'s turn to decide, not "
                        f"Robot {seat + 1}'s.")
    reason = lift_refusal(game, seat, piece, source)
    if reason is not None:
        raise RuleError(reason)
    mine = f"{ROBOT}{seat}"
    if target in game.content.rooms:
        if game.st["room"][seat] != target:
            raise RuleError(f"Robot {seat + 1} is not in {game.board.name(target)}: items go "
                            f"onto Robot {seat + 1} or onto a zone of its room.")
        target = mine
    other = _robot(game, target)
    if other is None and target not in game.content.zones:
        raise RuleError(NO_PLACE)
    if target == source:
        raise RuleError(f"The {items.name(piece)} is already in {_stack_name(game, source)}.")
    if other is not None and other != seat:
        raise RuleError(f"A robot picks items up only onto itself, not onto Robot {other + 1} "
                        "(shove a robot to steal from it).")
    stack = game.st["stacks"][source]
    count = len(stack) - stack.index(piece)
    if target == mine:
        action = A.PickUp(source, count)
    elif source == mine:
        action = A.PutDown(target, count)
    else:
        raise RuleError(f"Items go from a zone onto Robot {seat + 1}, or from Robot {seat + 1} "
                        "onto a zone of its room: not from one zone to another.")
    if pending.kind != "pickput":
        raise RuleError(legal.why_not(game, action))
    what = _lifted(piece, count)
    if isinstance(action, A.PickUp):
        reason = robot_turn.pickup_refusal(game, seat, source, count, what)
    else:
        reason = robot_turn.putdown_refusal(game, seat, target, count, what)
    if reason is not None:
        raise RuleError(reason)
    return next(a for a in game.legal_actions() if a == action)


def drag_for(game: Game, action) -> tuple[str, str, str] | None:
    """(piece, source, target) of the drag that means `action` now, or None when no drag
    does (every decision but Pick up / Put down is a click or a button)."""
    pending = game.pending
    if pending is None or not isinstance(action, (A.PickUp, A.PutDown)):
        return None
    mine = f"{ROBOT}{pending.seat}"
    if isinstance(action, A.PickUp):
        source, target = action.zone, mine
    else:
        source, target = mine, action.zone
    stack = game.st["stacks"].get(source)
    if stack is None or action.zone not in game.content.zones \
            or not 1 <= action.count <= len(stack):
        return None
    return stack[-action.count], source, target
