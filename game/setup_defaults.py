"""What the new-game screen starts from: the game last set up, the last setup played of each
game, the bot level a new bot seat gets, and whether each game's table shows its hints.

They live beside the settings in the user data folder (`last_setups.json`: one entry per
game id, plus `"last_game"`: the game whose table opened last), written atomically. A missing file, or an entry field of the
wrong type, gives the defaults for that part, since a forgotten preference is no reason to
stop someone starting a game. A file that cannot be read (cut off, not text, not JSON, not
an object) is not written over: like settings.json and profile.json it is kept as
`last_setups.json.bad-<time>` and the player told once at start (`check_setups`); from a
file with one bad entry, the other games' setups are kept.

>>> setup = clean_setup({"players": "3", "seats": [{"kind": "bot", "level": 7}, "x"],
...                      "variants": "glitches", "difficulty": ["hard"]})
>>> setup["players"], setup["seats"], setup["variants"], setup["difficulty"]
(3, [{'kind': 'bot', 'level': '7', 'name': ''}], [], None)
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from game.jsonfile import JsonFileError, keep_unreadable, read_json_file

FILE = "last_setups.json"
LAST_GAME = "last_game"
"""The key that names the game last played (no game id can be it: ids are registry keys)."""
MAX_NAME = 24
MAX_SETUPS_BYTES = 256 * 1024
"""Three games' setups take about 2 KB; anything far larger is not our file."""


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


@dataclass
class _Stored:
    """What `last_setups.json` holds that can be used; why the whole file could not be read
    (`problem`), or which of its entries could not (`bad`, as a player names them)."""

    entries: dict
    last_game: str | None
    problem: str | None = None
    bad: list[str] = field(default_factory=list)

    @property
    def damaged(self) -> bool:
        return self.problem is not None or bool(self.bad)

    def to_json(self) -> str:
        data: dict[str, Any] = dict(self.entries)
        if self.last_game:
            data[LAST_GAME] = self.last_game
        return json.dumps(data, indent=1, sort_keys=True)


def _read_all(home: Path) -> _Stored:
    path = setups_path(home)
    if not os.path.lexists(path):
        return _Stored({}, None)
    try:
        data = read_json_file(path, MAX_SETUPS_BYTES)
    except JsonFileError as exc:
        return _Stored({}, None, str(exc))
    if not isinstance(data, dict):
        return _Stored({}, None, f"{FILE} holds no game setups.")
    last = data.get(LAST_GAME)
    entries = {key: value for key, value in data.items()
               if key != LAST_GAME and isinstance(value, dict)}
    bad = [f"the last setup of {_shown(key)}" for key, value in sorted(data.items())
           if key != LAST_GAME and not isinstance(value, dict)]
    if last is not None and not isinstance(last, str):
        bad.append("which game was set up last")
        last = None
    return _Stored(entries, last, None, bad)


def _shown(key: str) -> str:
    info = registry.GAMES.get(key)
    return info.title if info else repr(key)[:40]


def check_setups(home: Path) -> str | None:
    """At start: if `last_setups.json` cannot be read in full, keep it aside as
    `last_setups.json.bad-<time>`, write back what could be read, and return the one
    sentence that tells the player (the next start finds a good file, so says nothing)."""
    stored = _read_all(home)
    if not stored.damaged:
        return None
    what = (f"The setups you last played could not be read: {stored.problem}"
            if stored.problem else f"Starboard could not read {_and(stored.bad)}.")
    kept = keep_unreadable(setups_path(home))
    if kept is None:
        return (f"{what} The file is left as it is and nothing will be written over it, so "
                "the new-game screen will not remember setups until it is moved or repaired.")
    if stored.entries:
        _write(home, stored)
        kept_games = _and([_shown(key) for key in sorted(stored.entries)])
        return (f"{what} {FILE} was kept as {kept.name}; the setups of {kept_games} carry "
                "on.")
    return (f"{what} The file was kept as {kept.name}; the new-game screen starts from each "
            "game's defaults.")


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _write(home: Path, stored: _Stored) -> bool:
    from game.records import atomic_write_text

    try:
        atomic_write_text(setups_path(home), stored.to_json())
    except OSError:
        return False  # the next Start game tries again; what could be read is still here
    return True


def _writable(home: Path) -> _Stored:
    """What is on disk, ready to be changed and written back: never over a file that could
    not be read (that one is kept aside first, or OSError)."""
    stored = _read_all(home)
    if stored.damaged and keep_unreadable(setups_path(home)) is None:
        raise OSError(f"{FILE} could not be read or moved aside, so it was not written over")
    return stored


def last_game(home: Path) -> str | None:
    """The game last played (set up, continued or loaded), if this build offers it."""
    game_id = _read_all(home).last_game
    return game_id if game_id in registry.GAMES else None


def last_setup(home: Path, game_id: str) -> dict | None:
    """The setup last started for `game_id`, cleaned; None if there is none (or it is
    unreadable)."""
    data = _read_all(home).entries.get(game_id)
    return clean_setup(data) if isinstance(data, dict) else None


def remember_setup(home: Path, game_id: str, setup: dict) -> None:
    """Keep `setup` as the one to start from next time, and `game_id` as the game the
    new-game screen opens on (OSError if it cannot be written)."""
    from game.records import atomic_write_text

    stored = _writable(home)
    hints = stored.entries.get(game_id, {}).get("hints")
    entry = clean_setup(setup)
    if isinstance(hints, bool):
        entry["hints"] = hints
    stored.entries[game_id] = entry
    stored.last_game = game_id
    atomic_write_text(setups_path(home), stored.to_json())


def remember_game_played(home: Path, game_id: str) -> None:
    """A table of `game_id` opened (a new game, Continue, a save): New game opens on it
    next. Never raises: a preference not kept never stops a game."""
    try:
        stored = _writable(home)
        if stored.last_game != game_id:
            stored.last_game = game_id
            _write(home, stored)
    except OSError:
        pass


def hints_remembered(home: Path, game_id: str) -> bool:
    """Whether the table last showed `game_id`'s hints (off until it has been turned on)."""
    return _read_all(home).entries.get(game_id, {}).get("hints") is True


def remember_hints(home: Path, game_id: str, shown: bool) -> None:
    """Keep the table's Hint toggle for `game_id` (OSError if it cannot be written)."""
    from game.records import atomic_write_text

    stored = _writable(home)
    stored.entries.setdefault(game_id, {})["hints"] = bool(shown)
    atomic_write_text(setups_path(home), stored.to_json())
