"""The Trouble on the Tempus table: the drawn deck, the crew sheets, and every turn by direct
manipulation.

A TableScene (game/ui/table_scene.py owns the session, bots, log, undo, keys and pause).
This class lays out the deck, keeps a display model (a view dict) that the board is drawn
from, and turns gestures into legal actions found by `moves.py`:

- drag a standee to a lit room (its cost is shown) to move, one or more steps;
- drag an item card between a room and a sheet to pick it up or drop it, between two sheets
  in the same room to trade; "Trade items" marks several on both sheets for one trade;
- click a door to lock or unlock it (or to switch it, after the Security Room action);
- board actions are buttons in the action panel of the acting crew member's room, item
  actions and the character's ability are buttons on their sheet; a disabled button says
  why; End turn is its own button, away from everything else.

Nothing is hidden in this co-operative game (every view's `private` is empty), so the shared
gate never asks to pass the device and one person may run several crew members.
"""

from __future__ import annotations

import copy

import pygame

from game.engines.common.errors import RuleError
from game.engines.tempus import actions as A
from game.engines.tempus.gestures import pick_reason
from game.scenes.tempus import moves, panels, playback, reports, suggestion, trading
from game.scenes.tempus.deck_view import DeckView, place_of
from game.scenes.tempus.layout import (
    BUTTON_ROW,
    BUTTONS_PER_ROW,
    COMPLETION,
    DECK_AREA,
    HYPERDRIVE,
    LINE,
    SHIELDS,
    TEXT,
    active_sheet_h,
    end_turn_rect,
    log_rect,
    sheet_rects,
)
from game.scenes.tempus.texts import short_name
from game.session import GameSession
from game.ui.board import DragController, Zone, counter_surface
from game.ui.table_scene import TableScene
from game.ui.units import Viewport

BUTTON_H = 32.0
FIRST_PROMPT = "Who takes the first turn this round?"


class DeckDrag(DragController):
    """Doorways are click targets, not places: a drop over one lands in the room under it."""

    def target_at(self, pos, payload):
        zone = super().target_at(pos, payload)
        if zone is not None and (zone.data or {}).get("door"):
            for z in reversed(list(self.table.zones.values())):
                if z is not payload.source and not (z.data or {}).get("door") \
                        and z.px_rect.collidepoint(pos):
                    return z
            return None
        return zone


class TempusScene(TableScene):
    LOG_TITLE = "Log: click to look back"
    SUGGESTS = True

    def __init__(self, app, session: GameSession):
        super().__init__(app, session)
        game = session.game
        self.content = game.content
        self.view = game.public_view()
        self.display = copy.deepcopy(self.view)  # what the board shows (playback moves it)
        self.players = game.setup.players
        self.exterior = game.graph.exterior
        self.playback = playback.Playback(self)
        self._after: dict[int, tuple[dict, list, int]] = {}
        self.last_shown = ""
        self.report: str | None = None  # "discard" or "timeline" while one is open
        self.report_first = 0  # the first card (or loop) the open report shows
        self._timeline: tuple[int, list[reports.Loop]] | None = None
        self.log.relayout(self.vp, self.log_rect())  # the base placed it in the app's units
        self.deck = DeckView(self.vp, self.content, self.view["numbers"], self.names,
                             game.setup.players)
        self._add_doors()
        self.drag = DeckDrag(self.deck.table, self._accepts, self._on_drop, toasts=self.toasts,
                             on_click=self._on_counter_click, can_pick=self._can_pick,
                             move_on_drop=False, occluders=[self.log, self.toasts],
                             on_zone_click=self._on_zone_click)
        # The drag is the board's own gesture: it gets the input the shared furniture left
        # (board_event) and is drawn with the board, not as a widget of the shared group.
        self.tooltips.add(self._button_reason_at)
        self.tooltips.add(lambda pos: self.deck.token_tooltip(pos, self.shown_view()))
        self.tooltips.add(self.deck.table)
        self.tooltips.add(self._strip_tooltip)
        self.tooltips.add(self._sheet_tooltip)
        self.reach: dict[str, moves.Reach] = {}
        self.armed: moves.ActionButton | None = None
        self._pick_toast = None  # the "click a lit target" instruction while armed
        self.trade: trading.TradeDraft | None = None  # a trade being put together
        self.disabled: list[tuple[pygame.Rect, str]] = []  # (button rect, reason)
        self.panel_reasons: list[tuple[pygame.Rect, str]] = []  # a disabled board action
        self.panel_buttons: list[moves.ActionButton] = []
        self._frame: pygame.Surface | None = None
        self._frame_key: tuple | None = None
        self._version = 0
        self.sheet_buttons: list[moves.ActionButton] = []
        self.sheet_per_row = BUTTONS_PER_ROW
        self._layout_sheets()
        self.deck.sync(self.display, game)

    # ------------------------------------------------------------------ layout
    @property
    def vp(self) -> Viewport:
        """The app's viewport: a table keeps its whole 1280x720 design there (the UI scale
        gives way, see units.Viewport), so the deck never leaves the window."""
        return self.app.viewport

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        self.log.relayout(self.vp, self.log_rect())

    def per_row(self, specs: list[moves.ActionButton], width: float) -> int:
        widest = max((self.label_w(b.label + "...") for b in specs), default=0.0)
        return max(1, min(BUTTONS_PER_ROW, int((width + 4) // (widest + 4))))

    def log_rect(self):
        return log_rect(self.vp.logical_size, self.game.setup.players)

    def _add_doors(self) -> None:
        geo = self.deck.geo
        names = {s.id: s.name for s in self.content.ship.spaces}
        for lk in self.content.ship.links:
            if lk.kind == "dotted":
                continue
            if lk.kind == "exterior":
                tip = ("The exterior Airlock door, to space. Opened or closed only by the "
                       "Airlock's board action; 3 Damage in the Airlock tears it away.")
            else:
                tip = (f"Door between {names[lk.a]} and {names[lk.b]}. Click it to place or "
                       "remove a Locked Door (your action; only from a space it connects).")
            self.deck.table.add(Zone(f"door:{lk.id}", geo.door_hit(lk.id), frame=False,
                                     pick="none", tooltip=tip, data={"door": lk.id}))

    def _layout_sheets(self) -> None:
        n = len(self.view["crew"])
        seat = moves.acting_seat(self.game)
        width = sheet_rects(self.vp.logical_size, n, seat)[0][2] - 24 if n else 0
        self.sheet_per_row = self.per_row(self.sheet_buttons, width)
        rects = sheet_rects(self.vp.logical_size, n, seat,
                            active_sheet_h(len(self.sheet_buttons), self.sheet_per_row))
        slots = {}
        for s, c in enumerate(self.view["crew"]):
            ch = self.content.characters[c["char"]]
            slots[s] = (ch.equipment_slots, ch.wearing_slots)
        self.sheet_layout = dict(enumerate(rects))
        self.slots = slots
        self.deck.set_sheets(self.sheet_layout, slots)

    def relayout_board(self, viewport) -> None:
        self.deck.set_scale(viewport.scale)
        self.deck.relayout(viewport)
        self._layout_sheets()
        self.drag.relayout(viewport)
        self._frame = None
        self._version += 1

    def action_panel_rect(self) -> tuple[float, float, float, float]:
        x, y, w, h = self.content.deck.panel
        px, py = self.deck.geo.point(x, y)
        u = self.deck.geo.unit
        return (px + 4, py + 2, w * u - 8, h * u - 4)

    # ------------------------------------------------------------------ state
    def sync(self) -> None:
        game = self.game
        self.view = game.public_view()
        if not self.playing:
            self.display = copy.deepcopy(self.view)
            self._after.clear()
            self.playback.finish()
        turn = self.my_turn() and self.pending_kind() == "turn"
        self.reach = moves.reachable(game) if turn and self.looking_back is None else {}
        if not turn:
            self.armed = None
            self.trade = None
        self.sheet_buttons = self._sheet_specs() if turn and self.looking_back is None else []
        self._layout_sheets()
        if self.looking_back is None:
            self.deck.sync(self.display, game, animate=not self.instant)
        self.drag.enabled = self.my_turn() and self.looking_back is None \
            and not game.is_over and not self.playing and self.report is None
        self._version += 1

    def snapshot(self) -> dict:
        """Look-back after an event: the display model as that event left it (the engine's
        view when moves are not played back)."""
        return self.game.public_view() if self.instant else copy.deepcopy(self.display)

    def snapshot_of(self, game) -> dict:
        return game.public_view()

    def look_back(self, entry) -> None:
        super().look_back(entry)
        shown = self.looking_back.snapshot if self.looking_back is not None else self.display
        self.deck.sync(shown, self.game)
        self.drag.enabled = self.looking_back is None and self.my_turn()
        self.armed = None
        self.trade = None
        self._version += 1

    def shown_view(self) -> dict:
        return self.looking_back.snapshot if self.looking_back is not None else self.display

    def after_move(self, events) -> None:
        self.armed = None
        self.trade = None
        self.drag.enabled = False  # until the move has been shown
        after = self.game.public_view()
        for i, event in enumerate(events):
            self._after[id(event)] = (after, events, i)

    # ------------------------------------------------------------------ playback
    def show_event(self, event) -> float:
        after, events, i = self._after.get(id(event), (self.view, [event], 0))
        seconds = self.playback.show(self.display, event, after, events[i + 1:])
        self.last_shown = self.named(event.text)
        self.deck.sync(self.display, self.game, animate=True)
        self._version += 1
        return seconds

    def finish_events(self) -> None:
        self.playback.finish()
        self.deck.table.relayout(self.vp)  # land every flying counter at once

    # where the playback draws (pixels)
    def room_px(self, space: str) -> pygame.Rect:
        return self.vp.rect(*self.deck.geo.room(space))

    def room_centre(self, space: str) -> tuple[int, int]:
        return self.room_px(space).center

    def supply_point(self, token: str) -> tuple[int, int]:
        return panels.supply_row_centre(self.vp, token)

    def sheet_px(self, seat: int) -> pygame.Rect:
        return self.vp.rect(*self.sheet_layout[seat])

    def shields_px(self) -> pygame.Rect:
        return self.vp.rect(*SHIELDS)

    def hyperdrive_px(self) -> pygame.Rect:
        return self.vp.rect(*HYPERDRIVE)

    def completion_px(self) -> pygame.Rect:
        return self.vp.rect(*COMPLETION)

    def deck_px(self) -> pygame.Rect:
        return self.vp.rect(*DECK_AREA)

    def deck_centre(self) -> tuple[int, int]:
        return self.deck_px().center

    def pile_px(self, i: int) -> pygame.Rect:
        return panels.pile_rects(self.vp)[i]

    def panel_card_px(self) -> pygame.Rect:
        x, y, w, h = self.action_panel_rect()
        return self.vp.rect(x + w / 2 - panels.CARD_W / 2, y + 10, panels.CARD_W, panels.CARD_H)

    def after_undo(self) -> None:
        self.armed = None
        self.trade = None
        self.drag.cancel()
        self.playback.finish()

    # ------------------------------------------------------------------ gestures
    def _can_pick(self, payload) -> str | None:
        if not self.my_turn():
            return "Wait: it is not a person's turn."
        return pick_reason(self.game, self.game.pending.seat, payload.top.id)

    def _accepts(self, payload, zone: Zone) -> str | None:
        if (zone.data or {}).get("door"):
            return "Drop it inside a room, not on a doorway."
        try:
            moves.find_drop(self.game, payload.top.id, place_of(payload.source), place_of(zone),
                            self.reach)
        except RuleError as exc:
            return str(exc) or "That move is not allowed."
        return None

    def _on_drop(self, payload, zone: Zone) -> None:
        steps = moves.find_drop(self.game, payload.top.id, place_of(payload.source),
                                place_of(zone), self.reach)
        for action in steps:
            self.commit(action)

    def _on_counter_click(self, counter, zone: Zone, button: int) -> None:
        if not self.my_turn() or button != 1:
            return
        kind = self.pending_kind()
        if counter.kind == "crew":
            seat = counter.data
            if self.armed is not None and self.armed.target_kind == "crew":
                self._fire_target(f"crew:{seat}")
            elif kind == "turn" and seat == moves.acting_seat(self.game) \
                    and self.view["crew"][seat]["down"]:
                self.play(A.StandUp())
            return
        if self.trade is not None:
            why = self.trade.toggle(self.game, counter.id)
            if why is not None:
                self.refuse(why)
            self.refresh()
            return
        if kind == "discard_equipment" and place_of(zone).startswith("crew:"):
            self.play(A.Discard(int(place_of(zone)[5:]), counter.id))

    def _on_zone_click(self, zone: Zone, button: int) -> None:
        if not self.my_turn() or button != 1:
            return
        door = (zone.data or {}).get("door")
        if door is not None:
            try:
                action = moves.door_action(self.game, door)
            except RuleError as exc:
                self.refuse(str(exc))
                return
            self.play(action)
            return
        place = place_of(zone)
        if self.armed is not None:
            self._fire_target(place)

    def _fire_target(self, target: str) -> None:
        button = self.armed
        if button is None:
            return
        action = button.targets.get(target)
        if action is None:
            kind = "space" if button.target_kind == "space" else "crew member"
            self.refuse(f"{button.label}: pick one of the lit {kind}s (Esc cancels).")
            return
        self.armed = None
        self.toasts.dismiss(self._pick_toast)  # followed: the next prompt is the table's
        self._act(action)

    def _act(self, action) -> None:
        """Play a button's action; a trade's button opens the trade instead."""
        if isinstance(action, trading.Begin):
            self.trade = trading.TradeDraft(moves.acting_seat(self.game), action.partner)
            self.refresh()
            return
        self.play(action)

    def show_suggestion(self, action) -> None:
        """A suggested trade of several items opens with them marked: Trade makes it."""
        seat = moves.acting_seat(self.game)
        if isinstance(action, A.Trade) and seat is not None \
                and len(action.give) + len(action.take) > 1:
            self.trade = trading.TradeDraft(seat, action.partner, set(action.give),
                                            set(action.take))

    def make_trade(self) -> None:
        trade = self.trade
        if trade is not None and self.play(trade.action()):
            self.trade = None

    def cancel_trade(self) -> None:
        self.trade = None
        self.refresh()

    def press(self, button: moves.ActionButton) -> None:
        """A board, item or ability button: play it, or light its targets to pick one."""
        if not button.enabled:
            self.refuse(button.reason or "Not possible now.")
            return
        single = button.single
        if single is not None:
            self._act(single)
            return
        self.armed = button
        kind = "space" if button.target_kind == "space" else "crew member"
        self._pick_toast = self.toasts.show(f"{button.label}: click a lit {kind} (Esc cancels).",
                                            kind="info")
        self.refresh()

    def on_escape(self) -> bool:
        if self.report is not None:
            self.open_report(None)
            return True
        if self.drag.dragging:
            self.drag.cancel()
            return True
        if self.armed is not None:
            self.armed = None
            self.refresh()
            return True
        if self.trade is not None:
            self.cancel_trade()
            return True
        return False

    def end_turn(self) -> None:
        self.play(A.EndTurn())

    def board_event(self, event: pygame.event.Event) -> bool:
        if self.report is not None and event.type == pygame.MOUSEWHEEL:
            self.report_first = max(0, self.report_first - event.y)
            self._version += 1
            return True
        if self.drag.handle_event(event):
            self.invalidate()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self.report is not None:
            self.open_report(None)  # a click anywhere closes the report
            return True
        piles = panels.pile_rects(self.vp)
        if piles[1].collidepoint(event.pos):
            self.open_report("discard")
            return True
        if piles[0].collidepoint(event.pos):
            self.open_report("timeline")
            return True
        return False

    # ------------------------------------------------------------------ reports
    def open_report(self, which: str | None) -> None:
        """Open the Damage Report ("discard") or the timeline over the deck; None closes."""
        self.report = None if which == self.report else which
        self.report_first = 0
        self.drag.cancel()
        self.refresh()

    def timeline(self) -> list[reports.Loop]:
        n = len(self.game.history)
        if self._timeline is None or self._timeline[0] != n:
            self._timeline = (n, reports.build_timeline(self.game))
        return self._timeline[1]

    # ------------------------------------------------------------------ the end
    def end_figures(self) -> list[tuple[str, str]]:
        view = self.view
        alive = sum(1 for c in view["crew"] if not c["dead"])
        return [("Rounds", str(view["round"])), ("Time Jumps", str(view["loops"])),
                ("Crew alive", f"{alive}/{len(view['crew'])}"),
                ("Hyperdrive", "fixed" if view["fixed"] else "broken")]

    def end_sections(self) -> list[tuple[str, list[str]]]:
        view = self.view
        steps = self.content.hyperdrives[view["hyperdrive"]].fixed_actions
        done = ["Hyperdrive fixed" if view["fixed"] else "Hyperdrive still broken"]
        done += [reports.WIN_DONE.get(k, k) for k in steps if k in view["completed"]]
        if self.game.result is not None and self.game.result.won:
            done.append("Flew the Tempus home")
        loops = [f"Loop {lp.number}: {len(lp.draws)} disaster(s) drawn. {lp.ended}".strip()
                 for lp in self.timeline()]
        return [("What the crew achieved", done), ("The loops", loops)]

    def describe_suggestion(self, action) -> str:
        return suggestion.say(action, self.game)

    # ------------------------------------------------------------------ controls
    def build_controls(self) -> None:
        self.panel_buttons = []
        self.disabled = []
        self.panel_reasons = []
        game = self.game
        vp = self.vp
        lw, _ = vp.logical_size
        self.button(vp.rect(lw - 480, 6, 110, 44), "Discards" if self.report != "discard"
                    else "Close", lambda: self.open_report("discard"),
                    "The Damage Report: browse the Disaster Discard Pile (the whole pile once "
                    "the Damage Report action was taken this round).", object_id="@small_button")
        self.button(vp.rect(lw - 360, 6, 110, 44), "Timeline" if self.report != "timeline"
                    else "Close", lambda: self.open_report("timeline"),
                    "What each loop revealed: every disaster drawn, round by round.",
                    object_id="@small_button")
        if self.report is not None:
            return
        if game.is_over or not self.my_turn() or self.looking_back is not None:
            return
        kind = self.pending_kind()
        if kind == "turn":
            self._turn_controls()
        elif kind == "choose_first_player":
            firsts = [a for a in game.legal_actions() if isinstance(a, A.ChooseFirst)]
            items = [(f"{game.crew_name(a.seat)} first", lambda a=a: self.play(a),
                      f"{game.crew_name(a.seat)} takes the first turn; the others follow in "
                      "seat order.") for a in firsts]
            if not self._panel_fits(items):  # five crew: two columns, the names they go by
                items = [(f"{short_name(game.crew_name(a.seat))} first", cb, tip)
                         for a, (_, cb, tip) in zip(firsts, items, strict=True)]
            self._panel_buttons(items)
        elif kind == "discard_equipment":
            items = []
            for a in game.legal_actions():
                if isinstance(a, A.Discard):
                    items.append((f"{game.item_name(a.item)} ({short_name(game.crew_name(a.seat))})",
                                  lambda a=a: self.play(a), "Back to the supply (or drag the "
                                  "item onto the supply)."))
            self._panel_buttons(items)
        elif kind == "security_room":
            self._panel_buttons([("Done switching doors", lambda: self.play(A.SecurityDone()),
                                  "Finish the Security Room action.")])

    def _panel_grid(self, n: int) -> tuple[int, float]:
        """Columns and button width for `n` buttons in the action panel."""
        _, y, w, h = self.action_panel_rect()
        rows = max(1, int((h - 26) // (BUTTON_H + 4)))
        cols = max(1, -(-n // rows))
        return cols, (w - 16 - 6 * (cols - 1)) / cols

    def _panel_fits(self, items: list[tuple[str, object, str]]) -> bool:
        _, bw = self._panel_grid(len(items))
        return all(self.label_w(label) <= bw for label, _, _ in items)

    def _panel_buttons(self, items: list[tuple[str, object, str]]) -> None:
        x, y, w, h = self.action_panel_rect()
        vp = self.vp
        top = y + 26
        cols, bw = self._panel_grid(len(items))
        for i, (label, cb, tip) in enumerate(items):
            r, c = divmod(i, cols)
            self.button(vp.rect(x + 8 + c * (bw + 6), top + r * (BUTTON_H + 4), bw, BUTTON_H),
                        label, cb, tip, object_id="@small_button")

    def _turn_controls(self) -> None:
        game, vp = self.game, self.vp
        seat = moves.acting_seat(game)
        name = short_name(game.crew_name(seat))
        x, y, w, h = end_turn_rect(vp.logical_size, self.players)
        self.end_btn = self.button(vp.rect(x, y, w, h), f"End {name}'s turn", self.end_turn,
                                   "Finish this crew member's turn (unused movement and action "
                                   "are lost).")
        if self.trade is not None:
            self._trade_controls()
            return
        # Board actions, in the panel: a button each, or what stops it, in words.
        px, py, pw, ph = self.action_panel_rect()
        by = py + 26
        self.panel_buttons = moves.board_buttons(game, seat)
        widest = max((self.label_w(b.label + "...") for b in self.panel_buttons), default=0)
        bw = min(pw - 16, max(110.0, widest))
        for b in self.panel_buttons:
            if b.enabled:
                self._action_button(vp.rect(px + 8, by, bw, BUTTON_H), b, None)
                by += BUTTON_H + 4
                continue
            why = b.reason or "Not possible now."
            room = int((py + ph - 4 - by) // LINE)
            lines = panels.lines_in(f"{b.label}: {why}", vp.px(TEXT), vp.px(pw - 16),
                                    min(2, room))
            if lines:
                rect = vp.rect(px + 8, by, pw - 16, len(lines) * LINE)
                self.panel_reasons.append((rect, "\n".join(lines)))
                self.disabled.append((rect, f"{b.label}: {why}"))
                by += len(lines) * LINE + 4
        # Item and ability buttons, on the acting crew member's sheet.
        sx, sy, sw, sh = self.sheet_layout[seat]
        specs = self.sheet_buttons
        per_row = self.sheet_per_row
        rows = -(-len(specs) // per_row)
        bw = (sw - 24 - 4 * (per_row - 1)) / per_row
        for i, b in enumerate(specs):
            r, c = divmod(i, per_row)
            y = sy + sh - (rows - r) * BUTTON_ROW
            self._action_button(vp.rect(sx + 12 + c * (bw + 4), y, bw, BUTTON_H), b, None)

    def _trade_controls(self) -> None:
        """The action panel while a trade is put together: what goes each way, why it
        cannot be made yet (if so), Trade and Cancel."""
        game, vp, trade = self.game, self.vp, self.trade
        px, py, pw, ph = self.action_panel_rect()
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
        self.panel_reasons.append((vp.rect(px + 8, py + 26, pw - 16, len(lines) * LINE),
                                   "\n".join(lines)))
        bw = (pw - 22) / 2
        self.button(vp.rect(px + 8, bottom, bw, BUTTON_H), "Trade", self.make_trade,
                    "Make the exchange: one action, however many items.",
                    object_id="@small_button", enabled=why is None)
        if why is not None:
            self.disabled.append((vp.rect(px + 8, bottom, bw, BUTTON_H), why))
        self.button(vp.rect(px + 14 + bw, bottom, bw, BUTTON_H), "Cancel", self.cancel_trade,
                    "Put the trade aside (Esc): nothing changes hands.",
                    object_id="@small_button")

    def _sheet_specs(self) -> list[moves.ActionButton]:
        """The acting crew member's own buttons: stand up, item actions, their ability, a
        trade with someone in their space."""
        game = self.game
        seat = moves.acting_seat(game)
        specs: list[moves.ActionButton] = []
        if self.view["crew"][seat]["down"]:
            specs.append(moves.stand_button(game))
        labels = self.content.deck.item_labels
        for uid in game.items_of(seat):
            t = game.item_type(uid)
            specs += moves.item_buttons(game, seat, uid, labels.get(t.id, t.name))
        ability = moves.ability_button(game, seat)
        if ability is not None:
            specs.append(ability)
        trade = trading.button(game, seat)  # on the sheet: the board's panel may be full
        if trade is not None:
            specs.append(trade)
        return specs

    def _action_button(self, rect: pygame.Rect, b: moves.ActionButton, reasons) -> None:
        label = b.label + ("..." if b.target_kind and b.enabled else "")
        if self.armed is not None and self.armed.label == b.label:
            label = "Pick a target"
        self.button(rect, label, lambda b=b: self.press(b), b.tooltip, object_id="@small_button",
                    enabled=b.enabled)
        if not b.enabled:
            why = b.reason or "Not possible now."
            self.disabled.append((rect, why))
            if reasons is not None:
                reasons.append((rect, why))

    def _strip_tooltip(self, pos) -> str | None:
        if self.report is not None:
            return None
        return panels.strip_tooltip(self.vp, pos, self.shown_view(), self.content)

    def _sheet_tooltip(self, pos) -> str | None:
        """A crew member's sheet in full (a short sheet leaves out the ability)."""
        for seat, rect in self.sheet_layout.items():
            if self.vp.rect(*rect).collidepoint(pos):
                c = self.shown_view()["crew"][seat]
                ch = self.content.characters[c["char"]]
                return (f"{ch.name}: {c['wounds']} of {ch.wounds} wounds. {ch.ability_text}")
        return None

    def _button_reason_at(self, pos) -> str | None:
        for rect, why in self.disabled:
            if rect.collidepoint(pos):
                return why
        return None

    # ------------------------------------------------------------------ text
    def headline(self) -> tuple[str, str]:
        game = self.game
        if game.is_over:
            return game.result.text, ""
        pending = game.pending
        seat = pending.seat
        crew = game.crew_name(seat)
        who = self.names[seat] if seat < len(self.names) else ""
        by = f" ({who}{', bot' if self.session.is_bot_turn() else ''})"
        if self.looking_back is not None:
            return (f"Earlier, after: {self.looking_back.text}",
                    "Click the board or press Esc to return to now.")
        if self.playing:
            return (self.last_shown, "Watching the move: Pause (Space), Step (Right arrow), "
                    "Skip (End).")
        if pending.kind == "turn":
            t = self.view["t"]
            left = 0 if t[3] else t[0]
            action = "action used" if t[1] else "action ready"
            head = f"{crew}{by}: {left} movement left, {action}"
            if self.session.is_bot_turn():
                return head, "The bot is taking its turn."
            if self.armed is not None:
                return head, f"{self.armed.label}: click a lit target, or Esc to cancel."
            if self.trade is not None:
                return head, "Click items on both sheets to mark them, then Trade; Esc cancels."
            return head, ("Drag the standee to move, items to take, drop or trade; click "
                          "a door to lock it.")
        if pending.kind == "choose_first_player":
            return f"Round {self.view['round']}: {FIRST_PROMPT}", f"{who} decides for the crew."
        if pending.kind == "discard_equipment":
            return ("Disaster: the crew must discard an Equipment item",
                    "Pick it in the panel, or drag it from a sheet onto the supply.")
        if pending.kind == "security_room":
            return (f"{crew}{by}: Security Room", f"Click up to {self.view['security'][0]} "
                    "more interior doors to switch them, then Done.")
        return f"{crew}{by}", pending.prompt

    def turn_line(self) -> str:
        t = self.view["t"]
        left = 0 if t[3] else t[0]
        return f"{left} move{'s' if left != 1 else ''}" + (", action ready" if not t[1] else "")

    # ------------------------------------------------------------------ drawing
    def _targets(self) -> set[str]:
        if self.armed is None or self.armed.target_kind != "space":
            return set()
        return set(self.armed.targets)

    def _frame_key_now(self) -> tuple:
        drag = self.drag
        return (self._version, self.deck.table.signature(), drag.state,
                id(drag.payload) if drag.payload is not None else 0,
                self.vp.size, id(self.looking_back), self.session.autosave_error, self.report)

    def repaint(self) -> None:
        """Forget every cached layer: the next draw paints the whole table from the state,
        as after a move (the benchmark's full frame)."""
        self._frame_key = None
        self.deck.table.show()

    def draw(self, surface: pygame.Surface) -> None:
        key = self._frame_key_now()
        table = self.deck.table
        if self._frame is None or self._frame.get_size() != surface.get_size():
            self._frame = pygame.Surface(surface.get_size()).convert() \
                if pygame.display.get_surface() is not None else pygame.Surface(surface.get_size())
            self._frame_key = None
        if key != self._frame_key:
            self._paint(self._frame)
            self._frame_key = key
        elif self.log.needs_redraw:
            self.log.draw(self._frame)
        surface.blit(self._frame, (0, 0))
        for flight in table.flights:  # counters on their way: over the cached frame
            size, rect = flight.frame()
            surface.blit(counter_surface(flight.counter, size), rect)
        if self.looking_back is None:
            self.playback.draw(surface, self.vp)
        self.drag.draw(surface)
        self.draw_front(surface, skip=(self.log,))

    def _paint(self, surf: pygame.Surface) -> None:
        vp = self.vp
        view = self.shown_view()
        table = self.deck.table
        flights, table.flights = table.flights, []  # drawn per frame over the cache
        try:
            table.draw(surf)
        finally:
            table.flights = flights
        costs = None
        drag = self.drag
        if drag.dragging and drag.payload is not None and drag.payload.top.kind == "crew":
            costs = {sid: r.label for sid, r in self.reach.items()}
        focus = None
        seat = moves.acting_seat(self.game)
        if seat is not None and self.looking_back is None and not self.playing:
            focus = view["crew"][seat]["at"]
        self.deck.draw_overlays(surf, vp, view, costs, self._targets(), focus)
        self._paint_panels(surf, view, seat)
        if self.report == "discard":
            n = reports.draw_discard(surf, vp, vp.rect(*DECK_AREA), view, self.content,
                                     self.players, self.report_first)
            self.report_first = min(self.report_first, max(0, n - 1))
        elif self.report == "timeline":
            n = reports.draw_timeline(surf, vp, vp.rect(*DECK_AREA), self.timeline(),
                                      self.content, self.report_first)
            self.report_first = min(self.report_first, max(0, n - 1))
        head, prompt = self.headline()
        lw, _ = vp.logical_size
        panels.draw_top(surf, vp, view, head, prompt, vp.px(lw - 490))
        self.log.draw(surf)

    def _paint_panels(self, surf: pygame.Surface, view: dict, seat: int | None) -> None:
        vp, content = self.vp, self.content
        panels.draw_shields(surf, vp, view, content.ship.shields_start)
        steps = tuple(k for k in content.hyperdrives[view["hyperdrive"]].fixed_actions
                      if k != "fly_home")
        panels.draw_completion(surf, vp, view, steps)
        panels.draw_hyperdrive(surf, vp, view, content)
        panels.draw_piles(surf, vp, view, content)
        panels.draw_supply(surf, vp, view, content,
                           self.my_turn() and self.pending_kind() == "discard_equipment")
        crew_pending = self.pending_kind() == "turn" and not self.playing
        for s, rect in self.sheet_layout.items():
            who = self.names[s] if s < len(self.names) else ""
            if s < len(self.session.seats) and self.session.seats[s].is_bot:
                who += " (bot)"
            acting = crew_pending and s == seat and self.looking_back is None
            rows = -(-len(self.sheet_buttons) // self.sheet_per_row) if acting else 0
            panels.draw_sheet(surf, vp, rect, s, view, content, who, acting,
                              self.turn_line() if acting else "",
                              panels.slot_rects(self.deck.table, s, self.slots[s]),
                              rows * BUTTON_ROW)
        self.deck.draw_sheet_counters(surf, self.trade.marked if self.trade else frozenset())
        if self.my_turn() and self.looking_back is None and not self.game.is_over \
                and not self.playing:
            kind = self.pending_kind()
            title = ""
            if kind == "turn" and seat is not None and self.trade is not None:
                title = f"Trade with {self.game.crew_name(self.trade.partner)}"
            elif kind == "turn" and seat is not None:
                here = view["crew"][seat]["at"]
                title = f"Actions in {content.ship.name(here)}" if here else ""
            elif kind == "choose_first_player":
                title = FIRST_PROMPT
            elif kind == "discard_equipment":
                title = "Discard one Equipment item"
            elif kind == "security_room":
                title = f"Security Room: {view['security'][0]} door(s) left"
            if title:
                empty = ""
                if kind == "turn" and not self.panel_buttons and self.trade is None:
                    empty = ("No board action here. Drag the standee to move, drag items, "
                             "click doors; End turn when done.")
                panels.draw_action_panel(surf, vp, self.action_panel_rect(), title,
                                         self.panel_reasons, empty)

    # ------------------------------------------------------------------ per frame
    def animate(self, dt: float) -> bool:
        table = self.deck.table
        moving = bool(table.flights) or self.playback.active
        table.update(dt)
        self.playback.update(dt)
        self.drag.update(dt)
        return moving or self.drag.needs_redraw

    @property
    def animating(self) -> bool:
        return bool(self.deck.table.flights) or self.playback.active

