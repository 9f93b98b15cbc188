"""The engine contract: what every game's rules engine offers, as typing Protocols.

Scenes, bots, records, the simulator and the contract test
(`tests/engines/test_contract.py`, run over every game in the registry) rely on this and
nothing more. An engine is a package `game.engines.<id>` whose module satisfies
`EngineModule`; its games satisfy `GameState`. Anything beyond it (a drag lookup, a solver
helper) is a per-game extra listed in docs/architecture.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from game.engines.common.actions import Action, Decision, Event
from game.engines.common.outcome import Outcome


class SetupLike(Protocol):
    """A frozen dataclass: how a game was dealt. Engines add options (difficulty, roles)."""

    players: int
    seed: int
    variants: frozenset[str]

    def to_dict(self) -> dict:
        """Plain JSON; `Setup.from_dict(setup.to_dict()) == setup`."""
        ...


@runtime_checkable
class GameState(Protocol):
    """One game in progress. Only `apply` and `undo` change it."""

    setup: Any
    """The Setup it was dealt from (players, seed, variants, options)."""

    @property
    def pending(self) -> Decision | None:
        """Who must choose what now; None once the game is over."""
        ...

    def legal_actions(self) -> Sequence[Action]:
        """Every action the pending seat may take, in a stable order (the same after a save
        and load). Non-empty until the game is over; legality is membership."""
        ...

    def apply(self, action: Action) -> list[Event]:
        """Validate, then change the state and return what happened, for the log and the
        animations. Anything illegal (a wrong action, a non-action, an action of another
        game) raises RuleError with a sentence a player understands, the state untouched."""
        ...

    @property
    def can_undo(self) -> bool:
        """True when `undo()` would take back a move: draws, dice and secrets are
        checkpoints it never crosses."""
        ...

    def undo(self) -> None:
        """Back to the previous decision point; RuleError when `can_undo` is False."""
        ...

    @property
    def history(self) -> list[str]:
        """The text of every action applied since setup (undo removes them). Setup plus
        history is the game record; replaying it gives the same state."""
        ...

    @property
    def is_over(self) -> bool: ...

    @property
    def result(self) -> Outcome | None:
        """How the game ended (None while it goes on)."""
        ...

    def why_not(self, action: Action) -> str | None:
        """None when `action` is legal now, else the sentence why not, in printed names (a
        seat is "Player N" or the game's own word for it, which the table turns into the
        seat's name; never an internal id). `legal_actions()` and the refusal of `apply`
        come from this same rule walk, so they cannot disagree (tests/engines/
        test_legal_why.py)."""
        ...

    def find_action(self, seat: int, piece: str, source: str, target: str,
                    using: tuple[str, ...] = ()) -> Action:
        """The one legal action of `seat` that a drag means: `piece` picked up at `source`
        and dropped on `target`, named in the engine's own words (its gestures.py says
        which). `using`: what the player chose to pay with (cards selected in a hand);
        empty, the engine picks as a player would expect. RuleError with the rule walk's
        sentence, naming what was dragged and where, when no legal action matches."""
        ...

    def drag_for(self, action: Action) -> tuple[str, str, str] | None:
        """(piece, source, target) of the drag that means `action` now, or None when it is
        not made by dragging (a button, a click): the inverse of `find_action`, up to the
        choice of what pays for it."""
        ...

    def view_for(self, seat: int) -> dict:
        """What `seat` may see, as fresh plain JSON. Every key but `seat` and `private` is
        public and the same for every seat; `view["private"]` holds that seat's secrets
        (its hand, its open directives, the choice only it is making)."""
        ...

    def public_view(self) -> dict:
        """What a spectator sees, as fresh plain JSON: the public part of every seat's
        view, with `seat` None and `private` empty. Scenes draw public things from it."""
        ...

    def summary(self) -> dict:
        """A short JSON-safe state summary (printed by `main.py replay`)."""
        ...

    def to_dict(self) -> dict:
        """Plain JSON, versioned; `from_dict(g.to_dict()).to_dict() == g.to_dict()`."""
        ...


class EngineModule(Protocol):
    """The module-level API of `game.engines.<id>`."""

    GAME_ID: str
    TITLE: str
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    Setup: Any
    """The game's Setup dataclass (see SetupLike), with `Setup.from_dict`."""

    def load_content(self, levels_root: Path) -> Any:
        """Read and validate `levels/<id>/*.toml`; one ContentError lists every problem."""
        ...

    def new_game(self, setup: Any, content: Any) -> GameState:
        """Deal a new game from the setup's seed."""
        ...

    def from_dict(self, data: dict, content: Any) -> GameState:
        """Restore exactly what `to_dict()` produced; SaveError for anything else."""
        ...

    def parse_action(self, text: str) -> Action:
        """Inverse of `action.to_text()`; MalformedActionError for text that is no action."""
        ...


#: Names every engine module must define (the contract test checks them).
MODULE_API = ("GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "Setup", "load_content",
              "new_game", "from_dict", "parse_action")

#: View keys outside the public part.
PRIVATE_KEYS = ("seat", "private")


def public_part(view: dict) -> dict:
    """The part of a view every seat sees alike."""
    return {k: v for k, v in view.items() if k not in PRIVATE_KEYS}
