"""Activate and Machine Activation Effects (engine, trash burner, cage, launch tube,
nanolathe, cloning tank, navigation computer) and the Alien Artefact's special effects.

Items resolve top first; destroyed items go to the supply except the artefact, which
reappears on top of space (Game.destroy).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.law404 import actions as A
from game.engines.law404.actions import shared
from game.engines.law404.board import REVIVE_ORDER_ROOMS
from game.engines.law404.rules import items

if TYPE_CHECKING:
    from game.engines.law404.game import Game

ENGINE_FUEL = frozenset(("missile", "fuel", "jelly"))


def activate(game: Game, room: str, by_seat: int | None = None) -> None:
    """Activate the machine in `room`: repair it if damaged, else run its effect.
    `by_seat` is the robot activating it, None for a human."""
    zone = game.board.machine_zone[room]
    if zone is None:
        return
    if game.is_damaged(zone):
        game.repair(zone)
        return
    machine = game.content.zones[zone].machine
    EFFECTS[machine](game, zone, by_seat)


def _top_first(game: Game, zone: str) -> list[str]:
    return list(reversed(game.st["stacks"][zone]))


def _engine(game: Game, zone: str, by_seat: int | None) -> None:
    stack = game.st["stacks"][zone]
    kinds = [items.KIND[i] for i in stack]
    if not ENGINE_FUEL.intersection(kinds):
        game.emit("engine", "The engine splutters: nothing in it will burn.")
        return
    for item in _top_first(game, zone):
        game.destroy(item)
    side = game.content.rooms[game.content.zones[zone].room].side
    game.st["powered"].append(side)
    game.emit("engine", f"The {side} engine fires.", side=side)
    if "missile" in kinds:
        game.damage(zone)
    main = game.st["main"]
    event = game.content.events.get(main) if main else None
    if event and event.kind == "meteor" and event.side == side and not game.st["event_done"]:
        game.st["event_done"] = True
        game.deed("dodge_meteor")
        game.emit("dodge", "The ship swerves and the meteor misses.")


def _trash_burner(game: Game, zone: str, by_seat: int | None) -> None:
    burned = _top_first(game, zone)
    for item in burned:
        game.destroy(item)
        game.deed("burn")
    game.emit("burn", f"The trash burner destroys {len(burned)} item(s).", items=burned)
    if "artefact" not in burned:
        return
    if by_seat is None:
        room = next((r for r in REVIVE_ORDER_ROOMS if dead_humans_in(game, r)), None)
        if room is not None:
            revive(game, room)
        return
    game.st["sub"] = {"kind": "revive", "seat": by_seat}


def dead_humans_in(game: Game, room: str) -> list[str]:
    return [i for i in characters_in(game, room) if items.is_human(i) and not game.alive(i)]


def characters_in(game: Game, room: str) -> list[str]:
    st = game.st
    locs = list(game.content.rooms[room].zones) + [f"robot:{s}" for s in game.robots_in(room)]
    return [i for loc in locs for i in st["stacks"][loc] if i in items.CHARACTERS]


def revive(game: Game, room: str) -> None:
    """Artefact in the trash burner: the room's doors close and its dead are restored."""
    game.set_doors(room, False)
    risen = [c for c in characters_in(game, room) if not game.alive(c)]
    for c in risen:
        game.st["alive"][c] = True
    if risen:
        game.deed("revive", len(risen))
    game.emit("revive", f"The doors of {game.board.name(room)} close and "
              f"{len(risen)} dead rise.", room=room, risen=risen)


def _cage(game: Game, zone: str, by_seat: int | None) -> None:
    st = game.st
    if st["cage_locked"]:
        st["cage_locked"] = False
        game.emit("cage", "The cage unlocks.")
        return
    st["cage_locked"] = True
    if any(items.KIND[i] == "monkey" for i in st["stacks"][zone]):
        game.deed("cage_lock_monkey")
    game.emit("cage", "The cage locks until the start of next turn.")


def fire_damage(item: str) -> int:
    kind = items.KIND[item]
    if kind in ("missile", "artefact"):
        return 3
    if kind in items.GROUPS["kit"]:
        return 2
    return 1


def enemy_active(game: Game) -> bool:
    main = game.st["main"]
    return (main is not None and game.content.events[main].kind == "enemy"
            and not game.st["event_done"])


def _launch_tube(game: Game, zone: str, by_seat: int | None) -> None:
    st = game.st
    stack = st["stacks"][zone]
    if not stack:
        game.emit("tube", "The launch tube is empty.")
        return
    if len(stack) > 1:
        game.deed("jam")
        game.emit("tube", "The launch tube jams.")
        return
    item = stack[0]
    if not enemy_active(game):
        game.move_items([item], zone, "space.void")
        game.emit("tube", f"{items.name(item)} flies into space.", item=item)
        return
    live_human = items.is_human(item) and game.alive(item)
    hit = fire_damage(item)
    # Damage on the ship is counters on its card, from the same 10 as the machines'; a
    # counter the supply cannot give is not placed (ruling 46).
    placed = min(hit, game.free_damage_counters())
    game.destroy(item)
    st["enemy_hits"] += placed
    game.deed("hit_enemy")
    if live_human:
        game.deed("fire_live_human_hit")
    event = game.content.events[st["main"]]
    text = f"{items.name(item)} hits the enemy ship for {hit} damage"
    if placed == hit:
        text += "."
    elif placed:
        text += f", but only {placed} damage counter(s) are left in the supply."
    else:
        text += ", but no damage counter is left in the supply."
    game.emit("tube", text, item=item, damage=placed)
    if st["enemy_hits"] >= event.armour:
        st["event_done"] = True
        st["enemy_hits"] = 0  # the ship is removed and its counters go back to the supply
        game.deed("destroy_enemy")
        game.emit("enemy_destroyed", "The enemy ship is destroyed.")


def _nanolathe(game: Game, zone: str, by_seat: int | None) -> None:
    st = game.st
    melted = _top_first(game, zone)
    if not melted:
        game.emit("nanolathe", "The nanolathe is empty.")
        return
    for item in melted:
        game.destroy(item)
    game.deed("lathe")
    if "artefact" in melted:
        made = sorted(st["supply"], key=items.ORDER.__getitem__)
        st["supply"] = []
        for item in made:
            if item in items.CHARACTERS:
                st["alive"][item] = False
        st["stacks"]["cargo.space"].extend(made)
        game.emit("nanolathe", f"The artefact makes the nanolathe empty the supply: "
                  f"{len(made)} items appear in the cargo space.", items=made)
        return
    game.emit("nanolathe", f"The nanolathe melts {len(melted)} item(s).", items=melted)
    if by_seat is not None and st["supply"]:
        st["sub"] = {"kind": "lathe", "seat": by_seat, "zone": zone, "remaining": len(melted)}


def _cloning_tank(game: Game, zone: str, by_seat: int | None) -> None:
    st = game.st
    stack = st["stacks"][zone]
    floor = game.content.rooms[game.content.zones[zone].room].floor
    missiles = [i for i in reversed(stack) if items.KIND[i] == "missile"]
    for m in missiles:
        game.destroy(m)
    if missiles:
        game.damage(zone)
    while True:
        reagent = next((i for i in reversed(stack) if items.KIND[i] in items.REAGENTS), None)
        subject = next((i for i in reversed(stack) if i in items.CHARACTERS), None)
        if reagent is None or subject is None:
            break
        _clone(game, zone, floor, reagent, subject)


def _clone(game: Game, zone: str, floor: str, reagent: str, subject: str) -> None:
    st = game.st
    r_kind, s_kind = items.KIND[reagent], items.KIND[subject]
    game.destroy(reagent)
    if game.alive(subject):
        game.move_with_equipment(subject, floor)
    else:
        game.destroy(subject)
    made: str | None = None
    if r_kind == "jelly":
        made = game.from_supply(s_kind)
    elif s_kind != "monkey":
        made = game.from_supply("monkey")
    else:
        for kind in ("scientist", "engineer", "soldier"):
            made = game.from_supply(kind)
            if made:
                break
    game.deed("clone")
    if made is not None:
        st["stacks"][floor].append(made)
        st["alive"][made] = True
        if items.KIND[made] == "monkey" and s_kind != "monkey":
            game.deed("clone_monkey")
        if items.is_human(made):
            game.deed("clone_human")
    game.emit("clone", f"The cloning tank uses {items.name(reagent)} on {items.name(subject)}"
              + (f" and makes a {items.name(made)}." if made else "; the supply is empty."),
              made=made)


def _nav_computer(game: Game, zone: str, by_seat: int | None) -> None:
    st = game.st
    stack = st["stacks"][zone]
    if len(stack) != 1 or items.KIND[stack[0]] not in items.GROUPS["chart"]:
        game.emit("nav", "The navigation computer does not work.")
        return
    if stack[0] != "chart_accurate" or by_seat is None:
        game.emit("nav", "The navigation computer plots a course to nowhere useful.")
        return
    game.deed("chart_used")
    game.emit("nav", "The navigation computer shows two possible courses.")
    st["chart"] = {"active": _draw_set(game, st["active"]),
                   "inactive": _draw_set(game, st["inactive"])}
    st["sub"] = {"kind": "chart", "seat": by_seat}


def _draw_set(game: Game, deck: list[str]) -> list[str]:
    drawn: list[str] = []
    while deck:
        card = deck.pop()
        drawn.append(card)
        if game.content.events[card].kind != "anomaly":
            break
    return drawn


def lathe_refusal(game: Game, kind: str) -> str | None:
    """May the nanolathe make an item of `kind`? Only from what is left in the supply."""
    if kind not in items.NAMES:
        return "The Nanolathe cannot make that: it is not an item of this game."
    if any(items.KIND[i] == kind for i in game.st["supply"]):
        return None
    return f"There is no {items.NAMES[kind]} left in the supply for the Nanolathe to make."


def lathe_choices(game: Game) -> list:
    return [shared(A.LathePick, kind) for kind in items.ITEM_KINDS
            if lathe_refusal(game, kind) is None]


def revive_refusal(game: Game, room: str | None) -> str | None:
    """The artefact in the trash burner: any room may rise (space too), or none."""
    if room is None or room in game.content.rooms:
        return None
    return "There is no such room on the ship."


def revive_choices(game: Game) -> list:
    return [shared(A.Revive, room) for room in (None, *game.content.rooms)
            if revive_refusal(game, room) is None]


def chart_refusal(keep: str) -> str | None:
    if keep in A.CHART_SETS:
        return None
    return "The chart shows two sets of events: choose set A or set B."


def chart_choices() -> list:
    return [shared(A.ChartChoice, keep) for keep in A.CHART_SETS if chart_refusal(keep) is None]


def answer(game: Game, sub: dict, action) -> None:
    """A robot's follow-up choice during an activation (nanolathe, burner, chart)."""
    st = game.st
    if isinstance(action, A.LathePick):
        made = game.from_supply(action.kind, alive=False)
        st["stacks"][sub["zone"]].append(made)
        game.emit("nanolathe", f"The nanolathe makes {items.name(made)}.", item=made)
        sub["remaining"] -= 1
        if sub["remaining"] and st["supply"]:
            st["sub"] = sub
    elif isinstance(action, A.Revive):
        if action.room is not None:
            revive(game, action.room)
    elif isinstance(action, A.ChartChoice):
        chosen = st["chart"][action.keep]
        other = st["chart"]["inactive" if action.keep == "active" else "active"]
        st["active"].extend(reversed(chosen))
        st["inactive"][0:0] = list(reversed(other))
        st["chart"] = None
        game.emit("nav", "The navigation computer sets the ship's course.")


EFFECTS = {
    "engine": _engine, "trash_burner": _trash_burner, "cage": _cage,
    "launch_tube": _launch_tube, "nanolathe": _nanolathe, "cloning_tank": _cloning_tank,
    "nav_computer": _nav_computer,
}
