"""404's words for chapter files: conditions on its state, filters of its moves, and where
its table draws what a step lights."""

from __future__ import annotations

from fnmatch import fnmatchcase

from game.engines.law404 import actions as A
from game.engines.law404.rules import items
from game.scenes.law404.names import YOU
from game.tutorial.vocabulary import Condition, Vocabulary


def _kept(game, seat: int) -> list[str]:
    return [d["id"] for d in game.view_for(seat)["private"]["directives"]]


def directives_kept(game, seat: int, at_least: int) -> bool:
    return len(_kept(game, seat)) >= at_least


def draft_over(game, seat: int) -> bool:
    return game.st["stage"] != "draft"


def programmed(game, seat: int, turn: int) -> bool:
    """The person's program for `turn` is locked in (three cards sent to the engine)."""
    st = game.st
    return st["turn"] > turn or st["turn"] == turn and st["stage"] != "program" \
        or st["turn"] == turn and len(st["program"][seat]) >= 3


def turn_at_least(game, seat: int, turn: int) -> bool:
    return game.st["turn"] >= turn


def carrying(game, seat: int, at_least: int) -> bool:
    return len(game.st["stacks"][f"robot:{seat}"]) >= at_least


def moved_from(game, seat: int, room: str) -> bool:
    """The robot has left `room` and set the door it went through."""
    sub = game.st["sub"]
    deciding_door = sub is not None and sub["kind"] == "door" and sub["seat"] == seat
    return game.st["room"][seat] != room and not deciding_door


def made(game, seat: int, move: str) -> bool:
    """A move matching `move` (an action-text pattern) is in the record."""
    return any(fnmatchcase(text, move) for text in game.history)


def deed(game, seat: int, name: str) -> bool:
    """The ship's tally (what directives count) has `name` at least once: it only grows."""
    return game.st["tally"].get(name, 0) > 0


def _up(game, action: A.ProgramCard) -> str:
    card = game.content.action_cards[action.card]
    return card.top if action.side == "top" else card.bottom


def pickup_and_move(game, seat: int, asked: list) -> list:
    """Program choices that put Pick up / Put down, or a Move through a door of the
    robot's room, at the top of the card; first the kind the plan wants in the slot being
    filled (pick up, move, put down)."""
    room = game.st["room"][seat]

    def useful(action) -> bool:
        up = _up(game, action)
        return up == "pickup_putdown" or up.startswith("move_") and \
            game.board.door_by_symbol(room, up[len("move_"):]) is not None

    found = [a for a in asked if isinstance(a, A.ProgramCard) and useful(a)]
    moving_slot = len(game.st["program"][seat]) == 1
    return sorted(found, key=lambda a: _up(game, a).startswith("move_") != moving_slot)


def _planned(game, seat: int, asked: list, kinds: tuple[str, ...]) -> list:
    """The program choices whose top action is one of `kinds` (the plan's, slot by slot),
    the kind of the slot being filled first."""
    found = [a for a in asked if isinstance(a, A.ProgramCard) and _up(game, a) in kinds]
    slot = min(len(game.st["program"][seat]), len(kinds) - 1)
    return sorted(found, key=lambda a: _up(game, a) != kinds[slot])


def fuel_and_fire(game, seat: int, asked: list) -> list:
    """Pick up / Put down twice (the fuel from the tank into the engine), then Activate."""
    return _planned(game, seat, asked, ("pickup_putdown", "pickup_putdown", "activate"))


def stay_in_room(game, seat: int, asked: list) -> list:
    """Program choices with no Move on top (the robot stays where it is), Pick up / Put
    down first."""
    found = [a for a in asked if isinstance(a, A.ProgramCard)
             and not _up(game, a).startswith("move_")]
    return sorted(found, key=lambda a: _up(game, a) != "pickup_putdown")


def shove_plan(game, seat: int, asked: list) -> list:
    """Program choices but Moves through a door into a room with no robot: the Move into
    another robot first (for the first slot), then the cards that keep the robot still."""
    st = game.st
    room = st["room"][seat]
    others = {r for s, r in enumerate(st["room"]) if s != seat}

    def into_a_robot(action) -> bool:
        up = _up(game, action)
        found = game.board.door_by_symbol(room, up[len("move_"):]) \
            if up.startswith("move_") else None
        return found is not None and found[1] in others

    found = [a for a in asked if isinstance(a, A.ProgramCard)
             and (into_a_robot(a) or not _up(game, a).startswith("move_"))]
    return sorted(found, key=lambda a: not into_a_robot(a))


def easiest_directive(game, seat: int, asked: list) -> list:
    """The kept-directive choices of the lowest difficulty."""
    keeps = [a for a in asked if isinstance(a, A.KeepDirective)]
    if not keeps:
        return asked
    cards = game.content.directives
    low = min(cards[a.directive].difficulty for a in keeps)
    return [a for a in keeps if cards[a.directive].difficulty == low]


def _draft_cards(table) -> list:
    return list(table.draft.card_rects())


def _my_directives(table) -> list:
    """The person's directives on its robot board (the side panel's open ones)."""
    names = {table.printed.directive(d) for d in _kept(table.game, _person(table))}
    return [rect.copy() for rect, tip in table.sides.hot
            if any(tip.startswith(f"{name},") for name in names)]


def _person(table) -> int:
    return table.session.humans()[0] if table.session.humans() else 0


def _program_hand(table) -> list:
    panel = table.program
    return [r.copy() for r in panel.hand_rects] if panel.visible else []


def _my_robot(table) -> list:
    """The person's robot on the ship (its mini, in its room)."""
    return [table.ship.mini_px(_person(table)).copy()]


def _event(table) -> list:
    """The event card in play (its hot spot in the side panel)."""
    main = table.game.st["main"]
    if main is None:
        return []
    name = table.content.events[main].name
    return [rect.copy() for rect, tip in table.sides.hot if tip.startswith(f"{name}:")]


def _counters(table, kinds: tuple[str, ...]) -> list:
    """The board's counters of living characters of these kinds."""
    ship = table.ship.table
    out = []
    for zone in ship.zones.values():
        if zone.id.startswith("minis:"):
            continue
        for counter, rect in zip(zone.stack, ship.counter_rects(zone), strict=False):
            item = counter.id
            if items.KIND.get(item) in kinds and table.game.alive(item):
                out.append(rect.copy())
    return out


def _crew(table) -> list:
    return _counters(table, ("soldier", "scientist", "engineer"))


def _monkey(table) -> list:
    return _counters(table, ("monkey",))


def _my_chip(table) -> list:
    chip = table.game.st["chips"][_person(table)]
    name = table.content.chips[chip["id"]].name
    return [rect.copy() for rect, tip in table.sides.hot if tip.startswith(f"Chip: {name} (")]


def _damaged(table) -> list:
    """The damaged machines on the ship."""
    return [table.ship.zone_px(zone).copy() for zone in table.game.st["damaged"]
            if zone in table.ship.table.zones]


def _program_rects(table, action: A.ProgramCard) -> list:
    """The hand card and the first free slot it would go to; once the slots are full,
    Confirm program."""
    panel = table.program
    if not panel.visible:
        return []
    if panel.complete:
        return [b.rect.copy() for b in table._elements
                if getattr(b, "text", None) == "Confirm program"]
    free = panel.free_cards()
    slot = next((i for i, s in enumerate(panel.slots) if s is None), None)
    if action.card not in free or slot is None:
        return []
    return [panel.hand_rects[free.index(action.card)].copy(), panel.slot_rects[slot].copy()]


def action_rects(table, action) -> list:
    """Where a player makes `action`: a draft card, the counter to drag and where it goes,
    a lit part of the board, or the choice's button."""
    if isinstance(action, A.KeepDirective):
        chosen = table.draft.selected
        if chosen and chosen[0].data == action.directive:  # chosen: Keep is what is left
            return [b.rect.copy() for b in table._elements
                    if getattr(b, "text", None) == "Keep this directive"]
        return [rect for card, rect in zip(table.draft.cards, table.draft.card_rects(),
                                           strict=False) if card.data == action.directive]
    if isinstance(action, A.ProgramCard):
        return _program_rects(table, action)
    drag = table.game.drag_for(action)
    if drag is not None:
        piece, _source, target = drag
        ship = table.ship.table
        out = []
        try:
            zone, depth = ship.find(piece)
            out.append(ship.counter_rects(zone)[depth])
        except KeyError:
            pass  # a robot's mini, not a counter: the target alone is lit
        for place in (target, f"minis:{target}"):
            if place in ship.zones:
                out.append(ship.zones[place].px_rect.copy())
                break
        return out
    for option in table.options:
        if option.action == action:
            rects = [r for r in (table._target_rect(t) for t in option.targets) if r]
            return rects or [b.rect for b in table._elements
                             if getattr(b, "text", None) == option.label]
    return []


def bot_line(table, seat: int, action) -> str | None:
    """A line for every move a 404 bot makes: the log's last line, the fallback, may be
    what followed the move (another robot's card resolving), not the move."""
    name = table.names[seat] if seat < len(table.names) else "A bot"
    printed = table.printed
    names = list(table.names)

    def robot(other: int) -> str:
        said = names[other] if other < len(names) else f"Robot {other + 1}"
        return "you" if said == YOU else said

    match action:
        case A.KeepDirective():
            return f"{name} kept a directive, face down."
        case A.ProgramCard():
            return f"{name} programmed three cards, face down."
        case A.UseChip():
            return f"{name} used its chip."
        case A.PickUp(zone=zone, count=count):
            what = "two items" if count == 2 else "an item"
            return f"{name} picked up {what} from the {printed.zone(zone)}."
        case A.PutDown(zone=zone, count=count):
            what = f"{count} items" if count > 1 else "an item"
            return f"{name} put {what} on the {printed.zone(zone)}."
        case A.LeaveDoor(open=is_open):
            return f"{name} left the door it came through {'open' if is_open else 'closed'}."
        case A.SetDoors(open=is_open):
            return f"{name} {'opened' if is_open else 'closed'} every door of its room."
        case A.RearrangeTarget() | A.RearrangePlace():
            return f"{name} rearranged a stack."
        case A.Shove(seat=other):
            return f"{name} shoved {robot(other)}."
        case A.ShoveTo(room=room):
            return f"{name} pushed a robot into {printed.room(room)}."
        case A.Steal(item=None):
            return f"{name} stole nothing."
        case A.Steal(item=item):
            return f"{name} stole the {printed.item(item)}."
    return None


VOCABULARY = Vocabulary(
    conditions={
        "directives_kept": Condition(directives_kept, {"at_least": int}),
        "draft_over": Condition(draft_over),
        "programmed": Condition(programmed, {"turn": int}),
        "turn_at_least": Condition(turn_at_least, {"turn": int}),
        "carrying": Condition(carrying, {"at_least": int}),
        "moved_from": Condition(moved_from, {"room": str}),
        "made": Condition(made, {"move": str}),
        "deed": Condition(deed, {"name": str}),
    },
    filters={"easiest_directive": easiest_directive, "pickup_and_move": pickup_and_move,
             "fuel_and_fire": fuel_and_fire, "stay_in_room": stay_in_room,
             "shove_plan": shove_plan},
    spots={"draft_cards": _draft_cards, "my_directives": _my_directives,
           "program_hand": _program_hand, "my_robot": _my_robot, "event": _event,
           "crew": _crew, "monkey": _monkey, "my_chip": _my_chip, "damaged": _damaged},
    action_rects=action_rects,
    bot_line=bot_line,
)
