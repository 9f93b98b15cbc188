"""Gestures to Tempus actions, by lookup in the engine: no rule is re-derived here.

- `reachable(game)`: every space the acting crew member can reach this turn, with the
  movement it costs and the actions that get there (the engine's `gestures.routes`).
- `find_drop(game, counter, src, dst)`: the action (or, for a standee, the route of
  actions) a drag means: the engine's `find_action`, else its RuleError.
- `board_buttons`, `item_buttons`, `ability_button`: what the acting crew member can do in
  their space or with their cards, each enabled, or disabled with the engine's `why_not`
  of the action it would play.

No pygame: the table turns these into lit zones and buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engines.common.errors import RuleError
from game.engines.tempus import actions as A
from game.engines.tempus.gestures import routes
from game.scenes.tempus.names import WIN_NAMES, ability_label, ability_sentence


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


def acting_seat(game) -> int | None:
    pending = game.pending
    return pending.seat if pending is not None and pending.kind == "turn" else None


# ---- movement --------------------------------------------------------------------------------

def reachable(game) -> dict[str, Reach]:
    """Every space the acting crew member can still reach this turn (their own space too
    when standing up is all they can do there), by the engine's cheapest route; `steps`
    says what each step crosses, for the cost tab."""
    seat = acting_seat(game)
    if seat is None:
        return {}
    kinds = {}
    for lk in game.content.ship.links:
        if lk.b:
            kinds[(lk.a, lk.b)] = kinds[(lk.b, lk.a)] = lk.kind
    damage = game.tokens["damage"]
    start = game.crew[seat]["at"]
    out: dict[str, Reach] = {}
    for space, route in routes(game, seat).items():
        steps, here = [], start
        for action in route.path:
            if isinstance(action, A.StandUp):
                steps.append("stand up")
                continue
            step = "doorway" if kinds.get((here, action.to)) == "door" else "line"
            steps.append(step + (", Damage" if damage[action.to] else ""))
            here = action.to
        out[space] = Reach(space, route.cost, tuple(steps), route.path)
    return out


# ---- dragging items and standees -------------------------------------------------------------

def find_drop(game, counter: str, src: str, dst: str, reach: dict[str, Reach] | None = None):
    """The actions (a tuple, applied in order) a drag of `counter` from place `src` to place
    `dst` means; RuleError with the engine's sentence when it means nothing legal. A
    standee goes the whole cheapest route (the engine finds its first step)."""
    pending = game.pending
    seat = pending.seat if pending is not None else -1
    first = game.find_action(seat, counter, src, dst)
    if counter.startswith("crew:"):
        reach = reachable(game) if reach is None else reach
        if dst in reach and reach[dst].path[:1] == (first,):
            return reach[dst].path
    return (first,)


# ---- buttons ---------------------------------------------------------------------------------

def _button(game, label: str, tooltip: str, legal: list, rep, key=lambda a: "",
            target_kind: str = "") -> ActionButton:
    """A control for the legal actions `legal` (by target); with none, disabled with the
    engine's reason against `rep`, the action it would play."""
    targets = {key(a): a for a in legal}
    reason = None if targets else game.why_not(rep)
    return ActionButton(label, tooltip, targets, reason, target_kind if len(targets) > 1 else "")


def board_buttons(game, seat: int) -> list[ActionButton]:
    """The board actions printed in the acting crew member's space, enabled or not."""
    view = game.public_view()
    here = view["crew"][seat]["at"]
    legal = game.legal_actions()

    def of(kind, test=lambda a: True):
        return [a for a in legal if type(a) is kind and test(a)]

    out: list[ActionButton] = []
    if here == "sick_bay":
        out.append(_button(game, "Heal all wounds", "Remove every wound of one crew member in "
                           "Sick Bay.", of(A.SickBay), A.SickBay(seat),
                           key=lambda a: f"crew:{a.seat}", target_kind="crew"))
    elif here == "maintenance":
        out.append(_button(game, "Refresh items", "Refresh every exhausted item you carry or "
                           "wear.", of(A.Maintenance), A.Maintenance()))
    elif here == "airlock":
        closed = game.graph.exterior in view["locked"]
        out.append(_button(game, "Open to space" if closed else "Close the door",
                           "Open the exterior door: an Airlock Opening vents Fires and pulls "
                           "crew without a Space Suit towards space." if closed else
                           "Close the exterior Airlock door with a Locked Door.",
                           of(A.AirlockDoor), A.AirlockDoor()))
    elif here == "security_room":
        out.append(_button(game, "Switch 3 doors", "Place or remove up to 3 Locked Doors on "
                           "interior doors anywhere.", of(A.SecurityRoom), A.SecurityRoom()))
    elif here == "security_controls":
        for lock, label, tip in ((True, "Lock a space", "Lock every interior door of one space "
                                  "(pick it on the deck)."),
                                 (False, "Unlock a space", "Remove the Locked Doors of one "
                                  "space (pick it on the deck).")):
            out.append(_button(game, label, tip, of(A.SecurityControls,
                                                    lambda a, lock=lock: a.lock == lock),
                               A.SecurityControls(here, lock), key=lambda a: a.space,
                               target_kind="space"))
    elif here == "time_drive":
        out.append(_button(game, "Time Jump", "Back to the beginning: the board resets, the "
                           "crew keeps what the difficulty allows, a Paradox joins the deck.",
                           of(A.TimeJump), A.TimeJump()))
    elif here == "damage_report":
        out.append(_button(game, "Damage Report", "Look through the Disaster Discard Pile: the "
                           "disasters still to come after a Time Jump.", of(A.DamageReport),
                           A.DamageReport()))
    elif here == "shield_controls":
        out.append(_button(game, "Shields -1: clear Fault", "Lower the Shields by 1 to remove "
                           "an Electrical Fault anywhere (pick the space).", of(A.ShieldsDown),
                           A.ShieldsDown(here), key=lambda a: a.space, target_kind="space"))
        out.append(_button(game, "Shields +1: add Fault", "Raise the Shields by 1 by placing an "
                           "Electrical Fault anywhere (pick the space).", of(A.ShieldsUp),
                           A.ShieldsUp(here), key=lambda a: a.space, target_kind="space"))
    for kind, place in (("distress_call", "security_controls"),
                        ("reinforce_shields", "shield_controls"), ("fly_home", "flight_controls")):
        if here == place:
            done = kind in view["completed"]
            out.append(_button(game, WIN_NAMES[kind] + (" (done)" if done else ""),
                               f"{WIN_NAMES[kind]}: a step to winning (not while this space "
                               "has an Electrical Fault).", of(A.WinAction, lambda a, k=kind:
                                                              a.kind == k),
                               A.WinAction(kind)))
    return out


def item_buttons(game, seat: int, uid: str, short: str) -> list[ActionButton]:
    """The action and free action printed on an item card the acting crew member holds;
    `short` is the name on the card's counter."""
    t = game.item_type(uid)
    legal = game.legal_actions()
    here = game.public_view()["crew"][seat]["at"]
    out = []
    for free, cls in ((False, A.UseItem), (True, A.FreeItem)):
        ab = t.free_action if free else t.action
        if ab is None:
            continue
        options = [a for a in legal if type(a) is cls and a.item == uid]
        kind = "crew" if ab.do == "heal" else "space"
        rep = cls(uid, here if ab.do != "heal" else f"crew:{seat}")
        label = f"{short}: {'Free' if free else 'Use'}"
        tip = f"{t.name}. {'Free action' if free else 'Action'}: {ability_sentence(ab)}."
        out.append(_button(game, label, tip, options, rep, key=lambda a: a.target,
                           target_kind=kind))
    return out


def ability_button(game, seat: int) -> ActionButton | None:
    ch = game.character(seat)
    label = ability_label(ch)
    if not label:
        return None
    legal = [a for a in game.legal_actions() if isinstance(a, A.UseAbility)]
    here = game.public_view()["crew"][seat]["at"]
    rep = A.UseAbility(here if ch.ability == "remove_token" else f"crew:{seat}")
    return _button(game, label, ch.ability_text, legal, rep, key=lambda a: a.target,
                   target_kind="crew" if ch.ability == "heal" else "space")


def stand_button(game) -> ActionButton:
    """Stand up, on a knocked-down crew member's sheet (clicking the standee does it too)."""
    stand = A.StandUp()
    return _button(game, "Stand up", "Spend 1 movement to stand up (or click the standee).",
                   [stand] if stand in game.legal_actions() else [], stand)


def door_action(game, door: str):
    """The action a click on a door means now (lock or unlock it, or switch it during the
    Security Room action); RuleError with the engine's reason otherwise."""
    pending = game.pending
    security = pending is not None and pending.kind == "security_room"
    action = A.SecurityToggle(door) if security else A.ToggleDoor(door)
    reason = game.why_not(action)
    if reason is not None:
        raise RuleError(reason)
    return action
