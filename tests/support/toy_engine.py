"""A tiny engine honouring the engine contract, so app-level code (records, saves,
sessions, scenes, CLI) is tested independently of the three real games.

Toy Nim: a pile of 10-20 sticks (seeded); players take 1-3 in turn; whoever takes the last
stick wins. Each player also holds a secret number, to test views and hotseat privacy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.engines.common.actions import Decision, Event
from game.engines.common.errors import MalformedActionError, RuleError
from game.engines.common.outcome import Outcome
from game.engines.common.rng import Rng
from game.engines.common.undo import UndoStack

GAME_ID = "toy"
TITLE = "Toy Nim"
MIN_PLAYERS, MAX_PLAYERS = 1, 4
VARIANTS = {"misere": "Last stick loses"}
DIFFICULTIES: list[str] = []


@dataclass(frozen=True)
class Setup:
    players: int = 2
    seed: int = 1
    variants: frozenset[str] = field(default_factory=frozenset)

    def to_dict(self) -> dict:
        return {"players": self.players, "seed": self.seed, "variants": sorted(self.variants)}

    @classmethod
    def from_dict(cls, data: dict) -> Setup:
        players = int(data.get("players", 2))
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Toy Nim is for {MIN_PLAYERS}-{MAX_PLAYERS} players")
        return cls(players, int(data.get("seed", 1)), frozenset(data.get("variants", ())))


@dataclass(frozen=True, slots=True)
class Take:
    count: int

    def to_text(self) -> str:
        return f"take {self.count}"


def parse_action(text: str) -> Take:
    parts = text.split()
    if len(parts) == 2 and parts[0] == "take" and parts[1].isdigit():
        return Take(int(parts[1]))
    raise MalformedActionError(f'"{text}" is not a Toy Nim action (try "take 2").')


def load_content(root: Path) -> dict:
    return {}


class Game:
    def __init__(self, setup: Setup, content=None):
        self.setup = setup
        self.rng = Rng(setup.seed)
        self.sticks = self.rng.randint(10, 20)
        self.secrets = [self.rng.randint(1, 99) for _ in range(setup.players)]
        self.turn = 0
        self.history: list[str] = []
        self.winner: int | None = None
        self._undo = UndoStack()

    # public API ---------------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        if self.is_over:
            return None
        return Decision(self.turn, "take", f"Take 1 to 3 sticks ({self.sticks} left).")

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def result(self) -> Outcome | None:
        if self.winner is None:
            return None
        return Outcome("last_stick", (self.winner,), text=f"Player {self.winner + 1} wins.")

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def legal_actions(self) -> list[Take]:
        return [a for a in (Take(1), Take(2), Take(3)) if self.why_not(a) is None]

    def why_not(self, action) -> str | None:
        """The one rule walk: the same checks list the legal actions and refuse the rest."""
        if self.is_over:
            return "The game is over."
        if type(action) is not Take or type(action.count) is not int:
            return "That is not a Toy Nim action."
        if not 1 <= action.count <= 3:
            return "Take 1, 2 or 3 sticks."
        if action.count > self.sticks:
            return f"Only {self.sticks} sticks are left."
        return None

    def find_action(self, seat: int, piece: str, source: str, target: str,
                    using: tuple[str, ...] = ()) -> Take:
        """A drag of "sticks:N" from the "pile" to the "hand" of the player to move."""
        if seat != self.turn:
            raise RuleError(f"It is Player {self.turn + 1}'s turn.")
        count = piece.removeprefix("sticks:")
        if source != "pile" or target != "hand" or not count.isdigit():
            raise RuleError("Drag sticks from the pile to your hand.")
        action = Take(int(count))
        reason = self.why_not(action)
        if reason is not None:
            raise RuleError(reason)
        return action

    def drag_for(self, action: Take) -> tuple[str, str, str] | None:
        return (f"sticks:{action.count}", "pile", "hand")

    def public_view(self) -> dict:
        return {"seat": None, "sticks": self.sticks, "turn": self.turn, "private": {}}

    def apply(self, action: Take) -> list[Event]:
        reason = self.why_not(action)
        if reason is not None:
            raise RuleError(reason)
        self._undo.push(self.to_dict())
        self.sticks -= action.count
        self.history.append(action.to_text())
        events = [Event("take", f"Player {self.turn + 1} takes {action.count}.")]
        if self.sticks == 0:
            last = self.turn
            self.winner = (last + 1) % self.setup.players if "misere" in self.setup.variants else last
        else:
            self.turn = (self.turn + 1) % self.setup.players
        return events

    def undo(self) -> None:
        snap = self._undo.pop()
        if snap is None:
            raise RuleError("Nothing to undo.")
        undo = self._undo
        self.__dict__.update(from_dict(snap).__dict__)
        self._undo = undo

    def view_for(self, seat: int) -> dict:
        return {"seat": seat, "sticks": self.sticks, "turn": self.turn,
                "private": {"secret": self.secrets[seat]}}

    def summary(self) -> dict:
        return {"sticks": self.sticks, "turn": self.turn + 1}

    def to_dict(self) -> dict:
        return {"version": 1, "setup": self.setup.to_dict(), "rng": self.rng.to_dict(),
                "sticks": self.sticks, "secrets": list(self.secrets), "turn": self.turn,
                "history": list(self.history), "winner": self.winner}


def new_game(setup: Setup, content=None) -> Game:
    return Game(setup, content)


def from_dict(data: dict, content=None) -> Game:
    game = Game(Setup.from_dict(data["setup"]))
    game.rng = Rng.from_dict(data["rng"])
    game.sticks = data["sticks"]
    game.secrets = list(data["secrets"])
    game.turn = data["turn"]
    game.history = list(data["history"])
    game.winner = data["winner"]
    return game
