"""Illegal input changes nothing and gets a sentence: `apply` refuses anything that is not
exactly one of the game's actions (None, text, another game's action, a field of the wrong
type such as `True` or `2.0` for a seat number) with RuleError, and the state and record
stay as they were. One test for every engine."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game import registry
from game.engines.common.errors import RuleError
from game.engines.common.well_formed import malformed
from tests.support.random_states import random_states


class LooksLikeAnAction:
    def to_text(self) -> str:
        return "end"


def _wrong_types(value):
    """Values equal (or close) to `value` but of another type."""
    if type(value) is bool:
        return [int(value)]
    if type(value) is int:
        return [float(value), str(value)] + ([bool(value)] if value in (0, 1) else [])
    if type(value) is str:
        return [[value], None]
    if type(value) is tuple:
        out = [list(value)]
        for i, item in enumerate(value):
            out += [value[:i] + (bad,) + value[i + 1:] for bad in _wrong_types(item)]
        return out
    return [0] if value is None else []


def _mutants(action):
    """`action` with one field given a wrong type (constructors that normalise, such as a
    Trade sorting its items into a tuple, may turn a mutant back into a proper action)."""
    for f in dataclasses.fields(action):
        for bad in _wrong_types(getattr(action, f.name)):
            try:
                mutant = dataclasses.replace(action, **{f.name: bad})
            except (TypeError, ValueError):
                continue  # the constructor itself refuses it
            if repr(mutant) != repr(action):
                yield mutant


def _others(game_id):
    """A legal action of each other registered game."""
    out = []
    for other in sorted(registry.GAMES):
        if other != game_id:
            out.append(next(iter(random_states(other, range(1), 1))).legal_actions()[0])
    return out


def _snapshot(game) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


def _assert_refused(game, action):
    before, legal = _snapshot(game), game.legal_actions()
    with pytest.raises(RuleError) as refused:
        game.apply(action)
    assert str(refused.value).strip(), "the refusal is a sentence"
    assert _snapshot(game) == before and game.legal_actions() == legal


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_apply_refuses_every_non_action_and_changes_nothing(game_id):
    others = _others(game_id)
    mutants = 0
    for game in random_states(game_id, range(2), 20):
        legal = game.legal_actions()
        junk = [None, "", legal[0].to_text(), LooksLikeAnAction(), 3, object(), *others]
        for thing in junk:
            _assert_refused(game, thing)
        for action in legal[::max(1, len(legal) // 12)]:  # a spread, not hundreds of plays
            assert malformed(action, type(action)) is None
            for mutant in _mutants(action):
                _assert_refused(game, mutant)
                mutants += 1
    assert mutants > 100
    # The refusals left a game that still plays on.
    game.apply(game.legal_actions()[0])
