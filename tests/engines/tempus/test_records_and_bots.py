"""A recorded winning game (with a Time Jump) replays to its pinned final state, and the
bots play only legal actions."""

import json
from pathlib import Path

from game.bots.base import observe
from game.bots.tempus import BOTS, CrewBot
from game.engines.common.rng import Rng
from game.engines.tempus import Setup, new_game, parse_action
from tests.engines.tempus.helpers import content

DATA = Path(__file__).resolve().parent / "data"


def test_golden_record_replays_to_pinned_win():
    record = json.loads((DATA / "golden_win.json").read_text())
    g = new_game(Setup.from_dict(record["setup"]), content())
    for text in record["actions"]:
        g.apply(parse_action(text))
    pinned = json.loads((DATA / "golden_win.summary.json").read_text())
    assert json.loads(json.dumps(g.summary())) == pinned
    assert g.result.won and g.loops == 1


def test_bots_table_has_every_level():
    assert set(BOTS) >= {"random", "easy", "normal", "hard"}


def test_crew_bot_plays_legal_games_and_can_win():
    wins = 0
    for seed in range(12):
        g = new_game(Setup(players=3, seed=seed, difficulty="trainee"), content())
        bots = [CrewBot(s, Rng(seed * 10 + s)) for s in range(3)]
        while not g.is_over:
            action = bots[g.pending.seat].choose(observe("tempus", g))
            assert action in g.legal_actions()
            g.apply(action)
        wins += g.result.won
    assert wins >= 1


def test_bot_rng_does_not_touch_game_rng():
    g = new_game(Setup(players=2, seed=4), content())
    state = g.rng.state
    CrewBot(0, Rng(1)).choose(observe("tempus", g))
    assert g.rng.state == state
