"""The three games: where each one's engine, bots and table live. Everything is imported on
first use, so starting the app or a CLI command for one game never pays for the others.

It sits outside `game/engines/` because it knows about bots and tables, which engines must
not (tests/engines/test_layering.py). Anything declared here that fails to import is an
error, never a quiet fallback: a table raises navigation.TableMissing, bots BotsMissing.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    default_players: int
    coop: bool
    module: str = ""
    """Engine package; defaults to game.engines.<id> (tests register toy engines here)."""
    table: str = ""
    """The game's own table scene as "module:Class"; empty: the generic table
    (game.navigation resolves it; a declared table that fails to import is an error)."""
    bots: str = ""
    """The package or module of the game's bots (its `BOTS` and `ALIASES`); empty: only the
    random bot (test engines). A declared module that fails to import raises BotsMissing."""

    @property
    def module_name(self) -> str:
        return self.module or f"game.engines.{self.id}"


GAMES: dict[str, GameInfo] = {
    g.id: g
    for g in (
        GameInfo("law404", "404: Law Not Found",
                 "Robots race to finish silly directives on a ship run by fools and a monkey.",
                 2, 6, 4, coop=False, table="game.scenes.law404.scene:Law404Scene",
                 bots="game.bots.law404"),
        GameInfo("assembly", "Assembly",
                 "Lock twelve room modules into the ring before the command deck runs out.",
                 1, 4, 1, coop=True, table="game.scenes.assembly.scene:AssemblyScene",
                 bots="game.bots.assembly"),
        GameInfo("tempus", "Trouble on the Tempus",
                 "Fix a failing ship, then jump back in time to beat the disasters you saw.",
                 1, 5, 3, coop=True, table="game.scenes.tempus.scene:TempusScene",
                 bots="game.bots.tempus"),
    )
}


class EngineMissing(LookupError):
    """The game is listed but its engine has not landed in this build."""


class BotsMissing(RuntimeError):
    """A game's declared bots could not be loaded: an incomplete build, said out loud."""


def game_info(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise LookupError(f'Unknown game "{game_id}"; Starboard knows {known}.') from None


def is_available(game_id: str) -> bool:
    info = game_info(game_id)
    try:
        return importlib.util.find_spec(info.module_name) is not None
    except ModuleNotFoundError:
        return False


def engine(game_id: str) -> ModuleType:
    info = game_info(game_id)
    if not is_available(game_id):
        raise EngineMissing(f"The {info.title} rules engine is not part of this build yet.")
    return importlib.import_module(info.module_name)


@cache
def content(game_id: str, levels_root: Path | None = None):
    """Load and validate a game's levels/ content once per process."""
    from game.paths import levels_root as default_root

    return engine(game_id).load_content(levels_root or default_root())


def _bot_module(game_id: str) -> ModuleType | None:
    info = game_info(game_id)
    if not info.bots:
        return None
    try:
        return importlib.import_module(info.bots)
    except ImportError as exc:
        raise BotsMissing(f"The {info.title} bots ({info.bots}) could not be loaded: {exc}. "
                          "This build of Starboard is incomplete; please reinstall it.") \
            from exc


def bots(game_id: str) -> dict:
    """Bot factories by level name for a game: "random" always, and easy / normal / hard
    where the game has bots (see game/bots/base.py)."""
    from game.bots.random_bot import UniformRandomBot

    table = {"random": UniformRandomBot}
    module = _bot_module(game_id)
    if module is not None:
        table.update(getattr(module, "BOTS", {}))
    return table


def bot_levels(game_id: str) -> list[str]:
    """The levels a new game offers for a bot seat, weakest first."""
    from game.bots.base import LEVELS

    table = bots(game_id)
    offered = [level for level in LEVELS if level in table]
    return offered or ["random"]


def default_bot_level(game_id: str) -> str:
    """The level a new bot seat starts at."""
    from game.bots.base import DEFAULT_LEVEL

    levels = bot_levels(game_id)
    return DEFAULT_LEVEL if DEFAULT_LEVEL in levels else levels[0]


def canonical_bot_level(game_id: str, level: str) -> str | None:
    """The level a name stands for today ("greedy" is 404's "normal"), or None."""
    if level in bots(game_id):
        return level
    module = _bot_module(game_id)
    alias = getattr(module, "ALIASES", {}).get(level) if module is not None else None
    return alias if alias in bots(game_id) else None


def bot_factory(game_id: str, level: str):
    """The factory for `level`, including names earlier versions saved ("greedy", "crew",
    "partner", "solver"); LookupError naming the levels there are."""
    table = bots(game_id)
    if level in table:
        return table[level]
    module = _bot_module(game_id)
    alias = getattr(module, "ALIASES", {}).get(level) if module is not None else None
    if alias in table:
        return table[alias]
    raise LookupError(f'No "{level}" bot for {game_id}; choose from {", ".join(table)}.')
