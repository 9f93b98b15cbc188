"""The legal actions of the pending decision, and why an action is not one of them."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from game.engines.law404 import actions as A
from game.engines.law404.rules import items

if TYPE_CHECKING:
    from game.engines.law404.game import Game


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
