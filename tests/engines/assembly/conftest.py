"""Fixtures for the Assembly engine tests: content loaded once, and a scenario builder."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engines import assembly as A

LEVELS = Path(__file__).resolve().parents[3] / "levels"


@pytest.fixture(scope="session")
def content():
    return A.load_content(LEVELS)


def bay_state(game, modules: dict[int, str] | None = None, locked: tuple[int, ...] = (),
              blueprints: list[str] | None = None):
    """Put the board in a known position: bay number -> module id; locked bays match."""
    ids = list(game.content.module_ids)
    game.bp = list(blueprints or ids * (game.nbays // 12))
    game.mod = [None] * game.nbays
    for b, m in (modules or {}).items():
        game.mod[b - 1] = m
    for b in locked:
        game.mod[b - 1] = game.bp[b - 1]
        game.locked[b - 1] = True
    game.locked = [b + 1 in locked for b in range(game.nbays)]
    used = [m for m in game.mod if m is not None]
    rest = list(ids) * (game.nbays // 12)
    for m in used:
        if m in rest:
            rest.remove(m)
    game.stacks = [rest] if not game.resequence else [rest[:len(rest) // 2],
                                                      rest[len(rest) // 2:]]
    game._legal = game._memo = None
    return game


def set_hands(game, *hands: list[str], deck: list[str] | None = None):
    """Give each seat exactly these cards (deck: top card last)."""
    game.hands = [list(h) for h in hands]
    if deck is not None:
        game.deck = list(deck)
    game._legal = game._memo = None
    return game


class ScriptedRng:
    """Wraps the game's Rng so tests can force die rolls; everything else stays seeded."""

    def __init__(self, inner, rolls: list[int]):
        self.inner = inner
        self.rolls = list(rolls)

    def randint(self, lo: int, hi: int) -> int:
        if self.rolls:
            return self.rolls.pop(0)
        return self.inner.randint(lo, hi)

    def __getattr__(self, name):
        return getattr(self.inner, name)


def force_rolls(game, *rolls: int):
    game.rng = ScriptedRng(game.rng, list(rolls))
    return game


def solo(content, **kw):
    kw.setdefault("seed", 1)
    return A.new_game(A.Setup(players=1, **kw), content)


def duo(content, **kw):
    kw.setdefault("seed", 1)
    return A.new_game(A.Setup(players=2, **kw), content)


def resolve(game, pick=0):
    """Answer open choices with the option at index `pick` until none is open."""
    while game.choice is not None:
        opts = game.choice["options"]
        game.apply(A.Choose(opts[min(pick, len(opts) - 1)]))
