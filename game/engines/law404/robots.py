"""Robot Turn: programming action cards and resolving Move, Shoving, Pickup/Putdown,
Rearrange, Open/Close and Activate; plus the dispatcher from actions to rules."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from game.engines.law404 import actions as A
from game.engines.law404 import dealing, items, machines, turn
from game.engines.law404.directives import baseline

if TYPE_CHECKING:
    from game.engines.law404.game import Game

ROUNDS = 3


# ---------------------------------------------------------------- legal actions

def legal_actions(game: Game) -> list:
    st = game.st
    if st["over"] is not None:
        return []
    sub = st["sub"]
    if sub is None:
        if st["stage"] == "draft":
            return [A.KeepDirective(d) for d in st["draft_hands"][st["draft_seat"]]]
        return _program_options(game, st["program_seat"])
    kind = sub["kind"]
    seat = sub["seat"]
    if kind == "door":
        return [_shared(A.LeaveDoor, True), _shared(A.LeaveDoor, False)]
    if kind == "pickput":
        return pickput_options(game, seat)
    if kind == "rearrange":
        return [_shared(A.RearrangeTarget, t) for t in rearrange_targets(game, seat)]
    if kind == "rearrange_place":
        return [_shared(A.RearrangePlace, i) for i in sub["remaining"]]
    if kind == "doors":
        return [_shared(A.SetDoors, True), _shared(A.SetDoors, False)]
    if kind == "shove":
        return [_shared(A.Shove, s) for s in sub["options"]]
    if kind == "shove_room":
        return [_shared(A.ShoveTo, r) for r in sub["options"]]
    if kind == "steal":
        return [_shared(A.Steal, i) for i in [None, *st["stacks"][f"robot:{sub['target']}"]]]
    if kind == "lathe":
        kinds = sorted({items.KIND[i] for i in st["supply"]}, key=items.ITEM_KINDS.index)
        return [A.LathePick(k) for k in kinds]
    if kind == "revive":
        return [A.Revive(None)] + [A.Revive(r) for r in game.content.rooms]
    if kind == "chart":
        return [A.ChartChoice("active"), A.ChartChoice("inactive")]
    if kind == "offer":
        up = st["faceup"]
        return [A.TakeOffered(k, d) for k in up for d in up if k != d]
    raise AssertionError(kind)


@cache
def _shared(cls: type, *args):
    """Actions are immutable values, so one object per action serves every game: building
    a frozen dataclass sets each field through object.__setattr__, and the same few dozen
    doors, zones and items come up in every game."""
    return cls(*args)


@cache
def _program_cards(card: str) -> tuple[A.ProgramCard, A.ProgramCard]:
    """Actions are immutable values, so one pair per card serves every game (building them
    is most of the cost of listing a programming decision)."""
    return A.ProgramCard(card, "top"), A.ProgramCard(card, "bottom")


def _program_options(game: Game, seat: int) -> list:
    st = game.st
    program = st["program"][seat]
    used = [c for c, _ in program]
    out: list = []
    for card in st["hands"][seat]:
        if card not in used:
            out += _program_cards(card)
    if (not program and st["chips"][seat]["charged"]
            and st["turn_chip"][seat] is None):
        out.append(A.UseChip())
    return out


def _zone_open(game: Game, zone: str) -> bool:
    """Pickup/Putdown may not touch a damaged machine or a locked cage."""
    return zone not in game.st["damaged"] and not game.cage_blocks(zone)


def pickput_options(game: Game, seat: int) -> list:
    st = game.st
    room = st["room"][seat]
    carried = len(st["stacks"][f"robot:{seat}"])
    out: list = []
    for zone in game.content.rooms[room].zones:
        if not _zone_open(game, zone):
            continue
        out += _zone_options(zone, min(len(st["stacks"][zone]), 2), carried)
    return out


@cache
def _zone_options(zone: str, can_take: int, carried: int) -> tuple:
    """Picking up 1..can_take items from `zone` or putting down 1..carried; shared like
    `_shared` (a few zones times a few counts)."""
    return (tuple(A.PickUp(zone, n) for n in range(1, can_take + 1))
            + tuple(A.PutDown(zone, n) for n in range(1, carried + 1)))


def rearrange_targets(game: Game, seat: int) -> list[str]:
    st = game.st
    out = [z for z in game.content.rooms[st["room"][seat]].zones if len(st["stacks"][z]) >= 2]
    if len(st["stacks"][f"robot:{seat}"]) >= 2:
        out.append("self")
    return out


def explain_illegal(game: Game, action) -> str:
    """A sentence saying why `action` cannot be played now."""
    pending = game.pending
    if not hasattr(action, "to_text"):
        return f"{action!r} is not a 404 action."
    wanted = {
        "keep_directive": A.KeepDirective, "program": (A.ProgramCard, A.UseChip),
        "pickput": (A.PickUp, A.PutDown), "rearrange": A.RearrangeTarget,
        "rearrange_place": A.RearrangePlace, "doors": A.SetDoors, "door": A.LeaveDoor,
        "shove": A.Shove, "shove_room": A.ShoveTo, "steal": A.Steal, "lathe": A.LathePick,
        "revive": A.Revive, "chart": A.ChartChoice, "offer": A.TakeOffered,
    }[pending.kind]
    if not isinstance(action, wanted):
        return (f'"{action.to_text()}" is not possible now: robot {pending.seat + 1} must '
                f"answer this: {pending.prompt}")
    if isinstance(action, A.PickUp):
        return (f"Robot {pending.seat + 1} cannot pick up {action.count} item(s) from "
                f"{action.zone}: the zone must be in its room, hold that many items and not "
                "be a damaged machine or a locked cage.")
    if isinstance(action, A.PutDown):
        return (f"Robot {pending.seat + 1} cannot put {action.count} item(s) into {action.zone}:"
                " it must carry that many and the zone must be in its room, not a damaged "
                "machine or a locked cage.")
    if isinstance(action, A.ProgramCard):
        return f"Card {action.card} is not in your hand (or is already programmed)."
    if isinstance(action, A.UseChip):
        return "Your chip is not charged, or you have already started programming."
    return f'"{action.to_text()}" is not one of the choices open now.'


# ---------------------------------------------------------------- playing actions

def play(game: Game, action) -> None:
    st = game.st
    if isinstance(action, A.ProgramCard):  # first: half of all actions are these
        _program(game, action)
        return
    if isinstance(action, A.KeepDirective):
        dealing.keep_directive(game, action.directive)
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
        _after_move(game, seat, sub["from"], sub["chain"])
    elif kind == "shove":
        _shove(game, sub["mover"], action.seat, sub["from"], sub["chain"])
    elif kind == "shove_room":
        _shove_to(game, sub["mover"], sub["target"], action.room, sub["chain"])
    elif kind == "steal":
        if action.item is not None:
            game.move_items([action.item], f"robot:{sub['target']}", f"robot:{sub['mover']}")
            game.emit("steal", f"Robot {sub['mover'] + 1} steals {items.name(action.item)}.")
        _shoved_moves(game, sub["target"], sub["room"], sub["chain"])
    elif kind in ("lathe", "revive", "chart"):
        machines.answer(game, sub, action)
    elif kind == "offer":
        _take_offered(game, seat, action)


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


def highlighted(game: Game, seat: int) -> bool:
    st = game.st
    if st["turn_chip"][seat] == "highlight":
        return True
    card = st["program"][seat][st["round"]][0]
    return game.content.action_cards[card].highlighted


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
        if pickput_options(game, seat):
            st["sub"] = {"kind": "pickput", "seat": seat}
        else:
            game.emit("pickput", f"Robot {seat + 1} has nothing to pick up or put down.",
                      inert=True)
    elif act == "rearrange":
        if rearrange_targets(game, seat):
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


# ---------------------------------------------------------------- move and shove

def _after_move(game: Game, mover: int, came_from: str, chain: list[int]) -> None:
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
        _shove(game, mover, others[0], came_from, chain)
    else:
        st["sub"] = {"kind": "shove", "seat": mover, "mover": mover, "options": others,
                     "from": came_from, "chain": chain}


def _shove(game: Game, mover: int, target: int, came_from: str, chain: list[int]) -> None:
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
        _shove_to(game, mover, target, options[0], chain)
    else:
        st["sub"] = {"kind": "shove_room", "seat": mover, "mover": mover, "target": target,
                     "options": options, "chain": chain}


def _shove_to(game: Game, mover: int, target: int, room: str, chain: list[int]) -> None:
    st = game.st
    if st["stacks"][f"robot:{target}"]:
        st["sub"] = {"kind": "steal", "seat": mover, "mover": mover, "target": target,
                     "room": room, "chain": chain}
        return
    _shoved_moves(game, target, room, chain)


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


# ---------------------------------------------------------------- endless directives

def offer_directives(game: Game) -> None:
    st = game.st
    seat = st["offer_queue"][0]
    if len(st["faceup"]) < 2:
        st["offer_queue"].pop(0)
        if len(st["faceup"]) == 1:
            _add_directive(game, seat, st["faceup"].pop())
        return
    st["sub"] = {"kind": "offer", "seat": seat}


def _take_offered(game: Game, seat: int, action: A.TakeOffered) -> None:
    st = game.st
    st["offer_queue"].pop(0)
    st["faceup"].remove(action.keep)
    st["faceup"].remove(action.discard)
    st["dir_deck"].insert(0, action.discard)
    _add_directive(game, seat, action.keep)
    for _ in range(2):
        if st["dir_deck"]:
            st["faceup"].append(st["dir_deck"].pop())


def _add_directive(game: Game, seat: int, directive: str) -> None:
    game.st["directives"][seat].append({"id": directive, "done": False,
                                        "base": baseline(game, directive)})
    game.emit("new_directive", f"Robot {seat + 1} takes a new directive.", seat=seat)
