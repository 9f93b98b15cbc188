"""One job at a time off the UI thread, for the latest request only.

The table asks for work that takes a second (a hint, a thinking bot's move) and keeps
drawing meanwhile. Each job carries a key naming the position it was asked for; a result
for any other key is dropped, so a stale answer is never shown or played.

Each job runs on a daemon thread of its own: a job that never ends (a bot that hangs) does
not hold up the next one asked for, nor keep the app from quitting.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from concurrent.futures import Future
from typing import Any


class LatestJob:
    def __init__(self, name: str):
        self._name = name
        self._job: tuple[Hashable, Future] | None = None

    @property
    def busy(self) -> bool:
        return self._job is not None

    def is_for(self, key: Hashable) -> bool:
        return self._job is not None and self._job[0] == key

    def submit(self, key: Hashable, fn: Callable[..., Any], *args: Any) -> None:
        """Start `fn(*args)` for `key`; a job already running is forgotten, not waited on."""
        future: Future = Future()

        def run() -> None:
            future.set_running_or_notify_cancel()
            try:
                future.set_result(fn(*args))
            except BaseException as exc:  # handed to whoever polls, as a pool would
                future.set_exception(exc)

        threading.Thread(target=run, name=self._name, daemon=True).start()
        self._job = (key, future)

    def poll(self, key: Hashable) -> tuple[bool, Any]:
        """(True, result) once, when the job for `key` has finished; (False, None) while it
        runs, or when there is none or it was for another key (then it is dropped).
        An exception raised by the job is raised here."""
        if self._job is None or not self._job[1].done():
            return False, None
        job_key, future = self._job
        self._job = None
        if job_key != key:
            return False, None
        return True, future.result()

    def cancel(self) -> None:
        self._job = None

    def close(self) -> None:
        """The table closed: a running job finishes unheard in the background."""
        self._job = None
