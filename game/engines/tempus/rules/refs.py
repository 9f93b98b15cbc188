"""Which rule made each event happen: the Rules-screen section (a heading of the game's rules
summary, assets/rules/tempus.md) and the rule in one sentence, for the log's "Why?".

Keyed by event kind; a token placed is refined by its kind, a lost game by its reason.
"""

from __future__ import annotations

from game.engines.common.actions import Ref

TOKENS = {
    "fire": Ref("Fire", "A Fire placed wounds everyone in its space; a second Fire there "
                "spreads at once, and every Fire adds Damage in the Consequences phase."),
    "fault": Ref("Electrical Faults", "A Fault placed wounds everyone in its space and stops "
                 "its board action; the second Fault in a space also starts a Fire."),
    "damage": Ref("Damage", "A Damage placed wounds everyone in its space; 3 in a key space "
                  "sets off a consequence."),
}

LOSSES = {
    "all_dead": "Every character is dead: the crew loses.",
    "deck_empty": "A disaster must be drawn and the Disaster Deck is empty: the crew loses.",
}

REFS = {
    "place": Ref("Tokens", "Every Fire, Fault or Damage placed wounds each character in its "
                 "space, one Wound per token."),
    "round": Ref("Round structure", "A round is: choose the first player, every crew member's "
                 "turn, the Consequences phase, then the Disaster phase."),
    "first": Ref("1. Choose the first player", "The crew agree who goes first each round; "
                 "play then runs clockwise."),
    "move": Ref("2. Action phase", "A turn has up to 2 movements and 1 action; a doorway or "
                "dotted line costs 1, a damaged space 1 more."),
    "stand": Ref("Knocked down", "A knocked down character spends 1 movement to stand up "
                 "before moving."),
    "pickup": Ref("2. Action phase", "Picking up an item in your space into a free slot of "
                  "your sheet is an action."),
    "drop": Ref("2. Action phase", "Dropping an item into your space is free at any time on "
                "your turn."),
    "trade": Ref("2. Action phase", "Swapping items freely with anyone in your space is an "
                 "action."),
    "lock": Ref("Locked Doors and number tokens", "A Locked Door blocks movement and "
                "adjacency; locking or unlocking one door of your space is an action."),
    "unlock": Ref("Locked Doors and number tokens", "Removing a Locked Door from a door of "
                  "your space is an action."),
    "doors": Ref("Locked Doors and number tokens", "Switching doors removes every Locked Door "
                 "and locks every door that was open."),
    "seal": Ref("Disaster card symbols", "A door symbol locks every open door, and opens "
                "every locked one, connected to the named space."),
    "movement": Ref("Character sheets", "An item or ability can give extra movement this "
                    "turn."),
    "end_turn": Ref("2. Action phase", "A crew member may end the turn with movement or the "
                    "action unused."),
    "refresh": Ref("Board actions", "Maintenance refreshes any number of your exhausted "
                   "items."),
    "heal": Ref("Wounds", "A Med-Kit or Sick Bay removes wounds."),
    "completion": Ref("Winning", "With the Hyperdrive fixed, Reinforce the Shields and Send "
                      "a Distress Call, then fly home."),
    "damage_report": Ref("Board actions", "The Damage Report lets you look through the "
                         "Disaster discard pile in order."),
    "exterior": Ref("3. Consequences phase", "3 Damage in the Airlock tears its Locked Door "
                    "away; the Airlock board action opens or closes it."),
    "airlock": Ref("Airlock Opening", "With no Locked Door on the exterior door the Airlock "
                   "opens: fires on a clear route go out, crew are pulled and knocked down."),
    "pulled": Ref("Airlock Opening", "Crew without a Space Suit on a clear route are pulled "
                  "towards the Airlock; pulled past it, they die."),
    "knockdown": Ref("Knocked down", "A knocked down character cannot move until it spends "
                     "1 movement to stand, but can still act."),
    "life_support": Ref("3. Consequences phase", "Life Support with 3 or more Damage gives "
                        "every player 1 Wound."),
    "hyperdrive": Ref("3. Consequences phase", "The Hyperdrive is fixed when no token is on "
                      "it; fixed, it breaks again under 3 or more tokens."),
    "shields": Ref("3. Consequences phase", "The Shields drop for 3 Damage in the Shield "
                   "Generator or more than 3 Faults; the Shield Controls can raise them."),
    "penalty": Ref("Difficulty levels", "On Officer and Hero a disaster with nothing to hit "
                   "drops the Shields instead."),
    "spread": Ref("Fire", "A space's second Fire spreads: 1 Fire into every adjacent space "
                  "that has fewer than 2."),
    "remove": Ref("Tokens", "Items and board actions remove tokens: the Fire Extinguisher, "
                  "Electro-Tool, Tool Kit, Shield Controls, an Airlock Opening."),
    "armour": Ref("Items", "Body Armour absorbs a wound and is exhausted until refreshed in "
                  "Maintenance."),
    "death": Ref("Wounds", "A character dies when the last wound space fills; the next Time "
                 "Jump brings them back."),
    "discard": Ref("Disaster card symbols", "A discard symbol makes one player give an "
                   "Equipment item back to the supply."),
    "draw": Ref("4. Disaster phase", "Each round ends with a disaster drawn and resolved, a "
                "buried Paradox first."),
    "time_jump": Ref("Time Jump", "Acting at the Time Drive resets the ship and replays the "
                     "same disasters, a Paradox buried among them."),
    "won": Ref("Winning", "Flying home from the Flight Controls after the other steps wins "
               "for everyone."),
    "lost": Ref("Losing", "The game ends at once and everyone loses when a losing condition "
                "comes true."),
}


def ref(kind: str, data: dict) -> Ref | None:
    """The rule behind an event of `kind` with `data`; None for a kind with no entry."""
    if kind == "place" and data.get("token") in TOKENS:
        return TOKENS[data["token"]]
    if kind == "lost" and data.get("reason") in LOSSES:
        return Ref("Losing", LOSSES[data["reason"]])
    return REFS.get(kind)
