"""Title screen and main menu."""

from __future__ import annotations

import pygame

from game.saves import SaveSlots
from game.ui import fonts
from game.ui.backdrop import starfield
from game.ui.theme import colour
from game.ui.ui_scene import UIScene
from game.ui.units import MENU_CANVAS

# (title size, title y, subtitle size, subtitle y, names y, buttons top, button h, gap):
# the full design, and a compact one for short screens (a large UI scale).
ROOMY = (72, 60, 22, 160, 202, 256, 52, 10)
COMPACT = (48, 14, 18, 76, 104, 142, 46, 10)


class TitleScene(UIScene):
    MIN_LOGICAL = MENU_CANVAS
    ARROWS_MOVE_FOCUS = True

    def metrics(self) -> tuple:
        return ROOMY if self.vp.logical_size[1] >= 640 else COMPACT

    def build_ui(self) -> None:
        slots = SaveSlots(self.app.home)
        last = next((s for s in slots.list() if s.path == slots.autosave_path()), None)
        if last is not None and last.finished:
            # The last game has ended: nothing to continue, but its result stays in reach.
            first = ("Last result", f"See how your last {last.title} game ended "
                     f"({last.when}).")
        else:
            first = ("Continue", f"Resume {last.title or last.game}, saved {last.when}."
                     if last and not last.problem else "Resume the game you were last playing.")
        entries = [
            (first[0], self.on_continue, first[1], last is not None),
            ("New game", self.on_new_game, "Choose a game, seats, bots and variants.", True),
            ("Learn to play", self.on_learn, "Guided first games, one rule at a time: "
             "short chapters on the real table.", True),
            ("Load", self.on_load, "Open a saved game.", True),
            ("Settings", self.on_settings, "Window size, UI scale, animation speed, colours, "
             "large text, sound.", True),
            ("Rules", self.on_rules, "Read a summary of each game's rules.", True),
            ("Quit", self.app.quit, None, True),
        ]
        *_, top, height, gap = self.metrics()
        rects = self.button_grid(300, height, len(entries), top=top, gap=gap)
        for rect, (text, cb, tip, enabled) in zip(rects, entries, strict=True):
            self.button(rect, text, cb, tip, enabled=enabled)

    def on_resize(self, size) -> None:
        self._words = None
        super().on_resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        # The star-field is cached per window size and the words are a few small images, so
        # they are blitted each frame rather than composed on a copy of the window-sized
        # star-field (which cost as much memory as the window itself).
        surface.blit(starfield(surface.get_size()), (0, 0))
        words = getattr(self, "_words", None)
        if words is None or words[0] != surface.get_size():
            words = self._words = (surface.get_size(), self._lay_out_words(surface.get_size()))
        surface.blits(words[1], doreturn=False)

    def _lay_out_words(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, tuple]]:
        vp = self.vp
        title_size, title_y, sub_size, sub_y, names_y, *_ = self.metrics()
        cx = size[0] // 2
        out = []
        title = fonts.render("STARBOARD", vp.px(title_size), colour("accent"), bold=True)
        out.append((title, title.get_rect(midtop=(cx, vp.px(title_y))).topleft))
        sub = fonts.render("a digital table for three space board games", vp.px(sub_size),
                           colour("text_dim"))
        out.append((sub, sub.get_rect(midtop=(cx, vp.px(sub_y))).topleft))
        names = [("404: Law Not Found", "law404"), ("Assembly", "assembly"),
                 ("Trouble on the Tempus", "tempus")]
        parts = [fonts.render(n, vp.px(sub_size - 2), colour(c), bold=True) for n, c in names]
        dot = fonts.render("  ·  ", vp.px(sub_size - 2), colour("text_dim"))
        total = sum(p.get_width() for p in parts) + dot.get_width() * 2
        x = cx - total // 2
        y = vp.px(names_y)
        for i, part in enumerate(parts):
            out.append((part, (x, y)))
            x += part.get_width()
            if i < 2:
                out.append((dot, (x, y)))
                x += dot.get_width()
        from game import __version__

        ver = fonts.render(f"v{__version__}", vp.px(14), colour("text_dim"))
        out.append((ver, ver.get_rect(bottomright=(size[0] - vp.px(12),
                                                   size[1] - vp.px(8))).topleft))
        return out

    def escape(self) -> None:
        self.app.quit()

    # ------------------------------------------------------------------ actions
    def on_continue(self) -> None:
        self.app.open_save(SaveSlots(self.app.home).autosave_path())

    def on_new_game(self) -> None:
        self.app.go("new_game")

    def on_load(self) -> None:
        self.app.go("load")

    def on_settings(self) -> None:
        self.app.go("settings")

    def on_rules(self) -> None:
        self.app.go("rules")

    def on_learn(self) -> None:
        self.app.go("learn")
