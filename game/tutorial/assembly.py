"""Assembly's words for chapter files: conditions on its state, filters of its plays, and
where its table draws what a step lights.

Conditions are facts that stay true (an undo aside), so the lesson can step back over one
an undo made untrue. A solo table asks for the refill ("Draw up to 3 cards") after every
play: a step that wants the turn over asks for the draw too and waits on `turns`.
"""

from __future__ import annotations

import pygame

from game.engines.assembly import Ask, Choose, Draw, Play
from game.engines.assembly.actions import COMMAND_NAMES
from game.tutorial.vocabulary import Condition, Vocabulary


def on_ring(game, seat: int, at_least: int) -> bool:
    return sum(m is not None for m in game.mod) >= at_least


def locked(game, seat: int, at_least: int) -> bool:
    return sum(game.locked) >= at_least


def played(game, seat: int, command: str, at_least: int) -> bool:
    """At least N plays of a command ("rotate" counts both ways) are in the record."""
    count = sum(1 for text in game.history
                if text.startswith("play ") and text.split()[2].startswith(command))
    return count >= at_least


def turns(game, seat: int, at_least: int) -> bool:
    """The game is at turn N or later (the counter both seats share)."""
    return game.turn >= at_least


def cycle(game, seat: int, at_least: int) -> bool:
    """The deck has been refreshed into its Nth cycle."""
    return game.cycle >= at_least


def role_used(game, seat: int) -> bool:
    return bool(game.roles_used[seat])


def asked(game, seat: int) -> bool:
    """The person has put a question in this game (two players: a question to the other
    seat is the person's; the record stays, as a step's condition must)."""
    return any(text.startswith("ask ") and text.split()[1] != str(seat)
               for text in game.history)


def override_or_turn(game, seat: int, at_least: int) -> bool:
    """The person must discard for a manual override now, or the game is past turn N: a
    step that watches a partner's turn ends when the person has something to do, or when
    the turn ended with nothing for them."""
    pending = game.pending
    return pending is not None and pending.seat == seat \
        and pending.kind == "override_discard" or game.turn >= at_least


def plain_plays(game, seat: int, plays: list) -> list:
    """The asked moves without a role ability (roles are a chapter of their own), less a
    Lock or Swap that names no bay (it does nothing). A substitute wild stays: it satisfies
    the step like the card it stands for, and lights nothing (action_rects), since a single
    card is the way to show."""
    return [a for a in plays if not isinstance(a, Play) or not a.role
            and (a.args or a.command not in ("lock", "swap"))]


def makes_match(game, seat: int, plays: list) -> list:
    """The asked swaps (one card) after which a module sits on its own blueprint, and any
    other asked move (the refill)."""
    out = []
    for a in plays:
        if not isinstance(a, Play):
            out.append(a)
        elif not a.is_substitute and a.command == "swap" and len(a.args) == 2:
            x, y = (b - 1 for b in a.args)
            mod, bp = game.mod, game.bp
            # Modules or blueprints trading places: either way bay x gets the other's.
            if mod[x] and mod[x] == bp[y] or mod[y] and mod[y] == bp[x]:
                out.append(a)
    return out


# ---------------------------------------------------------------------- where things are
def _bay_rects(table, bays) -> list:
    return [table.ring.token_rect(b).copy() for b in bays]


def _modules(table) -> list:
    return _bay_rects(table, [i + 1 for i, m in enumerate(table.view["mod"]) if m])


def _bays(table) -> list:
    """Every bay card of the ring, as one lit ring around them."""
    rects = [table.layout.bays[b].rect for b in range(1, table.game.nbays + 1)]
    return [rects[0].unionall(rects[1:])]


def _matching(table) -> list:
    """Unlocked modules on their own blueprints (what a Lock may lock)."""
    view = table.view
    return _bay_rects(table, [i + 1 for i, (m, bp) in enumerate(zip(view["mod"], view["bp"],
                                                                    strict=True))
                              if m and m == bp and not view["locked"][i]])


def _panel(table, name: str) -> list:
    return [table.vp.rect(*getattr(table.panel, name))]


def _role(table) -> list:
    x, y, w, _h = table.panel.hand
    return [table.vp.rect(x, y, w, 22)]


def _malfunctions(table) -> list:
    return [r.copy() for r in table.ring.malfunction_rects().values()]


def _button(table, *labels: str) -> list:
    return [b.rect.copy() for b in table._elements if getattr(b, "text", None) in labels]


def _card(table, kind: str) -> list:
    return [rect for card, rect in zip(table.hand.cards, table.hand.card_rects(), strict=False)
            if card.data == kind][:1]


def _role_button(table) -> list:
    return [b.rect.copy() for b in table._elements
            if str(getattr(b, "text", "")).startswith(f"Use {table.role_name(table.seat())}")]


def _rotate(table, action: Play) -> list:
    clockwise = action.command == "rotate_cw"
    rot = table.rot
    if rot is None:
        return _button(table, "Rotate CW" if clockwise else "Rotate ACW")
    if rot.clockwise != clockwise:
        return _button(table, "Reverse")
    steps = action.args[0] if action.args else 1
    if rot.steps != steps:
        return _button(table, "1 bay" if steps == 1 else "2 bays")
    return _button(table, f"Confirm {'CW' if clockwise else 'ACW'} {steps}")


def _play_rects(table, action: Play) -> list:
    if action.role and not table.role_armed:
        return _role_button(table)
    drag = table.game.drag_for(action)
    if drag is not None:
        _piece, source, target = drag
        return _bay_rects(table, [int(source.split(":")[1]), int(target.split(":")[1])])
    if action.command == "deploy":
        if action.role:
            return _bay_rects(table, action.args)
        return _button(table, "Deploy") + [r.copy() for r in table.ring.stack_rects(1)]
    if action.command == "lock":
        chosen = sorted(table.selected_bays)
        if chosen and chosen == sorted(action.args):
            return [b.rect.copy() for b in table._elements
                    if str(getattr(b, "text", "")).startswith("Lock ")]
        return _bay_rects(table, [b for b in action.args if b not in chosen])
    if action.command.startswith("rotate"):
        return _rotate(table, action)
    return []


def action_rects(table, action) -> list:
    """Where a player makes `action`: the two bays of a swap's drag, the bays to click and
    then Lock, the Deploy button and the stack, the rotate buttons step by step, a card to
    discard, a bay to choose, or the button of a question or a choice."""
    if isinstance(action, Play):
        return [] if action.is_substitute else _play_rects(table, action)
    if isinstance(action, Draw) or action == Choose("draw"):
        return _button(table, "Draw up to 3 cards")
    if isinstance(action, Ask):
        from game.scenes.assembly.controls import ASK_LABELS

        return _button(table, ASK_LABELS[action.command])
    if isinstance(action, Choose):
        kind, _, value = action.option.partition(":")
        if kind == "bay" and value.isdigit():
            return _bay_rects(table, [int(value)])
        from game.scenes.assembly import choices

        shown = _button(table, choices.option_label(action.option))
        return shown or (_card(table, value) if kind == "card" else [])
    return []


def bot_line(table, seat: int, action) -> str | None:
    name = table.names[seat] if seat < len(table.names) else "Your partner"
    if isinstance(action, Ask):
        answer = table.game.asked or {}
        said = "yes" if answer.get("answer") else "no"
        return (f"{name} asked whether you can verify {COMMAND_NAMES[action.command]}: "
                f"the table answered {said} for you.")
    return None


def _rect_spot(rects) -> list:
    return [pygame.Rect(r) for r in rects]


VOCABULARY = Vocabulary(
    conditions={
        "on_ring": Condition(on_ring, {"at_least": int}),
        "locked": Condition(locked, {"at_least": int}),
        "played": Condition(played, {"command": str, "at_least": int}),
        "turns": Condition(turns, {"at_least": int}),
        "cycle": Condition(cycle, {"at_least": int}),
        "role_used": Condition(role_used),
        "asked": Condition(asked),
        "override_or_turn": Condition(override_or_turn, {"at_least": int}),
    },
    filters={"plain": plain_plays, "makes_match": makes_match},
    spots={
        "bays": _bays,
        "modules": _modules,
        "matching": _matching,
        "gauge": lambda table: _panel(table, "gauge"),
        "piles": lambda table: _panel(table, "piles"),
        "hand": lambda table: _rect_spot(table.hand.card_rects()),
        "role": _role,
        "role_button": _role_button,
        "malfunctions": _malfunctions,
        "ask_row": lambda table: [table.vp.rect(table.panel.x, table.panel.ask_row,
                                                table.panel.w, 44)],
    },
    action_rects=action_rects,
    bot_line=bot_line,
)
