"""levels/law404 content: the real files load; each broken fixture gives its exact error."""

import shutil
from pathlib import Path

import pytest

from game.engines.common.errors import ContentError
from game.engines.law404 import load_content

ROOT = Path(__file__).resolve().parents[3]
BAD = sorted((ROOT / "tests" / "data" / "levels_bad" / "law404").glob("*.toml"))


def test_rule_content_loads_and_is_complete(content):
    assert len(content.directives) == 30
    verbs = {d.split("_")[0] for d in content.directives}
    assert verbs == {"improvise", "hide", "destroy", "empower", "explore"}
    assert len({c.priority for c in content.action_cards.values()}) == len(content.action_cards)
    assert len(content.action_cards) >= 31
    assert any(c.highlighted for c in content.action_cards.values())
    assert sum(e.kind == "anomaly" for e in content.events.values()) >= 8
    assert "categorical_imperative" in content.events
    assert len(content.chips) >= 8 and len(content.room_cards) == 8
    assert all(d.flavour for d in content.directives.values())


def _header(path: Path, key: str) -> str:
    for line in path.read_text().splitlines():
        if line.startswith(f"# {key}: "):
            return line[len(key) + 4:]
    raise AssertionError(f"{path.name} lacks '# {key}:'")


def test_rule_bad_content_fixtures_cover_ten_kinds_of_mistake():
    assert len(BAD) >= 10


@pytest.mark.parametrize("fixture", BAD, ids=lambda p: p.stem)
def test_rule_bad_content_names_file_entry_and_field(fixture, tmp_path):
    shutil.copytree(ROOT / "levels" / "law404", tmp_path / "law404")
    shutil.copy(fixture, tmp_path / "law404" / _header(fixture, "replaces"))
    with pytest.raises(ContentError) as err:
        load_content(tmp_path)
    expect = _header(fixture, "expect")
    assert any(p.startswith(expect) for p in err.value.problems), err.value.problems
