"""The three games and where their engines live. Engines are imported on first use, so
starting the app or a CLI command for one game never pays for the others."""

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

    @property
    def module_name(self) -> str:
        return self.module or f"game.engines.{self.id}"


GAMES: dict[str, GameInfo] = {
    g.id: g
    for g in (
        GameInfo("law404", "404: Law Not Found",
                 "Robots race to finish silly directives on a ship run by fools and a monkey.",
                 2, 6, 4, coop=False, table="game.scenes.law404.ship_scene:Law404Scene"),
        GameInfo("assembly", "Assembly",
                 "Lock twelve room modules into the ring before the command deck runs out.",
                 1, 4, 1, coop=True, table="game.scenes.assembly.ring_scene:AssemblyScene"),
        GameInfo("tempus", "Trouble on the Tempus",
                 "Fix a failing ship, then jump back in time to beat the disasters you saw.",
                 1, 5, 3, coop=True, table="game.scenes.tempus.tempus_scene:TempusScene"),
    )
}


class EngineMissing(LookupError):
    """The game is listed but its engine has not landed in this build."""


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


def bots(game_id: str) -> dict:
    """Bot factories by level name for a game; always has "random"."""
    from game.bots.random_bot import UniformRandomBot

    table = {"random": UniformRandomBot}
    try:
        module = importlib.import_module(f"game.bots.{game_id}")
    except ModuleNotFoundError:
        return table
    table.update(getattr(module, "BOTS", {}))
    return table

