"""Gestures to Tempus actions, by lookup in the engine: no rule is re-derived here.

- `reachable(game)`: every space the acting crew member can reach this turn, with the
  movement it costs and the actions that get there (found by trying the engine's own legal
  Move / Stand up actions on copies of the game).
- `find_drop(game, counter, src, dst)`: the action (or actions) a drag means, else a
  RuleError with the engine's sentence.
- `board_buttons`, `item_buttons`, `ability_button`: what the acting crew member can do in
  their space or with their cards, each enabled or disabled with the reason.

No pygame: the table turns these into lit zones and buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engines.common.errors import RuleError
from game.engines.tempus import actions as A
from game.engines.tempus import from_dict, gestures
from game.scenes.tempus.texts import (
    TOKEN_NAMES,
    WIN_NAMES,
    ability_label,
    ability_sentence,
)


@dataclass(frozen=True)
class Reach:
    """A space the acting crew member can reach: its cost, how, and the actions in order."""

    space: str
    cost: int
    steps: tuple[str, ...]
    path: tuple

    @property
    def label(self) -> str:
        """The cost and what it pays for, as the cost tab shows it ("2 doorways").

        >>> Reach("x", 2, ("doorway", "doorway"), ()).label
        '2: doorways'
        >>> Reach("x", 3, ("stand up", "line", "doorway, Damage"), ()).label
        '3: stand up + line + doorway, Damage'
        """
        parts: list[str] = []
        for step in self.steps:
            if parts and parts[-1].rstrip("s") == step and step in ("doorway", "line"):
                parts[-1] = step + "s"
            else:
                parts.append(step)
        return f"{self.cost}: {' + '.join(parts)}"


@dataclass
class ActionButton:
    """One control: what it says, which legal actions it stands for (by target: a space id,
    "crew:N", or "" for none), and why it is disabled (None when enabled)."""

    label: str
    tooltip: str
    targets: dict[str, object] = field(default_factory=dict)
    reason: str | None = None
    target_kind: str = ""  # "space" or "crew" when the player must pick a target

    @property
    def enabled(self) -> bool:
        return self.reason is None and bool(self.targets)

    @property
    def single(self):
        """The action to play at once (one target), else None (pick a target first)."""
        return next(iter(self.targets.values())) if len(self.targets) == 1 else None


def clone(game):
    return from_dict(game.to_dict(), game.content)


def acting_seat(game) -> int | None:
    pending = game.pending
    return pending.seat if pending is not None and pending.kind == "turn" else None


def engine_reason(game, action) -> str | None:
    """None if `action` is legal now, else the engine's own sentence why not."""
    if action in game.legal_actions():
        return None
    try:
        game.apply(action)  # illegal: the engine refuses before changing anything
    except RuleError as exc:
        return str(exc)
    raise AssertionError("an action missing from legal_actions() was applied")


def _generic(reason: str | None) -> bool:
    return reason is None or reason.startswith("That action")


# ---- movement --------------------------------------------------------------------------------

def reachable(game) -> dict[str, Reach]:
    """Every space the acting crew member can still reach this turn (their own space too
    when standing up is all they can do there), cheapest first found."""
    seat = acting_seat(game)
    if seat is None:
        return {}
    links = {}
    for lk in game.content.ship.links:
        if lk.b:
            links[(lk.a, lk.b)] = links[(lk.b, lk.a)] = lk.kind
    start_view = game.view_for(seat)
    start_moves = start_view["t"][0]
    start = start_view["crew"][seat]["at"]
    best: dict[str, Reach] = {}
    frontier = [(game, (), ())]
    while frontier:
        nxt_frontier = []
        for state, path, steps in frontier:
            view = state.view_for(seat)
            here = view["crew"][seat]["at"]
            for action in state.legal_actions():
                if not isinstance(action, (A.Move, A.StandUp)):
                    continue
                after = clone(state)
                after.apply(action)
                aview = after.view_for(seat)
                space = aview["crew"][seat]["at"]
                if space == start and not isinstance(action, A.StandUp):
                    continue  # out and back again leads nowhere
                cost = start_moves - aview["t"][0]
                if isinstance(action, A.StandUp):
                    step = "stand up"
                else:
                    step = "doorway" if links.get((here, space)) == "door" else "line"
                    if view["tokens"]["damage"][space]:
                        step += ", Damage"
                reach = Reach(space, cost, steps + (step,), path + (action,))
                old = best.get(space)
                if old is None or cost < old.cost:
                    best[space] = reach
                    nxt_frontier.append((after, reach.path, reach.steps))
        frontier = nxt_frontier
    return best


def move_reason(game, space: str, reach: dict[str, Reach]) -> str | None:
    """Why the acting crew member cannot get to `space` now (None: they can)."""
    if space in reach:
        return None
    seat = acting_seat(game)
    if seat is None:
        return "Nobody is moving now."
    view = game.view_for(seat)
    here = view["crew"][seat]["at"]
    names = game.graph.names
    who = game.crew_name(seat)
    if space == here:
        return f"{who} is already in {names[space]}."
    why = engine_reason(game, A.Move(space))
    if why is not None and space not in game.graph.connected(here) and view["t"][0] > 0 \
            and not view["t"][3] and not view["crew"][seat]["down"]:
        left = view["t"][0]
        return (f"{names[space]} is out of reach: {who} has {left} movement left "
                f"(1 per dotted line or open doorway, +1 into a space with Damage).")
    return why


# ---- dragging items and standees -------------------------------------------------------------

def find_drop(game, counter: str, src: str, dst: str, reach: dict[str, Reach] | None = None):
    """The actions (a tuple, applied in order) a drag of `counter` from place `src` to place
    `dst` means; RuleError with the sentence to show when it means nothing legal.

    Places: a space id, "crew:N" (a character sheet) or "discard" (the item supply).
    """
    if counter.startswith("crew:"):
        if dst.startswith("crew:") or dst == "discard":
            raise RuleError("Crew move between spaces of the ship: drop the standee in a room.")
        reach = reachable(game) if reach is None else reach
        why = move_reason(game, dst, reach)
        if why is not None:
            raise RuleError(why)
        return reach[dst].path
    try:
        return (gestures.find_action(game, counter, src, dst),)
    except RuleError:
        swap = _swap(game, counter, src, dst)
        if swap is None:
            raise
        return (swap,)


def _swap(game, uid: str, src: str, dst: str):
    """A single-item trade that only works as a swap (the other sheet is full): the one
    legal trade that exchanges this item, if there is exactly one."""
    seat = acting_seat(game)
    if seat is None or not (src.startswith("crew:") and dst.startswith("crew:")):
        return None
    a, b = int(src[5:]), int(dst[5:])
    options = []
    for action in game.legal_actions():
        if not isinstance(action, A.Trade):
            continue
        if a == seat and action.partner == b and action.give == (uid,) and len(action.take) == 1:
            options.append(action)
        if b == seat and action.partner == a and action.take == (uid,) and len(action.give) == 1:
            options.append(action)
    return options[0] if len(options) == 1 else None


# ---- buttons ---------------------------------------------------------------------------------

def _button(game, label: str, tooltip: str, legal: list, rep, fallback: str,
            key=lambda a: "", target_kind: str = "") -> ActionButton:
    targets = {key(a): a for a in legal}
    reason = None
    if not targets:
        reason = engine_reason(game, rep) if rep is not None else None
        if _generic(reason):
            reason = fallback
    return ActionButton(label, tooltip, targets, reason, target_kind if len(targets) > 1 else "")


def board_buttons(game, seat: int) -> list[ActionButton]:
    """The board actions printed in the acting crew member's space, enabled or not."""
    view = game.view_for(seat)
    here = view["crew"][seat]["at"]
    legal = game.legal_actions()
    names = game.graph.names

    def of(kind, test=lambda a: True):
        return [a for a in legal if type(a) is kind and test(a)]

    out: list[ActionButton] = []
    if here == "sick_bay":
        out.append(_button(game, "Heal all wounds", "Remove every wound of one crew member in "
                           "Sick Bay.", of(A.SickBay), A.SickBay(seat),
                           "Nobody in Sick Bay is wounded.", key=lambda a: f"crew:{a.seat}",
                           target_kind="crew"))
    elif here == "maintenance":
        out.append(_button(game, "Refresh items", "Refresh every exhausted item you carry or "
                           "wear.", of(A.Maintenance), A.Maintenance(),
                           "None of your items is exhausted."))
    elif here == "airlock":
        closed = game.graph.exterior in view["locked"]
        out.append(_button(game, "Open to space" if closed else "Close the door",
                           "Open the exterior door: an Airlock Opening vents Fires and pulls "
                           "crew without a Space Suit towards space." if closed else
                           "Close the exterior Airlock door with a Locked Door.",
                           of(A.AirlockDoor), A.AirlockDoor(),
                           "There is no Locked Door token left to close it."))
    elif here == "security_room":
        out.append(_button(game, "Switch 3 doors", "Place or remove up to 3 Locked Doors on "
                           "interior doors anywhere.", of(A.SecurityRoom), A.SecurityRoom(),
                           "No door can be switched."))
    elif here == "security_controls":
        out.append(_button(game, "Lock a space", "Lock every interior door of one space "
                           "(pick it on the deck).", of(A.SecurityControls, lambda a: a.lock),
                           A.SecurityControls(here, True), "There is no door left to lock.",
                           key=lambda a: a.space, target_kind="space"))
        out.append(_button(game, "Unlock a space", "Remove the Locked Doors of one space "
                           "(pick it on the deck).", of(A.SecurityControls, lambda a: not a.lock),
                           A.SecurityControls(here, False), "No door is locked.",
                           key=lambda a: a.space, target_kind="space"))
    elif here == "time_drive":
        out.append(_button(game, "Time Jump", "Back to the beginning: the board resets, the "
                           "crew keeps what the difficulty allows, a Paradox joins the deck.",
                           of(A.TimeJump), A.TimeJump(), "The Time Drive cannot jump now."))
    elif here == "damage_report":
        seen = view["discard_seen"]
        out.append(_button(game, "Damage Report", "Look through the Disaster Discard Pile: the "
                           "disasters still to come after a Time Jump.", of(A.DamageReport),
                           A.DamageReport(), "Already read this round." if seen else
                           "The Disaster Discard Pile is empty."))
    elif here == "shield_controls":
        out.append(_button(game, "Shields -1: clear Fault", "Lower the Shields by 1 to remove "
                           "an Electrical Fault anywhere (pick the space).", of(A.ShieldsDown),
                           A.ShieldsDown(here), "There is no Electrical Fault on board.",
                           key=lambda a: a.space, target_kind="space"))
        out.append(_button(game, "Shields +1: add Fault", "Raise the Shields by 1 by placing an "
                           "Electrical Fault anywhere (pick the space).", of(A.ShieldsUp),
                           A.ShieldsUp(here), "The Shields are already at full strength.",
                           key=lambda a: a.space, target_kind="space"))
    for kind, place in (("distress_call", "security_controls"),
                        ("reinforce_shields", "shield_controls"), ("fly_home", "flight_controls")):
        if here == place:
            done = kind in view["completed"]
            out.append(_button(game, WIN_NAMES[kind] + (" (done)" if done else ""),
                               f"{WIN_NAMES[kind]}: a step to winning (not while this space "
                               "has an Electrical Fault).", of(A.WinAction, lambda a, k=kind:
                                                              a.kind == k),
                               A.WinAction(kind), "Already done." if done else
                               f"{names[place]} cannot do that yet."))
    return out


def item_buttons(game, seat: int, uid: str, short: str) -> list[ActionButton]:
    """The action and free action printed on an item card the acting crew member holds;
    `short` is the name on the card's counter."""
    t = game.item_type(uid)
    legal = game.legal_actions()
    here = game.view_for(seat)["crew"][seat]["at"]
    exhausted = uid in game.view_for(seat)["exhausted"]
    out = []
    for free, cls in ((False, A.UseItem), (True, A.FreeItem)):
        ab = t.free_action if free else t.action
        if ab is None:
            continue
        options = [a for a in legal if type(a) is cls and a.item == uid]
        if exhausted:
            fallback = f"The {t.name} is exhausted: refresh it in Maintenance."
        elif ab.do == "remove":
            fallback = f"There is no {TOKEN_NAMES[ab.token]} " + (
                "here." if ab.range == "here" else "here or next door.")
        elif ab.do == "heal":
            fallback = "Nobody here is wounded." if ab.range == "here" else "You have no wounds."
        else:
            fallback = "No more movement this turn."
        kind = "crew" if ab.do == "heal" else "space"
        rep = cls(uid, here if ab.do != "heal" else f"crew:{seat}")
        label = f"{short}: {'Free' if free else 'Use'}"
        tip = f"{t.name}. {'Free action' if free else 'Action'}: {ability_sentence(ab)}."
        out.append(_button(game, label, tip, options, rep, fallback, key=lambda a: a.target,
                           target_kind=kind))
    return out


def ability_button(game, seat: int) -> ActionButton | None:
    ch = game.character(seat)
    label = ability_label(ch)
    if not label:
        return None
    legal = [a for a in game.legal_actions() if isinstance(a, A.UseAbility)]
    here = game.view_for(seat)["crew"][seat]["at"]
    fallback = (f"There is no {TOKEN_NAMES[ch.ability_token]} here." if ch.ability ==
                "remove_token" else "Nobody here is wounded.")
    rep = A.UseAbility(here if ch.ability == "remove_token" else f"crew:{seat}")
    return _button(game, label, ch.ability_text, legal, rep, fallback, key=lambda a: a.target,
                   target_kind="crew" if ch.ability == "heal" else "space")


def door_action(game, door: str):
    """The action a click on a door means now (lock/unlock it, or switch it for the Security
    Room); RuleError with the reason otherwise."""
    legal = game.legal_actions()
    for action in (A.ToggleDoor(door), A.SecurityToggle(door)):
        if action in legal:
            return action
    pending = game.pending
    if pending is not None and pending.kind == "security_room":
        raise RuleError(engine_reason(game, A.SecurityToggle(door)) or "")
    if door == game.graph.exterior:
        raise RuleError("The exterior Airlock door opens and closes only from inside the "
                        "Airlock (its board action).")
    raise RuleError(engine_reason(game, A.ToggleDoor(door)) or "")
