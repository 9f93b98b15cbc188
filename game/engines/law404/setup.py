"""The Setup a game is dealt from (players, seed, variants) and the variant names."""

from __future__ import annotations

from dataclasses import dataclass, field

ANOMALOUS_SPACE = "anomalous_space"
ENDLESS_DIRECTIVES = "endless_directives"
ALTERNATE_LAYOUT = "alternate_layout"
REDUCED_SHOVING = "reduced_shoving"
VARIANTS = (ANOMALOUS_SPACE, ENDLESS_DIRECTIVES, ALTERNATE_LAYOUT, REDUCED_SHOVING)
MIN_PLAYERS = 2
MAX_PLAYERS = 6


@dataclass(frozen=True)
class Setup:
    """How to deal a game.

    >>> Setup.from_dict(Setup(3, 9, frozenset({"reduced_shoving"})).to_dict())
    Setup(players=3, seed=9, variants=frozenset({'reduced_shoving'}))
    """

    players: int = 4
    seed: int = 0
    variants: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        object.__setattr__(self, "variants", frozenset(self.variants))
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"404 is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                             f"not {self.players}.")
        unknown = sorted(self.variants - set(VARIANTS))
        if unknown:
            raise ValueError(f"Unknown 404 variant(s): {', '.join(unknown)}; "
                             f"known: {', '.join(VARIANTS)}.")

    @property
    def layout(self) -> str:
        return "donut" if ALTERNATE_LAYOUT in self.variants else "standard"

    def to_dict(self) -> dict:
        return {"players": self.players, "seed": self.seed, "variants": sorted(self.variants)}

    @classmethod
    def from_dict(cls, data: dict) -> Setup:
        return cls(int(data["players"]), int(data["seed"]), frozenset(data.get("variants", ())))
