"""The Action Phase: in turn order each crew member makes up to 2 movements and 1 action,
move-move-action or action-move-move (never move-action-move), plus free drops.

`perform(g, action)` carries out an action the rule walk (legal.py) allows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.actions import Event
from game.engines.common.wording import listing
from game.engines.tempus import actions as A
from game.engines.tempus.legal import entry_cost
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.board_actions import do_board_action, toggle_door
from game.engines.tempus.rules.effects import run_queue

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

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
