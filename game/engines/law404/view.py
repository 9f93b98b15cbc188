"""What one seat may see, and what a spectator sees. Kept directives are face down until
completed; hands, drafts, programs before the reveal and a chart being read belong to one
robot.

`view_for(game, seat)` returns the public table (the same for every seat) with that seat's
secrets under `view["private"]`, so scenes and bots never guess which keys are secret;
`public_view(game)` is the public table alone ("seat": None, "private": {}), which scenes
draw the board from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.law404.setup import copy_state

if TYPE_CHECKING:
    from game.engines.law404.game import Game

HIDDEN = "hidden"


def view_for(game: Game, seat: int) -> dict:
    st = copy_state(game.st)
    sub = st["sub"]
    reading_chart = st["chart"] is not None and sub is not None and sub["seat"] == seat
    private = {
        "hand": st["hands"][seat],
        "draft_hand": st["draft_hands"][seat],
        "directives": st["directives"][seat],
        "program": st["program"][seat],
        "chart": st["chart"] if reading_chart else None,
    }
    view = _public(game, st)
    view["seat"] = seat
    view["private"] = private
    return view


def public_view(game: Game) -> dict:
    view = _public(game, copy_state(game.st))
    view["seat"] = None
    view["private"] = {}
    return view


def _public(game: Game, st: dict) -> dict:
    """The table every seat sees alike, made from `st`, a copy of the state."""
    st["directives"] = [[{"id": d["id"] if d["done"] else HIDDEN, "done": d["done"]}
                         for d in ds] for ds in st["directives"]]
    st["hand_sizes"] = [len(h) for h in st.pop("hands")]
    st["draft_hand_sizes"] = [len(h) for h in st.pop("draft_hands")]
    if st["stage"] == "program":
        st["program"] = [[[HIDDEN, HIDDEN]] * len(p) for p in st["program"]]
    if st["chart"] is not None:
        st["chart"] = {k: [HIDDEN] * len(v) for k, v in st["chart"].items()}
    for deck in ("active", "inactive", "dir_deck", "cards_deck"):
        st[deck] = len(st[deck])
    st.pop("rng")
    pending = game.pending
    st["pending"] = None if pending is None else {"seat": pending.seat, "kind": pending.kind,
                                                  "prompt": pending.prompt}
    return st
