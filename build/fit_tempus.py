"""Fit the Tempus hard crew's win estimate (`game/bots/tempus/hard.py`, `FITTED`) again.

Plays normal-crew games (tune seeds only: the house rule in docs/bots.md), records the
position's `features` at every round's start with whether that game was won, fits a
logistic regression on the first games and reports its log loss on the rest against the
base rate. The same arguments give the same weights.

    python build/fit_tempus.py --games 5000 --seed 4000 --players 3 --difficulty officer
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TUNE_SEEDS_BELOW = 10_000


def round_starts(seed: int, players: int, difficulty: str) -> tuple[list[list[float]], bool]:
    """The features at each round's start of one normal-crew game, and whether it was won."""
    from game import registry
    from game.bots.base import observe
    from game.bots.tempus.hard import features
    from game.engines.common.rng import Rng
    from game.engines.tempus import new_game
    from game.engines.tempus.setup import Setup

    game = new_game(Setup(players=players, seed=seed, difficulty=difficulty),
                    registry.content("tempus"))
    rng = Rng(seed ^ 0x5EED)
    make = registry.bot_factory("tempus", "normal")
    bots = [make(s, rng.fork()) for s in range(players)]
    rows, seen = [], None
    while not game.is_over:
        if game.round != seen:
            seen = game.round
            rows.append(features(game))
        seat = game.pending.seat
        game.apply(bots[seat].choose(observe("tempus", game, seat)))
    return rows, bool(game.result.won)


def fit(rows: list[list[float]], labels: list[float], ridge: float = 1e-3,
        steps: int = 25) -> list[float]:
    """Logistic regression by Newton's method (intercept first), a little ridge on the
    slopes so a feature that never varies in the sample stays at 0."""
    k = len(rows[0]) + 1
    w = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, y in zip(rows, labels, strict=True):
            xs = [1.0, *x]
            p = _sigmoid(sum(a * b for a, b in zip(w, xs, strict=True)))
            r = p * (1 - p)
            for i in range(k):
                grad[i] += (p - y) * xs[i]
                if xs[i]:
                    row = hess[i]
                    for j in range(k):
                        row[j] += r * xs[i] * xs[j]
        n = len(rows)
        for i in range(1, k):
            grad[i] += ridge * n * w[i]
            hess[i][i] += ridge * n
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def log_loss(w: list[float], rows: list[list[float]], labels: list[float]) -> float:
    total = 0.0
    for x, y in zip(rows, labels, strict=True):
        p = _sigmoid(w[0] + sum(a * b for a, b in zip(w[1:], x, strict=True)))
        p = min(1 - 1e-12, max(1e-12, p))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting (a is small and dense)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            if f:
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        if abs(m[r][r]) < 1e-12:
            continue
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=4000)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--difficulty", default="officer")
    ap.add_argument("--held-out", type=float, default=0.2,
                    help="share of the games (the last ones) kept out of the fit")
    args = ap.parse_args(argv)
    if args.seed + args.games > TUNE_SEEDS_BELOW:
        raise SystemExit(f"seeds {args.seed}-{args.seed + args.games - 1}: fit on tune seeds "
                         f"only (below {TUNE_SEEDS_BELOW}, docs/bots.md)")
    train_rows: list[list[float]] = []
    train_y: list[float] = []
    test_rows: list[list[float]] = []
    test_y: list[float] = []
    cut = args.games - round(args.games * args.held_out)
    won = 0
    for i in range(args.games):
        rows, win = round_starts(args.seed + i, args.players, args.difficulty)
        won += win
        dest_rows, dest_y = (train_rows, train_y) if i < cut else (test_rows, test_y)
        dest_rows += rows
        dest_y += [float(win)] * len(rows)
    w = fit(train_rows, train_y)
    base = sum(train_y) / len(train_y)
    out = {"games": args.games, "won": won, "round_starts": len(train_rows) + len(test_rows),
           "weights": [round(x, 4) for x in w]}
    if test_rows:
        out["held_out_log_loss"] = round(log_loss(w, test_rows, test_y), 4)
        out["base_rate_log_loss"] = round(log_loss([math.log(base / (1 - base))]
                                                   + [0.0] * (len(w) - 1), test_rows, test_y), 4)
    return out


if __name__ == "__main__":
    print(main())
