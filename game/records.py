"""Game records and saves: plain JSON, versioned, written atomically.

A *record* is what a chess PGN is: the game, its setup and every action as text.
A *save* is a record plus a snapshot of the state it reached and a checksum. Loading a save
replays the record and checks it reaches the snapshot, so a save edited by hand (or by a
bug) is caught instead of silently playing a different game.

Reading never modifies or deletes the file, whatever is wrong with it.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engines import registry
from game.engines.common.errors import RuleError, SaveError

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
                            f'its "format" is {data.get("format")!r}.')
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise SaveError('This file has no valid "version" number.')
        if version > max_version:
            raise SaveError(f"This file was written by a newer Starboard (format version "
                            f"{version}; this version reads up to {max_version}). "
                            "Update Starboard to open it.")
        game_id = data.get("game")
        if game_id not in registry.GAMES:
            raise SaveError(f"This file is for an unknown game {game_id!r}.")
        setup = data.get("setup")
        actions = data.get("actions")
        if not isinstance(setup, dict):
            raise SaveError('This file has no valid "setup".')
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise SaveError('This file\'s "actions" must be a list of action texts.')
        return cls(game_id, setup, list(actions))


def new_game(game_id: str, setup_data: dict, content: Any = None) -> Any:
    eng = registry.engine(game_id)
    if content is None:
        content = registry.content(game_id)
    try:
        setup = eng.Setup.from_dict(setup_data)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"The game setup is not valid: {exc}.") from exc
    return eng.new_game(setup, content)


def replay(record: Record, content: Any = None) -> Any:
    """Play a record's actions from its setup; the first illegal one raises SaveError."""
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
            raise SaveError(f'Action {number} ("{text}") cannot be played: {exc}') from exc
    return game


# ----------------------------------------------------------------------------- files

def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _checksum(body: dict) -> str:
    return hashlib.sha256(canonical_json(body).encode("utf-8")).hexdigest()


def atomic_write_text(path: Path, text: str) -> None:
    """Write via a temp file in the same folder, fsync, then rename over the target.

    A crash at any point leaves either the old file or the new one, never half of either.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:  # Windows cannot open folders; the rename is already durable enough there.
        return
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


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


def _read_json(path: Path) -> Any:
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise SaveError(f"There is no file at {path}.") from None
    except OSError as exc:
        raise SaveError(f"The file {path} cannot be read: {exc.strerror}.") from exc
    if not raw.strip():
        raise SaveError(f"{Path(path).name} is empty.")
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{Path(path).name} is corrupt: it is not text.") from None
    except json.JSONDecodeError as exc:
        # Everything we write is one JSON object; text that starts like one but does not
        # end like one was cut off mid-write (or mid-copy).
        stripped = raw.strip()
        if stripped.startswith(b"{") and not stripped.endswith(b"}"):
            raise SaveError(f"{Path(path).name} is truncated: the file ends in the middle "
                            "(was the game closed while saving?).") from None
        raise SaveError(f"{Path(path).name} is corrupt: not valid JSON at line {exc.lineno}, "
                        f"column {exc.colno}.") from None


@dataclass
class LoadedSave:
    game_id: str
    game: Any
    record: Record
    meta: dict


def read_save(path: Path, content: Any = None) -> LoadedSave:
    """Load and verify a save. Raises SaveError with a sentence; never touches the file."""
    data = _read_json(path)
    record = Record.from_dict(data, expected_format=SAVE_FORMAT, max_version=SAVE_VERSION)
    body = {k: v for k, v in data.items() if k != "checksum"}
    if data.get("checksum") != _checksum(body):
        raise SaveError(f"{Path(path).name} has been changed since it was saved "
                        "(its checksum does not match), so it cannot be trusted.")
    snapshot = data.get("snapshot")
    if not isinstance(snapshot, dict):
        raise SaveError(f"{Path(path).name} has no state snapshot.")
    game = replay(record, content)
    if canonical_json(game.to_dict()) != canonical_json(snapshot):
        raise SaveError(f"{Path(path).name} does not replay to the state it recorded; "
                        "it may come from a different version of the rules.")
    return LoadedSave(record.game, game, record, dict(data.get("meta") or {}))


def read_record(path: Path) -> Record:
    data = _read_json(path)
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        return Record.from_dict(data, expected_format=SAVE_FORMAT, max_version=SAVE_VERSION)
    return Record.from_dict(data)


def write_record(path: Path, record: Record) -> None:
    atomic_write_text(path, json.dumps(record.to_dict(), indent=1, ensure_ascii=False))
