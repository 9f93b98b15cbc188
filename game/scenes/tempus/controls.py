"""The Tempus table's controls: the buttons it builds each time the state changes (the
report buttons, who goes first, what to discard, the Security Room's Done, the acting crew
member's End turn, board actions in the action panel, item and ability buttons on their
sheet, the trade panel) and what pressing them does. A disabled button keeps the engine's
reason (choices.py) for its tooltip; the panel writes a disabled board action's reason out.

Functions of the scene (`TempusScene`): they read its state and call its base's `button`,
`play`, `refuse` and `refresh`.
"""

from __future__ import annotations

import pygame

from game.engines.tempus import actions as A
from game.scenes.tempus import choices, panels, trading
from game.scenes.tempus.layout import (
    BUTTON_H,
    BUTTON_ROW,
    BUTTONS_PER_ROW,
    LINE,
    TEXT,
    end_turn_rect,
)
from game.scenes.tempus.names import short_name
from game.ui.table.furniture import small_button_width

NO_TARGET = "There is nothing within reach it can be used on now."
"""Why a control with no refusal of its own is greyed: none of its targets is legal."""


def build(scene) -> None:
    scene.panel_buttons = []
    scene.disabled = []
    scene.panel_reasons = []
    game = scene.game
    vp = scene.vp
    lw, _ = vp.logical_size
    scene.button(vp.rect(lw - 480, 6, 110, 44), "Discards" if scene.report != "discard"
                 else "Close", lambda: scene.open_report("discard"),
                 "The Damage Report: browse the Disaster Discard Pile (the whole pile once "
                 "the Damage Report action was taken this round).", object_id="@small_button")
    scene.button(vp.rect(lw - 360, 6, 110, 44), "Timeline" if scene.report != "timeline"
                 else "Close", lambda: scene.open_report("timeline"),
                 "What each loop revealed: every disaster drawn, round by round.",
                 object_id="@small_button")
    if scene.report is not None:
        return
    if game.is_over or not scene.privacy.my_turn() or scene.looking_back is not None:
        return
    kind = scene.session.pending_kind()
    if kind == "turn":
        _turn_controls(scene)
    elif kind == "choose_first_player":
        firsts = [a for a in game.legal_actions() if isinstance(a, A.ChooseFirst)]
        items = [(f"{game.crew_name(a.seat)} first", lambda a=a: scene.play(a),
                  f"{game.crew_name(a.seat)} takes the first turn; the others follow in "
                  "seat order.") for a in firsts]
        if not _panel_fits(scene, items):  # five crew: two columns, the names they go by
            items = [(f"{short_name(game.crew_name(a.seat))} first", cb, tip)
                     for a, (_, cb, tip) in zip(firsts, items, strict=True)]
        _panel_buttons(scene, items)
    elif kind == "discard_equipment":
        items = []
        for a in game.legal_actions():
            if isinstance(a, A.Discard):
                items.append((f"{game.item_name(a.item)} ({short_name(game.crew_name(a.seat))})",
                              lambda a=a: scene.play(a), "Back to the supply (or drag the "
                              "item onto the supply)."))
        _panel_buttons(scene, items)
    elif kind == "security_room":
        _panel_buttons(scene, [("Done switching doors", lambda: scene.play(A.SecurityDone()),
                                "Finish the Security Room action.")])


def _panel_grid(scene, n: int) -> tuple[int, float]:
    """Columns and button width for `n` buttons in the action panel."""
    _, y, w, h = scene.action_panel_rect()
    rows = max(1, int((h - 26) // (BUTTON_H + 4)))
    cols = max(1, -(-n // rows))
    return cols, (w - 16 - 6 * (cols - 1)) / cols


def _panel_fits(scene, items: list[tuple[str, object, str]]) -> bool:
    _, bw = _panel_grid(scene, len(items))
    return all(small_button_width(scene.vp, label) <= bw for label, _, _ in items)


def _panel_buttons(scene, items: list[tuple[str, object, str]]) -> None:
    x, y, w, h = scene.action_panel_rect()
    vp = scene.vp
    top = y + 26
    cols, bw = _panel_grid(scene, len(items))
    for i, (label, cb, tip) in enumerate(items):
        r, c = divmod(i, cols)
        scene.button(vp.rect(x + 8 + c * (bw + 6), top + r * (BUTTON_H + 4), bw, BUTTON_H),
                     label, cb, tip, object_id="@small_button")


def _turn_controls(scene) -> None:
    game, vp = scene.game, scene.vp
    seat = choices.acting_seat(game)
    name = short_name(game.crew_name(seat))
    x, y, w, h = end_turn_rect(vp.logical_size, scene.players)
    scene.end_btn = scene.button(vp.rect(x, y, w, h), f"End {name}'s turn", lambda: end_turn(scene),
                                 "Finish this crew member's turn (unused movement and action "
                                 "are lost).")
    if scene.trade is not None:
        _trade_controls(scene)
        return
    # Board actions, in the panel: a button each, or what stops it, in words.
    px, py, pw, ph = scene.action_panel_rect()
    by = py + 26
    scene.panel_buttons = choices.board_buttons(game, seat)
    widest = max((small_button_width(scene.vp, b.label + "...") for b in scene.panel_buttons),
                 default=0)
    bw = min(pw - 16, max(110.0, widest))
    for b in scene.panel_buttons:
        if b.enabled:
            _action_button(scene, vp.rect(px + 8, by, bw, BUTTON_H), b, None)
            by += BUTTON_H + 4
            continue
        why = b.reason or NO_TARGET
        # What stops an action is read whole, on as many lines as the panel has left.
        room = int((py + ph - 4 - by) // LINE)
        lines = panels.lines_in(f"{b.label}: {why}", vp.px(TEXT), vp.px(pw - 16), room)
        if lines:
            rect = vp.rect(px + 8, by, pw - 16, len(lines) * LINE)
            scene.panel_reasons.append((rect, "\n".join(lines)))
            scene.disabled.append((rect, f"{b.label}: {why}"))
            by += len(lines) * LINE + 4
    # Item and ability buttons, on the acting crew member's sheet.
    sx, sy, sw, sh = scene.sheet_layout[seat]
    specs = scene.sheet_buttons
    per_row = scene.sheet_per_row
    rows = -(-len(specs) // per_row)
    bw = (sw - 24 - 4 * (per_row - 1)) / per_row
    for i, b in enumerate(specs):
        r, c = divmod(i, per_row)
        y = sy + sh - (rows - r) * BUTTON_ROW
        _action_button(scene, vp.rect(sx + 12 + c * (bw + 4), y, bw, BUTTON_H), b, None)


def _trade_controls(scene) -> None:
    """The action panel while a trade is put together: what goes each way, why it
    cannot be made yet (if so), Trade and Cancel."""
    game, vp, trade = scene.game, scene.vp, scene.trade
    px, py, pw, ph = scene.action_panel_rect()
    width = vp.px(pw - 16)
    lines: list[str] = []
    for line in trade.lines(game):
        lines += panels.lines_in(line, vp.px(TEXT), width, 2)
    why = trade.verdict(game)
    bottom = py + ph - 8 - BUTTON_H
    room = int((bottom - 4 - py - 26) // LINE)
    if why is not None:
        lines += panels.lines_in(why, vp.px(TEXT), width, max(1, room - len(lines)))
    lines = lines[:max(1, room)]
    scene.panel_reasons.append((vp.rect(px + 8, py + 26, pw - 16, len(lines) * LINE),
                                "\n".join(lines)))
    bw = (pw - 22) / 2
    scene.button(vp.rect(px + 8, bottom, bw, BUTTON_H), "Trade", lambda: make_trade(scene),
                 "Make the exchange: one action, however many items.",
                 object_id="@small_button", enabled=why is None)
    if why is not None:
        scene.disabled.append((vp.rect(px + 8, bottom, bw, BUTTON_H), why))
    scene.button(vp.rect(px + 14 + bw, bottom, bw, BUTTON_H), "Cancel", lambda: cancel_trade(scene),
                 "Put the trade aside (Esc): nothing changes hands.",
                 object_id="@small_button")


def sheet_specs(scene) -> list[choices.ActionButton]:
    """The acting crew member's own buttons: stand up, item actions, their ability, a
    trade with someone in their space."""
    game = scene.game
    seat = choices.acting_seat(game)
    specs: list[choices.ActionButton] = []
    if scene.view["crew"][seat]["down"]:
        specs.append(choices.stand_button(game))
    labels = scene.content.deck.item_labels
    for uid in game.items_of(seat):
        t = game.item_type(uid)
        specs += choices.item_buttons(game, seat, uid, labels.get(t.id, t.name))
    ability = choices.ability_button(game, seat)
    if ability is not None:
        specs.append(ability)
    trade = trading.button(game, seat)  # on the sheet: the board's panel may be full
    if trade is not None:
        specs.append(trade)
    return specs


def _action_button(scene, rect: pygame.Rect, b: choices.ActionButton, reasons) -> None:
    label = b.label + ("..." if b.target_kind and b.enabled else "")
    if scene.armed is not None and scene.armed.label == b.label:
        label = "Pick a target"
    scene.button(rect, label, lambda b=b: press(scene, b), b.tooltip, object_id="@small_button",
                 enabled=b.enabled)
    if not b.enabled:
        why = b.reason or NO_TARGET
        scene.disabled.append((rect, why))
        if reasons is not None:
            reasons.append((rect, why))


def per_row(scene, specs: list[choices.ActionButton], width: float) -> int:
    widest = max((small_button_width(scene.vp, b.label + "...") for b in specs), default=0.0)
    return max(1, min(BUTTONS_PER_ROW, int((width + 4) // (widest + 4))))


def reason_at(scene, pos) -> str | None:
    for rect, why in scene.disabled:
        if rect.collidepoint(pos):
            return why
    return None


def press(scene, button: choices.ActionButton) -> None:
    """A board, item or ability button: play it, or light its targets to pick one."""
    if not button.enabled:
        scene.refuse(button.reason or NO_TARGET)
        return
    single = button.single
    if single is not None:
        act(scene, single)
        return
    scene.armed = button
    kind = "space" if button.target_kind == "space" else "crew member"
    scene.pick_toast = scene.toasts.show(f"{button.label}: click a lit {kind} (Esc cancels).",
                                         kind="info")
    scene.refresh()


def fire_target(scene, target: str) -> None:
    button = scene.armed
    if button is None:
        return
    action = button.targets.get(target)
    if action is None:
        kind = "space" if button.target_kind == "space" else "crew member"
        scene.refuse(f"{button.label}: pick one of the lit {kind}s (Esc cancels).")
        return
    scene.armed = None
    scene.toasts.dismiss(scene.pick_toast)  # followed: the next prompt is the table's
    act(scene, action)


def act(scene, action) -> None:
    """Play a button's action; a trade's button opens the trade instead."""
    if isinstance(action, trading.Begin):
        scene.trade = trading.TradeDraft(choices.acting_seat(scene.game), action.partner)
        scene.refresh()
        return
    scene.play(action)


def make_trade(scene) -> None:
    trade = scene.trade
    if trade is not None and scene.play(trade.action()):
        scene.trade = None


def cancel_trade(scene) -> None:
    scene.trade = None
    scene.refresh()


def end_turn(scene) -> None:
    scene.play(A.EndTurn())


def open_suggested_trade(scene, action) -> None:
    """A suggested trade of several items opens with them marked: Trade makes it."""
    seat = choices.acting_seat(scene.game)
    if isinstance(action, A.Trade) and seat is not None \
            and len(action.give) + len(action.take) > 1:
        scene.trade = trading.TradeDraft(seat, action.partner, set(action.give),
                                         set(action.take))
