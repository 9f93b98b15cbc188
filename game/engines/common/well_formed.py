"""Is a value really one of a game's actions, with every field of its declared type?

Engines decide legality by equality with a listed action, and equality is too lenient at
the edge: `True == 1` and `2.0 == 2`, so `PickUp("cargo.space", True)` would pass as a
listed action and then write "pickup cargo.space True" into the record, which no replay can
read. Engines call `malformed` only off their hot path (a bot hands back the very object
that was listed, and that is well formed by construction).

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Hop:
...     seat: int
...     path: tuple[str, ...] = ()
>>> malformed(Hop(1, ("a",)), Hop) is None
True
>>> malformed(Hop(True), Hop)
'its seat must be int, not True'
>>> malformed(None, Hop)
'it is not an action of this game'
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from dataclasses import fields

Check = Callable[[object], bool]
_FIELD_CHECKS: dict[type, tuple[tuple[str, str, Check], ...]] = {}
_MEMBERS: dict[object, frozenset[type]] = {}


def malformed(action: object, actions: object) -> str | None:
    """None if `action` is an instance of exactly one of the classes in `actions` (a class
    or a union of classes) and each field holds exactly its declared type; else the reason,
    as the end of a sentence."""
    members = _MEMBERS.get(actions)
    if members is None:
        members = _MEMBERS[actions] = frozenset(typing.get_args(actions) or (actions,))
    cls = type(action)
    if cls not in members:
        return "it is not an action of this game"
    checks = _FIELD_CHECKS.get(cls)
    if checks is None:
        checks = _FIELD_CHECKS[cls] = _compile(cls)
    for name, wanted, check in checks:
        value = getattr(action, name)
        if not check(value):
            return f"its {name} must be {wanted}, not {value!r}"
    return None


def _compile(cls: type) -> tuple[tuple[str, str, Check], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, _describe(hints[f.name]), _checker(hints[f.name]))
                 for f in fields(cls))


def _describe(hint: object) -> str:
    return hint.__name__ if isinstance(hint, type) else str(hint).replace("typing.", "")


def _checker(hint: object) -> Check:
    """Exact types: a bool is not an int, a list is not a tuple."""
    if hint is type(None) or hint is None:
        return lambda v: v is None
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        options = tuple(_checker(h) for h in typing.get_args(hint))
        return lambda v: any(check(v) for check in options)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return lambda v: type(v) is tuple and all(map(item, v))
        items = tuple(_checker(a) for a in args)
        return lambda v: (type(v) is tuple and len(v) == len(items)
                          and all(check(x) for check, x in zip(items, v, strict=True)))
    if isinstance(hint, type):
        return lambda v: type(v) is hint
    raise TypeError(f"Action field type {hint!r} is not supported.")
