"""Reveal Event (with anomaly chains) and Resolve Event (meteor, enemy ship, planet)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.law404.rules import directives, items
from game.engines.law404.setup import ANOMALOUS_SPACE

if TYPE_CHECKING:
    from game.engines.law404.game import Game


def reveal(game: Game) -> None:
    """Turn the top active event up; anomalies take effect and the next card is drawn
    (from the inactive deck with Anomalous Space) until a non-anomaly arrives."""
    st = game.st
    st["discard"].extend(st["current"])
    st["current"] = []
    st["main"] = None
    if not st["active"]:
        directives.end_of_deck(game)
        return
    game.randomness()  # a face-down card comes up: nothing before this may be undone
    deck = st["active"]
    while deck:
        card = deck.pop()
        st["current"].append(card)
        event = game.content.events[card]
        game.emit("reveal", f"Event: {event.name}.", event=card, event_kind=event.kind)
        if event.kind != "anomaly":
            st["main"] = card
            return
        for effect in event.effects:
            apply_anomaly(game, effect)
        if game.has(ANOMALOUS_SPACE):
            deck = st["inactive"]


def apply_anomaly(game: Game, effect: dict) -> None:
    st = game.st
    op = effect["op"]
    if op == "flag":
        st["flags"].append(effect["flag"])
    elif op == "doors":
        for door in st["doors"]:
            st["doors"][door] = effect["state"] == "open"
    elif op == "damage":
        zone = game.board.machine_zone[effect["room"]]
        game.damage(zone)
    elif op == "repair_all":
        for zone in list(st["damaged"]):
            st["damaged"].remove(zone)
    elif op == "spawn":
        item = game.from_supply(effect["item"])
        if item is not None:
            st["stacks"][effect["zone"]].append(item)
    elif op == "drop":
        drop_all(game)
    elif op == "recharge":
        for chip in st["chips"]:
            chip["charged"] = True


def drop_all(game: Game) -> None:
    """Every robot on the ship drops what it carries on its room's floor, order kept."""
    st = game.st
    for seat, room in enumerate(st["room"]):
        if room == "space" or st["turn_chip"][seat] == "anchor":
            continue
        mine = f"robot:{seat}"
        if st["stacks"][mine]:
            game.move_items(list(st["stacks"][mine]), mine, game.content.rooms[room].floor)
            game.emit("drop", f"Robot {seat + 1} drops everything.", seat=seat)


def resolve_event(game: Game) -> None:
    st = game.st
    main = st["main"]
    if main is None or st["event_done"]:
        return
    event = game.content.events[main]
    if event.kind == "meteor":
        game.deed("meteor_hit")
        game.emit("meteor", f"The meteor hits the {event.side} side.")
        drop_all(game)
    elif event.kind == "enemy":
        for room in targets(game, event.targets):
            zone = game.board.machine_zone[room]
            if zone is not None:
                game.damage(zone)
        game.emit("enemy", "The enemy ship opens fire.")
    elif event.kind == "planet":
        _planet(game, event.crew)
    st["event_done"] = True


def targets(game: Game, named: tuple[str, ...]) -> list[str]:
    """Rooms an enemy ship shoots; "most_items"/"most_robots" hit every tied room."""
    st = game.st
    rooms: list[str] = []
    for target in named:
        if target in ("most_items", "most_robots"):
            counts = {}
            for room in game.content.rooms:
                robots = game.robots_in(room)
                if target == "most_robots":
                    counts[room] = len(robots)
                else:
                    counts[room] = (sum(len(st["stacks"][z]) for z in game.content.rooms[room].zones)
                                    + sum(len(st["stacks"][f"robot:{s}"]) for s in robots))
            top = max(counts.values())
            rooms += [r for r, c in counts.items() if c == top and top > 0]
        else:
            rooms.append(target)
    return [r for r in dict.fromkeys(rooms) if r != "space"]


def _planet(game: Game, crew: tuple[str, ...]) -> None:
    """Named living crew beam down; robots carrying one go too and complete the planetary
    objective (chips recharge); everyone returns to where they were."""
    st = game.st
    went = False
    for seat in range(game.players):
        carried = st["stacks"][f"robot:{seat}"]
        if any(items.KIND[i] in crew and game.alive(i) for i in carried):
            st["chips"][seat]["charged"] = True
            game.deed("planet_mission")
            game.emit("planet", f"Robot {seat + 1} completes the planetary objective.",
                      seat=seat)
            went = True
    if not went:
        game.emit("planet", "The landing party achieves nothing.")
