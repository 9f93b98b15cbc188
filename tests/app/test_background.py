"""LatestJob: one background job, answered once, and only for the key it was asked for."""

from __future__ import annotations

import time

import pytest

from game.background import LatestJob


def _wait(job: LatestJob, key):
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        done, value = job.poll(key)
        if done:
            return value
        if not job.busy:
            return "dropped"
        time.sleep(0.002)
    raise AssertionError("the job never finished")


def test_result_is_given_once_for_its_key():
    job = LatestJob("test")
    job.submit("a", lambda x: x * 2, 21)
    assert job.busy and job.is_for("a") and not job.is_for("b")
    assert _wait(job, "a") == 42
    assert job.poll("a") == (False, None) and not job.busy
    job.close()


def test_a_result_for_another_key_is_dropped():
    job = LatestJob("test")
    job.submit("old position", lambda: "stale")
    assert _wait(job, "new position") == "dropped"
    job.close()


def test_an_error_in_the_job_is_raised_on_poll():
    job = LatestJob("test")

    def broken():
        raise ValueError("solver bug")

    job.submit(1, broken)
    with pytest.raises(ValueError, match="solver bug"):
        _wait(job, 1)
    job.close()


def test_a_job_that_never_ends_does_not_hold_up_the_next():
    import threading

    job = LatestJob("test")
    stuck = threading.Event()
    job.submit("first try", stuck.wait)
    job.submit("second try", lambda: "answered")
    assert _wait(job, "second try") == "answered"
    stuck.set()
    job.close()
