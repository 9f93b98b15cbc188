"""The incremental directive check (directives.Watch and BoardCounts) against counting from
scratch, after every action of seeded random games: a stale count or a wrongly skipped
check shows up as a difference."""

import copy

import pytest

from game.engines.common.rng import Rng
from game.engines.law404 import VARIANTS, Setup, new_game
from game.engines.law404.rules import directives

GAMES = 30


def _variants(seed: int) -> frozenset[str]:
    return frozenset(v for bit, v in enumerate(VARIANTS) if (seed >> bit) & 1)


def _assert_no_completion_missed(game) -> None:
    """No open directive holds when its condition is evaluated from scratch, straight from
    the content's clauses (none of the compiled rules or kept inputs are used)."""
    st = game.st
    if st["over"] is not None or st["stage"] == "draft":
        return
    open_records = [(seat, record) for seat, records in enumerate(st["directives"])
                    for record in records if not record["done"]]
    jobs = [(clause, seat) for seat, record in open_records
            for clause in game.content.directives[record["id"]].condition if "count" in clause]
    totals = iter(directives.count_all(game, jobs))
    for seat, record in open_records:
        holds = True
        for clause in game.content.directives[record["id"]].condition:
            if "deed" in clause:
                since = st["tally"].get(clause["deed"], 0) - record["base"].get(clause["deed"], 0)
                holds = holds and since >= clause["at_least"]
            else:
                n, lo, hi = next(totals), clause["at_least"], clause["at_most"]
                holds = holds and (lo is None or n >= lo) and (hi is None or n <= hi)
        assert not holds, f"robot {seat + 1} should have completed {record['id']}"


def _assert_counts_current(game) -> None:
    """The kept totals, brought up to date, equal a full count of the same jobs.  A copy is
    refreshed so that the game's own next check still finds the changes itself."""
    if game.watch is None:
        return
    kept = copy.deepcopy(game.watch.counts)
    assert kept.refresh(game) == directives.BoardCounts(kept.jobs).refresh(game)


@pytest.mark.parametrize("seed", range(GAMES))
def test_rule_incremental_directive_check_matches_counting_from_scratch(content, seed):
    setup = Setup(players=2 + seed % 5, seed=seed, variants=_variants(seed // 5))
    game = new_game(setup, content, fast=True)
    rng = Rng(seed * 104729 + 3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        _assert_counts_current(game)
        _assert_no_completion_missed(game)


def test_rule_counts_follow_undo(content):
    # Undo swaps in a copied state: kept counts must not describe the abandoned one.
    game = new_game(Setup(players=3, seed=11), content)
    rng = Rng(5)
    for _ in range(200):
        game.apply(rng.choice(game.legal_actions()))
        if game.can_undo and rng.below(3) == 0:
            game.undo()
        _assert_counts_current(game)
        _assert_no_completion_missed(game)
        if game.is_over:
            break
