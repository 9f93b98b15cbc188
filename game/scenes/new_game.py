"""New game: pick the game, seats (human or bot and its level, and a name), variants,
difficulty, seed.

The screen opens on the game last set up and starts from the setup last played of the chosen
game (game/setup_defaults.py), and remembers the one started. A variant the engine makes required (Assembly: 3-4 players
play on the Double Ring) shows ticked and locked with the reason; one the setup cannot
take is locked with the engine's own sentence saying why.

Layout: on a wide screen the games are a column on the left and the form two columns
beside it; on a narrow one (a large UI scale) the games are tabs across the top and the
form one or two columns. The form scrolls (mouse wheel, or Tab to a control out of view)
when it is taller than the room between the header and the Back / Start buttons.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame
import pygame_gui

from game import registry
from game.engines.common.errors import ContentError, RuleError, SaveError
from game.registry import GAMES
from game.saves import SaveSlots
from game.session import GameSession, Seat
from game.setup_defaults import (
    MAX_NAME,
    default_bot_level,
    last_game,
    last_setup,
    remember_setup,
    remembered_bot_level,
)
from game.ui import fonts
from game.ui.backdrop import starfield
from game.ui.theme import colour
from game.ui.ui_scene import UIScene
from game.ui.units import MENU_CANVAS

SEAT_NAMES = ["Ada", "Bix", "Cog", "Dot", "Eko", "Fizz"]
#: Why a variant the engine adds by itself is required, in the player's words.
REQUIRED_WHY = {
    ("assembly", "double_ring"): "Double Ring is required: 3-4 players build the large ship, "
                                 "24 modules in two rings.",
}
ROW_H = 44.0
HEAD_H = 30.0  # a heading over a group of rows
ROW_GAP = 6.0
SEAT_W = (150.0, 120.0, 170.0)  # name, human/bot, level
COL_A = sum(SEAT_W) + 20  # players and seats
COL_B = 400.0  # difficulty, variants, choices, seed
COL_GAP = 40.0
MARGIN = 20.0
FLOAT = -1  # a row that goes under the shorter column


def engine_options(game_id: str) -> tuple[dict[str, str], list[str], dict[str, str]]:
    """(variants id->label, difficulties, bot levels id->label) the engine declares."""
    if not registry.is_available(game_id):
        return {}, [], {"random": "random"}
    eng = registry.engine(game_id)
    declared = getattr(eng, "VARIANTS", {})
    if not isinstance(declared, dict):  # a plain collection of ids: label them from the id
        declared = {v: v.replace("_", " ").capitalize() for v in sorted(declared)}
    variants = dict(declared)
    difficulties = list(getattr(eng, "DIFFICULTIES", []))
    levels = {name: name for name in registry.bot_levels(game_id)}
    return variants, difficulties, levels


def setup_problem(game_id: str, data: dict) -> tuple[str | None, frozenset[str]]:
    """(why this setup cannot be dealt or None, the variants it will really use)."""
    try:
        eng = registry.engine(game_id)
        setup = eng.Setup.from_dict(data)
        validate = getattr(setup, "validate", None)
        if validate is not None:
            validate(registry.content(game_id))
    except (RuleError, KeyError, TypeError, ValueError) as exc:
        return str(exc).strip("'\""), frozenset(data.get("variants", ()))
    except (ContentError, registry.EngineMissing):
        return None, frozenset(data.get("variants", ()))
    return None, frozenset(getattr(setup, "variants", data.get("variants", ())))


@dataclass
class Row:
    """One line of the form: its column, and each widget's logical x offset and width."""
    column: int
    parts: list[tuple[object, float, float]] = field(default_factory=list)
    y: float = 0.0  # logical, from the top of the form, before scrolling


class NewGameScene(UIScene):
    MIN_LOGICAL = MENU_CANVAS

    def __init__(self, app, game_id: str | None = None):
        """Opens on `game_id`, else on the game last set up here, else the first game."""
        super().__init__(app)
        game_id = game_id or last_game(app.home) or next(iter(GAMES))
        self.scroll = 0.0
        self.seed_text = str(random.SystemRandom().randrange(1, 10**6))
        self.rows: list[Row] = []
        self._load_game(game_id)

    # ------------------------------------------------------------------ model
    def _load_game(self, game_id: str) -> None:
        """Start from the last setup of this game, or its defaults."""
        self.game_id = game_id
        info = GAMES[game_id]
        try:
            variants, difficulties, levels = engine_options(game_id)
        except registry.BotsMissing as exc:  # said at once; the table will not open either
            self.app.show_error("Bots missing", str(exc))
            variants, difficulties, levels = {}, [], {"random": "random"}
        self.levels = levels
        remembered = last_setup(self.app.home, game_id) or {}
        players = remembered.get("players") or info.default_players
        self.players = max(info.min_players, min(info.max_players, players))
        self.seats: list[Seat] = []
        for i, seat in enumerate(remembered.get("seats", [])[:info.max_players]):
            level = remembered_bot_level(game_id, seat["level"], levels)
            self.seats.append(Seat(seat["kind"], level, seat["name"] or SEAT_NAMES[
                i % len(SEAT_NAMES)]))
        self.variants: set[str] = {v for v in remembered.get("variants", []) if v in variants}
        difficulty = remembered.get("difficulty")
        self.difficulty: str | None = difficulty if difficulty in difficulties else None
        self.choices: dict[str, str] = dict(remembered.get("choices", {}))
        self.scroll = 0.0
        self._reset_seats()

    def _reset_seats(self) -> None:
        # Seat 1 is you; the others default to bots so a double-click gives a solo game.
        if not self.seats:
            self.seats.append(Seat("human", default_bot_level(self.game_id, self.levels),
                                   SEAT_NAMES[0]))
        while len(self.seats) < self.players:
            i = len(self.seats)
            self.seats.append(Seat("bot", default_bot_level(self.game_id, self.levels),
                                   SEAT_NAMES[i % len(SEAT_NAMES)]))

    def shown_seats(self) -> list[Seat]:
        return self.seats[:self.players]

    def choose_game(self, game_id: str) -> None:
        self._load_game(game_id)
        self.clear_ui()
        self.build_ui()
        self.invalidate()

    # ------------------------------------------------------------------ layout
    def wide(self) -> bool:
        """Room for the games as a column beside a two-column form."""
        return self.vp.logical_size[0] >= 340 + COL_A + COL_GAP + COL_B + MARGIN

    def compact(self) -> bool:
        return self.vp.logical_size[1] < 600

    def header_bottom(self) -> float:
        return 66.0 if self.compact() else 110.0

    def form_area(self) -> tuple[float, float, float, float]:
        """(x, y, w, h) of the form, logical."""
        lw, lh = self.vp.logical_size
        top = self.header_bottom() + (0 if self.wide() else ROW_H + 12)
        bottom = lh - self.footer_height() - 12
        left = 340 + 20 if self.wide() else MARGIN
        return left, top, lw - left - MARGIN, bottom - top

    def footer_height(self) -> float:
        return ROW_H + 12 if self.compact() else 56 + 24

    def columns(self) -> int:
        _, _, w, _ = self.form_area()
        return 2 if w >= COL_A + COL_GAP + COL_B else 1

    def build_ui(self) -> None:
        vp, ui = self.vp, self.app.ui
        lw, lh = vp.logical_size
        self.available = registry.is_available(self.game_id)
        self._build_game_choice()
        self.rows = []
        self._build_players()
        self._build_options()
        self._flow_rows()
        foot_h = ROW_H if self.compact() else 56
        foot_y = lh - foot_h - (6 if self.compact() else 24)
        self.back_btn = self.button(vp.rect(MARGIN, foot_y, 200, foot_h), "Back", self.app.back,
                                    "Back to the main menu (Esc).")
        self.start_btn = self.button(vp.rect(lw - MARGIN - 260, foot_y, 260, foot_h),
                                     "Start game", self.on_start,
                                     "Deal the game with these seats and options.",
                                     enabled=self.available and not self.problem)
        self._place_rows()
        del ui

    def _build_game_choice(self) -> None:
        vp = self.vp
        lw, _ = vp.logical_size
        self.game_buttons = {}
        for i, (game_id, info) in enumerate(GAMES.items()):
            if self.wide():
                rect = vp.rect(40, self.header_bottom() + i * 64, 280, 54)
                object_id = "@menu_button"
            else:
                w = (lw - 2 * MARGIN - 2 * 10) / len(GAMES)
                rect = vp.rect(MARGIN + i * (w + 10), self.header_bottom(), w, ROW_H)
                object_id = "@small_button" if w < 240 else "@menu_button"
            btn = self.button(rect, info.title, lambda g=game_id: self.choose_game(g),
                              info.tagline, object_id=object_id)
            if game_id == self.game_id:
                btn.select()
            self.game_buttons[game_id] = btn

    def _row(self, column: int, *parts: tuple[object, float, float]) -> Row:
        row = Row(column, list(parts))
        self.rows.append(row)
        return row

    def _build_players(self) -> None:
        vp, ui = self.vp, self.app.ui
        info = GAMES[self.game_id]
        counts = [str(n) for n in range(info.min_players, info.max_players + 1)]
        self.players_menu = self.add(pygame_gui.elements.UIDropDownMenu(
            counts, str(self.players), vp.rect(0, 0, SEAT_W[1], ROW_H), manager=ui))
        self._row(0, (self.label(vp.rect(0, 0, SEAT_W[0], ROW_H), "Players"), 0, SEAT_W[0]),
                  (self.players_menu, SEAT_W[0] + 10, SEAT_W[1]))
        self._required_row = len(self.rows)  # notes on what the count requires go here
        heads = [(text, x, w) for text, x, w in (
            ("Name", 0, SEAT_W[0]), ("Plays", SEAT_W[0] + 10, SEAT_W[1]),
            ("Bot level", SEAT_W[0] + SEAT_W[1] + 20, SEAT_W[2]))]
        self._row(0, *[(self.label(vp.rect(0, 0, w, HEAD_H), text, "@dim_label"), x, w)
                       for text, x, w in heads])
        self.seat_widgets = []
        levels = list(self.levels)
        for seat in self.shown_seats():
            name = self.add(pygame_gui.elements.UITextEntryLine(
                vp.rect(0, 0, SEAT_W[0], ROW_H), manager=ui, initial_text=seat.name))
            name.set_text_length_limit(MAX_NAME)
            kind = self.add(pygame_gui.elements.UIDropDownMenu(
                ["Human", "Bot"], "Bot" if seat.is_bot else "Human",
                vp.rect(0, 0, SEAT_W[1], ROW_H), manager=ui))
            level = self.add(pygame_gui.elements.UIDropDownMenu(
                levels, seat.level if seat.level in levels else levels[0],
                vp.rect(0, 0, SEAT_W[2], ROW_H), manager=ui))
            if not seat.is_bot:
                level.disable()
            self.seat_widgets.append((kind, level, name))
            self._row(0, (name, 0, SEAT_W[0]), (kind, SEAT_W[0] + 10, SEAT_W[1]),
                      (level, SEAT_W[0] + SEAT_W[1] + 20, SEAT_W[2]))

    def _build_options(self) -> None:
        vp, ui = self.vp, self.app.ui
        variants, difficulties, _ = engine_options(self.game_id)
        label_w, control_w = 160.0, COL_B - 170.0
        if difficulties:
            if self.difficulty not in difficulties:
                self.difficulty = difficulties[1] if len(difficulties) > 2 else difficulties[0]
            self.difficulty_menu = self.add(pygame_gui.elements.UIDropDownMenu(
                difficulties, self.difficulty, vp.rect(0, 0, control_w, ROW_H), manager=ui))
            self._row(1, (self.label(vp.rect(0, 0, label_w, ROW_H), "Difficulty"), 0, label_w),
                      (self.difficulty_menu, label_w + 10, control_w))
        else:
            self.difficulty_menu = None
        self.problem, used = setup_problem(self.game_id, self._setup_data())
        self.variant_boxes = {}
        self.notes: list[str] = []
        if variants:
            self._row(1, (self.label(vp.rect(0, 0, COL_B, HEAD_H), "Variants", "@dim_label"), 0,
                          COL_B))
            for vid, text in variants.items():
                required = vid in used and vid not in self.variants
                blocked = self._variant_blocked(vid)
                box = self.add(pygame_gui.elements.UICheckBox(
                    vp.rect(0, 0, ROW_H, ROW_H), _required(text) if required else text,
                    manager=ui, initial_state=vid in self.variants or required,
                    tool_tip_text=blocked or (REQUIRED_WHY.get((self.game_id, vid)) if required
                                              else None)))
                if required or blocked:
                    box.disable()
                if required:
                    self.notes.append(REQUIRED_WHY.get(
                        (self.game_id, vid), f"{text} is required with {self.players} players."))
                self.variant_boxes[box] = vid
                self._row(1, (box, 0, ROW_H))
            self._note_rows(self.notes, at=self._required_row)
        self.choice_menus = {}
        eng = registry.engine(self.game_id) if registry.is_available(self.game_id) else None
        for field_name, (text, options) in getattr(eng, "SETUP_CHOICES", {}).items():
            labels = [label for _, label in options]
            current = self.choices.get(field_name, options[0][0])
            shown = next((label for value, label in options if value == current), labels[0])
            menu = self.add(pygame_gui.elements.UIDropDownMenu(
                labels, shown, vp.rect(0, 0, control_w, ROW_H), manager=ui))
            self.choice_menus[menu] = (field_name, {label: value for value, label in options})
            self._row(1, (self.label(vp.rect(0, 0, label_w, ROW_H), text), 0, label_w),
                      (menu, label_w + 10, control_w))
        self.seed_entry = self.add(pygame_gui.elements.UITextEntryLine(
            vp.rect(0, 0, control_w, ROW_H), manager=ui, initial_text=self.seed_text))
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(9)
        self._row(FLOAT, (self.label(vp.rect(0, 0, label_w, ROW_H), "Seed"), 0, label_w),
                  (self.seed_entry, label_w + 10, control_w))
        if self.problem:
            self._note_rows([self.problem], "@error_label")

    def _note_rows(self, notes: list[str], object_id: str = "@dim_label",
                   at: int | None = None) -> None:
        """Sentences in the form: why a variant is required (under the player count that
        requires it, when `at` says where), why a setup cannot start (at the end)."""
        column = 0 if at is not None else 1
        width = COL_A if at is not None or self.columns() == 1 else COL_B
        rows = []
        for note in notes:
            for line in _wrap_note(note, self.vp.px(18), self.vp.px(width - 8)):
                label = self.label(self.vp.rect(0, 0, width, 26), line, object_id)
                rows.append(Row(column, [(label, 0, width)]))
        if at is None:
            self.rows.extend(rows)
        else:
            self.rows[at:at] = rows

    def _variant_blocked(self, vid: str) -> str | None:
        """Why ticking (or unticking) this variant would make the setup impossible."""
        if vid in self.variants:
            return None
        data = self._setup_data()
        data["variants"] = sorted(self.variants | {vid})
        problem, _ = setup_problem(self.game_id, data)
        if problem is None:
            return None
        before, _ = setup_problem(self.game_id, self._setup_data())
        return problem if before is None else None

    def _flow_rows(self) -> None:
        """Give each row its y: one column after the other, or side by side."""
        ys = [0.0, 0.0]
        two = self.columns() == 2
        for row in self.rows:
            if row.column == FLOAT:  # the seed: under whichever column is shorter
                row.column = 0 if ys[0] <= ys[1] else 1
            col = row.column if two else 0
            row.y = ys[col]
            height = max(self._part_h(p) for p in row.parts)
            ys[col] += height + ROW_GAP
        self.content_height = max(ys)

    def _part_h(self, part) -> float:
        element = part[0]
        return element.rect.height / self.vp.scale

    def _place_rows(self) -> None:
        """Put every row where the scroll puts it; rows not wholly in view are hidden."""
        x, y, w, h = self.form_area()
        limit = max(0.0, self.content_height - h)
        self.scroll = max(0.0, min(limit, self.scroll))
        two = self.columns() == 2
        width = COL_A + COL_GAP + COL_B if two else max(COL_A, COL_B)
        left = x + max(0.0, (w - width) / 2) if not self.wide() else x
        for row in self.rows:
            col_x = left + (COL_A + COL_GAP if two and row.column == 1 else 0)
            top = y + row.y - self.scroll
            height = max(self._part_h(p) for p in row.parts)
            shown = top >= y - 0.5 and top + height <= y + h + 0.5
            for element, dx, _ in row.parts:
                element.set_position(self.vp.point(col_x + dx, top))
                (element.show if shown else element.hide)()
        self.invalidate()

    def scrollable(self) -> bool:
        return self.content_height > self.form_area()[3] + 0.5

    def scroll_by(self, amount: float) -> None:
        self.scroll += amount
        self._place_rows()

    def reveal(self, element) -> None:
        for row in self.rows:
            if any(part[0] is element for part in row.parts):
                _, _, _, h = self.form_area()
                height = max(self._part_h(p) for p in row.parts)
                if row.y < self.scroll:
                    self.scroll = row.y
                elif row.y + height > self.scroll + h:
                    self.scroll = row.y + height - h
                self._place_rows()
                return

    def focus_order(self) -> list:
        """Games, every control of the form (scrolled out of view or not), Back, Start."""
        from game.ui.ui_scene import FOCUSABLE

        form = [part[0] for row in self.rows for part in row.parts
                if isinstance(part[0], FOCUSABLE) and part[0].is_enabled]
        games = [b for b in self.game_buttons.values() if b.is_enabled]
        footer = [b for b in (self.back_btn, self.start_btn) if b.is_enabled]
        return games + form + footer

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(starfield(surface.get_size()), (0, 0))
        vp = self.vp
        size, y = (28, 10) if self.compact() else (40, 24)
        title = fonts.render("New game", vp.px(size), colour("accent"), bold=True)
        surface.blit(title, (vp.px(MARGIN if not self.wide() else 40), vp.px(y)))
        info = GAMES[self.game_id]
        if not self.compact():
            tag = fonts.render(info.tagline, vp.px(18), colour("text_dim"))
            surface.blit(tag, (vp.px(MARGIN if not self.wide() else 40), vp.px(74)))
        if not self.available:
            msg = fonts.render(f"The {info.title} engine is not in this build yet.",
                               vp.px(18), colour("bad"))
            lw, lh = vp.logical_size
            surface.blit(msg, msg.get_rect(midbottom=(vp.px(lw / 2), vp.px(
                lh - self.footer_height() - 2))))
        if self.scrollable():
            self._draw_scrollbar(surface)
            hint = self.scroll_hint()
            if hint:
                words = fonts.render(hint, vp.px(18), colour("text_dim"))
                middle = ((self.back_btn.rect.right + self.start_btn.rect.left) // 2,
                          self.back_btn.rect.centery)
                surface.blit(words, words.get_rect(center=middle))

    def scroll_hint(self) -> str:
        """What the form holds out of view, said between Back and Start: a row only partly
        in view is hidden, so a third seat can be below the fold with nothing else to show
        it (the scrollbar is easy to miss)."""
        _, _, _, h = self.form_area()
        if not self.scrollable():
            return ""
        if self.scroll < self.content_height - h - 0.5:
            return "More below: scroll down (or Tab)"
        return "More above: scroll up" if self.scroll > 0.5 else ""

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        vp = self.vp
        x, y, w, h = self.form_area()
        track = vp.rect(x + w + 6, y, 5, h)
        pygame.draw.rect(surface, colour("panel_border"), track, border_radius=vp.px(3))
        share = h / self.content_height
        limit = max(1.0, self.content_height - h)
        knob_h = max(vp.px(30), int(track.height * share))
        knob_y = track.top + int((track.height - knob_h) * self.scroll / limit)
        pygame.draw.rect(surface, colour("text_dim"), (track.x, knob_y, track.w, knob_h),
                         border_radius=vp.px(3))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEWHEEL and self.scrollable():
            self.scroll_by(-event.y * (ROW_H + ROW_GAP))
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return self._menu_changed(event)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for i, (_, _, name) in enumerate(self.seat_widgets):
                if event.ui_element is name:
                    self.seats[i].name = name.get_text()
                    return True
            if event.ui_element is self.seed_entry:
                self.seed_text = self.seed_entry.get_text()
                return True
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            vid = self.variant_boxes.get(event.ui_element)
            if vid:
                (self.variants.add if event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                 else self.variants.discard)(vid)
                self._rebuild()
                return True
        return False

    def _menu_changed(self, event: pygame.event.Event) -> bool:
        if event.ui_element is self.players_menu:
            self.players = int(event.text)
            self._reset_seats()
            self._rebuild()
            return True
        if event.ui_element is self.difficulty_menu:
            self.difficulty = event.text
            self._rebuild()
            return True
        if event.ui_element in self.choice_menus:
            field_name, values = self.choice_menus[event.ui_element]
            self.choices[field_name] = values[event.text]
            self._rebuild()
            return True
        for i, (kind, level, _) in enumerate(self.seat_widgets):
            if event.ui_element is kind:
                seat = self.seats[i]
                seat.kind = "bot" if event.text == "Bot" else "human"
                if seat.is_bot and seat.level not in self.levels:
                    seat.level = default_bot_level(self.game_id, self.levels)
                (level.enable if seat.is_bot else level.disable)()
                return True
            if event.ui_element is level:
                self.seats[i].level = event.text
                return True
        return False

    def _rebuild(self) -> None:
        """A choice that changes what else is offered: lay the form out again."""
        self.seed_text = self.seed_entry.get_text()
        scroll = self.scroll
        self.clear_ui()
        self.build_ui()
        self.scroll = scroll
        self._place_rows()

    def _setup_data(self) -> dict:
        text = self.seed_text.strip()
        seed = int(text) if text.isdigit() else 1
        data: dict = {"players": self.players, "seed": seed, "variants": sorted(self.variants)}
        if self.difficulty:
            data["difficulty"] = self.difficulty
        data.update(self.choices)
        return data

    def setup_dict(self) -> dict:
        self.seed_text = self.seed_entry.get_text()
        return self._setup_data()

    def seats_to_play(self) -> list[Seat]:
        return [Seat(s.kind, s.level, s.name.strip() or SEAT_NAMES[i % len(SEAT_NAMES)])
                for i, s in enumerate(self.shown_seats())]

    def on_start(self) -> None:
        seats = self.seats_to_play()
        try:
            session = GameSession.new(self.game_id, self.setup_dict(), seats,
                                      SaveSlots(self.app.home))
        except (SaveError, ContentError, RuleError, ValueError) as exc:
            self.app.show_error("Cannot start", str(exc))
            return
        try:
            remember_setup(self.app.home, self.game_id, {
                "players": self.players, "seats": [s.to_dict() for s in seats],
                "variants": sorted(self.variants), "difficulty": self.difficulty,
                "choices": self.choices})
        except OSError:
            pass  # not remembering a preference never stops a game
        session.autosave()
        self.app.open_table(session)


def _required(text: str) -> str:
    """A variant's label, marked required: "Double Ring (3-4 players, required)", not two
    pairs of brackets.

    >>> _required("Glitches"), _required("Double Ring (3-4 players)")
    ('Glitches (required)', 'Double Ring (3-4 players, required)')
    """
    return text[:-1] + ", required)" if text.endswith(")") else text + " (required)"


def _wrap_note(text: str, size: int, width: int) -> list[str]:
    from game.ui.board.text import wrap

    return wrap(text, size, width)
