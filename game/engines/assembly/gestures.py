"""What a gesture at the Assembly table means: the one drag lookup (`find_action`, and its
inverse `drag_for`) and the one lookup for every other gesture (`play_for`: a click, the
rotate preview's Confirm, a button), both paying for the play as a player expects.

Drag vocabulary (piece, source, target), as the table drags things:

    "module"     "bay:A"   "bay:B"     Swap the modules of bays A and B (Override: when both
                                       carry robots and a plain Swap may not move them, the
                                       robots go along with their modules)
    "module"     "bay:A"   "stack:S"   Exchange the module of bay A with the top of stack S:
                                       Re-Sequence's Swap option, or with "role" in `using`
                                       the ability of Oren (Quartermaster)
    "blueprint"  "bay:A"   "bay:B"     Swap the blueprints of bays A and B: the ability of
                                       Alfie (Requirements Manager), the only thing that
                                       moves a blueprint

Bays are numbered 1-24, stacks 1-3. Everything else on the ring is a click (bays to lock,
the module Theo moves, the bay Priya deploys to, a choice), the ring dragged round (a rotate
preview, played by Confirm) or a button: the table names those plays by their command and
arguments through `play_for`.

`using`: the cards the player selected in the hand (one card, or any 3 for a substitute
wild), plus "role" when they switched their role's ability on. With no card selected the
cheapest single card that shows the command pays (CARD_COST: a Swap card before a Wild):
three cards are spent only when selected. `verifier` (3-4 players): the player named to
verify; by default the one who said yes to this turn's question, else anyone but the one
who said no, else the first other player.

`drag_for(action)` gives the drag that means `action` with nothing selected, or None when
the action is not made by a drag, or needs cards selected or the role switched on first (a
substitute wild when no single card in hand shows its command; Oren's exchange).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.assembly.actions import CARD_COMMANDS, COMMAND_NAMES, SUBSTITUTE_COMMANDS, Play
from game.engines.assembly.rules.verifying import verifiers
from game.engines.common.errors import RuleError

if TYPE_CHECKING:
    from game.engines.assembly.game import Game

ROLE = "role"
"""In `using`: the player switched their role's ability on for this gesture."""
CARD_COST = {"cw_rotate": 0, "acw_rotate": 0, "swap": 1, "platform_hold": 1,
             "either_rotate": 2, "deploy_lock": 3, "wild": 9}
"""Which card pays when the player selected none: the one worth least later (Wild and
Deploy/Lock are the scarce ones)."""
PIECES = ("module", "blueprint")


def find_action(g: Game, seat: int, piece: str, source: str, target: str,
                using: tuple[str, ...] = (), verifier: int | None = None) -> Play:
    """The one legal play of `seat` that dragging `piece` from `source` onto `target`
    means (see the module docstring); RuleError naming the drag and the rule otherwise."""
    turn = seat_reason(g, seat)
    if turn is not None:
        raise RuleError(turn)
    src, dst = _place(source), _place(target)
    if piece not in PIECES or src is None or src[0] != "bay" or dst is None:
        raise RuleError("That cannot be dragged on the Assembly table: drag a module onto "
                        "another bay or a module stack.")
    a, (where, b) = src[1], dst
    if piece == "blueprint":
        if where != "bay":
            raise RuleError(f"{_what(g, piece, a)} goes only onto another bay's blueprint.")
        gestures = [((min(a, b), max(a, b)), True, "")]
    elif where == "stack":
        role = ROLE in using
        gestures = [((a, b), role, "" if role else "stack")]
    else:
        pair = (min(a, b), max(a, b))
        gestures = [(pair, False, ""), (pair, False, "robots")]
    first = None
    for args, role, option in gestures:
        try:
            return play_for(g, seat, "swap", args, role=role, option=option,
                            using=tuple(c for c in using if c != ROLE), verifier=verifier)
        except RuleError as exc:
            first = first or str(exc)
    raise RuleError(f"{_what(g, piece, a)} cannot go from bay {a} to {where} {b}. {first}")


def drag_for(g: Game, action) -> tuple[str, str, str] | None:
    """(piece, source, target) of the drag that means `action` now with nothing selected,
    or None (see the module docstring): `drag_for(find_action(seat, *drag_for(a)))` is
    `drag_for(a)`."""
    if type(action) is not Play or action.command != "swap" or len(action.args) != 2:
        return None
    a, b = action.args
    if action.role:
        if g._roles[g.roles[g.active]].ability != "swap_blueprints":
            return None  # Oren's exchange needs the role switched on
        drag = ("blueprint", f"bay:{a}", f"bay:{b}")
    elif action.option == "stack":
        drag = ("module", f"bay:{a}", f"stack:{b}")
    elif action.option in ("", "robots"):
        drag = ("module", f"bay:{a}", f"bay:{b}")
    else:
        return None
    if action.is_substitute and not _single_cards(g, "swap"):
        return None  # its three cards must be selected first
    return drag


def play_for(g: Game, seat: int, command: str, args: tuple[int, ...] = (), *,
             role: bool = False, option: str = "", holds: tuple[int, ...] = (),
             using: tuple[str, ...] = (), verifier: int | None = None) -> Play:
    """The legal play of `seat` executing `command` with `args` (role, option, holds as in
    Play), paid by the cards in `using` or else the cheapest single card that shows the
    command; RuleError with the rule walk's sentence when there is none."""
    turn = seat_reason(g, seat)
    if turn is not None:
        raise RuleError(turn)
    cards = [c for c in using if c != ROLE]
    role = role or ROLE in using
    if verifier is None:
        verifier = auto_verifier(g)
    args, holds = tuple(args), tuple(holds)

    def make(paid: tuple[str, ...]) -> Play:
        return Play(paid, command, args, role, verifier, holds, option)

    if cards:
        payments = [tuple(cards)]
    else:
        payments = [(card,) for card in _single_cards(g, command)]
        if not payments:
            # Say first what selecting 3 cards would not mend (the bays, the role...).
            hand = g.hands[g.active] if g.outcome is None else []
            substitute = len(hand) >= 3 and command in SUBSTITUTE_COMMANDS
            reason = g.why_not(make(tuple(hand[:3]))) if substitute else None
            if reason is None:
                reason = f"No card in your hand executes {COMMAND_NAMES[command]}" + (
                    ": select 3 cards to discard them as a substitute wild." if substitute
                    else ".")
            raise RuleError(reason)
    first = None
    for paid in payments:
        play = make(paid)
        reason = g.why_not(play)
        if reason is None:
            return play
        first = first or reason
    raise RuleError(first)


def seat_reason(g: Game, seat: int) -> str | None:
    """Only the seat the game waits for may act."""
    pending = g.pending
    if pending is None:
        return "The game is over."
    if seat == pending.seat:
        return None
    if pending.kind in ("command", "draw"):
        return f"It is Player {pending.seat + 1}'s turn."
    return f"Player {pending.seat + 1} is choosing now."


def auto_verifier(g: Game) -> int:
    """Who verifies when the player names nobody (3-4 players): the one who said yes;
    else anyone but the one who said no; else the first other player. -1 with 1-2."""
    seats = verifiers(g)
    asked = g.asked
    if asked is not None and asked["seat"] in seats:
        if asked["answer"] or len(seats) == 1:
            return asked["seat"]
        return next(s for s in seats if s != asked["seat"])
    return seats[0] if seats else -1


def _single_cards(g: Game, command: str) -> list[str]:
    """The kinds of card in the active hand that show `command`, cheapest first."""
    if g.outcome is not None:
        return []
    kinds = {c for c in g.hands[g.active] if command in CARD_COMMANDS[c]}
    return sorted(kinds, key=lambda c: (CARD_COST.get(c, 5), c))


def _place(text: str) -> tuple[str, int] | None:
    kind, _, number = str(text).partition(":")
    if kind in ("bay", "stack") and number.isdigit():
        return kind, int(number)
    return None


def _what(g: Game, piece: str, bay: int) -> str:
    """The dragged thing in printed names: "The Reactor module"."""
    if 1 <= bay <= g.nbays:
        found = g.mod[bay - 1] if piece == "module" else g.bp[bay - 1]
        if found is not None:
            return f"The {g.content.module_names[found]} {piece}"
    return "That"
