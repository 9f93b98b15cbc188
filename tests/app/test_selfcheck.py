"""`--selfcheck` opens every game's declared table, plays, saves and loads (CI runs it on the
packaged app too)."""

from __future__ import annotations

from game import navigation, registry
from game.cli import main
from game.paths import levels_root
from game.tutorial.script import load_chapters


def test_selfcheck_names_each_games_table_and_ends_ok(capsys, starboard_home):
    assert main(["--selfcheck"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1] == "selfcheck ok"
    for game_id in registry.GAMES:
        table = navigation.table_class(game_id).__name__
        assert any(line.startswith(f"{game_id}: {table} ok (30 bot moves") for line in lines)
    chapters = len(load_chapters(levels_root(), "law404"))
    assert f"law404 tutorial: The draft and directives ok ({chapters} chapter(s), first 3 " \
        "steps played to step 4)" in lines
    assert not list(starboard_home.glob("**/*.json")), "the player's folder is never touched"


def test_selfcheck_fails_loudly_when_a_table_is_missing(capsys, monkeypatch):
    info = registry.GAMES["assembly"]
    monkeypatch.setitem(registry.GAMES, "assembly",
                        registry.GameInfo(**{**info.__dict__, "table": "game.scenes.gone:Gone"}))
    assert main(["--selfcheck"]) == 1
    out = capsys.readouterr().out
    assert "assembly: FAILED: TableMissing" in out and "selfcheck failed" in out
