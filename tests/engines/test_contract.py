"""The engine contract (game/engines/common/contract.py), checked on every game in the
registry: a new engine is covered by adding it there, without writing a copy of this file.

Each game is played by seeded random moves with undo mixed in; at every step the contract's
promises are checked (round trips only at powers of two: they dominate run time).
"""

from __future__ import annotations

import json

import pytest

from game import registry
from game.engines.common.contract import MODULE_API, GameState, public_part
from game.engines.common.errors import RuleError
from game.engines.common.outcome import Outcome
from game.engines.common.rng import Rng
from tests.support.random_states import random_states

GAMES = sorted(registry.GAMES)
STEPS = 400


def _players(info: registry.GameInfo) -> list[int]:
    return sorted({info.min_players, info.default_players, info.max_players})


def _cases():
    for gid in GAMES:
        for players in _players(registry.GAMES[gid]):
            yield pytest.param(gid, players, id=f"{gid}-{players}p")


@pytest.mark.parametrize("game_id", GAMES)
def test_contract_engine_module_api(game_id):
    eng = registry.engine(game_id)
    missing = [name for name in MODULE_API if not hasattr(eng, name)]
    assert not missing, f"{game_id} lacks {missing}"
    assert eng.GAME_ID == game_id
    info = registry.game_info(game_id)
    assert (eng.MIN_PLAYERS, eng.MAX_PLAYERS) == (info.min_players, info.max_players)
    assert eng.TITLE == info.title


@pytest.mark.parametrize("game_id,players", list(_cases()))
def test_contract_random_play_keeps_every_promise(game_id, players):
    eng = registry.engine(game_id)
    content = registry.content(game_id)
    setup = eng.Setup(players=players, seed=11)
    assert eng.Setup.from_dict(json.loads(json.dumps(setup.to_dict()))) == setup
    game = eng.new_game(setup, content)
    assert isinstance(game, GameState)
    rng = Rng(5 + players)
    undone = 0
    for step in range(STEPS):
        if game.is_over:
            break
        pending = game.pending
        legal = game.legal_actions()
        assert pending is not None and legal, "a game that is not over has a decision"
        for action in legal[:3]:
            assert eng.parse_action(action.to_text()) == action
        _check_views(game, players)
        if step & (step - 1) == 0:
            _check_round_trip(eng, content, game)
        before = game.to_dict()
        game.apply(rng.choice(legal))
        if game.can_undo and rng.randint(1, 7) == 1:
            game.undo()
            undone += 1
            assert game.to_dict() == before, "undo goes back to the previous decision"
    if game.is_over:
        assert game.pending is None and isinstance(game.result, Outcome)
        assert not game.legal_actions()
    else:
        assert game.result is None
    replay = eng.new_game(setup, content)
    for text in game.history:
        replay.apply(eng.parse_action(text))
    assert replay.to_dict() == game.to_dict(), "setup + history is the whole record"
    assert json.loads(json.dumps(game.summary())) == game.summary()


def _check_views(game, players: int) -> None:
    views = [game.view_for(seat) for seat in range(players)]
    for seat, view in enumerate(views):
        assert view["seat"] == seat and isinstance(view["private"], dict)
        assert json.loads(json.dumps(view)) == view
    public = public_part(views[0])
    assert all(public_part(v) == public for v in views[1:]), \
        "everything outside view['private'] is the same for every seat"


def _check_round_trip(eng, content, game) -> None:
    data = game.to_dict()
    assert json.loads(json.dumps(data)) == data
    again = eng.from_dict(json.loads(json.dumps(data)), content)
    assert again.to_dict() == data
    assert again.legal_actions() == game.legal_actions()
    assert again.pending == game.pending


@pytest.mark.parametrize("game_id", GAMES)
def test_contract_views_are_copies(game_id):
    """A scene or bot may change what it was given: the game stays as it was."""
    eng = registry.engine(game_id)
    game = eng.new_game(eng.Setup(players=registry.GAMES[game_id].max_players, seed=3),
                        registry.content(game_id))
    rng = Rng(1)
    for _ in range(20):
        game.apply(rng.choice(game.legal_actions()))
    before = json.dumps(game.to_dict(), sort_keys=True)

    def scribble(value):
        if isinstance(value, dict):
            for v in value.values():
                scribble(v)
            value["scribbled"] = True
        elif isinstance(value, list):
            for v in value:
                scribble(v)
            value.append("scribbled")

    scribble(game.view_for(0))
    assert json.dumps(game.to_dict(), sort_keys=True) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_contract_bot_levels_are_declared(game_id):
    bots = registry.bots(game_id)
    assert "random" in bots


@pytest.mark.parametrize("game_id,players", list(_cases()))
def test_contract_drags_find_their_action_and_the_public_view_is_everyones(game_id, players):
    """`find_action` is the one drag lookup: every legal action made by a drag is found
    again from its drag (whatever card pays for it), a drag legal at another moment is
    found or refused in a sentence, and nonsense is refused, never crashing. The public
    view is the part of every seat's view they share."""
    drags = tried = 0
    seen: list[tuple[str, str, str]] = []
    rng = Rng(players)
    for game in random_states(game_id, range(3), 150, (players,)):
        _check_public_view(game, players)
        seat = game.pending.seat
        legal = game.legal_actions()
        for action in legal:
            drag = game.drag_for(action)
            if drag is None:
                continue
            drags += 1
            seen.append(drag)
            found = game.find_action(seat, *drag)
            assert found in legal, f"{game_id}: {drag} found an action that is not legal"
            assert game.drag_for(found) == drag, f"{game_id}: {drag} -> {found.to_text()}"
        for drag in [rng.choice(seen) for _ in range(3)] if seen else []:
            tried += 1
            try:
                assert game.find_action(seat, *drag) in legal
            except RuleError as exc:
                assert str(exc).strip(), f"{game_id}: {drag} refused without a word"
        with pytest.raises(RuleError, match=r"\w"):
            game.find_action(seat, "no-such-piece", "nowhere", "nowhere")
        if players > 1:
            with pytest.raises(RuleError, match=r"\w"):
                game.find_action((seat + 1) % players, *(seen[-1] if seen else ("a", "b", "c")))
    assert drags and tried, f"{game_id} with {players}: no drag was ever legal"


def _check_public_view(game, players: int) -> None:
    public = game.public_view()
    assert public["seat"] is None and public["private"] == {}
    assert json.loads(json.dumps(public)) == public
    for seat in range(players):
        assert public_part(game.view_for(seat)) == public_part(public)
    public["scribbled"] = True
    assert "scribbled" not in game.public_view(), "a fresh copy every time"
