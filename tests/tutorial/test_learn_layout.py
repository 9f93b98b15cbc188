"""The Learn to play list and a chapter's table lay out at every size the menus are held to
(no overlap, nothing off screen, text at 14 px or more at 1280x720), a tick included."""

from __future__ import annotations

import pytest

from game.paths import levels_root
from game.tutorial import progress
from game.tutorial.lesson import start
from game.tutorial.script import load_chapters
from tests.app.test_layout_every_size import (
    MENU_CASES,
    MIN_TEXT,
    TextRecorder,
    _id,
    check,
    make_app,
    probe,
    problems,
)


class _Done:
    finished = True

    def __init__(self, chapter):
        self.chapter = chapter


@pytest.mark.parametrize("case", MENU_CASES, ids=_id)
def test_the_learn_to_play_list_lays_out(case, starboard_home):
    size, scale = case
    starboard_home.mkdir(parents=True, exist_ok=True)
    progress.keep(starboard_home, _Done(load_chapters(levels_root(), "law404")[0]))
    with TextRecorder():
        app = make_app(size, scale)
        app.go("title", clear=True)
        app.go("learn", game_id="law404")
        check(app, size, scale)


@pytest.mark.parametrize("case", [((1280, 720), 100), ((1920, 1080), 150),
                                  ((1280, 720), 200)], ids=_id)
def test_a_chapter_table_with_its_coach_lays_out(case, starboard_home):
    size, scale = case
    with TextRecorder():
        app = make_app(size, scale)
        app.go("title", clear=True)
        assert app.open_table(start(load_chapters(levels_root(), "law404")[0]))
        app.step([])
        app.step([])
        box = app.stack.top.coach.box_rect
        found = [p for p in problems(probe(app), min_text=MIN_TEXT if case == ((1280, 720), 100)
                                     else 0)
                 if _rect(p) is None or box.colliderect(_rect(p))]
        assert not found, "\n".join(found)


def _rect(problem: str):
    """The first rect a layout problem names (the coach's own are the ones held here: the
    table under it has its own layout tests)."""
    import re

    import pygame

    m = re.search(r"at \((\d+), (\d+), (\d+), (\d+)\)", problem)
    return pygame.Rect(*map(int, m.groups())) if m else None
