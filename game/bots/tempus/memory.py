"""What a crew member remembers of the Disaster Deck.

Every disaster comes up face up, so the crew knows the order they came in; after a Time
Jump the discarded cards go back on top of the deck in that same order, with the Paradox
card beneath them. The view only shows the top of the discard pile, so a bot that wants
that knowledge keeps it: `see(view)` at every decision it makes (a round has at most one
Disaster Phase between two of them), `top` and `drawn` feed `tempus.determinize`.
"""

from __future__ import annotations

from game.engines.tempus.determinize import PARADOX, discard_size


class DeckMemory:
    def __init__(self) -> None:
        self.top: list[str | None] = []
        """The next cards of the deck, top first, as far as the crew knows."""
        self.drawn: list[str | None] = []
        """The disasters drawn since the last jump, oldest first (None: missed)."""
        self._last: tuple[int, int, int] | None = None

    def see(self, view: dict, content=None) -> None:
        loops, deck, paradoxes = view["loops"], view["deck"], len(view["paradox_discard"])
        top_card = view["discard"][-1] if view["discard"] else None
        if self._last is None:
            size = discard_size(view, content) if content is not None else len(view["discard"])
            self.drawn = [None] * max(0, size - 1) + ([top_card] if top_card else [])
        else:
            last_loops, last_deck, last_paradoxes = self._last
            if loops > last_loops:  # a jump: the pile goes back on top, a Paradox beneath
                last_deck += len(self.drawn) + 1
                self.top = self.drawn + [PARADOX] + self.top
                self.drawn = []
            came_up = max(0, last_deck - deck)
            del self.top[:came_up]
            disasters = came_up - (paradoxes - last_paradoxes)
            if disasters > 0:
                self.drawn += [None] * (disasters - 1) + [top_card]
        if view["discard_seen"]:
            self.drawn = list(view["discard"])
        self._last = (loops, deck, paradoxes)

    def next_card(self) -> str | None:
        """The next disaster, if the crew knows it."""
        for card in self.top:
            if card != PARADOX:
                return card
        return None

    def next_hits(self, view: dict, content) -> set[str]:
        """Spaces the next known disaster puts a token in (to stay out of)."""
        card_id = self.next_card()
        if card_id is None:
            return set()
        card = content.cards[card_id]
        effects = card.effects
        if card.kind == "growing":
            effects = effects[:max(1, view["setup"]["players"] - 1)]
        by_number = {n: s for s, n in view["numbers"].items()}
        hits: set[str] = set()
        for e in effects:
            if e.do in ("fire", "fault", "damage", "spread"):
                hits.update(by_number[n] for n in e.numbers if n in by_number)
                hits.update(e.spaces)
        return hits
