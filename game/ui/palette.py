"""Seat and token colours every player at the table can tell apart.

A palette is a set of overrides of the theme's colour names (assets/theme.json
`defaults.colours`); `theme.use_palette(name)` puts one in force. Only colours that tell
things apart are overridden: the seats (`player_N`: the theme's `seat_N` are also accents of
Assembly's modules, its card bands and Tempus's paradoxes, which keep their look), the
Tempus disaster tokens and item slots, the 404 trades and their kits. Everything else
(panels, text, good and bad) keeps the theme's look. Assembly's twelve modules keep theirs
too: no twelve colours stay apart for every vision, so each carries its three-letter code,
as its blueprint does.
Colour is never the only carrier: minis and standees keep their letter, tokens their icon,
items their picture and shape, whatever the palette.

"safe", the default, is Okabe and Ito's palette ("Color Universal Design", 2008: orange, sky
blue, bluish green, yellow, blue, vermillion, reddish purple), nudged in lightness and
chroma for a dark table so the six seats stay apart under protanopia, deuteranopia and
tritanopia as well as normal vision. It is the default because it costs a player with normal
vision nothing (its seats are further apart than the original's for them too) while about
one man in twelve sees two of the original seats as one colour (orange and green under
deuteranopia are 2.9 CAM02-UCS units apart), and a shared table cannot have a palette per
player. "original" is the theme as first drawn, for anyone who prefers it.

`tests/ui/test_palette.py` simulates each deficiency (Machado 2009, full severity) and holds
every group in `APART` to `MIN_APART` in CAM02-UCS for the safe palette.
"""

from __future__ import annotations

DEFAULT = "safe"

#: The palettes a player can choose, as the Settings screen names them.
LABELS = {"safe": "Colour-blind safe", "original": "Original"}

_SAFE = {
    # The seats: Okabe-Ito orange, sky blue, bluish green, yellow, blue, vermillion.
    "player_1": "#e69f00",
    "player_2": "#50bcff",
    "player_3": "#3ca273",
    "player_4": "#f0e442",
    "player_5": "#4f6aa9",
    "player_6": "#c16100",
    # Trouble on the Tempus: disaster tokens (each with its icon) and item slots.
    "token_fire": "#d55e00",
    "token_fault": "#f0e442",
    "token_damage": "#9aa3b5",
    "item_equipment": "#56b4e9",
    "item_wearing": "#cc79a7",
    # 404: the trades (a kit is a light tint of its trade's colour and shows its emblem).
    "item_soldier": "#d55e00",
    "item_scientist": "#56b4e9",
    "item_engineer": "#e69f00",
    "kit_soldier": "#ee9a6a",
    "kit_science": "#a9dbf6",
    "kit_engineering": "#ffe7a0",
}

PALETTES: dict[str, dict[str, str]] = {"safe": _SAFE, "original": {}}

#: Colours that must be told apart from each other at a glance, by group.
APART: dict[str, tuple[str, ...]] = {
    "seats": ("player_1", "player_2", "player_3", "player_4", "player_5", "player_6"),
    "Tempus disaster tokens": ("token_fire", "token_fault", "token_damage"),
    "Tempus item slots": ("item_equipment", "item_wearing"),
    "404 trades": ("item_soldier", "item_scientist", "item_engineer"),
    "404 kits": ("kit_soldier", "kit_science", "kit_engineering"),
}
#: ...and each from what it is drawn on.
GROUNDS: dict[str, tuple[str, ...]] = {
    "seats": ("table_bg", "panel_bg", "zone_bg"),
    "Tempus disaster tokens": ("normal_bg", "card_back", "zone_bg"),
    "Tempus item slots": ("panel_bg", "zone_bg"),
    "404 trades": ("zone_bg", "panel_bg"),
    "404 kits": ("zone_bg", "panel_bg"),
}

MIN_APART = 15.0
"""CAM02-UCS colour difference the safe palette keeps between any two colours of a group,
under every simulated vision. One unit is about a just-noticeable difference between two
patches side by side; a seat's colour is a small disc or bar seen apart from the others, so
the margin is an order above that. Okabe-Ito's own six nearest colours come to 11.7 under
tritanopia; the nudged six reach 15.8, and the original seats 2.9 (deuteranopia)."""
MIN_GROUND = 25.0
"""The same difference between a colour and what it is drawn on: a token must stand out
from its room before it needs to stand out from another token."""


def names() -> list[str]:
    return list(PALETTES)


def known(name: object) -> str:
    """`name` if it is a palette, else the default (a hand-edited setting, an old file)."""
    return name if isinstance(name, str) and name in PALETTES else DEFAULT
