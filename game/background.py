"""One job at a time off the UI thread, for the latest request only.

The table asks for work that takes a second (a hint, a thinking bot's move) and keeps
drawing meanwhile. Each job carries a key naming the position it was asked for; a result
for any other key is dropped, so a stale answer is never shown or played.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any


class LatestJob:
    def __init__(self, name: str):
        self._name = name
        self._pool: ThreadPoolExecutor | None = None
        self._job: tuple[Hashable, Future] | None = None

    @property
    def busy(self) -> bool:
        return self._job is not None

    def is_for(self, key: Hashable) -> bool:
        return self._job is not None and self._job[0] == key

    def submit(self, key: Hashable, fn: Callable[..., Any], *args: Any) -> None:
        """Start `fn(*args)` for `key`; a job already running is forgotten, not waited on."""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self._name)
        self._job = (key, self._pool.submit(fn, *args))

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
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
