"""A chapter's [opening]: moves already made when it opens (Tempus chapter 6 starts three
rounds in). Each move is checked by playing it from the chapter's deal, a bad one named by
file, table, field and move; the chapter's game stands where they leave it, and undo
stops there."""

from __future__ import annotations

from pathlib import Path

from game.paths import levels_root
from game.tutorial.lesson import start
from game.tutorial.script import load_chapters, problems_in

WINNING = levels_root() / "tempus" / "tutorial" / "06_winning.toml"


def test_the_opening_moves_are_made_before_the_first_step_and_undo_stops_there():
    chapter = next(c for c in load_chapters(levels_root(), "tempus") if c.id == "winning")
    assert chapter.opening[:2] == ("first 0", "move central_corridor")
    session = start(chapter)
    game = session.game
    assert game.history == list(chapter.opening)
    assert game.crew[0]["at"] == "hyperdrive" and not game.can_undo
    assert session.lesson.index == 0


def test_an_opening_move_that_cannot_be_made_is_named_with_its_file_and_field(tmp_path: Path):
    folder = tmp_path / "levels" / "tempus" / "tutorial"
    folder.mkdir(parents=True)
    text = WINNING.read_text(encoding="utf-8")
    old = '"move fuel_cells", "move hyperdrive"'
    assert old in text
    (folder / "06_winning.toml").write_text(text.replace(old, '"move hyperdrive"'),
                                            encoding="utf-8")
    problem, = problems_in(tmp_path / "levels", "tempus")
    assert problem.startswith('levels/tempus/tutorial/06_winning.toml: [opening]: field '
                              '"moves": move 17 "move hyperdrive": ')
    assert problem.endswith("Hyperdrive is not connected to Engineering."), problem


def test_a_half_done_chapter_with_an_opening_resumes_where_it_was_left():
    chapter = next(c for c in load_chapters(levels_root(), "tempus") if c.id == "winning")
    first = start(chapter)
    first.lesson.next()
    fix = first.lesson.asked()[0]
    first.apply(fix)
    first.lesson.settle()  # as the coach does after every move
    record = first.lesson.record()
    again = start(chapter, record=record)
    assert again.game.history == first.game.history
    assert again.lesson.index == first.lesson.index == 2 and again.game.fixed
