"""The 404 counters as the table draws them: items (two-sided characters), robot minis.

Built from a view after every change; a counter's tooltip says what it is, who wears or
holds it (Equipment: decided by the order of the stack) and what it does in each machine.
"""

from __future__ import annotations

from game.engines.law404 import items
from game.scenes.law404.names import Printed
from game.ui.board.counters import Counter

# Art per item kind: (icon or None, short label, face colour, shape). Characters are round,
# things are square, so a stack reads as "who" and "what" at a glance.
LOOKS: dict[str, tuple[str | None, str, tuple[int, int, int], str]] = {
    "soldier": ("human", "SOL", (214, 84, 84), "round"),
    "scientist": ("human", "SCI", (84, 150, 224), "round"),
    "engineer": ("human", "ENG", (236, 150, 60), "round"),
    "monkey": ("monkey", "", (168, 124, 88), "round"),
    "soldier_kit": ("shield", "KIT", (240, 170, 170), "square"),
    "science_kit": ("electric", "KIT", (170, 205, 245), "square"),
    "engineering_kit": ("module", "KIT", (248, 205, 150), "square"),
    "banana": (None, "BAN", (246, 222, 90), "square"),
    "pie": (None, "PIE", (222, 178, 120), "square"),
    "suit": ("suit", "", (226, 232, 240), "square"),
    "missile": ("missile", "", (150, 160, 172), "square"),
    "fuel": ("fuel", "", (242, 196, 70), "square"),
    "jelly": ("jelly", "", (130, 214, 140), "square"),
    "artefact": ("star", "", (190, 140, 250), "square"),
    "chart_inaccurate": (None, "MAP?", (176, 200, 210), "square"),
    "chart_accurate": (None, "MAP", (120, 220, 230), "square"),
}
SEAT_COLOURS = ("seat_1", "seat_2", "seat_3", "seat_4", "seat_5", "seat_6")
DEAD = (96, 100, 112)


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def stack_counters(stack: list[str], alive: dict[str, bool], place: str,
                   printed: Printed) -> list[Counter]:
    """The counters of one engine stack (bottom first), top first as the table wants."""
    owners = items.owners(stack, alive)
    holding: dict[int, list[int]] = {}
    for thing, owner in owners.items():
        holding.setdefault(owner, []).append(thing)
    out = []
    n = len(stack)
    for i in range(n - 1, -1, -1):
        item = stack[i]
        kind = items.KIND[item]
        icon, label, fill, shape = LOOKS[kind]
        dead = item in items.CHARACTERS and not alive.get(item, True)
        name = items.name(item)
        lines = [f"{name}{' (dead)' if dead else ''}: {ordinal(n - i)} from the top of "
                 f"{place}."]
        if i in owners:
            lines.append(f"{'Worn' if kind == 'suit' else 'Held'} by the "
                         f"{items.name(stack[owners[i]])} below it.")
        elif kind == "suit" or kind in items.GROUPS["kit"]:
            lines.append("Not in use: no one below it can take it.")
        if i in holding:
            lines.append("Has " + ", ".join(items.name(stack[j]) for j in sorted(holding[i]))
                         + ".")
        help_text = printed.item_help(kind)
        if dead:
            help_text = "Dead: takes no actions.\n" + help_text
        lines.append(help_text)
        out.append(Counter(item, kind, label=label, icon=icon, shape=shape, colour=fill,
                           side=1 if dead else 0, back_colour=DEAD,
                           tooltip="\n".join(lines), data=item))
    return out


def robot_mini(seat: int, name: str, carried: int, room_name: str) -> Counter:
    short = "".join(w[0] for w in name.split()[:2]).upper() if " " in name else name[:3]
    return Counter(f"mini{seat}", "robot", label=short.upper(), icon="robot",
                   colour=SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                   tooltip=f"{name}'s robot, in {room_name}, carrying "
                           f"{carried if carried else 'nothing'}"
                           f"{' item' + ('s' if carried != 1 else '') if carried else ''}.",
                   data=seat)
