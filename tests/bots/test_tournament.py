"""The tournament: seats rotate over each deal, results repeat for a seed, and the report
has win shares with intervals and latency per level."""

from __future__ import annotations

import json

import pytest

from game import cli
from game.bots import tournament as T


def _without_timing(report: dict) -> dict:
    out = {k: v for k, v in report.items() if k != "seconds"}
    out["by_level"] = {level: {k: v for k, v in s.items() if k != "latency_ms"}
                       for level, s in report["by_level"].items()}
    if "baseline" in report:
        out["baseline"] = _without_timing(report["baseline"])
    return out


def test_every_level_sits_in_every_seat_of_each_deal(monkeypatch):
    seen = []
    real = T.play_out

    def spy(game_id, game, bots, budget_s, timed):
        seen.append((game.setup.seed, tuple(type(b).__name__ + str(b.seat) for b in bots)))
        return real(game_id, game, bots, budget_s, timed)

    monkeypatch.setattr(T, "play_out", spy)
    T.tournament("law404", 3, 3, ["normal", "random", "random"], seed=4)
    deals = [seed for seed, _ in seen]
    assert deals == [4, 4, 4], "each deal once per rotation"
    seats_of_normal = {names.index(next(n for n in names if n.startswith("NormalBot")))
                       for _, names in seen[:3]}
    assert seats_of_normal == {0, 1, 2}


def test_a_tournament_repeats_exactly_for_its_seed():
    args = ("law404", 2, 4, ["easy", "random"], 11)
    first, again = T.tournament(*args), T.tournament(*args)
    assert _without_timing(first) == _without_timing(again)
    assert first["finished"] == 4 and first["chance"] == 0.5
    shares = first["by_level"]
    total = shares["easy"]["win_share"] * 4 + shares["random"]["win_share"] * 4
    assert total == pytest.approx(4, abs=0.01), "every game's win is shared out once"


def test_coop_reports_win_rate_and_score_per_level():
    report = T.tournament("assembly", 1, 4, ["normal"], seed=2)
    level = report["by_level"]["normal"]
    assert level["games"] == 4 and 0 <= level["win_rate"] <= 1 and "mean_score" in level
    assert level["latency_ms"]["decisions"] > 0 and level["latency_ms"]["p95"] >= 0
    assert "chance" not in report


def test_wilson_interval():
    assert T.wilson(0, 0) == (0.0, 1.0)
    lo, hi = T.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)


def test_cli_tournament_json(capsys):
    code = cli.main(["tournament", "--game", "tempus", "--players", "2", "--games", "2",
                     "--seats", "normal", "--difficulty", "trainee", "--seed", "3", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["seats"] == ["normal", "normal"]
    assert report["options"] == {"difficulty": "trainee"}
    assert set(report["by_level"]) == {"normal"}


def test_paired_run_puts_the_baseline_in_the_tested_seats_of_the_same_games(monkeypatch):
    seen = []
    real = T.play_out

    def spy(game_id, game, bots, budget_s, timed):
        seen.append((game.setup.seed, [type(b).__name__ for b in bots],
                     [b.rng.next_u64() for b in bots if hasattr(b, "rng")]))
        return real(game_id, game, bots, budget_s, timed)

    monkeypatch.setattr(T, "play_out", spy)
    report = T.tournament("law404", 3, 3, ["easy", "random", "random"], seed=10_000,
                          versus="normal")
    assert [seed for seed, _, _ in seen] == [10_000] * 6, "one deal, each game twice"
    for (_, tested, streams), (_, baseline, base_streams) in zip(seen[::2], seen[1::2],
                                                                 strict=True):
        seat = tested.index(next(n for n in tested if n != "UniformRandomBot"))
        assert baseline[seat] == "NormalBot" and baseline.count("UniformRandomBot") == 2
        assert [n for s, n in enumerate(baseline) if s != seat] == \
               [n for s, n in enumerate(tested) if s != seat], "the rest unchanged"
        assert streams == base_streams, "every seat draws the same random stream"
    paired = report["paired"]
    assert paired["deals"] == 1 and paired["deals_from_seed"] == [10_000, 10_000]
    assert paired["ci95"] is None, "one deal gives no spread to measure"
    assert report["baseline"]["finished"] == 3 and "normal" in report["baseline"]["by_level"]
    assert paired["level_share"] == report["by_level"]["easy"]["win_share"]


def test_paired_difference_is_a_t_interval_over_deals():
    out = T.paired_difference([1.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.0])
    assert out["difference"] == 0.5 and out["level_share"] == 0.5
    half = 3.182 * 0.57735 / 2  # t(3) * sd / sqrt(4)
    assert out["ci95"] == pytest.approx([0.5 - half, 0.5 + half], abs=1e-3)
    assert T.paired_difference([0.5, 0.5], [0.5, 0.5])["ci95"] == [0.0, 0.0]


def test_workers_give_the_same_report_as_one():
    args = ("law404", 2, 4, ["easy", "normal"], 10_003)
    one = T.tournament(*args, versus="random", workers=1)
    two = T.tournament(*args, versus="random", workers=2)
    assert one["paired"]["deals"] == 2 and one["baseline"]["finished"] == 4
    assert _without_timing(one) == _without_timing(two)


@pytest.mark.parametrize("args", [["--seats", "normal,genius"], ["--players", "9"],
                                  ["--seats", "normal,random,random"],
                                  ["--seats", "normal", "--versus", "normal"],
                                  ["--seats", "hard,normal,normal", "--versus", "genius"],
                                  ["--workers", "0"], ["--workers", "-3"]])
def test_cli_tournament_refuses_bad_seats(args, capsys):
    code = cli.main(["tournament", "--game", "law404", "--games", "1", *args])
    assert code == 2 and capsys.readouterr().err.strip()
