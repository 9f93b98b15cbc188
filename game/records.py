"""Game records and saves: plain JSON, versioned, written atomically.

A *record* is what a chess PGN is: the game, its setup and every action as text.
A *save* is a record plus a snapshot of the state it reached and a checksum. Loading a save
replays the record and checks it reaches the snapshot, so a save edited by hand (or by a
bug) is caught instead of silently playing a different game.

Reading never modifies or deletes the file, whatever is wrong with it.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from game.engines.common.errors import ContentError, RuleError, SaveError
from game.jsonfile import JsonFileError, read_json_file

RECORD_FORMAT = "starboard-record"
SAVE_FORMAT = "starboard-save"
RECORD_VERSION = 1
SAVE_VERSION = 1


@dataclass
class Record:
    game: str
    setup: dict
    actions: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "setup": self.setup,
            "actions": list(self.actions),
        }

    @classmethod
    def of(cls, game_id: str, game: Any) -> Record:
        return cls(game_id, game.setup.to_dict(), list(game.history))

    @classmethod
    def from_dict(cls, data: Any, *, expected_format: str = RECORD_FORMAT,
                  max_version: int = RECORD_VERSION) -> Record:
        if not isinstance(data, dict):
            raise SaveError("This file is not a Starboard record: it holds no JSON object.")
        if data.get("format") != expected_format:
            raise SaveError(f'This file is not a Starboard {expected_format.split("-")[1]}: '
                            f'its "format" is {_shown(data.get("format"))}.')
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise SaveError('This file has no valid "version" number.')
        if version > max_version:
            raise SaveError(f"This file was written by a newer Starboard (format version "
                            f"{version}; this version reads up to {max_version}). "
                            "Update Starboard to open it.")
        game_id = data.get("game")
        if not isinstance(game_id, str) or game_id not in registry.GAMES:
            raise SaveError(f"This file is for an unknown game {_shown(game_id)}.")
        setup = data.get("setup")
        actions = data.get("actions")
        if not isinstance(setup, dict):
            raise SaveError('This file has no valid "setup".')
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise SaveError('This file\'s "actions" must be a list of action texts.')
        return cls(game_id, setup, list(actions))


def _shown(value: Any, limit: int = 40) -> str:
    """A value from a file, quoted for a sentence and cut short (it may be megabytes)."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


_SETUP_FAILURES = (RuleError, LookupError, TypeError, ValueError, AttributeError,
                   OverflowError)
"""What an engine's Setup.from_dict or new_game raises for a setup it cannot play (each
engine casts and checks in its own way). A setup comes from a file or a form, so each of
these is a sentence for the player, not a crash."""


def new_game(game_id: str, setup_data: dict, content: Any = None) -> Any:
    """A new game from a setup dict; SaveError (a sentence) for any setup that cannot be
    played. Content problems stay ContentError: they are not the setup's fault."""
    eng = registry.engine(game_id)
    if content is None:
        content = registry.content(game_id)
    _check_setup(game_id, setup_data)
    try:
        setup = eng.Setup.from_dict(setup_data)
        return eng.new_game(setup, content)
    except ContentError:
        raise
    except _SETUP_FAILURES as exc:
        if isinstance(exc, KeyError):
            reason = f"the option {_shown(exc.args[0] if exc.args else '')} is missing"
        elif isinstance(exc, TypeError | AttributeError):  # Python's words, not the player's
            reason = "one of its options has a value of the wrong kind"
        else:
            reason = str(exc).strip().rstrip(".") or type(exc).__name__
        raise SaveError(f"The game setup is not valid: {_cut(reason, 200)}.") from exc


def _check_setup(game_id: str, setup: Any) -> None:
    """The fields every game's setup shares, checked before an engine casts them (an engine
    would read 2.9 players as 2, and a seed of 1e20 as a float it cannot use)."""
    if not isinstance(setup, dict):
        raise SaveError("The game setup is not valid: it is not a set of named options.")
    info = registry.game_info(game_id)
    players = setup.get("players", info.default_players)
    if not isinstance(players, int) or isinstance(players, bool):
        raise SaveError(f"The game setup is not valid: the number of players is "
                        f"{_shown(players)}, not a whole number.")
    if not info.min_players <= players <= info.max_players:
        raise SaveError(f"The game setup is not valid: {info.title} is for "
                        f"{info.min_players} to {info.max_players} players, not {players}.")
    variants = setup.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise SaveError("The game setup is not valid: its variants are not a list of names.")
    seed = setup.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 64:
        raise SaveError(f"The game setup is not valid: the seed {_shown(seed)} is not a "
                        "whole number from 0 to 2^64-1.")


def replay(record: Record, content: Any = None) -> Any:
    """Play a record's actions from its setup; any failure raises SaveError (a sentence)."""
    try:
        eng = registry.engine(record.game)
    except registry.EngineMissing as exc:
        raise SaveError(str(exc)) from exc
    game = new_game(record.game, record.setup, content)
    for number, text in enumerate(record.actions, start=1):
        try:
            action = eng.parse_action(text)
            game.apply(action)
        except RuleError as exc:
            raise SaveError(f'Action {number} ("{_cut(text)}") cannot be played: {exc}') from exc
        except Exception as exc:  # noqa: BLE001 - an engine bug must not cost the player
            # the app. The corruption tests assert this sentence never appears.
            raise SaveError(f'Action {number} ("{_cut(text)}") stopped the rules engine '
                            f"({type(exc).__name__}: {_cut(str(exc))}). The file is "
                            "unchanged; please report this.") from exc
    return game


def _cut(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


# ----------------------------------------------------------------------------- files

def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _checksum(body: dict) -> str:
    import hashlib  # only when a record is written or checked: OpenSSL is slow to load

    return hashlib.sha256(canonical_json(body).encode("utf-8")).hexdigest()


def atomic_write_text(path: Path, text: str) -> None:
    """Write via a temp file in the same folder, fsync, then rename over the target.

    A crash at any point leaves either the old file or the new one, never half of either.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX,
                                    dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass  # the first error is the one to report; a stale temp is cleaned at start
        raise
    # The rename has happened: the save is written. Syncing the folder makes the rename
    # survive a power cut; where that is not possible (Windows cannot open folders, some
    # file systems refuse) the write must still count as done, not as a failure.
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


TEMP_SUFFIX = ".tmp"
_OUR_TEMP = re.compile(r"^\..+\.json\.[a-z0-9_]{8}\.tmp$")
"""`atomic_write_text`'s temp names: "." + target name + 8 random characters (mkstemp's)."""
STALE_TEMP_S = 60.0
"""A write takes milliseconds; a temp file this old was left by a crash, not by another
Starboard writing right now."""


def remove_stale_temp_files(folder: Path, older_than_s: float = STALE_TEMP_S) -> int:
    """Delete the temp files a crash left in `folder` mid-write (ours only, by name; never
    a link or a folder). Returns how many were removed; errors are ignored (best effort)."""
    removed = 0
    cutoff = time.time() - older_than_s
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not _OUR_TEMP.match(entry.name):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and \
                    entry.stat(follow_symlinks=False).st_mtime < cutoff:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def save_dict(game_id: str, game: Any, meta: dict | None = None) -> dict:
    body = Record.of(game_id, game).to_dict()
    body["format"] = SAVE_FORMAT
    body["version"] = SAVE_VERSION
    body["snapshot"] = game.to_dict()
    body["meta"] = {**(meta or {}), "saved_at": int(time.time())}
    return {**body, "checksum": _checksum(body)}


def write_save(path: Path, game_id: str, game: Any, meta: dict | None = None) -> None:
    """Atomically write a save: record + snapshot + meta (seats, title) + checksum."""
    atomic_write_text(path, json.dumps(save_dict(game_id, game, meta), ensure_ascii=False))


MAX_SAVE_BYTES = 8 * 1024 * 1024
"""A 6-player 404 game to the end saves in about 20 kB; nothing of ours comes near this."""


def _read_json(path: Path) -> Any:
    try:
        return read_json_file(path, MAX_SAVE_BYTES)
    except JsonFileError as exc:
        raise SaveError(str(exc)) from None


@dataclass
class LoadedSave:
    game_id: str
    game: Any
    record: Record
    meta: dict


def read_save(path: Path, content: Any = None) -> LoadedSave:
    """Load and verify a save. Raises SaveError with a sentence; never touches the file."""
    return _verified_save(_read_json(path), Path(path).name, content)


def _verified_save(data: Any, name: str, content: Any = None) -> LoadedSave:
    record = Record.from_dict(data, expected_format=SAVE_FORMAT, max_version=SAVE_VERSION)
    body = {k: v for k, v in data.items() if k != "checksum"}
    if data.get("checksum") != _checksum(body):
        raise SaveError(f"{name} has been changed since it was saved "
                        "(its checksum does not match), so it cannot be trusted.")
    snapshot = data.get("snapshot")
    if not isinstance(snapshot, dict):
        raise SaveError(f"{name} has no state snapshot.")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError(f'{name} is corrupt: its "meta" is not a set of named values.')
    game = replay(record, content)
    if canonical_json(game.to_dict()) != canonical_json(snapshot):
        raise SaveError(f"{name} does not replay to the state it recorded; "
                        "it may come from a different version of the rules.")
    return LoadedSave(record.game, game, record, dict(meta))


def read_record(path: Path) -> Record:
    data = _read_json(path)
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        return Record.from_dict(data, expected_format=SAVE_FORMAT, max_version=SAVE_VERSION)
    return Record.from_dict(data)


def replay_file(path: Path) -> tuple[Record, Any]:
    """A record replayed, or a save verified as loading it would (checksum, snapshot,
    meta): the record and the game it reaches. SaveError for anything wrong."""
    data = _read_json(path)
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        loaded = _verified_save(data, Path(path).name)
        return loaded.record, loaded.game
    record = Record.from_dict(data)
    return record, replay(record)


def write_record(path: Path, record: Record) -> None:
    atomic_write_text(path, json.dumps(record.to_dict(), indent=1, ensure_ascii=False))
