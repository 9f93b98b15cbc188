"""What the new-game screen starts from: the last setup played of each game, and the bot
level a new bot seat gets.

The last setups live beside the settings in the user data folder (`last_setups.json`),
written atomically. Reading is forgiving: a missing, unreadable or hand-edited file, or an
entry of the wrong shape, gives the defaults for that part and never an error, since a
forgotten preference is no reason to stop someone starting a game.

>>> setup = clean_setup({"players": "3", "seats": [{"kind": "bot", "level": 7}, "x"],
...                      "variants": "glitches", "difficulty": ["hard"]})
>>> setup["players"], setup["seats"], setup["variants"], setup["difficulty"]
(3, [{'kind': 'bot', 'level': '7', 'name': ''}], [], None)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game import registry

FILE = "last_setups.json"
MAX_NAME = 24


def setups_path(home: Path) -> Path:
    return Path(home) / FILE


def default_bot_level(game_id: str, levels) -> str:
    """The level a new bot seat starts at: the registry's ("normal"), or, in a game whose
    bots lack it, the first of `levels` (the ones this screen offers) that is not random."""
    levels = list(levels)
    chosen = registry.default_bot_level(game_id)
    if chosen in levels:
        return chosen
    return next((level for level in levels if level != "random"), levels[0] if levels else
                "random")


def remembered_bot_level(game_id: str, level: str, levels) -> str:
    """A level from an earlier setup as offered today: an old name ("greedy", "solver")
    becomes the level it stands for; one no longer offered gives the default."""
    current = registry.canonical_bot_level(game_id, level)
    return current if current in list(levels) else default_bot_level(game_id, levels)


def clean_setup(data: Any) -> dict:
    """A stored setup with every field of the right type (wrong ones dropped)."""
    data = data if isinstance(data, dict) else {}
    try:
        players = int(data.get("players", 0))
    except (TypeError, ValueError):
        players = 0
    seats = []
    for seat in data.get("seats", []) if isinstance(data.get("seats"), list) else []:
        if isinstance(seat, dict):
            kind = "bot" if seat.get("kind") == "bot" else "human"
            seats.append({"kind": kind, "level": str(seat.get("level", "")),
                          "name": str(seat.get("name", ""))[:MAX_NAME]})
    variants = data.get("variants")
    variants = sorted({str(v) for v in variants}) if isinstance(variants, list) else []
    difficulty = data.get("difficulty")
    choices = data.get("choices")
    choices = {str(k): str(v) for k, v in choices.items()} if isinstance(choices, dict) else {}
    return {"players": players, "seats": seats, "variants": variants,
            "difficulty": str(difficulty) if isinstance(difficulty, str) else None,
            "choices": choices}


def _read_all(home: Path) -> dict:
    try:
        data = json.loads(setups_path(home).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def last_setup(home: Path, game_id: str) -> dict | None:
    """The setup last started for `game_id`, cleaned; None if there is none (or it is
    unreadable)."""
    data = _read_all(home).get(game_id)
    return clean_setup(data) if isinstance(data, dict) else None


def remember_setup(home: Path, game_id: str, setup: dict) -> None:
    """Keep `setup` as the one to start from next time (OSError if it cannot be written)."""
    from game.records import atomic_write_text

    every = _read_all(home)
    every[game_id] = clean_setup(setup)
    atomic_write_text(setups_path(home), json.dumps(every, indent=1, sort_keys=True))
