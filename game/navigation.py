"""Screens by name: scenes move with `app.go("pause", table=self)` instead of importing
each other, and each game's table is the one its registry entry declares.

The map below is data: the scene module is imported only when the screen is first opened,
so starting the app pays for the title screen alone. The packaged build collects every
module under `game` (build/starboard.spec), so a name here always resolves there too.
"""

from __future__ import annotations

import importlib

from game import registry

#: Screen name -> "module:Class". A table is found through the registry (see table_class).
SCREENS: dict[str, str] = {
    "title": "game.scenes.title:TitleScene",
    "new_game": "game.scenes.new_game:NewGameScene",
    "load": "game.scenes.load:LoadScene",
    "settings": "game.scenes.settings_scene:SettingsScene",
    "rules": "game.scenes.rules:RulesScene",
    "learn": "game.scenes.learn:LearnScene",
    "pause": "game.scenes.pause:PauseScene",
}

#: The table of a game that declares none of its own: every rule playable from a list.
GENERIC_TABLE = "game.scenes.board:BoardScene"


class TableMissing(RuntimeError):
    """A game's declared table could not be loaded: said to the player, never hidden."""


def load(target: str) -> type:
    """The class a "module:Class" string names (ImportError / AttributeError if none)."""
    module_name, _, class_name = target.partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def screen_class(name: str) -> type:
    try:
        target = SCREENS[name]
    except KeyError:
        raise LookupError(f'No screen called "{name}"; known: {", ".join(SCREENS)}.') from None
    return load(target)


def table_target(game_id: str) -> str:
    """The "module:Class" of a game's table: its own if the registry declares one."""
    return registry.game_info(game_id).table or GENERIC_TABLE


def table_class(game_id: str) -> type:
    """The table scene class for a game. A declared table that fails to import raises
    TableMissing (with the reason), so a broken build shows an error instead of quietly
    falling back to the generic table; so do declared bots that fail to import."""
    target = table_target(game_id)
    try:
        registry.bots(game_id)  # a table whose bots cannot load would stall at their turn
        return load(target)
    except registry.BotsMissing as exc:
        raise TableMissing(str(exc)) from exc
    except (ImportError, AttributeError) as exc:
        title = registry.game_info(game_id).title
        raise TableMissing(f"The {title} table ({target}) could not be loaded: {exc}. "
                           "This build of Starboard is incomplete; please reinstall it.") \
            from exc
