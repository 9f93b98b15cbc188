"""The Action Phase: in turn order each crew member makes up to 2 movements and 1 action,
move-move-action or action-move-move (never move-action-move), plus free drops.

The caveats every action shares (one a turn; none in a space with Fire unless it removes
that Fire), and two of the actions: a Locked Door placed on or removed from a door of your
space, and the action on your character sheet. Each condition returns None (allowed) or
the sentence why not, and the `*_choices` list exactly what they allow. Movement, items,
trades and board actions are their sections' (movement.py, items.py, trading.py,
board_actions.py).

`perform(g, action)` carries out an action the rule walk (legal.py) allows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.actions import Event
from game.engines.common.wording import capitalised, listing
from game.engines.tempus import actions as A
from game.engines.tempus.actions import shared
from game.engines.tempus.board import NOT_A_DOOR
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.board_actions import do_board_action, lock_refusal, toggle_door
from game.engines.tempus.rules.effects import run_queue
from game.engines.tempus.rules.items import (
    effect_targets,
    heal_refusal,
    reach_refusal,
    removal_refusal,
)
from game.engines.tempus.rules.movement import entry_cost

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

IN_FIRE = "No actions may be taken in a space with Fire unless the action removes that Fire."
ABILITY_DOES = {"remove_token": "remove", "heal": "heal"}
"""Character abilities that are actions, by the item vocabulary's verb they share."""


# ---- the turn's one action -------------------------------------------------------------------

def one_action_refusal(g: Game, seat: int) -> str | None:
    if g.t_acted:
        return f"{g.crew_name(seat)} has already taken their action this turn."
    return None


def fire_refusal(g: Game, seat: int, a) -> str | None:
    """No actions in a space with Fire unless the action removes it (ruling R4)."""
    here = g.crew[seat]["at"]
    if not g.tokens["fire"][here]:
        return None
    kind = type(a)
    if kind is A.UseItem:
        ab = g.item_type(a.item).action if a.item in g.items else None
        if ab is not None and ab.do == "remove" and ab.token == "fire" and a.target == here:
            return None
    elif kind is A.UseAbility:
        ch = g.character(seat)
        if ch.ability == "remove_token" and ch.ability_token == "fire":
            return None
    elif kind is A.AirlockDoor:
        if g.graph.exterior in g.locked:
            return None  # opening it vents the Airlock's own fire
    elif kind is A.TimeJump:
        return None  # it clears every token
    return IN_FIRE


def action_refusal(g: Game, a) -> str | None:
    """The caveats every action (not a free one) shares, for the crew member whose turn it
    is."""
    seat = g.current_seat
    return one_action_refusal(g, seat) or fire_refusal(g, seat, a)


# ---- a Locked Door at a door of your space ---------------------------------------------------

def door_refusal(g: Game, seat: int, door: str) -> str | None:
    """Place or remove a Locked Door on an interior door connected to your space (the
    exterior door moves only by the Airlock's board action, ruling R12)."""
    graph = g.graph
    if door == graph.exterior:
        return ("The exterior Airlock door opens and closes only from inside the Airlock "
                "(its board action).")
    if door not in graph.door_sides:
        return NOT_A_DOOR
    here = g.crew[seat]["at"]
    if door not in graph.space_doors.get(here, ()):
        return f"{capitalised(graph.door_name(door))} is not connected to {graph.names[here]}."
    if door in g.sealed:
        return f"{capitalised(graph.door_name(door))} is jammed shut until the next Time Jump."
    return lock_refusal(g, door)


def door_choices(g: Game, seat: int, here: str) -> list:
    out = []
    for d in g.graph.space_doors[here]:
        if door_refusal(g, seat, d) is None:
            out.append(shared(A.ToggleDoor, d))
    return out


# ---- the action on your character sheet ------------------------------------------------------

def ability_refusal(g: Game, seat: int, target: str) -> str | None:
    return _ability_reach_refusal(g, seat) or _ability_aim_refusal(g, seat, target)


def _ability_reach_refusal(g: Game, seat: int) -> str | None:
    ch = g.character(seat)
    does = ABILITY_DOES.get(ch.ability)
    if does is None:
        return f"{ch.name}'s ability is not an action."
    return reach_refusal(g, seat, does, ch.ability_token, "here")


def _ability_aim_refusal(g: Game, seat: int, target: str) -> str | None:
    ch = g.character(seat)
    if ch.ability == "remove_token":
        return removal_refusal(g, seat, "", ch.ability_token, "here", target)
    return heal_refusal(g, seat, "", "here", target)


def ability_choices(g: Game, seat: int) -> list:
    out = []
    does = ABILITY_DOES.get(g.character(seat).ability)
    if does is not None and _ability_reach_refusal(g, seat) is None:
        for t in effect_targets(g, seat, does, "here"):
            if _ability_aim_refusal(g, seat, t) is None:
                out.append(shared(A.UseAbility, t))
    return out


# ---- performing ------------------------------------------------------------------------------

def perform(g: Game, a) -> None:
    """Carry out an action already known to be legal."""
    kind = type(a)  # identity checks: this runs once per action in every playout
    if kind is A.EndTurn:
        g.events.append(Event("end_turn", f"{g.crew_name(g.current_seat)} ends their turn.",
                              {"seat": g.current_seat}))
        g.next_turn()
        return
    if kind is A.ChooseFirst:
        g.begin_turns(a.seat)
        return
    if kind is A.Discard:
        g.discard_item(a.seat, a.item)
        g.phase = "disaster"
        run_queue(g)
        return
    if kind is A.SecurityToggle:
        toggle_door(g, a.door)
        g.sec_left -= 1
        g.sec_done.append(a.door)
        if not g.sec_left:
            g.phase = "turn"
        return
    if kind is A.SecurityDone:
        g.phase = "turn"
        return
    seat = g.current_seat
    c = g.crew[seat]
    if kind is A.Move:
        g.t_moves -= entry_cost(g, a.to)
        g.t_moved = True
        c["at"] = a.to
        g.events.append(Event("move", f"{g.crew_name(seat)} moves to {g.graph.names[a.to]}.",
                              {"seat": seat, "space": a.to}))
        return
    if kind is A.StandUp:
        g.t_moves -= 1
        g.t_moved = True
        c["down"] = False
        g.events.append(Event("stand", f"{g.crew_name(seat)} stands up.", {"seat": seat}))
        return
    if kind is A.Drop:
        g.set_item(a.item, "s:" + c["at"])
        g.t_dropped.append(a.item)
        g.events.append(Event("drop", f"{g.crew_name(seat)} drops {g.item_name(a.item)}.", {}))
        return
    if kind is A.FreeItem:
        _use(g, seat, a.item, g.item_type(a.item).free_action, a.target)
        return
    if kind is A.PickUp and g.character(seat).ability == "free_pickup":
        g.set_item(a.item, f"c:{seat}")
        g.events.append(Event("pickup", f"{g.crew_name(seat)} picks up "
                              f"{g.item_name(a.item)}.", {}))
        return
    # Everything below is the turn's one action.
    g.t_acted = True
    if g.t_moved and g.character(seat).ability != "flexible_order":
        g.t_locked = True
    if kind is A.PickUp:
        g.set_item(a.item, f"c:{seat}")
        g.events.append(Event("pickup", f"{g.crew_name(seat)} picks up "
                              f"{g.item_name(a.item)}.", {}))
    elif kind is A.UseItem:
        _use(g, seat, a.item, g.item_type(a.item).action, a.target)
    elif kind is A.Trade:
        for uid in a.give:
            g.set_item(uid, f"c:{a.partner}")
        for uid in a.take:
            g.set_item(uid, f"c:{seat}")
        g.events.append(Event("trade", _trade_text(g, seat, a), {}))
    elif kind is A.ToggleDoor:
        toggle_door(g, a.door)
    elif kind is A.UseAbility:
        ch = g.character(seat)
        if ch.ability == "remove_token":
            tokens.remove(g, ch.ability_token, a.target, ch.ability_amount)
        else:
            tokens.heal(g, int(a.target[5:]), ch.ability_amount)
    else:
        do_board_action(g, seat, a)


def _trade_text(g: Game, seat: int, a: A.Trade) -> str:
    """ "Ito trades with Rhee: gives Tool Kit and Med-Kit, takes Space Suit." """
    parts = [f"{verb} {listing([g.item_name(u) for u in uids])}"
             for verb, uids in (("gives", a.give), ("takes", a.take)) if uids]
    return f"{g.crew_name(seat)} trades with {g.crew_name(a.partner)}: {', '.join(parts)}."


def _use(g: Game, seat: int, uid: str, ab, target: str) -> None:
    if ab.exhaust:
        g.exhausted.add(uid)
    if ab.do == "remove":
        tokens.remove(g, ab.token, target, ab.amount)
    elif ab.do == "heal":
        tokens.heal(g, int(target[5:]), ab.amount)
    elif ab.do == "movement":
        g.t_moves += ab.amount
        g.events.append(Event("movement", f"{g.crew_name(seat)} gains {ab.amount} movement.",
                              {}))
