"""Tempus hard crew at Officer: a rollout's result adds a fitted win estimate read two
Disaster Phases on (full rollouts lost on every world for every candidate in most searched
decisions, so they rarely told the candidates apart); other difficulties keep 0 or 1."""

from __future__ import annotations

import pytest

from game import registry
from game.bots.base import observe
from game.bots.tempus import hard as H
from game.engines import tempus as T
from game.engines.common.rng import Rng
from game.engines.tempus import actions as A
from game.engines.tempus import new_game
from game.engines.tempus.setup import Setup


@pytest.fixture(scope="module")
def content():
    return registry.content("tempus")


def _rolled_out(content, difficulty: str, seed: int):
    game = new_game(Setup(players=3, seed=seed, difficulty=difficulty), content)
    game.apply(A.ChooseFirst(0))
    obs = observe("tempus", game)
    bot = H.HardCrewBot(obs.seat, Rng(seed))
    bot.memory.see(obs.view, obs.content)
    world = T.determinize(obs.view, obs.content, Rng(seed), bot.memory.top, bot.memory.drawn)
    return world, bot._rollout(world, obs, Rng(seed + 1), H.FITTED.get(difficulty))


@pytest.mark.parametrize("seed", range(4))
def test_an_officer_rollout_grades_a_lost_world_by_the_estimate_on_the_way(content, seed):
    world, value = _rolled_out(content, "officer", seed)
    assert world.result is not None
    won = 1.0 if world.result.won else 0.0
    assert won < value < won + H.FITTED["officer"].weight


def test_a_hero_rollout_still_scores_the_end_alone(content):
    world, value = _rolled_out(content, "hero", 0)
    assert world.result is not None
    assert value == (1.0 if world.result.won else 0.0)


def test_the_win_estimate_reads_trouble_and_progress(content):
    fitted = H.FITTED["officer"]
    game = new_game(Setup(players=3, seed=1, difficulty="officer"), content)
    calm = H.win_estimate(game, fitted)
    game.tokens["damage"]["fuel_cells"] = 2
    game.tokens["fire"]["fuel_cells"] = 1
    assert H.win_estimate(game, fitted) < calm
    game = new_game(Setup(players=3, seed=1, difficulty="officer"), content)
    for kind in ("fire", "fault", "damage"):
        game.tokens[kind]["hyperdrive"] = 0
    game.fixed = True
    assert H.win_estimate(game, fitted) > calm


def test_the_estimate_reads_as_many_features_as_it_has_weights(content):
    game = new_game(Setup(players=3, seed=2, difficulty="officer"), content)
    assert len(H.features(game)) == len(H.FITTED["officer"].weights) - 1
