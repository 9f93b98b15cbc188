"""The Suggest button of the 404 and Tempus tables: the hard bot's choice for the person to
move, said in printed names, worked out off the UI thread; a game that used it says so on
its end screen, and the save remembers it."""

from __future__ import annotations

import re
import time

import pytest

from game.bots.base import observe
from game.bots.random_bot import UniformRandomBot
from game.engines.common.rng import Rng
from game.records import new_game
from game.scenes.law404.scene import Law404Scene
from game.scenes.tempus.scene import TempusScene
from game.session import GameSession, Seat
from tests.scenes.helpers import buttons, press, pump

TABLES = {"law404": (Law404Scene, {"players": 3, "seed": 4}),
          "tempus": (TempusScene, {"players": 2, "seed": 4, "difficulty": "trainee"})}
ID_LIKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\bcard\d+|\bcrew:\d|\bseat \d")


def open_table(app, game_id: str, humans: int = 1):
    scene_class, setup = TABLES[game_id]
    game = new_game(game_id, setup)
    seats = [Seat("human" if i < humans else "bot", "normal", name)
             for i, name in enumerate(("Ada", "Bo", "Cy")[:setup["players"]])]
    scene = scene_class(app, GameSession(game_id, game, seats, None))
    app.stack.push(scene)
    pump(app)
    return scene


def wait_for_suggestion(app, scene, seconds: float = 60.0):
    """Frames until the worker's answer is shown (a bound on waiting, not a timing test)."""
    end = time.monotonic() + seconds
    while scene.suggestions.last is None and time.monotonic() < end:
        app.step([], 0.05)
        time.sleep(0.01)
    pump(app)
    return scene.suggestions.last


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_suggest_shows_the_hard_bots_legal_choice_in_printed_names(app, game_id):
    scene = open_table(app, game_id)
    assert scene.privacy.my_turn()
    legal = scene.game.legal_actions()
    press(app, scene, "Suggest")
    found = wait_for_suggestion(app, scene)
    assert found is not None and found.action in legal
    said = [m for m in scene.toasts.messages if m.startswith("Suggested for Ada: ")]
    assert len(said) == 1
    assert not ID_LIKE.search(said[0]), said[0]
    assert scene.session.suggested and scene.session.meta()["suggested"] is True
    assert "Suggest" in buttons(scene)  # ready to be asked again


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_no_suggest_button_while_a_bot_moves_or_for_a_game_without_suggestions(app,
                                                                              game_id):
    scene = open_table(app, game_id, humans=0)
    assert "Suggest" not in buttons(scene)
    assert not scene.session.suggested


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_action_a_table_may_suggest_is_said_without_an_internal_id(app, game_id):
    scene = open_table(app, game_id, humans=3)
    game = scene.game
    rng = Rng(9)
    bots = [UniformRandomBot(s, rng.fork()) for s in range(game.setup.players)]
    said = set()
    for _ in range(150):
        if game.is_over:
            break
        for action in game.legal_actions():
            sentence = scene.describe_suggestion(action)
            assert sentence and not ID_LIKE.search(sentence), (action, sentence)
            assert sentence != "the choice the board offers.", action
            said.add(sentence)
        game.apply(bots[game.pending.seat].choose(observe(game_id, game)))
    assert len(said) > 10


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_game_that_used_suggestions_says_so_at_the_end_and_in_its_save(app, game_id,
                                                                         tmp_path):
    scene_class, setup = TABLES[game_id]
    game = new_game(game_id, setup)
    rng = Rng(3)
    bots = [UniformRandomBot(s, rng.fork()) for s in range(setup["players"])]
    while not game.is_over:
        game.apply(bots[game.pending.seat].choose(observe(game_id, game)))
    seats = [Seat("human", "normal", n) for n in ("Ada", "Bo", "Cy")[:setup["players"]]]
    session = GameSession(game_id, game, seats, None)
    plain = scene_class(app, session)
    assert ("Suggestions", "used") not in plain.end_screen().figures
    session.suggested = True
    session.save_to(tmp_path / "used.json")
    loaded = GameSession.load(tmp_path / "used.json", None)
    assert loaded.suggested
    assert ("Suggestions", "used") in scene_class(app, loaded).end_screen().figures
