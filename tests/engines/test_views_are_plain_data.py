"""Every view a game hands out is plain data (dicts, lists, tuples, sets, strings, numbers,
booleans, None), so `plain_copy` copies it as deeply as `copy.deepcopy` does and the
tables can take their cheaper copy of it after every move. One test for every engine."""

from __future__ import annotations

import copy

import pytest

from game import registry
from game.engines.common.plain import plain_copy
from tests.support.random_states import random_states

ATOMS = (str, int, float, bool, type(None))


def _containers(value, path="view"):
    """(path, container) for every dict, list, tuple and set in `value`; fails on anything
    that is neither a container nor an atom."""
    if isinstance(value, dict):
        yield path, value
        for k, v in value.items():
            assert isinstance(k, ATOMS), f"{path} has a key {k!r}"
            yield from _containers(v, f"{path}[{k!r}]")
    elif isinstance(value, (list, tuple, set, frozenset)):
        yield path, value
        for i, v in enumerate(value):
            yield from _containers(v, f"{path}[{i}]")
    else:
        assert isinstance(value, ATOMS), f"{path} is a {type(value).__name__}: not plain data"


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_a_plain_copy_of_any_view_shares_nothing_that_can_change(game_id):
    checked = 0
    for game in random_states(game_id, range(4), 80, players=None):
        seat = game.pending.seat if game.pending is not None else None
        views = [game.public_view()] + ([game.view_for(seat)] if seat is not None else [])
        for view in views:
            copied = plain_copy(view)
            assert copied == copy.deepcopy(view)
            originals = {id(c) for _, c in _containers(view)
                         if not isinstance(c, (tuple, frozenset))}
            for path, c in _containers(copied):
                if not isinstance(c, (tuple, frozenset)):
                    assert id(c) not in originals, f"{game_id}: {path} is shared"
            checked += 1
    assert checked > 150
