"""Small helpers for the sentences engines and tables write (no game knowledge)."""

from __future__ import annotations


def listing(names: list[str]) -> str:
    """Names joined as a sentence lists them.

    >>> listing(["a"]), listing(["a", "b"]), listing(["a", "b", "c"])
    ('a', 'a and b', 'a, b and c')
    """
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def capitalised(text: str) -> str:
    """`text` as the start of a sentence: its first letter upper case, the rest as written
    (a door's name begins "the door between ...").

    >>> capitalised("the door between Sick Bay and Airlock")
    'The door between Sick Bay and Airlock'
    """
    return text[:1].upper() + text[1:]
