"""Every choice a 404 player makes, as a small value with a one-line text form.

>>> parse_action("pickup cargo.space 2")
PickUp(zone='cargo.space', count=2)
>>> parse_action(PickUp("cargo.space", 2).to_text())
PickUp(zone='cargo.space', count=2)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engines.common.errors import MalformedActionError


@dataclass(frozen=True, slots=True)
class KeepDirective:
    """Directive draft: keep one directive from the hand, pass the rest left."""

    directive: str

    def to_text(self) -> str:
        return f"keep {self.directive}"


@dataclass(frozen=True, slots=True)
class UseChip:
    """Spend the charged chip's ability while programming."""

    def to_text(self) -> str:
        return "chip"


@dataclass(frozen=True, slots=True)
class ProgramCard:
    """Put one action card into the next program slot, `top` or `bottom` action up."""

    card: str
    side: str

    def to_text(self) -> str:
        return f"program {self.card} {self.side}"


@dataclass(frozen=True, slots=True)
class PickUp:
    zone: str
    count: int

    def to_text(self) -> str:
        return f"pickup {self.zone} {self.count}"


@dataclass(frozen=True, slots=True)
class PutDown:
    zone: str
    count: int

    def to_text(self) -> str:
        return f"putdown {self.zone} {self.count}"


@dataclass(frozen=True, slots=True)
class RearrangeTarget:
    """Rearrange a zone of the robot's room, or "self" for the robot's own stack."""

    target: str

    def to_text(self) -> str:
        return f"rearrange {self.target}"


@dataclass(frozen=True, slots=True)
class RearrangePlace:
    """Rearranging: the item that goes next, building the new stack from the bottom up."""

    item: str

    def to_text(self) -> str:
        return f"place {self.item}"


@dataclass(frozen=True, slots=True)
class SetDoors:
    """Open/Close action: every door of the robot's room."""

    open: bool

    def to_text(self) -> str:
        return "doors open" if self.open else "doors close"


@dataclass(frozen=True, slots=True)
class LeaveDoor:
    """After moving through a door: leave it open or closed."""

    open: bool

    def to_text(self) -> str:
        return "door open" if self.open else "door closed"


@dataclass(frozen=True, slots=True)
class Shove:
    """Choose which robot in the room to shove."""

    seat: int

    def to_text(self) -> str:
        return f"shove {self.seat}"


@dataclass(frozen=True, slots=True)
class ShoveTo:
    room: str

    def to_text(self) -> str:
        return f"shove-to {self.room}"


@dataclass(frozen=True, slots=True)
class Steal:
    """Take one item carried by the shoved robot, or None for nothing."""

    item: str | None

    def to_text(self) -> str:
        return f"steal {self.item or 'nothing'}"


@dataclass(frozen=True, slots=True)
class LathePick:
    """Nanolathe: the next item kind taken from the supply (placed on top)."""

    kind: str

    def to_text(self) -> str:
        return f"lathe {self.kind}"


@dataclass(frozen=True, slots=True)
class Revive:
    """Trash burner with the artefact: the room whose doors close and dead rise (or none)."""

    room: str | None

    def to_text(self) -> str:
        return f"revive {self.room or 'none'}"


@dataclass(frozen=True, slots=True)
class ChartChoice:
    """Accurate chart: which drawn set goes on top of the active events ("active"/"inactive")."""

    keep: str

    def to_text(self) -> str:
        return f"chart {self.keep}"


@dataclass(frozen=True, slots=True)
class TakeOffered:
    """Endless Directives: take two face-up directives, keep one, discard the other."""

    keep: str
    discard: str

    def to_text(self) -> str:
        return f"take {self.keep} {self.discard}"


Action = (KeepDirective | UseChip | ProgramCard | PickUp | PutDown | RearrangeTarget
          | RearrangePlace | SetDoors | LeaveDoor | Shove | ShoveTo | Steal | LathePick | Revive
          | ChartChoice | TakeOffered)


def _int(word: str, text: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise MalformedActionError(f'"{text}": "{word}" is not a number.') from None


def parse_action(text: str) -> Action:
    """The action whose `to_text()` is `text`; MalformedActionError otherwise."""
    words = str(text).split()
    if not words:
        raise MalformedActionError("An empty line is not an action.")
    verb, args = words[0], words[1:]
    shapes = {
        "keep": 1, "chip": 0, "program": 2, "pickup": 2, "putdown": 2, "rearrange": 1,
        "place": 1, "doors": 1, "door": 1, "shove": 1, "shove-to": 1, "steal": 1, "lathe": 1,
        "revive": 1, "chart": 1, "take": 2,
    }
    if verb not in shapes:
        raise MalformedActionError(f'"{text}" is not a 404 action.')
    if len(args) != shapes[verb]:
        raise MalformedActionError(f'"{text}": "{verb}" takes {shapes[verb]} word(s).')
    if verb == "keep":
        return KeepDirective(args[0])
    if verb == "chip":
        return UseChip()
    if verb == "program":
        if args[1] not in ("top", "bottom"):
            raise MalformedActionError(f'"{text}": a card goes "top" or "bottom" up.')
        return ProgramCard(args[0], args[1])
    if verb == "pickup":
        return PickUp(args[0], _int(args[1], text))
    if verb == "putdown":
        return PutDown(args[0], _int(args[1], text))
    if verb == "rearrange":
        return RearrangeTarget(args[0])
    if verb == "place":
        return RearrangePlace(args[0])
    if verb in ("doors", "door"):
        allowed = ("open", "close") if verb == "doors" else ("open", "closed")
        if args[0] not in allowed:
            raise MalformedActionError(f'"{text}": expected "{allowed[0]}" or "{allowed[1]}".')
        return (SetDoors if verb == "doors" else LeaveDoor)(args[0] == "open")
    if verb == "shove":
        return Shove(_int(args[0], text))
    if verb == "shove-to":
        return ShoveTo(args[0])
    if verb == "steal":
        return Steal(None if args[0] == "nothing" else args[0])
    if verb == "lathe":
        return LathePick(args[0])
    if verb == "revive":
        return Revive(None if args[0] == "none" else args[0])
    if verb == "chart":
        if args[0] not in ("active", "inactive"):
            raise MalformedActionError(f'"{text}": expected "active" or "inactive".')
        return ChartChoice(args[0])
    return TakeOffered(args[0], args[1])
