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

from dataclasses import dataclass
from functools import cache

from game.engines.common.actions import TextAction, action_parser, word_int

TITLE = "Trouble on the Tempus"


@dataclass(frozen=True, slots=True)
class ChooseFirst(TextAction):
    """Start of round: this seat goes first; turns then run clockwise."""
    VERBS = ("first",)
    seat: int


@dataclass(frozen=True, slots=True)
class Move(TextAction):
    """Spend movement to cross one dotted line or open doorway."""
    VERBS = ("move",)
    to: str


@dataclass(frozen=True, slots=True)
class StandUp(TextAction):
    """Spend 1 movement to stand after being knocked down."""
    VERBS = ("stand",)


@dataclass(frozen=True, slots=True)
class PickUp(TextAction):
    VERBS = ("pickup",)
    item: str


@dataclass(frozen=True, slots=True)
class Drop(TextAction):
    """Free action: put a carried item down in your space."""
    VERBS = ("drop",)
    item: str


@dataclass(frozen=True, slots=True)
class UseItem(TextAction):
    """The item's action. `target` is a space id, or "crew:N" for healing."""
    VERBS = ("use",)
    item: str
    target: str


@dataclass(frozen=True, slots=True)
class FreeItem(TextAction):
    """The item's free action (usually exhausts it)."""
    VERBS = ("free",)
    item: str
    target: str


@dataclass(frozen=True, slots=True)
class Trade(TextAction):
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
class ToggleDoor(TextAction):
    """Place or remove 1 Locked Door on a door connected to your space."""
    VERBS = ("door",)
    door: str


@dataclass(frozen=True, slots=True)
class UseAbility(TextAction):
    """The action on your character sheet. `target` is a space id or "crew:N"."""
    VERBS = ("ability",)
    target: str


@dataclass(frozen=True, slots=True)
class SickBay(TextAction):
    """Board action: remove all wounds from a crew member in Sick Bay."""
    VERBS = ("sick_bay",)
    seat: int


@dataclass(frozen=True, slots=True)
class Maintenance(TextAction):
    """Board action: refresh every exhausted item you carry or wear."""
    VERBS = ("maintenance",)


@dataclass(frozen=True, slots=True)
class AirlockDoor(TextAction):
    """Board action: open (and enact an Airlock Opening) or close the exterior door."""
    VERBS = ("airlock",)


@dataclass(frozen=True, slots=True)
class SecurityRoom(TextAction):
    """Board action: then toggle up to 3 interior doors anywhere (SecurityToggle/Done)."""
    VERBS = ("security_room",)


@dataclass(frozen=True, slots=True)
class SecurityToggle(TextAction):
    VERBS = ("toggle",)
    door: str


@dataclass(frozen=True, slots=True)
class SecurityDone(TextAction):
    VERBS = ("done",)


@dataclass(frozen=True, slots=True)
class SecurityControls(TextAction):
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
class TimeJump(TextAction):
    VERBS = ("time_jump",)


@dataclass(frozen=True, slots=True)
class DamageReport(TextAction):
    """Board action: look through the Disaster Discard Pile."""
    VERBS = ("damage_report",)


@dataclass(frozen=True, slots=True)
class ShieldsDown(TextAction):
    """Board action: lower the Shields by 1 to remove 1 Electrical Fault from a space."""
    VERBS = ("shields_down",)
    space: str


@dataclass(frozen=True, slots=True)
class ShieldsUp(TextAction):
    """Board action: raise the Shields by 1 by placing 1 Electrical Fault in a space."""
    VERBS = ("shields_up",)
    space: str


@dataclass(frozen=True, slots=True)
class WinAction(TextAction):
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
class EndTurn(TextAction):
    VERBS = ("end",)


@dataclass(frozen=True, slots=True)
class Discard(TextAction):
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


@cache
def shared(cls: type, *args):
    """Actions are immutable values, so one object per action value serves every game: the
    rule walk lists the same few hundred actions over and over, and building a frozen
    dataclass costs more than finding the one already built."""
    return cls(*args)
