"""Clicks become 404 actions by lookup in `legal_actions()`, never by re-deriving a rule.

Every decision but the draft and programming is offered as a list of `Option`s: the action,
a short button label and the board element a click on which means it (a door, a room, a
robot, an item, a zone). The table lights those elements, clicks and the keyboard (Tab,
Enter) pick among them. Drags are the engine's to map (`game.find_action`, gestures.py).
No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engines.law404 import actions as A
from game.engines.law404.rules import items
from game.scenes.law404.names import Printed

Target = tuple[str, object]
"""("door", door id) | ("room", room) | ("robot", seat) | ("item", item) | ("zone", zone)."""


@dataclass(frozen=True)
class Option:
    action: object
    label: str
    targets: tuple[Target, ...] = ()
    help: str = ""


def options(view: dict, legal: list, printed: Printed, names: list[str],
            door_rooms: dict[str, tuple[str, str]]) -> list[Option]:
    """The choices of the pending decision (empty for the draft and programming, which
    have their own widgets). `door_rooms`: door id -> the two rooms it joins."""
    pending = view["pending"]
    if pending is None:
        return []
    kind = pending["kind"]
    sub = view.get("sub") or {}
    seat = pending["seat"]
    room = view["room"][seat]
    out: list[Option] = []
    for a in legal:
        if isinstance(a, A.LeaveDoor):
            door = sub.get("door")
            out.append(Option(a, "Leave it open" if a.open else "Leave it closed",
                              (("door", door),) if door else (),
                              "The door you came through."))
        elif isinstance(a, A.SetDoors):
            doors = tuple(("door", d) for d, rooms in door_rooms.items() if room in rooms)
            out.append(Option(a, "Open every door" if a.open else "Close every door", doors,
                              f"Every door of {printed.room(room)}."))
        elif isinstance(a, A.Shove):
            out.append(Option(a, f"Shove {names[a.seat]}", (("robot", a.seat),)))
        elif isinstance(a, A.ShoveTo):
            out.append(Option(a, f"Into {printed.room(a.room)}", (("room", a.room),)))
        elif isinstance(a, A.Steal):
            if a.item is None:
                out.append(Option(a, "Take nothing"))
            else:
                out.append(Option(a, f"Take the {items.name(a.item)}", (("item", a.item),)))
        elif isinstance(a, A.LathePick):
            label = items.NAMES[a.kind].replace("Navigation Chart", "Chart")
            out.append(Option(a, label, (), printed.item_help(a.kind)))
        elif isinstance(a, A.Revive):
            if a.room is None:
                out.append(Option(a, "No room"))
            else:
                out.append(Option(a, printed.room(a.room), (("room", a.room),)))
        elif isinstance(a, A.ChartChoice):
            out.append(Option(a, f"Fly into set {'A' if a.keep == 'active' else 'B'}"))
        elif isinstance(a, A.RearrangeTarget):
            if a.target == "self":
                out.append(Option(a, "Rearrange your stack", (("zone", f"robot:{seat}"),)))
            else:
                out.append(Option(a, f"Rearrange {printed.zone_name(a.target)}",
                                  (("zone", a.target),)))
        elif isinstance(a, A.RearrangePlace):
            out.append(Option(a, items.name(a.item), (("item", a.item),),
                              "Builds the new stack from the bottom up."))
        elif isinstance(a, A.PickUp):
            what = "the top item" if a.count == 1 else f"the top {a.count} items"
            out.append(Option(a, f"Pick up {what} of {printed.zone_name(a.zone)}",
                              (("zone", a.zone),)))
        elif isinstance(a, A.PutDown):
            what = "your top item" if a.count == 1 else f"your top {a.count} items"
            out.append(Option(a, f"Put {what} on {printed.zone_name(a.zone)}",
                              (("zone", a.zone),)))
        elif isinstance(a, A.TakeOffered):
            out.append(Option(a, f"Keep {printed.directive(a.keep)}, discard "
                                 f"{printed.directive(a.discard)}"))
    if kind in ("keep_directive", "program"):
        return []
    return out


def for_target(opts: list[Option], target: Target, doors: dict[str, bool]) -> Option | None:
    """The option a click on `target` means, if exactly one (a door: the option that
    changes it, so a click reads as "open this" or "close this")."""
    found = [o for o in opts if target in o.targets]
    if target[0] == "door" and len(found) > 1:
        now = doors.get(str(target[1]), False)
        found = [o for o in found if getattr(o.action, "open", None) == (not now)]
    return found[0] if len(found) == 1 else None
