"""Scenario helpers: a game with an empty board that tests fill counter by counter."""

from __future__ import annotations

from game.engines.law404 import Setup, new_game
from game.engines.law404.game import Game
from game.engines.law404.rules import items, robot_turn


def drafted(content, players: int = 3, seed: int = 1, variants=()) -> Game:
    """A new game with the draft done (first legal choice each time)."""
    game = new_game(Setup(players, seed, frozenset(variants)), content)
    while game.pending.kind == "keep_directive":
        game.apply(game.legal_actions()[0])
    return game


def blank(content, players: int = 3, variants=(), rooms=None) -> Game:
    """Every item in the supply, doors closed, no event, no directives, paused."""
    game = drafted(content, players, variants=variants)
    st = game.st
    for loc in st["stacks"]:
        st["stacks"][loc] = []
    st["supply"] = list(items.ALL_ITEMS)
    st["alive"] = {}
    for door in st["doors"]:
        st["doors"][door] = False
    st.update(damaged=[], main=None, current=[], flags=[], event_done=False, enemy_hits=0,
              directives=[[] for _ in range(players)], sub=None, stage="paused",
              cage_locked=False, powered=[], offer_queue=[], tally={})
    st["program"] = [[["card01", "top"]] * 3 for _ in range(players)]
    st["round"] = 0
    st["queue"] = []
    st["room"] = list(rooms) if rooms else ["cargo"] * players
    game._legal = None
    game.last_checked = None
    return game


def put(game: Game, loc: str, ids, dead=()) -> None:
    """Place counters from the supply on top of `loc` (zone id or "robot:N")."""
    for item in ids:
        game.st["supply"].remove(item)
        game.st["stacks"][loc].append(item)
        if item in items.CHARACTERS:
            game.st["alive"][item] = item not in dead
    game._legal = None


def event(game: Game, event_id: str) -> None:
    game.st["main"] = event_id
    game.st["current"] = [event_id]
    game.st["event_done"] = False
    game.st["enemy_hits"] = 0


def act(game: Game, seat: int, action_name: str) -> None:
    """Start a robot's card action as if its card were being resolved now."""
    robot_turn.start_action(game, seat, action_name)
    game._legal = None


def card(content, highlighted: bool) -> str:
    return next(c.id for c in sorted(content.action_cards.values(), key=lambda c: c.id)
                if c.highlighted == highlighted)


def stack(game: Game, loc: str) -> list[str]:
    return list(game.st["stacks"][loc])


def counters(game: Game) -> int:
    st = game.st
    return (sum(len(s) for s in st["stacks"].values()) + len(st["supply"])
            + items.DAMAGE_COUNTERS + len(st["doors"]))
