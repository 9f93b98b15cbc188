"""Human and Monkey Turn: the Human Action Table, the Monkey Action Table, Turn Order,
Humans/Monkeys and Space, Humans/Monkeys and Items, and the success check.

Everything here is automatic: humans and monkeys follow their tables, so no player is asked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engines.law404.board import TURN_ORDER_ROOMS
from game.engines.law404.rules import directives, items, machines

if TYPE_CHECKING:
    from game.engines.law404.game import Game

ROOM_RANK = {room: n for n, room in enumerate(TURN_ORDER_ROOMS)}
SUIT = frozenset(("suit",))
FLOAT, TO_FLOOR, REPAIR, LOAD, TURN_ON, CLOSE, EAT, NOTHING = (
    "float", "to_floor", "repair", "load", "turn_on", "close", "eat", "nothing")
ROW_TEXT = {
    FLOAT: "floats helplessly", TO_FLOOR: "moves to the floor", REPAIR: "repairs the machine",
    LOAD: "loads the machine", TURN_ON: "turns on the machine", CLOSE: "closes the doors",
    EAT: "eats", NOTHING: "does nothing",
}
# Log sentences per row, third person and after "tries to": {item}, {machine}, {room} are
# printed names, so a player reads "Soldier (Weaponry) loads the Banana into the Launch Tube".
ROW_SAYS = {
    TO_FLOOR: ("moves to the floor", "move to the floor"),
    REPAIR: ("repairs the {machine}", "repair the {machine}"),
    LOAD: ("loads the {item} into the {machine}", "load the {item} into the {machine}"),
    TURN_ON: ("turns on the {machine}", "turn on the {machine}"),
    CLOSE: ("closes every door of {room}", "close every door of {room}"),
    EAT: ("eats the {item}", "eat the {item}"),
}


# ---------------------------------------------------------------- turn order

def acting_order(game: Game, monkeys: bool, done: set[str]) -> list[str]:
    """Living characters of one type in Turn Order: room, then floor/storage/machine/carried,
    then highest in the stack first.  Robots carrying characters in the same room: seat order
    (ruling)."""
    return [item for _, _, item, _ in sorted(_acting_keys(game, monkeys, done))]


class PhaseOrder:
    """`acting_order` through one human (or monkey) phase, where it is asked again after
    every character acts.  Sorting means finding every character on the board, so the
    order is only sorted again when it may have changed: a character appeared, left, died
    or revived (`alive` changed), a robot moved, or one still to act is not where it was."""

    def __init__(self, game: Game, monkeys: bool) -> None:
        self.game = game
        self.monkeys = monkeys
        self.places: list[tuple[str, str, int]] = []
        """(character, stack, index) in Turn Order."""
        self.alive: dict[str, bool] | None = None
        self.rooms: list[str] = []

    def next(self, done: set[str]) -> str | None:
        """The first character in Turn Order not in `done`, or None."""
        st = self.game.st
        if st["alive"] != self.alive or st["room"] != self.rooms or self._moved(done):
            keyed = sorted(_acting_keys(self.game, self.monkeys, set()))
            self.places = [(item, loc, -height) for _, height, item, loc in keyed]
            self.alive = dict(st["alive"])
            self.rooms = st["room"][:]
        for item, _, _ in self.places:
            if item not in done:
                return item
        return None

    def _moved(self, done: set[str]) -> bool:
        stacks = self.game.st["stacks"]
        for item, loc, index in self.places:
            if item not in done:
                stack = stacks[loc]
                if index >= len(stack) or stack[index] != item:
                    return True
        return False


ACTORS = {
    monkeys: frozenset(c for c in items.CHARACTERS if (items.KIND[c] == "monkey") == monkeys)
    for monkeys in (False, True)
}
"""The characters acting in the human phase (False) and in the monkey phase (True)."""


def _acting_keys(game: Game, monkeys: bool, done: set[str]) -> list[tuple]:
    """(place rank, -height, character, stack) for every living character of the type not
    yet done; the smallest acts first.  Looking up the few characters (locate remembers
    where each was) beats searching every stack for them."""
    st = game.st
    alive = st["alive"]
    supply = st["supply"]
    stacks = st["stacks"]
    keyed = []
    for item in ACTORS[monkeys]:
        if item in done or item in supply or not alive.get(item, True):
            continue
        loc = game.locate(item)
        if loc is not None:
            keyed.append((_place_rank(game, loc), -stacks[loc].index(item), item, loc))
    return keyed


def _place_rank(game: Game, loc: str) -> tuple[int, int, int]:
    """Room, then zone kind (a robot's stack after the zones), then seat."""
    if loc.startswith("robot:"):
        seat = int(loc[6:])
        return ROOM_RANK[game.st["room"][seat]], 3, seat
    return game.board.turn_rank[loc]


def has_equipped(game: Game, character: str, kinds: frozenset[str]) -> bool:
    loc = game.locate(character)
    stack = game.st["stacks"][loc]
    mine = items.equipment_of(stack, stack.index(character), game.st["alive"])
    return any(items.KIND[stack[i]] in kinds for i in mine)


def space_death(game: Game, character: str) -> bool:
    """Killed if the turn starts without a suit in space or a room open to space."""
    room = game.room_of(game.locate(character))
    if room not in game.exposed_rooms() or has_equipped(game, character, SUIT):
        return False
    game.st["alive"][character] = False
    game.deed("space_death")
    game.emit("space_death", f"{who(game, character)} dies in the vacuum."
              if game.keep_events else "", item=character)
    return True


# ---------------------------------------------------------------- item search

def search(game: Game, room: str, want: Callable[[str], bool], exclude: set[str],
           machine: bool = True, robot: bool = False) -> str | None:
    """First valid item: storage, then floor, then machine (top of each stack first); a
    monkey also checks the one robot in the room.  Locked cages hold what they hold."""
    st = game.st
    board = game.board
    zones = [board.storage_zone[room], game.content.rooms[room].floor]
    if machine:
        zones.append(board.machine_zone[room])
    for zone in zones:
        if zone is None or game.cage_blocks(zone):
            continue
        for item in reversed(st["stacks"][zone]):
            if item not in exclude and want(item):
                return item
    if robot:
        robots = game.robots_in(room)
        if len(robots) == 1:
            for item in reversed(st["stacks"][f"robot:{robots[0]}"]):
                if item not in exclude and want(item):
                    return item
    return None


# ---------------------------------------------------------------- the human table

def card_items(game: Game, room: str) -> frozenset[str]:
    return game.content.room_cards[room].items


def loadable(game: Game, room: str) -> Callable[[str], bool]:
    kinds = card_items(game, room)
    if "any" in kinds:
        return lambda item: True
    return lambda item: items.KIND[item] in kinds


def would_trigger(game: Game, room: str) -> bool:
    """Would turning the machine on trigger any effect on its room card?"""
    zone = game.board.machine_zone[room]
    stack = game.st["stacks"][zone]
    kinds = [items.KIND[i] for i in stack]
    machine = game.content.zones[zone].machine
    if machine == "engine":
        return bool(machines.ENGINE_FUEL.intersection(kinds))
    if machine == "cage":
        return game.st["cage_locked"] or "monkey" in kinds
    if machine == "cloning_tank":
        return "missile" in kinds or (
            any(k in items.REAGENTS for k in kinds) and any(i in items.CHARACTERS for i in stack))
    if machine == "nav_computer":
        return len(stack) == 1 and kinds[0] in items.GROUPS["chart"]
    return bool(stack)


def worth_turning_on(game: Game, room: str) -> bool:
    """Damage an enemy ship, dodge a meteor, lock the monkey in, or make an extra live human."""
    st = game.st
    zone = game.board.machine_zone[room]
    stack = st["stacks"][zone]
    machine = game.content.zones[zone].machine
    if machine == "launch_tube":
        return len(stack) == 1 and machines.enemy_active(game)
    if machine == "engine":
        main = st["main"]
        event = game.content.events.get(main) if main else None
        side = game.content.rooms[room].side
        return (bool(machines.ENGINE_FUEL.intersection(items.KIND[i] for i in stack))
                and event is not None and event.kind == "meteor" and event.side == side
                and not st["event_done"])
    if machine == "cage":
        return not st["cage_locked"] and any(items.KIND[i] == "monkey" for i in stack)
    if machine == "trash_burner":
        return "artefact" in stack and any(machines.dead_humans_in(game, r)
                                           for r in game.content.rooms)
    if machine == "cloning_tank":
        return _clone_makes_human(game, stack)
    return False  # nanolathe makes only dead crew; nobody touches the navigation computer


def _clone_makes_human(game: Game, stack: list[str]) -> bool:
    """Dry run of the cloning loop on kinds only: would a live human be added?"""
    supply = [items.KIND[i] for i in game.st["supply"]]
    tank = [(items.KIND[i], game.alive(i)) for i in stack if items.KIND[i] != "missile"]
    while True:
        r = next((n for n in range(len(tank) - 1, -1, -1) if tank[n][0] in items.REAGENTS), None)
        s = next((n for n in range(len(tank) - 1, -1, -1)
                  if tank[n][0] in items.GROUPS["character"]), None)
        if r is None or s is None:
            return False
        (r_kind, _), (s_kind, s_alive) = tank[r], tank[s]
        for n in sorted((r, s), reverse=True):
            del tank[n]
        if not s_alive:
            supply.append(s_kind)
        if r_kind == "jelly" and s_kind in items.HUMANS and s_kind in supply:
            return True
        if r_kind == "fuel" and s_kind == "monkey" and any(k in supply for k in items.HUMANS):
            return True
        if r_kind == "fuel" and s_kind != "monkey" and "monkey" in supply:
            supply.remove("monkey")


def choose_row(game: Game, human: str) -> tuple[str, str | None]:
    """The first row of the Human Action Table that applies, with the item it uses."""
    loc = game.locate(human)
    room = game.room_of(loc)
    if room == "space":
        return FLOAT, None
    if game.zone_kind(loc) != "floor":
        return TO_FLOOR, None
    zone = game.board.machine_zone[room]
    if game.is_damaged(zone):
        return REPAIR, None
    if not would_trigger(game, room):
        item = search(game, room, loadable(game, room), {human}, machine=False)
        if item is not None:
            return LOAD, item
    if worth_turning_on(game, room):
        return TURN_ON, None
    if any(game.st["doors"][d] for _, d, _ in game.board.exits[room]):
        return CLOSE, None
    food = search(game, room, lambda i: items.KIND[i] in items.FOOD, {human})
    if food is not None:
        return EAT, food
    return NOTHING, None


def imitate(game: Game, human: str, row: str) -> tuple[str, str | None] | None:
    """Categorical Imperative: the same action in this human's own situation, or None when
    it is impossible."""
    loc = game.locate(human)
    room = game.room_of(loc)
    if room == "space" or row in (FLOAT, NOTHING):
        return None
    zone = game.board.machine_zone[room]
    if row == TO_FLOOR:
        return (TO_FLOOR, None) if game.zone_kind(loc) != "floor" else None
    if row == REPAIR:
        return (REPAIR, None) if game.is_damaged(zone) else None
    if row == LOAD:
        if game.is_damaged(zone) or game.cage_blocks(zone):
            return None
        item = search(game, room, loadable(game, room), {human}, machine=False)
        return (LOAD, item) if item is not None else None
    if row == TURN_ON:
        ok = not game.is_damaged(zone) and game.content.zones[zone].machine != "nav_computer"
        return (TURN_ON, None) if ok else None
    if row == CLOSE:
        return (CLOSE, None)
    food = search(game, room, lambda i: items.KIND[i] in items.FOOD, {human})
    return (EAT, food) if food is not None else None


def succeeds(game: Game, human: str) -> tuple[bool, int | None]:
    """A kit means success; otherwise draw an action card: highlighted priority succeeds.
    The priority drawn, or None when no card was drawn."""
    if has_equipped(game, human, items.GROUPS["kit"]):
        return True, None
    if "lucky_crew" in game.st["flags"]:
        return True, None
    cards = game.content.action_cards
    card = game.randomness().choice(sorted(cards))
    return cards[card].highlighted, cards[card].priority


def who(game: Game, character: str) -> str:
    """A character as the log names it: "Soldier (Weaponry)", by the room it is in."""
    loc = game.locate(character)
    if loc is None:
        return items.name(character)
    return f"{items.name(character)} ({game.board.name(game.room_of(loc))})"


def _says(game: Game, human: str, row: str, item: str | None, trying: bool = False) -> str:
    """The log sentence for a row of the Human Action Table, with printed names."""
    if row in (FLOAT, NOTHING):
        return f"{who(game, human)} {ROW_TEXT[row]}."
    room = game.room_of(game.locate(human))
    zone = game.board.machine_zone[room]
    names = {"item": items.name(item) if item else "",
             "machine": game.content.zones[zone].name if zone else "machine",
             "room": game.board.name(room)}
    does, to_do = ROW_SAYS[row]
    if trying:
        return f"{who(game, human)} tries to {to_do.format(**names)} and fails."
    return f"{who(game, human)} {does.format(**names)}."


def perform(game: Game, human: str, row: str, item: str | None) -> None:
    if row in (FLOAT, NOTHING):
        game.emit("human", _says(game, human, row, item) if game.keep_events else "",
                  inert=True, item=human, row=row)
        return
    ok, drawn = succeeds(game, human)
    if not ok:
        game.emit("human_fail", _says(game, human, row, item, trying=True)
                  if game.keep_events else "", item=human, row=row, priority=drawn)
        return
    loc = game.locate(human)
    room = game.room_of(loc)
    zone = game.board.machine_zone[room]
    # Said before acting: an eaten pie or a loaded item is no longer where it was.
    text = _says(game, human, row, item) if game.keep_events else ""
    if row == TO_FLOOR:
        if game.cage_blocks(loc):
            game.emit("human", f"{who(game, human)} is locked in the cage.", inert=True,
                      item=human)
            return
        game.move_with_equipment(human, game.content.rooms[room].floor)
    elif row == REPAIR:
        game.repair(zone)
    elif row == LOAD:
        game.move_with_equipment(item, zone)
    elif row == TURN_ON:
        machines.activate(game, room, by_seat=None)
    elif row == CLOSE:
        game.set_doors(room, False)
    elif row == EAT:
        game.destroy(item)
        game.deed("human_ate")
    game.emit("human", text, item=human, row=row, target=item)


def human_turn(game: Game) -> None:
    st = game.st
    if "crew_siesta" in st["flags"]:
        game.emit("siesta", "The whole crew sleeps through the turn.")
        return
    imperative = "categorical_imperative" in st["flags"]
    leader_row: str | None = None
    done: set[str] = set()
    order = PhaseOrder(game, monkeys=False)
    while st["over"] is None:
        human = order.next(done)
        if human is None:
            return
        done.add(human)
        if space_death(game, human):
            directives.check(game)
            continue
        if imperative and leader_row is not None:
            choice = imitate(game, human, leader_row)
            if choice is None:
                game.emit("human", f"{who(game, human)} cannot copy the others.",
                          inert=True)
                continue
            row, item = choice
        else:
            row, item = choose_row(game, human)
            leader_row = row
        perform(game, human, row, item)
        directives.check(game)


# ---------------------------------------------------------------- the monkey table

BANANAS = tuple(i for i, kind in items.KIND.items() if kind == "banana")


def _bananas_on_ship(game: Game) -> set[str]:
    """Rooms (not space) holding a banana: a look-up per banana counter, not a search
    through every stack."""
    rooms = set()
    supply = game.st["supply"]
    for banana in BANANAS:
        if banana in supply:  # eaten: locate would search every stack to find nothing
            continue
        loc = game.locate(banana)
        if loc is not None:
            rooms.add(game.room_of(loc))
    rooms.discard("space")
    return rooms


def monkey_act(game: Game, monkey: str) -> None:
    st = game.st
    loc = game.locate(monkey)
    room = game.room_of(loc)
    if game.cage_blocks(loc):
        game.emit("monkey", "The monkey rattles the locked cage.", inert=True, item=monkey)
        return
    stack = st["stacks"][loc]
    mine = {stack[i] for i in items.equipment_of(stack, stack.index(monkey), st["alive"])}
    exclude = {monkey} | mine
    banana = search(game, room, lambda i: items.KIND[i] == "banana", exclude, robot=True)
    if banana is not None:
        game.move_with_equipment(monkey, game.locate(banana))
        game.destroy(banana)
        game.deed("monkey_ate")
        game.emit("monkey", "The monkey eats a banana.", item=monkey)
        return
    targets = _bananas_on_ship(game)
    if not targets:
        game.emit("monkey", "The monkey contemplates loss.", inert=True, item=monkey)
        return
    dist = game.board.distance
    best = min(dist[room][t] for t in targets)
    if best == 0:
        # The nearest banana is right here but locked in the cage or held among robots.
        game.emit("monkey", "The monkey stares at a banana it cannot reach.", inert=True,
                  item=monkey)
        return
    # exits are already sorted square, triangle, circle, diamond.
    door, other = next((d, o) for _, d, o in game.board.exits[room]
                       if min(dist[o][t] for t in targets) == best - 1)
    stolen = search(game, room, lambda i: True, exclude, robot=True)
    floor = game.content.rooms[other].floor
    game.move_with_equipment(monkey, floor)
    st["doors"][door] = True
    if stolen is not None:
        game.move_with_equipment(stolen, floor)
    game.emit("monkey", f"The monkey heads for {game.board.name(other)}"
              + (f" with {items.name(stolen)}." if stolen else "."), item=monkey, room=other)


def monkey_turn(game: Game) -> None:
    done: set[str] = set()
    order = PhaseOrder(game, monkeys=True)
    while game.st["over"] is None:
        monkey = order.next(done)
        if monkey is None:
            return
        done.add(monkey)
        if not space_death(game, monkey):
            monkey_act(game, monkey)
        directives.check(game)
