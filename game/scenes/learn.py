"""Learn to play: each game's chapters, a tick on each one finished (kept in the profile),
"resume" on a half-done one; a chapter opens on the real table with its coach."""

from __future__ import annotations

import pygame

from game.engines.common.errors import ContentError
from game.paths import levels_root
from game.registry import GAMES
from game.saves import SaveSlots
from game.tutorial import progress
from game.tutorial.lesson import start
from game.tutorial.script import Chapter, load_chapters
from game.ui import fonts, richtext
from game.ui.backdrop import starfield
from game.ui.game_tabs import BACK_W, build_tabs
from game.ui.theme import colour
from game.ui.ui_scene import UIScene
from game.ui.units import MENU_CANVAS

TICK = "\u2713"


def chapter_label(chapter: Chapter, done: bool, half_done: bool, short: bool = False) -> str:
    """A chapter's line in the list (`short`: without its minutes, which its tooltip says,
    for a list in columns).

    >>> from game.tutorial.script import Chapter
    >>> c = Chapter("law404", "draft", "The draft and directives", 1, 3, "", {}, (), ())
    >>> chapter_label(c, True, False), chapter_label(c, False, True)
    ('\u2713 1. The draft and directives (3 min)', '1. The draft and directives (3 min, resume)')
    >>> chapter_label(c, False, True, short=True)
    '1. The draft and directives (resume)'
    """
    mark = f"{TICK} " if done else ""
    if short:
        return f"{mark}{chapter.order}. {chapter.title}" + (" (resume)" if half_done else "")
    tail = ", resume" if half_done else ""
    return f"{mark}{chapter.order}. {chapter.title} ({chapter.minutes} min{tail})"


class LearnScene(UIScene):
    MIN_LOGICAL = MENU_CANVAS
    ARROWS_MOVE_FOCUS = True

    def __init__(self, app, game_id: str = "law404"):
        super().__init__(app)
        self.game_id = game_id if game_id in GAMES else "law404"
        self.problem = ""

    def chapters(self) -> list[Chapter]:
        try:
            self.problem = ""
            return load_chapters(levels_root(), self.game_id)
        except ContentError as exc:  # a broken file in a build: say so, list none
            self.problem = f"The chapters could not be read: {exc.problems[0]}"
            return []

    def build_ui(self) -> None:
        vp = self.vp
        lw, lh = vp.logical_size
        compact = lh < 600
        m = 20.0 if compact else 40.0
        top = 8.0 if compact else 20.0
        tabs = build_tabs(self, m, top, self.show, lambda title: f"Learn {title}")
        for game_id, tab in tabs.items():
            (tab.select if game_id == self.game_id else tab.unselect)()
        self.button(vp.rect(lw - m - BACK_W, top, BACK_W, 46), "Back", self.app.back, "Esc")
        done = progress.finished(self.app.home)
        width = min(620.0, lw - 2 * m)
        y = top + (150 if not compact else 106)  # under the heading and its note
        self.listed = self.chapters()
        pitch = 60.0 if not compact else 54.0
        # As many rows as fit above Read the rules; the rest in further columns.
        per_column = max(1, int((lh - 80 - y) // pitch))
        columns = max(1, -(-len(self.listed) // per_column))
        gap = 10.0
        column_w = min(width, (lw - 2 * m - gap * (columns - 1)) / columns)
        left = (lw - columns * column_w - gap * (columns - 1)) / 2
        for i, chapter in enumerate(self.listed):
            half = progress.resume_record(self.app.home, chapter.key) is not None
            column, row = divmod(i, per_column)
            self.button(vp.rect(left + column * (column_w + gap), y + row * pitch, column_w,
                                pitch - 10),
                        chapter_label(chapter, chapter.key in done, half, short=columns > 1),
                        lambda c=chapter: self.open(c),
                        f"Teaches: {chapter.section}, in about {chapter.minutes} minutes. A "
                        "real game with a coach; leave any time.")
        y += min(len(self.listed), per_column) * pitch
        self.button(vp.rect((lw - width) / 2, max(y + 10, lh - 70), width, 46),
                    "Read the rules", lambda: self.app.go("rules", game_id=self.game_id),
                    "The Rules screen for this game.")

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.clear_ui()
        self.build_ui()
        self.invalidate()

    def open(self, chapter: Chapter) -> None:
        """The chapter on its table: where it was left, or from its deal."""
        home = self.app.home
        session = start(chapter, SaveSlots(home), progress.resume_record(home, chapter.key))
        self.app.open_table(session)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(starfield(surface.get_size()), (0, 0))
        vp = self.vp
        compact = vp.logical_size[1] < 600
        y = vp.px(70 if not compact else 60)
        head = fonts.render(f"Learn to play {GAMES[self.game_id].title}",
                            vp.px(26 if not compact else 20), colour("accent"), bold=True)
        surface.blit(head, head.get_rect(midtop=(surface.get_width() // 2, y + vp.px(6))))
        note = self.problem or ("A coach shows one rule at a time on the real table. Leave "
                                "or play on whenever you like."
                                if getattr(self, "listed", None) else
                                "Chapters for this game are on the way: the Rules screen "
                                "explains it meanwhile.")
        size = vp.px(16)
        top = y + vp.px(44 if not compact else 30)
        for line in richtext.wrap(note, fonts.font(size), surface.get_width() - vp.px(40)):
            img = fonts.render(line, size, colour("text_dim"))
            surface.blit(img, img.get_rect(midtop=(surface.get_width() // 2, top)))
            top += img.get_height()
