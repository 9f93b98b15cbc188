"""The Assembly table: the clock ring, the hand, the deck gauge, and every command by
direct manipulation.

A TableScene (game/ui/table_scene.py owns the session, gate, bots, log, undo, keys and
pause); this class lays out the ring and asks the engine what each gesture means
(`game.find_action` for a drag, `game.play_for` for a click or a button) and shows the
engine's sentence when it refuses. Privacy is structural: the hand is built from
`view_for(seat)["private"]` of the seat the pass-the-device gate revealed, never another's.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.engines.assembly import Choose, Draw, Game
from game.engines.assembly.gestures import ROLE
from game.engines.common.errors import RuleError
from game.profile import load_profile, save_profile
from game.scenes.assembly import art, controls, ending, hint, playback
from game.scenes.assembly import choices as C
from game.scenes.assembly.board import RingView
from game.scenes.assembly.drawing import TableDrawing
from game.scenes.assembly.gestures import RingInput
from game.scenes.assembly.layout import RingLayout
from game.scenes.assembly.panels import PanelLayout, panel_layout
from game.scenes.assembly.rotate_preview import RotatePreview, landing, single_landing
from game.session import GameSession
from game.setup_defaults import hints_remembered, remember_hints
from game.ui.board.gesture import refusal
from game.ui.cards import Card, card_surface
from game.ui.hand import Hand
from game.ui.table_scene import TableScene

CARD = (104.0, 146.0)
CARD_TEXT = {
    "deploy_lock": ("Deploy a module (roll the d12), or Lock 1-2 bays whose module matches "
                    "its blueprint."),
    "cw_rotate": "Rotate every unlocked module 1 or 2 bays clockwise.",
    "acw_rotate": "Rotate every unlocked module 1 or 2 bays anti-clockwise.",
    "either_rotate": "Rotate every unlocked module 1 or 2 bays, either way.",
    "swap": "Swap the positions of 2 unlocked modules.",
    "wild": "Any command: Deploy, Lock, Swap or Rotate.",
    "platform_hold": "Cover a bay: it counts as locked during a Rotate.",
}
#: The same, short enough to read on a card in the hand (the hover zoom shows the above).
CARD_SHORT = {
    "deploy_lock": "Deploy (roll), or lock 1-2 bays.",
    "cw_rotate": "Turn the ring 1-2 bays clockwise.",
    "acw_rotate": "Turn the ring 1-2 bays anti-clockwise.",
    "either_rotate": "Turn the ring 1-2 bays either way.",
    "swap": "Swap 2 unlocked modules.",
    "wild": "Any command.",
    "platform_hold": "Cover a bay during a Rotate.",
}
CARD_BAND = {"deploy_lock": "good", "cw_rotate": "machine_zone", "acw_rotate": "machine_zone",
             "either_rotate": "storage_zone", "swap": "seat_3", "wild": "accent",
             "platform_hold": "counter_back"}


class AssemblyScene(TableDrawing, TableScene):
    LOG_TITLE = "Log: click to look back"

    def __init__(self, app, session: GameSession):
        # Before the base lays out the panel (the log shares its room with the hints).
        self.hints_on = hints_remembered(app.home, session.game_id)
        super().__init__(app, session)
        game = session.game
        self.content = game.content
        vp = app.viewport
        self.scrambled: set[int] = set()  # bays whose blueprint the last refresh changed
        self._make_ring(vp)
        self.hand = self.widgets.add_behind(
            Hand(vp, self.panel.hand, owner_seat=0, gate=self.gate, multi_select=True,
                 card_size=CARD, on_click=self.on_card_click, toasts=self.toasts,
                 face=self.card_face))
        self.hand.in_layer = True  # painted in the table's layer (drawing._hand_part)
        for source in (self.hand, self.bay_tooltip, self.stack_tooltip, self.panel_tooltip,
                       self.hand_header_tooltip):
            self.tooltips.add(source)
        self.anims = playback.Animations()
        self.input = RingInput(self)
        self.drags.add(self.input.gesture)  # the ring is drawn by the table, not a widget
        self.rot: RotatePreview | None = None
        self.selected_bays: list[int] = []
        self.lockable: set[int] = set()
        self.actions: list = []
        self.asks: list = []  # the Inform questions among them (the caption reads it per frame)
        self.hints: list[hint.Hint] = []
        self.hint_ms = 0.0
        self.hint_worker = hint.HintWorker()
        self.hints_for: tuple | None = None  # the decision the hints (or the job) are for
        self.more_open = False
        self.more_items: dict[str, object] = {}
        self.more_list = None
        self.ask_seat = -1
        self.role_armed = False  # the next gesture uses this seat's role ability
        self.verifier_seat: int | None = None  # 3-4 players: who verifies (None: automatic)
        self.end: ending.EndSummary | None = None
        self.shown_seat: int | None = None
        self._cards: dict[str, Card] = {}
        self.hinted = load_profile(app.home).was_hinted(ending.game_key(game))
        if self.hints_on:  # remembered on: this game shows hints, so it used them
            self._mark_hinted()
        self.view = game.public_view()

    def panel_for(self, vp) -> PanelLayout:
        return panel_layout(vp.logical_size, self.session.game.setup.players,
                            getattr(self, "hints_on", False))

    def log_rect(self) -> tuple[float, float, float, float]:
        return self.panel_for(self.app.viewport).log

    def _make_ring(self, vp) -> None:
        self.panel = self.panel_for(vp)
        self.layout = RingLayout.for_area(vp, self.game.setup.double_ring,
                                          self.panel.ring_area)
        self.ring = RingView(self.layout, self.content, self.game.setup.malfunctions)

    def card_face(self, card: Card, size: tuple[int, int], face_up: bool | None = None):
        """A command card as the hand shows it: the command, then what it does, at a size
        that reads (the whole rule on the hover zoom)."""
        up = card.face_up if face_up is None else face_up
        kind = card.data
        if not up or kind not in CARD_TEXT:
            return card_surface(card, size, face_up=up)
        return art.command_card(card.title, CARD_TEXT[kind], CARD_SHORT[kind],
                                CARD_BAND.get(kind, "card_back"), tuple(size),
                                self.vp.px(14))

    # ------------------------------------------------------------------ state
    @property
    def game(self) -> Game:
        return self.session.game

    def can_touch_ring(self) -> bool:
        return self.privacy.my_turn() and not self.more_open and self.looking_back is None

    def role_name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        role = self.content.roles.get(self.view["roles"][seat])
        return role.name if role else ""

    def ability(self) -> str | None:
        """The revealed seat's role ability while it is unused, else None."""
        seat = self.shown_seat
        if seat is None or self.view["roles_used"][seat]:
            return None
        role = self.content.roles.get(self.view["roles"][seat])
        return role.ability if role else None

    def role_playable(self) -> bool:
        return any(getattr(a, "role", False) for a in self.actions)

    def armed(self, ability: str) -> bool:
        return self.role_armed and self.ability() == ability

    def toggle_role(self) -> None:
        self.role_armed = not self.role_armed
        if self.rot is not None and self.armed("rotate_three"):
            self.rot.steps = 3
        elif self.rot is not None and self.rot.steps == 3:
            self.rot.steps = 1
        self.refresh()

    def draggable(self, bay: int) -> bool:
        """A press here starts a swap drag: an unlocked module (or, for Alfie's armed
        ability, any unlocked blueprint)."""
        i = bay - 1
        if self.view["locked"][i]:
            return False
        return self.view["mod"][i] is not None or self.armed("swap_blueprints")

    def pay(self) -> dict:
        """What pays for a gesture's play: the selected cards, and the verifier chosen
        (3-4 players); the engine picks the rest as a player expects."""
        return {"using": tuple(self.selected_cards()), "verifier": self.verifier_seat}

    def seat(self) -> int:
        """The seat making the gestures: the revealed seat, whose turn it is."""
        if self.shown_seat is not None:
            return self.shown_seat
        pending = self.game.pending
        return pending.seat if pending else 0

    def cycle_verifier(self) -> None:
        seats = C.verifiers(self.actions)
        if seats:
            i = seats.index(self.verifier_seat) if self.verifier_seat in seats else -1
            self.verifier_seat = seats[(i + 1) % len(seats)]
            self.refresh()

    def selected_cards(self) -> list[str]:
        return [c.data for c in self.hand.selected]

    def sync(self) -> None:
        """Re-read the engine after any change: view, legal actions, hand, hints."""
        game = self.game
        self.shown_seat = self.privacy.viewing_seat()
        self.view = game.public_view()  # the board: public; the hand reads its own view
        self.actions = game.legal_actions() if self.privacy.my_turn() else []
        self.lockable = C.lockable_bays(self.actions)
        self.asks = C.askable(self.actions)
        self.selected_bays = [b for b in self.selected_bays if self.privacy.my_turn()]
        if not self.role_playable():
            self.role_armed = False
        asked = sorted({a.seat for a in self.asks})
        if asked and self.ask_seat not in asked:
            self.ask_seat = asked[0]
        if self.more_open:
            role, ability = self.role_name(self.shown_seat), self.ability() or ""
            plays = C.other_plays(self.actions, self.selected_bays)
            self.more_items = {f"{i + 1}. {C.describe(p, role, ability)}": p
                               for i, p in enumerate(plays)}
        self._sync_hand()
        if self.hints_on and self.privacy.my_turn() and not game.is_over:
            key = self._hint_key()
            if key != self.hints_for:  # a new decision: the old hints no longer apply
                self.hints, self.hints_for = [], key
                self.hint_worker.start(game, key, self.role_name(self.shown_seat),
                                       self.ability() or "", tuple(self.names))
        else:
            self.hints, self.hints_for = [], None
            self.hint_worker.cancel()

    def game_over(self) -> None:
        self.end = ending.record_result(self.app.home, self.game)
        super().game_over()

    def end_screen(self):
        won = self.game.result.won
        return self.ending.screen(
            "The ship launches: you escaped!" if won else "Out of oxygen: the deck ran out.",
            [("Score", str(self.end.score)), ("Rating", self.end.band)],
            ending.sections(self.end))

    def _sync_hand(self) -> None:
        seat = self.shown_seat
        if seat is None or self.game.is_over:
            self.hand.set_cards([])
            return
        view = self.game.view_for(seat)  # only the revealed seat's own hand is ever read
        cards = []
        for i, kind in enumerate(view["private"]["hand"]):
            cid = f"s{seat}-{i}-{kind}"
            card = self._cards.get(cid)
            if card is None:
                card = Card(cid, C.card_name(kind), CARD_TEXT.get(kind, ""), kind="Command",
                            colour=CARD_BAND.get(kind, "card_back"), tooltip=CARD_TEXT.get(
                                kind, ""), data=kind)
                self._cards[cid] = card
            cards.append(card)
        self.hand.owner_seat = seat
        self.hand.set_cards(cards)

    # ------------------------------------------------------------------ applying
    def after_move(self, events) -> None:
        if self.app.settings.animation_speed < 3:
            self.anims.add(playback.from_events(events))
        # self.view still shows the board before this move: mark what a scramble changed.
        self.scrambled = set()
        if any(e.kind == "scramble" for e in events):
            after = self.game.public_view()["bp"]
            self.scrambled = {i + 1 for i, (a, b) in enumerate(zip(self.view["bp"], after,
                                                                   strict=True)) if a != b}
        self.rot = None
        self.selected_bays = []
        self.more_open = False
        self.role_armed = False
        self.verifier_seat = None
        self.hand.clear_selection()

    def after_undo(self) -> None:
        self.anims.finish()
        self.rot = None

    def finish_events(self) -> None:
        self.anims.finish()  # Skip: the die and the slide land at once

    def _do(self, fn) -> bool:
        try:
            action = fn()
        except RuleError as exc:
            self.refuse(str(exc))
            return False
        return self.play(action)

    # ------------------------------------------------------------------ gestures
    def dragged_piece(self) -> str:
        """A drag moves a module; with Alfie's ability on, the blueprint under it."""
        return "blueprint" if self.armed("swap_blueprints") else "module"

    def swap_targets(self, bay: int) -> set[int]:
        pay = self.pay()
        return C.drop_targets(self.game, self.seat(), self.dragged_piece(), bay, pay["using"],
                              pay["verifier"])

    def drop_action(self, src: int, dst: int):
        """The legal play a drop of bay `src` on bay `dst` means; RuleError says why not."""
        pay = self.pay()
        return self.game.find_action(self.seat(), self.dragged_piece(), f"bay:{src}",
                                     f"bay:{dst}", pay["using"], pay["verifier"])

    def drop_module(self, src: int, dst: int) -> bool:
        return self._do(lambda: self.drop_action(src, dst))

    def stack_at(self, pos: tuple[int, int]) -> int | None:
        """The module stack (1-based) under `pos`, if any."""
        for i, r in enumerate(self.ring.stack_rects(len(self.view["stacks"]))):
            if r.collidepoint(pos):
                return i + 1
        return None

    def stack_drop_action(self, src: int, stack: int):
        """A module dropped on a module stack: exchange it with the top module (Oren's
        ability, or Re-Sequence's Swap option); RuleError says why not."""
        pay = self.pay()
        using = pay["using"] + (ROLE,) if self.armed("swap_stack") else pay["using"]
        return self.game.find_action(self.seat(), "module", f"bay:{src}", f"stack:{stack}",
                                     using, pay["verifier"])

    def play_for(self, command: str, args: tuple[int, ...] = (), **gesture):
        """The legal play a click or a button means, paid as the player chose; RuleError
        with the engine's sentence when there is none."""
        return self.game.play_for(self.seat(), command, tuple(args), **gesture, **self.pay())

    def click_bay(self, bay: int) -> None:
        kind = self.session.pending_kind()
        if not self.privacy.my_turn():
            return
        if kind not in ("command", "draw"):
            option = f"bay:{bay}"
            match = [a for a in self.actions if isinstance(a, Choose) and a.option == option]
            if match:
                self.play(match[0])
            else:
                self.refuse(self.game.why_not(Choose(option)) or "")
            return
        if kind != "command":
            return
        if self.rot is not None and self.armed("rotate_single") and self._picks_theo(bay):
            self.selected_bays = [] if self.selected_bays == [bay] else [bay]
            self.refresh()
            return
        if self.rot is not None:
            self._toggle_hold(bay)
            return
        if self.armed("deploy_choose") and self.view["mod"][bay - 1] is None:
            self._do(lambda: self.play_for("deploy", (bay,), role=True))
            return
        if bay in self.selected_bays:
            self.selected_bays.remove(bay)
        else:
            involved = bay in self.lockable or C.other_plays(self.actions, [bay])
            if not involved:
                self.refuse(self._why_not_lock(bay))
                return
            self.selected_bays.append(bay)
            self.selected_bays.sort()
        self.refresh()

    def _picks_theo(self, bay: int) -> bool:
        """With the one-module rotate previewed, a click on a module it could move picks
        that module (no module chosen yet, the prompt and Confirm ask for one)."""
        cmd = "rotate_cw" if self.rot.clockwise else "rotate_acw"
        return C.finds(lambda: self.play_for(cmd, (bay, self.rot.steps), role=True))

    def _why_not_lock(self, bay: int) -> str:
        """A click selects a bay to lock: why this one, in no legal play, cannot lock."""
        try:
            self.play_for("lock", (bay,), role=self.armed("lock_three"))
        except RuleError as exc:
            return str(exc)
        return ""

    def on_lock(self) -> None:
        self._do(lambda: self.play_for("lock", tuple(self.selected_bays),
                                       role=self.armed("lock_three")))

    def on_cycle(self, args: tuple[int, ...]) -> None:
        """Jayani: three selected modules move round in a cycle."""
        self._do(lambda: self.play_for("swap", args, role=True))

    def clear_selection(self) -> None:
        self.selected_bays = []
        self.refresh()

    def on_deploy(self, ring: int | None) -> None:
        if self.armed("deploy_choose"):
            self.on_deploy_armed()  # the armed role deploys without the die: never roll
            return
        args = () if ring is None else (ring,)
        self._do(lambda: self.play_for("deploy", args))

    def on_deploy_armed(self) -> None:
        self.refuse(f"{self.role_name(self.shown_seat)} is armed: click a glowing empty bay to "
                    "deploy there without rolling (or switch the role off to roll).")

    def on_draw(self) -> None:
        """Draw: the whole turn of an empty hand, or the refill that ends a solo turn."""
        for action in (Draw(), Choose("draw")):
            if action in self.actions:
                self.play(action)
                return

    def on_card_click(self, card: Card, button: int) -> None:
        if self.session.pending_kind() in ("override_discard", "discard") and self.privacy.my_turn():
            option = f"card:{card.data}"
            match = [a for a in self.actions if isinstance(a, Choose) and a.option == option]
            if match:
                self.play(match[0])
                return
        self.invalidate()

    # ------------------------------------------------------------------ rotate preview
    def preview_rotation(self, clockwise: bool, steps: int, ring: int) -> None:
        cmd = "rotate_cw" if clockwise else "rotate_acw"
        if cmd not in C.commands_in_hand(self.actions):
            if self.rot is None or self.rot.clockwise != clockwise:
                args = (steps, ring) if self.game.setup.double_ring else (steps,)
                try:
                    self.play_for(cmd, args)
                except RuleError as exc:
                    self.refuse(str(exc))
            return
        old = self.rot
        if self.armed("rotate_three"):
            steps = 3
        self.rot = RotatePreview(clockwise, steps, ring, old.option if old else "",
                                 old.holds if old else ())
        if old != self.rot:
            self.refresh()

    def toggle_rotate_ring(self) -> None:
        if self.rot is not None:
            self.rot.ring = 2 if self.rot.ring == 1 else 1
            self.refresh()

    def cycle_rotate_option(self) -> None:
        if self.rot is not None:
            order = ["", "robots", "robots_only"]
            self.rot.option = order[(order.index(self.rot.option) + 1) % len(order)]
            self.refresh()

    def _toggle_hold(self, bay: int) -> None:
        rot = self.rot
        holds = tuple(sorted(set(rot.holds) ^ {bay}))
        # A cover the rotate cannot take is refused with the engine's reason; while the
        # rotate itself cannot run yet (the prompt and Confirm say why), covers wait.
        if holds and C.finds(lambda: self._rotation(rot.holds)):
            try:
                self._rotation(holds)
            except RuleError as exc:
                self.refuse(str(exc))
                return
        rot.holds = holds
        self.refresh()

    def rotate_args(self) -> tuple[int, ...]:
        rot = self.rot
        if self.armed("rotate_single") and len(self.selected_bays) == 1:
            return (self.selected_bays[0], rot.steps)
        if self.game.setup.double_ring:
            return (rot.steps, rot.ring)
        return (rot.steps,)

    def _rotation(self, holds: tuple[int, ...]):
        """The play the rotate preview shows, covering `holds`; RuleError says why not."""
        rot = self.rot
        cmd = "rotate_cw" if rot.clockwise else "rotate_acw"
        role = self.armed("rotate_three") or self.armed("rotate_single")
        return self.play_for(cmd, self.rotate_args(), option=rot.option, holds=holds,
                             role=role)

    def rotation_needs(self) -> str | None:
        """Why the previewed rotate cannot run yet (the engine's sentence: Theo's module not
        chosen, a cover it cannot take), or None: Confirm is enabled only when it can."""
        return refusal(lambda: self._rotation(self.rot.holds)) if self.rot else None

    def confirm_rotation(self) -> None:
        needs = self.rotation_needs()
        if needs is not None:
            self.refuse(needs)
            return
        self._do(lambda: self._rotation(self.rot.holds))

    def cancel_rotation(self) -> None:
        self.rot = None
        self.refresh()

    def preview_moves(self, steps: int) -> dict[int, int]:
        if self.armed("rotate_single"):  # only the chosen module moves: none chosen, none
            if len(self.selected_bays) != 1:
                return {}
            return single_landing(self.view, self.selected_bays[0], steps, self.rot.clockwise)
        return landing(self.view, self.rot, steps, "override" in self.game.setup.variants)

    # ------------------------------------------------------------------ other commands
    def open_more(self) -> None:
        self.more_open = True
        self.refresh()

    def close_more(self) -> None:
        self.more_open = False
        self.refresh()

    def play_more(self) -> None:
        text = self.more_list.get_single_selection() if self.more_list else None
        if text is None:
            self.toasts.show("Choose a command in the list first.", kind="info")
            self.invalidate()
            return
        p = self.more_items[text]
        self._do(lambda: self.play_for(p.command, p.args, role=p.role, option=p.option,
                                       holds=p.holds))

    def cycle_ask_seat(self) -> None:
        seats = sorted({a.seat for a in self.asks})
        if seats:
            i = seats.index(self.ask_seat) if self.ask_seat in seats else -1
            self.ask_seat = seats[(i + 1) % len(seats)]
            self.refresh()

    # ------------------------------------------------------------------ hints
    def toggle_hints(self) -> None:
        self.hints_on = not self.hints_on
        self.relayout_board(self.vp)  # the log makes room for the hints beside it
        self.log.relayout(self.vp, self.log_rect())
        if self.hints_on:
            self._mark_hinted()
        try:
            remember_hints(self.app.home, self.session.game_id, self.hints_on)
        except OSError:
            pass  # not remembering a preference never stops a game
        self.refresh()

    def _mark_hinted(self) -> None:
        self.hinted = True
        profile = load_profile(self.app.home)
        if profile.mark_hinted(ending.game_key(self.game)):
            try:
                save_profile(self.app.home, profile)
            except OSError:
                pass

    def _hint_key(self) -> tuple:
        """Identifies the decision a hint is for (the history grows with every action)."""
        pending = self.game.pending
        return (len(self.game.history), pending.seat if pending else None,
                pending.kind if pending else None)

    def _collect_hints(self) -> bool:
        done = self.hint_worker.poll(self._hint_key())
        if done is None:
            return False
        self.hints, seconds = done
        self.hint_ms = seconds * 1000
        return True

    # ------------------------------------------------------------------ other buttons
    # ------------------------------------------------------------------ lifecycle
    def build_controls(self) -> None:
        self.more_list = controls.build(self)

    def exit(self) -> None:
        self.hint_worker.close()
        super().exit()

    def relayout_board(self, viewport) -> None:
        self._make_ring(viewport)
        self.hand.relayout(viewport, self.panel.hand)

    def on_escape(self) -> bool:
        if self.rot is not None or self.more_open or self.selected_bays:
            self.rot, self.more_open, self.selected_bays = None, False, []
            self.refresh()
            return True
        return False

    def board_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
                and self.more_list is not None and event.ui_element is self.more_list):
            self.play_more()  # a double-click, or Enter on the list from the keyboard
            return True
        if event.type == pygame.KEYDOWN:
            enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.privacy.my_turn()
            if enter and self.rot is not None:
                self.confirm_rotation()
                return True
            if enter and self.session.pending_kind() in ("draw", "refill"):
                self.on_draw()
                return True
            return False
        if self.game.is_over:
            return False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.privacy.my_turn()
                and self.session.pending_kind() == "command" and self.rot is None
                and self.input.idle and self.stack_at(event.pos) is not None):
            # The module stack is the deploy button the board itself offers.
            if self.game.setup.double_ring:
                self.refuse("Double Ring: choose the ring with Deploy in or Deploy out.")
            else:
                self.on_deploy(None)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.session.pending_kind() == "deploy_stack":
            stack = self.stack_at(event.pos)
            match = [a for a in self.actions if isinstance(a, Choose)
                     and a.option == f"stack:{stack}"]
            if match:
                self.play(match[0])
                return True
        return self.input.handle(event)

    def animate(self, dt: float) -> bool:
        moving = self.anims.update(dt) | self.input.update(dt)
        if self.hint_worker.busy:
            moving |= self._collect_hints()
        return moving

    @property
    def animating(self) -> bool:
        return self.anims.active
