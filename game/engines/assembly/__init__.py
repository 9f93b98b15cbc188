"""Assembly: a solo / co-operative clock-ring puzzle. Public engine API.

>>> from pathlib import Path
>>> content = load_content(Path("levels"))
>>> game = new_game(Setup(players=1, seed=7), content)
>>> game.pending.kind
'command'
>>> from_dict(game.to_dict(), content).to_dict() == game.to_dict()
True
"""

from __future__ import annotations

from game.engines.assembly.actions import (
    CARD_COMMANDS,
    COMMANDS,
    Ask,
    Choose,
    Draw,
    Play,
    parse_action,
)
from game.engines.assembly.content import OFFERED_SETS, Content, load_content
from game.engines.assembly.game import Game
from game.engines.assembly.notation import position, set_position
from game.engines.assembly.setup import DIFFICULTIES, VARIANTS, Setup
from game.engines.assembly.view import determinize
from game.engines.common.errors import SaveError

# Extra single-choice setup fields for the new-game screen: field -> (label, [(value, text)]).
SETUP_CHOICES = {
    "malfunctions": ("Malfunctions", [("", "none")] + [
        (s, "blank set" if s == "blank" else f"set {s}") for s in OFFERED_SETS]),
    "verification": ("Verifying (3-4P)", [("standard", "standard"), ("advanced", "advanced")]),
}

GAME_ID = "assembly"
TITLE = "Assembly"
MIN_PLAYERS = 1
MAX_PLAYERS = 4


def new_game(setup: Setup, content: Content, fast: bool = False) -> Game:
    """Deal a new game from the setup's seed (raises RuleError for impossible setups)."""
    setup.validate(content)
    game = Game(setup, content, fast=fast)
    game._deal()
    return game


def from_dict(data: dict, content: Content) -> Game:
    """Restore exactly what `Game.to_dict()` produced (SaveError if it cannot)."""
    if not isinstance(data, dict) or "setup" not in data:
        raise SaveError("This is not an Assembly game.")
    game = Game(Setup.from_dict(data["setup"]), content)
    game._load(data)
    return game


__all__ = [
    "GAME_ID", "TITLE", "SETUP_CHOICES", "MIN_PLAYERS", "MAX_PLAYERS", "Setup", "VARIANTS", "DIFFICULTIES",
    "Content", "Game",
    "load_content", "new_game", "from_dict", "parse_action", "determinize", "Ask", "Play",
    "Choose", "Draw", "COMMANDS", "CARD_COMMANDS", "position", "set_position",
]
