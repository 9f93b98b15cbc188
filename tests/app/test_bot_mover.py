"""Bots at a table: quick bots move at once; a bot that thinks decides on a worker thread
from an Observation (a snapshot, never the game), and its move is applied only if the game
has not moved on."""

from __future__ import annotations

import threading
import time

import pytest

from game import registry
from game.bot_mover import BotMover
from game.bots.base import Observation
from game.bots.random_bot import UniformRandomBot
from game.session import GameSession, Seat


class GatedBot:
    """A thinking bot that answers only when the test opens its gate."""

    thinks = True

    def __init__(self, seat, rng):
        self.gate = threading.Event()
        self.seen: list = []

    def choose(self, obs):
        self.seen.append(obs)
        assert self.gate.wait(5), "the test never let the bot answer"
        return obs.legal[0]


@pytest.fixture
def gated(monkeypatch, toy):
    made = {seat: GatedBot(seat, None) for seat in range(2)}

    def factories(game_id):
        return {"random": UniformRandomBot,
                "gated": lambda seat, rng: made.setdefault(seat, GatedBot(seat, rng))}

    monkeypatch.setattr(registry, "bots", factories)
    return made


def _session(levels):
    return GameSession.new("toy", {"players": len(levels), "seed": 3},
                           [Seat("bot", level) for level in levels], None)


def _until_moved(mover, seconds=5.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        events = mover.step()
        if events is not None:
            return events
        time.sleep(0.005)
    raise AssertionError("the bot never moved")


def test_quick_bot_moves_at_once(toy):
    session = _session(["random", "random"])
    sticks = session.game.sticks
    events = BotMover(session).step()
    assert events and session.game.sticks < sticks and session.version == 1


def test_thinking_bot_leaves_the_table_alone_until_it_has_decided(gated):
    session = _session(["gated", "gated"])
    mover = BotMover(session)
    before = session.game.to_dict()
    assert mover.step() is None and mover.thinking
    assert mover.step() is None, "still thinking: no second job"
    assert session.game.to_dict() == before
    gated[0].gate.set()
    events = _until_moved(mover)
    assert events and session.version == 1 and not mover.thinking
    assert session.game.sticks == before["sticks"] - 1
    assert gated[0].seen and all(isinstance(o, Observation) for o in gated[0].seen), \
        "it thought about an observation, never the game"
    mover.close()


def test_a_move_found_for_an_old_position_is_dropped(gated):
    session = _session(["gated", "gated"])
    mover = BotMover(session)
    assert mover.step() is None
    session.apply(session.game.legal_actions()[-1])  # the game moves on (e.g. an undo)
    sticks = session.game.sticks
    gated[0].gate.set()
    gated[1].gate.set()
    _until_moved(mover)
    assert len(gated[1].seen) == 1, "the bot to move thought again about the new position"
    assert session.game.sticks == sticks - 1 and session.version == 2
    mover.close()
