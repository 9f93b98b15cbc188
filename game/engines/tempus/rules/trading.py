"""Trading, one of the Action Phase's actions: any number of item cards, either way,
between yourself and one other crew member in your space (ruling R26); a body may be looted
but not handed gear (ruling R9); both sheets must hold what they have after the trade.

Each condition returns None (allowed) or the sentence why not, and `trade_choices` lists
exactly what they allow. The caveats of the turn's one action are action_phase.py's.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.engines.tempus import actions as A
from game.engines.tempus.rules.characters import NO_SUCH_CREW, in_room
from game.engines.tempus.rules.items import NO_ITEMS, carried_refusal, item_refusal

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

_GIVE_NOTHING: list[tuple[str, ...]] = [()]


def partner_refusal(g: Game, seat: int, partner: int) -> str | None:
    """A trade is with one other crew member in your space (ruling R26)."""
    if not 0 <= partner < len(g.crew):
        return NO_SUCH_CREW
    if partner == seat:
        return f"{g.crew_name(seat)} cannot trade with themselves."
    here = g.crew[seat]["at"]
    if g.crew[partner]["at"] != here:
        return f"{g.crew_name(partner)} is not in {g.graph.names[here]}."
    return None


def loot_refusal(g: Game, partner: int) -> str | None:
    """Handing `partner` gear: a body may be looted but not handed gear (ruling R9)."""
    if g.crew[partner]["dead"]:
        return (f"{g.crew_name(partner)} is dead: their body may be looted, but not handed "
                "gear.")
    return None


def room_refusal(g: Game, seat: int, partner: int, give, take, mine=None,
                 theirs=None) -> str | None:
    """Both sheets must hold what they have after the trade (`mine`, `theirs`: what each
    carries now, when known)."""
    for s, gets, loses, now in ((seat, take, give, mine), (partner, give, take, theirs)):
        if not g.fits(s, list(gets), list(loses), now):
            ch = g.character(s)
            return (f"{ch.name}'s sheet would not hold it: {_slots(ch.equipment_slots, 'Equipment')}"
                    f" and {_slots(ch.wearing_slots, 'Wearing')}.")
    return None


def _slots(n: int, kind: str) -> str:
    return f"{n} {kind} slot{'s' if n != 1 else ''}"


def trade_refusal(g: Game, seat: int, a: A.Trade) -> str | None:
    partner = a.partner
    why = partner_refusal(g, seat, partner)
    if why is not None:
        return why
    if not a.give and not a.take:
        return "A trade moves at least one item."
    if len(set(a.give)) != len(a.give) or len(set(a.take)) != len(a.take):
        return "Each item changes hands only once in a trade."
    for owner, uids in ((seat, a.give), (partner, a.take)):
        for uid in uids:
            why = item_refusal(g, uid) or carried_refusal(g, owner, uid)
            if why is not None:
                return why
    if a.give:
        why = loot_refusal(g, partner)
        if why is not None:
            return why
    return room_refusal(g, seat, partner, a.give, a.take)


def trade_choices(g: Game, seat: int, here: str, mine: list[str],
                  idx: dict[str, list[str]]) -> list:
    """Every trade with each crew member in `here`: each part of what `seat` carries
    (`mine`) for each part of theirs, but at least one card, that both sheets hold."""
    out = []
    gives_all = None
    for partner in in_room(g, here):
        if partner == seat or partner_refusal(g, seat, partner) is not None:
            continue
        theirs = idx.get(f"c:{partner}", NO_ITEMS)
        if not mine and not theirs:
            continue
        if loot_refusal(g, partner) is None:
            gives = gives_all = gives_all or _subsets(mine)
        else:
            gives = _GIVE_NOTHING
        takes = _subsets(theirs)
        for give in gives:
            for take in takes:
                if (give or take) and room_refusal(g, seat, partner, give, take, mine,
                                                   theirs) is None:
                    out.append(A.Trade(partner, give, take))
    return out


def _subsets(items: list[str]) -> list[tuple[str, ...]]:
    return [c for n in range(len(items) + 1) for c in combinations(items, n)]
