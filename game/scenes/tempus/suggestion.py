"""A suggested Tempus action in the table's words: printed space, item and crew names.

>>> from game import registry
>>> from game.engines.tempus import Setup, new_game
>>> game = new_game(Setup(players=2, seed=1), registry.content("tempus"))
>>> say(A.Move("engineering"), game)
'move to Engineering.'
>>> say(A.UseItem("fire_extinguisher_1", "crew:1"), game).startswith("use the Fire Extinguisher on ")
True
>>> say(A.ToggleDoor("d_bridge_starboard"), game)
'lock the door between Time Drive and Central Corridor.'
>>> say(A.Trade(1, ("tool_kit_1", "med_kit_1"), ("space_suit_1",)), game).split(": ")[1]
'give the Med-Kit and the Tool Kit, take the Space Suit.'
"""

from __future__ import annotations

from game.engines.common.wording import listing
from game.engines.tempus import actions as A
from game.scenes.tempus.names import PASSIVE_TEXT, WIN_NAMES, ability_sentence


def say(action, game) -> str:
    """`action` (one of `game`'s legal actions) as a short instruction."""
    content = game.content
    spaces = {s.id: s.name for s in content.ship.spaces}
    links = {lk.id: lk for lk in content.ship.links}

    def space(sid: str) -> str:
        return spaces.get(sid, "that space")

    def item(uid: str) -> str:
        kind = uid.rsplit("_", 1)[0]
        found = content.items.get(kind)
        return f"the {found.name}" if found else "that item"

    def target(t: str) -> str:
        if t.startswith("crew:"):
            return game.crew_name(int(t[5:]))
        return space(t)

    def door(d: str) -> str:
        lk = links.get(d)
        if lk is None:
            return "that door"
        if not lk.b:
            return f"the exterior door of {spaces.get(lk.a, 'the Airlock')}"
        return f"the door between {space(lk.a)} and {space(lk.b)}"

    kind = type(action)
    if kind is A.ChooseFirst:
        return f"{game.crew_name(action.seat)} takes the first turn."
    if kind is A.Move:
        return f"move to {space(action.to)}."
    if kind is A.PickUp:
        return f"pick up {item(action.item)}."
    if kind is A.Drop:
        return f"drop {item(action.item)}."
    if kind in (A.UseItem, A.FreeItem):
        return f"use {item(action.item)} on {target(action.target)}."
    if kind is A.UseAbility:
        return f"use your ability on {target(action.target)}."
    if kind is A.Trade:
        given = [f"give {listing([item(u) for u in action.give])}"] if action.give else []
        taken = [f"take {listing([item(u) for u in action.take])}"] if action.take else []
        return f"trade with {game.crew_name(action.partner)}: {', '.join(given + taken)}."
    if kind in (A.ToggleDoor, A.SecurityToggle):
        verb = "unlock" if action.door in game.public_view()["locked"] else "lock"
        return f"{verb} {door(action.door)}."
    if kind is A.SickBay:
        return f"heal {game.crew_name(action.seat)} in the Sick Bay."
    if kind is A.SecurityControls:
        verb = "lock" if action.lock else "unlock"
        return f"{verb} every door of {space(action.space)}."
    if kind is A.ShieldsDown:
        return f"lower the Shields to clear the Electrical Fault in {space(action.space)}."
    if kind is A.ShieldsUp:
        return f"raise the Shields, placing an Electrical Fault in {space(action.space)}."
    if kind is A.WinAction:
        return f"{WIN_NAMES.get(action.kind, 'take the winning action')}."
    if kind is A.Discard:
        return f"{game.crew_name(action.seat)} discards {item(action.item)}."
    fixed = {A.StandUp: "stand up.", A.Maintenance: "refresh your items in Maintenance.",
             A.AirlockDoor: "open or close the Airlock's exterior door.",
             A.SecurityRoom: "use the Security Room to switch doors.",
             A.SecurityDone: "finish switching doors.", A.TimeJump: "jump back in time.",
             A.DamageReport: "read the Damage Report.", A.EndTurn: "end the turn."}
    return fixed.get(kind, "the move the board offers.")


def say_plan(plan, game) -> str:
    """A suggested turn (game.bots.tempus.plan.Plan) as one instruction: its steps in order,
    what the acting steps achieve, and why it stops early when it does."""
    parts = []
    for step in plan.steps:
        words = say(step.action, game).rstrip(".")
        gains = step.gains or _what_it_is_for(step.action, game)
        if gains:
            words += f" ({gains.rstrip('.')})"
        parts.append(words)
    stop = plan.stops_early
    if not parts:
        return stop.removeprefix("then ") if stop else say(A.EndTurn(), game)
    text = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ", then " + parts[-1]
    return f"{text}; {stop}" if stop else f"{text}."


def _what_it_is_for(action, game) -> str:
    """A picked-up item's use ("its action: remove every Fire in your space"): what
    carrying it is for, where the step itself changes nothing on the deck."""
    if not isinstance(action, (A.PickUp, A.Trade)):
        return ""
    uids = [action.item] if isinstance(action, A.PickUp) else list(action.take)
    uses = []
    for uid in uids:
        kind = game.content.items.get(uid.rsplit("_", 1)[0])
        if kind is None:
            continue
        if kind.action is not None:
            uses.append(f"its action: {ability_sentence(kind.action)}")
        elif kind.free_action is not None:
            uses.append(f"free: {ability_sentence(kind.free_action)}")
        elif kind.passive:
            uses.append(PASSIVE_TEXT.get(kind.passive, "").rstrip("."))
    return "; ".join(u for u in uses if u)
