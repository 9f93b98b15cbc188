"""The one rule walk: what the pending decision allows, and why an action is not allowed.

Every decision kind names the actions that answer it, lists its choices and refuses an
action through the conditions of the rule module that owns it (rules/: each condition is a
function returning None or the sentence why not, and the listing keeps exactly what those
functions allow). `legal_actions(game)`, `why_not(game, action)` and `Game.apply`'s
RuleError all come from here. An action of another decision kind is refused with what the
pending decision asks for first.

>>> from pathlib import Path
>>> from game.engines.law404 import Setup, load_content, new_game
>>> game = new_game(Setup(3, 1), load_content(Path(__file__).resolve().parents[3] / "levels"))
>>> why_not(game, A.LeaveDoor(True))
'First Robot 1 must keep one of the directives it holds in the draft.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from game.engines.common.actions import Decision
from game.engines.common.well_formed import malformed
from game.engines.law404 import actions as A
from game.engines.law404.actions import shared
from game.engines.law404.rules import draft, endless, machines, robot_turn, shoving, turn

if TYPE_CHECKING:
    from game.engines.law404.game import Game

GAME_OVER = "The game is over; no more actions can be taken."

Choices = Callable[["Game", int, Any], list]
Refusal = Callable[["Game", int, Any, Any], "str | None"]


@dataclass(frozen=True)
class Kind:
    """One decision kind: the actions that answer it, its choices and its refusals (both
    called with the game, the deciding seat and the open sub-decision's record, if any)."""

    actions: tuple[type, ...]
    asks: str
    """What the decision asks for, after "First Robot N must" ({target}: the robot being
    shoved)."""
    choices: Choices
    refusal: Refusal


def _program_refusal(game: Game, seat: int, sub, action) -> str | None:
    if isinstance(action, A.UseChip):
        return turn.chip_refusal(game, seat)
    return robot_turn.program_refusal(game, seat, action)


def _either(cls: type) -> Choices:
    """A yes/no decision (doors, the door moved through): both answers, always."""
    return lambda game, seat, sub: [shared(cls, True), shared(cls, False)]


def _always(game: Game, seat: int, sub, action) -> None:
    return None


KINDS: dict[str, Kind] = {
    "keep_directive": Kind(
        (A.KeepDirective,), "keep one of the directives it holds in the draft",
        lambda game, seat, sub: draft.keep_choices(game, seat),
        lambda game, seat, sub, a: draft.keep_refusal(game, seat, a.directive)),
    "program": Kind(
        (A.ProgramCard, A.UseChip), "program its action cards",
        lambda game, seat, sub: robot_turn.program_choices(game, seat), _program_refusal),
    "pickput": Kind(
        (A.PickUp, A.PutDown), "pick up or put down items (its Pick up / Put down card)",
        lambda game, seat, sub: robot_turn.pickput_choices(game, seat),
        lambda game, seat, sub, a: robot_turn.pickput_refusal(game, seat, a)),
    "rearrange": Kind(
        (A.RearrangeTarget,), "choose a zone of its room, or its own stack, to rearrange",
        lambda game, seat, sub: robot_turn.rearrange_choices(game, seat),
        lambda game, seat, sub, a: robot_turn.rearrange_refusal(game, seat, a.target)),
    "rearrange_place": Kind(
        (A.RearrangePlace,), "finish rearranging the stack",
        lambda game, seat, sub: robot_turn.place_choices(sub),
        lambda game, seat, sub, a: robot_turn.place_refusal(sub, a.item)),
    "doors": Kind((A.SetDoors,), "open or close every door of its room", _either(A.SetDoors),
                  _always),
    "door": Kind((A.LeaveDoor,), "leave the door it came through open or closed",
                 _either(A.LeaveDoor), _always),
    "shove": Kind(
        (A.Shove,), "choose which robot to shove",
        lambda game, seat, sub: [shared(A.Shove, s) for s in
                                 shoving.shove_choices(game, sub["mover"], sub["chain"])],
        lambda game, seat, sub, a: shoving.shove_refusal(game, sub["mover"], a.seat,
                                                         sub["chain"])),
    "shove_room": Kind(
        (A.ShoveTo,), "choose the room to shove Robot {target} into",
        lambda game, seat, sub: [shared(A.ShoveTo, r) for r in shoving.shove_room_choices(
            game, sub["mover"], sub["target"], sub.get("from"))],
        lambda game, seat, sub, a: shoving.shove_room_refusal(
            game, sub["mover"], sub["target"], a.room, sub.get("from"))),
    "steal": Kind(
        (A.Steal,), "choose what to steal from Robot {target}, or nothing",
        lambda game, seat, sub: shoving.steal_choices(game, sub),
        lambda game, seat, sub, a: shoving.steal_refusal(game, sub, a.item)),
    "lathe": Kind(
        (A.LathePick,), "choose what the Nanolathe makes",
        lambda game, seat, sub: machines.lathe_choices(game),
        lambda game, seat, sub, a: machines.lathe_refusal(game, a.kind)),
    "revive": Kind(
        (A.Revive,), "choose the room whose dead rise",
        lambda game, seat, sub: machines.revive_choices(game),
        lambda game, seat, sub, a: machines.revive_refusal(game, a.room)),
    "chart": Kind(
        (A.ChartChoice,), "choose the events the ship flies into next",
        lambda game, seat, sub: machines.chart_choices(),
        lambda game, seat, sub, a: machines.chart_refusal(a.keep)),
    "offer": Kind(
        (A.TakeOffered,), "choose a face-up directive to add",
        lambda game, seat, sub: endless.offer_choices(game),
        lambda game, seat, sub, a: endless.offer_refusal(game, a.keep, a.discard)),
}


def legal_actions(game: Game) -> list:
    """The choices of the pending decision (none once the game is over)."""
    st = game.st
    if st["over"] is not None:
        return []
    sub = st["sub"]
    if sub is None:
        if st["stage"] == "draft":
            return draft.keep_choices(game, st["draft_seat"])
        # Programming is half of all decisions: straight to its listing.
        return robot_turn.program_choices(game, st["program_seat"])
    return KINDS[sub["kind"]].choices(game, sub["seat"], sub)


def why_not(game: Game, action) -> str | None:
    """None when `action` is legal now, else the sentence why not, in printed names
    (robots as "Robot N", which a table turns into the seat's name)."""
    st = game.st
    if st["over"] is not None:
        return GAME_OVER
    reason = malformed(action, A.Action)
    if reason is not None:
        return f"{action!r} is not a 404 action: {reason}."
    pending = game.pending
    kind = KINDS[pending.kind]
    sub = st["sub"]
    if not isinstance(action, kind.actions):
        shoved = sub.get("target") if sub is not None and "mover" in sub else None
        asks = kind.asks.format(target="" if shoved is None else shoved + 1)
        return f"First Robot {pending.seat + 1} must {asks}."
    return kind.refusal(game, pending.seat, sub, action)


@cache
def decision(seat: int, kind: str, card_number: int = 0) -> Decision:
    """Decisions are immutable values, so one per seat and kind (and program card number)
    is shared instead of building one each time `pending` is read."""
    if kind == "program":
        prompt = f"Choose your action card number {card_number} of 3 and which way up it goes."
    else:
        prompt = PROMPTS[kind]
    return Decision(seat, kind, prompt)


PROMPTS = {
    "keep_directive": "Choose a directive to keep; the rest pass to your left.",
    "pickput": "Pick up the top one or two items of a zone, or put down items from your stack.",
    "rearrange": "Choose a zone, or your own stack, to rearrange.",
    "rearrange_place": "Choose the next item of the new stack, from the bottom up.",
    "doors": "Open or close every door of your room.",
    "door": "Leave the door you came through open or closed.",
    "shove": "Choose which robot to shove.",
    "shove_room": "Choose the room to shove the robot into.",
    "steal": "Steal one item the shoved robot carries, or nothing.",
    "lathe": "Choose an item for the nanolathe to make (it goes on top).",
    "revive": "Choose a room: its doors close and its dead rise.",
    "chart": "Choose which set of events the ship flies into next.",
    "offer": "Choose a face-up directive to add; the other one you take is discarded.",
}
