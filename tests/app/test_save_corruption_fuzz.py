"""Seeded save corruption: whatever happens to a save file, loading it is a SaveError
sentence (or a good game, when the change was harmless), never a traceback, never a hang,
and the file is never changed.

The mutations mix what a crash, a disk or a file manager does (flipped bytes, truncation,
inserted and deleted runs) with what a person or another program does (a value of another
type, a removed key, a deep nest, a huge number, a lone surrogate escape, a changed setup),
most of the latter with the checksum recomputed so the check reaches the engine.
"""

from __future__ import annotations

import json
import random

import pytest

from game import cli, records, registry
from game.engines.common.errors import SaveError
from game.engines.common.rng import Rng
from game.session import GameSession, Seat

SEED = 20261130
CASES = 240
SOAK_CASES = 5000

# (game, players, moves): short games, so a load costs milliseconds.
BASES = [("law404", 3, 12), ("assembly", 1, 6), ("tempus", 2, 8)]

ODD_VALUES = [[], {}, "", "wlitches", 0, -1, 7, 10 ** 30, 1e20, -1e20, 0.5, True, None,
              ["x"], {"a": 1}, "take 1", [[[]]]]
"""Values put where another type is expected (all representable, so the checksum can be
recomputed and the check reaches the code behind it)."""

TEXT_NUMBERS = ["1e999", "-1e999", "NaN", "Infinity", "9" * 5000, "-" + "9" * 5000]
"""Numbers that only exist as text: Python cannot write them back, so no checksum."""


def _played_save(game_id: str, players: int, moves: int, path) -> None:
    from game.bots.base import observe
    from game.bots.random_bot import UniformRandomBot

    game = records.new_game(game_id, {"players": players, "seed": 11})
    rng = Rng(5)
    bots = [UniformRandomBot(seat, rng.fork()) for seat in range(players)]
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(bots[game.pending.seat].choose(observe(game_id, game)))
    seats = [Seat("bot" if i else "human", "random", f"P{i + 1}").to_dict()
             for i in range(players)]
    records.write_save(path, game_id, game, {"title": "fuzz", "seats": seats})


@pytest.fixture(scope="module")
def bases(tmp_path_factory):
    folder = tmp_path_factory.mktemp("bases")
    out = []
    for game_id, players, moves in BASES:
        path = folder / f"{game_id}.json"
        _played_save(game_id, players, moves, path)
        out.append(path.read_bytes())
    return out


# ------------------------------------------------------------------ mutations
def _paths(data, prefix=()):
    """Every (container path) in a JSON tree, to pick a place to change."""
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _paths(value, (*prefix, i))


def _set(data, path, value):
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value


def _delete(data, path):
    target = data
    for step in path[:-1]:
        target = target[step]
    del target[path[-1]]


def _resign(data) -> bytes:
    """The save with its checksum recomputed, as the app writes it."""
    body = {k: v for k, v in data.items() if k != "checksum"}
    try:
        data["checksum"] = records._checksum(body)
    except UnicodeEncodeError:  # a lone surrogate cannot be hashed; the stale sum stays
        pass
    return json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass")


def _value_swap(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    data = json.loads(raw)
    path = rnd.choice([p for p in _paths(data) if p])
    value = rnd.choice([*ODD_VALUES, "\ud800", _nest(rnd.randint(65, 300))])
    _set(data, path, value)
    return f"set {'/'.join(map(str, path))} to {str(value)[:30]}", _resign(data)


def _key_delete(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    data = json.loads(raw)
    path = rnd.choice([p for p in _paths(data) if p])
    _delete(data, path)
    return f"delete {'/'.join(map(str, path))}", _resign(data)


def _setup_change(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    data = json.loads(raw)
    key = rnd.choice(["players", "seed", "variants", "difficulty", "malfunctions"])
    value = rnd.choice([rnd.randint(-3, 12), 2 ** 64, -(2 ** 70), 1.5, "3",
                        ["wlitches"], ["glitches", "glitches"], "hard", rnd.choice(ODD_VALUES)])
    data["setup"][key] = value
    return f"setup {key} = {value!r}", _resign(data)


def _action_change(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    data = json.loads(raw)
    actions = data["actions"]
    how = rnd.choice(["swap", "dup", "drop", "garble"])
    if how == "swap" and len(actions) > 1:
        i, j = rnd.sample(range(len(actions)), 2)
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "dup" and actions:
        actions.insert(rnd.randrange(len(actions)), rnd.choice(actions))
    elif how == "drop" and actions:
        del actions[rnd.randrange(len(actions))]
    elif actions:
        i = rnd.randrange(len(actions))
        text = actions[i]
        k = rnd.randrange(len(text) + 1)
        actions[i] = text[:k] + rnd.choice(["9", " ", "", "x", "-1", "\u200b"]) + text[k + 1:]
    return f"actions {how}", _resign(data)


def _nest(depth: int):
    value: object = 1
    for _ in range(depth):
        value = [value]
    return value


def _text_number(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    spots = [i for i in range(1, len(raw)) if raw[i:i + 1].isdigit()
             and not raw[i - 1:i].isdigit() and raw[i - 1:i] != b'"']
    i = rnd.choice(spots)
    j = i
    while raw[j:j + 1].isdigit():
        j += 1
    number = rnd.choice(TEXT_NUMBERS)
    return f"number at {i} -> {number[:12]}", raw[:i] + number.encode() + raw[j:]


def _text_nest(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    depth = rnd.choice([100, 5000, 100_000])
    i = raw.index(b'"actions": ') + len(b'"actions": ')
    j = raw.index(b"]", i) + 1
    return f"nest actions {depth}", raw[:i] + b"[" * depth + raw[i:j] + b"]" * depth + raw[j:]


def _byte_flip(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    out = bytearray(raw)
    for _ in range(rnd.randint(1, 3)):
        i = rnd.randrange(len(out))
        out[i] = rnd.randrange(256)
    return "byte flips", bytes(out)


def _truncate(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    n = rnd.randrange(len(raw))
    return f"truncate to {n}", raw[:n]


def _splice(raw: bytes, rnd: random.Random) -> tuple[str, bytes]:
    i = rnd.randrange(len(raw))
    j = min(len(raw), i + rnd.randint(1, 40))
    junk = bytes(rnd.randrange(256) for _ in range(rnd.randint(0, 8)))
    return f"splice {i}:{j}", raw[:i] + junk + raw[j:]


MUTATIONS = [_value_swap, _value_swap, _key_delete, _setup_change, _setup_change,
             _action_change, _text_number, _text_nest, _byte_flip, _truncate, _splice]


def _cases(bases: list[bytes], count: int, seed: int):
    rnd = random.Random(seed)
    for n in range(count):
        base = bases[n % len(bases)]
        mutate = MUTATIONS[rnd.randrange(len(MUTATIONS))]
        what, raw = mutate(base, rnd)
        yield f"case {n} ({mutate.__name__}: {what})", raw


# ------------------------------------------------------------------ the check
def _check_one(path, raw: bytes, label: str) -> str:
    """Load one corrupted file through the app's and the CLI's paths; the outcome word."""
    path.write_bytes(raw)
    try:
        GameSession.load(path, None)
        outcome = "loaded"
    except SaveError as exc:
        message = str(exc)
        assert message.strip(), label
        assert "stopped the rules engine" not in message, f"{label}: engine crashed: {message}"
        outcome = "refused"
    code = cli.main(["replay", str(path)])
    assert code in (0, 1), label
    assert path.read_bytes() == raw, f"{label}: the file was changed"
    return outcome


def _run(tmp_path, capsys, bases, count, seed):
    path = tmp_path / "autosave.json"
    outcomes: dict[str, int] = {}
    for label, raw in _cases(bases, count, seed):
        outcome = _check_one(path, raw, label)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        capsys.readouterr()
    return outcomes


def test_seeded_save_corruptions_are_sentences_and_files_untouched(tmp_path, capsys, bases):
    outcomes = _run(tmp_path, capsys, bases, CASES, SEED)
    assert sum(outcomes.values()) == CASES >= 200
    assert outcomes.get("refused", 0) > CASES * 0.8, outcomes


def test_the_uncorrupted_bases_load(tmp_path, bases):
    for n, raw in enumerate(bases):
        path = tmp_path / f"{n}.json"
        path.write_bytes(raw)
        assert GameSession.load(path, None).game_id == BASES[n][0]


@pytest.mark.soak
def test_save_corruption_soak(tmp_path, capsys, bases):
    outcomes = _run(tmp_path, capsys, bases, SOAK_CASES, SEED + 1)
    assert sum(outcomes.values()) == SOAK_CASES


def test_every_game_is_fuzzed():
    assert {game for game, _, _ in BASES} == set(registry.GAMES)
