"""Playing a robot's own actions forward on a sampled world, to compare programs.

The sampled world is held still between steps (stage "paused"), so only the robot's own
cards run: the other robots stand where they are. Follow-up choices inside a card (which
door, what to pick up) are made by a quick policy that never copies the game.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import permutations, product

from game.engines.law404 import Game, copy_state, legal
from game.engines.law404 import actions as A
from game.engines.law404.rules import events, robot_turn

Policy = Callable[[Game, dict, list], object]
SIDES = ("top", "bottom")


def fresh(world: Game) -> Game:
    """An independent copy of a sampled world (no undo, no event log)."""
    return Game(world.setup, world.content, copy_state(world.st), [], undo=False, events=False)


Done = Callable[[Game], None]
"""Marks the directives that hold now (the planner's own, cheaper, directive check)."""


def settle(world: Game, policy: Policy) -> None:
    """Answer follow-up choices with `policy` until none is open."""
    st = world.st
    guard = 0
    while st["sub"] is not None and st["over"] is None and guard < 40:
        options = legal.legal_actions(world)
        robot_turn.play(world, policy(world, st["sub"], options))
        guard += 1


def run_own(world: Game, seat: int, acts: list[str], first_round: int, policy: Policy,
            done: Done, resolve_event: bool = True) -> None:
    """Play `acts` (action names) for `seat` from round `first_round` on, then (by
    default) the turn's event, as if no other robot acted."""
    st = world.st
    st["stage"] = "paused"
    for program in st["program"]:  # a shoved robot reads its card's highlight
        if len(program) < 3:
            pad = _pad(world.content)
            program.extend([pad, "top"] for _ in range(3 - len(program)))
    for offset, act in enumerate(acts):
        if st["over"] is not None:
            return
        st["round"] = min(first_round + offset, 2)
        robot_turn.start_action(world, seat, act)
        settle(world, policy)
    done(world)  # once the cards are played: what held in between rarely matters
    if resolve_event and st["over"] is None:
        events.resolve_event(world)
        done(world)


_PADS: dict[int, str] = {}


def _pad(content) -> str:
    """A card with no highlight, standing in for cards a sampled robot has not chosen."""
    pad = _PADS.get(id(content))
    if pad is None:
        pad = _PADS[id(content)] = min(c for c, card in content.action_cards.items()
                                       if not card.highlighted)
    return pad


def act_of(content, card: str, side: str) -> str:
    card_ = content.action_cards[card]
    return card_.top if side == "top" else card_.bottom


def completions(content, hand: list[str], program: list[list[str]], board=None,
                room: str | None = None) -> list[tuple]:
    """Every way to fill the rest of a program from `hand`, one per distinct sequence of
    actions (the earliest priorities kept): [(card, side), ...] for the open slots.

    Given the `board` and the robot's `room`, sequences are told apart by where their
    moves lead, and only those with the fewest moves through a door the robot's room
    lacks are kept: such a move does nothing, and reads to a player like a robot that
    cannot find the door (there is nearly always a card side that does as little)."""
    used = {card for card, _ in program}
    free = [c for c in hand if c not in used]
    slots = 3 - len(program)
    best: dict[tuple[str, ...], tuple[int, tuple]] = {}
    cards = content.action_cards
    fixed = [act_of(content, c, s) for c, s in program]
    keys: dict[tuple[str, ...], tuple[str, ...]] = {}
    for picked in permutations(free, slots):
        for sides in product(SIDES, repeat=slots):
            acts = tuple(act_of(content, c, s) for c, s in zip(picked, sides, strict=True))
            key = keys.get(acts)
            if key is None:
                key = keys[acts] = acts if board is None else _effective(board, room,
                                                                         fixed + list(acts))
            rank = sum(cards[c].priority for c in picked)
            if key not in best or rank < best[key][0]:
                best[key] = (rank, tuple(zip(picked, sides, strict=True)))
    if board is not None:
        fewest = min(key.count(STAY) for key in best)
        return [plan for key, (_, plan) in best.items() if key.count(STAY) == fewest]
    return [plan for _, plan in best.values()]


STAY = "stay"


def _effective(board, room: str, acts: list[str]) -> tuple[str, ...]:
    """The actions with each move replaced by where it leads (or "stay")."""
    out = []
    for act in acts:
        if act.startswith("move_"):
            found = board.door_by_symbol(room, act[5:])
            if found is None:
                out.append(STAY)
                continue
            room = found[1]
            out.append("to_" + room)
        else:
            out.append(act)
    return tuple(out)


def remaining_acts(view: dict, content, seat: int) -> tuple[list[str], int]:
    """The robot's programmed actions still to come this turn, and the round of the first.
    Nothing while programming or drafting."""
    if view["stage"] != "resolve":
        return [], 0
    program = view["private"]["program"] or view["program"][seat]
    rnd = view["round"]
    start = rnd if seat in view["queue"] else rnd + 1
    return [act_of(content, c, s) for c, s in program[start:]], start


def program_action(card: str, side: str) -> A.ProgramCard:
    return A.ProgramCard(card, side)
