"""Which rule made each event happen: the Rules-screen section (a heading of the game's rules
summary, assets/rules/law404.md) and the rule in one sentence, for the log's "Why?".

Keyed by event kind; a human's turn is refined by the row of the Human table it acted on.
"""

from __future__ import annotations

from game.engines.common.actions import Ref

HUMAN_ROWS = {
    "float": "A human in Space floats helplessly and does nothing (first row of the Human "
             "table).",
    "to_floor": "A human not on the floor climbs down to its room's floor first (second row "
                "of the Human table).",
    "repair": "A human in a room whose machine is damaged repairs it before anything else.",
    "load": "A human loads the room's machine when the machine would do nothing and an item "
            "its room card lists is here.",
    "turn_on": "A human runs the room's machine when it would hit an enemy, dodge a meteor, "
               "lock the monkey or add a live human.",
    "close": "A human in a room with an open door closes every door of the room.",
    "eat": "A human with a banana or pie in its room eats it.",
    "nothing": "A human with nothing on the Human table to do does nothing.",
}

REFS = {
    "draft": Ref("Directive draft", "Each robot keeps one of the directives in hand and passes "
                 "the rest on, until everyone has kept three."),
    "turn": Ref("Turn structure", "A turn is: reveal an event, humans and monkeys act, robots "
                "act, then the event resolves."),
    "reveal": Ref("1. Reveal event", "Every turn starts by flipping the top active event; "
                  "an anomaly is done at once and another event is flipped."),
    "human": Ref("Human table", "Each living human does the first thing on the Human table "
                 "that applies."),
    "human_fail": Ref("2. Human and monkey turn", "A human without a kit draws an action "
                      "card: its priority number was not highlighted, so the turn is wasted."),
    "monkey": Ref("Monkey table", "Each monkey acts from the Monkey table after the humans: "
                  "it goes for the nearest banana, stealing an item on the way."),
    "space_death": Ref("Vacuum", "A human or monkey that starts its turn in Space, or in a "
                       "room opened to Space, without a space suit dies."),
    "siesta": Ref("2. Human and monkey turn", "The event card puts the whole crew to sleep: "
                  "no human or monkey acts this turn."),
    "reveal_programs": Ref("3. Robot turn", "With every program laid, the robots reveal their "
                           "cards and act slot by slot, lowest priority number first."),
    "move": Ref("Move", "A robot goes through the door whose symbol its card shows, open or "
                "closed; with no such door in its room it stays put."),
    "door": Ref("Move", "A robot that went through a door decides whether it is left open or "
                "closed."),
    "doors": Ref("Rearrange, Open / Close, Activate", "Open / Close opens, or closes, every "
                 "door of the robot's room."),
    "shove": Ref("Shoving", "A robot moving into a room with another robot shoves it out "
                 "(with 4 or more players only on a green priority number)."),
    "steal": Ref("Shoving", "The shoving robot may take one item from the shoved robot's "
                 "stack."),
    "pickup": Ref("Pickup / Putdown", "A robot picks up the top item or top two items of a "
                  "zone in its room, keeping their order."),
    "putdown": Ref("Pickup / Putdown", "A robot puts its top items onto a zone in its room, "
                   "keeping their order."),
    "pickput": Ref("Pickup / Putdown", "Pickup / Putdown does nothing when there is nothing "
                   "to pick up or put down."),
    "rearrange": Ref("Rearrange, Open / Close, Activate", "Rearrange reorders one zone of the "
                     "robot's room, or its own stack."),
    "chip": Ref("Setup", "Each robot's chip gives it a power; once used, it waits for a "
                "planet to refresh it."),
    "engine": Ref("Machines", "An engine burns any missile, fuel or jelly inside and destroys "
                  "its contents; a missile damages it."),
    "burn": Ref("Machines", "The trash burner destroys everything inside it."),
    "cage": Ref("Machines", "Activating the cage locks it until the next turn starts; "
                "activating it again unlocks it."),
    "tube": Ref("Machines", "The launch tube fires a single item: at an enemy ship it deals "
                "3 (missile or artefact), 2 (a kit) or 1 damage."),
    "nanolathe": Ref("Machines", "The nanolathe destroys its contents and the robot takes as "
                     "many items from the supply."),
    "clone": Ref("Cloning tank", "With a subject and a reagent inside, the cloning tank uses "
                 "the top reagent on the top subject."),
    "nav": Ref("Navigation computer", "With only the accurate chart inside, the navigation "
               "computer shows two coming events and its robot chooses which comes next."),
    "damage": Ref("Damage", "A damaged machine holds one damage counter; it cannot be loaded "
                  "or emptied by Pickup / Putdown until repaired."),
    "repair": Ref("Damage", "Activating a damaged machine, or a human's turn there, repairs "
                  "it instead of running it."),
    "drop": Ref("4. Resolve event", "A meteor not dodged shakes the ship: every robot on board "
                "drops all it carries."),
    "dodge": Ref("1. Reveal event", "An engine powered on the meteor's side dodges it."),
    "meteor": Ref("4. Resolve event", "A meteor not dodged hits: every robot on board drops "
                  "all it carries on its floor."),
    "enemy": Ref("4. Resolve event", "An enemy ship not destroyed damages the machines on its "
                 "card."),
    "enemy_destroyed": Ref("Machines", "An enemy ship whose damage reaches its armour is "
                           "destroyed."),
    "planet": Ref("4. Resolve event", "At a planet the named living crew beam down; a robot "
                  "carrying one goes too and completes the objective."),
    "artefact": Ref("The alien artefact", "The alien artefact can never be destroyed: it goes "
                    "back on top of the Space stack."),
    "directive": Ref("Winning", "A directive is done the moment its goal is true, and stays "
                     "done."),
    "new_directive": Ref("Variants", "Endless Directives: a robot that completes a "
                         "directive keeps one of two face-up cards as a new one."),
    "revive": Ref("The alien artefact", "The trash burner burning the artefact revives every "
                  "corpse in the room its robot chooses."),
    "game_over": Ref("Winning", "The first robot with three directives done wins; when the "
                     "events run out, the highest total difficulty wins."),
}


def ref(kind: str, data: dict) -> Ref | None:
    """The rule behind an event of `kind` with `data`; None for a kind with no entry."""
    if kind == "human" and data.get("row") in HUMAN_ROWS:
        return Ref("Human table", HUMAN_ROWS[data["row"]])
    if kind == "human_fail" and data.get("priority") is not None:
        return Ref("2. Human and monkey turn", f"Without a kit a human draws an action card: "
                   f"it drew priority {data['priority']}, not highlighted, so the turn is "
                   "wasted.")
    return REFS.get(kind)
