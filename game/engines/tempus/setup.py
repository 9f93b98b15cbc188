"""The Setup value: crew size, seed, difficulty (see "Setup" and "Difficulty Setting")."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engines.common.errors import RuleError

DIFFICULTIES = ("trainee", "recruit", "officer", "hero")
VARIANTS: frozenset[str] = frozenset()
MIN_PLAYERS = 1
MAX_PLAYERS = 5


@dataclass(frozen=True, slots=True)
class Setup:
    """How a game is dealt. `characters` picks the crew; empty means dealt from the seed.

    >>> Setup.from_dict(Setup(players=2, seed=9).to_dict()) == Setup(players=2, seed=9)
    True
    """

    players: int = 3
    seed: int = 0
    difficulty: str = "recruit"
    variants: frozenset[str] = field(default_factory=frozenset)
    characters: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise RuleError(f"Trouble on the Tempus needs 1 to 5 crew, not {self.players}.")
        if self.difficulty not in DIFFICULTIES:
            raise RuleError(f'Unknown difficulty "{self.difficulty}"; choose one of '
                            f"{', '.join(DIFFICULTIES)}.")
        unknown = set(self.variants) - VARIANTS
        if unknown:
            raise RuleError(f"Unknown variant(s): {', '.join(sorted(unknown))}.")
        if self.characters and len(self.characters) != self.players:
            raise RuleError(f"Choose exactly {self.players} characters, "
                            f"not {len(self.characters)}.")
        if len(set(self.characters)) != len(self.characters):
            raise RuleError("Each character can be played by only one crew member.")
        object.__setattr__(self, "variants", frozenset(self.variants))
        object.__setattr__(self, "characters", tuple(self.characters))

    def to_dict(self) -> dict:
        return {"players": self.players, "seed": self.seed, "difficulty": self.difficulty,
                "variants": sorted(self.variants), "characters": list(self.characters)}

    @classmethod
    def from_dict(cls, data: dict) -> Setup:
        return cls(players=int(data["players"]), seed=int(data["seed"]),
                   difficulty=str(data.get("difficulty", "recruit")),
                   variants=frozenset(data.get("variants", ())),
                   characters=tuple(data.get("characters", ())))
