"""Wording and lighting for the Assembly table: what a play says in words, which bays glow.

What a gesture means, and which card pays for it, is the engine's (`game.find_action` for a
drag, `game.play_for` for a click or a button, game/engines/assembly/gestures.py); the
lighting here asks those same lookups, or reads `legal_actions()`, never a rule of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engines.assembly import Ask, Choose, Draw, Play
from game.engines.assembly.actions import CARD_NAMES as ENGINE_CARD_NAMES
from game.engines.assembly.actions import COMMAND_NAMES as COMMAND_NAMES  # the wording
from game.engines.common.errors import RuleError

# The engine's card names, with the slash spaced out for the card faces.
CARD_NAMES = {kind: name.replace("/", " / ") for kind, name in ENGINE_CARD_NAMES.items()}


def card_name(kind: str) -> str:
    return CARD_NAMES.get(kind, kind.replace("_", " ").title())


def finds(lookup: Callable[[], object]) -> bool:
    """Whether an engine lookup (a drop's `find_action`, a button's `play_for`) finds a
    legal play: what a button offered or a target lit must be able to play."""
    try:
        lookup()
    except RuleError:
        return False
    return True


def drop_targets(game, seat: int, piece: str, bay: int, using: tuple[str, ...] = (),
                 verifier: int | None = None) -> set[int]:
    """The bays a `piece` ("module" or "blueprint") lifted from `bay` may be dropped on:
    those the engine's drag lookup accepts."""
    return {b for b in range(1, game.nbays + 1) if b != bay and finds(
        lambda b=b: game.find_action(seat, piece, f"bay:{bay}", f"bay:{b}", using, verifier))}


def lockable_bays(actions: Sequence) -> set[int]:
    """Bay numbers that appear in some legal Lock (they glow)."""
    return {b for a in actions if isinstance(a, Play) and a.command == "lock"
            for b in a.args}


def plays_with_role(actions: Sequence, command: str) -> list[Play]:
    return [a for a in actions if isinstance(a, Play) and a.role and a.command == command]


def commands_in_hand(actions: Sequence) -> set[str]:
    return {a.command for a in actions if isinstance(a, Play)}


def verifiers(actions: Sequence) -> list[int]:
    """Seats that may be named to verify (3-4 players); empty when the engine picks."""
    return sorted({a.verifier for a in actions if isinstance(a, Play) and a.verifier >= 0})


def askable(actions: Sequence) -> list[Ask]:
    return [a for a in actions if isinstance(a, Ask)]


def choices(actions: Sequence) -> list[Choose]:
    return [a for a in actions if isinstance(a, Choose)]


def can_draw(actions: Sequence) -> bool:
    return any(isinstance(a, Draw) for a in actions)


def gesture_key(a: Play) -> tuple:
    """A play without its cards: what the player sees happen."""
    return (a.command, tuple(a.args), a.role, a.option, tuple(sorted(a.holds)))


def other_plays(actions: Sequence, bays: Sequence[int] = ()) -> list[Play]:
    """One play per distinct effect (role abilities, variant options, no-effect plays...),
    filtered to those naming every bay in `bays`; holds are set in the rotate preview."""
    seen: dict[tuple, Play] = {}
    for a in actions:
        if not isinstance(a, Play) or a.holds:
            continue
        if bays and not set(bays) <= set(a.args):
            continue
        key = gesture_key(a)
        if key not in seen:
            seen[key] = a
    return list(seen.values())


def describe(a: Play, role_name: str = "", ability: str = "") -> str:
    """A play in words, e.g. "Swap modules in bays 2 and 5" or "Rotate 1 bay clockwise
    (ring 2)". `ability` (the seat's role ability id) says what a role play does.

    >>> describe(Play(("swap",), "swap", (2, 5)))
    'Swap modules in bays 2 and 5'
    >>> describe(Play(("swap",), "swap", (2, 5), role=True), "Alfie", "swap_blueprints")
    'Swap blueprints in bays 2 and 5 (Alfie)'
    """
    cmd, args, opt = a.command, tuple(a.args), a.option
    role = f" ({role_name})" if a.role and role_name else (" (role)" if a.role else "")
    if cmd == "deploy":
        if a.role:
            return f"Deploy to bay {args[0]}{role}"
        return "Deploy" + (f" to ring {args[0]}" if args else "")
    if cmd == "lock":
        if not args:
            return "Lock (nothing matches: spends the card to draw another)"
        return f"Lock bay{'s' if len(args) > 1 else ''} " + " + ".join(map(str, args)) + role
    if cmd == "swap":
        if not args:
            return "Swap (moves nothing: spends the card to draw another)"
        if opt == "robots":
            return f"Swap the robots in bays {args[0]} and {args[1]} with their modules"
        if opt == "robots_only":
            return f"Swap the robots in bays {args[0]} and {args[1]}, modules stay"
        if opt == "stack" or (a.role and ability == "swap_stack"):
            return f"Exchange bay {args[0]} with the top of stack {args[1]}{role}"
        if len(args) == 3:
            return f"Cycle modules {args[0]} -> {args[1]} -> {args[2]}{role}"
        what = "blueprints" if a.role and ability == "swap_blueprints" else "modules"
        return f"Swap {what} in bays {args[0]} and {args[1]}{role}"
    if cmd in ("rotate_cw", "rotate_acw"):
        way = "clockwise" if cmd == "rotate_cw" else "anti-clockwise"
        if opt == "cycle":
            return "Cycle both stacks (top module to the bottom)"
        if a.role and ability == "rotate_single":
            return f"Move the module in bay {args[0]} {args[1]} bay(s) {way}{role}"
        steps = args[0]
        ring = f" (ring {args[1]})" if len(args) > 1 else ""
        who = {"robots": " modules carrying robots", "robots_only": " robots only"}.get(opt, "")
        return f"Rotate{who} {steps} bay{'s' if steps > 1 else ''} {way}{ring}{role}"
    if cmd == "hold":
        return "Discard Platform/Hold for no effect"
    return a.to_text()


def option_label(option: str) -> str:
    """A Choose option in words ("card:swap" -> "Swap", "bay:7" -> "Bay 7")."""
    if option.startswith("card:"):
        return card_name(option[5:])
    if option.startswith("bay:"):
        return f"Bay {option[4:]}"
    if option.startswith("stack:"):
        return f"Stack {option[6:]}"
    return {"skip": "Skip", "deploy": "Deploy"}.get(option, option)
