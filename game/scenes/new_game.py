"""New game: pick the game, seats (human or bot and its level), variants, difficulty, seed."""

from __future__ import annotations

import random

import pygame
import pygame_gui

from game.engines import registry
from game.engines.registry import GAMES
from game.saves import SaveSlots
from game.session import GameSession, Seat
from game.ui import fonts
from game.ui.backdrop import starfield
from game.ui.theme import colour
from game.ui.ui_scene import UIScene

SEAT_NAMES = ["Ada", "Bix", "Cog", "Dot", "Eko", "Fizz"]


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
    levels = {name: name for name in registry.bots(game_id)}
    return variants, difficulties, levels


class NewGameScene(UIScene):
    def __init__(self, app, game_id: str = "law404"):
        super().__init__(app)
        self.game_id = game_id
        info = GAMES[game_id]
        self.players = info.default_players
        self.seats = [Seat("human", "random", SEAT_NAMES[0])]
        self.variants: set[str] = set()
        self.difficulty: str | None = None
        self.choices: dict[str, str] = {}
        self.seed_text = str(random.SystemRandom().randrange(1, 10**6))
        self._reset_seats()

    def _reset_seats(self) -> None:
        # Seat 1 is you; the others default to bots so a double-click gives a solo game.
        while len(self.seats) < self.players:
            i = len(self.seats)
            self.seats.append(Seat("bot", "random", SEAT_NAMES[i % len(SEAT_NAMES)]))
        del self.seats[self.players:]

    # ------------------------------------------------------------------ layout
    def build_ui(self) -> None:
        vp, ui = self.vp, self.app.ui
        self.game_buttons = {}
        for i, (game_id, info) in enumerate(GAMES.items()):
            btn = self.button(vp.rect(40, 110 + i * 64, 300, 54), info.title,
                              lambda g=game_id: self.choose_game(g), info.tagline)
            if game_id == self.game_id:
                btn.select()
            self.game_buttons[game_id] = btn
        info = GAMES[self.game_id]
        variants, difficulties, levels = engine_options(self.game_id)
        self.available = registry.is_available(self.game_id)
        x = 380
        self.label(vp.rect(x, 110, 160, 40), "Players")
        counts = [str(n) for n in range(info.min_players, info.max_players + 1)]
        self.players_menu = self.add(pygame_gui.elements.UIDropDownMenu(
            counts, str(self.players), vp.rect(x + 170, 110, 120, 44), manager=ui))
        self.seat_widgets = []
        for i, seat in enumerate(self.seats):
            y = 164 + i * 50
            self.label(vp.rect(x, y, 160, 44), f"Seat {i + 1}: {seat.name}")
            kind = self.add(pygame_gui.elements.UIDropDownMenu(
                ["Human", "Bot"], "Bot" if seat.is_bot else "Human",
                vp.rect(x + 170, y, 120, 44), manager=ui))
            level = self.add(pygame_gui.elements.UIDropDownMenu(
                list(levels), seat.level if seat.level in levels else next(iter(levels)),
                vp.rect(x + 300, y, 150, 44), manager=ui))
            if not seat.is_bot:
                level.disable()
            self.seat_widgets.append((kind, level))
        x2 = 880
        y = 110
        self.variant_boxes = {}
        if difficulties:
            self.label(vp.rect(x2, y, 150, 44), "Difficulty")
            if self.difficulty not in difficulties:
                self.difficulty = difficulties[min(1, len(difficulties) - 1)] if len(difficulties) > 2 else difficulties[0]
            self.difficulty_menu = self.add(pygame_gui.elements.UIDropDownMenu(
                difficulties, self.difficulty, vp.rect(x2 + 150, y, 200, 44), manager=ui))
            y += 60
        else:
            self.difficulty_menu = None
        if variants:
            self.label(vp.rect(x2, y, 300, 36), "Variants")
            y += 40
            for vid, text in variants.items():
                box = self.add(pygame_gui.elements.UICheckBox(
                    vp.rect(x2, y, 44, 44), text, manager=ui,
                    initial_state=vid in self.variants))
                self.variant_boxes[box] = vid
                y += 50
        self.choice_menus = {}
        eng = registry.engine(self.game_id) if self.available else None
        for field, (text, options) in getattr(eng, "SETUP_CHOICES", {}).items():
            labels = [label for _, label in options]
            current = self.choices.get(field, options[0][0])
            shown = next((label for value, label in options if value == current), labels[0])
            self.label(vp.rect(x2, y + 6, 150, 44), text)
            menu = self.add(pygame_gui.elements.UIDropDownMenu(
                labels, shown, vp.rect(x2 + 150, y + 6, 200, 44), manager=ui))
            self.choice_menus[menu] = (field, dict((label, value) for value, label in options))
            y += 56
        self.label(vp.rect(x2, max(y + 10, 420), 120, 44), "Seed")
        self.seed_entry = self.add(pygame_gui.elements.UITextEntryLine(
            vp.rect(x2 + 120, max(y + 10, 420), 200, 44), manager=ui, initial_text=self.seed_text))
        self.seed_entry.set_allowed_characters("numbers")
        lw, lh = vp.logical_size
        self.button(vp.rect(lw - 300, lh - 80, 260, 56), "Start game", self.on_start,
                    "Deal the game with these seats and options.", enabled=self.available)
        self.button(vp.rect(40, lh - 80, 200, 56), "Back", self.app.back)

    def choose_game(self, game_id: str) -> None:
        self.clear_ui()  # before re-initialising: __init__ forgets the element list
        self.__init__(self.app, game_id)
        self.build_ui()
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(starfield(surface.get_size()), (0, 0))
        vp = self.vp
        title = fonts.render("New game", vp.px(40), colour("accent"), bold=True)
        surface.blit(title, (vp.px(40), vp.px(30)))
        info = GAMES[self.game_id]
        tag = fonts.render(info.tagline, vp.px(18), colour("text_dim"))
        surface.blit(tag, (vp.px(380), vp.px(60)))
        if not self.available:
            msg = fonts.render(f"The {info.title} engine is not in this build yet.",
                               vp.px(20), colour("bad"))
            surface.blit(msg, (vp.px(380), vp.px(600)))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.players_menu:
                self.players = int(event.text)
                self._reset_seats()
                self.seed_text = self.seed_entry.get_text()
                self.on_resize(self.app.window.get_size())
                return True
            if event.ui_element is self.difficulty_menu:
                self.difficulty = event.text
                return True
            if event.ui_element in self.choice_menus:
                field, values = self.choice_menus[event.ui_element]
                self.choices[field] = values[event.text]
                return True
            for i, (kind, level) in enumerate(self.seat_widgets):
                if event.ui_element is kind:
                    self.seats[i].kind = "bot" if event.text == "Bot" else "human"
                    (level.enable if self.seats[i].is_bot else level.disable)()
                    return True
                if event.ui_element is level:
                    self.seats[i].level = event.text
                    return True
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            vid = self.variant_boxes.get(event.ui_element)
            if vid:
                (self.variants.add if event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                 else self.variants.discard)(vid)
                return True
        return False

    def setup_dict(self) -> dict:
        text = self.seed_entry.get_text().strip()
        seed = int(text) if text.isdigit() else 1
        data: dict = {"players": self.players, "seed": seed, "variants": sorted(self.variants)}
        if self.difficulty:
            data["difficulty"] = self.difficulty
        data.update(self.choices)
        return data

    def on_start(self) -> None:
        from game.engines.common.errors import ContentError, RuleError, SaveError

        try:
            session = GameSession.new(self.game_id, self.setup_dict(), list(self.seats),
                                      SaveSlots(self.app.home))
        except (SaveError, ContentError, RuleError, ValueError) as exc:
            self.app.show_error("Cannot start", str(exc))
            return
        session.autosave()
        self.app.open_table(session)
