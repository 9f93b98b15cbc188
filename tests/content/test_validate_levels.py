"""`main.py validate-levels [FOLDER]`: every problem printed, exit 1, never a traceback."""

from __future__ import annotations

import shutil
from pathlib import Path

from game import cli, registry

ROOT = Path(__file__).resolve().parents[2]


def copy_levels(tmp_path: Path) -> Path:
    root = tmp_path / "levels"
    shutil.copytree(ROOT / "levels", root)
    return root


def test_validate_levels_reports_files_that_used_to_pass_then_crash(tmp_path, capsys):
    root = copy_levels(tmp_path)
    (root / "law404" / "actions.toml").write_text("")
    modules = root / "assembly" / "modules.toml"
    modules.write_text(modules.read_text().replace('id = "bridge"', 'id = ""'))
    (root / "tempus" / "ship.toml").write_text("# emptied\n")
    assert cli.main(["validate-levels", str(root)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "law404: 1 problem(s)",
        "  levels/law404/actions.toml: no [[action_card]] entries",
        "assembly: 1 problem(s)",
        '  levels/assembly/modules.toml: [[module]] #1: field "id": expected a non-empty id, '
        "got ''",
        "tempus: 4 problem(s)",
        '  levels/tempus/ship.toml: field "shields_start": missing',
        '  levels/tempus/ship.toml: field "supply": missing',
        "  levels/tempus/ship.toml: no [[space]] entries",
        "  levels/tempus/ship.toml: no [[link]] entries",
    ]


def test_validate_levels_reports_a_folder_without_levels(tmp_path, capsys):
    assert cli.main(["validate-levels", str(tmp_path / "nowhere")]) == 1
    out = capsys.readouterr().out
    assert "levels/law404/ship.toml: file is missing" in out
    assert "levels/tempus/ship.toml: file is missing" in out


def test_validate_levels_reports_a_loader_defect_instead_of_a_traceback(tmp_path, capsys,
                                                                         monkeypatch):
    eng = registry.engine("tempus")

    def broken_loader(root):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(eng, "load_content", broken_loader)
    assert cli.main(["validate-levels", str(copy_levels(tmp_path))]) == 1
    out = capsys.readouterr().out
    assert ("tempus: 1 problem(s)\n  levels/tempus: the loader failed (RecursionError: maximum "
            "recursion depth exceeded)\n") in out


def test_validate_levels_deals_a_game_for_the_fewest_and_most_players(tmp_path, capsys,
                                                                      monkeypatch):
    eng = registry.engine("law404")
    real = eng.new_game

    def fails_for_six(setup, content, **kw):
        if setup.players == 6:
            raise IndexError("pop from empty list")
        return real(setup, content, **kw)

    monkeypatch.setattr(eng, "new_game", fails_for_six)
    assert cli.main(["validate-levels", str(copy_levels(tmp_path))]) == 1
    out = capsys.readouterr().out
    assert ("law404: 1 problem(s)\n  levels/law404: a 6-player game cannot be dealt from these "
            "files (IndexError: pop from empty list)\n") in out
    assert "assembly: ok" in out and "tempus: ok" in out
