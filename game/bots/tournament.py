"""Bot levels against each other (or, in a co-op game, together), headless and seeded.

Each deal is played once per rotation of the seats, so every level sits in every seat of
the same deal and no level profits from a lucky seat or deal. Competitive games report
each level's share of the wins per seat it played (chance is 1/players) with a 95%
Wilson interval; co-op games report the win rate and mean score of the games a level
played in. Decision latency (observing included, as a table waits for it) is reported per
level. Everything is derived from `seed`, so a run can be repeated exactly (as long as no
hard bot ran out of its time budget: `budget_hits` counts those decisions).

A paired run (`versus="normal"`) plays every game twice: as seated, and with the baseline
level in the seats of the first level named, every other seat and every bot's random
stream unchanged. It reports both sides and the difference with a 95% interval over deals
(paired.py). The house rule for figures: tune on seeds below 10,000; every figure a note or
doc gives comes from seeds at or above 10,000 not used while tuning, and says which
(docs/bots.md).

    tournament("law404", players=4, games=200, seats=["hard", "random", "random", "random"],
               seed=1)  ->  {"by_level": {"hard": {"win_share": ...}, ...}, ...}
    tournament("law404", 4, 800, ["hard", "normal", "normal", "normal"], seed=10_000,
               versus="normal", workers=2)  ->  {..., "paired": {"difference": ...}}
"""

from __future__ import annotations

import math
import statistics
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game import registry
from game.bots.base import BUDGET_S
from game.bots.paired import paired_difference
from game.engines.common.rng import Rng
from game.simulate import _game_factory, check_run, play_out

Z95 = 1.959964


@dataclass
class LevelStats:
    played: int = 0
    """Seats played (competitive) or games taken part in (co-op)."""
    wins: float = 0.0
    scores: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    over_budget: int = 0

    def to_dict(self, coop: bool, budget_s: float) -> dict:
        rate = self.wins / self.played if self.played else 0.0
        lo, hi = wilson(self.wins, self.played)
        out: dict[str, Any] = {"win_rate" if coop else "win_share": round(rate, 4),
                               "ci95": [round(lo, 4), round(hi, 4)],
                               "games" if coop else "seats_played": self.played}
        if coop and self.scores:
            out["mean_score"] = round(statistics.fmean(self.scores), 2)
        out["latency_ms"] = latency(self.times)
        out["budget_hits"] = sum(t > budget_s for t in self.times)
        return out


def wilson(successes: float, n: int) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (shared wins count fractionally)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + Z95 ** 2 / n
    centre = (p + Z95 ** 2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def latency(times: list[float]) -> dict:
    if not times:
        return {"decisions": 0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"decisions": len(ordered), "median": round(statistics.median(ordered) * 1000, 2),
            "p95": round(p95 * 1000, 2), "max": round(ordered[-1] * 1000, 2)}


def lineup(seats: list[str], players: int) -> list[str]:
    """One level per seat: a single level fills every seat."""
    if len(seats) == 1:
        return seats * players
    if len(seats) != players:
        raise ValueError(f"--seats names {len(seats)} levels for {players} players; name one "
                         "level for every seat, or one level for all of them.")
    return list(seats)


def setup_options(difficulty: str | None, variants: list[str]) -> dict:
    """Extra setup fields for every game of a run."""
    options: dict = {}
    if difficulty:
        options["difficulty"] = difficulty
    if variants:
        options["variants"] = sorted(set(variants))
    return options


def paired_lineup(levels: list[str], versus: str) -> tuple[str, list[str]]:
    """(the level under test, the lineup with the baseline in its seats): the first level
    named is the one under test; every other seat stays as it is."""
    tested = levels[0]
    if tested == versus:
        raise ValueError(f"--versus {versus} would compare {versus} with itself: the first "
                         f"level in --seats is the one under test, so name another first.")
    return tested, [versus if level == tested else level for level in levels]


def tournament(game_id: str, players: int | None, games: int, seats: list[str], seed: int,
               options: dict | None = None, budget_s: float = BUDGET_S,
               progress: Callable[[int, int], None] | None = None,
               versus: str | None = None, workers: int = 1) -> dict:
    """Play `games` games (see the module docstring); the report as plain JSON. With
    `versus` (a level), each game is played again with that level in the seats of the first
    level named, and the report adds the paired difference (see paired.py). `workers`
    processes share the deals; the results are the same for any number of them.
    ValueError or LookupError, before any game, for a run that cannot be played."""
    info = registry.game_info(game_id)
    players = info.default_players if players is None else players
    check_run(info, games, seed, players, budget_s, workers)
    levels = lineup(seats, players)
    sides = {"level": levels}
    if versus is not None:
        tested, sides["baseline"] = paired_lineup(levels, versus)
    for level in {lv for side in sides.values() for lv in side}:
        registry.bot_factory(game_id, level)  # LookupError names the levels there are
    if options:
        _game_factory(game_id, registry.content(game_id), options)(players, seed)
    rotations = players if len(set(levels)) > 1 else 1
    plan = [{"game": game_id, "players": players, "options": options or {}, "seed": seed,
             "budget_s": budget_s, "sides": sides, "deal": deal,
             "games": list(range(deal * rotations, min(games, (deal + 1) * rotations))),
             "rotations": rotations}
            for deal in range(-(-games // rotations))]
    began = time.perf_counter()
    records: list[dict] = []
    for done in _played(plan, workers):
        records.extend(done)
        if progress is not None:
            progress(len(records) // len(sides), games)
    report: dict[str, Any] = {
        "game": game_id, "players": players, "games": games, "seed": seed,
        "seats": levels, **({"options": options} if options else {}),
        "budget_s": budget_s, "seconds": round(time.perf_counter() - began, 1),
        **_summary(info.coop, budget_s, [r for r in records if r["side"] == "level"])}
    if not info.coop:
        report["chance"] = round(1 / players, 4)
    if versus is not None:
        report["versus"] = versus
        report["baseline"] = _summary(info.coop, budget_s,
                                      [r for r in records if r["side"] == "baseline"])
        report["paired"] = {"level": tested, "versus": versus,
                            "deals_from_seed": [seed, seed + len(plan) - 1],
                            **_paired(records, tested, info.coop)}
    return report


def _played(plan: list[dict], workers: int):
    """Each deal's game records, in the plan's order, played here or in `workers`
    processes (a deal's records depend on its plan alone, so the order of work is free)."""
    if workers == 1 or len(plan) == 1:
        yield from map(play_deal, plan)
        return
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=min(workers, len(plan))) as pool:
        yield from pool.map(play_deal, plan)


_STARTS: dict = {}


def play_deal(spec: dict) -> list[dict]:
    """Every game of one deal (each rotation, on each side) as plain records: who sat
    where, how it ended and how long each decision took."""
    game_id, players = spec["game"], spec["players"]
    key = (game_id, repr(sorted(spec["options"].items())))
    if key not in _STARTS:
        _STARTS[key] = _game_factory(game_id, registry.content(game_id), spec["options"])
    start = _STARTS[key]
    out = []
    for i in spec["games"]:
        turn = i % spec["rotations"]
        for side, levels in spec["sides"].items():
            seated = [levels[(s + turn) % players] for s in range(players)]
            rng = Rng(spec["seed"] * 1_000_003 + i)
            bots = [registry.bot_factory(game_id, level)(s, rng.fork())
                    for s, level in enumerate(seated)]
            record: dict[str, Any] = {"game": i, "deal": spec["deal"], "side": side,
                                      "seated": seated, "times": []}

            def timed(seat: int, seconds: float, record=record) -> None:
                record["times"].append((seat, seconds))

            try:
                game = start(players, spec["seed"] + spec["deal"])
                play_out(game_id, game, bots, spec["budget_s"], timed)
            except Exception:  # noqa: BLE001 - counted, and the first one shown
                record["error"] = f"game {i}: " + traceback.format_exc(limit=4)
            else:
                outcome = game.result
                record.update(reason=outcome.reason, won=bool(outcome.won),
                              score=outcome.score, winners=list(outcome.winners))
            out.append(record)
    return out


def _summary(coop: bool, budget_s: float, records: list[dict]) -> dict:
    """Finished and failed games, end reasons and the by-level figures of `records`."""
    stats: dict[str, LevelStats] = {}
    reasons: dict[str, int] = {}
    errors = [r["error"] for r in records if "error" in r]
    for r in records:
        seated = r["seated"]
        for level in dict.fromkeys(seated):
            stats.setdefault(level, LevelStats())
        for seat, seconds in r["times"]:
            stats[seated[seat]].times.append(seconds)
        if "error" in r:
            continue
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
        if coop:
            for level in set(seated):
                s = stats[level]
                s.played += 1
                s.wins += r["won"]
                if r["score"] is not None:
                    s.scores.append(r["score"])
        else:
            for level in seated:
                stats[level].played += 1
            for seat in r["winners"]:
                stats[seated[seat]].wins += 1 / len(r["winners"])
    out: dict[str, Any] = {"finished": len(records) - len(errors), "errors": len(errors),
                           "end_reasons": dict(sorted(reasons.items())),
                           "by_level": {level: s.to_dict(coop, budget_s)
                                        for level, s in stats.items()}}
    if errors:
        out["first_error"] = errors[0]
    return out


def _paired(records: list[dict], tested: str, coop: bool) -> dict:
    """The tested level's result against the baseline's in the same seats, per deal (the
    mean over the deal's games that finished on both sides)."""
    by_game: dict[int, dict[str, dict]] = {}
    for r in records:
        by_game.setdefault(r["game"], {})[r["side"]] = r
    deals: dict[int, tuple[list[float], list[float]]] = {}
    for pair in by_game.values():
        if any("error" in r for r in pair.values()):
            continue
        mine = pair["level"]
        seats_of = [s for s, level in enumerate(mine["seated"]) if level == tested]
        level_side, base_side = deals.setdefault(mine["deal"], ([], []))
        level_side.append(_result(mine, seats_of, coop))
        base_side.append(_result(pair["baseline"], seats_of, coop))
    per_deal = [(statistics.fmean(a), statistics.fmean(b)) for a, b in deals.values()]
    return paired_difference([a for a, _ in per_deal], [b for _, b in per_deal])


def _result(record: dict, seats: list[int], coop: bool) -> float:
    """The game's win for `seats`: won or lost (co-op), or their mean share of the win."""
    if coop:
        return float(record["won"])
    winners = record["winners"]
    return sum(1 / len(winners) for s in seats if s in winners) / len(seats)


def format_report(report: dict) -> str:
    """A few lines for a person: one per level."""
    lines = [f"{report['game']}, {report['players']} players, {report['finished']} of "
             f"{report['games']} games ({report['errors']} errors) in {report['seconds']} s"]
    for level, s in report["by_level"].items():
        rate = s.get("win_share", s.get("win_rate"))
        lo, hi = s["ci95"]
        lat = s["latency_ms"]
        timing = (f"median {lat['median']} ms, p95 {lat['p95']} ms, max {lat['max']} ms"
                  if lat["decisions"] else "no timed decisions")
        score = f", mean score {s['mean_score']}" if "mean_score" in s else ""
        lines.append(f"  {level:8s} wins {rate:.1%} (95% CI {lo:.1%}-{hi:.1%}){score}; "
                     f"{timing}")
    if "chance" in report:
        lines.append(f"  (chance: {report['chance']:.1%})")
    if report.get("first_error"):
        lines.append(report["first_error"])
    if "paired" in report:
        lines.append(_paired_lines(report))
    return "\n".join(lines)


def _paired_lines(report: dict) -> str:
    p = report["paired"]
    first, last = p["deals_from_seed"]
    ci = p["ci95"]
    interval = f"95% CI {ci[0]:+.1%} to {ci[1]:+.1%}" if ci else "one deal: no interval"
    lines = [f"Paired: {p['level']} against {p['versus']} in the same seats of {p['deals']} "
             f"deals (seeds {first}-{last})",
             f"  {p['level']:8s} {p['level_share']:.1%}",
             f"  {p['versus']:8s} {p['baseline_share']:.1%}",
             f"  difference {p['difference']:+.1%} ({interval})"]
    base = report["baseline"]
    for level, s in base["by_level"].items():
        lat = s["latency_ms"]
        if lat["decisions"]:
            lines.append(f"  {level:8s} in the baseline games: median {lat['median']} ms, "
                         f"p95 {lat['p95']} ms, max {lat['max']} ms")
    if base.get("first_error"):
        lines.append(base["first_error"])
    return "\n".join(lines)
