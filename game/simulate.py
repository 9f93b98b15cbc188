"""Play whole games with bots, headless, and report throughput and results."""

from __future__ import annotations

import inspect
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from game import registry
from game.bots.base import BUDGET_S, observe
from game.bots.random_bot import play_uniform
from game.engines.common.rng import Rng

MAX_ACTIONS = 200_000  # a game longer than this is a bug in an engine, reported as an error


@dataclass
class SimReport:
    game: str
    games: int
    players: int
    bots: str
    seed: int
    finished: int = 0
    errors: int = 0
    total_actions: int = 0
    seconds: float = 0.0
    wins: list[float] = field(default_factory=list)
    coop: bool = False
    coop_wins: int = 0
    scores: list[int] = field(default_factory=list)
    reasons: dict[str, int] = field(default_factory=dict)
    first_error: str | None = None
    options: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        secs = max(self.seconds, 1e-9)
        out: dict[str, Any] = {
            "game": self.game,
            "players": self.players,
            "bots": self.bots,
            "seed": self.seed,
            "games": self.games,
            **({"options": self.options} if self.options else {}),
            "finished": self.finished,
            "errors": self.errors,
            "mean_actions": round(self.total_actions / max(self.games, 1), 2),
            "games_per_s": round(self.games / secs, 2),
            "actions_per_s": round(self.total_actions / secs, 1),
            "end_reasons": dict(sorted(self.reasons.items())),
        }
        if self.coop:
            out["results"] = {"win_rate": round(self.coop_wins / max(self.finished, 1), 4)}
            if self.scores:
                out["results"]["mean_score"] = round(sum(self.scores) / len(self.scores), 2)
        else:
            total = max(self.finished, 1)
            out["results"] = {"win_share_per_seat": [round(w / total, 4) for w in self.wins]}
        if self.first_error:
            out["first_error"] = self.first_error
        return out


MAX_GAMES = 10_000_000
MAX_SEED = 2 ** 64 - 1


MAX_BUDGET_S = 3600.0
"""An hour a decision: far more than any bot takes, and a float every timer can hold."""


MAX_WORKERS = 64


def check_run(info: registry.GameInfo, games: Any, seed: Any, players: Any,
              budget_s: Any = None, workers: Any = 1) -> None:
    """ValueError with a sentence for numbers no run can use (a negative count of games, a
    seed the engines cannot hold, a player count the game does not have, a time budget that
    is not a number of seconds, a count of worker processes below one). `simulate` and
    `tournament` both ask it, so a number one refuses the other refuses too, in the same
    words."""
    def whole(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    if not whole(games) or not 1 <= games <= MAX_GAMES:
        raise ValueError(f"The number of games must be a whole number from 1 to "
                         f"{MAX_GAMES:,}, not {games}.")
    if not whole(seed) or not 0 <= seed or seed + games - 1 > MAX_SEED:
        raise ValueError(f"The seed must be a whole number from 0 to {MAX_SEED} (less the "
                         f"number of games), not {seed}.")
    if not whole(players) or not info.min_players <= players <= info.max_players:
        raise ValueError(f"{info.title} is for {info.min_players}-{info.max_players} players, "
                         f"not {players}.")
    if budget_s is not None and not (
            isinstance(budget_s, int | float) and not isinstance(budget_s, bool)
            and 0 < budget_s <= MAX_BUDGET_S):  # NaN fails every comparison, so lands here
        raise ValueError(f"The time budget must be a number of seconds above 0 and at most "
                         f"{MAX_BUDGET_S:.0f}, not {budget_s}.")
    if not whole(workers) or not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"The number of workers must be a whole number from 1 to "
                         f"{MAX_WORKERS}, not {workers}.")


def _game_factory(game_id: str, content: Any, options: dict | None = None):
    """A `new_game(setup)` for whole-game playouts, looked up once per run. `options` are
    extra setup fields (difficulty, variants) for every game."""
    eng = registry.engine(game_id)
    # Engines that can skip undo snapshots and the event log for playouts say so with a
    # `fast` flag; whole-game simulation never undoes.
    fast = "fast" in inspect.signature(eng.new_game).parameters
    extra = dict(options or {})

    def start(players: int, seed: int) -> Any:
        setup = eng.Setup.from_dict({**extra, "players": players, "seed": seed})
        return eng.new_game(setup, content, fast=True) if fast else eng.new_game(setup, content)

    return start


def play_out(game_id: str, game: Any, bots: list, budget_s: float = BUDGET_S,
             timed: Any = None) -> int:
    """Play `game` to its end, each seat's decisions made by `bots[seat]` from an
    Observation; returns how many actions it took. `timed(seat, seconds)`, if given, hears
    how long each decision took (observing included: what a table would wait)."""
    apply = game.apply
    actions = 0
    while not game.is_over:
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"game did not end within {MAX_ACTIONS} actions")
        seat = game.pending.seat
        bot = bots[seat] if seat < len(bots) else bots[0]
        if getattr(bot, "uniform", False):
            apply(play_uniform(game, bot.rng))
        else:
            start = time.perf_counter()
            action = bot.choose(observe(game_id, game, seat, budget_s))
            if timed is not None:
                timed(seat, time.perf_counter() - start)
            apply(action)
        actions += 1
    return actions


def play_one(start: Any, make_bot: Any, players: int, seed: int,
             game_id: str = "") -> tuple[Any, int]:
    """One whole game from `start(players, seed)`, every seat played by `make_bot`."""
    game = start(players, seed)
    bot_rng = Rng(seed ^ 0x5EED)
    bots = [make_bot(s, bot_rng.fork()) for s in range(max(players, 1))]
    return game, play_out(game_id, game, bots)


def simulate(game_id: str, games: int, seed: int, players: int | None = None,
             bot_level: str = "random", options: dict | None = None) -> SimReport:
    """Play `games` seeded games with bots. `options`: extra setup fields for every game,
    e.g. {"difficulty": "hard", "variants": ["glitches"]}; a setup the engine refuses
    raises its RuleError before any game is played."""
    info = registry.game_info(game_id)
    players = info.default_players if players is None else players
    check_run(info, games, seed, players)
    content = registry.content(game_id)
    report = SimReport(game_id, games, players, bot_level, seed, coop=info.coop,
                       wins=[0.0] * players, options=dict(options or {}))
    new = _game_factory(game_id, content, options)
    make_bot = registry.bot_factory(game_id, bot_level)  # LookupError names the levels
    if options:
        new(players, seed)  # an impossible setup fails once, here, with the engine's reason
    start = time.perf_counter()
    for i in range(games):
        try:
            game, n = play_one(new, make_bot, players, seed + i, game_id)
        except Exception:  # noqa: BLE001 - every failure is counted and the first one shown
            report.errors += 1
            if report.first_error is None:
                report.first_error = f"seed {seed + i}: " + traceback.format_exc(limit=3)
            continue
        report.finished += 1
        report.total_actions += n
        outcome = game.result
        report.reasons[outcome.reason] = report.reasons.get(outcome.reason, 0) + 1
        if info.coop:
            report.coop_wins += bool(outcome.won)
            if outcome.score is not None:
                report.scores.append(outcome.score)
        elif outcome.winners:
            share = 1.0 / len(outcome.winners)
            for seat in outcome.winners:
                report.wins[seat] += share
    report.seconds = time.perf_counter() - start
    return report
