"""The look: colours come from the one pygame-gui theme file, assets/theme.json.

Board drawing (counters, zones, cards) uses the same file's `defaults.colours`, so a colour
is changed in one place. `colour("zone_legal")` -> pygame.Color.
"""

from __future__ import annotations

import json
from functools import lru_cache

import pygame

from game.paths import assets_root

THEME_FILE = "theme.json"


@lru_cache(maxsize=1)
def _palette() -> dict[str, str]:
    with open(assets_root() / THEME_FILE, encoding="utf-8") as fh:
        return json.load(fh)["defaults"]["colours"]


@lru_cache(maxsize=256)
def colour(name: str) -> pygame.Color:
    try:
        return pygame.Color(_palette()[name])
    except KeyError:
        raise KeyError(f'colour "{name}" is not in assets/{THEME_FILE} defaults.colours') from None


def theme_path() -> str:
    return str(assets_root() / THEME_FILE)
