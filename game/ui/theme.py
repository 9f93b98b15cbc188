"""The look: colours come from the one pygame-gui theme file, assets/theme.json.

Board drawing (counters, zones, cards) uses the same file's `defaults.colours`, so a colour
is changed in one place. `colour("zone_legal")` -> pygame.Color. The palette in force
(`use_palette`, game/ui/palette.py) overrides the colours that tell seats and tokens apart.
"""

from __future__ import annotations

import json
import sys
from functools import lru_cache

import pygame

from game.paths import assets_root
from game.ui import palette

THEME_FILE = "theme.json"
_in_force = {"name": palette.DEFAULT, "generation": 0}


@lru_cache(maxsize=1)
def _theme_colours() -> dict[str, str]:
    with open(assets_root() / THEME_FILE, encoding="utf-8") as fh:
        return json.load(fh)["defaults"]["colours"]


def _palette() -> dict[str, str]:
    return {**_theme_colours(), **palette.PALETTES[_in_force["name"]]}


@lru_cache(maxsize=256)
def colour(name: str) -> pygame.Color:
    try:
        return pygame.Color(_palette()[name])
    except KeyError:
        raise KeyError(f'colour "{name}" is not in assets/{THEME_FILE} defaults.colours') from None


def palette_in_force() -> str:
    return _in_force["name"]


def looks_generation() -> int:
    """Counts palette changes: a cache of drawn pixels keyed on it is never stale."""
    return _in_force["generation"]


def use_palette(name: str) -> None:
    """Put a palette in force. Surfaces drawn and cached by colour name (cards, tokens,
    bays) would keep the old colours, so every cache of our drawing modules is emptied
    (rendered text is cached by colour value, not name, so it stays right)."""
    name = palette.known(name)
    if name == _in_force["name"]:
        return
    _in_force["name"] = name
    _in_force["generation"] += 1
    for module_name, module in list(sys.modules.items()):
        if not module_name.startswith(("game.ui", "game.scenes")) or module is None:
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and \
                    getattr(value, "__module__", None) == module_name:
                value.cache_clear()


def theme_path() -> str:
    return str(assets_root() / THEME_FILE)
