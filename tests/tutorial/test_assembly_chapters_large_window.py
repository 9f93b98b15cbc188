"""Every Assembly chapter walked at 1920x1080 at 150%, as the screenshots show it: at every
step the lit targets are on screen, answer the pointer and are not under the coach's box,
and its words fit the box."""

from __future__ import annotations

import pytest

from game.paths import levels_root
from game.tutorial.script import load_chapters
from tests.tutorial import assembly_driver as learner
from tests.tutorial.driver import make_app

CHAPTERS = [c.title for c in load_chapters(levels_root(), "assembly")]


def test_assembly_has_its_six_chapters_in_order():
    assert [c.id for c in load_chapters(levels_root(), "assembly")] == [
        "deploy", "swap_rotate", "lock_clock", "roles", "malfunctions", "two_players"]


@pytest.mark.parametrize("title", CHAPTERS)
def test_each_chapter_plays_to_its_end_in_a_large_window(starboard_home, title):
    app = make_app(size=(1920, 1080), ui_scale=150)
    table = learner.open_chapter(app, title)
    learner.play_chapter(app, table)  # do_step checks the coach before every move
    assert table.coach.lesson.finished
