"""The 404 counters as the table draws them: items (two-sided characters), robot minis.
Items are drawn as icons only; a robot's mini carries its player's initial.

Built from a view after every change; a counter's tooltip says what it is, who wears or
holds it (Equipment: decided by the order of the stack) and what it does in each machine.
"""

from __future__ import annotations

import math

import pygame

from game.engines.law404.rules import items
from game.scenes.law404.names import Printed
from game.ui.board.counters import ICONS, Counter

# Art per item kind: (icon, face colour, shape). No text on a counter (it would be too small
# to read): characters are round and show a figure carrying their trade's emblem, things
# are square; a kit shows the emblem of the trade it serves. The tooltip says the rest.
LOOKS: dict[str, tuple[str, str | tuple[int, int, int], str]] = {
    "soldier": ("law404_soldier", "item_soldier", "round"),
    "scientist": ("law404_scientist", "item_scientist", "round"),
    "engineer": ("law404_engineer", "item_engineer", "round"),
    "monkey": ("monkey", (168, 124, 88), "round"),
    "soldier_kit": ("shield", "kit_soldier", "square"),
    "science_kit": ("electric", "kit_science", "square"),
    "engineering_kit": ("module", "kit_engineering", "square"),
    "banana": ("law404_banana", (246, 222, 90), "square"),
    "pie": ("law404_pie", (222, 178, 120), "square"),
    "suit": ("suit", (226, 232, 240), "square"),
    "missile": ("missile", (150, 160, 172), "square"),
    "fuel": ("fuel", (242, 196, 70), "square"),
    "jelly": ("jelly", (130, 214, 140), "square"),
    "artefact": ("star", (190, 140, 250), "square"),
    "chart_inaccurate": ("law404_chart_unsure", (176, 200, 210), "square"),
    "chart_accurate": ("law404_chart", (120, 220, 230), "square"),
}
SEAT_COLOURS = ("player_1", "player_2", "player_3", "player_4", "player_5", "player_6")
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
        icon, fill, shape = LOOKS[kind]
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
        out.append(Counter(item, kind, icon=icon, shape=shape, colour=fill,
                           side=1 if dead else 0, back_colour=DEAD,
                           tooltip="\n".join(lines), data=item))
    return out


def mini_marks(names: list[str]) -> list[str]:
    """The mark on each robot's mini: its player's initial, numbered when two share one
    ("A1", "A2"), so the seats are told apart by more than colour."""
    initials = [next((ch.upper() for ch in name if ch.isalnum()), "?") for name in names]
    out = []
    for seat, letter in enumerate(initials):
        same = [i for i, other in enumerate(initials) if other == letter]
        out.append(letter if len(same) == 1 else f"{letter}{same.index(seat) + 1}")
    return out


def robot_mini(seat: int, name: str, mark: str, carried: int, room_name: str,
               label_scale: float | None = None) -> Counter:
    return Counter(f"mini{seat}", "mini", label=mark, shape="round",
                   colour=SEAT_COLOURS[seat % len(SEAT_COLOURS)], label_scale=label_scale,
                   tooltip=f"{name}'s robot, in {room_name}, carrying "
                           f"{carried if carried else 'nothing'}"
                           f"{' item' + ('s' if carried != 1 else '') if carried else ''}.",
                   data=seat)


# ---- icons (added to the shared icon table under names of their own) ----------------------

def _pt(r: pygame.Rect, fx: float, fy: float) -> tuple[float, float]:
    return (r.x + fx * r.w, r.y + fy * r.h)


def _crew(emblem: str):
    """A crew member: head and shoulders, the emblem of their trade on the chest (the same
    emblem as on their kit)."""
    def draw(s, r, ink, bg):
        pygame.draw.circle(s, ink, _pt(r, 0.5, 0.2), r.w * 0.21)
        torso = pygame.Rect(*_pt(r, 0.1, 0.46), r.w * 0.8, r.h * 0.6)
        pygame.draw.rect(s, ink, torso, border_top_left_radius=int(r.w * 0.3),
                         border_top_right_radius=int(r.w * 0.3))
        badge = pygame.Rect(0, 0, r.w * 0.44, r.w * 0.44)
        badge.center = (int(r.x + r.w * 0.5), int(r.y + r.h * 0.74))
        ICONS[emblem](s, badge, bg, ink)
    return draw


def _banana(s, r, ink, bg):
    outer, inner = [], []
    cx, cy = _pt(r, 0.62, 0.22)
    for i in range(13):
        a = math.radians(100 + i * 7.5)
        outer.append((cx + math.cos(a) * r.w * 0.62, cy + math.sin(a) * r.h * 0.7))
        inner.append((cx + 0.12 * r.w + math.cos(a) * r.w * 0.42,
                      cy - 0.06 * r.h + math.sin(a) * r.h * 0.5))
    pygame.draw.polygon(s, ink, outer + inner[::-1])
    pygame.draw.line(s, ink, outer[0], _pt(r, 0.48, 0.0), max(2, r.w // 8))


def _pie(s, r, ink, bg):
    centre = _pt(r, 0.5, 0.55)
    rad = r.w * 0.46
    pts = [centre] + [(centre[0] + rad * math.cos(math.radians(a)),
                       centre[1] + rad * math.sin(math.radians(a))) for a in range(-30, 271, 15)]
    pygame.draw.polygon(s, ink, pts)
    for a in (30, 120, 210):  # the cuts between slices
        end = (centre[0] + rad * math.cos(math.radians(a)), centre[1] + rad * math.sin(math.radians(a)))
        pygame.draw.line(s, bg, centre, end, max(1, r.w // 14))


def _map(s, r, ink, bg) -> None:
    """A folded chart: three panels, the middle one in shade."""
    xs = (0.06, 0.36, 0.64, 0.94)
    for i in range(3):
        up = 0.16 if i % 2 == 0 else 0.26
        down = 0.26 if i % 2 == 0 else 0.16
        panel = [_pt(r, xs[i], up), _pt(r, xs[i + 1], down), _pt(r, xs[i + 1], down + 0.62),
                 _pt(r, xs[i], up + 0.62)]
        pygame.draw.polygon(s, ink, panel)
        if i == 1:
            pygame.draw.polygon(s, bg, panel, max(1, r.w // 16))


def _chart(s, r, ink, bg):
    _map(s, r, ink, bg)
    pygame.draw.circle(s, bg, _pt(r, 0.5, 0.52), r.w * 0.15)  # the course it plots


def _chart_unsure(s, r, ink, bg):
    _map(s, r, ink, bg)
    w = max(2, r.w // 9)  # a question mark across it: this chart lies
    pygame.draw.arc(s, bg, pygame.Rect(*_pt(r, 0.32, 0.18), r.w * 0.36, r.h * 0.34),
                    -math.pi / 2, math.pi, w)
    pygame.draw.line(s, bg, _pt(r, 0.5, 0.5), _pt(r, 0.5, 0.62), w)
    pygame.draw.circle(s, bg, _pt(r, 0.5, 0.76), w * 0.8)


for _name, _fn in (("law404_soldier", _crew("shield")), ("law404_scientist", _crew("electric")),
                   ("law404_engineer", _crew("module")), ("law404_banana", _banana),
                   ("law404_pie", _pie), ("law404_chart", _chart),
                   ("law404_chart_unsure", _chart_unsure)):
    ICONS.setdefault(_name, _fn)
