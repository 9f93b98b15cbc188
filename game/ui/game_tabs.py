"""The row of one tab per game that the Rules and Learn to play screens share."""

from __future__ import annotations

from collections.abc import Callable

from game.registry import GAMES

BACK_W = 120.0
GAP = 10.0


def short_title(title: str) -> str:
    """A tab's name when the full title does not fit: "404", "Tempus".

    >>> short_title("404: Law Not Found"), short_title("Trouble on the Tempus")
    ('404', 'Tempus')
    """
    return title.split(":")[0] if ":" in title else title.split()[-1]


def build_tabs(scene, margin: float, top: float, on_pick: Callable[[str], None],
               tip: Callable[[str], str] = lambda title: title) -> dict:
    """A tab per game from the left (room kept for Back at the right); game id -> button."""
    lw = scene.vp.logical_size[0]
    tab_w = min(250.0, (lw - 2 * margin - BACK_W - len(GAMES) * GAP) / len(GAMES))
    tabs = {}
    x = margin
    for game_id, info in GAMES.items():
        title = info.title if tab_w >= 240 else short_title(info.title)
        tabs[game_id] = scene.button(scene.vp.rect(x, top, tab_w, 46), title,
                                     lambda g=game_id: on_pick(g), tip(info.title))
        x += tab_w + GAP
    return tabs
