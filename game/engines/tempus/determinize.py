"""A whole game sampled from what the crew sees, for bots that look ahead.

Everything on the Tempus is public except the order of the Disaster and Paradox decks and,
unless the Damage Report was read this round, the discard pile below its top card. The
crew did watch every card come up, though, and after a Time Jump the discarded disasters
return to the top of the deck in the order they came. `determinize` takes what the crew
remembers (`top`: the next cards of the deck, top first, None where a card was missed,
"paradox" for the Paradox card a jump put under them; `discard`: the pile, oldest first)
and deals the rest at random from the cards it cannot account for.

`sampled_state` gives the whole game as `Game.to_dict()` writes it; the package's
`determinize` makes it a Game (this module never imports game.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engines.common.rng import Rng
from game.engines.tempus.content import Content
from game.engines.tempus.setup import DECKS, PARADOXES_DEALT

PARADOX = "paradox"


def sampled_state(view: dict, content: Content, rng: Rng, top: Sequence[str | None] = (),
                  discard: Sequence[str | None] = ()) -> dict:
    """A complete game state consistent with `view` (a `view_for` result); `top` and
    `discard` are what the crew remembers (see the module docstring)."""
    data = {k: v for k, v in view.items() if k not in ("seat", "private")}
    data["setup"] = {**view["setup"], "seed": 0}
    deck_size = view["deck"]
    growing, major, _ = DECKS[view["setup"]["difficulty"]]
    pile, in_deck_paradox = _paradoxes(view, content, rng)
    enacting = _enacting(view, content)
    visible = list(view["discard"])
    if view["discard_seen"]:
        discard_now: list[str | None] = list(visible)
    else:
        size = discard_size(view, content)
        remembered = list(discard)[-size:] if size else []
        if visible and (not remembered or remembered[-1] != visible[-1]):
            remembered = [None] * (len(remembered) - 1) + visible[-1:] if remembered \
                else list(visible)
        discard_now = [None] * (size - len(remembered)) + remembered
    known = [c for c in discard_now if c is not None] + [c for c in top if c and c != PARADOX]
    known += enacting
    pool_g = [c for c in sorted(content.ids_of("growing")) if c not in known]
    pool_m = [c for c in sorted(content.ids_of("major")) if c not in known]
    rng.shuffle(pool_g)
    rng.shuffle(pool_m)
    kinds = {c: content.cards[c].kind for c in known}
    need_g = max(0, growing - sum(k == "growing" for k in kinds.values()))
    need_m = max(0, major - sum(k == "major" for k in kinds.values()))
    unknown = pool_g[:need_g] + pool_m[:need_m]
    rng.shuffle(unknown)
    extra = pool_g[need_g:] + pool_m[need_m:]  # only if the counts above ran short

    def deal() -> str:
        return unknown.pop() if unknown else extra.pop()

    discard_now = [c if c is not None else deal() for c in discard_now]
    # The deck, top first: what the crew remembers, then the rest in any order.
    paradoxes = list(in_deck_paradox)
    top_first: list[str] = []
    for card in list(top)[:deck_size]:
        if card == PARADOX:
            top_first.append(paradoxes.pop(0) if paradoxes else deal())
        else:
            top_first.append(card if card is not None else deal())
    rest = paradoxes + [deal() for _ in range(max(0, deck_size - len(top_first)
                                                  - len(paradoxes)))]
    rng.shuffle(rest)
    top_first += rest
    data["deck"] = top_first[:deck_size][::-1]  # the top card is the last element
    data["paradox_deck"] = pile
    data["discard"] = discard_now
    data["rng"] = {"state": rng.next_u64()}
    return data


def _paradoxes(view: dict, content: Content, rng: Rng) -> tuple[list[str], list[str]]:
    """(the Paradox pile, bottom first; the paradoxes the jumps put into the deck that have
    not come up yet). Setup dealt two random paradoxes on top of Lost in the Void, and each
    jump took the top one."""
    lost = content.ids_of("lost_in_the_void")
    drawn = set(view["paradox_discard"])
    unseen = [p for p in sorted(content.ids_of("paradox")) if p not in drawn]
    rng.shuffle(unseen)
    dealt = [p for p in view["paradox_discard"] if p not in lost]
    dealt += unseen[:max(0, PARADOXES_DEALT - len(dealt))]
    jumps = view["loops"]
    entered = [p for p in dealt if p in drawn]
    entered += [p for p in dealt if p not in drawn][:max(0, min(jumps, PARADOXES_DEALT)
                                                          - len(entered))]
    pile = lost + [p for p in dealt if p not in entered] if jumps <= PARADOXES_DEALT else []
    in_deck = [p for p in entered if p not in drawn]
    if jumps > PARADOXES_DEALT:
        in_deck += [p for p in lost if p not in drawn]
    return pile[:max(0, view["paradox_deck"])] if view["paradox_deck"] else [], in_deck


def _enacting(view: dict, content: Content) -> list[str]:
    """The disaster being enacted (out of the deck, not yet discarded)."""
    return list(dict.fromkeys(q[1] for q in view["queue"] if q[0] in ("fx", "done")
                              and content.cards[q[1]].kind in ("growing", "major")))


def discard_size(view: dict, content: Content) -> int:
    """How many disasters the discard pile holds: every disaster in play is in the deck,
    in the pile, or being enacted, and the deck's paradoxes are counted by the jumps."""
    if view["discard_seen"]:
        return len(view["discard"])
    growing, major, _ = DECKS[view["setup"]["difficulty"]]
    drawn_paradoxes = len(view["paradox_discard"])
    in_deck_paradoxes = max(0, view["loops"] - drawn_paradoxes)
    in_deck = max(0, view["deck"] - in_deck_paradoxes)
    return max(len(view["discard"]), growing + major - in_deck - len(_enacting(view, content)))
