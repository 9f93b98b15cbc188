"""Trouble on the Tempus's words for chapter files: conditions on the ship's state, filters
of the crew's moves (the way to a room, the item to pick up) and where its table draws
what a step lights. The person is always seat 0; the bots crew the other seats."""

from __future__ import annotations

from functools import partial

import pygame

from game.engines.tempus import actions as A
from game.tutorial.vocabulary import Condition, Vocabulary

TOKENS = ("fire", "fault", "damage")
SPACES = ("flight_controls", "security_controls", "shield_controls", "damage_report",
          "time_drive", "central_corridor", "long_corridor_fore", "long_corridor_mid",
          "long_corridor_aft", "security_room", "airlock", "engineering", "maintenance",
          "shield_generator", "sick_bay", "fuel_cells", "life_support", "hyperdrive")
"""The ship's spaces (levels/tempus/ship.toml): a `toward_<space>` filter for each."""


# ---- conditions ----------------------------------------------------------------------------

def _me(game, seat: int) -> dict:
    return game.crew[seat]


def standing_in(game, seat: int, space: str) -> bool:
    return _me(game, seat)["at"] == space


def holding(game, seat: int, item: str, at_least: int = 1) -> bool:
    """The person carries or wears at least this many items of this kind ("tool_kit")."""
    return sum(game.item_type(uid).id == item for uid in game.items_of(seat)) >= at_least


def with_partner(game, seat: int) -> bool:
    """Another living crew member shares the person's space (so they can trade)."""
    return len(game.crew_in(_me(game, seat)["at"])) > 1


def partner_holding(game, seat: int, item: str) -> bool:
    """A crew member other than the person carries an item of this kind."""
    return any(holding(game, other, item) for other in range(len(game.crew)) if other != seat)


def first_chosen(game, seat: int, round: int) -> bool:
    """Who goes first in round `round` is chosen (and stays chosen as the game goes on)."""
    return game.round > round or game.round == round and game.phase != "first" \
        or game.is_over


def round_reached(game, seat: int, at_least: int) -> bool:
    return game.round >= at_least or game.is_over


def here(game, seat: int, token: str, at_least: int = 0, at_most: int = 99) -> bool:
    """The count of `token` in the person's own space lies within [at_least, at_most]."""
    return at_least <= game.tokens[token][_me(game, seat)["at"]] <= at_most


def extinguished(game, seat: int, at_least: int = 1) -> bool:
    """A Fire Extinguisher has been used (its action or its free action) this many times:
    read from the record, so it stays true once the fire it fought is out."""
    used = [t for t in game.history if t.split(" ", 1)[0] in ("use", "free")
            and t.split(" ")[1].startswith("fire_extinguisher_")]
    return len(used) >= at_least


REMOVERS = {"damage": ("tool_kit_", "exo_skeleton_"), "fault": ("electro_tool_",),
            "fire": ("fire_extinguisher_",)}


def cleared(game, seat: int, token: str) -> bool:
    """Some crew member has taken a token of this kind away with an item or by hand (a
    character's ability aimed at a space removes its own kind): read from the record, so
    it stays true."""
    by_hand = any(game.character(s).ability == "remove_token"
                  and game.character(s).ability_token == token for s in range(len(game.crew)))
    for text in game.history:
        verb, *words = text.split(" ")
        if verb in ("use", "free") and words and words[0].startswith(REMOVERS[token]):
            return True
        if verb == "ability" and by_hand and words and not words[0].startswith("crew:"):
            return True
    return False


def fire_reached(game, seat: int) -> bool:
    """The person stands in a burning space, or has already fought a fire."""
    return here(game, seat, "fire", at_least=1) or extinguished(game, seat)


def time_jumps(game, seat: int, at_least: int) -> bool:
    return game.loops >= at_least


def paradoxes(game, seat: int, at_least: int) -> bool:
    return len(game.paradox_discard) >= at_least or game.is_over


def hyperdrive_fixed(game, seat: int) -> bool:
    return bool(game.fixed)


def completed(game, seat: int, kind: str) -> bool:
    """A winning action is done ("reinforce_shields", "distress_call")."""
    return kind in game.completed or bool(game.result and game.result.won)


def won(game, seat: int) -> bool:
    return bool(game.result and game.result.won)


def doors_locked(game, seat: int, at_least: int) -> bool:
    """At least this many interior doors carry a Locked Door."""
    return len(game.locked - {game.graph.exterior}) >= at_least


# ---- filters -------------------------------------------------------------------------------

def _steps_to(game, goal: str) -> dict[str, int]:
    """Doorways and dotted lines from every space to `goal`, around Locked Doors."""
    return game.graph.distances(goal, game.blocked)


def toward(goal: str, game, seat: int, asked: list) -> list:
    """The moves that bring the person a step nearer `goal` (standing up first when knocked
    down); with none left this turn, the other asked moves (End turn, an action)."""
    dist = _steps_to(game, goal)
    here = _me(game, seat)["at"]
    near = [a for a in asked if isinstance(a, A.StandUp) or isinstance(a, A.Move)
            and dist.get(a.to, 99) < dist.get(here, 99)]
    if near and here != goal:
        return near
    rest = [a for a in asked if not isinstance(a, A.Move | A.StandUp)]
    return sorted(rest, key=lambda a: isinstance(a, A.EndTurn))  # End turn last


def _nearest(game, seat: int, spaces) -> str | None:
    """The nearest of `spaces` to the person, by doorways and dotted lines."""
    dist = game.graph.distances(_me(game, seat)["at"], game.blocked)
    reachable = [s for s in spaces if s in dist]
    return min(reachable, key=lambda s: (dist[s], s)) if reachable else None


def fetch(item: str, game, seat: int, asked: list) -> list:
    """Picking up an item of this kind where the person stands, else the way to the
    nearest one lying in a space."""
    pick = [a for a in asked if isinstance(a, A.PickUp) and game.item_type(a.item).id == item]
    if pick:
        return pick[:1]
    lying = [loc[2:] for uid, loc in game.items.items()
             if loc.startswith("s:") and game.item_type(uid).id == item]
    goal = _nearest(game, seat, lying)
    return toward(goal, game, seat, asked) if goal else asked


def toward_token(token: str, game, seat: int, asked: list) -> list:
    """The way to the nearest space holding `token`; there, the other asked moves."""
    goal = _nearest(game, seat, [s for s, n in game.tokens[token].items() if n])
    return toward(goal, game, seat, asked) if goal else asked


def fix_hyperdrive(game, seat: int, asked: list) -> list:
    """An item's action or free action, or the character's own, aimed at the Hyperdrive;
    else the way there."""
    aimed = [a for a in asked if isinstance(a, A.UseItem | A.FreeItem | A.UseAbility)
             and a.target == "hyperdrive"]
    return aimed or toward("hyperdrive", game, seat, asked)


def _item_filter(item: str, game, seat: int, asked: list) -> list:
    """Picking up (or using) an item of this kind: the lowest-numbered card."""
    found = [a for a in asked if getattr(a, "item", None)
             and game.item_type(a.item).id == item]
    return found[:1] or [a for a in asked if not hasattr(a, "item")]


def _on_fire(game, seat: int, asked: list) -> list:
    """Item uses and moves aimed at a burning space."""
    fire = game.tokens["fire"]
    aimed = [a for a in asked if fire.get(getattr(a, "target", getattr(a, "to", "")), 0)]
    return sorted(aimed, key=lambda a: not isinstance(a, A.UseItem)) or asked


def _clear_here(game, seat: int, asked: list) -> list:
    """The character's own removal aimed at the person's space; when it is not their turn
    yet, the other asked moves (who goes first, End turn)."""
    here_ = _me(game, seat)["at"]
    mine = [a for a in asked if isinstance(a, A.UseAbility) and a.target == here_]
    return mine or [a for a in asked if not isinstance(a, A.UseAbility)]


def _me_first(game, seat: int, asked: list) -> list:
    return [a for a in asked if getattr(a, "seat", None) == seat] or asked


# ---- where things are drawn ------------------------------------------------------------------

def _zone_rect(table, zone: str) -> pygame.Rect | None:
    zones = table.deck.table.zones
    return zones[zone].px_rect.copy() if zone in zones else None


def _counter(table, piece: str) -> pygame.Rect | None:
    try:
        zone, depth = table.deck.table.find(piece)
    except KeyError:
        return None
    rects = table.deck.table.counter_rects(zone)
    return rects[depth].copy() if depth < len(rects) else None


def _place(table, place: str, piece: str) -> pygame.Rect | None:
    """Where a drag of `piece` ends on `place`: a room, a sheet's slot row, a door."""
    game = table.game
    if place.startswith("crew:"):
        slot = "equipment"
        if piece in game.items and game.item_type(piece).slot != "equipment":
            slot = "wearing"
        return _zone_rect(table, f"sheet:{place[5:]}:{slot}")
    if place in game.graph.names:
        return table.room_px(place)
    if place in game.graph.door_sides or place == game.graph.exterior:
        return table.vp.rect(*table.deck.geo.door_hit(place))
    if place == "supply":  # an item discarded: onto the supply beside the board
        from game.scenes.tempus.board import SUPPLY_ZONE

        return _zone_rect(table, SUPPLY_ZONE)
    return None


def _element(table, label: str) -> list:
    return [e.rect.copy() for e in table._elements
            if getattr(e, "text", None) in (label, label + "...")]


def _button_of(table, action) -> list:
    """An action on a button: the panel's or a sheet's (its target on the deck once the
    button is pressed and waits for one), a first-player button, End turn."""
    game = table.game
    if isinstance(action, A.EndTurn):
        return _element(table, f"End {_short(table, game.current_seat)}'s turn")
    if isinstance(action, A.ChooseFirst):
        name = game.crew_name(action.seat)
        return _element(table, f"{name} first") or _element(table, f"{_short(table, action.seat)} first")
    for button in list(table.panel_buttons) + list(table.sheet_buttons):
        for target, candidate in button.targets.items():
            if candidate != action:
                continue
            if table.armed is not None and table.armed.label == button.label and target:
                if target.startswith("crew:"):
                    return [r for r in (_counter(table, target),) if r]
                return [table.room_px(target)]
            return _element(table, button.label)
    return []


def _short(table, seat: int) -> str:
    from game.scenes.tempus.names import short_name

    return short_name(table.game.crew_name(seat))


def action_rects(table, action) -> list:
    """Where a player makes `action`: the piece to drag and where it goes, else its button."""
    drag = table.game.drag_for(action)
    if drag is not None and not isinstance(action, A.ToggleDoor | A.SecurityToggle):
        piece, _source, target = drag
        return [r for r in (_counter(table, piece), _place(table, target, piece)) if r]
    if isinstance(action, A.ToggleDoor | A.SecurityToggle):
        return [table.vp.rect(*table.deck.geo.door_hit(action.door))]
    return _button_of(table, action)


def _my_standee(table) -> list:
    return [r for r in (_counter(table, "crew:0"),) if r]


def _my_sheet(table) -> list:
    return [table.sheet_px(0)]


def _rooms_with(token: str, table) -> list:
    """The token icons in each space holding `token` (rings round whole rooms side by side
    would merge into one and light the rooms between them too)."""
    from game.scenes.tempus.layout import TOKEN

    game = table.game
    out = []
    for space, n in game.tokens[token].items():
        if not n:
            continue
        row = getattr(table.deck, "token_rects", {}).get(space)
        if row is None:
            out.append(table.room_px(space))
            continue
        kinds = sum(1 for t in TOKENS if game.tokens[t][space])
        out.append(pygame.Rect(row.x, row.y, min(row.w, kinds * table.vp.px(TOKEN + 3)), row.h))
    return out


def _room(space: str, table) -> list:
    return [table.room_px(space)]


def _discard_pile(table) -> list:
    return [table.pile_px(1)]


def _disaster_deck(table) -> list:
    return [table.pile_px(0)]


def _paradox_discard(table) -> list:
    return [table.pile_px(3)]


def _hyperdrive_card(table) -> list:
    return [table.hyperdrive_px()]


def _to_win(table) -> list:
    return [table.completion_px()]


def _timeline(table) -> list:
    return _element(table, "Timeline")


# ---- what a bot did, in a line --------------------------------------------------------------

def bot_line(table, seat: int, action) -> str | None:
    game = table.game
    name = game.crew_name(seat)
    if isinstance(action, A.ChooseFirst):
        return f"{name} chose {game.crew_name(action.seat)} to go first."
    if isinstance(action, A.EndTurn):
        return f"{name} ended the turn."
    return None


SPOTS = {
    "my_standee": _my_standee,
    "my_sheet": _my_sheet,
    "fires": partial(_rooms_with, "fire"),
    "faults": partial(_rooms_with, "fault"),
    "discard_pile": _discard_pile,
    "disaster_deck": _disaster_deck,
    "paradox_discard": _paradox_discard,
    "hyperdrive_card": _hyperdrive_card,
    "to_win": _to_win,
    "timeline": _timeline,
    **{f"room_{s}": partial(_room, s) for s in SPACES},
}

VOCABULARY = Vocabulary(
    conditions={
        "standing_in": Condition(standing_in, {"space": str}),
        "holding": Condition(holding, {"item": str, "at_least": int}, frozenset({"at_least"})),
        "with_partner": Condition(with_partner),
        "partner_holding": Condition(partner_holding, {"item": str}),
        "first_chosen": Condition(first_chosen, {"round": int}),
        "extinguished": Condition(extinguished, {"at_least": int}),
        "fire_reached": Condition(fire_reached),
        "cleared": Condition(cleared, {"token": str}),
        "round_reached": Condition(round_reached, {"at_least": int}),
        "here": Condition(here, {"token": str, "at_least": int, "at_most": int},
                          frozenset({"at_least", "at_most"})),
        "time_jumps": Condition(time_jumps, {"at_least": int}),
        "paradoxes": Condition(paradoxes, {"at_least": int}),
        "hyperdrive_fixed": Condition(hyperdrive_fixed),
        "completed": Condition(completed, {"kind": str}),
        "won": Condition(won),
        "doors_locked": Condition(doors_locked, {"at_least": int}),
    },
    filters={
        **{f"toward_{s}": partial(toward, s) for s in SPACES},
        **{f"the_{i}": partial(_item_filter, i) for i in (
            "fire_extinguisher", "tool_kit", "med_kit", "electro_tool", "exo_skeleton",
            "body_armour", "space_suit")},
        **{f"fetch_{i}": partial(fetch, i) for i in (
            "fire_extinguisher", "tool_kit", "med_kit", "electro_tool", "exo_skeleton")},
        **{f"toward_{t}": partial(toward_token, t) for t in TOKENS},
        "fix_hyperdrive": fix_hyperdrive,
        "on_fire": _on_fire,
        "me_first": _me_first,
        "clear_here": _clear_here,
    },
    spots=SPOTS,
    action_rects=action_rects,
    bot_line=bot_line,
)
