"""A trade of several items, put together on the table before it is made.

The rules make a trade one action however many Item cards change hands ("Trade any number of
Item cards between yourself & the other players in your space"), but a drag moves one card:
two drags would spend two actions. So the table lets the acting crew member open a trade
with one crew member in their space, mark items on both sheets, and make the whole exchange
as the engine's single `Trade` action. The draft only collects marks; whether the exchange
is allowed, and why not, is always the engine's (`why_not`).

No pygame: the table draws the marks and the panel.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engines.tempus import actions as A
from game.scenes.tempus.choices import ActionButton

LABEL = "Trade items"


@dataclass(frozen=True)
class Begin:
    """The target of the "Trade items" button: open a trade with `partner` (not a move)."""

    partner: int


@dataclass
class TradeDraft:
    seat: int
    partner: int
    give: set[str] = field(default_factory=set)
    take: set[str] = field(default_factory=set)

    @property
    def marked(self) -> set[str]:
        return self.give | self.take

    def toggle(self, game, uid: str) -> str | None:
        """Mark or unmark an item; None, or why it cannot change hands in this trade."""
        if uid in game.items_of(self.seat):
            side = self.give
        elif uid in game.items_of(self.partner):
            side = self.take
        else:
            return (f"Only items on {game.crew_name(self.seat)}'s and "
                    f"{game.crew_name(self.partner)}'s sheets can change hands in this trade.")
        side.symmetric_difference_update({uid})
        return None

    def action(self) -> A.Trade:
        return A.Trade(self.partner, tuple(self.give), tuple(self.take))

    def verdict(self, game) -> str | None:
        """None if the exchange as marked can be made now, else why not, in words."""
        if not self.marked:
            return "Click items on either sheet to mark what changes hands."
        return game.why_not(self.action())

    def lines(self, game) -> list[str]:
        """What the panel says the trade is: what goes each way."""
        return [f"Give: {_items(game, self.give)}", f"Take: {_items(game, self.take)}"]


def partners(game, seat: int) -> list[int]:
    """The crew members `seat` can trade with now (some exchange with them is legal)."""
    return sorted({a.partner for a in game.legal_actions() if isinstance(a, A.Trade)})


def button(game, seat: int) -> ActionButton | None:
    """The "Trade items" button (on the acting sheet) when another crew member shares the
    space: it opens a trade (picking the partner first when there are several), or says why
    none can be made."""
    here = game.crew[seat]["at"]
    others = [s for s in game.crew_in(here) if s != seat]
    if not others:
        return None
    targets = {f"crew:{p}": Begin(p) for p in partners(game, seat)}
    reason = None
    if not targets:
        reason = _why_not(game, seat, others)
    names = " or ".join(game.crew_name(p) for p in others)
    return ActionButton(LABEL, f"Swap any number of items with {names}, as one action: mark "
                        "them on both sheets, then Trade.", targets, reason,
                        "crew" if len(targets) > 1 else "")


def _why_not(game, seat: int, others: list[int]) -> str:
    """The engine's sentence against the simplest trade there is: one item, either way (with
    no item on any sheet, the trade of nothing)."""
    mine = game.items_of(seat)[:1]
    for p in others:
        theirs = [] if mine else game.items_of(p)[:1]
        if mine or theirs:
            return game.why_not(A.Trade(p, tuple(mine), tuple(theirs))) or ""
    return game.why_not(A.Trade(others[0], (), ())) or ""


def _items(game, uids: set[str]) -> str:
    return ", ".join(sorted(game.item_name(u) for u in uids)) or "nothing"

