"""The Action Phase: in turn order each crew member makes up to 2 movements and 1 action,
move-move-action or action-move-move (never move-action-move), plus free drops.

`legal(g)` lists every action; `perform(g, action)` carries out one that is in that list;
`explain(g, action)` says in one sentence why an action is not in it.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.engines.common.actions import Event
from game.engines.common.wording import listing
from game.engines.tempus import actions as A
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.board_actions import (
    WIN_PLACES,
    board_actions,
    do_board_action,
    toggle_door,
)
from game.engines.tempus.rules.effects import run_queue

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

BOARD_ACTIONS = (A.SickBay, A.Maintenance, A.AirlockDoor, A.SecurityRoom, A.SecurityControls,
                 A.TimeJump, A.DamageReport, A.ShieldsDown, A.ShieldsUp, A.WinAction)
ACTIONS = BOARD_ACTIONS + (A.PickUp, A.UseItem, A.Trade, A.ToggleDoor, A.UseAbility)


def _subsets(items: list[str]) -> list[tuple[str, ...]]:
    return [c for n in range(len(items) + 1) for c in combinations(items, n)]


def legal(g: Game) -> list:
    phase = g.phase
    if phase == "first":
        return [A.ChooseFirst(s) for s in g.living()]
    if phase == "discard":
        return [A.Discard(s, uid) for s, uid in g.discard_options()]
    if phase == "security":
        out: list = [A.SecurityDone()]
        if g.sec_left:
            for d in g.graph.doors:
                if d in g.sealed or d in g.sec_done:
                    continue
                if d in g.locked or g.supply["locked_door"]:
                    out.append(A.SecurityToggle(d))
        return out
    if phase != "turn":
        return []
    seat = g.current_seat
    c = g.crew[seat]
    here = c["at"]
    out = [A.EndTurn()]
    # Movement.
    if g.t_moves > 0 and not g.t_locked:
        if c["down"]:
            out.append(A.StandUp())
        else:
            dmg = g.tokens["damage"]
            for other in g.graph.adjacent(here, g.blocked):
                if 1 + (dmg[other] > 0) <= g.t_moves:
                    out.append(A.Move(other))
    # Free actions.
    idx = g.item_index()
    mine = idx.get(f"c:{seat}", [])
    for uid in mine:
        out.append(A.Drop(uid))
    for uid in mine:
        if uid in g.exhausted:
            continue
        free = g.item_type(uid).free_action
        if free is not None:
            out += [A.FreeItem(uid, t) for t in _item_targets(g, seat, free)]
    free_pickup = g.character(seat).ability == "free_pickup"
    if free_pickup:
        out += _pickups(g, seat, here, idx)
    if g.t_acted:
        return out
    # Actions (at most one).
    acts: list = []
    if not free_pickup:
        acts += _pickups(g, seat, here, idx)
    for uid in mine:
        if uid in g.exhausted:
            continue
        act = g.item_type(uid).action
        if act is not None:
            acts += [A.UseItem(uid, t) for t in _item_targets(g, seat, act)]
    acts += _trades(g, seat, here, mine, idx)
    for d in g.graph.doors_of(here):
        if d not in g.sealed and (d in g.locked or g.supply["locked_door"]):
            acts.append(A.ToggleDoor(d))
    acts += [A.UseAbility(t) for t in _ability_targets(g, seat)]
    if not g.tokens["fault"][here]:
        acts += board_actions(g, seat, here)
    if g.tokens["fire"][here]:
        acts = [a for a in acts if removes_fire_here(g, seat, a)]
    return out + acts


def _pickups(g: Game, seat: int, here: str, idx: dict[str, list[str]]) -> list:
    mine = idx.get(f"c:{seat}", [])
    return [A.PickUp(uid) for uid in idx.get("s:" + here, ())
            if uid not in g.t_dropped and g.fits(seat, [uid], [], mine)]


def _item_targets(g: Game, seat: int, ab) -> list[str]:
    here = g.crew[seat]["at"]
    if ab.do == "remove":
        board = g.tokens[ab.token]
        spaces = [here] if ab.range == "here" else [here] + g.graph.adjacent(here, g.blocked)
        return [s for s in spaces if board[s]]
    if ab.do == "heal":
        if ab.range == "self":
            return [f"crew:{seat}"] if g.crew[seat]["wounds"] else []
        return [f"crew:{s}" for s in g.crew_in(here) if g.crew[s]["wounds"]]
    if ab.do == "movement":
        # Extra movement is only worth anything while movement is still allowed.
        return [here] if not g.t_locked else []
    return []


def _ability_targets(g: Game, seat: int) -> list[str]:
    ch = g.character(seat)
    here = g.crew[seat]["at"]
    if ch.ability == "remove_token":
        return [here] if g.tokens[ch.ability_token][here] else []
    if ch.ability == "heal":
        return [f"crew:{s}" for s in g.crew_in(here) if g.crew[s]["wounds"]]
    return []


def _trades(g: Game, seat: int, here: str, mine: list[str],
            idx: dict[str, list[str]]) -> list:
    out = []
    for other, c in enumerate(g.crew):
        if other == seat or c["at"] != here:
            continue
        theirs = idx.get(f"c:{other}", [])
        if not mine and not theirs:
            continue
        # A body may be looted but not handed gear (ruling R9).
        gives = [()] if c["dead"] else _subsets(mine)
        for give in gives:
            for take in _subsets(theirs):
                if (give or take) and g.fits(seat, list(take), list(give), mine) \
                        and g.fits(other, list(give), list(take), theirs):
                    out.append(A.Trade(other, give, take))
    return out


def removes_fire_here(g: Game, seat: int, a) -> bool:
    """The one exception to "no actions in a space with Fire" (ruling R4)."""
    here = g.crew[seat]["at"]
    if isinstance(a, A.UseItem):
        ab = g.item_type(a.item).action
        return ab is not None and ab.do == "remove" and ab.token == "fire" and a.target == here
    if isinstance(a, A.UseAbility):
        ch = g.character(seat)
        return ch.ability == "remove_token" and ch.ability_token == "fire"
    if isinstance(a, A.AirlockDoor):
        return g.graph.exterior in g.locked  # opening it vents the Airlock's own fire
    return isinstance(a, A.TimeJump)


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
        g.t_moves -= 1 + (g.tokens["damage"][a.to] > 0)
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


# ---- explaining ------------------------------------------------------------------------------

def explain(g: Game, a) -> str:
    """One sentence saying why `a` is not legal now."""
    if g.result is not None:
        return "The game is over."
    if g.phase == "first":
        return "Choose who goes first this round before anything else."
    if g.phase == "discard":
        return "First choose which Equipment item the crew discards."
    if g.phase == "security":
        if isinstance(a, A.SecurityToggle):
            if a.door not in g.graph.doors:
                return f'There is no interior door "{a.door}".'
            if a.door in g.sealed:
                return "That door is jammed shut until the next Time Jump."
            if a.door in g.sec_done:
                return "Each door can be switched only once per Security Room action."
            return "There is no Locked Door token left to place."
        return "Finish with the Security Room first: switch a door or say done."
    seat = g.current_seat
    c = g.crew[seat]
    here = c["at"]
    who = g.crew_name(seat)
    item = getattr(a, "item", None)
    if item is not None and item not in g.items:
        return f'There is no item card "{item}".'
    if isinstance(a, (A.ChooseFirst, A.Discard, A.SecurityToggle, A.SecurityDone)):
        return "That choice is not being asked right now."
    if isinstance(a, (A.Move, A.StandUp)):
        if g.t_locked:
            return "You moved and then took your action: no more movement this turn."
        if isinstance(a, A.StandUp) and not c["down"]:
            return f"{who} is already standing."
        if g.t_moves <= 0:
            return f"{who} has no movement left this turn."
        if isinstance(a, A.StandUp):
            return "Standing up is not possible now."
        if c["down"]:
            return f"{who} is knocked down: stand up (1 movement) before moving."
        if a.to not in g.graph.names:
            return f'There is no space "{a.to}" on the Tempus.'
        link = next((lk for lk in g.graph.links[here] if lk[1] == a.to), None)
        if link is None:
            return f"{g.graph.names[a.to]} is not connected to {g.graph.names[here]}."
        if link[0] in g.sealed:
            return f"The door to {g.graph.names[a.to]} is jammed shut."
        if link[0] in g.locked:
            return f"The door to {g.graph.names[a.to]} is locked."
        return (f"Entering {g.graph.names[a.to]} costs 2 movement (it has Damage) but {who} "
                f"has {g.t_moves} left.")
    if isinstance(a, (A.Drop, A.FreeItem)) and a.item not in g.items_of(seat):
        return f"{who} is not carrying that {g.item_name(a.item)}."
    if isinstance(a, A.FreeItem):
        if a.item in g.exhausted:
            return f"The {g.item_name(a.item)} is exhausted; refresh it in Maintenance."
        return f"The {g.item_name(a.item)} cannot be used on that now."
    if isinstance(a, ACTIONS):
        free = isinstance(a, A.PickUp) and g.character(seat).ability == "free_pickup"
        if g.t_acted and not free:
            return f"{who} has already taken their action this turn."
        place = _board_place(a) if isinstance(a, BOARD_ACTIONS) else ""
        if place and place != here:
            return f"That action can only be taken at {g.graph.names[place]}."
        if g.tokens["fire"][here] and not free and not removes_fire_here(g, seat, a):
            return ("No actions may be taken in a space with Fire unless the action removes "
                    "that Fire.")
        if isinstance(a, BOARD_ACTIONS):
            if g.tokens["fault"][here]:
                return (f"Board actions do not work while there is an Electrical Fault in "
                        f"{g.graph.names[here]}.")
            if isinstance(a, A.WinAction):
                if not g.fixed:
                    return "The Hyperdrive must be fixed first."
                if a.kind == "fly_home" and any(x["dead"] for x in g.crew):
                    return "Every crew member must be alive to fly home."
                if a.kind == "fly_home":
                    return "Reinforce the Shields and send the Distress Call first."
                return "That has already been done."
            if isinstance(a, A.TimeJump):
                return "The time stream cannot take another jump (the Paradox Deck is empty)."
        if isinstance(a, A.PickUp):
            if g.items.get(a.item) != "s:" + here:
                return f"That {g.item_name(a.item)} is not in {g.graph.names[here]}."
            if a.item in g.t_dropped:
                return "An item dropped this turn cannot be picked up again this turn."
            return f"{who} has no free {g.item_type(a.item).slot} slot for it."
        if isinstance(a, A.UseItem) and a.item not in g.items_of(seat):
            return f"{who} is not carrying that {g.item_name(a.item)}."
        if isinstance(a, A.UseItem) and a.item in g.exhausted:
            return f"The {g.item_name(a.item)} is exhausted; refresh it in Maintenance."
        if isinstance(a, A.ToggleDoor):
            if a.door not in g.graph.doors_of(here):
                return f"That door is not connected to {g.graph.names[here]}."
            if a.door in g.sealed:
                return "That door is jammed shut until the next Time Jump."
            return "There is no Locked Door token left to place."
        if isinstance(a, A.Trade):
            return "That trade is not possible: both crew must be here and have room."
        if isinstance(a, A.UseAbility):
            ch = g.character(seat)
            if ch.ability not in ("remove_token", "heal"):
                return f"{who}'s ability is not an action."
            return f"{who}'s ability has nothing to work on there."
    return "That action is not possible right now."


def _board_place(a) -> str:
    if isinstance(a, A.WinAction):
        return WIN_PLACES.get(a.kind, "")
    return {A.SickBay: "sick_bay", A.Maintenance: "maintenance", A.AirlockDoor: "airlock",
            A.SecurityRoom: "security_room", A.SecurityControls: "security_controls",
            A.TimeJump: "time_drive", A.DamageReport: "damage_report",
            A.ShieldsDown: "shield_controls", A.ShieldsUp: "shield_controls"}.get(type(a), "")
