"""Whole games in every variant pass through the table: after every action (and every open
choice) the scene refreshes and draws without error, and its buttons stay usable."""

from __future__ import annotations

import pytest

from game.bots.assembly import greedy
from game.records import new_game
from game.scenes.assembly.scene import AssemblyScene
from game.session import GameSession, Seat

SETUPS = [
    {"players": 1, "seed": 31, "malfunctions": "A"},
    {"players": 1, "seed": 32, "malfunctions": "B", "variants": ["glitches_hard"]},
    {"players": 1, "seed": 33, "malfunctions": "C", "variants": ["override"]},
    {"players": 1, "seed": 34, "variants": ["resequence"]},
    {"players": 2, "seed": 35, "malfunctions": "A"},
    {"players": 3, "seed": 36},
]


@pytest.mark.parametrize("setup", SETUPS)
def test_a_whole_game_draws_in_every_state(app, setup):
    game = new_game("assembly", setup)
    seats = [Seat("human", "random", f"P{i + 1}") for i in range(setup["players"])]
    scene = AssemblyScene(app, GameSession("assembly", game, seats, None))
    app.stack.push(scene)
    app.step([])
    for _ in range(160):
        if game.is_over:
            break
        scene.privacy.hand_over()  # the holder is done looking (when a hand-over waits)
        if scene.gate.active:
            scene.gate.confirm()
        assert scene.privacy.my_turn()
        assert scene.play(greedy(game))
        app.step([])
        for element in scene._elements:
            assert element.rect.height >= 44
    app.step([])
    assert game.is_over
    assert scene.end is not None and scene.end.score == game.result.score
