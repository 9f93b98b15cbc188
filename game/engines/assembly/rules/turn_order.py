"""Turn Order: Inform (one question), Verify, Execute, Malfunction, Refresh. A play
discards its cards and queues the steps of the rest of the turn; the last one passes the
turn on."""

from __future__ import annotations

from game.engines.assembly.actions import CARD_NAMES, COMMAND_NAMES, Ask, Play
from game.engines.assembly.rules.verifying import can_verify


def ask(g, a: Ask) -> None:
    """Inform: the support player answers yes or no, and nothing more."""
    answer = can_verify(g.hands[a.seat], a.command)
    g.asked = {"seat": a.seat, "command": a.command, "answer": answer}
    g._reveals += 1
    g._log("ask", "{} asks {}: can you verify {}? {}", g._seat_name(g.active),
           g._seat_name(a.seat), COMMAND_NAMES[a.command], "Yes." if answer else "No.")


def play(g, p: Play) -> None:
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
              {"op": "refresh", "seat": active}, {"op": "end"}]
    g.queue = queue


def draw(g) -> None:
    """A player with an empty hand skips steps 1-4 and just draws: their whole turn."""
    g._log("draw", "{} has no cards and draws.", g._seat_name(g.active))
    g.queue = [{"op": "refresh", "seat": g.active}, {"op": "end"}]


def end_turn(g, item: dict, option: str | None) -> None:
    g.active = (g.active + 1) % g.players
    g.asked = None
    g.turn += 1
