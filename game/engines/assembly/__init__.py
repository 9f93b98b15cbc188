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
    TITLE,
    Ask,
    Choose,
    Draw,
    Play,
    parse_action,
)
from game.engines.assembly.content import OFFERED_SETS, Content, load_content
from game.engines.assembly.determinize import determinize
from game.engines.assembly.game import Game, from_dict, new_game
from game.engines.assembly.notation import position, set_position
from game.engines.assembly.setup import DIFFICULTIES, VARIANTS, Setup

# Extra single-choice setup fields for the new-game screen: field -> (label, [(value, text)]).
SETUP_CHOICES = {
    "malfunctions": ("Malfunctions", [("", "none")] + [
        (s, "blank set" if s == "blank" else f"set {s}") for s in OFFERED_SETS]),
    "verification": ("Verifying (3-4P)", [("standard", "standard"), ("advanced", "advanced")]),
}

GAME_ID = "assembly"
MIN_PLAYERS = 1
MAX_PLAYERS = 4

__all__ = [
    "GAME_ID", "TITLE", "SETUP_CHOICES", "MIN_PLAYERS", "MAX_PLAYERS", "Setup", "VARIANTS", "DIFFICULTIES",
    "Content", "Game",
    "load_content", "new_game", "from_dict", "parse_action", "determinize", "Ask", "Play",
    "Choose", "Draw", "COMMANDS", "CARD_COMMANDS", "position", "set_position",
]
