"""Command line: smoke, replay, simulate, validate-levels."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli, records, registry
from game.simulate import simulate

ROOT = Path(__file__).resolve().parents[2]


def test_smoke_prints_ms_to_first_frame(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               STARBOARD_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "main.py", "--smoke"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    words = out.stdout.strip().split()
    assert words[:2] == ["smoke", "ok"] and words[2].isdigit()


def test_a_start_from_the_desktop_builds_no_parser(tmp_path):
    """No arguments, or only --fullscreen and --smoke: the window opens without argparse
    (a few milliseconds of every start); anything else still goes through the parser."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               STARBOARD_HOME=str(tmp_path))
    code = ("import sys; sys.argv = ['main.py', '--smoke']; from game import cli; cli.main(); "
            "print('argparse' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[:2] == ["smoke", "ok"] and out.stdout.split()[-1] == "False"
    with pytest.raises(SystemExit):
        cli.main(["--smoke", "--no-such-flag"])


def _record_file(tmp_path, actions):
    path = tmp_path / "r.json"
    rec = records.Record("toy", {"players": 2, "seed": 3}, actions)
    records.write_record(path, rec)
    return path


def test_replay_prints_final_state_as_json(tmp_path, toy, capsys):
    path = _record_file(tmp_path, ["take 1", "take 2"])
    assert cli.main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["actions"] == 2 and out["game"] == "toy"
    game = records.replay(records.read_record(path))
    assert out["state"] == game.summary()


def test_replay_illegal_record_exits_1_with_sentence(tmp_path, toy, capsys):
    path = _record_file(tmp_path, ["take 1", "take 7"])
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert 'Action 2 ("take 7") cannot be played' in err


def test_replay_malformed_record_exits_1(tmp_path, toy, capsys):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "starboard-record", "version": 1, "game": "toy"}')
    assert cli.main(["replay", str(path)]) == 1
    assert "setup" in capsys.readouterr().err


def test_replay_unparseable_action_exits_1(tmp_path, toy, capsys):
    path = _record_file(tmp_path, ["dance"])
    assert cli.main(["replay", str(path)]) == 1
    assert "not a Toy Nim action" in capsys.readouterr().err


def test_simulate_plays_whole_games_and_reports(toy):
    report = simulate("toy", games=30, seed=1, players=2).to_dict()
    assert report["games"] == 30 and report["finished"] == 30 and report["errors"] == 0
    assert report["mean_actions"] > 3
    assert abs(sum(report["results"]["win_share_per_seat"]) - 1.0) < 1e-9
    again = simulate("toy", games=30, seed=1, players=2).to_dict()
    assert again["results"] == report["results"], "same seed, same results"


def test_simulate_reports_missing_engine_instead_of_faking(monkeypatch, capsys):
    monkeypatch.setattr(registry, "is_available", lambda game_id: False)
    code = cli.main(["simulate", "--game", "tempus", "--games", "3", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 2 and out["error"] == "engine missing"


def test_simulate_passes_difficulty_and_variants_to_every_game(capsys):
    code = cli.main(["simulate", "--game", "assembly", "--games", "20", "--difficulty", "hard",
                     "--variant", "glitches", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["errors"] == 0 and out["finished"] == 20
    assert out["options"] == {"difficulty": "hard", "variants": ["glitches"]}
    plain = simulate("assembly", games=20, seed=1).to_dict()
    assert plain["mean_actions"] != out["mean_actions"], "the options changed the games"


@pytest.mark.parametrize("args", [["--game", "assembly", "--difficulty", "impossible"],
                                  ["--game", "law404", "--variant", "nope"],
                                  ["--game", "tempus", "--bots", "genius"]])
def test_simulate_refuses_an_impossible_setup_up_front(args, capsys):
    code = cli.main(["simulate", "--games", "3", *args])
    err = capsys.readouterr().err
    assert code == 2 and ("nope" in err or "impossible" in err or "genius" in err)


def test_validate_levels_reports_every_game(capsys):
    code = cli.main(["validate-levels"])
    out = capsys.readouterr().out
    for game_id in registry.GAMES:
        assert out.count(f"{game_id}:") >= 1
    assert code in (0, 1)
    assert (code == 0) == ("problem" not in out)
