"""What a chapter file may name: each game's conditions (when a step is done), filters (which
of the asked moves the coach lights) and spots (a named thing on the table to light), plus
the few every game shares. All read engine state (`legal_actions`, `view_for`, `history`);
the spots and an action's targets ask the table where it draws what the engine names.

A game's own words live in `game/tutorial/<game>.py` as `VOCABULARY = Vocabulary(...)`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

Rects = list  # of pygame.Rect, in window pixels


@dataclass(frozen=True)
class Condition:
    """`test(game, seat, **args) -> bool`; `args` the names a file may give and their types."""

    test: Callable[..., bool]
    args: dict[str, type] = field(default_factory=dict)
    optional: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Vocabulary:
    conditions: dict[str, Condition] = field(default_factory=dict)
    filters: dict[str, Callable[[Any, int, list], list]] = field(default_factory=dict)
    """name -> (game, seat, asked actions) -> the ones to light."""
    spots: dict[str, Callable[[Any], Rects]] = field(default_factory=dict)
    """name -> (table) -> where it is drawn."""
    action_rects: Callable[[Any, Any], Rects] = lambda table, action: []
    """(table, action) -> where a player makes it: a drag's piece and target, a card, a
    button."""
    bot_line: Callable[[Any, int, Any], str] | None = None
    """(table, seat, action) -> one line on what a bot just did; None: the log's line."""


def _moves_made(game, seat: int, at_least: int) -> bool:
    return len(game.history) >= at_least


def _deciding(game, seat: int, kind: str) -> bool:
    pending = game.pending
    return pending is not None and pending.seat == seat and pending.kind == kind


def _game_over(game, seat: int) -> bool:
    return bool(game.is_over)


SHARED = {
    "moves_made": Condition(_moves_made, {"at_least": int}),
    "deciding": Condition(_deciding, {"kind": str}),
    "game_over": Condition(_game_over),
}
"""Conditions every game has: the record is at least N moves long; the person decides a
`kind` (the engine's Decision.kind); the game has ended."""


@cache
def vocabulary(game_id: str) -> Vocabulary:
    """The game's words and the shared ones (a game with no module of its own: the shared)."""
    try:
        own = importlib.import_module(f"game.tutorial.{game_id}").VOCABULARY
    except ModuleNotFoundError:
        own = Vocabulary()
    return Vocabulary({**SHARED, **own.conditions}, dict(own.filters), dict(own.spots),
                      own.action_rects, own.bot_line)
