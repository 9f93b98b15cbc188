"""The Setup value (crew size, seed, difficulty: "Setup" and "Difficulty Setting") and the
deal it gives: who plays, the number tokens, the Disaster and Paradox decks, the Hyperdrive.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.engines.common.errors import RuleError
from game.engines.common.rng import Rng

if TYPE_CHECKING:
    from game.engines.tempus.content import Content

DIFFICULTIES = ("trainee", "recruit", "officer", "hero")
VARIANTS: frozenset[str] = frozenset()
MIN_PLAYERS = 1
MAX_PLAYERS = 5
START_SPACE = "time_drive"
"""Where the crew starts, standing (ruling R7)."""
DECKS = {"trainee": (9, 3, 3), "recruit": (8, 4, 4), "officer": (8, 4, 2), "hero": (8, 4, 0)}
"""Difficulty Setting: (growing, major, piles); piles == 0 means one shuffled deck."""
PARADOXES_DEALT = 2


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


@dataclass(frozen=True, slots=True)
class Deal:
    """What setup steps 1-6 deal from the seed, as the game's state holds it."""

    crew: list[dict]
    numbers: dict[str, int]
    deck: list[str]
    """Top card last."""
    paradox_deck: list[str]
    hyperdrive: str


def deal(setup: Setup, content: Content, locations: tuple[str, ...], rng: Rng) -> Deal:
    """Deal a new game; the order the seed is drawn in is part of every saved game."""
    if setup.characters:
        for cid in setup.characters:
            if cid not in content.characters:
                raise RuleError(f'There is no character "{cid}".')
        picked = list(setup.characters)
    else:
        picked = rng.sample(sorted(content.characters), setup.players)
    crew = [{"char": cid, "at": START_SPACE, "wounds": 0, "dead": False, "down": False}
            for cid in picked]
    numbers = list(range(1, 10))
    rng.shuffle(numbers)
    growing = sorted(content.ids_of("growing"))
    major = sorted(content.ids_of("major"))
    rng.shuffle(growing)
    rng.shuffle(major)
    n_g, n_m, piles = DECKS[setup.difficulty]
    growing, major = growing[:n_g], major[:n_m]
    if piles == 0:
        top_first = growing + major
        rng.shuffle(top_first)
    else:
        top_first = []
        per_g, per_m = n_g // piles, n_m // piles
        for p in range(piles):
            pile = growing[p * per_g:(p + 1) * per_g] + major[p * per_m:(p + 1) * per_m]
            rng.shuffle(pile)
            top_first += pile
    paradox_deck = content.ids_of("lost_in_the_void") + rng.sample(
        sorted(content.ids_of("paradox")), PARADOXES_DEALT)
    return Deal(crew, dict(zip(locations, numbers, strict=True)), top_first[::-1],
                paradox_deck, rng.choice(sorted(content.hyperdrives)))
