"""Item Cards: picking one up (the turn's action, into a free slot of its kind), dropping
one (free, any time in your turn), using an item's action or free action (not while it is
exhausted: "Exhausting Items"), and what such an effect reaches (tokens in your space or
next to it, a wounded crew member, extra movement), which character abilities share.

Each condition returns None (allowed) or the sentence why not, and the `*_choices` list
exactly what they allow. The caveats of the turn's one action (once a turn, not in Fire)
are action_phase.py's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.tempus import actions as A
from game.engines.tempus.actions import shared
from game.engines.tempus.board import NOT_A_SPACE
from game.engines.tempus.rules.characters import (
    crew_seat,
    in_room,
    wounded_in_refusal,
    wounded_refusal,
)
from game.engines.tempus.rules.movement import MOVED_THEN_ACTED
from game.engines.tempus.rules.tokens import TOKEN_NAMES

if TYPE_CHECKING:
    from game.engines.tempus.content import ItemAbility
    from game.engines.tempus.game import Game

NO_SUCH_ITEM = "There is no such item card."
NO_ITEMS: list[str] = []
"""What a place with no item card holds (`item_index().get(place, NO_ITEMS)`): one shared
list, never changed, instead of a new one at every look."""


def item_refusal(g: Game, uid: str) -> str | None:
    return None if uid in g.items else NO_SUCH_ITEM


def carried_refusal(g: Game, seat: int, uid: str) -> str | None:
    if g.items[uid] != f"c:{seat}":
        return f"{g.crew_name(seat)} is not carrying that {g.item_name(uid)}."
    return None


def fresh_refusal(g: Game, uid: str) -> str | None:
    if uid in g.exhausted:
        return f"The {g.item_name(uid)} is exhausted; refresh it in Maintenance."
    return None


# ---- dropping and picking up -----------------------------------------------------------------

def drop_refusal(g: Game, seat: int, uid: str) -> str | None:
    return item_refusal(g, uid) or carried_refusal(g, seat, uid)


def drop_choices(mine: list[str]) -> list:
    """Every card `mine` (what the crew member carries): dropping asks nothing more."""
    out = []
    for uid in mine:
        out.append(shared(A.Drop, uid))
    return out


def free_pickup(g: Game, seat: int) -> bool:
    """Quartermaster Ito picks up as a free action."""
    return g.character(seat).ability == "free_pickup"


def pickup_refusal(g: Game, seat: int, uid: str, mine: list[str] | None = None) -> str | None:
    """Picking up needs the card in your space and a free slot of its kind; an item dropped
    this turn stays down this turn (ruling R15). `mine`: what `seat` carries, when known."""
    why = item_refusal(g, uid)
    if why is not None:
        return why
    here = g.crew[seat]["at"]
    if g.items[uid] != "s:" + here:
        return f"That {g.item_name(uid)} is not in {g.graph.names.get(here, 'this space')}."
    if uid in g.t_dropped:
        return "An item dropped this turn cannot be picked up again this turn."
    if not g.fits(seat, [uid], [], mine):
        return f"{g.crew_name(seat)} has no free {g.item_type(uid).slot} slot for it."
    return None


def pickup_choices(g: Game, seat: int, here: str, idx: dict[str, list[str]],
                   mine: list[str]) -> list:
    out = []
    for uid in idx.get("s:" + here, NO_ITEMS):
        if pickup_refusal(g, seat, uid, mine) is None:
            out.append(shared(A.PickUp, uid))
    return out


# ---- using an item ---------------------------------------------------------------------------

def use_refusal(g: Game, seat: int, a: A.UseItem | A.FreeItem) -> str | None:
    """An item's action or free action: carried, printed on the card, not exhausted, and
    aimed at something it works on (free actions: ruling R27)."""
    uid = a.item
    why = item_refusal(g, uid) or carried_refusal(g, seat, uid)
    if why is not None:
        return why
    t = g.item_type(uid)
    ab = t.free_action if type(a) is A.FreeItem else t.action
    if ab is None:
        return f"The {t.name} has no {'free action' if type(a) is A.FreeItem else 'action'}."
    return (fresh_refusal(g, uid) or reach_refusal(g, seat, ab.do, ab.token, ab.range)
            or aim_refusal(g, seat, uid, ab, a.target))


def use_choices(g: Game, seat: int, mine: list[str], cls: type) -> list:
    """Every target of the action (UseItem) or free action (FreeItem) printed on the cards
    `seat` carries (`mine`)."""
    out = []
    free = cls is A.FreeItem
    for uid in mine:
        t = g.item_type(uid)
        ab = t.free_action if free else t.action
        if ab is not None and fresh_refusal(g, uid) is None \
                and reach_refusal(g, seat, ab.do, ab.token, ab.range) is None:
            for target in effect_targets(g, seat, ab.do, ab.range):
                if aim_refusal(g, seat, uid, ab, target) is None:
                    out.append(shared(cls, uid, target))
    return out


# ---- what an effect works on (an item's, or an ability's in the same words) ------------------

def effect_targets(g: Game, seat: int, do: str, reach: str) -> list[str]:
    """Every target worth asking about for an effect: the spaces or crew in its range."""
    here = g.crew[seat]["at"]
    if do == "remove":
        return [here] if reach == "here" else [here] + g.graph.connected(here)
    if do == "heal":
        return [f"crew:{seat}"] if reach == "self" else [f"crew:{s}" for s in in_room(g, here)]
    if do == "movement":
        return [here]
    return []


def reach_refusal(g: Game, seat: int, do: str, token: str, reach: str) -> str | None:
    """Is there anything at all in range for an effect? (Asked once for a card or ability,
    before any one target.)"""
    if do == "remove":
        return _token_in_reach(g, seat, token, reach)
    if do == "heal" and reach != "self":
        return wounded_in_refusal(g, g.crew[seat]["at"])
    return None


def _token_in_reach(g: Game, seat: int, token: str, reach: str) -> str | None:
    here = g.crew[seat]["at"]
    board = g.tokens[token]
    if board[here]:
        return None
    if reach != "here":
        blocked = g.blocked
        for lid, other, door in g.graph.links[here]:
            if board[other] and not (door and lid in blocked):
                return None
    return (f"There is no {TOKEN_NAMES[token]} in {g.graph.names[here]}"
            + ("." if reach == "here" else " or next to it."))


def aim_refusal(g: Game, seat: int, uid: str, ab: ItemAbility, target: str) -> str | None:
    """Is `target` one the effect reaches and changes?"""
    if ab.do == "remove":
        return removal_refusal(g, seat, uid, ab.token, ab.range, target)
    if ab.do == "heal":
        return heal_refusal(g, seat, uid, ab.range, target)
    if ab.do == "movement":
        here = g.crew[seat]["at"]
        if target != here:
            return (f"{_user(g, seat, uid)} works where {g.crew_name(seat)} stands, "
                    f"{g.graph.names[here]}.")
        # Extra movement is only worth anything while movement is still allowed.
        return MOVED_THEN_ACTED if g.t_locked else None
    return f"{_user(g, seat, uid)} cannot be used that way."  # pragma: no cover - vocabulary


def _user(g: Game, seat: int, uid: str) -> str:
    """What works the effect: an item card ("The Med-Kit"), or with no card the character's
    ability ("Doctor Lind's ability")."""
    return f"The {g.item_name(uid)}" if uid else f"{g.crew_name(seat)}'s ability"


def removal_refusal(g: Game, seat: int, uid: str, token: str, reach: str,
                    target: str) -> str | None:
    """Removing tokens: in your own space, or (range "reach") a space adjacent to it. `uid`
    is the item card doing it, "" for a character's ability."""
    names = g.graph.names
    if target not in names:
        return NOT_A_SPACE
    here = g.crew[seat]["at"]
    if target != here:
        if reach == "here":
            whose = f"{g.crew_name(seat)}'s" if uid else "their"
            return f"{_user(g, seat, uid)} works only in {whose} own space, {names[here]}."
        link = g.graph.between.get((here, target))
        if link is None or (link[1] and link[0] in g.blocked):
            return (f"{_user(g, seat, uid)} reaches only {names[here]} and the spaces "
                    "adjacent to it.")
    if not g.tokens[token][target]:
        return f"There is no {TOKEN_NAMES[token]} in {names[target]}."
    return None


def heal_refusal(g: Game, seat: int, uid: str, reach: str, target: str) -> str | None:
    """Healing: a wounded crew member in your space, or (range "self") only yourself. `uid`
    is the item card doing it, "" for a character's ability."""
    s = crew_seat(g, target)
    if s is None:
        return f"{_user(g, seat, uid)} heals a crew member, not a place."
    if reach == "self" and s != seat:
        return f"{_user(g, seat, uid)} heals only {g.crew_name(seat)}."
    return wounded_refusal(g, s, g.crew[seat]["at"])
