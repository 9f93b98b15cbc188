"""A paired difference between two bot levels: the same deals, the same seats, one level
swapped for the other, and a 95% interval that counts a deal (all its seat rotations) as
one unit, since the games of one deal share its luck.

    paired_difference([0.5, 0.0, 1.0], [0.25, 0.0, 0.5])
    ->  {"deals": 3, "difference": 0.25, "ci95": [...], ...}
"""

from __future__ import annotations

import math
import statistics

Z95 = 1.959964
T95_SMALL_DF = (12.706, 4.303, 3.182, 2.776, 2.571)


def t95(df: int) -> float:
    """The two-sided 95% quantile of Student's t with `df` degrees of freedom: the tables
    up to 5, then the Cornish-Fisher expansion about the normal (within 0.003 of them)."""
    if df < 1:
        raise ValueError("a t quantile needs at least one degree of freedom")
    if df <= len(T95_SMALL_DF):
        return T95_SMALL_DF[df - 1]
    z = Z95
    return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
            + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3))


def paired_difference(level: list[float], baseline: list[float]) -> dict:
    """Mean of level minus baseline over deals (one value each: the deal's mean over its
    games), with a t-interval over the per-deal differences. With one deal there is no
    spread to measure, so no interval."""
    n = len(level)
    diffs = [a - b for a, b in zip(level, baseline, strict=True)]
    out: dict = {"deals": n,
                 "level_share": round(statistics.fmean(level), 4) if n else 0.0,
                 "baseline_share": round(statistics.fmean(baseline), 4) if n else 0.0,
                 "difference": round(statistics.fmean(diffs), 4) if n else 0.0}
    if n >= 2:
        half = t95(n - 1) * statistics.stdev(diffs) / math.sqrt(n)
        out["ci95"] = [round(out["difference"] - half, 4), round(out["difference"] + half, 4)]
    else:
        out["ci95"] = None
    return out
