"""Gestures to engine actions, by lookup in `legal_actions()` (never by re-deriving rules).

A gesture names the command and its arguments (swap bays 2 and 5, rotate 1 bay
clockwise, lock bays 3 and 7); the card that pays for it is chosen here: the cards the
player selected in the hand, else the cheapest single card that shows the command (a Swap
card before a Wild), so a player never has to pick a card for the obvious case.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engines.assembly import Ask, Choose, Draw, Play
from game.engines.assembly.actions import CARD_NAMES as ENGINE_CARD_NAMES
from game.engines.assembly.actions import COMMAND_NAMES
from game.engines.common.errors import RuleError

# The engine's card names, with the slash spaced out for the card faces.
CARD_NAMES = {kind: name.replace("/", " / ") for kind, name in ENGINE_CARD_NAMES.items()}
# Spend the card that is worth least later: Wild and Deploy/Lock are the scarce ones.
CARD_COST = {"cw_rotate": 0, "acw_rotate": 0, "swap": 1, "platform_hold": 1,
             "either_rotate": 2, "deploy_lock": 3, "wild": 9}


def card_name(kind: str) -> str:
    return CARD_NAMES.get(kind, kind.replace("_", " ").title())


def plays(actions: Sequence, command: str, args: Sequence[int] = (), *, role: bool = False,
          option: str = "", holds: Sequence[int] = ()) -> list[Play]:
    """Legal plays that perform exactly this gesture, whatever card pays for it."""
    args, holds = tuple(args), tuple(sorted(holds))
    return [a for a in actions if isinstance(a, Play) and a.command == command
            and tuple(a.args) == args and a.role == role and a.option == option
            and tuple(sorted(a.holds)) == holds]


def pick_play(actions: Sequence, command: str, args: Sequence[int] = (), *,
              role: bool = False, option: str = "", holds: Sequence[int] = (),
              selected: Sequence[str] = (), asked: dict | None = None,
              verifier: int | None = None) -> Play:
    """The one legal Play for a gesture; RuleError with a sentence when there is none."""
    same = plays(actions, command, args, role=role, option=option, holds=holds)
    name = COMMAND_NAMES.get(command, command)
    if not same:
        where = f" with bays {', '.join(map(str, args))}" if command in ("lock", "swap") \
            and args else ""
        raise RuleError(f"{name}{where} is not possible now.")
    if selected:
        want = sorted(selected)
        chosen = [a for a in same if sorted(a.cards) == want]
        if not chosen:
            if len(selected) == 1:
                raise RuleError(f"A {card_name(selected[0])} card cannot execute {name}.")
            if len(selected) == 3:
                raise RuleError(f"These 3 cards cannot be discarded for {name} now.")
            raise RuleError("Select one card to play, or exactly 3 cards to discard as a "
                            "substitute wild.")
    else:
        chosen = [a for a in same if len(a.cards) == 1]
        if not chosen:
            raise RuleError(f"No card in your hand executes {name}: select 3 cards to "
                            "discard them as a substitute wild.")
        chosen.sort(key=lambda a: CARD_COST.get(a.cards[0], 5))
        chosen = [a for a in chosen if a.cards == chosen[0].cards]
    return _pick_verifier(chosen, asked, verifier)


def _pick_verifier(options: list[Play], asked: dict | None, verifier: int | None) -> Play:
    """Double Ring: the player chosen to verify; else the one who said yes; else anyone
    but the one who said no (advanced play leaves only the asked player legal)."""
    by_seat = {a.verifier: a for a in reversed(options)}
    if verifier is not None and verifier in by_seat:
        return by_seat[verifier]
    if asked is not None and asked["seat"] in by_seat:
        if asked["answer"] or len(by_seat) == 1:
            return by_seat[asked["seat"]]
        return next(a for a in options if a.verifier != asked["seat"])
    return options[0]


def lockable_bays(actions: Sequence) -> set[int]:
    """Bay numbers that appear in some legal Lock (they glow)."""
    return {b for a in actions if isinstance(a, Play) and a.command == "lock"
            for b in a.args}


def swap_targets(actions: Sequence, bay: int) -> set[int]:
    """Bays a module in `bay` may be dropped on to swap (plain or robot swap)."""
    out = set()
    for a in actions:
        if isinstance(a, Play) and a.command == "swap" and not a.role and bay in a.args \
                and a.option in ("", "robots") and len(a.args) == 2:
            out.update(b for b in a.args if b != bay)
    return out


def plays_with_role(actions: Sequence, command: str) -> list[Play]:
    return [a for a in actions if isinstance(a, Play) and a.role and a.command == command]


def swap_play(actions: Sequence, a: int, b: int, selected: Sequence[str] = (),
              asked: dict | None = None, verifier: int | None = None) -> Play:
    """Drag of a module from bay `a` onto bay `b`: a plain swap, else a robot swap."""
    args = (min(a, b), max(a, b))
    for option in ("", "robots"):
        if plays(actions, "swap", args, option=option):
            return pick_play(actions, "swap", args, option=option, selected=selected,
                             asked=asked, verifier=verifier)
    raise RuleError(f"The modules in bays {a} and {b} cannot be swapped now.")


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
            return "Lock (nothing matches: no effect)"
        return f"Lock bay{'s' if len(args) > 1 else ''} " + " + ".join(map(str, args)) + role
    if cmd == "swap":
        if not args:
            return "Swap (no effect)"
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
