"""build/fit_tempus.py, which fits the Tempus hard crew's win estimate again: the same
arguments give the same weights, the fit finds weights it was given, and it fits on tune
seeds only (docs/bots.md)."""

from __future__ import annotations

import math
import random

import pytest

from game.bots.tempus import hard as H


def test_the_fit_recovers_the_weights_that_made_the_data(fit_tempus):
    rng = random.Random(7)
    truth = [-0.5, 1.5, -2.0]
    rows, labels = [], []
    for _ in range(4000):
        x = [rng.gauss(0, 1), rng.gauss(0, 1)]
        z = truth[0] + truth[1] * x[0] + truth[2] * x[1]
        rows.append(x)
        labels.append(1.0 if rng.random() < 1 / (1 + math.exp(-z)) else 0.0)
    w = fit_tempus.fit(rows, labels, ridge=0.0)
    assert all(abs(a - b) < 0.2 for a, b in zip(w, truth, strict=True)), w
    assert fit_tempus.log_loss(w, rows, labels) < fit_tempus.log_loss([0.0, 0.0, 0.0], rows,
                                                                      labels)


def test_a_small_refit_is_the_same_every_time_and_reads_every_feature(fit_tempus):
    first = fit_tempus.main(["--games", "12", "--seed", "4000"])
    again = fit_tempus.main(["--games", "12", "--seed", "4000"])
    assert first == again
    assert len(first["weights"]) == len(H.FITTED["officer"].weights)
    assert first["round_starts"] > first["games"]


def test_it_fits_on_tune_seeds_only(fit_tempus):
    with pytest.raises(SystemExit, match="tune seeds"):
        fit_tempus.main(["--games", "10", "--seed", "9995"])
