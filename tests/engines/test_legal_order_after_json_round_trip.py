"""Action order is part of the state: a game restored from a save whose keys were sorted
(any JSON tool may do that) lists its legal actions in the same order, so a bot, a replay
or a "press 1 for the first move" gives the same result. One test for every engine."""

from __future__ import annotations

import json

import pytest

from game import registry
from tests.support.random_states import random_states


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_legal_actions_order_survives_a_sorted_key_json_round_trip(game_id):
    eng, content = registry.engine(game_id), registry.content(game_id)
    checked = 0
    for game in random_states(game_id, range(6), 120, players=None):
        data = json.loads(json.dumps(game.to_dict(), sort_keys=True))
        restored = eng.from_dict(data, content)
        assert restored.legal_actions() == game.legal_actions(), (
            f"{game_id} after {game.history}")
        checked += 1
    assert checked > 300
