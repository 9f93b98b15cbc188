"""The one rule walk: every condition on what a Tempus player may do, each written once as a
function that returns None (allowed) or the sentence why not, in printed names.

`legal_actions(g)` draws the candidates of the pending decision from where the rules look
(the spaces next to the standee, the items on the sheet, the crew in the room) and keeps
those the conditions allow; a condition that holds for a whole kind of action ("one action
a turn", "no actions in a space with Fire") is asked once for the kind, not once per
candidate. `why_not(g, action)` asks the very same conditions about the action it is
given, so the refusal a player reads is the reason the action is not listed. What an action
does is rules/action_phase.py's `perform`.

Rulings quoted here are docs/rulings/tempus.md's.
"""

from __future__ import annotations

from dataclasses import fields
from itertools import combinations
from typing import TYPE_CHECKING

from game.engines.common.wording import capitalised, listing
from game.engines.tempus import actions as A
from game.engines.tempus.actions import shared
from game.engines.tempus.board import NOT_A_DOOR, NOT_A_SPACE
from game.engines.tempus.rules.board_actions import WIN_PLACES
from game.engines.tempus.rules.tokens import TOKEN_NAMES

if TYPE_CHECKING:
    from game.engines.tempus.content import ItemAbility
    from game.engines.tempus.game import Game

NO_SUCH_ITEM = "There is no such item card."
NO_SUCH_CREW = "There is no such crew member."
NO_LOCKED_DOOR = "There is no Locked Door token left to place."
IN_FIRE = "No actions may be taken in a space with Fire unless the action removes that Fire."
MOVED_THEN_ACTED = "You moved and then took your action: no more movement this turn."
HYPERDRIVE_BROKEN = "The Hyperdrive must be fixed first."

BOARD_PLACES = {A.SickBay: "sick_bay", A.Maintenance: "maintenance", A.AirlockDoor: "airlock",
                A.SecurityRoom: "security_room", A.SecurityControls: "security_controls",
                A.TimeJump: "time_drive", A.DamageReport: "damage_report",
                A.ShieldsDown: "shield_controls", A.ShieldsUp: "shield_controls"}
"""The station or location whose board action each is (the winning actions: WIN_PLACES)."""
WIN_STEPS = {"reinforce_shields": "reinforce the Shields",
             "distress_call": "send the Distress Call"}
WIN_DONE = {"reinforce_shields": "The Shields are already reinforced.",
            "distress_call": "The Distress Call has already been sent."}


# ---- the walk --------------------------------------------------------------------------------

def legal_actions(g: Game) -> list:
    """Every action of the pending decision, in a stable order (random games and bots'
    ties depend on it)."""
    phase = g.phase
    if phase == "first":
        return [shared(A.ChooseFirst, s) for s in range(len(g.crew))
                if _first_player(g, s) is None]
    if phase == "discard":
        return discard_choices(g)
    if phase == "security":
        return [_DONE] + [shared(A.SecurityToggle, d) for d in g.graph.doors
                          if _security_toggle(g, d) is None]
    if phase != "turn":
        return []
    return _turn(g)


def why_not(g: Game, a) -> str | None:
    """None when `a` is legal now, else the sentence why not."""
    kind = type(a)
    return decision_reason(g, kind) or _WHY[kind](g, a)


def decision_reason(g: Game, kind: type) -> str | None:
    """None when the pending decision is answered by actions of class `kind`, else what it
    asks first."""
    if g.result is not None:
        return "The game is over."
    if _DECISION.get(kind, "turn") != g.phase:
        return _not_asked(g, kind)
    return None


def _turn(g: Game) -> list:
    seat = g.current_seat
    here = g.crew[seat]["at"]
    out: list = [_END]
    if movement_reason(g, seat) is None:
        if walk_reason(g, seat) is None:
            moves = g.t_moves
            for to in g.graph.connected(here):
                if step_reason(g, seat, here, to, moves) is None:
                    out.append(shared(A.Move, to))
        elif _stands(g, seat) is None:
            out.append(_STAND)
    # Free actions: dropping, an item's free action, Quartermaster Ito's pick-up. (Plain
    # loops, not comprehensions: this runs once per action of every playout.)
    idx = g.item_index()
    mine = idx.get(f"c:{seat}", _NONE)
    for uid in mine:
        out.append(shared(A.Drop, uid))
    _add_item_uses(g, seat, mine, A.FreeItem, out)
    free_pickup = _free_pickup(g, seat)
    if free_pickup:
        out += _pickups(g, seat, here, idx, mine)
    if _one_action(g, seat) is not None:
        return out
    # The turn's one action.
    acts: list = [] if free_pickup else _pickups(g, seat, here, idx, mine)
    _add_item_uses(g, seat, mine, A.UseItem, acts)
    _add_trades(g, seat, here, mine, idx, acts)
    for d in g.graph.space_doors[here]:
        if _door(g, seat, d) is None:
            acts.append(shared(A.ToggleDoor, d))
    does = _ABILITY_DOES.get(g.character(seat).ability)
    if does is not None and _ability_in_range(g, seat) is None:
        for t in _candidates(g, seat, does, "here"):
            if _ability_aimed(g, seat, t) is None:
                acts.append(shared(A.UseAbility, t))
    if _fault(g, here) is None:
        _add_board(g, seat, here, acts)
    if acts and g.tokens["fire"][here]:
        acts = [a for a in acts if _fire(g, seat, a) is None]
    return out + acts if acts else out


_NONE: list = []


def _add_item_uses(g: Game, seat: int, mine: list[str], cls: type, out: list) -> None:
    """Every target of the action (UseItem) or free action (FreeItem) printed on the cards
    `seat` carries."""
    free = cls is A.FreeItem
    for uid in mine:
        t = g.item_type(uid)
        ab = t.free_action if free else t.action
        if ab is not None and _fresh(g, uid) is None \
                and _in_range(g, seat, ab.do, ab.token, ab.range) is None:
            for target in _candidates(g, seat, ab.do, ab.range):
                if _aimed(g, seat, uid, ab, target) is None:
                    out.append(shared(cls, uid, target))


# ---- which decision an action answers --------------------------------------------------------

_DECISION = {A.ChooseFirst: "first", A.Discard: "discard", A.SecurityToggle: "security",
             A.SecurityDone: "security"}


def _not_asked(g: Game, kind: type) -> str:
    phase = g.phase
    if phase == "first":
        return "First choose who takes the first turn this round."
    if phase == "discard":
        return "First choose which Equipment item the crew discards."
    if phase == "security":
        return (f"First finish the Security Room action: switch up to {g.sec_left} more "
                "interior doors, or choose Done.")
    if phase != "turn":
        return "Wait: the Disaster Phase is being played."
    who = g.crew_name(g.current_seat)
    if kind is A.ChooseFirst:
        return f"The first player is chosen when a round begins; now it is {who}'s turn."
    if kind is A.Discard:
        return f"Nothing is being discarded now; it is {who}'s turn."
    if kind is A.SecurityToggle:
        return ("Doors are switched anywhere on the ship only during the Security Room "
                "action.")
    return "There is no Security Room action to finish."


# ---- the round's choices ---------------------------------------------------------------------

def _crew(g: Game, seat: int) -> str | None:
    return None if 0 <= seat < len(g.crew) else NO_SUCH_CREW


def _first_player(g: Game, seat: int) -> str | None:
    """Any living crew member may be chosen to go first (ruling R19)."""
    why = _crew(g, seat)
    if why is None and g.crew[seat]["dead"]:
        why = f"{g.crew_name(seat)} is dead and takes no turn."
    return why


def _why_first(g: Game, a: A.ChooseFirst) -> str | None:
    return _first_player(g, a.seat)


def _discard(g: Game, seat: int, uid: str) -> str | None:
    """The Discard symbol: one living crew member's Equipment-slot item (ruling R8)."""
    why = _crew(g, seat) or _item(g, uid)
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
            if _discard(g, s, uid) is None]


def _why_discard(g: Game, a: A.Discard) -> str | None:
    return _discard(g, a.seat, a.item)


def _security_toggle(g: Game, door: str) -> str | None:
    """The Security Room: up to 3 interior doors, each at most once (rulings R12, R23)."""
    if door == g.graph.exterior:
        return ("The Security Room switches interior doors only, never the exterior Airlock "
                "door.")
    if door not in g.graph.door_sides:
        return NOT_A_DOOR
    if door in g.sealed:
        return f"{capitalised(g.graph.door_name(door))} is jammed shut until the next Time Jump."
    if door in g.sec_done:
        return (f"{capitalised(g.graph.door_name(door))} was already switched in this Security "
                "Room action.")
    if g.sec_left <= 0:
        return "No more doors can be switched: choose Done."
    if door not in g.locked and not g.supply["locked_door"]:
        return NO_LOCKED_DOOR
    return None


def _why_security_toggle(g: Game, a: A.SecurityToggle) -> str | None:
    return _security_toggle(g, a.door)


# ---- movement: 2 a turn, move-move-action or action-move-move --------------------------------

def movement_reason(g: Game, seat: int) -> str | None:
    """Movement left this turn, and never move-action-move (perform locks the movement
    after an action that followed a move, except for Captain Vega's flexible order)."""
    if g.t_locked:
        return MOVED_THEN_ACTED
    if g.t_moves <= 0:
        return f"{g.crew_name(seat)} has no movement left this turn."
    return None


def walk_reason(g: Game, seat: int) -> str | None:
    if g.crew[seat]["down"]:
        return f"{g.crew_name(seat)} is knocked down: stand up (1 movement) before moving."
    return None


def _stands(g: Game, seat: int) -> str | None:
    if not g.crew[seat]["down"]:
        return f"{g.crew_name(seat)} is already standing."
    return None


def entry_cost(g: Game, space: str) -> int:
    """Movement it takes to enter `space`: 1, or 2 into a space with Damage."""
    return 2 if g.tokens["damage"][space] else 1


def step_reason(g: Game, seat: int, here: str, to: str, moves: int) -> str | None:
    """Can `seat`, standing in `here` with `moves` movement left, step into `to`? Crossing
    one dotted line or open doorway; Locked Doors and jammed doors block it."""
    link = g.graph.between.get((here, to))
    if link is None:
        names = g.graph.names
        if to not in names:
            return NOT_A_SPACE
        if to == here:
            return f"{g.crew_name(seat)} is already in {names[here]}."
        return f"{names[to]} is not connected to {names[here]}."
    lid, door = link
    if door:
        if lid in g.sealed:
            return f"{capitalised(g.graph.door_name(lid))} is jammed shut."
        if lid in g.locked:
            return f"{capitalised(g.graph.door_name(lid))} is locked."
    cost = entry_cost(g, to)
    if cost > moves:
        return (f"Entering {g.graph.names[to]} costs {cost} movement (it has Damage) but "
                f"{g.crew_name(seat)} has {moves} left.")
    return None


def _why_move(g: Game, a: A.Move) -> str | None:
    seat = g.current_seat
    return movement_reason(g, seat) or walk_reason(g, seat) or step_reason(
        g, seat, g.crew[seat]["at"], a.to, g.t_moves)


def _why_stand(g: Game, a: A.StandUp) -> str | None:
    seat = g.current_seat
    if g.t_locked:
        return MOVED_THEN_ACTED
    return _stands(g, seat) or movement_reason(g, seat)


# ---- items -----------------------------------------------------------------------------------

def _item(g: Game, uid: str) -> str | None:
    return None if uid in g.items else NO_SUCH_ITEM


def _carried(g: Game, seat: int, uid: str) -> str | None:
    if g.items[uid] != f"c:{seat}":
        return f"{g.crew_name(seat)} is not carrying that {g.item_name(uid)}."
    return None


def _fresh(g: Game, uid: str) -> str | None:
    if uid in g.exhausted:
        return f"The {g.item_name(uid)} is exhausted; refresh it in Maintenance."
    return None


def _why_drop(g: Game, a: A.Drop) -> str | None:
    return _item(g, a.item) or _carried(g, g.current_seat, a.item)


def _why_use(g: Game, a: A.UseItem | A.FreeItem) -> str | None:
    """An item's action or free action: carried, printed on the card, not exhausted, and
    aimed at something it works on (free actions: ruling R27)."""
    seat = g.current_seat
    uid = a.item
    why = _item(g, uid) or _carried(g, seat, uid)
    if why is not None:
        return why
    t = g.item_type(uid)
    ab = t.free_action if type(a) is A.FreeItem else t.action
    if ab is None:
        return f"The {t.name} has no {'free action' if type(a) is A.FreeItem else 'action'}."
    return _fresh(g, uid) or _use_on(g, seat, uid, ab, a.target)


def _pickup(g: Game, seat: int, uid: str, mine: list[str] | None = None) -> str | None:
    """Picking up needs the card in your space and a free slot of its kind; an item dropped
    this turn stays down this turn (ruling R15)."""
    why = _item(g, uid)
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


def _pickups(g: Game, seat: int, here: str, idx: dict[str, list[str]], mine: list[str]) -> list:
    out = []
    for uid in idx.get("s:" + here, _NONE):
        if _pickup(g, seat, uid, mine) is None:
            out.append(shared(A.PickUp, uid))
    return out


def _free_pickup(g: Game, seat: int) -> bool:
    """Quartermaster Ito picks up as a free action."""
    return g.character(seat).ability == "free_pickup"


def _why_pickup(g: Game, a: A.PickUp) -> str | None:
    seat = g.current_seat
    if not _free_pickup(g, seat):
        why = _one_action(g, seat) or _fire(g, seat, a)
        if why is not None:
            return why
    return _pickup(g, seat, a.item)


# ---- what an item or an ability works on -----------------------------------------------------

_ABILITY_DOES = {"remove_token": "remove", "heal": "heal"}
"""Character abilities that are actions, by the item vocabulary's verb they share."""


def _candidates(g: Game, seat: int, do: str, reach: str) -> list[str]:
    """Every target worth asking about for an effect: the spaces or crew in its range."""
    here = g.crew[seat]["at"]
    if do == "remove":
        return [here] if reach == "here" else [here] + g.graph.connected(here)
    if do == "heal":
        return [f"crew:{seat}"] if reach == "self" else [f"crew:{s}" for s in _in_room(g, here)]
    if do == "movement":
        return [here]
    return []


def _in_room(g: Game, here: str) -> list[int]:
    """The seats whose standee (or body) is in `here`, in seat order."""
    return [s for s, c in enumerate(g.crew) if c["at"] == here]


def crew_seat(g: Game, target: str) -> int | None:
    """The seat a "crew:N" target names, exactly as the engine writes it, else None."""
    if target.startswith("crew:"):
        n = target[5:]
        if n.isascii() and n.isdigit() and str(int(n)) == n and int(n) < len(g.crew):
            return int(n)
    return None


def _use_on(g: Game, seat: int, uid: str, ab: ItemAbility, target: str) -> str | None:
    """Is `target` something the item card `uid` works on with `ab`?"""
    return _in_range(g, seat, ab.do, ab.token, ab.range) or _aimed(g, seat, uid, ab, target)


def _in_range(g: Game, seat: int, do: str, token: str, reach: str) -> str | None:
    """Is there anything at all in range for an effect? (Asked once for a card or ability,
    before any one target.)"""
    if do == "remove":
        return _token_in_reach(g, seat, token, reach)
    if do == "heal" and reach != "self":
        return _wounded_in(g, g.crew[seat]["at"])
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


def _wounded_in(g: Game, here: str) -> str | None:
    for c in g.crew:
        if c["at"] == here and c["wounds"] and not c["dead"]:
            return None
    return f"Nobody in {g.graph.names[here]} is wounded."


def _aimed(g: Game, seat: int, uid: str, ab: ItemAbility, target: str) -> str | None:
    """Is `target` one the effect reaches and changes?"""
    if ab.do == "remove":
        return _removes(g, seat, uid, ab.token, ab.range, target)
    if ab.do == "heal":
        return _heals(g, seat, uid, ab.range, target)
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


def _removes(g: Game, seat: int, uid: str, token: str, reach: str, target: str) -> str | None:
    """Removing tokens: in your own space, or (range "reach") a space adjacent to it."""
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


def _heals(g: Game, seat: int, uid: str, reach: str, target: str) -> str | None:
    """Healing: a wounded crew member in your space, or (range "self") only yourself."""
    s = crew_seat(g, target)
    if s is None:
        return f"{_user(g, seat, uid)} heals a crew member, not a place."
    if reach == "self" and s != seat:
        return f"{_user(g, seat, uid)} heals only {g.crew_name(seat)}."
    return _wounded_here(g, s, g.crew[seat]["at"])


def _wounded_here(g: Game, seat: int, here: str) -> str | None:
    who = g.crew_name(seat)
    c = g.crew[seat]
    if c["dead"]:
        return f"{who} is dead."
    if c["at"] != here:
        return f"{who} is not in {g.graph.names[here]}."
    if not c["wounds"]:
        return f"{who} has no wounds."
    return None


def _ability(g: Game, seat: int, target: str) -> str | None:
    return _ability_in_range(g, seat) or _ability_aimed(g, seat, target)


def _ability_in_range(g: Game, seat: int) -> str | None:
    ch = g.character(seat)
    does = _ABILITY_DOES.get(ch.ability)
    if does is None:
        return f"{ch.name}'s ability is not an action."
    return _in_range(g, seat, does, ch.ability_token, "here")


def _ability_aimed(g: Game, seat: int, target: str) -> str | None:
    ch = g.character(seat)
    if ch.ability == "remove_token":
        return _removes(g, seat, "", ch.ability_token, "here", target)
    return _heals(g, seat, "", "here", target)


# ---- the turn's one action -------------------------------------------------------------------

def _one_action(g: Game, seat: int) -> str | None:
    if g.t_acted:
        return f"{g.crew_name(seat)} has already taken their action this turn."
    return None


def _fire(g: Game, seat: int, a) -> str | None:
    """No actions in a space with Fire unless the action removes it (ruling R4)."""
    here = g.crew[seat]["at"]
    if not g.tokens["fire"][here]:
        return None
    kind = type(a)
    if kind is A.UseItem:
        ab = g.item_type(a.item).action if a.item in g.items else None
        if ab is not None and ab.do == "remove" and ab.token == "fire" and a.target == here:
            return None
    elif kind is A.UseAbility:
        ch = g.character(seat)
        if ch.ability == "remove_token" and ch.ability_token == "fire":
            return None
    elif kind is A.AirlockDoor:
        if g.graph.exterior in g.locked:
            return None  # opening it vents the Airlock's own fire
    elif kind is A.TimeJump:
        return None  # it clears every token
    return IN_FIRE


def _acting(g: Game, a) -> str | None:
    """The conditions every action (not a free one) shares."""
    seat = g.current_seat
    return _one_action(g, seat) or _fire(g, seat, a)


def _why_use_item(g: Game, a: A.UseItem) -> str | None:
    return _acting(g, a) or _why_use(g, a)


def _why_ability(g: Game, a: A.UseAbility) -> str | None:
    return _acting(g, a) or _ability(g, g.current_seat, a.target)


def _door(g: Game, seat: int, door: str) -> str | None:
    """Place or remove a Locked Door on an interior door connected to your space (the
    exterior door moves only by the Airlock's board action, ruling R12)."""
    graph = g.graph
    if door == graph.exterior:
        return ("The exterior Airlock door opens and closes only from inside the Airlock "
                "(its board action).")
    if door not in graph.door_sides:
        return NOT_A_DOOR
    here = g.crew[seat]["at"]
    if door not in graph.space_doors.get(here, ()):
        return f"{capitalised(graph.door_name(door))} is not connected to {graph.names[here]}."
    if door in g.sealed:
        return f"{capitalised(graph.door_name(door))} is jammed shut until the next Time Jump."
    if door not in g.locked and not g.supply["locked_door"]:
        return NO_LOCKED_DOOR
    return None


def _why_door(g: Game, a: A.ToggleDoor) -> str | None:
    return _acting(g, a) or _door(g, g.current_seat, a.door)


# ---- trades ----------------------------------------------------------------------------------

def _subsets(items: list[str]) -> list[tuple[str, ...]]:
    return [c for n in range(len(items) + 1) for c in combinations(items, n)]


def _partner(g: Game, seat: int, partner: int) -> str | None:
    """A trade is with one other crew member in your space (ruling R26)."""
    if not 0 <= partner < len(g.crew):
        return NO_SUCH_CREW
    if partner == seat:
        return f"{g.crew_name(seat)} cannot trade with themselves."
    here = g.crew[seat]["at"]
    if g.crew[partner]["at"] != here:
        return f"{g.crew_name(partner)} is not in {g.graph.names[here]}."
    return None


def _loot_only(g: Game, partner: int) -> str | None:
    """A body may be looted but not handed gear (ruling R9)."""
    if g.crew[partner]["dead"]:
        return (f"{g.crew_name(partner)} is dead: their body may be looted, but not handed "
                "gear.")
    return None


def _room(g: Game, seat: int, partner: int, give, take, mine=None, theirs=None) -> str | None:
    """Both sheets must hold what they have after the trade."""
    for s, gets, loses, now in ((seat, take, give, mine), (partner, give, take, theirs)):
        if not g.fits(s, list(gets), list(loses), now):
            ch = g.character(s)
            return (f"{ch.name}'s sheet would not hold it: {_slots(ch.equipment_slots, 'Equipment')}"
                    f" and {_slots(ch.wearing_slots, 'Wearing')}.")
    return None


def _slots(n: int, kind: str) -> str:
    return f"{n} {kind} slot{'s' if n != 1 else ''}"


def _add_trades(g: Game, seat: int, here: str, mine: list[str], idx: dict[str, list[str]],
                out: list) -> None:
    gives_all = None
    for partner in _in_room(g, here):
        if partner == seat or _partner(g, seat, partner) is not None:
            continue
        theirs = idx.get(f"c:{partner}", _NONE)
        if not mine and not theirs:
            continue
        if _loot_only(g, partner) is None:
            gives = gives_all = gives_all or _subsets(mine)
        else:
            gives = _NOTHING
        takes = _subsets(theirs)
        for give in gives:
            for take in takes:
                if (give or take) and _room(g, seat, partner, give, take, mine, theirs) is None:
                    out.append(A.Trade(partner, give, take))


_NOTHING: list[tuple[str, ...]] = [()]


def _why_trade(g: Game, a: A.Trade) -> str | None:
    why = _acting(g, a)
    if why is not None:
        return why
    seat, partner = g.current_seat, a.partner
    why = _partner(g, seat, partner)
    if why is not None:
        return why
    if not a.give and not a.take:
        return "A trade moves at least one item."
    if len(set(a.give)) != len(a.give) or len(set(a.take)) != len(a.take):
        return "Each item changes hands only once in a trade."
    for owner, uids in ((seat, a.give), (partner, a.take)):
        for uid in uids:
            why = _item(g, uid) or _carried(g, owner, uid)
            if why is not None:
                return why
    if a.give:
        why = _loot_only(g, partner)
        if why is not None:
            return why
    return _room(g, seat, partner, a.give, a.take)


# ---- board actions ---------------------------------------------------------------------------

def _fault(g: Game, here: str) -> str | None:
    """No board action works while its space has an Electrical Fault."""
    if g.tokens["fault"][here]:
        return (f"Board actions do not work while there is an Electrical Fault in "
                f"{g.graph.names[here]}.")
    return None


def _add_board(g: Game, seat: int, here: str, out: list) -> None:
    """The board actions of `here` the conditions allow (its Fault is the caller's)."""
    spaces = g.graph.spaces
    if here == "sick_bay":
        if _wounded_in(g, here) is None:
            out += [shared(A.SickBay, s) for s in _in_room(g, here)
                    if _patient(g, s) is None]
    elif here == "security_controls":
        unlock, lock = _doors_to_switch(g, False) is None, _doors_to_switch(g, True) is None
        for s in g.graph.door_spaces if unlock or lock else ():
            if unlock and _space_to_switch(g, s, False) is None:
                out.append(shared(A.SecurityControls, s, False))
            if lock and _space_to_switch(g, s, True) is None:
                out.append(shared(A.SecurityControls, s, True))
    elif here == "shield_controls":
        if _fault_on_board(g) is None:
            out += [shared(A.ShieldsDown, s) for s in spaces if _shields_down(g, seat, s) is None]
        if _shields_can_rise(g) is None:
            out += [shared(A.ShieldsUp, s) for s in spaces]
    else:
        for a in _STATION.get(here, ()):
            if _BOARD[type(a)](g, seat, a) is None:
                out.append(a)
    win = _WINS.get(here)
    if win is not None and _win(g, seat, win.kind) is None:
        out.append(win)


def _why_board(g: Game, a) -> str | None:
    seat = g.current_seat
    why = _one_action(g, seat)
    if why is not None:
        return why
    here = g.crew[seat]["at"]
    place = WIN_PLACES[a.kind] if type(a) is A.WinAction else BOARD_PLACES[type(a)]
    if place != here:
        return f"That action can only be taken at {g.graph.names[place]}."
    return _fire(g, seat, a) or _fault(g, here) or _BOARD[type(a)](g, seat, a)


def _sick_bay(g: Game, seat: int, patient: int) -> str | None:
    """Sick Bay heals every wound of one crew member in it."""
    return _crew(g, patient) or _wounded_in(g, "sick_bay") or _patient(g, patient)


def _patient(g: Game, patient: int) -> str | None:
    return _wounded_here(g, patient, "sick_bay")


def _maintenance(g: Game, seat: int) -> str | None:
    """Maintenance refreshes every exhausted item carried or worn (ruling R20)."""
    if any(uid in g.exhausted for uid in g.item_index().get(f"c:{seat}", ())):
        return None
    return f"None of {g.crew_name(seat)}'s items is exhausted."


def _airlock(g: Game, seat: int) -> str | None:
    """Opening the exterior door returns its Locked Door; closing it takes one."""
    if g.graph.exterior in g.locked or g.supply["locked_door"]:
        return None
    return "There is no Locked Door token left to close the exterior door."


def _doors_to_switch(g: Game, lock: bool) -> str | None:
    """Is any interior door anywhere open to lock (with a token to do it), or locked to
    open? Jammed doors do not switch."""
    if lock and not g.supply["locked_door"]:
        return NO_LOCKED_DOOR
    for d in g.graph.doors:
        if d not in g.sealed and (d in g.locked) != lock:
            return None
    return "There is no door left to lock." if lock else "No door is locked."


def _security_controls(g: Game, seat: int, space: str, lock: bool) -> str | None:
    """Lock every interior door of one space, or remove every Locked Door from them; jammed
    doors do not switch."""
    if space not in g.graph.names:
        return NOT_A_SPACE
    return _doors_to_switch(g, lock) or _space_to_switch(g, space, lock)


def _space_to_switch(g: Game, space: str, lock: bool) -> str | None:
    where = g.graph.names[space]
    all_doors = g.graph.space_doors[space]
    doors = [d for d in all_doors if d not in g.sealed] if g.sealed else all_doors
    if not all_doors:
        return f"{where} has no interior door."
    if not doors:
        return f"Every door of {where} is jammed shut."
    if not lock:
        return None if any(d in g.locked for d in doors) else f"No door of {where} is locked."
    if all(d in g.locked for d in doors):
        return f"Every door of {where} is already locked."
    return None


def _time_jump(g: Game, seat: int) -> str | None:
    """No jump once the Paradox Deck is empty (ruling R5)."""
    if g.paradox_deck:
        return None
    return "The time stream cannot take another jump (the Paradox Deck is empty)."


def _damage_report(g: Game, seat: int) -> str | None:
    """Once a round, and only with cards in the pile (ruling R24)."""
    if g.discard_seen:
        return "The Damage Report was already read this round."
    if not g.discard:
        return "The Disaster Discard Pile is empty."
    return None


def _fault_on_board(g: Game) -> str | None:
    if any(g.tokens["fault"].values()):
        return None
    return "There is no Electrical Fault on board."


def _shields_down(g: Game, seat: int, space: str) -> str | None:
    names = g.graph.names
    if space not in names:
        return NOT_A_SPACE
    if not g.tokens["fault"][space]:
        return f"There is no Electrical Fault in {names[space]}."
    return None


def _shields_can_rise(g: Game) -> str | None:
    """The Shields never rise above their start, and raising them places a Fault (R16)."""
    if g.shields >= g.content.ship.shields_start:
        return "The Shields are already at full strength."
    if not g.supply["fault"]:
        return "There is no Electrical Fault token left to place."
    return None


def _win(g: Game, seat: int, kind: str) -> str | None:
    """The fixed Hyperdrive's winning actions (ruling R17): Fly Home comes last and needs
    the whole crew alive."""
    if not g.fixed:
        return HYPERDRIVE_BROKEN
    steps = g.content.hyperdrives[g.hyperdrive].fixed_actions
    if kind not in steps:
        return "This Hyperdrive's fixed side does not offer that action."
    if kind == "fly_home":
        if any(c["dead"] for c in g.crew):
            return "Every crew member must be alive to fly home."
        missing = [WIN_STEPS.get(k, k) for k in steps if k != kind and k not in g.completed]
        if missing:
            return capitalised(listing(missing)) + " first."
        return None
    return WIN_DONE.get(kind, "That has already been done.") if kind in g.completed else None


_BOARD = {
    A.SickBay: lambda g, seat, a: _sick_bay(g, seat, a.seat),
    A.Maintenance: lambda g, seat, a: _maintenance(g, seat),
    A.AirlockDoor: lambda g, seat, a: _airlock(g, seat),
    A.SecurityRoom: lambda g, seat, a: None,
    A.SecurityControls: lambda g, seat, a: _security_controls(g, seat, a.space, a.lock),
    A.TimeJump: lambda g, seat, a: _time_jump(g, seat),
    A.DamageReport: lambda g, seat, a: _damage_report(g, seat),
    A.ShieldsDown: lambda g, seat, a: (NOT_A_SPACE if a.space not in g.graph.names
                                       else _fault_on_board(g) or _shields_down(g, seat, a.space)),
    A.ShieldsUp: lambda g, seat, a: (NOT_A_SPACE if a.space not in g.graph.names
                                     else _shields_can_rise(g)),
    A.WinAction: lambda g, seat, a: _win(g, seat, a.kind),
}
"""Each board action's own conditions, after those all board actions share."""
_STATION = {place: (kind(),) for kind, place in BOARD_PLACES.items()
            if not any(True for _ in fields(kind))}
_WINS = {place: A.WinAction(kind) for kind, place in WIN_PLACES.items()}


_END, _STAND, _DONE = A.EndTurn(), A.StandUp(), A.SecurityDone()


_WHY = {A.ChooseFirst: _why_first, A.Discard: _why_discard,
        A.SecurityToggle: _why_security_toggle, A.SecurityDone: lambda g, a: None,
        A.EndTurn: lambda g, a: None, A.Move: _why_move, A.StandUp: _why_stand,
        A.Drop: _why_drop, A.FreeItem: _why_use, A.PickUp: _why_pickup,
        A.UseItem: _why_use_item, A.UseAbility: _why_ability, A.ToggleDoor: _why_door,
        A.Trade: _why_trade, **dict.fromkeys(_BOARD, _why_board)}
