"""Undo by snapshot: restore the state as it was, never "reverse the rules".

An engine pushes a snapshot (its `to_dict()` without the undo stack) before each action it
applies. Actions that reveal hidden information or consume randomness are checkpoints:
`clear()` the stack after them so nobody can peek and take it back.
"""

from __future__ import annotations


class UndoStack:
    __slots__ = ("_snapshots", "limit")

    def __init__(self, limit: int = 200):
        self._snapshots: list[dict] = []
        self.limit = limit

    def push(self, snapshot: dict) -> None:
        self._snapshots.append(snapshot)
        if len(self._snapshots) > self.limit:
            del self._snapshots[0]

    def pop(self) -> dict | None:
        return self._snapshots.pop() if self._snapshots else None

    def clear(self) -> None:
        """Call after a checkpoint (a draw, a die roll, a secret revealed)."""
        self._snapshots.clear()

    def __len__(self) -> int:
        return len(self._snapshots)

    def __bool__(self) -> bool:
        return bool(self._snapshots)
