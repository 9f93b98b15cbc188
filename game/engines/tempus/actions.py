"""Every action a Tempus player can take, as small frozen values with a text form.

>>> parse_action("move engineering")
Move(to='engineering')
>>> parse_action(Trade(1, ("tool_kit_1",), ()).to_text()) == Trade(1, ("tool_kit_1",), ())
True
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engines.common.errors import MalformedActionError


@dataclass(frozen=True, slots=True)
class ChooseFirst:
    """Start of round: this seat goes first; turns then run clockwise."""
    seat: int

    def to_text(self) -> str:
        return f"first {self.seat}"


@dataclass(frozen=True, slots=True)
class Move:
    """Spend movement to cross one dotted line or open doorway."""
    to: str

    def to_text(self) -> str:
        return f"move {self.to}"


@dataclass(frozen=True, slots=True)
class StandUp:
    """Spend 1 movement to stand after being knocked down."""

    def to_text(self) -> str:
        return "stand"


@dataclass(frozen=True, slots=True)
class PickUp:
    item: str

    def to_text(self) -> str:
        return f"pickup {self.item}"


@dataclass(frozen=True, slots=True)
class Drop:
    """Free action: put a carried item down in your space."""
    item: str

    def to_text(self) -> str:
        return f"drop {self.item}"


@dataclass(frozen=True, slots=True)
class UseItem:
    """The item's action. `target` is a space id, or "crew:N" for healing."""
    item: str
    target: str

    def to_text(self) -> str:
        return f"use {self.item} {self.target}"


@dataclass(frozen=True, slots=True)
class FreeItem:
    """The item's free action (usually exhausts it)."""
    item: str
    target: str

    def to_text(self) -> str:
        return f"free {self.item} {self.target}"


@dataclass(frozen=True, slots=True)
class Trade:
    """Give and take any items with one crew member in your space (one action)."""
    partner: int
    give: tuple[str, ...]
    take: tuple[str, ...]

    def __post_init__(self) -> None:
        # Order does not matter in a trade; sorting makes equal trades compare equal.
        object.__setattr__(self, "give", tuple(sorted(self.give)))
        object.__setattr__(self, "take", tuple(sorted(self.take)))

    def to_text(self) -> str:
        return f"trade {self.partner} give={','.join(self.give)} take={','.join(self.take)}"


@dataclass(frozen=True, slots=True)
class ToggleDoor:
    """Place or remove 1 Locked Door on a door connected to your space."""
    door: str

    def to_text(self) -> str:
        return f"door {self.door}"


@dataclass(frozen=True, slots=True)
class UseAbility:
    """The action on your character sheet. `target` is a space id or "crew:N"."""
    target: str

    def to_text(self) -> str:
        return f"ability {self.target}"


@dataclass(frozen=True, slots=True)
class SickBay:
    """Board action: remove all wounds from a crew member in Sick Bay."""
    seat: int

    def to_text(self) -> str:
        return f"sick_bay {self.seat}"


@dataclass(frozen=True, slots=True)
class Maintenance:
    """Board action: refresh every exhausted item you carry or wear."""

    def to_text(self) -> str:
        return "maintenance"


@dataclass(frozen=True, slots=True)
class AirlockDoor:
    """Board action: open (and enact an Airlock Opening) or close the exterior door."""

    def to_text(self) -> str:
        return "airlock"


@dataclass(frozen=True, slots=True)
class SecurityRoom:
    """Board action: then toggle up to 3 interior doors anywhere (SecurityToggle/Done)."""

    def to_text(self) -> str:
        return "security_room"


@dataclass(frozen=True, slots=True)
class SecurityToggle:
    door: str

    def to_text(self) -> str:
        return f"toggle {self.door}"


@dataclass(frozen=True, slots=True)
class SecurityDone:
    def to_text(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class SecurityControls:
    """Board action: lock (or unlock) every interior door of one space."""
    space: str
    lock: bool

    def to_text(self) -> str:
        return f"security_controls {self.space} {'lock' if self.lock else 'unlock'}"


@dataclass(frozen=True, slots=True)
class TimeJump:
    def to_text(self) -> str:
        return "time_jump"


@dataclass(frozen=True, slots=True)
class DamageReport:
    """Board action: look through the Disaster Discard Pile."""

    def to_text(self) -> str:
        return "damage_report"


@dataclass(frozen=True, slots=True)
class ShieldsDown:
    """Board action: lower the Shields by 1 to remove 1 Electrical Fault from a space."""
    space: str

    def to_text(self) -> str:
        return f"shields_down {self.space}"


@dataclass(frozen=True, slots=True)
class ShieldsUp:
    """Board action: raise the Shields by 1 by placing 1 Electrical Fault in a space."""
    space: str

    def to_text(self) -> str:
        return f"shields_up {self.space}"


@dataclass(frozen=True, slots=True)
class WinAction:
    """A game-winning action: reinforce_shields, distress_call or fly_home."""
    kind: str

    def to_text(self) -> str:
        return self.kind


@dataclass(frozen=True, slots=True)
class EndTurn:
    def to_text(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Discard:
    """Answer to the Discard symbol: this crew member discards this Equipment item."""
    seat: int
    item: str

    def to_text(self) -> str:
        return f"discard {self.seat} {self.item}"


Action = (ChooseFirst | Move | StandUp | PickUp | Drop | UseItem | FreeItem | Trade | ToggleDoor
          | UseAbility | SickBay | Maintenance | AirlockDoor | SecurityRoom | SecurityToggle
          | SecurityDone | SecurityControls | TimeJump | DamageReport | ShieldsDown | ShieldsUp
          | WinAction | EndTurn | Discard)

_NO_ARGS = {"stand": StandUp(), "maintenance": Maintenance(), "airlock": AirlockDoor(),
            "security_room": SecurityRoom(), "done": SecurityDone(), "time_jump": TimeJump(),
            "damage_report": DamageReport(), "end": EndTurn(),
            "reinforce_shields": WinAction("reinforce_shields"),
            "distress_call": WinAction("distress_call"), "fly_home": WinAction("fly_home")}
_ONE_STR = {"move": Move, "pickup": PickUp, "drop": Drop, "door": ToggleDoor,
            "ability": UseAbility, "toggle": SecurityToggle, "shields_down": ShieldsDown,
            "shields_up": ShieldsUp}


def _int(text: str, word: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise MalformedActionError(f'"{word}" needs a seat number, got "{text}".') from None


def parse_action(text: str) -> Action:
    """Inverse of `to_text()`; raises MalformedActionError for anything else."""
    parts = text.strip().split()
    if not parts:
        raise MalformedActionError("An empty line is not an action.")
    word, args = parts[0], parts[1:]
    if word in _NO_ARGS and not args:
        return _NO_ARGS[word]
    if word in _ONE_STR and len(args) == 1:
        return _ONE_STR[word](args[0])
    if word == "first" and len(args) == 1:
        return ChooseFirst(_int(args[0], word))
    if word == "sick_bay" and len(args) == 1:
        return SickBay(_int(args[0], word))
    if word in ("use", "free") and len(args) == 2:
        return (UseItem if word == "use" else FreeItem)(args[0], args[1])
    if word == "discard" and len(args) == 2:
        return Discard(_int(args[0], word), args[1])
    if word == "security_controls" and len(args) == 2 and args[1] in ("lock", "unlock"):
        return SecurityControls(args[0], args[1] == "lock")
    if word == "trade" and len(args) == 3 and args[1].startswith("give=") \
            and args[2].startswith("take="):
        give = tuple(x for x in args[1][5:].split(",") if x)
        take = tuple(x for x in args[2][5:].split(",") if x)
        return Trade(_int(args[0], word), give, take)
    raise MalformedActionError(f'"{text}" is not a Trouble on the Tempus action.')
