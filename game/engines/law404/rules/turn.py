"""Turn Sequence: start of turn (cage unlocks, reveal, humans and monkeys, deal action
cards) and chips used while programming."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.law404.rules import directives, events, humans

if TYPE_CHECKING:
    from game.engines.law404.game import Game

HAND = 5


def start_turn(game: Game) -> None:
    st = game.st
    st["turn"] += 1
    st["cage_locked"] = False
    st["flags"] = []
    st["powered"] = []
    st["turn_chip"] = [None] * game.players
    st["enemy_hits"] = 0
    st["event_done"] = False
    game.emit("turn", f"Turn {st['turn']} begins.", turn=st["turn"])
    events.reveal(game)
    directives.check(game)  # anomalies act on reveal, before any human moves
    if st["over"] is not None:
        return
    humans.human_turn(game)
    if st["over"] is not None:
        return
    humans.monkey_turn(game)
    if st["over"] is not None:
        return
    deal(game)


def deal(game: Game) -> None:
    """Shuffle every action card and deal five to each robot."""
    st = game.st
    deck = sorted(game.content.action_cards)
    game.randomness().shuffle(deck)
    st["hands"] = [[deck.pop() for _ in range(HAND)] for _ in range(game.players)]
    st["cards_deck"] = deck
    st["program"] = [[] for _ in range(game.players)]
    st["program_seat"] = 0
    st["stage"] = "program"


def chip_refusal(game: Game, seat: int) -> str | None:
    """May Robot `seat` spend its chip now? Once a turn, charged, before its first card."""
    st = game.st
    if st["program"][seat]:
        return "A chip is used before the first action card is programmed."
    if st["turn_chip"][seat] is not None:
        return f"Robot {seat + 1} has already used its chip this turn."
    if not st["chips"][seat]["charged"]:
        return (f"Robot {seat + 1}'s chip is spent: a planetary mission (or an anomaly) "
                "recharges it.")
    return None


def use_chip(game: Game, seat: int) -> None:
    st = game.st
    chip = game.content.chips[st["chips"][seat]["id"]]
    st["chips"][seat]["charged"] = False
    st["turn_chip"][seat] = chip.ability
    room = st["room"][seat]
    ability = chip.ability
    if ability == "redraw":
        deck = st["cards_deck"]
        game.randomness().shuffle(deck)
        old = st["hands"][seat]
        st["hands"][seat] = [deck.pop() for _ in range(min(HAND, len(deck)))]
        deck[0:0] = old
    elif ability == "extra_cards":
        deck = st["cards_deck"]
        st["hands"][seat] += [deck.pop() for _ in range(min(2, len(deck)))]
    elif ability in ("open_doors", "close_doors"):
        game.set_doors(room, ability == "open_doors")
    elif ability == "repair":
        zone = game.board.machine_zone[room]
        if zone is not None and game.is_damaged(zone):
            game.repair(zone)
    game.emit("chip", f"Robot {seat + 1} uses its chip: {chip.name}.", seat=seat,
              ability=ability)


