"""The one rule walk: what the pending decision allows, and why an action is not allowed.

Every condition is written once, in the rule module of the rulebook section that owns it
(rules/: a function returning None or the sentence why not, in printed names, next to the
listing of what it allows); this walk assembles them. `legal_actions(g)` draws the
candidates of the pending decision and keeps those the conditions allow; a condition that
holds for a whole kind of action ("one action a turn", "no actions in a space with Fire")
is asked once for the kind, not once per candidate. `why_not(g, action)` asks the very same
conditions about the action it is given, so the refusal a player reads is the reason the
action is not listed. What an action does is rules/action_phase.py's `perform`.
"""

from __future__ import annotations

from collections.abc import Callable
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

END_TURN = A.EndTurn()

Refusal = Callable[["Game", Any], "str | None"]


def _always(g: Game, a) -> None:
    return None


# ---- the walk --------------------------------------------------------------------------------

def legal_actions(g: Game) -> list:
    """Every action of the pending decision, in a stable order (random games and bots'
    ties depend on it)."""
    phase = g.phase
    if phase == "first":
        return first_player.first_player_choices(g)
    if phase == "discard":
        return effects.discard_choices(g)
    if phase == "security":
        return board_actions.security_choices(g)
    if phase != "turn":
        return []
    return _turn(g)


def why_not(g: Game, a) -> str | None:
    """None when `a` is legal now, else the sentence why not."""
    kind = type(a)
    return decision_reason(g, kind) or _REFUSALS[kind](g, a)


def decision_reason(g: Game, kind: type) -> str | None:
    """None when the pending decision is answered by actions of class `kind`, else what it
    asks first."""
    if g.result is not None:
        return "The game is over."
    if _DECISION.get(kind, "turn") != g.phase:
        return _not_asked(g, kind)
    return None


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


_REFUSALS = {
    A.ChooseFirst: lambda g, a: first_player.first_player_refusal(g, a.seat),
    A.Discard: lambda g, a: effects.discard_refusal(g, a.seat, a.item),
    A.SecurityToggle: lambda g, a: board_actions.security_toggle_refusal(g, a.door),
    A.SecurityDone: _always,
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
"""The refusal of each action, by its class."""


# ---- which decision an action answers --------------------------------------------------------

_DECISION = {A.ChooseFirst: "first", A.Discard: "discard", A.SecurityToggle: "security",
             A.SecurityDone: "security"}


def _not_asked(g: Game, kind: type) -> str:
    phase = g.phase
    if phase == "first":
        return "First choose who takes the first turn this round."
    if phase == "discard":
        return "First choose which Equipment item the crew discards."
    if phase == "security":
        return (f"First finish the Security Room action: switch up to {g.sec_left} more "
                "interior doors, or choose Done.")
    if phase != "turn":
        return "Wait: the Disaster Phase is being played."
    who = g.crew_name(g.current_seat)
    if kind is A.ChooseFirst:
        return f"The first player is chosen when a round begins; now it is {who}'s turn."
    if kind is A.Discard:
        return f"Nothing is being discarded now; it is {who}'s turn."
    if kind is A.SecurityToggle:
        return ("Doors are switched anywhere on the ship only during the Security Room "
                "action.")
    return "There is no Security Room action to finish."
