"""How a game ended, as a value the log and the end screen format."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Outcome:
    reason: str
    """Machine name of why the game ended, e.g. "three_directives", "deck_empty", "hull_lost"."""
    winners: tuple[int, ...] = ()
    """Winning seats. In a co-op game every seat when the crew wins, none when it loses."""
    coop: bool = False
    """True for co-operative games (Assembly, Tempus): then `won` is what matters."""
    won: bool = False
    """Co-op only: did the table win."""
    score: int | None = None
    text: str = ""
    """One sentence for the end screen: "Ada completed three directives first."."""
    details: dict = field(default_factory=dict, compare=False, hash=False)

    def to_dict(self) -> dict:
        return {
            "reason": self.reason,
            "winners": list(self.winners),
            "coop": self.coop,
            "won": self.won,
            "score": self.score,
            "text": self.text,
            "details": self.details,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Outcome:
        return cls(
            reason=data["reason"],
            winners=tuple(data.get("winners", ())),
            coop=bool(data.get("coop", False)),
            won=bool(data.get("won", False)),
            score=data.get("score"),
            text=data.get("text", ""),
            details=dict(data.get("details", {})),
        )
