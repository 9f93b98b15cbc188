"""404: Law Not Found — the rules engine (pure Python, no pygame, no I/O but content).

Decisions (`game.pending.kind`) and the actions that answer them (`actions.py`):

    keep_directive   KeepDirective(id)            draft: keep one, pass the rest left
    program          ProgramCard(card, top|bottom) three per robot, seat order; or UseChip()
    pickput          PickUp(zone, 1|2) / PutDown(zone, n)
    rearrange        RearrangeTarget(zone|"self"), then rearrange_place: RearrangePlace(item)
    doors            SetDoors(open)                Open/Close card: every door of the room
    door             LeaveDoor(open)               after moving (or being shoved) through it
    shove            Shove(seat); shove_room: ShoveTo(room); steal: Steal(item|None)
    lathe            LathePick(kind)   revive: Revive(room|None)   chart: ChartChoice(set)
    offer            TakeOffered(keep, discard)    Endless Directives only

Humans, monkeys, reveals and event resolution are automatic.  `new_game(setup, content,
fast=True)` skips undo snapshots and the event log for simulations; `game.board_info()`
describes the board; `game.why_not(action)` says why an action is refused (legal.py, the one
rule walk); `game.find_action(seat, piece, source, target)` and `game.drag_for(action)` are
the drag lookup (gestures.py), `game.why_not_lift(seat, piece, source)` whether a drag may
start; `game.public_view()` is what a spectator sees.  Extras for bots: `copy_state`.

>>> from pathlib import Path
>>> content = load_content(Path(__file__).resolve().parents[3] / "levels")
>>> game = new_game(Setup(players=3, seed=1), content)
>>> game.pending.kind
'keep_directive'
"""

from __future__ import annotations

from game.engines.law404.actions import parse_action
from game.engines.law404.content import Content, load_content
from game.engines.law404.determinize import determinize
from game.engines.law404.game import FORMAT_VERSION, Game, from_dict, new_game
from game.engines.law404.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS, Setup, copy_state

GAME_ID = "law404"
TITLE = "404: Law Not Found"


def replay(setup: Setup, content: Content, history: list[str], undo: bool = False) -> Game:
    """Deal from `setup` and play every action text in `history`."""
    game = new_game(setup, content, undo=undo)
    for text in history:
        game.apply(parse_action(text))
    return game


__all__ = ["GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "VARIANTS", "Setup", "Content",
           "Game", "load_content", "new_game", "from_dict", "parse_action", "replay", "determinize",
           "copy_state", "FORMAT_VERSION"]
