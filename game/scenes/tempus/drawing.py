"""Painting the Tempus table: the deck with its overlays (cost tabs while a standee is
dragged, lit targets, the acting crew member's room), the status strip and its words
(`headline`), the Shields, the Hyperdrive, the piles and the supply, the crew sheets, the
action panel and the open report; and the hover texts of the strip and the sheets.

The whole table is painted into the table's one cached layer (game/ui/table/frame_cache.py),
in pieces, and a piece is painted again only when what it shows changed; flying counters,
the playback, the drag and the shared widgets go over it every frame.
"""

from __future__ import annotations

import pygame

from game.engines.tempus import actions as A
from game.scenes.tempus import choices, panels, reports
from game.scenes.tempus.deck_art import px_rect
from game.scenes.tempus.layout import BUTTON_ROW, TOP_Y, places
from game.scenes.tempus.names import FIRST_PROMPT
from game.ui.fonts import render
from game.ui.table.frame_cache import Part, log_part
from game.ui.theme import colour


def lit_targets(scene) -> set[str]:
    """The spaces lit for an armed button's pick."""
    if scene.armed is None or scene.armed.target_kind != "space":
        return set()
    return set(scene.armed.targets)


def decision_rects(scene) -> list[pygame.Rect]:
    """The status strip, the spaces lit for a pick, and on a crew member's own turn the room
    they stand in with everything in it and their sheet: what no toast or banner covers."""
    rects = [r for r in [getattr(scene, "prompt_px", None)] if r is not None]
    vp, geo = scene.vp, scene.deck.geo
    rects += [px_rect(vp, geo.room(sid)) for sid in lit_targets(scene)]
    seat = choices.acting_seat(scene.game)
    if seat is None or not scene.privacy.my_turn() or scene.looking_back is not None \
            or scene.pacer.playing:
        return rects
    here = scene.view["crew"][seat]["at"]
    if here:
        rects.append(px_rect(vp, geo.room(here)))
    if seat in scene.sheet_layout:
        rects.append(vp.rect(*scene.sheet_layout[seat]))
    return rects


def plan_spots(scene) -> list[tuple[int, pygame.Rect]]:
    """Where each step of the suggested turn on show is taken: (its number, the room), in
    order; nothing once the position has moved on or while looking back."""
    found = scene.suggestions.current() if scene.suggestions is not None else None
    if found is None or found.plan is None or scene.looking_back is not None:
        return []
    rooms = scene.content.deck.rooms
    here = scene.view["crew"][found.seat]["at"]
    out = []
    for n, step in enumerate(found.plan.steps, 1):
        action = step.action
        if isinstance(action, A.Move):
            here = action.to
        target = getattr(action, "target", None) or getattr(action, "space", None)
        where = target if target in rooms else here
        if where in rooms:
            out.append((n, scene.room_px(where)))
    return out


def draw_plan(scene, surface: pygame.Surface) -> None:
    """The suggested turn's steps, numbered in the rooms where they are taken (steps in the
    same room side by side), over the cached layer."""
    vp = scene.vp
    radius = vp.px(11)
    seen: dict[tuple[int, int], int] = {}
    for n, room in plan_spots(scene):
        k = seen.get(room.topleft, 0)
        seen[room.topleft] = k + 1
        centre = (room.x + vp.px(16) + k * vp.px(26), room.bottom - vp.px(16))
        pygame.draw.circle(surface, colour("accent"), centre, radius)
        pygame.draw.circle(surface, colour("counter_edge"), centre, radius, max(1, vp.px(2)))
        digit = render(str(n), vp.px(14), colour("counter_edge"), True)
        surface.blit(digit, digit.get_rect(center=centre))


def _frame_key(scene) -> tuple:
    drag = scene.drag
    return (scene.version, scene.deck.table.signature(), drag.state,
            id(drag.payload) if drag.payload is not None else 0,
            scene.vp.size, id(scene.looking_back), scene.session.autosave_error, scene.report,
            scene.status_line())


def repaint(scene) -> None:
    """Forget every cached layer: the next draw paints the whole table from the state,
    as after a move (the benchmark's full frame)."""
    scene.frame.forget()
    scene.deck.table.show()


def draw(scene, surface: pygame.Surface) -> None:
    table = scene.deck.table
    size = surface.get_size()
    layer = scene.frame.parts(size, _frame_key(scene), lambda: _parts(scene), scene.log)
    surface.blit(layer, (0, 0))
    table.draw_flights(surface)  # counters on their way: over the cached frame
    if scene.looking_back is None:
        scene.playback.draw(surface, scene.vp)
    scene.drag.draw(surface)
    draw_plan(scene, surface)
    scene.draw_front(surface, skip=(scene.log,))


def _parts(scene) -> list[Part]:
    """The layer's pieces in painting order, each keyed by what it shows: a move usually
    changes a counter or two, one sheet, the strip and the log, and only those are painted
    again (game/ui/table/frame_cache.py)."""
    vp = scene.vp
    view = scene.shown_view()
    table = scene.deck.table
    costs = None
    drag = scene.drag
    if drag.dragging and drag.payload is not None and drag.payload.top.kind == "crew":
        costs = {sid: r.label for sid, r in scene.reach.items()}
    focus = None
    seat = choices.acting_seat(scene.game)
    if seat is not None and scene.looking_back is None and not scene.pacer.playing:
        focus = view["crew"][seat]["at"]
    lit = lit_targets(scene)
    deck = scene.deck
    board = table.px_rect.copy()
    parts = [Part("board", board, None, table.draw_at_rest,
                  changed=table.take_changes())]  # the flights go over the layer, per frame
    for sid in scene.content.deck.rooms:
        lit_here, focus_here = sid in lit, sid == focus
        parts.append(Part(("room", sid), deck.room_px(vp, sid),
                          deck.room_overlay_key(view, sid, lit_here, focus_here),
                          lambda surf, sid=sid, lit_here=lit_here, focus_here=focus_here:
                          deck.draw_room_overlay(surf, vp, view, sid, lit_here, focus_here)))
    parts.append(Part("doors", board, (tuple(view["locked"]), tuple(view["sealed"])),
                      lambda surf: deck.draw_doors(surf, vp, view)))
    parts.append(Part("costs", board, repr(costs),
                      lambda surf: deck.draw_costs(surf, vp, costs)))
    parts += _panel_parts(scene, view, seat)
    if scene.report is not None:
        parts.append(Part("report", scene.deck_px(), None,
                          lambda surf: _paint_report(scene, surf, view), stale=True))
    head, prompt = headline(scene)
    prompt = scene.status_line() or prompt  # paused, or a bot late: said before the rest
    lw, _ = vp.logical_size
    right = vp.px(lw - 490)

    def top(surf: pygame.Surface) -> None:
        scene.prompt_px = panels.draw_top(surf, vp, view, head, prompt, right)

    parts.append(Part("top", pygame.Rect(0, 0, right, vp.px(TOP_Y)),
                      (head, prompt, view["round"], view["loops"]), top))
    parts.append(log_part(scene.log))
    return parts


def _paint_report(scene, surf: pygame.Surface, view: dict) -> None:
    vp = scene.vp
    if scene.report == "discard":
        n = reports.draw_discard(surf, vp, scene.deck_px(), view, scene.content,
                                 scene.players, scene.report_first)
    else:
        n = reports.draw_timeline(surf, vp, scene.deck_px(), scene.timeline(),
                                  scene.content, scene.report_first)
    scene.report_first = min(scene.report_first, max(0, n - 1))


def _panel_parts(scene, view: dict, seat: int | None) -> list[Part]:
    vp, content = scene.vp, scene.content
    where = places(vp.logical_size)
    top = content.ship.shields_start
    steps = tuple(k for k in content.hyperdrives[view["hyperdrive"]].fixed_actions
                  if k != "fly_home")
    on_drive = sum(view["tokens"][k]["hyperdrive"] for k in view["tokens"])
    discarding = scene.privacy.my_turn() and scene.session.pending_kind() == "discard_equipment"
    parts = [
        Part("shields", vp.rect(*where.shields), (view["shields"], top),
             lambda surf: panels.draw_shields(surf, vp, view, top)),
        Part("completion", vp.rect(*where.completion), (steps, tuple(view["completed"])),
             lambda surf: panels.draw_completion(surf, vp, view, steps)),
        Part("hyperdrive", vp.rect(*where.hyperdrive),
             (view["hyperdrive"], view["fixed"], on_drive),
             lambda surf: panels.draw_hyperdrive(surf, vp, view, content)),
        Part("piles", vp.rect(*where.piles),
             (view["deck"], repr(view["discard"]), view["discard_seen"], view["paradox_deck"],
              len(view["paradox_discard"])),
             lambda surf: panels.draw_piles(surf, vp, view, content)),
        Part("supply", vp.rect(*where.supply), (repr(view["supply"]), discarding),
             lambda surf: panels.draw_supply(surf, vp, view, content, discarding))]
    crew_pending = scene.session.pending_kind() == "turn" and not scene.pacer.playing
    table = scene.deck.table
    marked = frozenset(scene.trade.marked) if scene.trade else frozenset()
    for s, rect in scene.sheet_layout.items():
        who = scene.names[s] if s < len(scene.names) else ""
        if s < len(scene.session.seats) and scene.session.seats[s].is_bot:
            who += " (bot)"
        acting = crew_pending and s == seat and scene.looking_back is None
        rows = -(-len(scene.sheet_buttons) // scene.sheet_per_row) if acting else 0
        line = turn_line(scene) if acting else ""
        slots = panels.slot_rects(table, s, scene.slots[s])

        def sheet(surf, s=s, rect=rect, who=who, acting=acting, line=line, slots=slots,
                  rows=rows) -> None:
            panels.draw_sheet(surf, vp, rect, s, view, content, who, acting, line, slots,
                              rows * BUTTON_ROW)
            scene.deck.draw_sheet_counters(surf, marked, seats=(s,))

        # A sheet shows its crew member and its items (the board's counters: their
        # changes are the board's) and nothing else of the view.
        parts.append(Part(f"sheet {s}", vp.rect(*rect),
                          (repr(view["crew"][s]), who, acting, line,
                           tuple(tuple(r) for _, r in slots), rows, marked), sheet))
    parts.append(_action_part(scene, view, seat))
    return parts


def _action_part(scene, view: dict, seat: int | None) -> Part:
    """The acting crew member's action panel; a piece that paints nothing when there is
    none, so the pieces stay the same from one paint to the next."""
    vp, content = scene.vp, scene.content
    rect = vp.rect(*scene.action_panel_rect())
    title = ""
    if scene.privacy.my_turn() and scene.looking_back is None and not scene.game.is_over \
            and not scene.pacer.playing:
        kind = scene.session.pending_kind()
        if kind == "turn" and seat is not None and scene.trade is not None:
            title = f"Trade with {scene.game.crew_name(scene.trade.partner)}"
        elif kind == "turn" and seat is not None:
            here = view["crew"][seat]["at"]
            title = f"Actions in {content.ship.name(here)}" if here else ""
        elif kind == "choose_first_player":
            title = FIRST_PROMPT
        elif kind == "discard_equipment":
            title = "Discard one Equipment item"
        elif kind == "security_room":
            title = f"Security Room: {view['security'][0]} door(s) left"
    if not title:
        return Part("action", rect, None, lambda surf: None)
    empty = ""
    if scene.session.pending_kind() == "turn" and not scene.panel_buttons \
            and scene.trade is None:
        empty = ("No board action here. Drag the standee to move, drag items, "
                 "click doors; End turn when done.")
    reasons = list(scene.panel_reasons)
    return Part("action", rect, (title, repr(reasons), empty),
                lambda surf: panels.draw_action_panel(surf, vp, scene.action_panel_rect(),
                                                      title, reasons, empty))


def strip_tooltip(scene, pos) -> str | None:
    if scene.report is not None:
        return None
    return panels.strip_tooltip(scene.vp, pos, scene.shown_view(), scene.content)


def sheet_tooltip(scene, pos) -> str | None:
    """A crew member's sheet in full (a short sheet leaves out the ability)."""
    for seat, rect in scene.sheet_layout.items():
        if scene.vp.rect(*rect).collidepoint(pos):
            c = scene.shown_view()["crew"][seat]
            ch = scene.content.characters[c["char"]]
            return (f"{ch.name}: {c['wounds']} of {ch.wounds} wounds. {ch.ability_text}")
    return None


def headline(scene) -> tuple[str, str]:
    """The status strip's two lines: who is deciding what, and what to do."""
    game = scene.game
    if game.is_over:
        return game.result.text, ""
    pending = game.pending
    seat = pending.seat
    crew = game.crew_name(seat)
    who = scene.names[seat] if seat < len(scene.names) else ""
    by = f" ({who}{', bot' if scene.session.is_bot_turn() else ''})"
    if scene.looking_back is not None:
        return (f"Earlier, after: {scene.looking_back.text}",
                "Click the board or press Esc to return to now.")
    if scene.pacer.playing:
        return (scene.last_shown, "Watching the move: Pause (Space), Step (Right arrow), "
                "Skip (End).")
    if pending.kind == "turn":
        t = scene.view["t"]
        left = 0 if t[3] else t[0]
        action = "action used" if t[1] else "action ready"
        head = f"{crew}{by}: {left} movement left, {action}"
        if scene.session.is_bot_turn():
            return head, "The bot is taking its turn."
        if scene.armed is not None:
            return head, f"{scene.armed.label}: click a lit target, or Esc to cancel."
        if scene.trade is not None:
            return head, "Click items on both sheets to mark them, then Trade; Esc cancels."
        return head, ("Drag the standee to move, items to take, drop or trade; click "
                      "a door to lock it.")
    if pending.kind == "choose_first_player":
        return (f"Round {scene.view['round']}: {FIRST_PROMPT}",
                f"{crew}{f' ({who})' if who else ''} decides for the crew.")
    if pending.kind == "discard_equipment":
        return ("Disaster: the crew must discard an Equipment item",
                "Pick it in the panel, or drag it from a sheet onto the supply.")
    if pending.kind == "security_room":
        return (f"{crew}{by}: Security Room", f"Click up to {scene.view['security'][0]} "
                "more interior doors to switch them, then Done.")
    return f"{crew}{by}", pending.prompt


def turn_line(scene) -> str:
    """The acting sheet's corner: movement left and whether the action is still ready."""
    t = scene.view["t"]
    left = 0 if t[3] else t[0]
    return f"{left} move{'s' if left != 1 else ''}" + (", action ready" if not t[1] else "")
