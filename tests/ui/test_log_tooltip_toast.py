"""Log panel, tooltips and toasts."""

from __future__ import annotations

import pygame

from game.ui.log_panel import LogPanel
from game.ui.theme import colour
from game.ui.toast import Toasts
from game.ui.tooltip import Tooltips
from tests.ui.conftest import down, motion

LOG_RECT = (960, 20, 300, 400)


def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                              precise_y=float(y))


def filled_log(viewport, n=40, **kw):
    log = LogPanel(viewport, LOG_RECT, **kw)
    for i in range(n):
        log.add(f"Event {i}: robot moves", snapshot=i)
    return log


# log panel -----------------------------------------------------------------------------------
def test_log_newest_entry_is_at_the_bottom(viewport):
    log = filled_log(viewport)
    rects = log.entry_rects()
    assert rects[-1][0].text == "Event 39: robot moves"
    assert rects[-1][1].bottom == log.list_rect.bottom
    assert [e.snapshot for e, _ in rects] == sorted(e.snapshot for e, _ in rects)


def test_log_click_calls_back_with_the_entry_and_its_snapshot(viewport):
    seen = []
    log = filled_log(viewport, on_click=seen.append)
    entry, rect = log.entry_rects()[-2]
    assert log.handle_event(down(rect.center))
    assert seen == [entry] and entry.snapshot == 38 and log.selected is entry


def test_log_wheel_scrolls_only_when_pointer_is_over_it(viewport):
    log = filled_log(viewport)
    assert not log.handle_event(wheel(1))  # pointer elsewhere: not ours
    log.handle_event(motion(log.px_rect.center))
    assert log.handle_event(wheel(3))
    assert log.scroll > 0
    assert log.entry_rects()[-1][0].snapshot < 39
    log.handle_event(wheel(-1000))
    assert log.scroll == 0


def test_log_scroll_is_clamped_to_the_oldest_entry(viewport):
    log = filled_log(viewport)
    log.scroll_by(10**6)
    assert log.scroll == log.max_scroll
    assert log.entry_rects()[0][0].snapshot == 0
    assert log.entry_rects()[0][1].top == log.list_rect.top


def test_log_stays_put_while_reading_and_follows_when_at_bottom(viewport):
    log = filled_log(viewport)
    log.add("new")
    assert log.entry_rects()[-1][0].text == "new"
    log.scroll_by(200)
    shown = [e.text for e, _ in log.entry_rects()]
    log.add("newer")
    assert [e.text for e, _ in log.entry_rects()] == shown


def test_log_long_entries_wrap_and_draw(viewport, screen):
    log = LogPanel(viewport, LOG_RECT)
    log.add("word " * 60, colour="law404")
    (_entry, rect), = log.entry_rects()
    assert rect.h > 3 * 20 and rect.w <= log.list_rect.w
    log.draw(screen)
    assert screen.get_at((rect.x + 2, rect.centery))[:3] == tuple(colour("law404"))[:3]


# tooltips ------------------------------------------------------------------------------------
def test_tooltip_appears_only_after_the_delay(viewport):
    tips = Tooltips(viewport)
    tips.add_region((100, 100, 100, 50), "Damage: a machine with damage cannot be used.")
    tips.handle_event(motion(viewport.point(150, 120)))
    tips.update(0.4)
    assert tips.text is None
    tips.update(0.15)
    assert tips.text == "Damage: a machine with damage cannot be used."
    tips.handle_event(motion((5, 5)))
    assert tips.text is None


def test_tooltip_timer_restarts_when_the_pointer_moves(viewport):
    tips = Tooltips(viewport)
    tips.add(lambda pos: "x" if pos[0] < 600 else None)
    for i in range(5):
        tips.handle_event(motion((100 + i, 100)))
        tips.update(0.3)
    assert tips.text is None
    tips.update(0.3)
    assert tips.text == "x"


def test_tooltip_is_clamped_on_screen(viewport, screen):
    tips = Tooltips(viewport)
    tips.add(lambda pos: "A long rule explanation " * 6)
    tips.handle_event(motion((1275, 715)))
    tips.update(1.0)
    tips.draw(screen)
    assert screen.get_rect().contains(tips.last_rect)


def test_table_counters_and_zones_carry_tooltips(table):
    from tests.ui.conftest import centre_of

    table.zone("deck").stack[0].tooltip = "Items can be carried."
    table.zone("bay").tooltip = "The bay launches missiles."
    assert table.tooltip_at(centre_of(table, "deck")) == "Items can be carried."
    assert table.tooltip_at(table.zone("bay").px_rect.center) == "The bay launches missiles."


# toasts --------------------------------------------------------------------------------------
def test_toast_expires(viewport):
    t = Toasts(viewport, duration=3.0)
    t.show("Only robots can dock here.")
    t.update(2.9)
    assert t.latest == "Only robots can dock here."
    t.update(0.2)
    assert t.latest is None and t.needs_redraw


def test_same_toast_again_restarts_instead_of_stacking(viewport):
    t = Toasts(viewport)
    t.show("No.")
    t.update(2.0)
    t.show("No.")
    t.update(2.0)
    assert t.messages == ["No."]


def test_toast_click_dismisses_and_draws_in_its_colours(viewport, screen):
    t = Toasts(viewport)
    t.show("A reason.")
    screen.fill(colour("table_bg"))
    t.draw(screen)
    (_, rect), = t.rects
    assert screen.get_at((rect.centerx, rect.top + 3))[:3] == tuple(colour("toast_bg"))[:3]
    assert t.handle_event(down(rect.center))
    assert t.latest is None


def test_any_widget_with_a_tooltip_and_a_hit_area_is_a_source(viewport):
    class Gauge:
        tooltip = "Hull strength: the ship is lost at 0."

        def covers(self, pos):
            return pos[0] < 100

    tips = Tooltips(viewport)
    tips.add(Gauge())
    tips.handle_event(motion((50, 50)))
    tips.update(0.6)
    assert tips.text == Gauge.tooltip


def test_wrap_keeps_every_word_and_stays_within_the_width():
    from game.ui.board.text import wrap
    from game.ui.fonts import font

    text = "the quick brown fox jumps over the lazy dog " * 4 + "antidisestablishmentarianism"
    lines = wrap(text, 16, 120)
    assert all(font(16).size(line)[0] <= 120 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert wrap("a\nb", 16, 120) == ["a", "b"]
