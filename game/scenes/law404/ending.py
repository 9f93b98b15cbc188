"""What the end of a 404 game says: who won from the table's point of view, the rule or
tie-break that decided it, and every robot's directives face up. Plain text (no pygame),
the figures and details the shared end screen asks a table for.
"""

from __future__ import annotations

from game.scenes.law404.names import Printed


def directives_by_seat(game) -> list[list[dict]]:
    """Every robot's directives: revealed once the game is over (each seat's own view)."""
    return [game.view_for(seat)["private"]["directives"] for seat in range(game.players)]


def scores(game, printed: Printed) -> list[tuple[int, int, int]]:
    """(completed, total difficulty, highest difficulty) per seat: the tie-breakers."""
    out = []
    for rows in directives_by_seat(game):
        done = [printed.content.directives[d["id"]].difficulty for d in rows if d["done"]]
        out.append((len(done), sum(done), max(done, default=0)))
    return out


def reason(game, names: list[str], printed: Printed) -> str:
    """Why the game ended and, when it came to that, which tie-break decided it."""
    result = game.result
    winners = list(result.winners)
    table = scores(game, printed)
    who = _names(winners, names)
    if result.reason == "three_directives":
        text = f"{who} completed three directives first."
        if len(winners) > 1:
            text = f"{who} completed three directives with the same action; " \
                   "the directives' difficulty could not separate them."
        return text
    best = table[winners[0]] if winners else (0, 0, 0)
    text = (f"The events ran out. Highest total difficulty of completed directives: "
            f"{best[1]}.")
    rivals = [s for s, t in enumerate(table) if t[1] == best[1]]
    if len(rivals) > 1:
        text += f" Tied on total: the highest single directive ({best[2]}) decided it."
        if len(winners) > 1:
            text += " Still tied: the victory is shared."
    return f"{text} Winner: {who}."


def short_figures(game, names: list[str], printed: Printed) -> list[tuple[str, int, str]]:
    """(name, directives completed, "difficulty N") per seat, for the end screen's line."""
    return [(names[seat], n, f"difficulty {total}")
            for seat, (n, total, _top) in enumerate(scores(game, printed))]


def details(game, names: list[str], printed: Printed) -> list[str]:
    """Every robot's directives, revealed, and the turn it ended on."""
    lines = []
    for seat, rows in enumerate(directives_by_seat(game)):
        parts = []
        for d in rows:
            card = printed.content.directives[d["id"]]
            mark = "done" if d["done"] else "open"
            parts.append(f"{card.name} ({'*' * card.difficulty}, {mark})")
        lines.append(f"{names[seat]}: " + ", ".join(parts))
    lines.append(f"The game ended on turn {game.public_view()['turn']}.")
    return lines


def _names(seats: list[int], names: list[str]) -> str:
    words = [names[s] for s in seats]
    if len(words) <= 1:
        return "".join(words) or "Nobody"
    return ", ".join(words[:-1]) + " and " + words[-1]
