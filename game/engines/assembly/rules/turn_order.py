"""Turn Order: Inform (one question), Verify, Execute, Malfunction, Refresh. A play
discards its cards (one that shows the command, or any 3 as a substitute wild) and queues
the steps of the rest of the turn; a step that needs a decision opens a choice; the last
step passes the turn on. A player with an empty hand only draws.

Whom a player may ask, about what, which cards may pay for a command and which option
answers an open choice are listed from the same conditions that explain a refusal
(`*_refusal`: None when allowed, else the sentence): legal.py walks them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.assembly.actions import (
    CARD_COMMANDS,
    CARD_NAMES,
    COMMAND_NAMES,
    COMMANDS,
    SUBSTITUTE_COMMANDS,
    Ask,
    Choose,
    Play,
)
from game.engines.assembly.rules.verifying import can_verify
from game.engines.common.wording import article, listing

if TYPE_CHECKING:
    from game.engines.assembly.game import Game


# ---------------------------------------------------------------- Inform

def ask_seat_refusal(g: Game, seat: int) -> str | None:
    """Whom the active player may ask: any other player (Double Ring: any player)."""
    if g.players == 1:
        return "In a solo game there is nobody to ask."
    if g.asked is not None:
        return "You have already asked your one question this turn."
    if 0 <= seat < g.players and seat != g.active:
        return None
    others = [f"Player {s + 1}" for s in range(g.players) if s != g.active]
    if seat == g.active:
        return f"You cannot ask yourself: ask {listing(others, 'or')}."
    return f"Ask another player at this table: {listing(others, 'or')}."


def ask_command_refusal(g: Game, command: str) -> str | None:
    """The base game has no Platform/Hold cards, so nobody can verify that command."""
    if command == "hold" and g.setup.mode == "base":
        return "This game has no Platform/Hold cards: ask about another command."
    return None


def ask_refusal(g: Game, a: Ask) -> str | None:
    return ask_seat_refusal(g, a.seat) or ask_command_refusal(g, a.command)


def ask_choices(g: Game) -> list[Ask]:
    """Every question the active player may ask now: by seat, then by command."""
    if g.players == 1 or g.asked is not None:
        return []
    return [Ask(seat, c) for seat in ask_seats(g) for c in g._askable]


def ask_seats(g: Game) -> list[int]:
    """The seats `ask_seat_refusal` lets the active player ask (before this turn's
    question): they depend on the active seat alone, so each answer is kept."""
    found = g._ask_memo.get(g.active)
    if found is None:
        found = g._ask_memo[g.active] = [s for s in range(g.players)
                                         if ask_seat_refusal(g, s) is None]
    return found


def askable_commands(g: Game) -> tuple[str, ...]:
    """What may be asked about in this game (it depends on the setup alone: kept in
    `g._askable`)."""
    return tuple(c for c in COMMANDS if ask_command_refusal(g, c) is None)


# ---------------------------------------------------------------- the cards of a play

def cards_refusal(hand: list[str], cards: tuple[str, ...], command: str) -> str | None:
    """May `cards` of `hand` pay for `command`? One card that shows the command, or any 3
    cards as a substitute wild (not for Platform/Hold, which is played as a card of its
    own)."""
    if len(cards) not in (1, 3):
        return "Play one command card, or exactly 3 cards as a substitute wild."
    if len(cards) == 1:
        card = cards[0]
        if card not in hand:
            return f"You do not hold {article(CARD_NAMES[card])} {CARD_NAMES[card]} card."
        if command not in CARD_COMMANDS[card]:
            name = CARD_NAMES[card]
            return f"{article(name, True)} {name} card cannot execute {COMMAND_NAMES[command]}."
        return None
    left = list(hand)
    for card in cards:
        if card not in left:
            some = "another" if card in hand else article(CARD_NAMES[card])
            return f"You do not hold {some} {CARD_NAMES[card]} card."
        left.remove(card)
    if command not in SUBSTITUTE_COMMANDS:
        return (f"A substitute wild cannot execute {COMMAND_NAMES[command]}: play the "
                "Platform/Hold card itself.")
    return None


# ---------------------------------------------------------------- the steps' choices

def open_choices(g: Game) -> list[Choose]:
    """The answers to the choice a step opened (`Game._ask_choice`), in its order."""
    return [Choose(o) for o in g.choice["options"]]


def choice_refusal(g: Game, option: str) -> str | None:
    """Is `option` one of the answers the open choice offers?"""
    options = g.choice["options"]
    if option in options:
        return None
    return f"{option_name(option, True)} is not one of the choices: {_in_words(options)}."


def option_name(option: str, start: bool = False) -> str:
    """A Choose option in words ("card:swap" -> "Swap", "bay:7" -> "bay 7"); `start`: to
    begin a sentence. Words the game never offers are not echoed."""
    kind, _, value = option.partition(":")
    if kind == "card" and value in CARD_NAMES:
        name = CARD_NAMES[value]
        return f"{article(name, start)} {name} card" if start else name
    if kind in ("bay", "stack") and value.isdigit():
        return f"{kind.title() if start else kind} {int(value)}"
    if option in ("skip", "deploy", "draw"):
        return option.title() if start else option
    return "That" if start else "that"


def _in_words(options: list[str]) -> str:
    """The options of a choice as a player reads them: the bays last, listed together."""
    bays = [o[4:] for o in options if o.startswith("bay:")]
    words = [option_name(o) for o in options if not o.startswith("bay:")]
    if bays:
        words.append(("bay " if len(bays) == 1 else "bays ") + listing(bays))
    return listing(words, "or")


# ---------------------------------------------------------------- what a turn does

def ask(g: Game, a: Ask) -> None:
    """Inform: the support player answers yes or no, and nothing more."""
    answer = can_verify(g.hands[a.seat], a.command)
    g.asked = {"seat": a.seat, "command": a.command, "answer": answer}
    g._reveals += 1
    g._log("ask", "{} asks {}: can you verify {}? {}", g._seat_name(g.active),
           g._seat_name(a.seat), COMMAND_NAMES[a.command], "Yes." if answer else "No.")


def play(g: Game, p: Play) -> None:
    """Declare and discard the command card(s), then queue Verify, the support players'
    Platform/Hold before a Rotate, Execute, Refresh and the end of the turn."""
    hand = g.hands[g.active]
    cards = p.cards
    for c in cards:
        hand.remove(c)
    g.discard += cards
    if len(cards) == 3 or "wild" in cards:
        g.stats["wild"] = True
    if p.role:
        g.roles_used[g.active] = True
        g.stats["role"] = True
    for _ in p.holds:  # each extra hold is one more Platform/Hold card
        hand.remove("platform_hold")
        g.discard.append("platform_hold")
    if not g.fast:
        g._log("play", "{} discards {} to {}{}.", g._seat_name(g.active),
               " + ".join(CARD_NAMES[c] for c in p.cards), COMMAND_NAMES[p.command],
               " (role)" if p.role else "")
    active, players, command = g.active, g.players, p.command
    queue: list[dict] = []
    if players > 1:
        v = p.verifier if p.verifier >= 0 else 1 - active
        queue.append({"op": "verify", "seat": v, "command": command})
        if command.startswith("rotate") and p.option != "cycle":
            for k in range(1, players):
                queue.append({"op": "offer_hold", "seat": (active + k) % players})
    queue += [{"op": "exec", "command": command, "args": list(p.args), "role": p.role,
               "sub": len(cards) == 3, "holds": [h - 1 for h in p.holds] if p.holds else [],
               "option": p.option},
              {"op": "refresh", "seat": active, **({"wait": True} if g.setup.refill_waits
                                                    else {})},
              {"op": "end"}]
    g.queue = queue


def draw(g: Game) -> None:
    """A player with an empty hand skips steps 1-4 and just draws: their whole turn."""
    g._log("draw", "{} has no cards and draws.", g._seat_name(g.active))
    g.queue = [{"op": "refresh", "seat": g.active}, {"op": "end"}]


def end_turn(g: Game, item: dict, option: str | None) -> None:
    g.active = (g.active + 1) % g.players
    g.asked = None
    g.turn += 1
