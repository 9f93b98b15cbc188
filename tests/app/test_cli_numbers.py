"""`simulate` and `tournament` refuse numbers no run can use with a sentence (exit 2), before
playing, and both in the same words (they ask the same check)."""

from __future__ import annotations

import pytest

from game import cli, registry
from game.simulate import simulate


@pytest.mark.parametrize("args, fragment", [
    (["--games", "-5"], "number of games"),
    (["--games", "0"], "number of games"),
    (["--games", "100000000000"], "number of games"),
    (["--seed", "-1"], "seed"),
    (["--seed", str(2 ** 64)], "seed"),
    (["--players", "0"], "not 0"),
    (["--players", "-3"], "not -3"),
    (["--players", "99"], "not 99"),
])
def test_simulate_refuses_nonsense_numbers_with_a_sentence(args, fragment, capsys):
    code = cli.main(["simulate", "--game", "law404", *args])
    captured = capsys.readouterr()
    assert code == 2
    assert fragment in captured.err and "Traceback" not in captured.err
    assert captured.out == "", "no games were played"


@pytest.mark.parametrize("args, fragment", [
    (["--seed", "-1"], "seed"),
    (["--seed", str(2 ** 64)], "seed"),
    (["--seed", str(10 ** 30)], "seed"),
    (["--budget", "nan"], "time budget"),
    (["--budget", "inf"], "time budget"),
    (["--budget", "0"], "time budget"),
    (["--players", "0"], "not 0"),
    (["--players", "7"], "not 7"),
    (["--games", "0"], "number of games"),
])
def test_tournament_refuses_what_simulate_refuses_in_the_same_words(args, fragment, capsys):
    """A budget is the tournament's alone (simulate's bots do not think against a clock);
    every other number is refused by both commands with the very same sentence."""
    commands = ("tournament",) if "--budget" in args else ("simulate", "tournament")
    said = {}
    for command in commands:
        games = [] if "--games" in args else ["--games", "1"]
        code = cli.main([command, "--game", "law404", *games, *args])
        captured = capsys.readouterr()
        assert code == 2, command
        assert fragment in captured.err and "Traceback" not in captured.err, command
        assert captured.out == "", f"{command} played no game"
        said[command] = captured.err
    assert len(set(said.values())) == 1, said


def test_a_seed_written_as_a_sum_is_refused_by_argparse_for_both(capsys):
    for command in ("simulate", "tournament"):
        with pytest.raises(SystemExit) as exited:
            cli.main([command, "--game", "law404", "--seed", "10**30"])
        assert exited.value.code == 2
        assert "invalid int value: '10**30'" in capsys.readouterr().err


def test_simulate_function_refuses_a_negative_count(toy):
    with pytest.raises(ValueError, match="number of games"):
        simulate("toy", games=-5, seed=1, players=2)


def test_a_sensible_run_is_still_accepted(capsys):
    assert cli.main(["simulate", "--game", "assembly", "--games", "1", "--seed", "0"]) == 0
    assert "finished: 1" in capsys.readouterr().out


@pytest.mark.parametrize("size, expected", [("99999999x99999999", (16384, 16384)),
                                            ("10x10", (640, 360))])
def test_window_size_argument_is_clamped(size, expected):
    assert cli._size(size) == expected


def test_a_window_size_argument_that_is_not_a_size_is_a_sentence():
    with pytest.raises(SystemExit, match="must look like"):
        cli._size("1e999x720")


def test_every_game_checks_its_own_player_range(capsys):
    for game_id, info in registry.GAMES.items():
        code = cli.main(["simulate", "--game", game_id, "--players",
                         str(info.max_players + 1)])
        assert code == 2, game_id
        assert f"{info.min_players}-{info.max_players} players" in capsys.readouterr().err
