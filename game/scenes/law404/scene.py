"""The 404: Law Not Found table: the ship drawn from data, every counter on it, and every
decision by direct manipulation.

A TableScene (game/ui/table_scene.py owns the session, pass-the-device gate, bots, log,
undo, playback, keys and pause); this class lays out the ship, the robot boards and the
decision band, and turns gestures into actions found in `legal_actions()` (choices.py):

- pick up / put down: drag counters between zones and your robot (its mini or its stack);
- doors, shove targets, steals, rooms, rearranging: click the lit board element, or Tab
  through the choices and press Enter; the same choices are buttons in the band;
- the directive draft and programming: the seat's own cards in the band (program.py),
  drawn only for the seat the gate revealed.

While a move plays, the board shows its display model (`shown` and the table's stacks,
moved by playback.py); `sync()` puts it back in step with the engine afterwards.
"""

from __future__ import annotations

import re

import pygame

from game.engines.common.errors import RuleError
from game.engines.common.plain import plain_copy
from game.engines.law404 import actions as A
from game.engines.law404.setup import DRAFT_HAND
from game.scenes.law404 import choices, ending, text
from game.scenes.law404.board import ShipBoard
from game.scenes.law404.cards import directive_card, directive_face
from game.scenes.law404.drawing import ShipDrawing
from game.scenes.law404.layout import (
    BUTTON_H,
    CHOICES_SHARE,
    CHOICES_TOP,
    choice_grid,
    screen_regions,
    side_width,
)
from game.scenes.law404.names import YOU, Printed, speak_to_you
from game.scenes.law404.panels import SidePanels
from game.scenes.law404.playback import Playback
from game.scenes.law404.program import ProgramPanel
from game.scenes.law404.rearrange import RearrangeStrip
from game.session import GameSession
from game.ui.board import DragController
from game.ui.board.gesture import refusal
from game.ui.hand import Hand
from game.ui.table.frame_cache import FrameCache
from game.ui.table_scene import TableScene

DRAFT_CARD = (164.0, 160.0)
"""A draft card (logical): every directive's whole condition at 14 px under a one- or
two-line name, at any window size and UI scale (the band's 196 units hold it lifted)."""
SMALL = "@small_button"
ROBOT_WORD = r"\b[Rr]obot (\d)\b"


class Law404Scene(ShipDrawing, TableScene):
    LOG_TITLE = "Log: click to look back"
    SUGGESTS = True
    TOAST_BOTTOM = 62.0  # above the action panel's row of buttons

    def __init__(self, app, session: GameSession):
        super().__init__(app, session)
        game = session.game
        self.content = game.content
        info = game.board_info()
        self.door_info = info["doors"]
        self.door_rooms = {d["id"]: tuple(d["rooms"]) for d in self.door_info}
        self.view: dict = {}
        self.shown: dict = {}
        self.private: dict | None = None
        self.options: list[choices.Option] = []
        self.focus = -1
        self.acting_seat: int | None = None
        self.sides = SidePanels(self.printed)
        self.frame = FrameCache()
        self._version = 0
        self._synced = False
        self.ship: ShipBoard | None = None
        self._make_board()
        self.tooltips.add(self.sides)
        self.tooltips.add(self._door_tooltip)

    # ------------------------------------------------------------------ layout
    def regions(self):
        lw, lh = self.vp.logical_size
        game = self.session.game  # also asked for the log's place, before __init__ ran
        drawing = game.content.drawings[game.setup.layout]
        return screen_regions(lw, lh, game.players, drawing.size[0] / drawing.size[1],
                              self.event_lines(side_width(lw)))

    def log_rect(self) -> tuple[float, float, float, float]:
        return self.regions().log

    def draft_right(self) -> float:
        """Logical x where the draft's cards end (the kept list and Keep stand after)."""
        bx, _by, _bw, _bh = self.reg.band
        return bx + 8 + DRAFT_HAND * (DRAFT_CARD[0] + 8)

    def _make_board(self) -> None:
        """(Re)build the ship, its drag controller and the band's widgets."""
        vp = self.vp
        regions = self.regions()
        self.reg = regions
        for old in ("drag", "program", "draft", "rearrange"):
            widget = getattr(self, old, None)
            if widget is not None:
                self.widgets.remove(widget)
                self.tooltips.remove(widget)
        if self.ship is not None:
            self.tooltips.remove(self.ship.table)
        self.ship = ShipBoard(vp, self.content, self.game.setup.layout, self.printed,
                              regions.board, regions.robots)
        self.playback = Playback(self.ship, self.content)
        bx, by, bw, bh = regions.band
        self.draft = Hand(vp, (bx + 4, by + 2, self.draft_right() - bx - 8, bh - 4),
                          owner_seat=0, gate=self.gate, card_size=DRAFT_CARD,
                          on_click=self._draft_click, toasts=self.toasts,
                          face=self._directive_face)
        self.program = ProgramPanel(vp, (bx, by, bw, bh - BUTTON_H - 6), self.printed,
                                    self.gate, on_change=self._program_changed,
                                    toasts=self.toasts)
        self.rearrange = RearrangeStrip(vp, (bx, by + 4, bw * CHOICES_SHARE, 80),
                                        toasts=self.toasts)
        if self.suggestions is not None:  # a suggested card is ringed in the hand
            self.suggestions.on_shown = self._ring_suggested
        self.drag = DragController(self.ship.table, self._drop_reason, self._drop,
                                   toasts=self.toasts, move_on_drop=False,
                                   can_pick=self._can_pick,
                                   occluders=[self.log, self.program, self.draft,
                                              self.rearrange])
        self.drag.enabled = False
        self.widgets.add_behind(self.rearrange)
        self.widgets.add_behind(self.draft)
        self.widgets.add_behind(self.program)
        self.widgets.add_behind(self.drag)
        self.tooltips.add(self.program)
        self.tooltips.add(self.draft)
        self.tooltips.add(self.rearrange)
        self.tooltips.add(self.ship.table)
        self.frame.forget()
        if self.shown:
            self.ship.sync(self.shown, self.names)

    def _directive_face(self, card, size, face_up=None):
        """The draft's cards: the table's directive face, its text at 14 px on a card
        shown at its size and in proportion on the larger hover zoom."""
        vp = self.vp
        base = vp.px(text.MIN)
        return directive_face(card, size, face_up,
                              max(base, round(base * size[1] / max(1, vp.px(DRAFT_CARD[1])))))

    def relayout_board(self, viewport) -> None:
        self._make_board()
        self._synced = False
        self.sync()

    # ------------------------------------------------------------------ names
    @property
    def printed(self) -> Printed:
        """Printed names for this game (made on first use: the base class names log lines
        while a loaded game's log is rebuilt, before this table's own set-up)."""
        found = self.__dict__.get("_printed")
        if found is None:
            game = self.session.game
            found = self.__dict__["_printed"] = Printed(game.content, game.setup.layout)
        return found

    def named(self, text: str) -> str:
        """Engine sentences name robots by seat number and may carry ids: the table says
        the seat's name and the printed name of every place and thing."""
        text = self.printed.scrub(super().named(text))
        text = re.sub(ROBOT_WORD, lambda m: self.session.seat_name(int(m.group(1)) - 1), text)
        return speak_to_you(text) if YOU in self.names else text

    def seat_label(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Robot {seat + 1}"

    # ------------------------------------------------------------------ state
    def sync(self) -> None:
        game = self.game
        seat = self.privacy.viewing_seat()
        view = game.view_for(seat) if seat is not None else game.public_view()
        private = view.pop("private")
        self.private = private if seat is not None else None
        self.view = view
        if self.looking_back is not None:
            self._show(self.looking_back.snapshot)
        else:
            self._show(view, animate=self._synced and not self.pacer.instant)
        self._synced = True
        pending = game.pending
        self.acting_seat = pending.seat if pending is not None else None
        mine = self.privacy.my_turn() and not self.pacer.playing and self.looking_back is None
        kind = self.session.pending_kind()
        legal = game.legal_actions() if mine else []
        opts = choices.options(view, legal, self.printed, self.names, self.door_rooms) \
            if mine else []
        if [o.action for o in opts] != [o.action for o in self.options]:
            self.focus = -1
        self.options = opts
        if mine and kind == "program":
            self.program.show(seat, self.private["hand"], self.private["program"])
        else:
            self.program.hide()
        found = self.suggestions.current() if self.suggestions is not None else None
        self.program.suggested = found.action.card if found is not None and isinstance(
            found.action, A.ProgramCard) else None
        if mine and kind == "keep_directive":
            cards = [directive_card(d, self.printed) for d in self.private["draft_hand"]]
            keep = [c for c in self.draft.selected if c.data in self.private["draft_hand"]]
            self.draft.owner_seat = seat
            self.draft.set_cards(cards)
            for card in cards:
                if any(k.data == card.data for k in keep):
                    self.draft.select(card)
        else:
            self.draft.set_cards([])
        if mine and kind == "rearrange_place":
            sub = view["sub"]
            stack = self.ship.table.zones[sub["target"]].stack
            self.rearrange.show([c for c in stack if c.id in sub["remaining"]])
        else:
            self.rearrange.hide()
        # In the draft too: a counter grabbed then gets the reason it cannot move yet.
        self.drag.enabled = mine and kind in ("pickput", "keep_directive")
        self._version += 1

    def _show(self, view: dict, animate: bool = False) -> None:
        """The board shows `view` (public) from now on."""
        self.shown = plain_copy(view)
        self.playback.actor = None
        self.playback.banner = None
        self.ship.sync(self.shown, self.names, animate=animate)
        self._version += 1

    def snapshot(self) -> dict:
        """Look-back picture of the board as shown right now (the display model during a
        move's playback): public only, an independent copy."""
        shown = plain_copy(self.shown)
        shown.pop("private", None)
        table = self.ship.table
        for zone in shown.get("stacks", {}):
            if zone in table.zones:
                shown["stacks"][zone] = [c.id for c in reversed(list(table.zones[zone].stack))]
        for zone in table.zones.values():
            for c in zone.stack:
                if c.id in shown.get("alive", {}):
                    shown["alive"][c.id] = c.side == 0
        return shown

    def decision_is_private(self, seat: int) -> bool:
        """Only the draft, programming and reading the accurate chart show their maker
        something hidden; doors, shoves, pick-ups are made in full view."""
        pending = self.game.pending
        return pending is not None and pending.kind in ("keep_directive", "program", "chart")

    def look_back(self, entry) -> None:
        """The board as it was after a log line (None: back to now); nothing can be chosen
        on a picture of the past."""
        super().look_back(entry)
        self.refresh()

    # ------------------------------------------------------------------ moves
    def after_move(self, events) -> None:
        """A move was applied: its events are about to play, so the decision widgets go."""
        self.program.hide()
        self.rearrange.hide()
        self.draft.set_cards([])
        self.drag.enabled = False
        self.options = []
        self.focus = -1
        self._version += 1

    def after_undo(self) -> None:
        self.finish_events()

    def show_event(self, event) -> float:
        seconds = self.playback.show(event, self.shown, self.acting_seat)
        self._version += 1
        return seconds

    def finish_events(self) -> None:
        table = self.ship.table
        if table.flights:
            table.show(f.counter for f in table.flights)
            table.flights = []
        self.playback.actor = None
        self.playback.banner = None
        self._version += 1

    def animate(self, dt: float) -> bool:
        self.ship.table.update(dt)
        return self.ship.table.animating

    @property
    def animating(self) -> bool:
        return self.ship is not None and self.ship.table.animating

    # ------------------------------------------------------------------ drags (pick up / put down)
    def _drag_words(self, payload, zone=None) -> tuple[str, ...]:
        """The drag in the engine's vocabulary (engines/law404/gestures.py): the deepest
        counter lifted (a mini is its robot), where from and, if dropped, where to (a room's
        strip of minis is the room)."""
        piece = payload.counters[-1]
        places = [payload.source.id] + ([zone.id] if zone is not None else [])
        return (f"robot:{piece.data}" if piece.kind == "mini" else piece.id,
                *(p[len("minis:"):] if p.startswith("minis:") else p for p in places))

    def _deciding_seat(self) -> int:
        """The seat drags are asked for (the engine refuses them once the game is over)."""
        return self.acting_seat if self.acting_seat is not None else 0

    def _find_drop(self, payload, zone):
        try:
            return self.game.find_action(self._deciding_seat(), *self._drag_words(payload, zone))
        except RuleError as exc:
            raise RuleError(self.named(str(exc))) from None

    def _drop_reason(self, payload, zone) -> str | None:
        return refusal(lambda: self._find_drop(payload, zone))

    def _drop(self, payload, zone) -> None:
        self.commit(self._find_drop(payload, zone))

    def _can_pick(self, payload) -> str | None:
        reason = self.game.why_not_lift(self._deciding_seat(), *self._drag_words(payload))
        return None if reason is None else self.named(reason)

    # ------------------------------------------------------------------ clicks and keys
    def _targets_at(self, pos: tuple[int, int]) -> list[choices.Target]:
        ship = self.ship
        out: list[choices.Target] = []
        door = ship.door_at(pos)
        if door is not None:
            out.append(("door", door))
        hit = ship.table.counter_at(pos)
        if hit is not None:
            zone, depth = hit
            counter = zone.stack[depth]
            if zone.id.startswith("minis:"):
                out.append(("robot", counter.data))
            else:
                out.append(("item", counter.data))
        zone = ship.table.zone_at(pos)
        if zone is not None:
            if zone.id.startswith("minis:"):
                out.append(("room", zone.data))
            else:
                out.append(("zone", zone.id))
        room = ship.room_at(pos)
        if room is not None:
            out.append(("room", room))
        return out

    def click_board(self, pos: tuple[int, int]) -> bool:
        """A click on the board: the choice whose lit element is under the pointer."""
        if not self.options:
            return False
        targets = self._targets_at(pos)
        for target in targets:
            option = choices.for_target(self.options, target, self.shown.get("doors", {}))
            if option is not None:
                self.play(option.action)
                return True
        if targets and any(o.targets for o in self.options):
            self.refuse("That is not one of the choices: click a lit part of the board, or "
                        "use the buttons below the ship.")
            return True
        return False

    def board_event(self, event: pygame.event.Event) -> bool:
        if self.game.is_over or self.looking_back is not None:
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.privacy.my_turn():
            return self.click_board(event.pos)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if not self.privacy.my_turn():
            return False
        kind = self.session.pending_kind()
        enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if kind == "program":
            if self.program.key(event.key):
                return True
            if enter and self.program.complete:
                self.confirm_program()
                return True
            return False
        if kind == "keep_directive":
            cards = self.draft.cards
            if event.key == pygame.K_TAB and cards:
                now = self.draft.selected[0] if self.draft.selected else None
                i = cards.index(now) + 1 if now in cards else 0
                self.draft.select(cards[i % len(cards)])
                self.refresh()
                return True
            if enter:
                self.keep_directive()
                return True
            return False
        if event.key == pygame.K_TAB and self.options:
            back = bool(event.mod & pygame.KMOD_SHIFT)
            n = len(self.options)
            self.focus = (self.focus + (-1 if back else 1)) % n if self.focus >= 0 else \
                (n - 1 if back else 0)
            self._version += 1
            self.invalidate()
            return True
        if enter and 0 <= self.focus < len(self.options):
            self.play(self.options[self.focus].action)
            return True
        return False

    # ------------------------------------------------------------------ the band's actions
    def _draft_click(self, card, button: int) -> None:
        self.refresh()

    def keep_directive(self) -> None:
        if not self.draft.selected:
            self.refuse("Click the directive you want to keep first.")
            return
        self.play(A.KeepDirective(self.draft.selected[0].data))

    def _program_changed(self) -> None:
        self._version += 1
        self.refresh()

    def confirm_program(self) -> None:
        if not self.program.complete:
            self.refuse("Fill all three action slots first.")
            return
        seat = self.session.pending_seat()
        events = self._apply_each([A.ProgramCard(card, side)
                                   for card, side in self.program.program()])
        if events is None:
            return
        self.program.hide()
        self.pacer.show_move(events, seat)

    def use_chip(self) -> None:
        self.play(A.UseChip())

    def confirm_rearrange(self) -> None:
        """The new order, sent as the engine asks for it: the bottom item first."""
        order = self.rearrange.order()
        seat = self.session.pending_seat()
        events = self._apply_each([A.RearrangePlace(item)
                                   for item in list(reversed(order))[:-1]])
        if events is None:
            return
        self.rearrange.hide()
        self.pacer.show_move(events, seat)

    def _apply_each(self, actions: list) -> list | None:
        """Several engine decisions made by one press (a program's three cards, a stack's
        new order), their events together; None once one is refused (said, table re-read)."""
        events = []
        try:
            for action in actions:
                events += self.session.apply(action)
        except RuleError as exc:
            self.refuse(self.named(str(exc)))
            self.refresh()
            return None
        return events

    def reset_rearrange(self) -> None:
        self.rearrange.hide()
        self.refresh()

    # ------------------------------------------------------------------ buttons
    def build_controls(self) -> None:
        vp = self.vp
        bx, by, bw, bh = self.reg.band
        if not self.privacy.my_turn() or self.looking_back is not None:
            return
        kind = self.session.pending_kind()
        if kind == "program":
            y = by + bh - BUTTON_H
            items = []
            if A.UseChip() in self.game.legal_actions():
                chip = self.content.chips[self.view["chips"][self.acting_seat]["id"]]
                items.append((f"Use chip: {chip.name}", self.use_chip,
                              "Spend your chip now, before programming."))
            items += [("Clear slots", self.program.clear, "Take the cards back."),
                      ("Confirm program", self.confirm_program,
                       "Lock in the three cards (Enter). Nobody sees them until they are "
                       "revealed.")]
            w = min(200.0, (bw - 16 - 8 * (len(items) - 1)) / len(items))
            for i, (text, cb, tip) in enumerate(items):
                waiting = text == "Confirm program" and not self.program.complete
                if waiting:  # a greyed button says why on hover
                    filled = sum(slot is not None for slot in self.program.slots)
                    tip = (f"Fill all three Action slots first ({filled} of 3 filled): drag "
                           "a card from your hand onto each, or click it.")
                btn = self.button(vp.rect(bx + bw - (len(items) - i) * (w + 8), y, w, BUTTON_H),
                                  text, cb, tip, object_id=SMALL)
                if waiting:
                    btn.disable()
            return
        if kind == "keep_directive":
            left = self.draft_right() + 4
            tip = ("Keep the selected directive (Enter); the rest pass left."
                   if self.draft.selected else "Click one of the directive cards first: "
                   "this button keeps the one you chose.")
            btn = self.button(vp.rect(left, by + bh - BUTTON_H - 8, bx + bw - 10 - left,
                                      BUTTON_H), "Keep this directive", self.keep_directive,
                              tip, object_id=SMALL)
            if not self.draft.selected:
                btn.disable()
            return
        if kind == "rearrange_place":
            items = [("Reset", self.reset_rearrange, "Back to the order it has now."),
                     ("Confirm order", self.confirm_rearrange,
                      "Rearrange the stack into this order.")]
            for i, (text, cb, tip) in enumerate(items):
                self.button(vp.rect(bx + 8 + i * 196, by + bh - BUTTON_H - 6, 188, BUTTON_H),
                            text, cb, tip, object_id=SMALL)
            return
        if kind == "pickput" or not self.options:
            return
        per_row, w = choice_grid(bw, len(self.options), bh, self.widest_choice())
        for i, opt in enumerate(self.options):
            r, c = divmod(i, per_row)
            self.button(vp.rect(bx + 8 + c * (w + 8), by + CHOICES_TOP + r * (BUTTON_H + 6), w,
                                BUTTON_H), opt.label,
                        lambda a=opt.action: self.play(a), opt.help or None, object_id=SMALL)

    def end_screen(self):
        """The shared end screen with each robot's completed directives and their
        difficulty, every robot's directives revealed, and the rule or tie-break that
        decided it."""
        game, names, printed = self.game, self.names, self.printed
        end = self.ending.screen(
            figures=[(name, f"{n} done, {total}")
                     for name, n, total in ending.short_figures(game, names, printed)],
            sections=[("Every robot's directives", ending.details(game, names, printed))])
        end.reason = ending.reason(game, names, printed)
        return end

    def _ring_suggested(self, action) -> None:
        if isinstance(action, A.ProgramCard):
            self.program.suggested = action.card
            self.invalidate()

    def describe_suggested(self, found) -> str:
        """A suggested card with the whole program it belongs to and what that program
        does for the robot, or a follow-up choice with what it does for the rest of the
        turn (`game.bots.law404.why`)."""
        first = self.describe_suggestion(found.action)
        if not found.program:
            return f"{first.rstrip('.')}: {self.named(found.why)}" if found.why else first
        cards = self.content.action_cards

        def card(slot) -> str:
            c = cards[slot[0]]
            return f"card {c.priority} ({self.printed.action(c.top if slot[1] == 'top' else c.bottom)})"

        program = ", ".join(card(slot) for slot in found.program)
        why = f": {self.named(found.why)}" if found.why else "."
        return f"{first} The program: {program}{why}"

    def describe_suggestion(self, action) -> str:
        """A suggested action as the board names things: the directive, the numbered card
        and the side up, or the label of the choice's button."""
        if isinstance(action, A.KeepDirective):
            return f"keep {self.printed.directive(action.directive)}."
        seat = self.game.pending.seat
        view = self.game.view_for(seat)
        if isinstance(action, A.UseChip):
            chip = self.content.chips[view["chips"][seat]["id"]]
            return f"use your chip ({chip.name}) now."
        if isinstance(action, A.ProgramCard):
            card = self.content.action_cards[action.card]
            up = card.top if action.side == "top" else card.bottom
            slot = len(view["private"]["program"]) + 1
            return (f"card {card.priority} into Action {slot}, "
                    f"{self.printed.action(up)} upright.")
        opts = choices.options(view, [action], self.printed, self.names, self.door_rooms)
        if opts:
            return opts[0].label + "."
        return "the choice the board offers."  # every kind has a label; never an id

    # ------------------------------------------------------------------ prompt
    def prompt_text(self) -> str:
        game = self.game
        said = self.status_line()
        if said:
            return said
        if self.pacer.playing and not game.is_over:
            return "Watching the moves: Space pauses, Right shows the next step, End skips."
        if game.is_over or game.pending is None or self.session.is_bot_turn() \
                or self.gate.active or self.privacy.handing_to is not None:
            return self.named(super().prompt_text())
        who = self.seat_label(game.pending.seat)
        kind = game.pending.kind
        room = self.printed.room(self.view["room"][game.pending.seat]) if self.view else ""
        text = {
            "keep_directive": "choose a directive to keep (click it, then Keep); the rest "
                              "pass to the next robot.",
            "program": "drag three action cards into the slots (click one to turn it "
                       "over), then Confirm. Nobody else sees them.",
            "pickput": f"drag the top item (or two) of a zone in {room} onto your robot, or "
                       "the top of your stack onto a zone.",
            "rearrange": "click the lit zone (or your own stack) to rearrange it.",
            "rearrange_place": "drag the counters below into their new order, then Confirm "
                               "(or click the items on the board, bottom first).",
            "doors": f"open or close every door of {room}: click a lit door, or a button.",
            "door": "leave the door you came through open or closed: click it to change it, "
                    "or choose a button.",
            "shove": "click the robot to shove.",
            "shove_room": "click the room to shove that robot into.",
            "steal": "click an item the shoved robot carries to steal it, or take nothing.",
            "lathe": "choose what the nanolathe makes (it goes on top).",
            "revive": "click a room: its doors close and its dead rise (or no room).",
            "chart": "choose the events the ship flies into next.",
            "offer": "take one of the face-up directives; the other one you take is "
                     "discarded.",
        }.get(kind, game.pending.prompt)
        tail = ""
        if 0 <= self.focus < len(self.options):
            tail = f"  [Enter: {self.options[self.focus].label}]"
        elif self.options or kind in ("program", "keep_directive"):
            tail = "  (Or Tab, then Enter.)"
        return f"{who}: {text}{tail}"
