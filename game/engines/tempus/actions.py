"""Every action a Tempus player can take, as small frozen values that print and parse
themselves (common `TextAction`); records store these texts, so they never change.

>>> parse_action("move engineering")
Move(to='engineering')
>>> parse_action(Trade(1, ("tool_kit_1",), ()).to_text()) == Trade(1, ("tool_kit_1",), ())
True
>>> parse_action("security_controls sick_bay lock")
SecurityControls(space='sick_bay', lock=True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter
from typing import ClassVar

from game.engines.common.actions import TextAction, action_parser, word_int

TITLE = "Trouble on the Tempus"


class _Text(TextAction):
    """TextAction's default text (the verb, then the fields in order), printed by a function
    made once per class: the history stores the text of every action of every playout, and
    the generic join would cost more than the rest of a random move."""

    __slots__ = ()
    _print: ClassVar[Callable[[object], str]]

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        verb = cls.VERBS[0] if cls.VERBS else ""
        names = tuple(cls.__dict__.get("__annotations__", ()))
        if not names:
            cls._print = staticmethod(lambda a: verb)
        elif len(names) == 1:
            one = attrgetter(names[0])
            cls._print = staticmethod(lambda a: f"{verb} {one(a)}")
        elif len(names) == 2:
            one, two = attrgetter(names[0]), attrgetter(names[1])
            cls._print = staticmethod(lambda a: f"{verb} {one(a)} {two(a)}")
        else:
            many = attrgetter(*names)
            cls._print = staticmethod(lambda a: " ".join((verb, *map(str, many(a)))))

    def to_text(self) -> str:
        return self._print(self)


@dataclass(frozen=True, slots=True)
class ChooseFirst(_Text):
    """Start of round: this seat goes first; turns then run clockwise."""
    VERBS = ("first",)
    seat: int


@dataclass(frozen=True, slots=True)
class Move(_Text):
    """Spend movement to cross one dotted line or open doorway."""
    VERBS = ("move",)
    to: str


@dataclass(frozen=True, slots=True)
class StandUp(_Text):
    """Spend 1 movement to stand after being knocked down."""
    VERBS = ("stand",)


@dataclass(frozen=True, slots=True)
class PickUp(_Text):
    VERBS = ("pickup",)
    item: str


@dataclass(frozen=True, slots=True)
class Drop(_Text):
    """Free action: put a carried item down in your space."""
    VERBS = ("drop",)
    item: str


@dataclass(frozen=True, slots=True)
class UseItem(_Text):
    """The item's action. `target` is a space id, or "crew:N" for healing."""
    VERBS = ("use",)
    item: str
    target: str


@dataclass(frozen=True, slots=True)
class FreeItem(_Text):
    """The item's free action (usually exhausts it)."""
    VERBS = ("free",)
    item: str
    target: str


@dataclass(frozen=True, slots=True)
class Trade(_Text):
    """Give and take any items with one crew member in your space (one action)."""
    VERBS = ("trade",)
    partner: int
    give: tuple[str, ...]
    take: tuple[str, ...]

    def __post_init__(self) -> None:
        # Order does not matter in a trade; sorting makes equal trades compare equal.
        object.__setattr__(self, "give", tuple(sorted(self.give)))
        object.__setattr__(self, "take", tuple(sorted(self.take)))

    def to_text(self) -> str:
        return f"trade {self.partner} give={','.join(self.give)} take={','.join(self.take)}"

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> Trade:
        if len(args) != 3 or not args[1].startswith("give=") or not args[2].startswith("take="):
            raise ValueError('"trade" takes a seat number, give=... and take=...')
        return cls(word_int(args[0]), tuple(x for x in args[1][5:].split(",") if x),
                   tuple(x for x in args[2][5:].split(",") if x))


@dataclass(frozen=True, slots=True)
class ToggleDoor(_Text):
    """Place or remove 1 Locked Door on a door connected to your space."""
    VERBS = ("door",)
    door: str


@dataclass(frozen=True, slots=True)
class UseAbility(_Text):
    """The action on your character sheet. `target` is a space id or "crew:N"."""
    VERBS = ("ability",)
    target: str


@dataclass(frozen=True, slots=True)
class SickBay(_Text):
    """Board action: remove all wounds from a crew member in Sick Bay."""
    VERBS = ("sick_bay",)
    seat: int


@dataclass(frozen=True, slots=True)
class Maintenance(_Text):
    """Board action: refresh every exhausted item you carry or wear."""
    VERBS = ("maintenance",)


@dataclass(frozen=True, slots=True)
class AirlockDoor(_Text):
    """Board action: open (and enact an Airlock Opening) or close the exterior door."""
    VERBS = ("airlock",)


@dataclass(frozen=True, slots=True)
class SecurityRoom(_Text):
    """Board action: then toggle up to 3 interior doors anywhere (SecurityToggle/Done)."""
    VERBS = ("security_room",)


@dataclass(frozen=True, slots=True)
class SecurityToggle(_Text):
    VERBS = ("toggle",)
    door: str


@dataclass(frozen=True, slots=True)
class SecurityDone(_Text):
    VERBS = ("done",)


@dataclass(frozen=True, slots=True)
class SecurityControls(_Text):
    """Board action: lock (or unlock) every interior door of one space."""
    VERBS = ("security_controls",)
    space: str
    lock: bool

    def to_text(self) -> str:
        return f"security_controls {self.space} {'lock' if self.lock else 'unlock'}"

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> SecurityControls:
        if len(args) != 2 or args[1] not in ("lock", "unlock"):
            raise ValueError('"security_controls" takes a space and "lock" or "unlock"')
        return cls(args[0], args[1] == "lock")


@dataclass(frozen=True, slots=True)
class TimeJump(_Text):
    VERBS = ("time_jump",)


@dataclass(frozen=True, slots=True)
class DamageReport(_Text):
    """Board action: look through the Disaster Discard Pile."""
    VERBS = ("damage_report",)


@dataclass(frozen=True, slots=True)
class ShieldsDown(_Text):
    """Board action: lower the Shields by 1 to remove 1 Electrical Fault from a space."""
    VERBS = ("shields_down",)
    space: str


@dataclass(frozen=True, slots=True)
class ShieldsUp(_Text):
    """Board action: raise the Shields by 1 by placing 1 Electrical Fault in a space."""
    VERBS = ("shields_up",)
    space: str


@dataclass(frozen=True, slots=True)
class WinAction(_Text):
    """A game-winning action: the verb is its kind (reinforce_shields, distress_call,
    fly_home)."""
    VERBS = ("reinforce_shields", "distress_call", "fly_home")
    kind: str

    def to_text(self) -> str:
        return self.kind

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> WinAction:
        if args:
            raise ValueError(f'"{verb}" takes no words')
        return cls(verb)


@dataclass(frozen=True, slots=True)
class EndTurn(_Text):
    VERBS = ("end",)


@dataclass(frozen=True, slots=True)
class Discard(_Text):
    """Answer to the Discard symbol: this crew member discards this Equipment item."""
    VERBS = ("discard",)
    seat: int
    item: str


Action = (ChooseFirst | Move | StandUp | PickUp | Drop | UseItem | FreeItem | Trade | ToggleDoor
          | UseAbility | SickBay | Maintenance | AirlockDoor | SecurityRoom | SecurityToggle
          | SecurityDone | SecurityControls | TimeJump | DamageReport | ShieldsDown | ShieldsUp
          | WinAction | EndTurn | Discard)

parse_action = action_parser(TITLE, [
    ChooseFirst, Move, StandUp, PickUp, Drop, UseItem, FreeItem, Trade, ToggleDoor, UseAbility,
    SickBay, Maintenance, AirlockDoor, SecurityRoom, SecurityToggle, SecurityDone,
    SecurityControls, TimeJump, DamageReport, ShieldsDown, ShieldsUp, WinAction, EndTurn,
    Discard])
