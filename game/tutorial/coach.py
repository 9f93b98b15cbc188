"""The coach: the part a table owns when its session is a chapter of Learn to play.

It says the step in a box that never covers what it lights, pulses the lit targets (the
asked moves' pieces and targets, resolved from engine state by the game's vocabulary, or a
named spot), says a word on an allowed off-script move, paces the bots and says in a line
what each just did, and offers Next, "Play on from here" and Back. Moves it refuses go
through the session (Lesson.vet raises the RuleError), so the table's own refusal path
shows the sentence: the toast, or the drag's reason under the pointer.

The table calls it from five places: refresh (`sync`), build_ui (`build_buttons`),
handle_event, update (True while the bots wait for the coach) and draw_over_ui (`draw`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.tutorial import progress
from game.tutorial.script import ASKED, LINK, NONE
from game.ui import fonts
from game.ui.theme import colour

if TYPE_CHECKING:
    from game.ui.table_scene import TableScene

TEXT = 16
"""Logical size of the coach's words: 16 px at 1280x720, over the 14 px floor."""
BOX_W = 430.0
MIN_W = 340.0
"""Narrowest the box gets over a table's log."""
PAD = 12.0
BUTTON_H = 36.0
PACE_S = 1.2
"""Seconds a bot waits after another bot's move at speed 1, so its line can be read."""
PULSE_S = 1.1
BOT_LINES = 2
"""The bots' moves said at once: the last two since the person moved."""
SMALL = "@small_button"
POINTER = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
DONE_TEXT = ("Chapter done: {title}. Play on from here with the bots, or go back to the "
             "chapters.")


GLUE = "\x00"
"""Marks a word that follows the previous one without a space (a link's "directives:")."""


def _words(text: str, link: str | None, before: list, after: str) -> list[tuple[str, str | None]]:
    """`text`'s words; the first glued to the words before when nothing parts them (`after`
    is the character just before `text`)."""
    out = [(w, link) for w in text.split()]
    if out and before and not text[:1].isspace() and not after.isspace():
        out[0] = (GLUE + out[0][0], link)
    return out


def merged(rects: list[pygame.Rect], near: int) -> list[pygame.Rect]:
    """Targets within `near` px of each other as one ring (a panel's lines, a stack):
    rings of their own would cross each other's words.

    >>> merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(0, 12, 10, 10),
    ...         pygame.Rect(50, 0, 5, 5)], 4)
    [Rect(0, 0, 10, 22), Rect(50, 0, 5, 5)]
    """
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for other in out:
                if other.inflate(2 * near, 2 * near).colliderect(rect):
                    out.remove(other)
                    rect.union_ip(other)
                    joined = True
                    break
        out.append(rect)
    return out


class Coach:
    def __init__(self, table: TableScene):
        self.table = table
        self.lesson = table.session.lesson
        self.clock = 0.0
        self.hold = 0.0
        self.bot_lines: list[str] = []
        self.links: list[tuple[pygame.Rect, str]] = []
        self.box_rect: pygame.Rect | None = None
        self.line_rects: list[pygame.Rect] = []
        self._kept: tuple[int, int] | None = None
        self._line_step = self.lesson.index

    @classmethod
    def for_table(cls, table: TableScene) -> Coach | None:
        return cls(table) if getattr(table.session, "lesson", None) is not None else None

    # ------------------------------------------------------------------ state
    @property
    def app(self):
        return self.table.app

    @property
    def bot_line(self) -> str:
        """What the bots just did, in a line or two."""
        return " ".join(line for line in self.bot_lines if line)

    @property
    def text(self) -> str:
        step = self.lesson.step
        if step is None:
            return DONE_TEXT.format(title=self.lesson.chapter.title)
        return step.text

    def sync(self) -> None:
        """After any change: the step reached, the word on an allowed move, the bots' lines,
        and the progress kept in the profile."""
        lesson = self.lesson
        was_finished = lesson.finished
        lesson.settle()
        if lesson.note:
            self.table.toasts.show(lesson.note, "info", duration=6.0)
            lesson.note = None
        words = self.lesson.words
        if lesson.person_moved or lesson.index != self._line_step:
            self.bot_lines = []  # a line on the bots is news only until the person moves
            lesson.person_moved = False
            self._line_step = lesson.index
        for seat, action in lesson.bot_moves:
            line = words.bot_line(self.table, seat, action) if words.bot_line else None
            if line and self.bot_lines and self.bot_lines[-1] == line:
                continue  # one line for a decision made of several moves (a program)
            self.bot_lines = [*self.bot_lines, line or self._last_log_line()][-BOT_LINES:]
            self.hold = PACE_S
        lesson.bot_moves.clear()
        if lesson.finished and not was_finished:
            self.table.toasts.show("Chapter done.", "info")
        kept = (lesson.index, len(lesson.game.history))
        if kept != self._kept:
            self._kept = kept
            progress.keep(self.app.home, lesson)

    def _last_log_line(self) -> str:
        entries = self.table.log.entries
        return entries[-1].shown_text if entries else ""

    def next(self) -> None:
        if self.lesson.next():
            self.table.refresh()

    def play_on(self) -> None:
        """The chapter becomes a normal game from here: bots keep their seats, it autosaves
        and saves like any game."""
        session = self.table.session
        progress.keep(self.app.home, self.lesson)
        session.lesson = None
        session.autosave()
        self.app.open_table(session)

    def back(self) -> None:
        progress.keep(self.app.home, self.lesson)
        self.app.main_menu()
        self.app.go("learn", game_id=self.lesson.chapter.game_id)

    # ------------------------------------------------------------------ targets and box
    def targets(self) -> list[pygame.Rect]:
        """Where the step points, in window pixels (from engine state, never stored
        coordinates): the asked moves' pieces and targets, or a named spot."""
        step = self.lesson.step
        table = self.table
        if step is None or step.light == NONE or table.looking_back is not None \
                or table.pacer.playing or table.gate.active:
            return []
        words = self.lesson.words
        if step.light == ASKED:
            rects = [r for a in self.lesson.asked() for r in words.action_rects(table, a)]
        else:
            rects = words.spots[step.light](table)
        screen = pygame.Rect((0, 0), self.app.window.get_size())
        return [r for r in rects if r.width > 0 and r.height > 0 and screen.contains(r)]

    def _font(self) -> pygame.font.Font:
        return fonts.font(self.table.vp.text_px(TEXT))

    def _wrap(self, width: int) -> list[list[tuple[str, str | None]]]:
        """The text as lines of (word, linked section or None)."""
        words: list[tuple[str, str | None]] = []
        text, at = self.text, 0
        for m in LINK.finditer(text):
            words += _words(text[at:m.start()], None, words, text[at - 1:at] or " ")
            words += _words(m.group(1), m.group(2) or m.group(1), words,
                            text[m.start() - 1:m.start()] or " ")
            at = m.end()
        words += _words(text[at:], None, words, text[at - 1:at] or " ")
        if self.bot_line and self.lesson.step is not None:
            words = [(w, "") for w in self.bot_line.split()] + [("\n", None)] + words
        font = self._font()
        space = font.size(" ")[0]
        lines: list[list[tuple[str, str | None]]] = [[]]
        x = 0
        for word, link in words:
            if word == "\n":
                lines.append([])
                x = 0
                continue
            glued = word.startswith(GLUE)
            w = font.size(word.lstrip(GLUE))[0]
            gap = 0 if glued or not lines[-1] else space
            if lines[-1] and not glued and x + gap + w > width:
                lines.append([])
                x, gap = 0, 0
            x += gap + w
            lines[-1].append((word, link))
        return lines

    def layout(self) -> tuple[pygame.Rect, list[list[tuple[str, str | None]]]]:
        """The box and its lines. First choice: over the log (the coach says what the bots
        did, and the board stays clear), growing up from its bottom if it needs more room;
        else the first corner that covers no lit target."""
        vp = self.table.vp
        log = vp.rect(*self.table.log_rect())
        w, h = self.app.window.get_size()
        pad = vp.px(PAD)
        line_h = self._font().get_linesize()
        targets = [t.inflate(vp.px(12), vp.px(12)) for t in self.targets()]
        top = vp.px(60)  # under the Menu button's row
        spots = []
        for width in (max(log.width, vp.px(MIN_W)), vp.px(BOX_W)):
            lines = self._wrap(width - 2 * pad)
            height = 2 * pad + len(lines) * line_h + vp.px(BUTTON_H + 8)
            box = pygame.Rect(0, 0, width, height)
            if width != vp.px(BOX_W):
                spots.append((pygame.Rect(log.x, min(log.y, log.bottom - height), width,
                                          height), lines))
                continue
            for x, y in ((w - width - vp.px(10), top), (w - width - vp.px(10), h - height - vp.px(70)),
                         ((w - width) // 2, top), (vp.px(10), top),
                         ((w - width) // 2, (h - height) // 2), (vp.px(10), h - height - vp.px(70))):
                spots.append((pygame.Rect(x, max(0, y), width, height), lines))
        window = pygame.Rect(0, 0, w, h)
        keep = targets + self._end_controls()
        fits = [(b, lines) for b, lines in spots
                if window.contains(b) and b.collidelist(keep) < 0]
        if fits:
            box, lines = fits[0]
        else:  # every place covers one: the one that covers the least

            def covered(spot):
                return sum(spot[0].clip(t).width * spot[0].clip(t).height for t in targets)

            box, lines = min(spots, key=covered)
        self.box_rect = box.copy()
        return box, lines

    def _end_controls(self) -> list[pygame.Rect]:
        """Once the chapter's game has ended, the end screen's buttons (Main menu, ...): the
        box finds a place clear of them too."""
        if not self.table.game.is_over:
            return []
        own = {label for label, *_ in self._buttons()}
        return [e.rect.inflate(self.table.vp.px(8), self.table.vp.px(8))
                for e in self.table._elements
                if getattr(e, "text", None) and e.text not in own and e.is_enabled]

    def button_rects(self) -> list[pygame.Rect]:
        box, _lines = self.layout()
        vp = self.table.vp
        pad, gap = vp.px(PAD), vp.px(8)
        labels = self._buttons()
        widths = [vp.px(w) for _t, _cb, _tip, w in labels]
        y = box.bottom - pad - vp.px(BUTTON_H) + vp.px(4)
        x = box.right - pad - sum(widths) - gap * (len(widths) - 1)
        out = []
        for width in widths:
            out.append(pygame.Rect(x, y, width, vp.px(BUTTON_H)))
            x += width + gap
        return out

    def _buttons(self) -> list[tuple[str, object, str, float]]:
        out = [("Back", self.back, "Back to the chapters (this one resumes where you left "
                "it).", 70.0),
               ("Play on from here", self.play_on, "A normal game from this position, the "
                "bots in the other seats.", 160.0)]
        if self.lesson.waits_for_next():
            out.append(("Next", self.next, "On to the next step (Enter).", 80.0))
        return out

    def build_buttons(self) -> None:
        for rect, (text, cb, tip, _w) in zip(self.button_rects(), self._buttons(), strict=True):
            self.table.button(rect, text, cb, tip, object_id=SMALL)

    # ------------------------------------------------------------------ input, time
    def handle_event(self, event: pygame.event.Event) -> bool:
        table = self.table
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.lesson.waits_for_next() \
                and not (table.keyboard_focus and table.focused() is not None):
            self.next()
            return True
        pos = getattr(event, "pos", None)
        if pos is None or self.box_rect is None or not self.box_rect.collidepoint(pos) \
                or event.type not in POINTER:
            return False
        # The box is the coach's: nothing under it (the log) hears a click or a hover.
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, section in self.links:
                if rect.collidepoint(pos):
                    self.app.go("rules", game_id=self.lesson.chapter.game_id, section=section)
        return True

    def update(self, dt: float) -> bool:
        """Advance the pulse; True while the bots wait for the coach's pace."""
        self.clock += dt
        if self.lesson.step is not None:
            self.table.invalidate()  # the pulse moves
        if self.hold > 0 and not self.table.pacer.playing:
            self.hold -= dt * self.app.settings.animation_speed
        return self.hold > 0

    # ------------------------------------------------------------------ drawing
    def draw_pulse(self, surface: pygame.Surface) -> None:
        """Over everything: the lit targets' pulsing rings."""
        vp = self.table.vp
        phase = 0.5 + 0.5 * math.sin(self.clock * 2 * math.pi / PULSE_S)
        for rect in merged(self.targets(), vp.px(6)):
            grow = vp.px(3 + 6 * phase)
            ring = rect.inflate(2 * grow, 2 * grow)
            glow = pygame.Surface(ring.inflate(vp.px(12), vp.px(12)).size, pygame.SRCALPHA)
            halo = colour("accent")
            halo.a = int(60 + 80 * (1 - phase))
            pygame.draw.rect(glow, halo, glow.get_rect(), vp.px(8), border_radius=vp.px(14))
            surface.blit(glow, glow.get_rect(center=ring.center))
            pygame.draw.rect(surface, colour("accent"), ring, max(3, vp.px(4)),
                             border_radius=vp.px(8))
            pygame.draw.rect(surface, colour("focus_ring"), rect.inflate(vp.px(2), vp.px(2)),
                             max(1, vp.px(2)), border_radius=vp.px(6))

    def draw_box(self, surface: pygame.Surface) -> None:
        """The step's words, under the coach's buttons (drawn by pygame-gui after it)."""
        vp = self.table.vp
        box, lines = self.layout()
        pygame.draw.rect(surface, colour("panel_bg"), box, border_radius=vp.px(10))
        pygame.draw.rect(surface, colour("accent"), box, max(2, vp.px(2)),
                         border_radius=vp.px(10))
        font = self._font()
        space = font.size(" ")[0]
        pad = vp.px(PAD)
        y = box.top + pad
        self.links = []
        self.line_rects = []
        for line in lines:
            x = box.left + pad
            start = x
            for word, link in line:
                if word.startswith(GLUE):
                    x -= space  # punctuation right after a link
                    word = word[1:]
                ink = colour("text_dim") if link == "" else \
                    colour("link_text") if link else colour("text")
                img = fonts.render_line(font, word, ink)
                surface.blit(img, (x, y))
                rect = pygame.Rect(x, y, img.get_width(), img.get_height())
                if link:
                    pygame.draw.line(surface, ink, rect.bottomleft, rect.bottomright,
                                     max(1, vp.px(1)))
                    self.links.append((rect, link))
                x = rect.right + space
            self.line_rects.append(pygame.Rect(start, y, x - space - start, font.get_linesize()))
            y += font.get_linesize()
