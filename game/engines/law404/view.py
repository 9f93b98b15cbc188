"""What one seat may see (directive visibility: kept directives are face down until
completed; hands, programs before the reveal and drafts are private)."""

from __future__ import annotations

from game.engines.law404.game import Game, copy_state


def view_for(game: Game, seat: int) -> dict:
    st = copy_state(game.st)
    hidden = "hidden"
    for other in range(game.players):
        if other == seat:
            continue
        st["directives"][other] = [d if d["done"] else {"id": hidden, "done": False, "base": {}}
                                   for d in st["directives"][other]]
        st["hands"][other] = [hidden] * len(st["hands"][other])
        if st["stage"] == "program":
            st["program"][other] = [[hidden, hidden]] * len(st["program"][other])
        st["draft_hands"][other] = [hidden] * len(st["draft_hands"][other])
    sub = st["sub"]
    if st["chart"] is not None and (sub is None or sub["seat"] != seat):
        st["chart"] = {k: [hidden] * len(v) for k, v in st["chart"].items()}
    for deck in ("active", "inactive", "dir_deck", "cards_deck"):
        st[deck] = len(st[deck])
    st.pop("rng")
    st["seat"] = seat
    pending = game.pending
    st["pending"] = None if pending is None else {"seat": pending.seat, "kind": pending.kind,
                                                  "prompt": pending.prompt}
    return st
