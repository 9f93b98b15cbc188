"""levels/assembly loads and validates; each bad fixture gives its exact error lines."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.engines import assembly as A
from game.engines.common.errors import ContentError

ROOT = Path(__file__).resolve().parents[3]
BAD = ROOT / "tests" / "data" / "levels_bad" / "assembly"

EXPECTED = {
    "roles__unknown_ability.toml": [
        'levels/assembly/roles.toml: [[role]] id="alfie": field "ability": unknown value '
        '"swap_blueprint" (did you mean "swap_blueprints"?); expected one of swap_blueprints, '
        "swap_three, swap_stack, lock_three, deploy_choose, rotate_single, rotate_three",
        'levels/assembly/roles.toml: [[role]] id="jayani": field "title": missing',
    ],
    "malfunctions__bad_effect.toml": [
        'levels/assembly/malfunctions.toml: [[malfunction]] id="A_3": field "effects[0].count": '
        "expected int 1..3, got '1'",
        'levels/assembly/malfunctions.toml: [[malfunction]] id="A_6": field "bay": malfunctions '
        "sit at bays 3, 6, 9 or 12, got 5",
        'levels/assembly/malfunctions.toml: [[malfunction]] id="A_9": field "effects[0]": '
        'unknown verb "explode" (did you mean "deploy"?)',
        'levels/assembly/malfunctions.toml: [[malfunction]] id="A_12": field "set": unknown '
        'value "Z"; expected one of A',
        'levels/assembly/malfunctions.toml: [[set]] id="A": needs one malfunction for each of '
        "bays 3, 6, 9, 12; has bays [3, 9]",
    ],
    "glitches__duplicate_id.toml": [
        'levels/assembly/glitches.toml: [[glitch]] id="lock_jam": field "id": duplicate id '
        '"lock_jam"',
        'levels/assembly/glitches.toml: [[glitch]] id="lock_jam": field "compatible": unknown '
        'mode "overide" (did you mean "override"?)',
    ],
    "decks__unknown_card.toml": [
        'levels/assembly/decks.toml: [[deck]] id="base_solo": field "cards": unknown card '
        '"deploy_lok" (did you mean "deploy_lock"?)',
        'levels/assembly/decks.toml: [[deck]] id="base_solo": field "cards.swap": expected '
        "int >= 0, got -1",
    ],
}


def test_levels_load(content):
    assert len(content.modules) == 12 and len(content.roles) == 7
    assert len(content.malfunctions) == 32 and len(content.glitches) >= 6
    for m in content.malfunctions.values():
        assert m.flavour and m.text
    for r in content.roles.values():
        assert r.flavour and r.text


def load_with(tmp_path: Path, fixture: str):
    target = fixture.split("__")[0] + ".toml"
    levels = tmp_path / "levels"
    shutil.copytree(ROOT / "levels" / "assembly", levels / "assembly")
    shutil.copy(BAD / fixture, levels / "assembly" / target)
    return A.load_content(levels)


@pytest.mark.parametrize("fixture", sorted(EXPECTED))
def test_bad_content_names_file_entry_field(tmp_path, fixture):
    with pytest.raises(ContentError) as err:
        load_with(tmp_path, fixture)
    for line in EXPECTED[fixture]:
        assert line in err.value.problems, "\n".join(err.value.problems)


def test_bad_toml_names_file(tmp_path):
    with pytest.raises(ContentError) as err:
        load_with(tmp_path, "modules__not_toml.toml")
    assert err.value.problems[0].startswith("levels/assembly/modules.toml: not valid TOML")
