"""Bot levels against each other (or, in a co-op game, together), headless and seeded.

Each deal is played once per rotation of the seats, so every level sits in every seat of
the same deal and no level profits from a lucky seat or deal. Competitive games report
each level's share of the wins per seat it played (chance is 1/players) with a 95%
Wilson interval; co-op games report the win rate and mean score of the games a level
played in. Decision latency (observing included, as a table waits for it) is reported per
level. Everything is derived from `seed`, so a run can be repeated exactly (as long as no
hard bot ran out of its time budget: `budget_hits` counts those decisions).

    tournament("law404", players=4, games=200, seats=["hard", "random", "random", "random"],
               seed=1)  ->  {"by_level": {"hard": {"win_share": ...}, ...}, ...}
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


def tournament(game_id: str, players: int | None, games: int, seats: list[str], seed: int,
               options: dict | None = None, budget_s: float = BUDGET_S,
               progress: Callable[[int, int], None] | None = None) -> dict:
    """Play `games` games (see the module docstring); the report as plain JSON.
    ValueError or LookupError, before any game, for a run that cannot be played."""
    info = registry.game_info(game_id)
    players = info.default_players if players is None else players
    check_run(info, games, seed, players, budget_s)
    levels = lineup(seats, players)
    factories = {level: registry.bot_factory(game_id, level) for level in set(levels)}
    start = _game_factory(game_id, registry.content(game_id), options)
    if options:
        start(players, seed)  # an impossible setup fails once, here, with the engine's reason
    rotations = players if len(set(levels)) > 1 else 1
    stats = {level: LevelStats() for level in dict.fromkeys(levels)}
    reasons: dict[str, int] = {}
    finished = errors = 0
    first_error = None
    began = time.perf_counter()
    for i in range(games):
        deal, turn = divmod(i, rotations)
        seated = [levels[(s + turn) % players] for s in range(players)]
        rng = Rng(seed * 1_000_003 + i)
        bots = [factories[level](s, rng.fork()) for s, level in enumerate(seated)]

        def timed(seat: int, seconds: float, seated=seated) -> None:
            stats[seated[seat]].times.append(seconds)

        try:
            game = start(players, seed + deal)
            play_out(game_id, game, bots, budget_s, timed)
        except Exception:  # noqa: BLE001 - counted, and the first one shown
            errors += 1
            first_error = first_error or f"game {i}: " + traceback.format_exc(limit=4)
            continue
        finished += 1
        outcome = game.result
        reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
        if info.coop:
            for level in set(seated):
                s = stats[level]
                s.played += 1
                s.wins += bool(outcome.won)
                if outcome.score is not None:
                    s.scores.append(outcome.score)
        else:
            for level in seated:
                stats[level].played += 1
            for seat in outcome.winners:
                stats[seated[seat]].wins += 1 / len(outcome.winners)
        if progress is not None:
            progress(i + 1, games)
    report: dict[str, Any] = {
        "game": game_id, "players": players, "games": games, "seed": seed,
        "seats": levels, **({"options": options} if options else {}),
        "budget_s": budget_s, "finished": finished, "errors": errors,
        "seconds": round(time.perf_counter() - began, 1),
        "end_reasons": dict(sorted(reasons.items())),
        "by_level": {level: s.to_dict(info.coop, budget_s) for level, s in stats.items()},
    }
    if not info.coop:
        report["chance"] = round(1 / players, 4)
    if first_error:
        report["first_error"] = first_error
    return report


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
    return "\n".join(lines)
