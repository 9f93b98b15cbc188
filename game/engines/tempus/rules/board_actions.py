"""Board Actions: what each station and location lets a crew member do there, including the
game-winning actions on the fixed Hyperdrive and the Security Room's door switches, when
each may be taken and what it does.

Each condition returns None (allowed) or the sentence why not, and the `*_choices` list
exactly what they allow. A board action is the turn's one action: its caveats (once a
turn, not in Fire) are action_phase.py's; an Electrical Fault in its space is this
section's (`fault_refusal`).
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING

from game.engines.common.actions import Event
from game.engines.common.wording import capitalised, listing
from game.engines.tempus import actions as A
from game.engines.tempus.actions import shared
from game.engines.tempus.board import NOT_A_DOOR, NOT_A_SPACE
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.airlock import airlock_opening
from game.engines.tempus.rules.characters import (
    crew_refusal,
    in_room,
    wounded_in_refusal,
    wounded_refusal,
)
from game.engines.tempus.rules.time_jump import time_jump

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

SECURITY_ROOM_DOORS = 3
WIN_PLACES = {"reinforce_shields": "shield_controls", "distress_call": "security_controls",
              "fly_home": "flight_controls"}
BOARD_PLACES = {A.SickBay: "sick_bay", A.Maintenance: "maintenance", A.AirlockDoor: "airlock",
                A.SecurityRoom: "security_room", A.SecurityControls: "security_controls",
                A.TimeJump: "time_drive", A.DamageReport: "damage_report",
                A.ShieldsDown: "shield_controls", A.ShieldsUp: "shield_controls"}
"""The station or location whose board action each is (the winning actions: WIN_PLACES)."""
WIN_STEPS = {"reinforce_shields": "reinforce the Shields",
             "distress_call": "send the Distress Call"}
WIN_DONE = {"reinforce_shields": "The Shields are already reinforced.",
            "distress_call": "The Distress Call has already been sent."}
NO_LOCKED_DOOR = "There is no Locked Door token left to place."
HYPERDRIVE_BROKEN = "The Hyperdrive must be fixed first."
SECURITY_DONE = A.SecurityDone()


# ---- when a board action may be taken --------------------------------------------------------

def place_refusal(g: Game, seat: int, a) -> str | None:
    """A board action is taken only at its own station or location."""
    place = WIN_PLACES[a.kind] if type(a) is A.WinAction else BOARD_PLACES[type(a)]
    if place != g.crew[seat]["at"]:
        return f"That action can only be taken at {g.graph.names[place]}."
    return None


def fault_refusal(g: Game, here: str) -> str | None:
    """No board action works while its space has an Electrical Fault."""
    if g.tokens["fault"][here]:
        return (f"Board actions do not work while there is an Electrical Fault in "
                f"{g.graph.names[here]}.")
    return None


def board_refusal(g: Game, seat: int, a) -> str | None:
    """The conditions of board action `a` taken where `seat` stands (its place is
    `place_refusal`'s): the space's Fault, then the action's own."""
    return fault_refusal(g, g.crew[seat]["at"]) or _OWN[type(a)](g, seat, a)


def board_choices(g: Game, seat: int, here: str) -> list:
    """The board actions of `here` the conditions allow (its Fault is the caller's: asked
    once, before any of them)."""
    out: list = []
    if here == "sick_bay":
        if wounded_in_refusal(g, here) is None:
            out += [shared(A.SickBay, s) for s in in_room(g, here)
                    if _patient_refusal(g, s) is None]
    elif here == "security_controls":
        unlock = _doors_to_switch_refusal(g, False) is None
        lock = _doors_to_switch_refusal(g, True) is None
        for s in g.graph.door_spaces if unlock or lock else ():
            if unlock and _space_to_switch_refusal(g, s, False) is None:
                out.append(shared(A.SecurityControls, s, False))
            if lock and _space_to_switch_refusal(g, s, True) is None:
                out.append(shared(A.SecurityControls, s, True))
    elif here == "shield_controls":
        if _fault_on_board_refusal(g) is None:
            out += [shared(A.ShieldsDown, s) for s in g.graph.spaces
                    if _shields_down_refusal(g, s) is None]
        if _shields_up_refusal(g) is None:
            out += [shared(A.ShieldsUp, s) for s in g.graph.spaces]
    else:
        for a in _STATION.get(here, ()):
            if _OWN[type(a)](g, seat, a) is None:
                out.append(a)
    win = _WINS.get(here)
    if win is not None and win_refusal(g, win.kind) is None:
        out.append(win)
    return out


def _sick_bay_refusal(g: Game, patient: int) -> str | None:
    """Sick Bay heals every wound of one crew member in it."""
    return crew_refusal(g, patient) or wounded_in_refusal(g, "sick_bay") or _patient_refusal(
        g, patient)


def _patient_refusal(g: Game, patient: int) -> str | None:
    return wounded_refusal(g, patient, "sick_bay")


def _maintenance_refusal(g: Game, seat: int) -> str | None:
    """Maintenance refreshes every exhausted item carried or worn (ruling R20)."""
    if any(uid in g.exhausted for uid in g.item_index().get(f"c:{seat}", ())):
        return None
    return f"None of {g.crew_name(seat)}'s items is exhausted."


def _airlock_refusal(g: Game) -> str | None:
    """Opening the exterior door returns its Locked Door; closing it takes one (ruling
    R28)."""
    if g.graph.exterior in g.locked or g.supply["locked_door"]:
        return None
    return "There is no Locked Door token left to close the exterior door."


def _doors_to_switch_refusal(g: Game, lock: bool) -> str | None:
    """Is any interior door anywhere open to lock (with a token to do it), or locked to
    open? Jammed doors do not switch."""
    if lock and not g.supply["locked_door"]:
        return NO_LOCKED_DOOR
    for d in g.graph.doors:
        if d not in g.sealed and (d in g.locked) != lock:
            return None
    return "There is no door left to lock." if lock else "No door is locked."


def _security_controls_refusal(g: Game, space: str, lock: bool) -> str | None:
    """Lock every interior door of one space, or remove every Locked Door from them; jammed
    doors do not switch."""
    if space not in g.graph.names:
        return NOT_A_SPACE
    return _doors_to_switch_refusal(g, lock) or _space_to_switch_refusal(g, space, lock)


def _space_to_switch_refusal(g: Game, space: str, lock: bool) -> str | None:
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


def _time_jump_refusal(g: Game) -> str | None:
    """No jump once the Paradox Deck is empty (ruling R5)."""
    if g.paradox_deck:
        return None
    return "The time stream cannot take another jump (the Paradox Deck is empty)."


def _damage_report_refusal(g: Game) -> str | None:
    """Once a round, and only with cards in the pile (ruling R24)."""
    if g.discard_seen:
        return "The Damage Report was already read this round."
    if not g.discard:
        return "The Disaster Discard Pile is empty."
    return None


def _fault_on_board_refusal(g: Game) -> str | None:
    if any(g.tokens["fault"].values()):
        return None
    return "There is no Electrical Fault on board."


def _shields_down_refusal(g: Game, space: str) -> str | None:
    names = g.graph.names
    if space not in names:
        return NOT_A_SPACE
    if not g.tokens["fault"][space]:
        return f"There is no Electrical Fault in {names[space]}."
    return None


def _shields_up_refusal(g: Game) -> str | None:
    """The Shields never rise above their start, and raising them places a Fault (R16)."""
    if g.shields >= g.content.ship.shields_start:
        return "The Shields are already at full strength."
    if not g.supply["fault"]:
        return "There is no Electrical Fault token left to place."
    return None


def win_refusal(g: Game, kind: str) -> str | None:
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


_OWN = {
    A.SickBay: lambda g, seat, a: _sick_bay_refusal(g, a.seat),
    A.Maintenance: lambda g, seat, a: _maintenance_refusal(g, seat),
    A.AirlockDoor: lambda g, seat, a: _airlock_refusal(g),
    A.SecurityRoom: lambda g, seat, a: None,
    A.SecurityControls: lambda g, seat, a: _security_controls_refusal(g, a.space, a.lock),
    A.TimeJump: lambda g, seat, a: _time_jump_refusal(g),
    A.DamageReport: lambda g, seat, a: _damage_report_refusal(g),
    A.ShieldsDown: lambda g, seat, a: (NOT_A_SPACE if a.space not in g.graph.names
                                       else _fault_on_board_refusal(g)
                                       or _shields_down_refusal(g, a.space)),
    A.ShieldsUp: lambda g, seat, a: (NOT_A_SPACE if a.space not in g.graph.names
                                     else _shields_up_refusal(g)),
    A.WinAction: lambda g, seat, a: win_refusal(g, a.kind),
}
"""Each board action's own conditions, after those all board actions share."""
BOARD_ACTIONS = tuple(_OWN)
_STATION = {place: (kind(),) for kind, place in BOARD_PLACES.items()
            if not any(True for _ in fields(kind))}
"""The board actions that are one action with nothing to choose, by their place."""
_WINS = {place: A.WinAction(kind) for kind, place in WIN_PLACES.items()}


# ---- the Security Room's door switches (rulings R12, R23) ------------------------------------

def lock_refusal(g: Game, door: str) -> str | None:
    """Locking a door takes a Locked Door token from the supply; opening one gives it back."""
    if door not in g.locked and not g.supply["locked_door"]:
        return NO_LOCKED_DOOR
    return None


def security_toggle_refusal(g: Game, door: str) -> str | None:
    """Up to 3 interior doors, each at most once."""
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


def security_choices(g: Game) -> list:
    """Done, or each door the Security Room may still switch."""
    return [SECURITY_DONE] + [shared(A.SecurityToggle, d) for d in g.graph.doors
                              if security_toggle_refusal(g, d) is None]


# ---- what a board action does ----------------------------------------------------------------


def do_board_action(g: Game, seat: int, action) -> None:
    if isinstance(action, A.SickBay):
        tokens.heal(g, action.seat, 0)
    elif isinstance(action, A.Maintenance):
        for uid in g.items_of(seat):
            g.exhausted.discard(uid)
        g.events.append(Event("refresh", f"{g.crew_name(seat)} refreshes their items.", {}))
    elif isinstance(action, A.AirlockDoor):
        ext = g.graph.exterior
        if ext in g.locked:
            g.locked.discard(ext)
            g.supply["locked_door"] += 1
            airlock_opening(g)
        else:
            g.locked.add(ext)
            g.supply["locked_door"] -= 1
            g.events.append(Event("exterior", "The exterior Airlock door is closed.", {}))
    elif isinstance(action, A.SecurityRoom):
        g.phase = "security"
        g.sec_left = SECURITY_ROOM_DOORS
        g.sec_done = []
    elif isinstance(action, A.SecurityControls):
        doors = [d for d in g.graph.doors_of(action.space) if d not in g.sealed]
        for d in doors:
            if action.lock and d not in g.locked and g.supply["locked_door"]:
                g.locked.add(d)
                g.supply["locked_door"] -= 1
            elif not action.lock and d in g.locked:
                g.locked.discard(d)
                g.supply["locked_door"] += 1
        g.events.append(Event("doors", f"Doors of {g.graph.names[action.space]} "
                              f"{'locked' if action.lock else 'unlocked'}.", {}))
    elif isinstance(action, A.TimeJump):
        time_jump(g, seat)
    elif isinstance(action, A.DamageReport):
        g.discard_seen = True
        g.reveal = True  # looking at cards cannot be taken back
        g.events.append(Event("damage_report", "The Disaster Discard Pile: "
                              + ", ".join(g.content.cards[c].name for c in g.discard),
                              {"cards": list(g.discard)}))
    elif isinstance(action, A.ShieldsDown):
        tokens.remove(g, "fault", action.space, 1)
        g.move_shields(-1)
    elif isinstance(action, A.ShieldsUp):
        g.move_shields(+1)
        tokens.place(g, "fault", action.space)
    elif isinstance(action, A.WinAction):
        if action.kind == "fly_home":
            g.win()
        else:
            g.completed.append(action.kind)
            g.supply["completion"] -= 1
            done = {"reinforce_shields": "reinforces the Shields",
                    "distress_call": "sends the Distress Call"}.get(action.kind, "completes a step")
            g.events.append(Event("completion", f"{g.crew_name(seat)} {done}.",
                                  {"kind": action.kind}))
    else:  # pragma: no cover - the dispatcher only sends board actions here
        raise AssertionError(action)


def toggle_door(g: Game, door: str) -> None:
    if door in g.locked:
        g.locked.discard(door)
        g.supply["locked_door"] += 1
        g.events.append(Event("unlock", f"Locked Door removed from {g.graph.door_name(door)}.",
                              {"door": door}))
    else:
        g.locked.add(door)
        g.supply["locked_door"] -= 1
        g.events.append(Event("lock", f"Locked Door placed on {g.graph.door_name(door)}.",
                              {"door": door}))
