"""Chapter files (levels/<game>/tutorial/*.toml): the real ones load, and a malformed one is
refused with every problem naming file, entry and field (also through validate-levels)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game import cli
from game.engines.common.errors import ContentError
from game.paths import levels_root
from game.tutorial import script
from game.tutorial.script import load_chapters, problems_in

REAL = levels_root() / "law404" / "tutorial" / "01_draft.toml"
FILE = "levels/law404/tutorial/01_draft.toml"


def test_every_games_chapters_load_in_order():
    for game_id in ("law404", "assembly", "tempus"):
        chapters = load_chapters(levels_root(), game_id)
        assert [c.order for c in chapters] == sorted(c.order for c in chapters)
        assert problems_in(levels_root(), game_id) == []
    first = load_chapters(levels_root(), "law404")[0]
    assert (first.key, first.title, first.section) == \
        ("law404/draft", "The draft and directives", "Directive draft")
    assert 3 <= first.minutes <= 6


def _broken(tmp_path: Path, old: str, new: str) -> list[str]:
    root = tmp_path / "levels"
    folder = root / "law404" / "tutorial"
    folder.mkdir(parents=True)
    text = REAL.read_text(encoding="utf-8")
    assert old in text, old
    (folder / "01_draft.toml").write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_chapters(root, "law404")
    return caught.value.problems


MISTAKES = [
    ('done = { when = "directives_kept", at_least = 1 }',
     'done = { when = "directive_kept", at_least = 1 }',
     f'{FILE}: [[step]] id="keep_first": field "done": unknown condition "directive_kept" '
     '(did you mean "directives_kept"?)'),
    ('at_least = 2 }', 'at_least = "two" }',
     f'{FILE}: [[step]] id="keep_second": field "done": "at_least" expected int, got "two"'),
    ('ask = ["keep *"]\nnarrow', 'ask = ["kep *"]\nnarrow',
     f'{FILE}: [[step]] id="keep_first": field "ask": "kep *" starts with no action of this '
     'game (did you mean "keep"?)'),
    ("[directives](Directive draft)", "[directives](Directive drafts)",
     f'{FILE}: [[step]] id="meet": field "text": no Rules section "Directive drafts" '
     '(did you mean "Directive draft"?)'),
    ('section = "Directive draft"', 'section = "Drafting"',
     f'{FILE}: [chapter]: field "section": no Rules section "Drafting"'),
    ('narrow = "easiest_directive"', 'narrow = "easiest"',
     f'{FILE}: [[step]] id="keep_first": field "narrow": unknown value "easiest"; '
     'expected one of easiest_directive'),
    ('light = "my_directives"\ndone = "next"\nothers_text = "Programming',
     'light = "directives"\ndone = "next"\nothers_text = "Programming',
     f'{FILE}: [[step]] id="read": field "light": unknown value "directives"'),
    ('others_text = "That works too: a', 'others_txt = "That works too: a',
     f'{FILE}: [[step]] id="keep_first": unknown field "others_txt" '
     '(did you mean "others_text"?)'),
    ('others_text = "That works too: a', 'flavour = "That works too: a',
     f'{FILE}: [[step]] id="keep_first": field "others_text": an allowed move gets a word'),
    ('players = 3', 'players = 2',
     f'{FILE}: [setup]: field "players": 2 players but 3 [[seat]] entries'),
    ('players = 3', 'players = 9',
     f'{FILE}: [setup]: the game cannot be set up from it (ValueError: 404 is for 2 to 6 '
     'players, not 9.)'),
    ('name = "You"\nkind = "human"', 'name = "You"\nkind = "bot"',
     f'{FILE}: [[seat]] #1: field "kind": the first seat is the person learning ("human")'),
    ('level = "easy"', 'level = "genius"',
     f'{FILE}: [[seat]] #2: field "level": unknown value "genius"'),
    ('done = "next"', 'done = "later"',
     f'{FILE}: [[step]] id="meet": field "done": "later": expected "next"'),
    ('id = "keep_second"', 'id = "keep_first"',
     f'{FILE}: [[step]] id="keep_first": field "id": duplicate id "keep_first"'),
    ('minutes = 3', 'minutes = 30',
     f'{FILE}: [chapter]: field "minutes": 30 is outside 1..10'),
    ('text = "Two cards left', 'text = "' + "Far too long. " * 30 + 'Two cards left',
     f'{FILE}: [[step]] id="keep_last": field "text":'),
    ('[setup]', '[setup', f'{FILE}: not valid TOML'),
]


@pytest.mark.parametrize("old,new,expected", MISTAKES, ids=[m[2][len(FILE) + 2:][:40]
                                                            for m in MISTAKES])
def test_a_malformed_chapter_is_refused_naming_file_entry_and_field(tmp_path, old, new,
                                                                     expected):
    problems = _broken(tmp_path, old, new)
    assert any(p.startswith(expected) for p in problems), problems


def test_a_step_already_done_when_the_chapter_starts_is_a_problem(tmp_path):
    root = tmp_path / "levels"
    folder = root / "law404" / "tutorial"
    folder.mkdir(parents=True)
    text = REAL.read_text(encoding="utf-8")
    first = text.index("[[step]]")
    step = ('[[step]]\nid = "nothing"\ntext = "Keep nothing."\nask = ["keep *"]\n'
            'done = { when = "directives_kept", at_least = 0 }\n\n')
    (folder / "01_draft.toml").write_text(text[:first] + step + text[first:], "utf-8")
    assert problems_in(root, "law404") == [
        f'{FILE}: [[step]] id="nothing": field "done": already true when the chapter starts']


def test_validate_levels_reports_a_broken_chapter(tmp_path, capsys):
    root = tmp_path / "levels"
    shutil.copytree(levels_root(), root)
    path = root / "law404" / "tutorial" / "01_draft.toml"
    path.write_text(path.read_text("utf-8").replace('kind = "human"', 'kind = "person"'),
                    "utf-8")
    assert cli.main(["validate-levels", str(root)]) == 1
    out = capsys.readouterr().out
    assert f'  {FILE}: [[seat]] #1: field "kind": unknown value "person"' in out


def test_text_links_name_their_rules_sections():
    text = "Keep the [easiest](Directive draft) one; see [Winning]."
    assert script.links(text) == [("easiest", "Directive draft"), ("Winning", "Winning")]
    assert script.plain(text) == "Keep the easiest one; see Winning."
