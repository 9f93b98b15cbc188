"""Seeded content mutations: every damaged level file is refused by name or plays; no traceback.

Each case copies one game's real `levels/<game>/` folder, damages one file (see
mutations.py: emptied, not UTF-8, a folder or a FIFO in its place, nested 100,000 deep, an id
given as a list, "" ids, dangling references, wrong types...), then asserts that loading
either raises a ContentError naming that file, or loads and deals a game for the fewest and
the most players (and one with random options) that survives a few random legal actions.
"""

from __future__ import annotations

import random
import shutil
from collections import Counter
from pathlib import Path

import pytest

from tests.content.mutations import LEVELS, check, mutate

GAMES = ("law404", "assembly", "tempus")
CASES_PER_GAME = 80


def run_cases(game_id: str, seeds: range, tmp_path: Path, actions: int) -> tuple[list, Counter]:
    """Mutate and check one case per seed; the failures, and how many were refused/played."""
    failures, outcomes = [], Counter()
    for seed in seeds:
        root = tmp_path / f"case{seed}"
        shutil.copytree(LEVELS / game_id, root / game_id)
        file, what = mutate(random.Random(seed), root / game_id)
        outcome, detail = check(game_id, root, file, seed, actions)
        outcomes[outcome] += 1
        if outcome == "failed":
            failures.append(f"seed {seed}, {game_id}/{file}, {what}: {detail}")
        shutil.rmtree(root, ignore_errors=True)
    return failures, outcomes


@pytest.mark.parametrize("game_id", GAMES)
def test_content_mutations_are_refused_by_file_name_or_play(game_id, tmp_path):
    seeds = range(GAMES.index(game_id), 3 * CASES_PER_GAME, 3)
    failures, outcomes = run_cases(game_id, seeds, tmp_path, actions=8)
    assert not failures, "\n\n".join(failures[:3])
    # Both kinds of outcome happen, so neither check is vacuous.
    assert outcomes["refused"] >= CASES_PER_GAME // 2 and outcomes["played"] >= 3, outcomes


@pytest.mark.soak
@pytest.mark.parametrize("game_id", GAMES)
def test_soak_content_mutations_play_whole_games(game_id, tmp_path):
    seeds = range(10_000 + GAMES.index(game_id), 10_000 + 3 * 1000, 3)
    failures, _ = run_cases(game_id, seeds, tmp_path, actions=3000)
    assert not failures, "\n\n".join(failures[:3])
