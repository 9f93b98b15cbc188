"""The Trouble on the Tempus table: the drawn deck, the crew sheets, and every turn by direct
manipulation.

A TableScene (game/ui/table_scene.py owns the session, bots, log, undo, keys and pause).
This class is the glue between the base and the table's parts: it keeps the display model
(the public view the board is drawn from, moved along by `playback.py`), lays out the deck
and sheets (`layout.py`), wires the drag to the engine's lookup (`choices.py`), and hands the
buttons to `controls.py` and the painting to `drawing.py`:

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

import pygame

from game.engines.common.errors import RuleError
from game.engines.common.plain import plain_copy
from game.engines.tempus import actions as A
from game.engines.tempus.gestures import pick_reason
from game.scenes.tempus import (
    choices,
    controls,
    drawing,
    panels,
    playback,
    reports,
    suggestion,
    trading,
)
from game.scenes.tempus.board import DeckView, place_of
from game.scenes.tempus.layout import (
    BUTTONS_PER_ROW,
    active_sheet_h,
    log_rect,
    places,
    sheet_rects,
)
from game.session import GameSession
from game.ui.board import DragController, Zone
from game.ui.board.gesture import refusal
from game.ui.table.frame_cache import FrameCache
from game.ui.table_scene import TableScene
from game.ui.units import Viewport


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
        self.display = plain_copy(self.view)  # what the board shows (playback moves it)
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
        self.drags.add(self.drag.gesture)  # the deck is drawn by the table, not a widget
        self.suggestions.on_shown = lambda action: controls.open_suggested_trade(self, action)
        # The drag is the board's own gesture: it gets the input the shared furniture left
        # (board_event) and is drawn with the board, not as a widget of the shared group.
        self.tooltips.add(lambda pos: controls.reason_at(self, pos))
        self.tooltips.add(lambda pos: self.deck.token_tooltip(pos, self.shown_view()))
        self.tooltips.add(self.deck.table)
        self.tooltips.add(lambda pos: drawing.strip_tooltip(self, pos))
        self.tooltips.add(lambda pos: drawing.sheet_tooltip(self, pos))
        self.reach: dict[str, choices.Reach] = {}
        self.armed: choices.ActionButton | None = None
        self.pick_toast = None  # the "click a lit target" instruction while armed
        self.trade: trading.TradeDraft | None = None  # a trade being put together
        self.disabled: list[tuple[pygame.Rect, str]] = []  # (button rect, reason)
        self.panel_reasons: list[tuple[pygame.Rect, str]] = []  # a disabled board action
        self.panel_buttons: list[choices.ActionButton] = []
        self.frame = FrameCache()
        self.version = 0  # bumped whenever what the board shows changed
        self.sheet_buttons: list[choices.ActionButton] = []
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
        seat = choices.acting_seat(self.game)
        width = sheet_rects(self.vp.logical_size, n, seat)[0][2] - 24 if n else 0
        self.sheet_per_row = controls.per_row(self, self.sheet_buttons, width)
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
        self.deck.fit(viewport)
        self.deck.relayout(viewport)
        self._layout_sheets()
        self.drag.relayout(viewport)
        self.frame = FrameCache()  # a new size or scale: a new layer, painted afresh
        self.version += 1

    def action_panel_rect(self) -> tuple[float, float, float, float]:
        x, y, w, h = self.content.deck.panel
        px, py = self.deck.geo.point(x, y)
        u = self.deck.geo.unit
        return (px + 4, py + 2, w * u - 8, h * u - 4)

    # ------------------------------------------------------------------ state
    def sync(self) -> None:
        game = self.game
        self.view = game.public_view()
        if not self.pacer.playing:
            self.display = plain_copy(self.view)
            self._after.clear()
            self.playback.finish()
        turn = self.privacy.my_turn() and self.session.pending_kind() == "turn"
        self.reach = choices.reachable(game) if turn and self.looking_back is None else {}
        if not turn:
            self.armed = None
            self.trade = None
        self.sheet_buttons = controls.sheet_specs(self) if turn and self.looking_back is None \
            else []
        self._layout_sheets()
        if self.looking_back is None:
            self.deck.sync(self.display, game, animate=not self.pacer.instant)
        self.drag.enabled = self.privacy.my_turn() and self.looking_back is None \
            and not game.is_over and not self.pacer.playing and self.report is None
        self.version += 1

    def snapshot(self) -> dict:
        """Look-back after an event: the display model as that event left it (the engine's
        view when moves are not played back)."""
        return self.game.public_view() if self.pacer.instant else plain_copy(self.display)

    def look_back(self, entry) -> None:
        super().look_back(entry)
        shown = self.looking_back.snapshot if self.looking_back is not None else self.display
        self.deck.sync(shown, self.game)
        self.drag.enabled = self.looking_back is None and self.privacy.my_turn()
        self.armed = None
        self.trade = None
        self.version += 1

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
        self.version += 1
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
        return self.vp.rect(*places(self.vp.logical_size).shields)

    def hyperdrive_px(self) -> pygame.Rect:
        return self.vp.rect(*places(self.vp.logical_size).hyperdrive)

    def completion_px(self) -> pygame.Rect:
        return self.vp.rect(*places(self.vp.logical_size).completion)

    def deck_px(self) -> pygame.Rect:
        return self.vp.rect(*places(self.vp.logical_size).deck_area)

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
        if not self.privacy.my_turn():
            return "Wait: it is not a person's turn."
        return pick_reason(self.game, self.game.pending.seat, payload.top.id)

    def _accepts(self, payload, zone: Zone) -> str | None:
        if (zone.data or {}).get("door"):
            return "Drop it inside a room, not on a doorway."
        return refusal(lambda: choices.find_drop(self.game, payload.top.id, place_of(payload.source),
                                               place_of(zone), self.reach))

    def _on_drop(self, payload, zone: Zone) -> None:
        steps = choices.find_drop(self.game, payload.top.id, place_of(payload.source),
                                place_of(zone), self.reach)
        for action in steps:
            self.commit(action)

    def _on_counter_click(self, counter, zone: Zone, button: int) -> None:
        if not self.privacy.my_turn() or button != 1:
            return
        kind = self.session.pending_kind()
        if counter.kind == "crew":
            seat = counter.data
            if self.armed is not None and self.armed.target_kind == "crew":
                controls.fire_target(self, f"crew:{seat}")
            elif kind == "turn" and seat == choices.acting_seat(self.game) \
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
        if not self.privacy.my_turn() or button != 1:
            return
        door = (zone.data or {}).get("door")
        if door is not None:
            try:
                action = choices.door_action(self.game, door)
            except RuleError as exc:
                self.refuse(str(exc))
                return
            self.play(action)
            return
        place = place_of(zone)
        if self.armed is not None:
            controls.fire_target(self, place)

    def press(self, button: choices.ActionButton) -> None:
        """A board, item or ability button: play it, or light its targets to pick one."""
        controls.press(self, button)

    def on_escape(self) -> bool:
        if self.report is not None:
            self.open_report(None)
            return True
        if self.armed is not None:
            self.armed = None
            self.refresh()
            return True
        if self.trade is not None:
            controls.cancel_trade(self)
            return True
        return False

    def board_event(self, event: pygame.event.Event) -> bool:
        if self.report is not None and event.type == pygame.MOUSEWHEEL:
            self.report_first = max(0, self.report_first - event.y)
            self.version += 1
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
    def end_screen(self):
        return self.ending.screen(figures=self._end_figures(), sections=self._end_sections())

    def _end_figures(self) -> list[tuple[str, str]]:
        view = self.view
        alive = sum(1 for c in view["crew"] if not c["dead"])
        return [("Rounds", str(view["round"])), ("Time Jumps", str(view["loops"])),
                ("Crew alive", f"{alive}/{len(view['crew'])}"),
                ("Hyperdrive", "fixed" if view["fixed"] else "broken")]

    def _end_sections(self) -> list[tuple[str, list[str]]]:
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

    def describe_suggested(self, found) -> str:
        if found.plan is not None:
            return suggestion.say_plan(found.plan, self.game)
        first = self.describe_suggestion(found.action)
        return f"{first.rstrip('.')}: {found.why}" if found.why else first

    # ------------------------------------------------------------------ controls
    def build_controls(self) -> None:
        controls.build(self)

    # ------------------------------------------------------------------ drawing
    def headline(self) -> tuple[str, str]:
        return drawing.headline(self)

    def repaint(self) -> None:
        """Forget every cached layer: the next draw paints the whole table from the state,
        as after a move (the benchmark's full frame)."""
        drawing.repaint(self)

    def draw(self, surface: pygame.Surface) -> None:
        drawing.draw(self, surface)

    def decision_rects(self) -> list[pygame.Rect]:
        return drawing.decision_rects(self)

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

