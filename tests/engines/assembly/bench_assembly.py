"""Assembly benchmarks (not collected by pytest): `python -m tests.engines.assembly.bench_assembly`.

Prints random-bot playouts per second per mode, and partner/solver win rates and decision
times over seeded solo games. Numbers are measured in one run on this machine.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from game.bots.assembly import BOTS
from game.bots.base import observe
from game.engines import assembly as A
from game.engines.common.rng import Rng

LEVELS = Path(__file__).resolve().parents[3] / "levels"
MODES = {
    "solo": dict(players=1),
    "2p": dict(players=2),
    "solo+malf+glitch": dict(players=1, malfunctions="A", variants={"glitches"}),
    "double_ring_3p": dict(players=3, variants={"double_ring"}),
    "override_2p": dict(players=2, variants={"override"}),
    "resequence_2p": dict(players=2, variants={"resequence"}),
}


def playouts(content, games: int) -> None:
    for name, kw in MODES.items():
        start, actions = time.perf_counter(), 0
        for seed in range(games):
            g = A.new_game(A.Setup(seed=seed, **kw), content, fast=True)
            rng = Rng(seed)
            while not g.is_over:
                g.apply(g.random_action(rng))
                actions += 1
        dt = time.perf_counter() - start
        print(f"random playouts {name:18s} {games / dt:8.0f} games/s {actions / dt:8.0f} actions/s")


def bots(content, bot: str, games: int, players: int) -> None:
    wins, times, scores = 0, [], []
    for s in range(games):
        setup = A.Setup(players=players, seed=100_000 + s)
        g = A.new_game(setup, content)
        seats = [BOTS[bot](k, Rng(setup.seed + 17 * k)) for k in range(players)]
        while not g.is_over:
            t = time.perf_counter()
            a = seats[g.pending.seat].choose(observe("assembly", g))
            times.append(time.perf_counter() - t)
            g.apply(a)
        wins += g.result.won
        scores.append(g.result.score)
    times.sort()
    print(f"{bot:8s} {players}p games {games} win rate {wins / games:.3f} "
          f"mean score {sum(scores) / games:.2f} decision p95 {times[int(len(times) * .95)]:.4f}s "
          f"max {times[-1]:.4f}s")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--playouts", type=int, default=1000)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--bots", default="random,normal,hard")
    args = parser.parse_args()
    content = A.load_content(LEVELS)
    playouts(content, args.playouts)
    for bot in args.bots.split(","):
        bots(content, bot, args.games, 1)


if __name__ == "__main__":
    main()
