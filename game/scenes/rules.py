"""Rules reference: our own summary of each game, scrollable and searchable."""

from __future__ import annotations

import re

import pygame
import pygame_gui

from game.paths import assets_root
from game.registry import GAMES
from game.ui import fonts, richtext
from game.ui.game_tabs import BACK_W, build_tabs
from game.ui.theme import colour
from game.ui.ui_scene import UIScene
from game.ui.units import MENU_CANVAS


def rules_text(game_id: str) -> str:
    path = assets_root() / "rules" / f"{game_id}.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {GAMES[game_id].title}\n\nThe rules summary is missing from this build."


# Unicode's Default_Ignorable_Code_Point: characters that never show (zero-width space and
# joiners, byte-order mark, direction marks, variation selectors, soft hyphen, ...).
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
    "\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]")


def searchable(query: str) -> str:
    """The query as matched: characters that never show (often pasted along with a word)
    dropped, trimmed, lower case.

    >>> searchable("\ufeff Lock\u200b ")
    'lock'
    """
    return _INVISIBLE.sub("", query).strip().lower()


class RulesScene(UIScene):
    MIN_LOGICAL = MENU_CANVAS

    def __init__(self, app, game_id: str = "law404", section: str | None = None):
        super().__init__(app)
        self.game_id = game_id
        self.section = section
        """A heading to open at (a coach's link to the rule it names)."""
        self.scroll = 0
        self.query = ""
        self.matches: list[int] = []
        self.match_index = 0
        self.lines: list[richtext.Line] = []
        self.offsets: list[int] = []

    # ------------------------------------------------------------------ layout
    def compact(self) -> bool:
        return self.vp.logical_size[1] < 600 or self.vp.logical_size[0] < 1000

    def margin(self) -> float:
        return 20.0 if self.compact() else 40.0

    def text_top(self) -> float:
        return 112.0 if self.compact() else 130.0

    def text_rect(self) -> pygame.Rect:
        vp = self.vp
        w, h = self.app.window.get_size()
        m = vp.px(self.margin())
        top = vp.px(self.text_top())
        return pygame.Rect(m, top, w - 2 * m, h - top - vp.px(16))

    def build_ui(self) -> None:
        vp = self.vp
        lw, _ = vp.logical_size
        m = self.margin()
        top = 8.0 if self.compact() else 20.0
        self.tabs = build_tabs(self, m, top, self.show)
        back_w = BACK_W
        search_y = top + 56
        search_w = min(380.0, lw - 2 * m - 230 - 200)  # room for Learn to play
        self.search = self.add(pygame_gui.elements.UITextEntryLine(
            vp.rect(m, search_y, search_w, 44), manager=self.app.ui,
            placeholder_text="Search the rules"))
        self.count_label = self.label(vp.rect(m + search_w + 10, search_y, 220, 44), "",
                                      "@dim_label")
        self.button(vp.rect(lw - m - back_w, top, back_w, 46), "Back", self.app.back, "Esc")
        learn_w = 190.0
        self.button(vp.rect(lw - m - learn_w, search_y, learn_w, 44), "Learn to play",
                    lambda: self.app.go("learn", game_id=self.game_id),
                    "Guided first games, one rule at a time.")
        self.relayout_text()
        if self.section is not None:
            self.scroll_to_section(self.section)
            self.section = None

    @property
    def text_scale(self) -> float:
        """Pixels per point of the rules' text: the window's scale, a quarter more with
        Large text."""
        return self.vp.scale * self.vp.reading

    def relayout_text(self) -> None:
        rect = self.text_rect()
        self.lines = richtext.layout(rules_text(self.game_id), rect.width - self.vp.px(24),
                                     self.text_scale)
        self.offsets = []
        y = 0
        for line in self.lines:
            self.offsets.append(y)
            y += richtext.line_height(line, self.text_scale)
        self.content_height = y
        for game_id, btn in self.tabs.items():
            (btn.select if game_id == self.game_id else btn.unselect)()
        self.find(self.query)

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        self.relayout_text()
        self.invalidate()

    # ------------------------------------------------------------------ search
    def find(self, query: str) -> None:
        self.query = searchable(query)
        self.matches = [i for i, line in enumerate(self.lines)
                        if self.query and self.query in line.text.lower()]
        self.match_index = 0
        if self.matches:
            self.scroll_to(self.matches[0])
            self.count_label.set_text(f"1 of {len(self.matches)} (Enter: next)")
        else:
            self.count_label.set_text("no match" if self.query else "")
        self.invalidate()

    def next_match(self) -> None:
        if not self.matches:
            return
        self.match_index = (self.match_index + 1) % len(self.matches)
        self.scroll_to(self.matches[self.match_index])
        self.count_label.set_text(f"{self.match_index + 1} of {len(self.matches)} (Enter: next)")
        self.invalidate()

    def scroll_to(self, line_index: int) -> None:
        self.set_scroll(self.offsets[line_index] - self.text_rect().height // 3)

    def scroll_to_section(self, heading: str) -> None:
        """Open at a heading: its line at the top of the text."""
        for i, line in enumerate(self.lines):
            if line.style in ("h1", "h2", "h3") and line.text.strip() == heading:
                self.set_scroll(self.offsets[i])
                return

    def set_scroll(self, value: int) -> None:
        limit = max(0, self.content_height - self.text_rect().height)
        self.scroll = max(0, min(limit, int(value)))
        self.invalidate()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self.find(event.text)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.search:
            self.next_match()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.set_scroll(self.scroll - event.y * self.vp.px(60))
            return True
        if event.type == pygame.KEYDOWN:
            page = self.text_rect().height - self.vp.px(40)
            keys = {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_DOWN: 40,
                    pygame.K_UP: -40, pygame.K_HOME: -10**9, pygame.K_END: 10**9}
            if event.key in keys:
                self.set_scroll(self.scroll + keys[event.key])
                return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(colour("table_bg"))
        rect = self.text_rect()
        pygame.draw.rect(surface, colour("panel_bg"), rect, border_radius=self.vp.px(8))
        clip = surface.get_clip()
        inner = rect.inflate(-self.vp.px(24), -self.vp.px(16))
        surface.set_clip(inner)
        styles = {"h1": ("accent", True), "h2": ("accent", True), "h3": ("text", True),
                  "body": ("text", False), "bullet": ("text", False)}
        current = self.matches[self.match_index] if self.matches else -1
        for i, line in enumerate(self.lines):
            y = inner.top + self.offsets[i] - self.scroll
            h = richtext.line_height(line, self.text_scale)
            if y + h < inner.top or y > inner.bottom or line.style == "blank":
                continue
            if i in self.matches:
                mark = colour("accent") if i == current else colour("hovered_bg")
                pygame.draw.rect(surface, mark if i == current else colour("zone_bg"),
                                 (inner.left - 6, y, inner.width + 12, h), border_radius=4)
            name, bold = styles[line.style]
            fg = colour("selected_text") if i == current else colour(name)
            size = int(richtext.STYLE_SIZE[line.style] * self.text_scale)
            surface.blit(fonts.render(line.text, size, fg, bold), (inner.left + line.indent, y))
        surface.set_clip(clip)
        if self.content_height > rect.height:
            track = pygame.Rect(rect.right - self.vp.px(8), rect.top + 4, self.vp.px(5),
                                rect.height - 8)
            frac = rect.height / self.content_height
            knob_h = max(self.vp.px(30), int(track.height * frac))
            limit = max(1, self.content_height - rect.height)
            knob_y = track.top + int((track.height - knob_h) * self.scroll / limit)
            pygame.draw.rect(surface, colour("panel_border"), track, border_radius=3)
            pygame.draw.rect(surface, colour("text_dim"), (track.left, knob_y, track.width, knob_h),
                             border_radius=3)
