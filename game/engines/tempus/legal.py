"""The one rule walk: every condition on what a Tempus player may do, each written once as a
function that returns None (allowed) or the sentence why not, in printed names.

`legal_actions(g)` draws the candidates of the pending decision from where the rules look
(the spaces next to the standee, the items on the sheet, the crew in the room) and keeps
those the conditions allow; a condition that holds for a whole kind of action ("one action
a turn", "no actions in a space with Fire") is asked once for the kind, not once per
candidate. `why_not(g, action)` asks the very same conditions about the action it is
given, so the refusal a player reads is the reason the action is not listed. What an action
does is rules/action_phase.py's `perform`.

The conditions of movement, items, trades, the turn's one action and its caveats live in the
rule modules of their sections (rules/movement.py, items.py, trading.py, action_phase.py,
characters.py); the board actions' and the round's decisions' are still here.

Rulings quoted here are docs/rulings/tempus.md's.
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING

from game.engines.common.wording import capitalised, listing
from game.engines.tempus import actions as A
from game.engines.tempus.actions import shared
from game.engines.tempus.board import NOT_A_DOOR, NOT_A_SPACE
from game.engines.tempus.rules import action_phase, items, movement, trading
from game.engines.tempus.rules.board_actions import NO_LOCKED_DOOR, WIN_PLACES, lock_refusal
from game.engines.tempus.rules.characters import (
    crew_refusal,
    in_room,
    wounded_in_refusal,
    wounded_refusal,
)

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

HYPERDRIVE_BROKEN = "The Hyperdrive must be fixed first."

BOARD_PLACES = {A.SickBay: "sick_bay", A.Maintenance: "maintenance", A.AirlockDoor: "airlock",
                A.SecurityRoom: "security_room", A.SecurityControls: "security_controls",
                A.TimeJump: "time_drive", A.DamageReport: "damage_report",
                A.ShieldsDown: "shield_controls", A.ShieldsUp: "shield_controls"}
"""The station or location whose board action each is (the winning actions: WIN_PLACES)."""
WIN_STEPS = {"reinforce_shields": "reinforce the Shields",
             "distress_call": "send the Distress Call"}
WIN_DONE = {"reinforce_shields": "The Shields are already reinforced.",
            "distress_call": "The Distress Call has already been sent."}


# ---- the walk --------------------------------------------------------------------------------

def legal_actions(g: Game) -> list:
    """Every action of the pending decision, in a stable order (random games and bots'
    ties depend on it)."""
    phase = g.phase
    if phase == "first":
        return [shared(A.ChooseFirst, s) for s in range(len(g.crew))
                if _first_player(g, s) is None]
    if phase == "discard":
        return discard_choices(g)
    if phase == "security":
        return [_DONE] + [shared(A.SecurityToggle, d) for d in g.graph.doors
                          if _security_toggle(g, d) is None]
    if phase != "turn":
        return []
    return _turn(g)


def why_not(g: Game, a) -> str | None:
    """None when `a` is legal now, else the sentence why not."""
    kind = type(a)
    return decision_reason(g, kind) or _WHY[kind](g, a)


def decision_reason(g: Game, kind: type) -> str | None:
    """None when the pending decision is answered by actions of class `kind`, else what it
    asks first."""
    if g.result is not None:
        return "The game is over."
    if _DECISION.get(kind, "turn") != g.phase:
        return _not_asked(g, kind)
    return None


def _turn(g: Game) -> list:
    seat = g.current_seat
    here = g.crew[seat]["at"]
    out: list = [_END]
    out += movement.move_choices(g, seat, here)
    # Free actions: dropping, an item's free action, Quartermaster Ito's pick-up.
    idx = g.item_index()
    mine = idx.get(f"c:{seat}", items.NO_ITEMS)
    out += items.drop_choices(mine)
    out += items.use_choices(g, seat, mine, A.FreeItem)
    free_pickup = items.free_pickup(g, seat)
    if free_pickup:
        out += items.pickup_choices(g, seat, here, idx, mine)
    if action_phase.one_action_refusal(g, seat) is not None:
        return out
    # The turn's one action.
    acts = [] if free_pickup else items.pickup_choices(g, seat, here, idx, mine)
    acts += items.use_choices(g, seat, mine, A.UseItem)
    acts += trading.trade_choices(g, seat, here, mine, idx)
    acts += action_phase.door_choices(g, seat, here)
    acts += action_phase.ability_choices(g, seat)
    if _fault(g, here) is None:
        _add_board(g, seat, here, acts)
    if acts and g.tokens["fire"][here]:
        acts = [a for a in acts if action_phase.fire_refusal(g, seat, a) is None]
    return out + acts if acts else out


# ---- which decision an action answers --------------------------------------------------------

_DECISION = {A.ChooseFirst: "first", A.Discard: "discard", A.SecurityToggle: "security",
             A.SecurityDone: "security"}


def _not_asked(g: Game, kind: type) -> str:
    phase = g.phase
    if phase == "first":
        return "First choose who takes the first turn this round."
    if phase == "discard":
        return "First choose which Equipment item the crew discards."
    if phase == "security":
        return (f"First finish the Security Room action: switch up to {g.sec_left} more "
                "interior doors, or choose Done.")
    if phase != "turn":
        return "Wait: the Disaster Phase is being played."
    who = g.crew_name(g.current_seat)
    if kind is A.ChooseFirst:
        return f"The first player is chosen when a round begins; now it is {who}'s turn."
    if kind is A.Discard:
        return f"Nothing is being discarded now; it is {who}'s turn."
    if kind is A.SecurityToggle:
        return ("Doors are switched anywhere on the ship only during the Security Room "
                "action.")
    return "There is no Security Room action to finish."


# ---- the round's choices ---------------------------------------------------------------------

def _first_player(g: Game, seat: int) -> str | None:
    """Any living crew member may be chosen to go first (ruling R19)."""
    why = crew_refusal(g, seat)
    if why is None and g.crew[seat]["dead"]:
        why = f"{g.crew_name(seat)} is dead and takes no turn."
    return why


def _why_first(g: Game, a: A.ChooseFirst) -> str | None:
    return _first_player(g, a.seat)


def _discard(g: Game, seat: int, uid: str) -> str | None:
    """The Discard symbol: one living crew member's Equipment-slot item (ruling R8)."""
    why = crew_refusal(g, seat) or items.item_refusal(g, uid)
    if why is not None:
        return why
    who = g.crew_name(seat)
    if g.crew[seat]["dead"]:
        return f"{who} is dead: only the living crew's Equipment can be discarded."
    if g.items[uid] != f"c:{seat}":
        return f"{who} is not carrying that {g.item_name(uid)}."
    if g.item_type(uid).slot != "equipment":
        return f"The {g.item_name(uid)} is worn, not Equipment: only Equipment is discarded."
    return None


def discard_choices(g: Game) -> list:
    """What the crew may discard for the Discard symbol (the card's effect asks only when
    there is more than one)."""
    return [shared(A.Discard, s, uid) for s in range(len(g.crew)) for uid in g.items_of(s)
            if _discard(g, s, uid) is None]


def _why_discard(g: Game, a: A.Discard) -> str | None:
    return _discard(g, a.seat, a.item)


def _security_toggle(g: Game, door: str) -> str | None:
    """The Security Room: up to 3 interior doors, each at most once (rulings R12, R23)."""
    if door == g.graph.exterior:
        return ("The Security Room switches interior doors only, never the exterior Airlock "
                "door.")
    if door not in g.graph.door_sides:
        return NOT_A_DOOR
    if door in g.sealed:
        return f"{capitalised(g.graph.door_name(door))} is jammed shut until the next Time Jump."
    if door in g.sec_done:
        return (f"{capitalised(g.graph.door_name(door))} was already switched in this Security "
                "Room action.")
    if g.sec_left <= 0:
        return "No more doors can be switched: choose Done."
    return lock_refusal(g, door)


def _why_security_toggle(g: Game, a: A.SecurityToggle) -> str | None:
    return _security_toggle(g, a.door)


# ---- board actions ---------------------------------------------------------------------------

def _fault(g: Game, here: str) -> str | None:
    """No board action works while its space has an Electrical Fault."""
    if g.tokens["fault"][here]:
        return (f"Board actions do not work while there is an Electrical Fault in "
                f"{g.graph.names[here]}.")
    return None


def _add_board(g: Game, seat: int, here: str, out: list) -> None:
    """The board actions of `here` the conditions allow (its Fault is the caller's)."""
    spaces = g.graph.spaces
    if here == "sick_bay":
        if wounded_in_refusal(g, here) is None:
            out += [shared(A.SickBay, s) for s in in_room(g, here)
                    if _patient(g, s) is None]
    elif here == "security_controls":
        unlock, lock = _doors_to_switch(g, False) is None, _doors_to_switch(g, True) is None
        for s in g.graph.door_spaces if unlock or lock else ():
            if unlock and _space_to_switch(g, s, False) is None:
                out.append(shared(A.SecurityControls, s, False))
            if lock and _space_to_switch(g, s, True) is None:
                out.append(shared(A.SecurityControls, s, True))
    elif here == "shield_controls":
        if _fault_on_board(g) is None:
            out += [shared(A.ShieldsDown, s) for s in spaces if _shields_down(g, seat, s) is None]
        if _shields_can_rise(g) is None:
            out += [shared(A.ShieldsUp, s) for s in spaces]
    else:
        for a in _STATION.get(here, ()):
            if _BOARD[type(a)](g, seat, a) is None:
                out.append(a)
    win = _WINS.get(here)
    if win is not None and _win(g, seat, win.kind) is None:
        out.append(win)


def _why_board(g: Game, a) -> str | None:
    seat = g.current_seat
    why = action_phase.one_action_refusal(g, seat)
    if why is not None:
        return why
    here = g.crew[seat]["at"]
    place = WIN_PLACES[a.kind] if type(a) is A.WinAction else BOARD_PLACES[type(a)]
    if place != here:
        return f"That action can only be taken at {g.graph.names[place]}."
    return action_phase.fire_refusal(g, seat, a) or _fault(g, here) or _BOARD[type(a)](g, seat, a)


def _sick_bay(g: Game, seat: int, patient: int) -> str | None:
    """Sick Bay heals every wound of one crew member in it."""
    return crew_refusal(g, patient) or wounded_in_refusal(g, "sick_bay") or _patient(g, patient)


def _patient(g: Game, patient: int) -> str | None:
    return wounded_refusal(g, patient, "sick_bay")


def _maintenance(g: Game, seat: int) -> str | None:
    """Maintenance refreshes every exhausted item carried or worn (ruling R20)."""
    if any(uid in g.exhausted for uid in g.item_index().get(f"c:{seat}", ())):
        return None
    return f"None of {g.crew_name(seat)}'s items is exhausted."


def _airlock(g: Game, seat: int) -> str | None:
    """Opening the exterior door returns its Locked Door; closing it takes one."""
    if g.graph.exterior in g.locked or g.supply["locked_door"]:
        return None
    return "There is no Locked Door token left to close the exterior door."


def _doors_to_switch(g: Game, lock: bool) -> str | None:
    """Is any interior door anywhere open to lock (with a token to do it), or locked to
    open? Jammed doors do not switch."""
    if lock and not g.supply["locked_door"]:
        return NO_LOCKED_DOOR
    for d in g.graph.doors:
        if d not in g.sealed and (d in g.locked) != lock:
            return None
    return "There is no door left to lock." if lock else "No door is locked."


def _security_controls(g: Game, seat: int, space: str, lock: bool) -> str | None:
    """Lock every interior door of one space, or remove every Locked Door from them; jammed
    doors do not switch."""
    if space not in g.graph.names:
        return NOT_A_SPACE
    return _doors_to_switch(g, lock) or _space_to_switch(g, space, lock)


def _space_to_switch(g: Game, space: str, lock: bool) -> str | None:
    where = g.graph.names[space]
    all_doors = g.graph.space_doors[space]
    doors = [d for d in all_doors if d not in g.sealed] if g.sealed else all_doors
    if not all_doors:
        return f"{where} has no interior door."
    if not doors:
        return f"Every door of {where} is jammed shut."
    if not lock:
        return None if any(d in g.locked for d in doors) else f"No door of {where} is locked."
    if all(d in g.locked for d in doors):
        return f"Every door of {where} is already locked."
    return None


def _time_jump(g: Game, seat: int) -> str | None:
    """No jump once the Paradox Deck is empty (ruling R5)."""
    if g.paradox_deck:
        return None
    return "The time stream cannot take another jump (the Paradox Deck is empty)."


def _damage_report(g: Game, seat: int) -> str | None:
    """Once a round, and only with cards in the pile (ruling R24)."""
    if g.discard_seen:
        return "The Damage Report was already read this round."
    if not g.discard:
        return "The Disaster Discard Pile is empty."
    return None


def _fault_on_board(g: Game) -> str | None:
    if any(g.tokens["fault"].values()):
        return None
    return "There is no Electrical Fault on board."


def _shields_down(g: Game, seat: int, space: str) -> str | None:
    names = g.graph.names
    if space not in names:
        return NOT_A_SPACE
    if not g.tokens["fault"][space]:
        return f"There is no Electrical Fault in {names[space]}."
    return None


def _shields_can_rise(g: Game) -> str | None:
    """The Shields never rise above their start, and raising them places a Fault (R16)."""
    if g.shields >= g.content.ship.shields_start:
        return "The Shields are already at full strength."
    if not g.supply["fault"]:
        return "There is no Electrical Fault token left to place."
    return None


def _win(g: Game, seat: int, kind: str) -> str | None:
    """The fixed Hyperdrive's winning actions (ruling R17): Fly Home comes last and needs
    the whole crew alive."""
    if not g.fixed:
        return HYPERDRIVE_BROKEN
    steps = g.content.hyperdrives[g.hyperdrive].fixed_actions
    if kind not in steps:
        return "This Hyperdrive's fixed side does not offer that action."
    if kind == "fly_home":
        if any(c["dead"] for c in g.crew):
            return "Every crew member must be alive to fly home."
        missing = [WIN_STEPS.get(k, k) for k in steps if k != kind and k not in g.completed]
        if missing:
            return capitalised(listing(missing)) + " first."
        return None
    return WIN_DONE.get(kind, "That has already been done.") if kind in g.completed else None


_BOARD = {
    A.SickBay: lambda g, seat, a: _sick_bay(g, seat, a.seat),
    A.Maintenance: lambda g, seat, a: _maintenance(g, seat),
    A.AirlockDoor: lambda g, seat, a: _airlock(g, seat),
    A.SecurityRoom: lambda g, seat, a: None,
    A.SecurityControls: lambda g, seat, a: _security_controls(g, seat, a.space, a.lock),
    A.TimeJump: lambda g, seat, a: _time_jump(g, seat),
    A.DamageReport: lambda g, seat, a: _damage_report(g, seat),
    A.ShieldsDown: lambda g, seat, a: (NOT_A_SPACE if a.space not in g.graph.names
                                       else _fault_on_board(g) or _shields_down(g, seat, a.space)),
    A.ShieldsUp: lambda g, seat, a: (NOT_A_SPACE if a.space not in g.graph.names
                                     else _shields_can_rise(g)),
    A.WinAction: lambda g, seat, a: _win(g, seat, a.kind),
}
"""Each board action's own conditions, after those all board actions share."""
_STATION = {place: (kind(),) for kind, place in BOARD_PLACES.items()
            if not any(True for _ in fields(kind))}
_WINS = {place: A.WinAction(kind) for kind, place in WIN_PLACES.items()}


_END, _DONE = A.EndTurn(), A.SecurityDone()


def _acting(own):
    """The refusal of one of the turn's actions: the caveats every action shares, then the
    action's own conditions (asked for the crew member whose turn it is)."""
    return lambda g, a: action_phase.action_refusal(g, a) or own(g, g.current_seat, a)


def _why_pickup(g: Game, a: A.PickUp) -> str | None:
    seat = g.current_seat
    if not items.free_pickup(g, seat):
        why = action_phase.action_refusal(g, a)
        if why is not None:
            return why
    return items.pickup_refusal(g, seat, a.item)


_WHY = {A.ChooseFirst: _why_first, A.Discard: _why_discard,
        A.SecurityToggle: _why_security_toggle, A.SecurityDone: lambda g, a: None,
        A.EndTurn: lambda g, a: None,
        A.Move: lambda g, a: movement.move_refusal(g, g.current_seat, a.to),
        A.StandUp: lambda g, a: movement.stand_refusal(g, g.current_seat),
        A.Drop: lambda g, a: items.drop_refusal(g, g.current_seat, a.item),
        A.FreeItem: lambda g, a: items.use_refusal(g, g.current_seat, a),
        A.PickUp: _why_pickup,
        A.UseItem: _acting(items.use_refusal),
        A.UseAbility: _acting(lambda g, seat, a: action_phase.ability_refusal(g, seat, a.target)),
        A.ToggleDoor: _acting(lambda g, seat, a: action_phase.door_refusal(g, seat, a.door)),
        A.Trade: _acting(trading.trade_refusal), **dict.fromkeys(_BOARD, _why_board)}
