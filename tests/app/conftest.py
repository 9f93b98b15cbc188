"""App-level fixtures: a private user-data folder and the toy engine registered as a game."""

import pytest

from game import registry


@pytest.fixture(autouse=True)
def _private_home(starboard_home):
    return starboard_home


@pytest.fixture
def toy(monkeypatch):
    info = registry.GameInfo("toy", "Toy Nim", "A test game.", 1, 4, 2, coop=False,
                             module="tests.support.toy_engine")
    monkeypatch.setitem(registry.GAMES, "toy", info)
    registry.content.cache_clear()
    yield info
    registry.content.cache_clear()
