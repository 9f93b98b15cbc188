"""The bot protocol: observations carry only what a seat may know, every game offers the
same levels, and level names of earlier versions still find a bot."""

from __future__ import annotations

import pytest

from game import registry
from game.bots.base import LEVELS, Observation, observe
from game.records import new_game
from game.session import GameSession, Seat

GAMES = list(registry.GAMES)
SETUPS = {"law404": {"players": 3, "seed": 5}, "assembly": {"players": 2, "seed": 5},
          "tempus": {"players": 2, "seed": 5}}


@pytest.mark.parametrize("game_id", GAMES)
def test_observation_never_carries_the_seed(game_id):
    game = new_game(game_id, SETUPS[game_id])
    obs = observe(game_id, game)
    assert "seed" not in obs.setup and obs.setup["players"] == SETUPS[game_id]["players"]
    assert obs.view.get("setup", {}).get("seed", 0) == 0
    assert obs.seat == game.pending.seat and list(obs.legal) == game.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_offers_easy_normal_hard_defaulting_to_normal(game_id):
    assert registry.bot_levels(game_id) == list(LEVELS)
    assert registry.default_bot_level(game_id) == "normal"
    assert "random" in registry.bots(game_id)


@pytest.mark.parametrize(("game_id", "old", "level"),
                         [("law404", "greedy", "normal"), ("tempus", "crew", "normal"),
                          ("assembly", "partner", "normal"), ("assembly", "solver", "hard")])
def test_old_level_names_still_load(game_id, old, level):
    assert registry.bot_factory(game_id, old) is registry.bots(game_id)[level]


def test_unknown_level_is_refused_with_the_levels_there_are():
    with pytest.raises(LookupError, match="easy, normal, hard"):
        registry.bot_factory("law404", "genius")


def test_a_seat_saved_with_an_unknown_level_plays_at_the_default_level():
    session = GameSession.new("tempus", SETUPS["tempus"],
                              [Seat("bot", "genius"), Seat("bot", "crew")], None)
    assert type(session.bot_for(0)) is registry.bots("tempus")["normal"]
    assert type(session.bot_for(1)) is registry.bots("tempus")["normal"]
    events = session.bot_move()
    assert events is not None and session.version == 1


def test_session_observation_is_a_snapshot():
    session = GameSession.new("law404", SETUPS["law404"], [Seat("bot")] * 3, None)
    obs = session.observe()
    assert isinstance(obs, Observation)
    before = repr(obs.view)
    session.bot_move()
    assert repr(obs.view) == before, "the game moved on; the observation did not"
