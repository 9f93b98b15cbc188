"""Tempus chapter 6, winning: opened three rounds into a game (its [opening] moves), the
Hyperdrive fixed with the Tool Kit, the winning actions taken on the bridge and the Tempus
flown home, by the hand of tempus_driver.py."""

from __future__ import annotations

import pytest

from tests.tutorial import tempus_driver as hand

TITLE = "Winning: fix, reinforce, call, fly home"


def test_the_winning_chapter_plays_to_the_crews_win_by_mouse_and_keys(starboard_home):
    app, table, lesson, game = hand.begin(TITLE, "meet")
    assert game.round == 3 and game.crew[0]["at"] == "hyperdrive" and not game.can_undo
    hand.play_through(app, table, until=1)
    assert lesson.step.id == "fix" and not game.fixed

    # An illegal move: the Tool Kit dropped on Doctor Lind's sheet in another room gets the
    # engine's sentence, and nothing changes.
    tool_kit = hand.counter_of(table, "tool_kit_1").center
    lind = table.deck.table.zones["sheet:1:equipment"].px_rect.center
    hand.refused(app, table, tool_kit, lind, "Tool Kit cannot go from")

    # A legal move the step did not ask for (putting the Tool Kit down): refused, with what
    # to do instead.
    room = hand.drop_point(table, table.room_px("hyperdrive"), "hyperdrive")
    hand.refused(app, table, tool_kit, room, "Fix the Hyperdrive first")

    hand.play_through(app, table)
    assert lesson.finished and game.is_over and game.result.won
    assert {"reinforce_shields", "distress_call"} <= set(game.completed)
    # The game is over and its end screen up: the coach's box keeps clear of its buttons.
    table.draw(app.window)
    box, _lines = table.coach.layout()
    ends = table.coach._end_controls()
    assert ends and not any(box.colliderect(r) for r in ends), (box, ends)


@pytest.mark.parametrize("leave_at", range(6))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    hand.play_on_at(starboard_home, TITLE, leave_at)
