"""Every word the 404 table shows a player, from content: printed names of rooms, zones,
items and cards, directive conditions and event effects in sentences, what an item does in
each machine. No pygame, so all of it is testable as plain text.

A player never reads an internal id: `Printed.scrub(text)` turns any id an engine sentence
still carries (a zone id, "robot:2", an item id) into its printed name.

>>> from pathlib import Path
>>> from game.engines.law404 import load_content
>>> p = Printed(load_content(Path(__file__).resolve().parents[3] / "levels"), "standard")
>>> p.zone("cargo.space")
'Cargo Space (Storage)'
>>> p.scrub("Fuel cannot go from cargo.space to robot:0 now.")
'Fuel cannot go from the Cargo Space (Storage) to Robot 1 now.'
"""

from __future__ import annotations

import re

from game.engines.law404.rules import items

SYMBOL_NAMES = {"square": "square", "triangle": "triangle", "circle": "circle",
                "diamond": "diamond"}
ACTION_NAMES = {
    "move_square": "Move", "move_triangle": "Move", "move_circle": "Move",
    "move_diamond": "Move", "pickup_putdown": "Pick up / Put down", "rearrange": "Rearrange",
    "open_close": "Open / Close", "activate": "Activate",
}
ACTION_HELP = {
    "move": "Move through the {symbol} door of your room (if it has one), then leave that "
            "door open or closed. Entering a room with a robot may shove it.",
    "pickup_putdown": "Pick up the top one or two items of a zone in your room, or put down "
                      "any number from the top of your stack.",
    "rearrange": "Reorder one zone of your room, or your own stack.",
    "open_close": "Open every door of your room, or close every door of your room.",
    "activate": "Activate the machine in your room (or repair it if it is damaged).",
}
MACHINE_NOTES = {
    # What each item kind does in each machine, for its tooltip (Machine Activation Effects).
    "launch_tube": "Launch Tube: fired alone at an enemy ship it does {damage} damage; with "
                   "no enemy it flies into space. Two items jam the tube.",
    "engine": "Engine: {engine}",
    "cloning_tank": "Cloning Tank: {cloning}",
    "trash_burner": "Trash Burner: {burner}",
    "nanolathe": "Nanolathe: {lathe}",
    "nav_computer": "Navigation Computer: {nav}",
}
DAMAGE = {"missile": 3, "artefact": 3, "soldier_kit": 2, "science_kit": 2,
          "engineering_kit": 2}
ITEM_ROLE = {
    "soldier": "A human. Takes one action each turn (a kit makes it succeed).",
    "scientist": "A human. Takes one action each turn (a kit makes it succeed).",
    "engineer": "A human. Takes one action each turn (a kit makes it succeed).",
    "monkey": "Eats bananas; steals an item on its way to the nearest banana.",
    "soldier_kit": "A kit: the living human below it in the stack always succeeds.",
    "science_kit": "A kit: the living human below it in the stack always succeeds.",
    "engineering_kit": "A kit: the living human below it in the stack always succeeds.",
    "banana": "Food: humans and the monkey eat it.",
    "pie": "Food: humans eat it.",
    "suit": "Worn by the first living human or monkey below it: protects from vacuum.",
    "missile": "Ammunition.",
    "fuel": "A reagent and engine fuel.",
    "jelly": "Cloning Jelly: a reagent and engine fuel.",
    "artefact": "Cannot be destroyed: whenever it would be, it reappears in space.",
    "chart_inaccurate": "A map disc that leads nowhere useful.",
    "chart_accurate": "The real map: in the Navigation Computer it lets you pick the next "
                      "events.",
}
DEEDS = {
    "fire_live_human_hit": "a live human is fired from the Launch Tube and hits an enemy ship",
    "hit_enemy": "the Launch Tube hits an enemy ship",
    "destroy_enemy": "an enemy ship is destroyed",
    "jam": "the Launch Tube jams",
    "repair": "a machine is repaired",
    "dodge_meteor": "an engine dodges a meteor",
    "meteor_hit": "a meteor hits the ship",
    "clone": "the Cloning Tank makes something",
    "clone_monkey": "the Cloning Tank makes a monkey",
    "clone_human": "the Cloning Tank makes a human",
    "burn": "the Trash Burner burns",
    "lathe": "the Nanolathe makes something",
    "planet_mission": "a robot completes a planetary mission",
    "space_death": "a human or monkey dies in the vacuum",
    "monkey_ate": "the monkey eats a banana",
    "human_ate": "a human eats",
    "cage_lock_monkey": "the Monkey Cage is locked with the monkey inside",
    "chart_used": "the Navigation Computer is used with the accurate chart",
    "shove": "a robot is shoved",
    "revive": "the dead rise in a room",
}
GROUP_NAMES = {"human": ("human", "humans"), "character": ("human or monkey",
                                                           "humans or monkeys"),
               "kit": ("kit", "kits"), "food": ("food item", "food items"),
               "reagent": ("reagent", "reagents"), "chart": ("chart", "charts"),
               "damage": ("damaged machine", "damaged machines"),
               "open_door": ("open door", "open doors"),
               "exposed_room": ("room open to vacuum", "rooms open to vacuum")}
MACHINE_NAMES = {"engine": "an engine", "trash_burner": "the Trash Burner", "cage": "the "
                 "Monkey Cage", "launch_tube": "the Launch Tube", "nanolathe": "the Nanolathe",
                 "cloning_tank": "the Cloning Tank", "nav_computer": "the Navigation Computer"}
CHIP_HELP = {
    "redraw": "Discard your action cards and draw five new ones.",
    "extra_cards": "Draw two more action cards to choose from.",
    "highlight": "This turn every card you play counts as highlighted (it shoves).",
    "first": "This turn your actions resolve before everyone else's in each round.",
    "open_doors": "Open every door of your room now.",
    "close_doors": "Close every door of your room now.",
    "repair": "Repair the machine in your room now.",
    "anchor": "This turn you keep what you carry when a meteor hits.",
}
ANOMALY_FLAGS = {
    "categorical_imperative": "every human copies the action of the first human to act",
    "crew_siesta": "the whole crew sleeps through this turn",
    "lucky_crew": "every human succeeds this turn",
}


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


class Printed:
    """Names and sentences for one game (its content and board layout)."""

    def __init__(self, content, layout: str):
        self.content = content
        self.layout = layout
        self.room_names = dict(content.layouts[layout].names)
        self._scrub = self._scrubber()

    # names -----------------------------------------------------------------------------------
    def room(self, room: str) -> str:
        return self.room_names.get(room, room.replace("_", " ").title())

    def zone(self, zone: str) -> str:
        """A zone with its room: "Floor (Cloning)", "Launch Tube (Weaponry)"; a machine
        named after its room is said once ("Port Engine", not "Port Engine (Port Engine)")."""
        z = self.content.zones[zone]
        if z.room == "space":
            return "Space"
        room = self.room(z.room)
        return z.name if z.name == room else f"{z.name} ({room})"

    def zone_name(self, zone: str) -> str:
        return self.content.zones[zone].name

    def item(self, item: str) -> str:
        return items.name(item)

    def place(self, loc: str, seat_names: list[str] | None = None) -> str:
        """A stack: a zone, or a robot's carried stack."""
        if loc.startswith("robot:"):
            seat = int(loc[6:])
            if seat_names and seat < len(seat_names):
                return f"{seat_names[seat]}'s robot"
            return f"Robot {seat + 1}"
        return self.zone(loc)

    def action(self, act: str) -> str:
        name = ACTION_NAMES[act]
        if act.startswith("move_"):
            return f"{name} {act[5:]}"
        return name

    def action_help(self, act: str) -> str:
        if act.startswith("move_"):
            return ACTION_HELP["move"].format(symbol=act[5:])
        return ACTION_HELP[act]

    def directive(self, did: str) -> str:
        return self.content.directives[did].name

    # sentences -------------------------------------------------------------------------------
    def directive_text(self, did: str) -> str:
        """The condition of a directive in words, e.g. "At least 1 Soldier in space."."""
        d = self.content.directives[did]
        parts = [self._clause(c) for c in d.condition]
        text = " ".join(p[0].upper() + p[1:] + "." for p in parts)
        return text

    def _clause(self, c: dict) -> str:
        if "deed" in c:
            n = c["at_least"]
            times = "" if n == 1 else f" {n} times"
            return f"{DEEDS[c['deed']]}{times} after you take this directive"
        kinds = c["count"]
        lo, hi = c.get("at_least"), c.get("at_most")
        many = (lo or 0) != 1 or hi is not None
        names = " or ".join(self._kind(k, many) for k in kinds)
        state = {"alive": "living ", "dead": "dead ", "any": ""}[c.get("state", "any")]
        extra = ""
        if c.get("visible"):
            extra += " visible (nothing on top of it)" if not many else " visible"
        if c.get("equipped"):
            extra += " being worn or held"
        where = self._where(c["where"])
        if hi == 0 and not lo:
            return f"no {state}{names}{extra} {where}"
        if lo is not None and hi is not None:
            amount = f"{lo} to {hi}"
        elif lo is not None:
            amount = f"at least {lo}"
        else:
            amount = f"at most {hi}"
        return f"{amount} {state}{names}{extra} {where}"

    @staticmethod
    def _kind(kind: str, many: bool) -> str:
        if kind in GROUP_NAMES:
            return GROUP_NAMES[kind][1 if many else 0]
        name = items.NAMES[kind]
        if many and not name.endswith(")"):
            return name + ("s" if not name.endswith("s") else "")
        return name

    def _where(self, place: str) -> str:
        fixed = {"ship": "on the ship", "space": "in space", "board": "anywhere on the board",
                 "supply": "in the supply", "self": "carried by your robot",
                 "carried": "carried by robots", "floor": "on floors of the ship"}
        if place in fixed:
            return fixed[place]
        scope, _, arg = place.partition(":")
        if scope == "room":
            return f"in {self.room(arg)}"
        return f"in {MACHINE_NAMES.get(arg, arg)}"

    def event_text(self, eid: str, hits: int = 0) -> str:
        """What an event card does, in words."""
        e = self.content.events[eid]
        if e.kind == "meteor":
            engine = "Port Engine" if e.side == "port" else "Starboard Engine"
            return (f"Unless the {engine} fires this turn, every robot on the ship drops "
                    f"everything it carries (a meteor from the {e.side} side).")
        if e.kind == "enemy":
            targets = []
            for t in e.targets:
                if t == "most_items":
                    targets.append("the room(s) holding the most items")
                elif t == "most_robots":
                    targets.append("the room(s) holding the most robots")
                else:
                    zone = self._machine_zone(t)
                    targets.append(f"the {zone}" if zone else self.room(t))
            left = max(0, e.armour - hits)
            return (f"Shoots {_join(targets)} at the end of the turn unless destroyed: fire "
                    f"items at it from the Launch Tube (armour {e.armour}, {left} to go).")
        if e.kind == "planet":
            crew = _join([items.NAMES[c] for c in e.crew], "or")
            return (f"A robot carrying a living {crew} at the end of the turn joins the "
                    "mission: its chip recharges.")
        return self.anomaly_text(e)

    def anomaly_text(self, e) -> str:
        parts = []
        for eff in e.effects:
            op = eff["op"]
            if op == "flag":
                parts.append(f"this turn {ANOMALY_FLAGS[eff['flag']]}")
            elif op == "doors":
                parts.append(f"every door on the ship {'opens' if eff['state'] == 'open' else 'closes'}")
            elif op == "damage":
                zone = self._machine_zone(eff["room"])
                parts.append(f"the {zone or self.room(eff['room'])} is damaged")
            elif op == "repair_all":
                parts.append("every machine is repaired")
            elif op == "spawn":
                parts.append(f"a {items.NAMES[eff['item']]} appears in {self.zone(eff['zone'])}")
            elif op == "drop":
                parts.append("every robot on the ship drops what it carries")
            elif op == "recharge":
                parts.append("every chip recharges")
        text = "; ".join(parts)
        return f"Anomaly: {text}." if text else "Anomaly."

    def _machine_zone(self, room: str) -> str | None:
        for z in self.content.rooms[room].zones:
            zone = self.content.zones[z]
            if zone.kind == "machine":
                return self.zone(z)
        return None

    def item_help(self, kind: str) -> str:
        """What an item kind is and what it does in each machine."""
        lines = [ITEM_ROLE.get(kind, "")]
        human = kind in items.HUMANS
        subject = human or kind == "monkey"
        engine = ("powers it (and damages it)." if kind == "missile" else "powers it."
                  if kind in ("fuel", "jelly") else "nothing; it is destroyed if the engine fires.")
        cloning = ("a subject: with a reagent it is copied (jelly) or becomes "
                   + ("a monkey" if human else "a human") + " (fuel)." if subject else
                   "a reagent: copies a subject (jelly) or transforms it (fuel)."
                   if kind in items.REAGENTS else "damages the tank." if kind == "missile"
                   else "nothing.")
        burner = ("it also lets you pick a room: its doors close and its dead rise."
                  if kind == "artefact" else "destroyed.")
        lathe = ("melts, and every item in the supply comes back into the Cargo Space."
                 if kind == "artefact" else "melted and replaced by an item of your choice.")
        nav = ("with it alone, you pick the ship's next events." if kind == "chart_accurate"
               else "with it alone, nothing useful happens." if kind == "chart_inaccurate"
               else "it breaks the computer's reading.")
        damage = DAMAGE.get(kind, 1)
        for note in MACHINE_NOTES.values():
            lines.append(note.format(damage=damage, engine=engine, cloning=cloning,
                                     burner=burner, lathe=lathe, nav=nav))
        if kind == "monkey":
            lines.append("Monkey Cage: locked in until next turn.")
        return "\n".join(line for line in lines if line)

    # ids out of sentences --------------------------------------------------------------------
    def _scrubber(self):
        zones = {zid: f"the {self.zone(zid)}" for zid in self.content.zones}
        zones["space.void"] = "Space"
        names = dict(zones)
        for item in items.ALL_ITEMS:
            names[item] = items.name(item)
        for did, d in self.content.directives.items():
            names[did] = d.name
        for eid, e in self.content.events.items():
            names[eid] = e.name
        for room in self.content.rooms:
            if "_" in room:
                names[room] = self.room(room)
        for cid, card in self.content.action_cards.items():
            names[cid] = f"the {self.action(card.top)} / {self.action(card.bottom)} card"
        # Ids that are plain words ("artefact", "lockdown") read fine as they are.
        names = {k: v for k, v in names.items() if re.search(r"[\d_.]", k)}
        ordered = sorted(names, key=len, reverse=True)
        pattern = re.compile(r"robot:(\d)|(?<![\w.])(" + "|".join(map(re.escape, ordered))
                             + r")(?![\w.])")

        def sub(m: re.Match) -> str:
            if m.group(1) is not None:
                return f"Robot {int(m.group(1)) + 1}"
            return names[m.group(2)]

        return lambda text: pattern.sub(sub, text)

    def scrub(self, text: str) -> str:
        """An engine sentence with any internal id replaced by its printed name."""
        return self._scrub(text)


def _join(words: list[str], last: str = "and") -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {last} " + words[-1]


YOU = "You"
"""The seat name a Learn to play chapter gives the person: its sentences say "you"."""
_YOU_BE = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
_YOU_VERB = re.compile(r"\bYou ([a-z]+s)\b")
_YOU_MID = re.compile(r"(?<=[a-z,;:] )You\b")


def speak_to_you(text: str) -> str:
    """An engine sentence about the seat named "You" as said to that person: its verbs
    agree and mid-sentence it is "you".

    >>> speak_to_you("You moves through the circle door. Cy shoves You.")
    'You move through the circle door. Cy shoves you.'
    >>> speak_to_you("It is in Storage and You is in Port Engine; You's program pushes on.")
    'It is in Storage and you are in Port Engine; your program pushes on.'
    >>> speak_to_you("First You must keep one. You pushes, You passes, You picks up Pie.")
    'First you must keep one. You push, you pass, you pick up Pie.'
    >>> speak_to_you("You uses its chip. You carries it; You closes every door.")
    'You use your chip. You carry it; you close every door.'
    """
    text = text.replace("You's", "Your")

    def verb(m: re.Match) -> str:
        word = m.group(1)
        if word in _YOU_BE:
            return f"You {_YOU_BE[word]}"
        if word.endswith("ies"):
            return f"You {word[:-3]}y"
        if re.search(r"(ches|shes|sses|xes|zes)$", word):
            return f"You {word[:-2]}"
        return f"You {word[:-1]}"

    text = _YOU_VERB.sub(verb, text)
    text = re.sub(r"\bYou (\w+) its\b", r"You \1 your", text)
    text = _YOU_MID.sub("you", text)
    return re.sub(r"(?<=[a-z,;:] )Your\b", "your", text)
