"""Actions' text form, Decisions (who must choose what) and Events (what happened), shared by
all engines.

Each game defines its own Action classes: frozen, slotted dataclasses deriving from
`TextAction`, so each one prints itself (`to_text`) and parses itself (`from_words`); the
game's `parse_action = action_parser(TITLE, classes)` only finds the class by the first
word. Legality is membership in `game.legal_actions()`.

>>> @dataclass(frozen=True, slots=True)
... class Hop(TextAction):
...     VERBS = ("hop",)
...     to: str
...     times: int
>>> parse = action_parser("Hopscotch", [Hop])
>>> parse("hop square_3 2")
Hop(to='square_3', times=2)
>>> parse(Hop("square_3", 2).to_text()) == Hop("square_3", 2)
True
>>> parse("hop square_3 twice")
Traceback (most recent call last):
...
game.engines.common.errors.MalformedActionError: "hop square_3 twice" is not a Hopscotch action: "twice" is not a number.
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any, ClassVar, NamedTuple, Protocol

from game.engines.common.errors import MalformedActionError


class Action(Protocol):
    def to_text(self) -> str: ...


class TextAction:
    """The text form every action class has: its verb, then its fields as words.

    The default suits fields of type str and int written in order (`pickup cargo.space 2`);
    a class whose text has another shape (flags, lists, optional words) overrides both
    `to_text` and `from_words`, so the two never live apart. Records store these texts:
    changing one breaks every saved game, so a test pins each class's round trip.
    """

    __slots__ = ()
    VERBS: ClassVar[tuple[str, ...]] = ()
    """The first word(s) of this class's texts; several when the verb itself carries a
    value (`fly_home`, `distress_call`)."""
    _print: ClassVar[Callable[[object], str]]

    def __init_subclass__(cls, **kwargs) -> None:
        # The default text is printed by a function made once per class: the history
        # stores the text of every action of every playout, and a generic join per call
        # would cost more than the rest of a random move.
        super().__init_subclass__(**kwargs)
        verb = cls.VERBS[0] if cls.VERBS else ""
        names = tuple(n for n, hint in cls.__dict__.get("__annotations__", {}).items()
                      if not n.startswith("_") and "ClassVar" not in str(hint))
        if not names:
            cls._print = staticmethod(lambda a: verb)
        elif len(names) == 1:
            one = attrgetter(names[0])
            cls._print = staticmethod(lambda a: f"{verb} {one(a)}")
        elif len(names) == 2:
            one, two = attrgetter(names[0]), attrgetter(names[1])
            cls._print = staticmethod(lambda a: f"{verb} {one(a)} {two(a)}")
        else:
            many = attrgetter(*names)
            cls._print = staticmethod(lambda a: " ".join((verb, *map(str, many(a)))))

    def to_text(self) -> str:
        return self._print(self)

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> TextAction:
        """The action `verb args...` stands for; ValueError with the reason otherwise."""
        names = _field_names(cls)
        if len(args) != len(names):
            raise ValueError(f'"{verb}" takes {len(names)} word{"s" if len(names) != 1 else ""}')
        hints = typing.get_type_hints(cls)
        return cls(*(word_int(w) if hints[n] is int else w
                     for n, w in zip(names, args, strict=True)))


_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    found = _NAMES.get(cls)
    if found is None:
        found = _NAMES[cls] = tuple(f.name for f in fields(cls))
    return found


def word_int(word: str) -> int:
    """A whole number written as a word; ValueError naming the word otherwise."""
    try:
        return int(word)
    except ValueError:
        raise ValueError(f'"{word}" is not a number') from None


def action_parser(title: str, classes: Iterable[type[TextAction]]) -> Callable[[str], Any]:
    """`parse_action(text)` for a game: the class whose verb starts `text` parses the rest;
    MalformedActionError (a sentence naming the text and the game) for anything else."""
    game = f"{'an' if title[0] in 'AEIOU' else 'a'} {title} action"
    by_verb: dict[str, type[TextAction]] = {}
    for cls in classes:
        for verb in cls.VERBS:
            if verb in by_verb:
                raise ValueError(f"{verb!r} is the verb of {by_verb[verb].__name__} and "
                                 f"{cls.__name__}")
            by_verb[verb] = cls

    def parse_action(text: str):
        words = str(text).split()
        if not words:
            raise MalformedActionError(f"An empty line is not {game}.")
        cls = by_verb.get(words[0])
        if cls is None:
            raise MalformedActionError(f'"{text}" is not {game}.')
        try:
            return cls.from_words(words[0], words[1:])
        except (ValueError, TypeError) as exc:
            raise MalformedActionError(f'"{text}" is not {game}: {exc}.') from None

    parse_action.__doc__ = f"The {title} action whose `to_text()` is `text`."
    return parse_action


@dataclass(frozen=True, slots=True)
class Decision:
    """The choice the game is waiting for."""

    seat: int
    """Seat index that must act (for simultaneous choices, the next seat still to choose)."""
    kind: str
    """Short machine name of the choice, e.g. "choose_program", "keep_directive"."""
    prompt: str
    """A sentence for the player: "Choose which door to leave open."."""


class Ref(NamedTuple):
    """The rule behind an event: a heading of the game's rules summary (the Rules screen
    opens there) and the rule in one sentence."""

    section: str
    why: str


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the log and for animation."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    rule: Ref | None = field(default=None, compare=False, hash=False)
    """Which rule made it happen (each engine's rules/refs.py), for the log's "Why?"."""

    def to_dict(self) -> dict:
        return {"kind": self.kind, "text": self.text, "data": self.data}


def with_rules(events: list[Event], ref_of: Callable[[str, dict], Ref | None]) -> list[Event]:
    """`events` each carrying the rule `ref_of(kind, data)` names."""
    # Built directly, not by dataclasses.replace: bots' playouts apply thousands of moves.
    return [Event(e.kind, e.text, e.data, ref_of(e.kind, e.data)) if e.rule is None else e
            for e in events]
