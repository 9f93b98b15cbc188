"""Small helpers for the sentences engines and tables write (no game knowledge)."""

from __future__ import annotations


def listing(names: list[str], last: str = "and") -> str:
    """Names joined as a sentence lists them; `last` joins the last two ("or" for a choice).

    >>> listing(["a"]), listing(["a", "b"]), listing(["a", "b", "c"])
    ('a', 'a and b', 'a, b and c')
    >>> listing(["Player 2", "Player 3", "Player 4"], "or")
    'Player 2, Player 3 or Player 4'
    """
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {last} {names[-1]}"


def article(name: str, start: bool = False) -> str:
    """The indefinite article before `name` ("a", "an"; `start`: to begin a sentence).

    >>> article("Swap"), article("Either Rotate"), article("Override", True)
    ('a', 'an', 'An')
    """
    word = "an" if name[0] in "AEIOU" else "a"
    return word.title() if start else word


def capitalised(text: str) -> str:
    """`text` as the start of a sentence: its first letter upper case, the rest as written
    (a door's name begins "the door between ...").

    >>> capitalised("the door between Sick Bay and Airlock")
    'The door between Sick Bay and Airlock'
    """
    return text[:1].upper() + text[1:]
