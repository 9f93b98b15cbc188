"""Assembly actions: small frozen values, each printing and parsing its own one-line text.

>>> parse_action("play deploy_lock lock 3 7").to_text()
'play deploy_lock lock 3 7'
>>> parse_action("ask 1 rotate_acw")
Ask(seat=1, command='rotate_acw')
>>> parse_action("play swap banana 1 2")
Traceback (most recent call last):
...
game.engines.common.errors.MalformedActionError: "play swap banana 1 2" is not an Assembly action: "banana" is not a command.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engines.common.actions import TextAction, action_parser, word_int

TITLE = "Assembly"
COMMANDS = ("deploy", "lock", "swap", "rotate_cw", "rotate_acw", "hold")
# Which commands each card shows. A card showing several commands verifies any of them.
CARD_COMMANDS: dict[str, tuple[str, ...]] = {
    "deploy_lock": ("deploy", "lock"),
    "cw_rotate": ("rotate_cw",),
    "acw_rotate": ("rotate_acw",),
    "either_rotate": ("rotate_cw", "rotate_acw"),
    "swap": ("swap",),
    "wild": ("deploy", "lock", "swap", "rotate_cw", "rotate_acw"),
    "platform_hold": ("hold",),
}
CARD_NAMES = {
    "deploy_lock": "Deploy/Lock", "cw_rotate": "Clockwise Rotate",
    "acw_rotate": "Anti-Clockwise Rotate", "either_rotate": "Either Rotate", "swap": "Swap",
    "wild": "Wild", "platform_hold": "Platform/Hold",
}
COMMAND_NAMES = {
    "deploy": "Deploy", "lock": "Lock", "swap": "Swap", "rotate_cw": "Clockwise Rotate",
    "rotate_acw": "Anti-Clockwise Rotate", "hold": "Platform/Hold",
}
SUBSTITUTE_COMMANDS = ("deploy", "lock", "swap", "rotate_cw", "rotate_acw")


def _command(word: str) -> str:
    if word not in COMMANDS:
        raise ValueError(f'"{word}" is not a command')
    return word


@dataclass(frozen=True, slots=True)
class Ask(TextAction):
    """Inform step: ask `seat` whether they can verify `command` (one question per turn)."""

    VERBS = ("ask",)
    seat: int
    command: str

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> Ask:
        if len(args) != 2:
            raise ValueError('"ask" takes a seat and a command')
        return cls(word_int(args[0]), _command(args[1]))


@dataclass(frozen=True, slots=True, init=False)
class Play(TextAction):
    """Discard `cards` (one card, or exactly 3 as a substitute wild, kept in sorted order
    whatever order they are given in) to execute `command`.

    args: bay numbers (1-12, outer ring 13-24) or amounts the command needs, e.g.
    lock (3, 7), swap (2, 5), rotate (steps,) / (steps, ring), deploy () / (ring,).
    role: use this seat's role ability. verifier: the seat that verifies (3-4 players; -1
    means the only other player). holds: bays covered by extra Platform/Hold cards (kept in
    increasing order, like the cards). option: a variant's alternative effect ("stack",
    "cycle", "robots", "robots_only").
    """

    VERBS = ("play",)
    cards: tuple[str, ...]
    command: str
    args: tuple[int, ...] = ()
    role: bool = False
    verifier: int = -1
    holds: tuple[int, ...] = ()
    option: str = ""

    def __init__(self, cards: tuple[str, ...], command: str, args: tuple[int, ...] = (),
                 role: bool = False, verifier: int = -1, holds: tuple[int, ...] = (),
                 option: str = "") -> None:
        # Still frozen: the fields are written through their slot descriptors, which is
        # twice as fast as the generated object.__setattr__ calls (a playout makes a Play
        # per move).
        if len(cards) == 3 and type(cards) is tuple:
            # The order of a substitute wild's cards means nothing (ruling 47): one sorted
            # spelling, so "swap+deploy_lock+swap" is the same play as the listed one.
            cards = tuple(sorted(cards))
        if holds and len(holds) > 1 and type(holds) is tuple:
            holds = tuple(sorted(holds))  # which bays are covered, not in which order
        _set_cards(self, cards)
        _set_command(self, command)
        _set_args(self, args)
        _set_role(self, role)
        _set_verifier(self, verifier)
        _set_holds(self, holds)
        _set_option(self, option)

    @property
    def is_substitute(self) -> bool:
        return len(self.cards) == 3

    def to_text(self) -> str:
        parts = ["play", "+".join(self.cards), self.command]
        parts += [str(a) for a in self.args]
        if self.role:
            parts.append("role")
        if self.verifier >= 0:
            parts.append(f"v={self.verifier}")
        if self.holds:
            parts.append("hold=" + ",".join(str(h) for h in self.holds))
        if self.option:
            parts.append(f"opt={self.option}")
        return " ".join(parts)

    @classmethod
    def from_words(cls, verb: str, args: list[str]) -> Play:
        if len(args) < 2:
            raise ValueError('"play" takes the cards and a command')
        cards = tuple(args[0].split("+"))
        for card in cards:
            if card not in CARD_COMMANDS:
                raise ValueError(f'"{card}" is not a command card')
        command = _command(args[1])
        numbers: list[int] = []
        role, verifier, holds, option = False, -1, (), ""
        for w in args[2:]:
            if w == "role":
                role = True
            elif w.startswith("v="):
                verifier = word_int(w[2:])
            elif w.startswith("hold="):
                holds = tuple(word_int(h) for h in w[5:].split(","))
            elif w.startswith("opt="):
                option = w[4:]
            else:
                numbers.append(word_int(w))
        return cls(cards, command, tuple(numbers), role, verifier, holds, option)


_set_cards, _set_command, _set_args, _set_role, _set_verifier, _set_holds, _set_option = (
    Play.__dict__[name].__set__
    for name in ("cards", "command", "args", "role", "verifier", "holds", "option"))


@dataclass(frozen=True, slots=True)
class Choose(TextAction):
    """Answer an open choice (a card to discard, a bay to unlock, "skip" for a may)."""

    VERBS = ("choose",)
    option: str


@dataclass(frozen=True, slots=True)
class Draw(TextAction):
    """The whole turn of a player with an empty hand: draw up to the hand limit."""

    VERBS = ("draw",)


Action = Ask | Play | Choose | Draw

parse_action = action_parser(TITLE, [Ask, Play, Choose, Draw])
