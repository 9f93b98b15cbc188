"""The 404 game: state, the turn's state machine and the engine contract.

State is one plain JSON-safe dict (`self.st`, dealt by setup.py), so `to_dict`, undo
snapshots and equality checks are cheap and exact.  Rules live in rules/, one module per
rulebook section; legality in legal.py; this module sequences them.

Turn: reveal event -> humans and monkeys (automatic) -> deal action cards -> each robot
programs 3 cards (one decision per card, seat order) -> resolve round 1, 2, 3 by priority
(with sub-decisions: doors, shoves, pickups...) -> resolve event -> next turn.
"""

from __future__ import annotations

from typing import Any

from game.engines.common.actions import Decision, Event, with_rules
from game.engines.common.errors import RuleError, SaveError
from game.engines.common.outcome import Outcome
from game.engines.common.rng import Rng
from game.engines.common.well_formed import malformed
from game.engines.law404 import actions as A
from game.engines.law404 import gestures, legal, view
from game.engines.law404.board import board_for
from game.engines.law404.content import Content
from game.engines.law404.legal import decision
from game.engines.law404.rules import (
    directives,
    endless,
    events,
    items,
    refs,
    robot_turn,
    turn,
)
from game.engines.law404.setup import (
    ENDLESS_DIRECTIVES,
    REDUCED_SHOVING,
    Setup,
    copy_state,
    deal,
)

FORMAT_VERSION = 1
INERT_EVENTS = frozenset(("human_fail", "turn", "reveal_programs", "shove", "siesta"))
DOOR_EVENTS = frozenset(("door", "doors"))
"""Door events only move open-door and vacuum-exposure counts."""


class Game:
    """One game of 404.  Build with `new_game` or `from_dict`."""

    def __init__(self, setup: Setup, content: Content, state: dict, history: list[str],
                 undo: bool = True, events: bool = True):
        self.setup = setup
        self.players = setup.players
        self.content = content
        self.board = board_for(content, setup.layout)
        self.st = state
        self.rng = Rng.from_dict({"state": state["rng"]})
        self.history = history
        self.keep_undo = undo
        self.keep_events = events
        """False for whole-game playouts: `apply` then returns no events."""
        # Undo: a snapshot at the last checkpoint (reveal, draw) plus the actions since; undo
        # restores the snapshot and replays all but the last.  One copy per checkpoint
        # instead of one per action keeps playouts fast.
        self._base = copy_state(state) if undo else None
        self._since: list = []
        self._events: list[Event] = []
        self._legal: list | None = None
        self.last_checked: int | None = None
        self.emitted = 0
        """Events emitted so far: every state change emits one, so directives are rechecked
        only when this has moved on (door events count apart, in door_changes)."""
        self.door_changes = 0
        self.doors_checked: int | None = None
        self.watch: directives.Watch | None = None
        """What directives.check keeps between checks (counts, compiled rules)."""
        self._places: dict[str, str] = {}
        """Where `locate` last found each item: checked before it is trusted."""
        self._random_used = False

    # ------------------------------------------------------------------ public API

    @property
    def pending(self) -> Decision | None:
        st = self.st
        if st["over"] is not None:
            return None
        sub = st["sub"]
        if sub is not None:
            return decision(sub["seat"], sub["kind"])
        if st["stage"] == "draft":
            return decision(st["draft_seat"], "keep_directive")
        seat = st["program_seat"]
        return decision(seat, "program", len(st["program"][seat]) + 1)

    @property
    def is_over(self) -> bool:
        return self.st["over"] is not None

    @property
    def result(self) -> Outcome | None:
        over = self.st["over"]
        return None if over is None else Outcome.from_dict(over)

    def legal_actions(self) -> list:
        # `self._legal or` saves a call on the hot path (an empty list is just listed again).
        return list(self._legal or self._legal_now())

    def why_not(self, action) -> str | None:
        """None when `action` is legal now, else the sentence why not (legal.py)."""
        return legal.why_not(self, action)

    def apply(self, action) -> list[Event]:
        """Play `action` and everything automatic that follows it up to the next decision;
        RuleError with the rule walk's sentence, changing nothing, if it is not legal now."""
        if not _listed(action, self._legal or self._legal_now()):
            reason = legal.why_not(self, action)
            if reason is None:
                raise AssertionError(f"the rule walk allows {action!r}, legal_actions() "
                                     "does not list it")
            raise RuleError(reason)
        events = with_rules(self._play(action), refs.ref)
        self.history.append(action.to_text())
        if self.keep_undo:
            if self._random_used:
                self._base = copy_state(self.st)
                self._since = []
            else:
                self._since.append(action)
        return events

    def _legal_now(self) -> list:
        """The legal actions, listed once per decision; callers outside get copies."""
        if self._legal is None:
            self._legal = legal.legal_actions(self)
        return self._legal

    def _play(self, action) -> list[Event]:
        self._events = []
        self.rng.state = self.st["rng"]
        self._random_used = False
        robot_turn.play(self, action)
        if not isinstance(action, (A.ProgramCard, A.KeepDirective)):
            directives.check(self)
        self.advance()
        self.st["rng"] = self.rng.state
        self._legal = None
        return self._events

    @property
    def can_undo(self) -> bool:
        return bool(self._since)

    def undo(self) -> None:
        if not self._since:
            raise RuleError("There is nothing to take back since the last card was revealed.")
        self._since.pop()
        self.st = copy_state(self._base)
        self.last_checked = None
        self.doors_checked = None
        for action in self._since:  # none of these drew or revealed anything
            self._play(action)
        self.rng.state = self.st["rng"]
        self.history.pop()
        self._legal = None
        self._events = []

    def to_dict(self) -> dict:
        return {"version": FORMAT_VERSION, "game": "law404", "setup": self.setup.to_dict(),
                "history": list(self.history), "state": copy_state(self.st)}

    def view_for(self, seat: int) -> dict:
        return view.view_for(self, seat)

    def public_view(self) -> dict:
        """What a spectator sees: every seat's view without its secrets (a fresh copy)."""
        return view.public_view(self)

    def board_info(self) -> dict:
        """The static board for scenes: rooms (printed names, zones), doors and symbols."""
        content = self.content
        return {
            "layout": self.setup.layout,
            "rooms": [{"id": r.id, "name": self.board.name(r.id), "side": r.side,
                       "zones": [{"id": z, "kind": content.zones[z].kind,
                                  "name": content.zones[z].name,
                                  "machine": content.zones[z].machine} for z in r.zones]}
                      for r in content.rooms.values()],
            "doors": [{"id": d.id, "rooms": list(d.rooms), "symbol": d.symbol}
                      for d in self.board.doors.values()],
        }

    def summary(self) -> dict:
        st = self.st
        return {
            "turn": st["turn"],
            "over": st["over"],
            "robots": [{"seat": s, "room": st["room"][s], "carrying": st["stacks"][f"robot:{s}"],
                        "completed": [d["id"] for d in st["directives"][s] if d["done"]]}
                       for s in range(self.players)],
            "events_left": len(st["active"]),
            "damaged": sorted(st["damaged"]),
        }

    def find_action(self, seat: int, piece: str, source: str, target: str,
                    using: tuple[str, ...] = ()):
        """The one legal action a drag means (gestures.py documents the vocabulary), or
        RuleError naming what was dragged and where, with the reason."""
        return gestures.find_action(self, seat, piece, source, target, using)

    def drag_for(self, action) -> tuple[str, str, str] | None:
        """(piece, source, target) of the drag that means `action` now, or None."""
        return gestures.drag_for(self, action)

    def why_not_lift(self, seat: int, piece: str, source: str) -> str | None:
        """None when `seat` may start dragging `piece` from `source`, else why not."""
        return gestures.lift_refusal(self, seat, piece, source)

    # ------------------------------------------------------------------ helpers for rules

    def emit(self, kind: str, text: str, inert: bool = False, **data: Any) -> None:
        """Log an event.  `inert` marks events that change nothing a directive can count
        (a failed check, an empty-handed robot walking), so no recheck is needed."""
        if self.keep_events:
            self._events.append(Event(kind, text, data))
        if kind in DOOR_EVENTS:
            self.door_changes += 1
        elif not inert and kind not in INERT_EVENTS:
            self.emitted += 1

    def deed(self, name: str, n: int = 1) -> None:
        tally = self.st["tally"]
        tally[name] = tally.get(name, 0) + n

    def randomness(self) -> Rng:
        """The game's Rng; using it makes this action a checkpoint (no undo past it)."""
        self._random_used = True
        return self.rng

    def has(self, variant: str) -> bool:
        return variant in self.setup.variants

    @property
    def endless(self) -> bool:
        return ENDLESS_DIRECTIVES in self.setup.variants

    @property
    def reduced_shoving(self) -> bool:
        return REDUCED_SHOVING in self.setup.variants

    # item locations -------------------------------------------------------------

    def locate(self, item: str) -> str | None:
        # An item is in one stack only, so a remembered stack that still holds it is its
        # place; rules look the same character up several times in a row.
        stacks = self.st["stacks"]
        loc = self._places.get(item)
        if loc is not None and item in stacks.get(loc, ()):
            return loc
        for loc, stack in stacks.items():
            if item in stack:
                self._places[item] = loc
                return loc
        return None

    def room_of(self, loc: str) -> str:
        if loc.startswith("robot:"):
            return self.st["room"][int(loc[6:])]
        return self.content.zones[loc].room

    def alive(self, item: str) -> bool:
        return self.st["alive"].get(item, True)

    def zone_kind(self, loc: str) -> str:
        return "carried" if loc.startswith("robot:") else self.content.zones[loc].kind

    def machine(self, loc: str) -> str | None:
        return None if loc.startswith("robot:") else self.content.zones[loc].machine

    def is_damaged(self, zone: str) -> bool:
        return zone in self.st["damaged"]

    def cage_blocks(self, loc: str) -> bool:
        """A locked cage lets nothing in or out."""
        return self.st["cage_locked"] and self.machine(loc) == "cage"

    def move_items(self, moved: list[str], src: str, dst: str) -> None:
        """Move `moved` (in their stack order) from src onto the top of dst."""
        stack = self.st["stacks"][src]
        keep = [i for i in stack if i not in moved]
        order = [i for i in stack if i in moved]
        stack[:] = keep
        self.st["stacks"][dst].extend(order)

    def move_with_equipment(self, item: str, dst: str) -> list[str]:
        """Move an item; a living character takes what it has equipped along (Equipment)."""
        src = self.locate(item)
        stack = self.st["stacks"][src]
        index = stack.index(item)
        moved = [item]
        if item in items.CHARACTERS and self.alive(item):
            moved += [stack[i] for i in items.equipment_of(stack, index, self.st["alive"])]
        self.move_items(moved, src, dst)
        return moved

    def destroy(self, item: str) -> None:
        """To the supply; the alien artefact instead reappears on top of space."""
        src = self.locate(item)
        if item == "artefact":
            self.move_items([item], src, "space.void")
            self.emit("artefact", "The alien artefact reappears in space.")
            return
        self.st["stacks"][src].remove(item)
        self.st["supply"].append(item)
        self.st["alive"].pop(item, None)

    def from_supply(self, kind: str, alive: bool = True) -> str | None:
        """Take a counter of `kind` from the supply (None when none is left)."""
        supply = self.st["supply"]
        found = [i for i in supply if items.KIND[i] == kind]
        if not found:
            return None
        item = min(found, key=items.ORDER.__getitem__)
        supply.remove(item)
        if item in items.CHARACTERS:
            self.st["alive"][item] = alive
        return item

    def free_damage_counters(self) -> int:
        """Damage counters left in the supply: the 10 are shared by damaged machines and the
        enemy ship (`enemy_hits` is the number of counters on its card)."""
        st = self.st
        return max(0, items.DAMAGE_COUNTERS - len(st["damaged"]) - st["enemy_hits"])

    def damage(self, zone: str) -> bool:
        st = self.st
        if zone in st["damaged"] or not self.free_damage_counters():
            return False
        st["damaged"].append(zone)
        st["damaged"].sort()
        self.emit("damage", f"The {self.content.zones[zone].name} is damaged.", zone=zone)
        return True

    def repair(self, zone: str) -> None:
        self.st["damaged"].remove(zone)
        self.deed("repair")
        self.emit("repair", f"The {self.content.zones[zone].name} is repaired.", zone=zone)

    def exposed_rooms(self) -> frozenset[str]:
        return self.board.exposed(self.st["doors"])

    def robots_in(self, room: str) -> list[int]:
        return [s for s, r in enumerate(self.st["room"]) if r == room]

    def set_doors(self, room: str, is_open: bool) -> None:
        for _, door, _ in self.board.exits[room]:
            self.st["doors"][door] = is_open

    # ------------------------------------------------------------------ sequencing

    def advance(self) -> None:
        """Run automatic steps until a player must decide or the game ends."""
        st = self.st
        while st["over"] is None and st["sub"] is None:
            if st["offer_queue"]:
                endless.offer_directives(self)
                continue
            stage = st["stage"]
            # "paused" holds the machine still between scripted steps (scenario tests).
            if stage in ("draft", "program", "paused"):
                return
            if stage == "turn_start":
                turn.start_turn(self)
            elif stage == "resolve":
                robot_turn.resolve_next(self)
            elif stage == "event":
                events.resolve_event(self)
                st["stage"] = "turn_start"
            directives.check(self)


def _listed(action, legal: list) -> bool:
    """`action in legal`, trying identity first: bots and scenes hand back one of the
    listed objects, and each dataclass equality test is a Python call. An equal object
    must also have exactly the listed field types (`True == 1`, but not in a record)."""
    for listed in legal:
        if listed is action:
            return True
    return action in legal and malformed(action, A.Action) is None


def new_game(setup: Setup, content: Content, fast: bool = False,
             undo: bool | None = None) -> Game:
    """Deal a new game from the setup's seed; the directive draft comes next.

    `fast=True` (simulations, playouts) skips undo snapshots, a copy of the state per action,
    and the event log: `apply` returns no events.
    """
    if undo is None:
        undo = not fast
    return Game(setup, content, deal(setup, content), [], undo=undo, events=not fast)


def from_dict(data: dict, content: Content, undo: bool = True) -> Game:
    """Restore exactly what `Game.to_dict()` produced."""
    if not isinstance(data, dict) or data.get("game") != "law404":
        raise SaveError("This is not a 404: Law Not Found game.")
    if data.get("version") != FORMAT_VERSION:
        raise SaveError(f"Unsupported 404 save version {data.get('version')!r}.")
    try:
        setup = Setup.from_dict(data["setup"])
        state = copy_state(data["state"])
        history = list(data["history"])
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(f"The 404 save is incomplete or corrupt: {exc}") from None
    return Game(setup, content, state, history, undo=undo)
