"""The one rule walk: what the pending decision allows, and why an action is not allowed.

Every decision kind (Game.phase) lists its choices and refuses each action that answers it
through the conditions of the rule module that owns them (rules/: each condition is a
function returning None or the sentence why not, in printed names, and each listing keeps
exactly what those functions allow). `legal_actions(g)`, `why_not(g, action)` and
`Game.apply`'s RuleError all come from here; what an action does is
rules/action_phase.py's `perform`. An action of another decision kind is refused with what
the pending decision asks for first.

A turn's listing asks a condition that holds for a whole kind of action once for the kind,
not once per candidate: "one action a turn" before any action is drawn up, "no actions in a
space with Fire" only where there is Fire.

>>> from pathlib import Path
>>> from game.engines.tempus import Setup, load_content, new_game, parse_action
>>> g = new_game(Setup(3, 1), load_content(Path(__file__).resolve().parents[3] / "levels"))
>>> why_not(g, parse_action("end"))
'First choose who takes the first turn this round.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.engines.tempus import actions as A
from game.engines.tempus.rules import (
    action_phase,
    board_actions,
    effects,
    first_player,
    items,
    movement,
    trading,
)

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

GAME_OVER = "The game is over."
DISASTER_PHASE = "Wait: the Disaster Phase is being played."
END_TURN = A.EndTurn()

Choices = Callable[["Game"], list]
Refusal = Callable[["Game", Any], "str | None"]


@dataclass(frozen=True)
class Kind:
    """One decision kind: its choices, and the refusal of each action class that answers
    it."""

    choices: Choices
    refusals: dict[type, Refusal]
    asks: str | dict[type, str]
    """What an action of another kind is told while this decision is pending ({left}: the
    doors the Security Room may still switch); during a turn, by the action's class ({who}:
    whose turn it is)."""


def _always(g: Game, a) -> None:
    return None


# ---- the turn --------------------------------------------------------------------------------

def _turn(g: Game) -> list:
    seat = g.current_seat
    here = g.crew[seat]["at"]
    out: list = [END_TURN]
    out += movement.move_choices(g, seat, here)
    # Free actions: dropping, an item's free action, Quartermaster Ito's pick-up.
    idx = g.item_index()
    mine = idx.get(f"c:{seat}", items.NO_ITEMS)
    out += items.drop_choices(mine)
    out += items.use_choices(g, seat, mine, A.FreeItem)
    free_pickup = items.free_pickup(g, seat)
    if free_pickup:
        out += items.pickup_choices(g, seat, here, idx, mine)
    if action_phase.one_action_refusal(g, seat) is not None:
        return out
    # The turn's one action.
    acts = [] if free_pickup else items.pickup_choices(g, seat, here, idx, mine)
    acts += items.use_choices(g, seat, mine, A.UseItem)
    acts += trading.trade_choices(g, seat, here, mine, idx)
    acts += action_phase.door_choices(g, seat, here)
    acts += action_phase.ability_choices(g, seat)
    if board_actions.fault_refusal(g, here) is None:
        acts += board_actions.board_choices(g, seat, here)
    if acts and g.tokens["fire"][here]:
        acts = [a for a in acts if action_phase.fire_refusal(g, seat, a) is None]
    return out + acts if acts else out


def _acting(own: Callable[[Game, int, Any], str | None]) -> Refusal:
    """The refusal of one of the turn's actions: the caveats every action shares, then the
    action's own conditions (asked for the crew member whose turn it is)."""
    return lambda g, a: action_phase.action_refusal(g, a) or own(g, g.current_seat, a)


def _pickup_refusal(g: Game, a: A.PickUp) -> str | None:
    seat = g.current_seat
    if not items.free_pickup(g, seat):
        why = action_phase.action_refusal(g, a)
        if why is not None:
            return why
    return items.pickup_refusal(g, seat, a.item)


def _board_refusal(g: Game, a) -> str | None:
    """A board action: once a turn, at its place, not in Fire, then its own conditions."""
    seat = g.current_seat
    return (action_phase.one_action_refusal(g, seat) or board_actions.place_refusal(g, seat, a)
            or action_phase.fire_refusal(g, seat, a) or board_actions.board_refusal(g, seat, a))


TURN = {
    A.EndTurn: _always,
    A.Move: lambda g, a: movement.move_refusal(g, g.current_seat, a.to),
    A.StandUp: lambda g, a: movement.stand_refusal(g, g.current_seat),
    A.Drop: lambda g, a: items.drop_refusal(g, g.current_seat, a.item),
    A.FreeItem: lambda g, a: items.use_refusal(g, g.current_seat, a),
    A.PickUp: _pickup_refusal,
    A.UseItem: _acting(items.use_refusal),
    A.UseAbility: _acting(lambda g, seat, a: action_phase.ability_refusal(g, seat, a.target)),
    A.ToggleDoor: _acting(lambda g, seat, a: action_phase.door_refusal(g, seat, a.door)),
    A.Trade: _acting(trading.trade_refusal),
    **dict.fromkeys(board_actions.BOARD_ACTIONS, _board_refusal),
}
"""The actions of a turn and their refusals."""


# ---- the decision kinds ----------------------------------------------------------------------

KINDS: dict[str, Kind] = {
    "first": Kind(
        first_player.first_player_choices,
        {A.ChooseFirst: lambda g, a: first_player.first_player_refusal(g, a.seat)},
        "First choose who takes the first turn this round."),
    "discard": Kind(
        effects.discard_choices,
        {A.Discard: lambda g, a: effects.discard_refusal(g, a.seat, a.item)},
        "First choose which Equipment item the crew discards."),
    "security": Kind(
        board_actions.security_choices,
        {A.SecurityToggle: lambda g, a: board_actions.security_toggle_refusal(g, a.door),
         A.SecurityDone: _always},
        "First finish the Security Room action: switch up to {left} more interior doors, or "
        "choose Done."),
    "turn": Kind(_turn, TURN, {
        A.ChooseFirst: "The first player is chosen when a round begins; now it is {who}'s turn.",
        A.Discard: "Nothing is being discarded now; it is {who}'s turn.",
        A.SecurityToggle: "Doors are switched anywhere on the ship only during the Security "
                          "Room action.",
        A.SecurityDone: "There is no Security Room action to finish."}),
}
_DECISION = {cls: phase for phase, kind in KINDS.items() for cls in kind.refusals}
_REFUSALS = {cls: refusal for kind in KINDS.values() for cls, refusal in kind.refusals.items()}


# ---- the walk --------------------------------------------------------------------------------

def legal_actions(g: Game) -> list:
    """Every action of the pending decision, in a stable order (random games and bots'
    ties depend on it)."""
    phase = g.phase
    if phase == "turn":  # most decisions are turns: straight to its listing
        return _turn(g)
    kind = KINDS.get(phase)
    return [] if kind is None else kind.choices(g)


def why_not(g: Game, a) -> str | None:
    """None when `a` is legal now, else the sentence why not."""
    kind = type(a)
    return decision_reason(g, kind) or _REFUSALS[kind](g, a)


def decision_reason(g: Game, kind: type) -> str | None:
    """None when the pending decision is answered by actions of class `kind`, else what it
    asks first."""
    if g.result is not None:
        return GAME_OVER
    phase = g.phase
    if _DECISION.get(kind, "turn") == phase:
        return None
    pending = KINDS.get(phase)
    if pending is None:
        return DISASTER_PHASE
    asks = pending.asks
    if isinstance(asks, dict):
        return asks[kind].format(who=g.crew_name(g.current_seat))
    return asks.format(left=g.sec_left)
