"""Every choice a 404 player makes, as a small value with a one-line text form.

Each class prints and parses itself (common `TextAction`); records and saves store these
texts, so they stay byte for byte what they are.

>>> parse_action("pickup cargo.space 2")
PickUp(zone='cargo.space', count=2)
>>> parse_action(PickUp("cargo.space", 2).to_text())
PickUp(zone='cargo.space', count=2)
>>> parse_action("door ajar")
Traceback (most recent call last):
...
game.engines.common.errors.MalformedActionError: "door ajar" is not a 404 action: expected "open" or "closed".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.engines.common.actions import TextAction, action_parser

SIDES = ("top", "bottom")
"""Which action of a programmed card is up."""
CHART_SETS = ("active", "inactive")
"""The accurate chart's two sets of events: from the active deck, from the inactive one."""


def _one_of(verb: str, args: list[str], allowed: tuple[str, ...]) -> str:
    """The single word of a `verb word` text, which must be one of `allowed`."""
    if len(args) != 1:
        raise ValueError(f'"{verb}" takes 1 word')
    if args[0] not in allowed:
        raise ValueError(f'expected "{allowed[0]}" or "{allowed[1]}"')
    return args[0]


@dataclass(frozen=True, slots=True)
class KeepDirective(TextAction):
    """Directive draft: keep one directive from the hand, pass the rest left."""

    VERBS = ("keep",)
    directive: str


@dataclass(frozen=True, slots=True)
class UseChip(TextAction):
    """Spend the charged chip's ability while programming."""

    VERBS = ("chip",)


@dataclass(frozen=True, slots=True)
class ProgramCard(TextAction):
    """Put one action card into the next program slot, `top` or `bottom` action up."""

    VERBS = ("program",)
    card: str
    side: str

    def to_text(self) -> str:
        # Half of all actions: every apply records its text, and the generic form walks
        # the fields.
        return f"program {self.card} {self.side}"

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> ProgramCard:
        if len(args) == 2 and args[1] not in SIDES:
            raise ValueError('a card goes "top" or "bottom" up')
        return super(ProgramCard, cls).from_words(verb, args)


@dataclass(frozen=True, slots=True)
class PickUp(TextAction):
    """Pick up the top `count` items of a zone in the robot's room."""

    VERBS = ("pickup",)
    zone: str
    count: int


@dataclass(frozen=True, slots=True)
class PutDown(TextAction):
    """Put the top `count` items the robot carries on a zone of its room."""

    VERBS = ("putdown",)
    zone: str
    count: int


@dataclass(frozen=True, slots=True)
class RearrangeTarget(TextAction):
    """Rearrange a zone of the robot's room, or "self" for the robot's own stack."""

    VERBS = ("rearrange",)
    target: str


@dataclass(frozen=True, slots=True)
class RearrangePlace(TextAction):
    """Rearranging: the item that goes next, building the new stack from the bottom up."""

    VERBS = ("place",)
    item: str


@dataclass(frozen=True, slots=True)
class SetDoors(TextAction):
    """Open/Close action: every door of the robot's room."""

    VERBS = ("doors",)
    open: bool

    def to_text(self) -> str:
        return "doors open" if self.open else "doors close"

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> SetDoors:
        return cls(_one_of(verb, args, ("open", "close")) == "open")


@dataclass(frozen=True, slots=True)
class LeaveDoor(TextAction):
    """After moving through a door: leave it open or closed."""

    VERBS = ("door",)
    open: bool

    def to_text(self) -> str:
        return "door open" if self.open else "door closed"

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> LeaveDoor:
        return cls(_one_of(verb, args, ("open", "closed")) == "open")


@dataclass(frozen=True, slots=True)
class Shove(TextAction):
    """Choose which robot in the room to shove."""

    VERBS = ("shove",)
    seat: int


@dataclass(frozen=True, slots=True)
class ShoveTo(TextAction):
    """Choose the room the shoved robot goes into."""

    VERBS = ("shove-to",)
    room: str


@dataclass(frozen=True, slots=True)
class Steal(TextAction):
    """Take one item carried by the shoved robot, or None for nothing."""

    VERBS = ("steal",)
    item: str | None

    def to_text(self) -> str:
        return f"steal {self.item or 'nothing'}"

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> Steal:
        if len(args) != 1:
            raise ValueError(f'"{verb}" takes 1 word')
        return cls(None if args[0] == "nothing" else args[0])


@dataclass(frozen=True, slots=True)
class LathePick(TextAction):
    """Nanolathe: the next item kind taken from the supply (placed on top)."""

    VERBS = ("lathe",)
    kind: str


@dataclass(frozen=True, slots=True)
class Revive(TextAction):
    """Trash burner with the artefact: the room whose doors close and dead rise (or none)."""

    VERBS = ("revive",)
    room: str | None

    def to_text(self) -> str:
        return f"revive {self.room or 'none'}"

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> Revive:
        if len(args) != 1:
            raise ValueError(f'"{verb}" takes 1 word')
        return cls(None if args[0] == "none" else args[0])


@dataclass(frozen=True, slots=True)
class ChartChoice(TextAction):
    """Accurate chart: which drawn set goes on top of the active events ("active"/"inactive")."""

    VERBS = ("chart",)
    keep: str

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> ChartChoice:
        return cls(_one_of(verb, args, CHART_SETS))


@dataclass(frozen=True, slots=True)
class TakeOffered(TextAction):
    """Endless Directives: take two face-up directives, keep one, discard the other."""

    VERBS = ("take",)
    keep: str
    discard: str


CLASSES = (KeepDirective, UseChip, ProgramCard, PickUp, PutDown, RearrangeTarget,
           RearrangePlace, SetDoors, LeaveDoor, Shove, ShoveTo, Steal, LathePick, Revive,
           ChartChoice, TakeOffered)
Action = (KeepDirective | UseChip | ProgramCard | PickUp | PutDown | RearrangeTarget
          | RearrangePlace | SetDoors | LeaveDoor | Shove | ShoveTo | Steal | LathePick | Revive
          | ChartChoice | TakeOffered)

parse_action = action_parser("404", CLASSES)


@cache
def shared(cls: type, *args):
    """Actions are immutable values, so one object per action serves every game: building
    a frozen dataclass sets each field through object.__setattr__, and the same few dozen
    doors, zones and items come up in every game."""
    return cls(*args)
