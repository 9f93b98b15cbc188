"""The interpreter for the declarative card-effect vocabulary (see levels/tempus/disasters.toml)
and the queue the Disaster Phase runs through.

The queue lives in the game state as plain lists so a save taken while the crew is choosing
what to discard resumes exactly: ["draw"], ["fx", card id, effect index, growing?],
["done", card id]. That choice (the Discard symbol's) is `discard_refusal`: None (allowed)
or the sentence why not, and `discard_choices` lists exactly what it allows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.actions import Event
from game.engines.tempus import actions as A
from game.engines.tempus.actions import shared
from game.engines.tempus.content import Effect
from game.engines.tempus.rules import tokens
from game.engines.tempus.rules.characters import crew_refusal
from game.engines.tempus.rules.items import item_refusal

if TYPE_CHECKING:
    from game.engines.tempus.game import Game

WAIT = None  # an effect returns this when it needs the crew to choose first


def targets(g: Game, e: Effect) -> list[str]:
    """The spaces an effect points at, in a fixed order."""
    if e.numbers:
        return [g.by_number[n] for n in e.numbers]
    if e.spaces:
        return list(e.spaces)
    sel = e.select
    graph = g.graph
    if sel == "all_locations":
        return [g.by_number[n] for n in range(1, 10)]
    if sel == "bridge":
        return list(graph.stations)
    if sel == "corridors":
        return list(graph.corridors)
    if sel == "with_fire":
        return [s for s in graph.spaces if g.tokens["fire"][s]]
    if sel == "with_crew":
        return [s for s in graph.spaces if g.crew_in(s)]
    key, _, what = sel.partition("_with_")
    numbered = [g.by_number[n] for n in range(1, 10)]
    if what == "crew":
        hits = [s for s in numbered if g.crew_in(s)]
    else:
        hits = [s for s in numbered if g.tokens["damage"][s]]
    if not hits:
        return []
    return [hits[-1]] if key == "highest" else [hits[0]]


def enact(g: Game, e: Effect) -> bool | None:
    """Carry out one effect. Returns whether it changed anything (the Officer and Hero
    "nothing to interact with" rule), or WAIT when a crew choice is needed first."""
    do = e.do
    if do in ("fire", "fault", "damage"):
        return sum(tokens.place(g, do, s, e.count) for s in targets(g, e)) > 0
    if do == "spread":
        return tokens.spread(g, targets(g, e)) > 0
    if do == "spread_fires":
        burning = [s for s in g.graph.spaces if g.tokens["fire"][s]]
        return tokens.spread(g, burning) > 0
    if do == "knockdown":
        return tokens.knock_down(g) > 0
    if do == "door":
        if e.all:
            doors = list(g.graph.doors)
        else:
            doors = []
            for s in targets(g, e):
                doors += [d for d in g.graph.doors_of(s) if d not in doors]
        return tokens.switch_doors(g, doors) > 0
    if do == "remove":
        return sum(tokens.remove(g, e.token, s, e.amount) for s in targets(g, e)) > 0
    if do == "shields":
        return g.move_shields(e.amount) != 0
    if do == "wound":
        hit = 0
        for seat, c in enumerate(g.crew):
            if not c["dead"]:
                hit += tokens.wound(g, seat, e.amount)
        return hit > 0
    if do == "seal":
        new = []
        for s in targets(g, e):
            new += [d for d in g.graph.doors_of(s) if d not in g.sealed and d not in new]
        g.sealed.update(new)
        if new:
            g.events.append(Event("seal", f"{len(new)} door(s) jam shut.", {"doors": new}))
        return bool(new)
    if do == "discard":
        options = discard_choices(g)
        if not options:
            return False
        if len(options) == 1:
            g.discard_item(options[0].seat, options[0].item)
            return True
        g.phase = "discard"
        return WAIT
    if do == "lose":
        g.lose("lost_in_the_void", "Lost in the Void: the crew blinks out of existence.")
        return True
    raise AssertionError(f"unknown effect {do}")  # the loader keeps this unreachable


def run_queue(g: Game) -> None:
    """Work through the Disaster Phase queue until it is empty, the crew must choose, or the
    game ends."""
    q = g.queue
    while q and g.result is None:
        item = q.pop(0)
        op = item[0]
        if op == "draw":
            _draw(g)
        elif op == "fx":
            card = g.content.cards[item[1]]
            changed = enact(g, card.effects[item[2]])
            if changed is WAIT:
                return  # the Discard decision resumes the queue (something is discarded)
            if item[3] and not changed:
                _nothing_to_interact(g)
        elif op == "done":
            card = g.content.cards[item[1]]
            if card.kind in ("paradox", "lost_in_the_void"):
                g.paradox_discard.append(card.id)
            else:
                g.discard.append(card.id)
    if g.result is None and not q and g.phase != "discard":
        g.start_round()


def _nothing_to_interact(g: Game) -> None:
    if g.setup.difficulty in ("officer", "hero"):
        g.events.append(Event("penalty", "Nothing for the disaster to hit: the Shields drop.",
                              {}))
        g.move_shields(-1)


def _draw(g: Game) -> None:
    """Paradoxes on top are enacted first (each then goes to the Paradox Discard Pile), then
    one disaster card; an empty deck when a card is needed destroys the ship."""
    if not g.deck:
        g.lose("deck_empty", "The Disaster Deck ran out: the ship explodes.")
        return
    cid = g.deck.pop()
    card = g.content.cards[cid]
    g.events.append(Event("draw", f"Disaster Phase: {card.name}", {"card": cid,
                                                                    "kind": card.kind}))
    steps: list[list] = []
    if card.kind == "growing":
        rows = max(1, g.setup.players - 1)  # rows are for 2,3,4,5 crew; solo plays row 1
        steps = [["fx", cid, i, 1] for i in range(rows)]
    else:
        steps = [["fx", cid, i, 0] for i in range(len(card.effects))]
    steps.append(["done", cid])
    if card.kind in ("paradox", "lost_in_the_void"):
        steps.append(["draw"])
    g.queue[0:0] = steps


def discard_refusal(g: Game, seat: int, uid: str) -> str | None:
    """The Discard symbol: one living crew member's Equipment-slot item (ruling R8)."""
    why = crew_refusal(g, seat) or item_refusal(g, uid)
    if why is not None:
        return why
    who = g.crew_name(seat)
    if g.crew[seat]["dead"]:
        return f"{who} is dead: only the living crew's Equipment can be discarded."
    if g.items[uid] != f"c:{seat}":
        return f"{who} is not carrying that {g.item_name(uid)}."
    if g.item_type(uid).slot != "equipment":
        return f"The {g.item_name(uid)} is worn, not Equipment: only Equipment is discarded."
    return None


def discard_choices(g: Game) -> list:
    """What the crew may discard for the Discard symbol (the card's effect asks only when
    there is more than one)."""
    return [shared(A.Discard, s, uid) for s in range(len(g.crew)) for uid in g.items_of(s)
            if discard_refusal(g, s, uid) is None]
