"""Skip on every table: it lands the move being shown and the rest of that seat's turn, and
the next turn is watched again (a turn ends when another seat decides, the same rule on all
three tables); "To the end" plays an all-bot game out without showing a move."""

from __future__ import annotations

import pygame
import pytest

from game.session import GameSession, Seat
from tests.scenes.helpers import press, pump

TABLES = [("law404", 3, 21), ("assembly", 2, 4), ("tempus", 3, 5)]


def all_bots(app, game_id: str, players: int, seed: int):
    seats = [Seat("bot", "random", name) for name in ("Ada", "Bix", "Cog")[:players]]
    session = GameSession.new(game_id, {"players": players, "seed": seed}, seats, None)
    assert app.open_table(session)
    app.settings.animation_speed = 1  # every move watched
    pump(app)
    return app.stack.top


def frames_until(app, scene, done, limit: int = 3000) -> None:
    for _ in range(limit):
        if done():
            return
        app.step(pygame.event.get(), 1 / 30)
    raise AssertionError("it never came")


def watched(scene) -> bool:
    """A move is being shown (event by event, or as one animation on the Assembly ring)."""
    return scene.pacer.playing or scene.animating


def watching_a_turn(app, scene) -> int:
    """Frames until a bot's move is being shown and its turn goes on; the seat."""
    frames_until(app, scene, lambda: watched(scene) and scene.undo.moves
                 and scene.session.pending_seat() == scene.undo.moves[-1].seat)
    return scene.undo.moves[-1].seat


@pytest.mark.parametrize("game_id,players,seed", TABLES)
def test_skip_lands_the_turn_and_the_next_turn_is_watched(app, game_id, players, seed):
    scene = all_bots(app, game_id, players, seed)
    seat = watching_a_turn(app, scene)
    moves = len(scene.undo.moves)
    press(app, scene, "Skip")
    shown = []
    frames_until(app, scene, lambda: scene.game.is_over or scene.session.pending_seat() != seat
                 or shown.append(watched(scene)))
    assert not any(shown), "the move being shown landed, and the rest of the turn unwatched"
    assert len(scene.undo.moves) > moves
    assert not scene.game.is_over, "Skip stops at the next turn, not at the end"
    assert not scene.pacer.instant and not watched(scene), "the next turn is watched again"
    frames_until(app, scene, lambda: watched(scene))  # moves are shown again


@pytest.mark.parametrize("game_id,players,seed", TABLES)
def test_to_the_end_plays_an_all_bot_game_out_unwatched(app, game_id, players, seed):
    scene = all_bots(app, game_id, players, seed)
    watching_a_turn(app, scene)
    press(app, scene, "To the end")
    shown = []
    frames_until(app, scene, lambda: shown.append(scene.pacer.playing) or scene.game.is_over)
    assert not any(shown), "no move was shown on the way"
