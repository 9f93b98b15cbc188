"""Seeded mutations of real level files, and the check every mutation must pass.

A careless content author (or file manager) can do anything to `levels/`: empty a file,
save it as Latin-1, leave a folder where a file was, give an id as a list, delete the entry
another file points at. Whatever they do, the app must either refuse the content with a
`ContentError` naming the file, or load it and deal and play games without an error.

`mutate(rng, folder)` changes one file of a copied `levels/<game>/` folder and says what it
did; `check(game_id, root, file, seed)` says whether the content was refused, played, or
failed (with the traceback). Both are used by the quick test in `make test` and the longer
soak run.
"""

from __future__ import annotations

import os
import random
import signal
import threading
import tomllib
import traceback
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from game import registry
from game.engines.common.errors import ContentError, RuleError
from game.engines.common.rng import Rng
from tests.content.toml_text import dumps

ROOT = Path(__file__).resolve().parents[2]
LEVELS = ROOT / "levels"

# ---- file-level damage --------------------------------------------------------------------


def _empty(rng: random.Random, path: Path) -> str:
    path.write_bytes(b"")
    return "emptied"


def _comments_only(rng: random.Random, path: Path) -> str:
    path.write_text("# nothing here yet\n")
    return "only a comment left"


def _not_utf8(rng: random.Random, path: Path) -> str:
    data = path.read_bytes()
    at = rng.randrange(len(data) + 1)
    path.write_bytes(data[:at] + rng.choice([b"\xff", b"\xc3(", b"\xe9", b"\x80\x80"]) + data[at:])
    return f"non-UTF-8 bytes at offset {at}"


def _latin1(rng: random.Random, path: Path) -> str:
    text = path.read_text(encoding="utf-8").replace('"', '"\u00e9', 1)
    path.write_bytes(text.encode("latin-1", errors="replace"))
    return "saved as Latin-1"


def _directory(rng: random.Random, path: Path) -> str:
    path.unlink()
    path.mkdir()
    (path / "inner.toml").write_text("x = 1\n")
    return "a folder in place of the file"


def _missing(rng: random.Random, path: Path) -> str:
    path.unlink()
    return "deleted"


def _fifo(rng: random.Random, path: Path) -> str:
    path.unlink()
    os.mkfifo(path)
    return "a FIFO in place of the file"


def _symlink_loop(rng: random.Random, path: Path) -> str:
    path.unlink()
    path.symlink_to(path.name)
    return "a link to itself"


def _deep_array(rng: random.Random, path: Path) -> str:
    depth = rng.choice([1_000, 100_000])
    with open(path, "a", encoding="utf-8") as fh:
        fh.write("\ndeep = " + "[" * depth + "]" * depth + "\n")
    return f"an array nested {depth} deep"


def _deep_table(rng: random.Random, path: Path) -> str:
    depth = rng.choice([1_000, 50_000])
    with open(path, "a", encoding="utf-8") as fh:
        fh.write("\ndeep = " + "{a = " * depth + "1" + "}" * depth + "\n")
    return f"an inline table nested {depth} deep"


def _truncate(rng: random.Random, path: Path) -> str:
    data = path.read_bytes()
    at = rng.randrange(len(data))
    path.write_bytes(data[:at])
    return f"cut off at byte {at}"


def _garbage(rng: random.Random, path: Path) -> str:
    path.write_bytes(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400))))
    return "random bytes"


def _nul(rng: random.Random, path: Path) -> str:
    data = path.read_bytes()
    at = rng.randrange(len(data))
    path.write_bytes(data[:at] + b"\0" + data[at:])
    return f"a NUL byte at offset {at}"


def _huge_number(rng: random.Random, path: Path) -> str:
    with open(path, "a", encoding="utf-8") as fh:
        fh.write("\nhuge = " + "9" * 5000 + "\n")
    return "a 5000-digit number"


FILE_DAMAGE: list[Callable[[random.Random, Path], str]] = [
    _empty, _comments_only, _not_utf8, _latin1, _directory, _missing, _deep_array,
    _deep_table, _truncate, _garbage, _nul, _huge_number,
]
if hasattr(os, "mkfifo"):
    # No link to /dev/zero here: a regressed loader would fill memory before any time limit
    # could stop it. test_bad_levels checks that case under a memory cap.
    FILE_DAMAGE += [_fifo, _symlink_loop]


# ---- structural edits (parse, change one value, write back) -------------------------------

Path_ = tuple[Any, ...]


def _sites(value: Any, here: Path_ = ()) -> list[Path_]:
    out = [here] if here else []
    if isinstance(value, dict):
        for key, v in value.items():
            out += _sites(v, here + (key,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _sites(v, here + (i,))
    return out


def _parent(doc: Any, site: Path_) -> Any:
    for step in site[:-1]:
        doc = doc[step]
    return doc


def _nested(depth: int) -> Any:
    value: Any = "x"
    for _ in range(depth):
        value = [value]
    return value


def _replacements(rng: random.Random, value: Any, doc: dict) -> list[tuple[str, Any]]:
    """Plausible mistakes for one value: wrong types, empties, dangling references."""
    out: list[tuple[str, Any]] = [
        ("empty string", ""), ("unknown word", "zz_unknown"), ("zero", 0), ("negative", -7),
        ("huge int", 10**12), ("float", 2.5), ("bool", True), ("empty list", []),
        ("empty table", {}), ("wrapped in a list", [value]), ("wrapped in a table", {"id": value}),
        ("nested 200 deep", _nested(200)), ("whitespace", "   "), ("nan", float("nan")),
    ]
    if isinstance(value, str):
        out += [("dangling reference", value + "_x"), ("upper case", value.upper()),
                ("another id", rng.choice(_all_ids(doc) or ["x"]))]
    if isinstance(value, bool):
        out += [("flipped", not value), ("as text", str(value).lower())]
    elif isinstance(value, int):
        out += [("plus one", value + 1), ("minus one", value - 1), ("as text", str(value))]
    if isinstance(value, list):
        out += [("first only", value[:1]), ("doubled", value + value),
                ("reversed", value[::-1]), ("last dropped", value[:-1])]
    if isinstance(value, dict):
        out += [("unknown key added", {**value, "zz_extra": 1}),
                ("one key dropped", dict(list(value.items())[1:]))]
    return out


def _siblings(doc: Any, key: str, value: Any) -> list[Any]:
    """Other values the field `key` has anywhere in the document."""
    found: list[Any] = []
    todo = [doc]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            if key in item and item[key] != value and item[key] not in found:
                found.append(item[key])
            todo += item.values()
        elif isinstance(item, list):
            todo += item
    return found


def _all_ids(doc: Any) -> list[str]:
    found: list[str] = []
    if isinstance(doc, dict):
        if isinstance(doc.get("id"), str):
            found.append(doc["id"])
        for v in doc.values():
            found += _all_ids(v)
    elif isinstance(doc, list):
        for v in doc:
            found += _all_ids(v)
    return found


def _edit(rng: random.Random, path: Path) -> str:
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    sites = _sites(doc)
    # Ids and references are what games trip over most: give them extra chances.
    keyed = [s for s in sites if s[-1] in ("id", "room", "rooms", "zone", "set", "a", "b",
                                           "start", "spaces", "zones")]
    site = rng.choice(keyed if keyed and rng.random() < 0.4 else sites)
    parent, key = _parent(doc, site), site[-1]
    value = parent[key]
    entry_of_array = isinstance(parent, list) and isinstance(value, dict)
    roll = rng.random()
    if roll < 0.2:
        del parent[key]
        what = "deleted"
    elif entry_of_array and roll < 0.3:
        parent.insert(key, dict(value))
        what = "entry duplicated"
    elif entry_of_array and roll < 0.35:
        parent[:] = []
        what = "every entry deleted"
    elif roll < 0.55 and isinstance(key, str) and _siblings(doc, key, value):
        # A plausible slip: a value that is right for this field elsewhere in the file.
        parent[key] = rng.choice(_siblings(doc, key, value))
        what = f"set to {parent[key]!r} as another entry has it"
    else:
        what, new = rng.choice(_replacements(rng, value, doc))
        parent[key] = new
    path.write_text(dumps(doc), encoding="utf-8")
    return f"{'.'.join(map(str, site))}: {what}"


def mutate(rng: random.Random, folder: Path) -> tuple[str, str]:
    """Damage one file in `folder` (a copy of levels/<game>); return (file name, what)."""
    files = sorted(p.name for p in folder.glob("*.toml"))
    name = rng.choice(files)
    path = folder / name
    if rng.random() < 0.25:
        return name, rng.choice(FILE_DAMAGE)(rng, path)
    return name, _edit(rng, path)


# ---- the check ----------------------------------------------------------------------------


def _setups(game_id: str, rng: random.Random) -> list[dict]:
    """Setups to deal: fewest and most players, plus one with random options the new-game
    screen offers."""
    eng = registry.engine(game_id)
    lo, hi = eng.MIN_PLAYERS, eng.MAX_PLAYERS
    out = [{"players": lo}, {"players": hi}]
    if game_id == "law404":
        variants = [v for v in eng.VARIANTS if rng.random() < 0.5]
        out.append({"players": rng.randint(lo, hi), "variants": variants})
    elif game_id == "assembly":
        players = rng.randint(lo, hi)
        extra = [v for v in ("glitches", "glitches_hard", "override", "resequence")
                 if rng.random() < 0.3]
        sets = [value for value, _ in eng.SETUP_CHOICES["malfunctions"][1]]
        out.append({"players": players, "variants": extra, "malfunctions": rng.choice(sets),
                    "difficulty": rng.choice(eng.DIFFICULTIES)})
    elif game_id == "tempus":
        out.append({"players": rng.randint(lo, hi), "difficulty": rng.choice(eng.DIFFICULTIES)})
    return out


def _refused(eng: Any, setup: Any) -> bool:
    """True when the untouched content also refuses this setup (a fair RuleError)."""
    try:
        eng.new_game(setup, registry.content(eng.GAME_ID, LEVELS))
    except RuleError:
        return True
    return False


def play(game_id: str, content: Any, seed: int, actions: int) -> None:
    """Deal every setup of `_setups` and apply up to `actions` random legal actions each."""
    eng = registry.engine(game_id)
    rng = random.Random(seed)
    for i, fields in enumerate(_setups(game_id, rng)):
        try:
            setup = eng.Setup.from_dict({"seed": seed + i, **fields})
            game = eng.new_game(setup, content)
        except RuleError:
            if _refused(eng, setup):
                continue
            raise
        pick = Rng(seed ^ i)
        for _ in range(actions):
            if game.is_over:
                break
            game.apply(pick.choice(game.legal_actions()))


CASE_SECONDS = 30


class TookTooLong(Exception):
    pass


@contextmanager
def time_limit(seconds: int):
    """Turn a hang (a loader opening a FIFO) into a failure, not a stuck
    test run. POSIX main thread only; elsewhere the case just runs."""
    if not hasattr(signal, "SIGALRM") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        raise TookTooLong(f"loading took more than {seconds} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def check(game_id: str, root: Path, file: str, seed: int, actions: int = 8) -> tuple[str, str]:
    """("refused", message) if loading `root` raises a ContentError naming `file`;
    ("played", "") if it loads and games can be dealt and played; otherwise ("failed",
    what went wrong, with the traceback)."""
    eng = registry.engine(game_id)
    try:
        with time_limit(CASE_SECONDS):
            content = eng.load_content(root)
    except ContentError as exc:
        if f"levels/{game_id}/{file}" not in str(exc):
            return "failed", f"the ContentError does not name levels/{game_id}/{file}:\n{exc}"
        return "refused", str(exc)
    except Exception:  # any other escape is the defect being hunted
        return "failed", "loading raised:\n" + traceback.format_exc()
    try:
        play(game_id, content, seed, actions)
    except Exception:
        return "failed", "content loaded, then a game failed:\n" + traceback.format_exc()
    return "played", ""
