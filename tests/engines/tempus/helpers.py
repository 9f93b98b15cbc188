"""Scenario helpers: a game with a cleared board, chosen crew and fixed number tokens, so a
rule test states only what it needs."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.engines.tempus import Setup, load_content, new_game, parse_action
from game.engines.tempus.game import Game

LEVELS = Path(__file__).resolve().parents[3] / "levels"
# Location numbers used by every scenario (engineering is 4, as in the rulebook example).
NUMBERS = {"security_room": 1, "airlock": 2, "sick_bay": 3, "engineering": 4,
           "maintenance": 5, "fuel_cells": 6, "shield_generator": 7, "life_support": 8,
           "hyperdrive": 9}


@lru_cache(maxsize=1)
def content():
    return load_content(LEVELS)


def make(chars: tuple[str, ...] = ("vega", "rhee"), difficulty: str = "recruit",
         seed: int = 1, at: str | None = None) -> Game:
    """A game on its first turn (seat 0 acting), board and hyperdrive tokens cleared."""
    g = new_game(Setup(players=len(chars), seed=seed, difficulty=difficulty,
                       characters=tuple(chars)), content())
    g.numbers = dict(NUMBERS)
    g.by_number = {n: s for s, n in NUMBERS.items()}
    clear_board(g)
    if g.phase == "first":
        g.apply(parse_action("first 0"))
    if at:
        for c in g.crew:
            c["at"] = at
    g.history.clear()
    g.checkpoint = 0
    g._legal = None
    g.mark_checkpoint()
    return g


def clear_board(g: Game) -> None:
    for token, board in g.tokens.items():
        for s in board:
            g.supply[token] += board[s]
            board[s] = 0
    g._legal = None


def put(g: Game, token: str, space: str, n: int = 1) -> None:
    """Set tokens directly (no wounds, no spreading): scenario building, not a rule."""
    g.tokens[token][space] += n
    g.supply[token] -= n
    g._legal = None


def give(g: Game, seat: int, item_type: str) -> str:
    """Move the first supply (else board) copy of an item type onto a crew sheet."""
    for where in ("supply", None):
        for uid, loc in g.items.items():
            if uid.rsplit("_", 1)[0] == item_type and (where is None or loc == where) \
                    and not loc.startswith("c:"):
                g.set_item(uid, f"c:{seat}")
                g._legal = None
                return uid
    raise AssertionError(f"no free {item_type}")


def do(g: Game, *texts: str) -> list:
    events = []
    for t in texts:
        events += g.apply(parse_action(t))
    return events


def legal_texts(g: Game) -> set[str]:
    return {a.to_text() for a in g.legal_actions()}


def end_round(g: Game) -> None:
    """End every remaining turn this round (consequences and disasters then run)."""
    start = g.round
    while g.round == start and not g.is_over and g.phase == "turn":
        g.apply(parse_action("end"))


def kill(g: Game, seat: int) -> None:
    """A dead crew member (scenario building: no rule ran)."""
    g.crew[seat]["dead"] = True
    g.crew[seat]["wounds"] = g.capacity(seat)
    g._legal = None


def lock(g: Game, door: str) -> None:
    """A Locked Door on `door`, taken from the supply (scenario building)."""
    g.locked.add(door)
    g.supply["locked_door"] -= 1
    g._legal = None
