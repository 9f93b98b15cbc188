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


# ---------------------------------------------------------------- bots that stall or fail
class FakeClock:
    """Time that passes only when the test says so."""

    def __init__(self):
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class SilentBot:
    """A thinking bot that never answers (until the test is over)."""

    thinks = True
    released = threading.Event()

    def __init__(self, seat, rng):
        self.asked = 0

    def choose(self, obs):
        self.asked += 1
        self.released.wait()
        return obs.legal[0]


class RaisingBot:
    thinks = False

    def __init__(self, seat, rng):
        pass

    def choose(self, obs):
        raise RuntimeError("lost its marbles.")


class RaisingThinker(RaisingBot):
    thinks = True


class IllegalBot(RaisingBot):
    def choose(self, obs):
        from tests.support.toy_engine import Take

        return Take(99)


@pytest.fixture
def levels(monkeypatch, toy):
    """Bots by level for the toy game: the test says which level fails and how."""
    table = {"random": UniformRandomBot, "easy": UniformRandomBot}
    monkeypatch.setattr(registry, "bots", lambda game_id: table)
    yield table
    SilentBot.released.set()  # the abandoned threads may finish now
    SilentBot.released = threading.Event()


def _named_session(level):
    return GameSession.new("toy", {"players": 2, "seed": 3},
                           [Seat("bot", level, "Bix"), Seat("human", name="Ada")], None)


def test_a_bot_that_never_answers_is_said_late_asked_again_then_a_simpler_level_moves(levels):
    levels["hard"] = SilentBot
    session = _named_session("hard")
    clock = FakeClock()
    mover = BotMover(session, clock=clock)
    assert mover.step() is None and mover.thinking
    clock.now += 2.9  # within its budget (1 s) and the margin (2 s)
    assert mover.step() is None and mover.notices == [] and mover.trouble is None
    late = "Bix is taking longer than it should: trying again."
    for _ in range(2):
        clock.now += 0.2
        assert mover.step() is None, "overdue: said, and asked again"
        assert mover.notices[-1] == late and mover.trouble == late
        assert mover.step() is None and mover.thinking, "asked again on a thread of its own"
        clock.now += 3.1
    assert mover.step() is None
    assert mover.notices[-1] == \
        "Bix is taking longer than it should: it plays one move at the Easy level this time."
    events = mover.step()
    assert events and session.version == 1, "the game went on"
    assert mover.trouble is None
    assert len(mover.notices) == 3
    mover.close()


@pytest.mark.parametrize("bot", [RaisingBot, RaisingThinker])
def test_a_bot_that_raises_is_said_asked_again_then_a_simpler_level_moves(levels, bot):
    levels["hard"] = bot
    session = _named_session("hard")
    mover = BotMover(session, clock=FakeClock())
    events = None
    deadline = time.monotonic() + 5  # a thinking bot's error comes from its thread
    while events is None and time.monotonic() < deadline:
        events = mover.step()
        time.sleep(0.001 if bot.thinks else 0)
    assert events and session.version == 1
    failed = "Bix (bot) could not move (lost its marbles)"
    assert mover.notices == [f"{failed}: trying again.", f"{failed}: trying again.",
                             f"{failed}: it plays one move at the Easy level this time."]
    mover.close()


def test_a_bot_answering_a_move_the_rules_refuse_is_asked_again(levels):
    levels["easy"] = IllegalBot
    session = _named_session("easy")
    mover = BotMover(session, clock=FakeClock())
    assert mover.step() is None
    assert mover.notices == ["Bix (bot) could not move (Take 1, 2 or 3 sticks): trying again."]
    assert session.version == 0, "the refused move changed nothing"


def test_when_every_level_fails_the_first_allowed_move_is_played(levels):
    for level in ("hard", "easy", "random"):
        levels[level] = RaisingBot
    session = _named_session("hard")
    first = session.game.legal_actions()[0]
    mover = BotMover(session, clock=FakeClock())
    for _ in range(5):
        assert mover.step() is None
    assert mover.notices[-1].endswith(": it plays the first move the rules allow this time.")
    assert mover.notices[-2].endswith(": it plays a random legal move this time.")
    assert mover.step() and session.game.history == [first.to_text()]
