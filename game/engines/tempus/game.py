"""The Game: Trouble on the Tempus state plus the engine contract (docs/architecture.md).

State is kept in plain Python values (dicts, lists, sets of strings) so `to_dict()` is a
cheap copy and random playouts stay fast. Undo keeps one snapshot per checkpoint (each card
draw, once a round) and replays the few actions since, instead of a snapshot per action.
"""

from __future__ import annotations

from game.engines.common.actions import Decision, Event, with_rules
from game.engines.common.errors import MalformedActionError, RuleError, SaveError
from game.engines.common.outcome import Outcome
from game.engines.common.rng import Rng
from game.engines.common.well_formed import malformed
from game.engines.tempus import actions as A
from game.engines.tempus import gestures, legal, view
from game.engines.tempus.board import ShipGraph
from game.engines.tempus.content import Character, Content, ItemType
from game.engines.tempus.rules import action_phase, effects, refs
from game.engines.tempus.rules.consequences import consequences_phase
from game.engines.tempus.rules.time_jump import enact_hyperdrive
from game.engines.tempus.setup import Setup, deal

FORMAT = 1
GAME_ID = "tempus"
BASE_MOVEMENT = 2

_GRAPHS: dict[int, ShipGraph] = {}


def _graph(content: Content) -> ShipGraph:
    # One graph per loaded Content: building it per game would dominate short playouts.
    g = _GRAPHS.get(id(content.ship))
    if g is None or g.ship is not content.ship:
        g = _GRAPHS[id(content.ship)] = ShipGraph(content.ship)
    return g


class Game:
    """A game of Trouble on the Tempus. Build one with `new_game` or `from_dict`."""

    def __init__(self, setup: Setup, content: Content):
        self.setup = setup
        self.content = content
        self.graph = _graph(content)
        self._uid_type: dict[str, ItemType] = {}
        for t in content.items.values():
            for k in range(1, t.copies + 1):
                self._uid_type[f"{t.id}_{k}"] = t
        self._rank = {uid: i for i, uid in enumerate(self._uid_type)}
        self.events: list[Event] = []
        self._legal: list | None = None
        self._idx: dict[str, list[str]] | None = None
        self._chars: list[Character] | None = None
        self.reveal = False
        self._base: dict = {}
        self._base_len = 0

    def __repr__(self) -> str:
        crew = ", ".join(f"{c['char']}@{c['at']}:{c['wounds']}" + ("+" if c["dead"] else "")
                         for c in self.crew)
        state = self.result.reason if self.result else self.phase
        return (f"<Tempus round {self.round} jumps {self.loops} {state} shields {self.shields} "
                f"hyperdrive {'fixed' if self.fixed else 'broken'} crew [{crew}]>")

    # ---- public API ----------------------------------------------------------------------

    @property
    def pending(self) -> Decision | None:
        if self.result is not None:
            return None
        if self.phase == "first":
            return Decision(self.chooser, "choose_first_player",
                            "Choose who takes the first turn this round.")
        if self.phase == "discard":
            return Decision(self.chooser, "discard_equipment",
                            "Choose one crew member's Equipment item to discard.")
        if self.phase == "security":
            return Decision(self.current_seat, "security_room",
                            f"Switch up to {self.sec_left} more interior doors, or finish.")
        seat = self.current_seat
        left = "no action left" if self.t_acted else "an action left"
        moves = 0 if self.t_locked else self.t_moves
        return Decision(seat, "turn", f"{self.crew_name(seat)}: {moves} movement and {left}; "
                        "move, act, or end the turn.")

    def legal_actions(self) -> list:
        if self.result is not None:
            return []
        if self._legal is None:
            self._legal = legal.legal_actions(self)
        return list(self._legal)

    def why_not(self, action) -> str | None:
        """None when `action` is legal now, else the sentence why not, in printed names: the
        rule walk legal_actions() comes from (legal.py)."""
        reason = malformed(action, A.Action)
        if reason is not None:
            return f"{action!r} is not a Trouble on the Tempus action: {reason}."
        return legal.why_not(self, action)

    def apply(self, action) -> list[Event]:
        """Validate, then change the state; an illegal action raises RuleError and changes
        nothing."""
        if self.result is not None:
            raise RuleError("The game is over.")
        listed = self._legal
        if listed is None:
            listed = self._legal = legal.legal_actions(self)
        # Bots hand back the very objects legal_actions() listed: test identity first, as
        # hashing every dataclass for a set costs more than the rest of apply.
        for a in listed:
            if a is action:
                break
        else:
            reason = malformed(action, A.Action)
            if reason is not None:
                raise MalformedActionError(
                    f"{action!r} is not a Trouble on the Tempus action: {reason}.")
            if action not in listed:
                raise RuleError(legal.why_not(self, action))
        self.events = []
        self.reveal = False
        action_phase.perform(self, action)
        if self.result is None and self.phase == "turn" and self.crew[self.current_seat]["dead"]:
            self.next_turn()  # a crew member killed during their own turn loses the rest of it
        self.history.append(action.to_text())
        if self.result is None:
            self._check_way_back()
        if self.reveal or self.result is not None:
            self.checkpoint = len(self.history)
            self.mark_checkpoint()
        self._legal = None
        return with_rules(self.events, refs.ref)

    def find_action(self, seat: int, piece: str, source: str, target: str,
                    using: tuple[str, ...] = ()):
        """The one legal action of `seat` a drag means: `piece` picked up at `source`,
        dropped on `target` (the words are gestures.py's); RuleError with the rule walk's
        sentence, naming what was dragged and where, when it means nothing legal."""
        return gestures.find_action(self, seat, piece, source, target, using)

    def drag_for(self, action) -> tuple[str, str, str] | None:
        """(piece, source, target) of the drag that means `action` now, or None when it is
        not made by a drag (gestures.py)."""
        return gestures.drag_for(self, action)

    @property
    def can_undo(self) -> bool:
        return len(self.history) > self._base_len

    def undo(self) -> None:
        """Back to the previous decision; cards drawn and piles looked at cannot be undone.

        Restores the snapshot taken at the last checkpoint (a reveal, or loading) and
        replays the actions since then but the last: one snapshot a round instead of one
        per action keeps random playouts fast.
        """
        if not self.can_undo:
            raise RuleError("There is nothing to undo since the last card was revealed.")
        again = from_dict(self._base, self.content)
        for text in self.history[self._base_len:-1]:
            again.apply(A.parse_action(text))
        base, base_len = self._base, self._base_len
        self.__dict__.update(again.__dict__)
        self._base, self._base_len = base, base_len

    def mark_checkpoint(self) -> None:
        """Undo will not go back past the current state."""
        self._base = self.to_dict()
        self._base_len = len(self.history)

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "game": GAME_ID,
            "setup": self.setup.to_dict(),
            "rng": self.rng.to_dict(),
            "round": self.round,
            "loops": self.loops,
            "phase": self.phase,
            "first": self.first,
            "chooser": self.chooser,
            "order": list(self.order),
            "turn": self.turn,
            "t": [self.t_moves, self.t_acted, self.t_moved, self.t_locked, list(self.t_dropped)],
            "security": [self.sec_left, list(self.sec_done)],
            "tokens": {k: dict(v) for k, v in self.tokens.items()},
            "supply": dict(self.supply),
            "locked": sorted(self.locked),
            "sealed": sorted(self.sealed),
            "shields": self.shields,
            "completed": list(self.completed),
            "hyperdrive": self.hyperdrive,
            "fixed": self.fixed,
            "numbers": dict(self.numbers),
            "crew": [dict(c) for c in self.crew],
            "items": dict(self.items),
            "exhausted": sorted(self.exhausted),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "discard_seen": self.discard_seen,
            "paradox_deck": list(self.paradox_deck),
            "paradox_discard": list(self.paradox_discard),
            "queue": [list(q) for q in self.queue],
            "result": self.result.to_dict() if self.result else None,
            "history": list(self.history),
            "checkpoint": self.checkpoint,
        }

    @property
    def history(self) -> list[str]:
        return self._history

    @history.setter
    def history(self, value: list[str]) -> None:
        self._history = value

    def view_for(self, seat: int) -> dict:
        """What `seat` sees (view.py): everything but the decks' order and, unless the
        Damage Report was read this round, the discard pile under its top card."""
        return view.view_for(self, seat)

    def public_view(self) -> dict:
        """What a spectator sees: the same as every seat, with no seat (view.py)."""
        return view.public_view(self)

    def summary(self) -> dict:
        return {
            "game": GAME_ID,
            "players": self.setup.players,
            "difficulty": self.setup.difficulty,
            "round": self.round,
            "time_jumps": self.loops,
            "shields": self.shields,
            "hyperdrive_fixed": self.fixed,
            "completed": list(self.completed),
            "deck_left": len(self.deck),
            "crew": [{"character": c["char"], "at": c["at"], "wounds": c["wounds"],
                      "dead": c["dead"]} for c in self.crew],
            "tokens": {k: sum(v.values()) for k, v in self.tokens.items()},
            "actions": len(self.history),
            "result": self.result.to_dict() if self.result else None,
        }

    # ---- queries used by the rules ---------------------------------------------------------

    @property
    def blocked(self) -> set[str]:
        return self.locked | self.sealed if self.sealed else self.locked

    @property
    def current_seat(self) -> int:
        return self.order[self.turn]

    def living(self) -> list[int]:
        return [s for s, c in enumerate(self.crew) if not c["dead"]]

    def crew_in(self, space: str) -> list[int]:
        return [s for s, c in enumerate(self.crew) if c["at"] == space and not c["dead"]]

    def character(self, seat: int) -> Character:
        chars = self._chars
        if chars is None:
            # The crew never changes character after setup, so look the sheets up once.
            chars = self._chars = [self.content.characters[c["char"]] for c in self.crew]
        return chars[seat]

    def crew_name(self, seat: int) -> str:
        return self.character(seat).name

    def capacity(self, seat: int) -> int:
        return self.character(seat).wounds

    def item_type(self, uid: str) -> ItemType:
        return self._uid_type[uid]

    def item_name(self, uid: str) -> str:
        return self._uid_type[uid].name

    def items_of(self, seat: int) -> list[str]:
        return list(self.item_index().get(f"c:{seat}", ()))

    def items_at(self, space: str) -> list[str]:
        return list(self.item_index().get("s:" + space, ()))

    def item_index(self) -> dict[str, list[str]]:
        """Items by location ("s:<space>", "c:<seat>", "supply"); kept up to date by
        `set_item` so listing legal actions never rescans all 32 cards."""
        if self._idx is None:
            idx: dict[str, list[str]] = {}
            for uid, loc in self.items.items():
                idx.setdefault(loc, []).append(uid)
            self._idx = idx
        return self._idx

    def set_item(self, uid: str, loc: str) -> None:
        """Move an item card; every change of place goes through here."""
        old = self.items[uid]
        self.items[uid] = loc
        if self._idx is not None:
            self._idx[old].remove(uid)
            here = self._idx.setdefault(loc, [])
            here.append(uid)
            # Keep card order canonical so a restored game lists actions in the same order.
            here.sort(key=self._rank.__getitem__)

    def fits(self, seat: int, add: list[str], remove: list[str],
             current: list[str] | None = None) -> bool:
        """Would the character sheet hold its items after this change?"""
        equip = wear = 0
        for uid in (self.items_of(seat) if current is None else current) + add:
            if uid in remove:
                continue
            if self._uid_type[uid].slot == "equipment":
                equip += 1
            else:
                wear += 1
        ch = self.character(seat)
        return equip <= ch.equipment_slots and wear <= ch.wearing_slots

    def worn_with_passive(self, seat: int, passive: str) -> str:
        """The uid of an unexhausted item with this passive on the sheet, or ""."""
        for uid in self.item_index().get(f"c:{seat}", ()):
            if uid not in self.exhausted and self._uid_type[uid].passive == passive:
                return uid
        return ""

    def hyperdrive_tokens(self) -> int:
        return sum(self.tokens[t]["hyperdrive"] for t in ("fire", "fault", "damage"))

    # ---- changes used by the rules ---------------------------------------------------------

    def lose(self, reason: str, text: str) -> None:
        if self.result is None:
            self.result = Outcome(reason=reason, winners=(), coop=True, won=False, text=text,
                                  details={"round": self.round, "time_jumps": self.loops})
            self.phase = "over"
            self.events.append(Event("lost", text, {"reason": reason}))

    def win(self) -> None:
        text = "The Tempus flies safely home with the whole crew aboard."
        self.result = Outcome(reason="flew_home", winners=tuple(range(self.setup.players)),
                              coop=True, won=True, text=text,
                              details={"round": self.round, "time_jumps": self.loops})
        self.phase = "over"
        self.events.append(Event("won", text, {}))

    def move_shields(self, delta: int) -> int:
        old = self.shields
        self.shields = max(0, min(self.content.ship.shields_start, old + delta))
        if self.shields != old:
            self.events.append(Event("shields", f"Shields {'rise' if delta > 0 else 'drop'} "
                                     f"to {self.shields}.", {"shields": self.shields}))
        if self.shields <= 0:
            self.lose("shields", "The Shields hit the red space: the ship explodes.")
        return self.shields - old

    def check_hyperdrive_fixed(self) -> None:
        if not self.fixed and self.hyperdrive_tokens() == 0:
            self.fixed = True
            self.events.append(Event("hyperdrive", "The Hyperdrive is fixed!", {}))

    def to_supply(self, uid: str) -> None:
        self.set_item(uid, "supply")
        self.exhausted.discard(uid)

    def discard_item(self, seat: int, uid: str) -> None:
        self.to_supply(uid)
        self.events.append(Event("discard", f"{self.crew_name(seat)} discards "
                                 f"{self.item_name(uid)}.", {"seat": seat, "item": uid}))

    def reset_board_items(self) -> None:
        """Time Jump steps 4-5 (and setup): strays go back to the supply, then every starting
        space gets its cards back from the supply, lowest card number first."""
        keep: dict[str, int] = {}
        for uid, loc in self.items.items():
            t = self._uid_type[uid]
            if not loc.startswith("s:"):
                continue
            if loc[2:] == t.start and keep.get(t.id, 0) < t.start_count:
                keep[t.id] = keep.get(t.id, 0) + 1
            else:
                self.to_supply(uid)
        for t in self.content.items.values():
            for k in range(1, t.copies + 1):
                if keep.get(t.id, 0) >= t.start_count:
                    break
                uid = f"{t.id}_{k}"
                if self.items[uid] == "supply":
                    self.set_item(uid, "s:" + t.start)
                    keep[t.id] = keep.get(t.id, 0) + 1

    def start_round(self) -> None:
        if self.result is not None:
            return
        self.round += 1
        self.discard_seen = False
        self.events.append(Event("round", f"Round {self.round} begins.", {"round": self.round}))
        alive = self.living()
        if self.chooser not in alive:
            self.chooser = alive[0]
        if len(alive) == 1:
            self.begin_turns(alive[0])
        else:
            self.phase = "first"

    def begin_turns(self, first: int) -> None:
        self.events.append(Event("first", f"{self.crew_name(first)} goes first this round.",
                                 {"seat": first}))
        n = len(self.crew)
        self.first = self.chooser = first
        self.order = [(first + i) % n for i in range(n)]
        self.turn = -1
        self.next_turn()

    def next_turn(self) -> None:
        self.turn += 1
        while self.turn < len(self.order) and self.crew[self.order[self.turn]]["dead"]:
            self.turn += 1
        if self.turn >= len(self.order):
            self.turn = 0
            self._end_action_phase()
            return
        ch = self.character(self.order[self.turn])
        self.phase = "turn"
        self.t_moves = BASE_MOVEMENT + (ch.ability_amount if ch.ability == "extra_movement"
                                        else 0)
        self.t_acted = self.t_moved = self.t_locked = False
        self.t_dropped = []

    def _end_action_phase(self) -> None:
        self.discard_seen = False
        self.phase = "consequences"
        consequences_phase(self)
        if self.result is not None:
            return
        self.phase = "disaster"
        self.reveal = True
        self.queue = [["draw"]]
        effects.run_queue(self)

    def _check_way_back(self) -> None:
        """Loss 4: nobody alive can ever reach the bridge again. Locked Doors can always be
        removed, so only jammed (sealed) doors can cut the ship in two (ruling R6)."""
        if not self.sealed:
            return
        reach = self.graph.reachable(self.graph.stations, self.sealed)
        if not any(c["at"] in reach for c in self.crew if not c["dead"]):
            self.lose("no_way_back", "Nobody can get back to the bridge: the crew must accept "
                      "defeat.")


# ---- construction ------------------------------------------------------------------------

def _blank(setup: Setup, content: Content) -> Game:
    g = Game(setup, content)
    spaces = g.graph.spaces
    g.round = 0
    g.loops = 0
    g.phase = "first"
    g.first = g.chooser = 0
    g.order = []
    g.turn = 0
    g.t_moves, g.t_acted, g.t_moved, g.t_locked, g.t_dropped = 0, False, False, False, []
    g.sec_left, g.sec_done = 0, []
    g.tokens = {t: {s: 0 for s in spaces} for t in ("fire", "fault", "damage")}
    sup = content.ship.supply
    g.supply = {k: sup[k] for k in ("fire", "fault", "damage", "locked_door", "completion")}
    g.locked = set()
    g.sealed = set()
    g.shields = content.ship.shields_start
    g.completed = []
    g.hyperdrive = ""
    g.fixed = False
    g.numbers = {}
    g.by_number = {}
    g.crew = []
    g.items = {uid: "supply" for uid in g._uid_type}
    g.exhausted = set()
    g.deck, g.discard, g.paradox_deck, g.paradox_discard, g.queue = [], [], [], [], []
    g.discard_seen = False
    g.result = None
    g.history = []
    g.checkpoint = 0
    return g


def new_game(setup: Setup, content: Content) -> Game:
    """Deal a new game from the setup's seed (the rulebook's Setup, steps 1-6)."""
    g = _blank(setup, content)
    g.rng = Rng(setup.seed)
    dealt = deal(setup, content, g.graph.locations, g.rng)
    g.crew = dealt.crew
    g.reset_board_items()
    g.numbers = dealt.numbers
    g.by_number = {n: s for s, n in g.numbers.items()}
    g.locked.add(g.graph.exterior)
    g.supply["locked_door"] -= 1
    g.deck = dealt.deck
    g.paradox_deck = dealt.paradox_deck
    g.hyperdrive = dealt.hyperdrive
    enact_hyperdrive(g)
    g.events = []
    g.start_round()
    g.mark_checkpoint()
    return g


def from_dict(data: dict, content: Content) -> Game:
    """Restore exactly what `Game.to_dict()` produced."""
    try:
        if data.get("game") != GAME_ID:
            raise SaveError(f"This is not a Trouble on the Tempus game ({data.get('game')!r}).")
        if data.get("format") != FORMAT:
            raise SaveError(f"Unknown Tempus save format {data.get('format')!r}.")
        g = _blank(Setup.from_dict(data["setup"]), content)
        g.rng = Rng.from_dict(data["rng"])
        for key in ("round", "loops", "phase", "first", "chooser", "turn", "shields",
                    "hyperdrive", "fixed", "discard_seen", "checkpoint"):
            setattr(g, key, data[key])
        g.order = list(data["order"])
        g.t_moves, g.t_acted, g.t_moved, g.t_locked, dropped = data["t"]
        g.t_dropped = list(dropped)
        g.sec_left, done = data["security"]
        g.sec_done = list(done)
        # Dicts come back in the order a new game builds them, whatever order the file
        # holds (a sorted-key dump reorders them): legal actions and time-jump resets walk
        # them, so their order is part of the game.
        g.tokens = {k: _in_order(data["tokens"][k], v, f"tokens.{k}")
                    for k, v in g.tokens.items()}
        g.supply = _in_order(data["supply"], g.supply, "supply")
        g.locked = set(data["locked"])
        g.sealed = set(data["sealed"])
        g.completed = list(data["completed"])
        g.numbers = _in_order(data["numbers"], g.graph.locations, "numbers")
        g.by_number = {n: s for s, n in g.numbers.items()}
        g.crew = [dict(c) for c in data["crew"]]
        g.items = _in_order(data["items"], g.items, "items")
        g.exhausted = set(data["exhausted"])
        for key in ("deck", "discard", "paradox_deck", "paradox_discard", "history"):
            setattr(g, key, list(data[key]))
        g.queue = [list(q) for q in data["queue"]]
        g.result = Outcome.from_dict(data["result"]) if data["result"] else None
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"The Tempus save is damaged: {exc!r}.") from None
    g._base, g._base_len = data, len(g.history)
    return g


def _in_order(saved: dict, canonical, what: str) -> dict:
    """`saved` with its keys in the order of `canonical` (which must hold the same keys)."""
    if not isinstance(saved, dict) or set(saved) != set(canonical):
        raise SaveError(f"The Tempus save does not match the loaded content ({what}).")
    return {key: saved[key] for key in canonical}
