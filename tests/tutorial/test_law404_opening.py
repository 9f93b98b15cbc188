"""A chapter's [opening] (the moves played before its first step, so a later chapter starts
after the draft): played when the chapter starts, kept in a resumed record, and a move that
does not replay named by file, table, field and move."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.paths import levels_root
from game.tutorial.lesson import start
from game.tutorial.script import load_chapters, problems_in

REAL = levels_root() / "law404" / "tutorial" / "02_programming.toml"
FILE = "levels/law404/tutorial/02_programming.toml"


def _chapter(title: str):
    return next(c for c in load_chapters(levels_root(), "law404") if c.title == title)


def test_a_chapter_opens_after_its_opening_moves():
    chapter = _chapter("Programming three cards")
    session = start(chapter)
    assert session.game.history == list(chapter.opening)
    assert session.game.st["stage"] == "program" and session.lesson.index == 0


def test_a_resumed_chapter_replays_its_record_and_not_the_opening_twice():
    chapter = _chapter("Programming three cards")
    first = start(chapter)
    record = first.lesson.record()
    again = start(chapter, record=record)
    assert again.game.history == first.game.history


def _broken(tmp_path: Path, old: str, new: str) -> list[str]:
    root = tmp_path / "levels"
    folder = root / "law404" / "tutorial"
    folder.mkdir(parents=True)
    text = REAL.read_text(encoding="utf-8")
    assert old in text, old
    (folder / REAL.name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return problems_in(root, "law404")


def test_an_opening_move_that_does_not_replay_is_named_with_its_reason(tmp_path):
    problems = _broken(tmp_path, '"keep improvise_breathing"', '"keep hide_war"')
    assert len(problems) == 1, problems
    assert problems[0].startswith(f'{FILE}: [opening]: field "moves": move 2 "keep hide_war"')


def test_an_opening_that_is_not_action_texts_is_named(tmp_path):
    problems = _broken(tmp_path, 'moves = ["keep hide_feeding",', 'moves = [3,')
    assert problems == [f'{FILE}: [opening]: field "moves": expected action texts '
                        '("keep hide_feeding")'], problems


MISNAMED = [
    ('done = { when = "programmed", turn = 1 }', 'done = { when = "programed", turn = 1 }',
     f'{FILE}: [[step]] id="program": field "done": unknown condition "programed" '
     '(did you mean "programmed"?)'),
    ('done = { when = "turn_at_least", turn = 2 }', 'done = { when = "turn_at_least", turn = "two" }',
     f'{FILE}: [[step]] id="follow": field "done": "turn" expected int, got "two"'),
    ('light = "my_robot"', 'light = "my_robots"',
     f'{FILE}: [[step]] id="reveal": field "light"'),
]


@pytest.mark.parametrize("old,new,expected", MISNAMED)
def test_a_misnamed_404_word_is_named_by_file_entry_and_field(tmp_path, old, new, expected):
    problems = _broken(tmp_path, old, new)
    assert len(problems) == 1 and problems[0].startswith(expected), problems
