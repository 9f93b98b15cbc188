"""Board Actions: what each station and location lets a crew member do there, including the
game-winning actions on the fixed Hyperdrive, as they change the game; when each may be
taken is legal.py's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.actions import Event
from game.engines.tempus import actions as A
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.airlock import airlock_opening
from game.engines.tempus.rules.time_jump import time_jump

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

SECURITY_ROOM_DOORS = 3
WIN_PLACES = {"reinforce_shields": "shield_controls", "distress_call": "security_controls",
              "fly_home": "flight_controls"}
NO_LOCKED_DOOR = "There is no Locked Door token left to place."


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


def lock_refusal(g: Game, door: str) -> str | None:
    """Locking a door takes a Locked Door token from the supply; opening one gives it back."""
    if door not in g.locked and not g.supply["locked_door"]:
        return NO_LOCKED_DOOR
    return None


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
