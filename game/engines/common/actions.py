"""Decisions (who must choose what) and Events (what happened), shared by all engines.

Each game defines its own Action classes: frozen, slotted dataclasses with `to_text()` and a
module-level `parse_action(text)`; legality is membership in `game.legal_actions()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


class Action(Protocol):
    def to_text(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Decision:
    """The choice the game is waiting for."""

    seat: int
    """Seat index that must act (for simultaneous choices, the next seat still to choose)."""
    kind: str
    """Short machine name of the choice, e.g. "choose_program", "keep_directive"."""
    prompt: str
    """A sentence for the player: "Choose which door to leave open."."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log and for animation."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "text": self.text, "data": self.data}
