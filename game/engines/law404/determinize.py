"""A whole game sampled from what one seat sees, for bots that look ahead.

`determinize(view, content, rng, variants)` rebuilds a Game from `view_for(seat)` alone:
the face-down event decks, the other robots' hands, programs and kept directives, the
undealt action cards and directives are dealt at random from what that seat cannot
account for. A sampled directive that would already be complete is not dealt (it would
have been turned face up), so the sample agrees with everything on the table.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.engines.common.rng import Rng
from game.engines.law404.content import Content
from game.engines.law404.game import Game
from game.engines.law404.rules import directives as D
from game.engines.law404.setup import ANOMALIES_IN_PLAY, ANOMALOUS_SPACE, Setup, copy_state
from game.engines.law404.view import HIDDEN

_TRIES = 8
"""Deals of one robot's hidden directives tried before settling for a near miss."""


def determinize(view: dict, content: Content, rng: Rng, variants: Iterable[str] = (),
                fast: bool = True) -> Game:
    """A complete Game consistent with `view` (a `view_for` result), hidden parts dealt
    with `rng`. `variants`: the setup's variants (part of the public setup)."""
    seat = view["seat"]
    players = len(view["room"])
    setup = Setup(players, 0, frozenset(variants))
    st = copy_state({**view, "hands": [[] for _ in range(players)],
                     "draft_hands": [[] for _ in range(players)],
                     "directives": [[] for _ in range(players)],
                     "active": [], "inactive": [], "dir_deck": [], "cards_deck": [],
                     "rng": 0})
    for key in ("seat", "private", "pending", "hand_sizes", "draft_hand_sizes"):
        st.pop(key, None)
    _deal_action_cards(st, view, content, rng, seat)
    _deal_events(st, view, content, rng, setup)
    st["rng"] = rng.next_u64()
    game = Game(setup, content, st, [], undo=not fast, events=not fast)
    _deal_directives(game, view, content, rng, seat)
    return game


def _deal_action_cards(st: dict, view: dict, content: Content, rng: Rng, seat: int) -> None:
    mine = view["private"]
    st["hands"][seat] = list(mine["hand"])
    st["program"][seat] = [list(slot) for slot in mine["program"]]
    seen = set(mine["hand"])
    for program in view["program"]:
        seen.update(card for card, _ in program if card != HIDDEN)
    unknown = [c for c in sorted(content.action_cards) if c not in seen]
    rng.shuffle(unknown)
    for other, size in enumerate(view["hand_sizes"]):
        if other == seat:
            continue
        hand = [unknown.pop() for _ in range(min(size, len(unknown)))]
        st["hands"][other] = hand
        program = view["program"][other]
        if program and program[0][0] == HIDDEN:  # still face down: cards from its hand
            picks = rng.sample(hand, min(len(program), len(hand)))
            st["program"][other] = [[c, "top" if rng.below(2) else "bottom"] for c in picks]
    st["cards_deck"] = unknown[:view["cards_deck"]]


def _deal_events(st: dict, view: dict, content: Content, rng: Rng, setup: Setup) -> None:
    chart = view["chart"]
    reading = view["private"]["chart"]
    seen = set(view["current"]) | set(view["discard"])
    if reading is not None:
        seen.update(c for cards in reading.values() for c in cards)
    anomalies = sorted(e for e, card in content.events.items()
                       if card.kind == "anomaly" and e not in seen)
    normal = sorted(e for e, card in content.events.items()
                    if card.kind != "anomaly" and e not in seen)
    rng.shuffle(anomalies)
    rng.shuffle(normal)
    n_active, n_inactive = view["active"], view["inactive"]
    if ANOMALOUS_SPACE in setup.variants:
        pool = normal + anomalies
        rng.shuffle(pool)
        active, inactive = pool[:n_active], pool[n_active:n_active + n_inactive]
        rest = pool[n_active + n_inactive:]
    else:
        # Five anomalies were shuffled into the active events; the others left the game.
        seen_odd = sum(content.events[e].kind == "anomaly" for e in seen)
        odd = min(n_active, max(0, ANOMALIES_IN_PLAY - seen_odd), len(anomalies))
        # (A chart can send anomalies to the inactive deck: they fill in where needed.)
        pool = normal + anomalies[odd:]
        active = anomalies[:odd] + pool[:n_active - odd]
        rng.shuffle(active)
        inactive = pool[n_active - odd:n_active - odd + n_inactive]
        rest = pool[n_active - odd + n_inactive:]
    st["active"], st["inactive"] = active, inactive
    if reading is not None:
        st["chart"] = {k: list(v) for k, v in reading.items()}
    elif chart is not None:
        st["chart"] = {k: [rest.pop() if rest else normal[0] for _ in v]
                       for k, v in chart.items()}


def _deal_directives(game: Game, view: dict, content: Content, rng: Rng, seat: int) -> None:
    st = game.st
    mine = view["private"]
    st["directives"][seat] = [{**d, "base": dict(d.get("base", {}))} for d in mine["directives"]]
    st["draft_hands"][seat] = list(mine["draft_hand"])
    known = {d["id"] for d in mine["directives"]} | set(mine["draft_hand"])
    known |= set(view["faceup"])
    for records in view["directives"]:
        known.update(d["id"] for d in records if d["id"] != HIDDEN)
    pool = [d for d in sorted(content.directives) if d not in known]
    rng.shuffle(pool)
    tally = view["tally"]
    for other, records in enumerate(view["directives"]):
        if other == seat:
            continue
        hidden = [i for i, d in enumerate(records) if d["id"] == HIDDEN]
        st["directives"][other] = [dict(d, base={}) for d in records]
        for i in hidden:
            pick = _plausible(game, pool, other, rng)
            # Drafted cards count deeds from the start; later ones from when they came.
            base = {} if i < 3 else {c["deed"]: tally.get(c["deed"], 0)
                                     for c in content.directives[pick].condition if "deed" in c}
            st["directives"][other][i] = {"id": pick, "done": False, "base": base}
        st["draft_hands"][other] = [pool.pop() for _ in range(
            min(view["draft_hand_sizes"][other], len(pool)))]
    st["dir_deck"] = pool[:view["dir_deck"]]
    game.last_checked = None  # the directives were swapped in: count them afresh


def _plausible(game: Game, pool: list[str], holder: int, rng: Rng) -> str:
    """Take a directive from `pool` that would not already be complete for `holder`."""
    for _ in range(min(_TRIES, len(pool))):
        i = rng.below(len(pool))
        if not holds_now(game, pool[i], holder, {}):
            return pool.pop(i)
    return pool.pop()


def holds_now(game: Game, directive: str, holder: int, base: dict) -> bool:
    """Would `directive` be complete for `holder` right now (deeds counted from `base`)?"""
    condition = game.content.directives[directive].condition
    tally = game.st["tally"]
    for clause in condition:
        if "deed" in clause:
            if tally.get(clause["deed"], 0) - base.get(clause["deed"], 0) < clause["at_least"]:
                return False
            continue
        n = D.count(game, holder, clause)
        lo, hi = clause["at_least"], clause["at_most"]
        if (lo is not None and n < lo) or (hi is not None and n > hi):
            return False
    return True
