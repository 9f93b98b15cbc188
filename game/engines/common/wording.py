"""Small helpers for the sentences engines and tables write (no game knowledge)."""

from __future__ import annotations


def listing(names: list[str]) -> str:
    """Names joined as a sentence lists them.

    >>> listing(["a"]), listing(["a", "b"]), listing(["a", "b", "c"])
    ('a', 'a and b', 'a, b and c')
    """
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
