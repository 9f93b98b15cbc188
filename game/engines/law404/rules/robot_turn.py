"""Robot Turn: programming action cards, the priority order of each round, and resolving
Pickup/Putdown, Rearrange, Open/Close and Activate (Move and Shoving are in shoving.py);
plus `play`, the dispatcher from an action to the rule that answers it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.law404 import actions as A
from game.engines.law404 import legal
from game.engines.law404.rules import draft, endless, items, machines, shoving, turn

if TYPE_CHECKING:
    from game.engines.law404.game import Game

ROUNDS = 3


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
        if legal.pickput_options(game, seat):
            st["sub"] = {"kind": "pickput", "seat": seat}
        else:
            game.emit("pickput", f"Robot {seat + 1} has nothing to pick up or put down.",
                      inert=True)
    elif act == "rearrange":
        if legal.rearrange_targets(game, seat):
            st["sub"] = {"kind": "rearrange", "seat": seat}
        else:
            game.emit("rearrange", f"Robot {seat + 1} has nothing to rearrange.", inert=True)
    elif act == "open_close":
        st["sub"] = {"kind": "doors", "seat": seat}
    elif act == "activate":
        machines.activate(game, room, by_seat=seat)


# ---------------------------------------------------------------- pickup / rearrange

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
    loc = f"robot:{seat}" if target == "self" else target
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
