"""Robot Turn: programming action cards, the priority order of each round, and resolving
Pickup/Putdown, Rearrange, Open/Close and Activate (Move and Shoving are in shoving.py);
plus `play`, the dispatcher from an action to the rule that answers it.

The choices of each decision made here are listed from the same conditions that explain a
refusal (`*_refusal`: None when allowed, else the sentence): legal.py walks them.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from game.engines.law404 import actions as A
from game.engines.law404.actions import SIDES, shared
from game.engines.law404.rules import draft, endless, items, machines, shoving, turn

if TYPE_CHECKING:
    from game.engines.law404.game import Game

ROUNDS = 3
MOST_PICKED_UP = 2
"""Pickup takes the top one or two items of a zone."""
SELF = "self"
"""The rearrange target that is the robot's own stack."""
USE_CHIP = A.UseChip()


# ---------------------------------------------------------------- programming

def programmable(game: Game, seat: int) -> list[str]:
    """The cards Robot `seat` may program into its next slot: those of its hand it has not
    programmed yet."""
    st = game.st
    program = st["program"][seat]
    if not program:  # the first card: the whole hand (read it, never change it)
        return st["hands"][seat]
    used = [card for card, _ in program]
    return [card for card in st["hands"][seat] if card not in used]


def card_refusal(game: Game, seat: int, card: str) -> str | None:
    """May Robot `seat` program action card `card` into its next slot?"""
    if card in programmable(game, seat):
        return None
    st = game.st
    found = game.content.action_cards.get(card)
    if found is None:
        return "There is no such action card."
    for slot, (used, _) in enumerate(st["program"][seat]):
        if used == card:
            return (f"Action card {found.priority} is already in Robot {seat + 1}'s "
                    f"program, as Action {slot + 1}.")
    return f"Action card {found.priority} is not in Robot {seat + 1}'s hand."


def program_refusal(game: Game, seat: int, action: A.ProgramCard) -> str | None:
    if action.side not in SIDES:
        return 'A card goes into its slot "top" or "bottom" up.'
    return card_refusal(game, seat, action.card)


@cache
def _program_cards(card: str) -> tuple[A.ProgramCard, ...]:
    """Actions are immutable values, so one pair per card serves every game (building them
    is most of the cost of listing a programming decision)."""
    return tuple(A.ProgramCard(card, side) for side in SIDES)


def program_choices(game: Game, seat: int) -> list:
    """Every card of the hand not yet programmed, either way up; the chip before the
    first card."""
    out: list = []
    for card in programmable(game, seat):
        out += _program_cards(card)
    if turn.chip_refusal(game, seat) is None:
        out.append(USE_CHIP)
    return out


def play(game: Game, action) -> None:
    st = game.st
    if isinstance(action, A.ProgramCard):  # first: half of all actions are these
        _program(game, action)
        return
    if isinstance(action, A.KeepDirective):
        draft.keep_directive(game, action.directive)
        return
    if isinstance(action, A.UseChip):
        turn.use_chip(game, st["program_seat"])
        return
    sub = st["sub"]
    st["sub"] = None
    seat = sub["seat"]
    kind = sub["kind"]
    if kind == "pickput":
        _pickput(game, seat, action)
    elif kind == "rearrange":
        _rearrange_start(game, seat, action.target)
    elif kind == "rearrange_place":
        _rearrange_place(game, sub, action.item)
    elif kind == "doors":
        game.set_doors(st["room"][seat], action.open)
        game.emit("doors", f"Robot {seat + 1} {'opens' if action.open else 'closes'} every "
                  f"door of {game.board.name(st['room'][seat])}.")
    elif kind == "door":
        st["doors"][sub["door"]] = action.open
        game.emit("door", f"Robot {seat + 1} leaves the door "
                  f"{'open' if action.open else 'closed'}.", door=sub["door"], open=action.open)
        shoving.after_move(game, seat, sub["from"], sub["chain"])
    elif kind == "shove":
        shoving.shove(game, sub["mover"], action.seat, sub["from"], sub["chain"])
    elif kind == "shove_room":
        shoving.shove_to(game, sub["mover"], sub["target"], action.room, sub["chain"])
    elif kind == "steal":
        shoving.steal(game, sub, action.item)
    elif kind in ("lathe", "revive", "chart"):
        machines.answer(game, sub, action)
    elif kind == "offer":
        endless.take_offered(game, seat, action)


def _program(game: Game, action: A.ProgramCard) -> None:
    st = game.st
    seat = st["program_seat"]
    st["program"][seat].append([action.card, action.side])
    if len(st["program"][seat]) < ROUNDS:
        return
    st["program_seat"] += 1
    if st["program_seat"] < game.players:
        return
    st["hands"] = [[] for _ in range(game.players)]
    st["stage"] = "resolve"
    st["round"] = 0
    st["queue"] = round_order(game, 0)
    game.emit("reveal_programs", "Every robot reveals its program.")


def round_order(game: Game, rnd: int) -> list[int]:
    st = game.st
    cards = game.content.action_cards

    def key(seat: int) -> tuple[int, int]:
        first = 0 if st["turn_chip"][seat] == "first" else 1
        return first, cards[st["program"][seat][rnd][0]].priority

    return sorted(range(game.players), key=key)


def resolve_next(game: Game) -> None:
    """Resolve the next robot's card of this round, or move on to the next round/event."""
    st = game.st
    if not st["queue"]:
        st["round"] += 1
        if st["round"] >= ROUNDS:
            st["stage"] = "event"
        else:
            st["queue"] = round_order(game, st["round"])
        return
    seat = st["queue"].pop(0)
    card_id, side = st["program"][seat][st["round"]]
    card = game.content.action_cards[card_id]
    act = card.top if side == "top" else card.bottom
    start_action(game, seat, act)


def start_action(game: Game, seat: int, act: str) -> None:
    st = game.st
    room = st["room"][seat]
    if act.startswith("move_"):
        symbol = act[5:]
        found = game.board.door_by_symbol(room, symbol)
        if found is None:
            game.emit("move", f"Robot {seat + 1} finds no {symbol} door in "
                      f"{game.board.name(room)} and stays put.", inert=True)
            return
        door, other = found
        st["room"][seat] = other
        game.emit("move", f"Robot {seat + 1} moves through the {symbol} door to "
                  f"{game.board.name(other)}.", inert=not st["stacks"][f"robot:{seat}"],
                  seat=seat, room=other)
        st["sub"] = {"kind": "door", "seat": seat, "door": door, "from": room, "chain": [seat]}
    elif act == "pickup_putdown":
        if pickput_choices(game, seat):
            st["sub"] = {"kind": "pickput", "seat": seat}
        else:
            game.emit("pickput", f"Robot {seat + 1} has nothing to pick up or put down.",
                      inert=True)
    elif act == "rearrange":
        if rearrange_choices(game, seat):
            st["sub"] = {"kind": "rearrange", "seat": seat}
        else:
            game.emit("rearrange", f"Robot {seat + 1} has nothing to rearrange.", inert=True)
    elif act == "open_close":
        st["sub"] = {"kind": "doors", "seat": seat}
    elif act == "activate":
        machines.activate(game, room, by_seat=seat)


# ---------------------------------------------------------------- pickup / putdown

def _room_refusal(game: Game, seat: int, zone: str) -> str | None:
    """A robot handles only the zones of the room it is in (the clause after "cannot ...")."""
    room = game.st["room"][seat]
    where = game.content.zones[zone].room
    if where == room:
        return None
    return (f"it is in {game.board.name(where)} and Robot {seat + 1} is in "
            f"{game.board.name(room)}")


def _machine_refusal(game: Game, zone: str) -> str | None:
    """Pickup/Putdown may not touch a damaged machine or a locked cage (Damage; Cage)."""
    if game.is_damaged(zone):
        return "it is damaged, and a damaged machine lets nothing in or out until it is repaired"
    if game.cage_blocks(zone):
        return "it is locked, and nothing goes in or out until it unlocks at the start of next turn"
    return None


def _touch_refusal(game: Game, seat: int, zone: str) -> str | None:
    """Pickup/Putdown touches a zone of the robot's room that lets items in and out."""
    return _room_refusal(game, seat, zone) or _machine_refusal(game, zone)


def picked_up_at_most(held: int) -> int:
    return min(held, MOST_PICKED_UP)


def pickup_refusal(game: Game, seat: int, zone: str, count: int,
                   what: str | None = None) -> str | None:
    """May Robot `seat` pick up the top `count` items of `zone`? `what` names them in the
    sentence (a drag names the counter dragged); by default "2 items"."""
    if zone not in game.content.zones:
        return "There is no such zone on the ship."
    why = _touch_refusal(game, seat, zone)
    if why is None:
        held = len(game.st["stacks"][zone])
        if 1 <= count <= picked_up_at_most(held):
            return None
        if count < 1:
            why = "pick up at least one item"
        elif count > MOST_PICKED_UP:
            why = f"a robot picks up at most the top {MOST_PICKED_UP} items of a zone"
        else:
            why = f"it holds only {items.how_many(held)}" if held else "it is empty"
    return (f"Robot {seat + 1} cannot pick up {what or items.how_many(count)} from "
            f"{game.board.zone_name(zone)}: {why}.")


def putdown_refusal(game: Game, seat: int, zone: str, count: int,
                    what: str | None = None) -> str | None:
    """May Robot `seat` put the top `count` items it carries on `zone`?"""
    if zone not in game.content.zones:
        return "There is no such zone on the ship."
    why = _touch_refusal(game, seat, zone)
    if why is None:
        carried = len(game.st["stacks"][f"robot:{seat}"])
        if 1 <= count <= carried:
            return None
        if count < 1:
            why = "put down at least one item"
        else:
            why = (f"Robot {seat + 1} carries only {items.how_many(carried)}" if carried
                   else f"Robot {seat + 1} carries nothing")
    return (f"Robot {seat + 1} cannot put {what or items.how_many(count)} "
            f"{game.board.onto(zone)} {game.board.zone_name(zone)}: {why}.")


def pickput_refusal(game: Game, seat: int, action) -> str | None:
    if isinstance(action, A.PickUp):
        return pickup_refusal(game, seat, action.zone, action.count)
    return putdown_refusal(game, seat, action.zone, action.count)


def pickput_choices(game: Game, seat: int) -> list:
    st = game.st
    carried = len(st["stacks"][f"robot:{seat}"])
    out: list = []
    for zone in game.content.rooms[st["room"][seat]].zones:  # in its room, by construction
        if _machine_refusal(game, zone) is None:
            out += _zone_options(zone, picked_up_at_most(len(st["stacks"][zone])), carried)
    return out


@cache
def _zone_options(zone: str, can_take: int, carried: int) -> tuple:
    """Picking up 1..can_take items from `zone` or putting down 1..carried; shared like
    `shared` (a few zones times a few counts)."""
    return (tuple(A.PickUp(zone, n) for n in range(1, can_take + 1))
            + tuple(A.PutDown(zone, n) for n in range(1, carried + 1)))


# ---------------------------------------------------------------- rearrange

def rearrangeable(game: Game, seat: int) -> list[str]:
    """What Robot `seat` may rearrange: each zone of its room, then its own stack (SELF),
    that holds two or more items (fewer have no other order)."""
    st = game.st
    stacks = st["stacks"]
    out = [zone for zone in game.content.rooms[st["room"][seat]].zones
           if len(stacks[zone]) >= 2]
    if len(stacks[f"robot:{seat}"]) >= 2:
        out.append(SELF)
    return out


def rearrange_refusal(game: Game, seat: int, target: str) -> str | None:
    """May Robot `seat` rearrange `target` (a zone of its room, or SELF: its own stack)?"""
    if target in rearrangeable(game, seat):
        return None
    stacks = game.st["stacks"]
    if target == SELF:
        carried = len(stacks[f"robot:{seat}"])
        return (f"Robot {seat + 1} cannot rearrange its own stack: it carries "
                f"{'only 1 item' if carried else 'nothing'}.")
    if target not in game.content.zones:
        return "There is no such zone on the ship."
    why = _room_refusal(game, seat, target)
    if why is None:
        why = f"it holds {'only 1 item' if stacks[target] else 'nothing'}"
    return f"Robot {seat + 1} cannot rearrange {game.board.zone_name(target)}: {why}."


def rearrange_choices(game: Game, seat: int) -> list:
    return [shared(A.RearrangeTarget, target) for target in rearrangeable(game, seat)]


def place_refusal(sub: dict, item: str) -> str | None:
    """Rearranging: may `item` go next into the new stack?"""
    if item in sub["remaining"]:
        return None
    if item not in items.KIND:
        return "There is no such item."
    if item in sub["built"]:
        return f"That {items.name(item)} is already placed in the new stack."
    return f"That {items.name(item)} is not in the stack being rearranged."


def place_choices(sub: dict) -> list:
    return [shared(A.RearrangePlace, item) for item in sub["remaining"]
            if place_refusal(sub, item) is None]


def _pickput(game: Game, seat: int, action) -> None:
    st = game.st
    mine = f"robot:{seat}"
    if isinstance(action, A.PickUp):
        taken = st["stacks"][action.zone][-action.count:]
        game.move_items(taken, action.zone, mine)
        game.emit("pickup", f"Robot {seat + 1} picks up "
                  f"{', '.join(items.name(i) for i in taken)}.", items=taken, zone=action.zone)
    else:
        dropped = st["stacks"][mine][-action.count:]
        game.move_items(dropped, mine, action.zone)
        game.emit("putdown", f"Robot {seat + 1} puts down "
                  f"{', '.join(items.name(i) for i in dropped)}.", items=dropped, zone=action.zone)


def _rearrange_start(game: Game, seat: int, target: str) -> None:
    loc = f"robot:{seat}" if target == SELF else target
    game.st["sub"] = {"kind": "rearrange_place", "seat": seat, "target": loc,
                      "remaining": sorted(game.st["stacks"][loc], key=items.ORDER.__getitem__),
                      "built": []}


def _rearrange_place(game: Game, sub: dict, item: str) -> None:
    sub["remaining"].remove(item)
    sub["built"].append(item)
    if len(sub["remaining"]) > 1:
        game.st["sub"] = sub
        return
    new = sub["built"] + sub["remaining"]
    game.st["stacks"][sub["target"]][:] = new
    game.emit("rearrange", f"Robot {sub['seat'] + 1} rearranges a stack.", stack=new)
