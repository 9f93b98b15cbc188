"""A newcomer at a Trouble on the Tempus chapter, by posted mouse and keyboard events only:
the lit move made as a hand would (a standee or an item card dragged, a door clicked, a
button pressed and, when it asks, its target clicked), every lit target hit-tested, and
the chapter left at any step with "Play on from here" for a normal game."""

from __future__ import annotations

import pygame

from game.engines.tempus import actions as A
from game.tutorial.tempus import _counter, action_rects
from game.ui.game_tabs import short_title
from tests.scenes.helpers import buttons, click_at, drag, press, pump
from tests.tutorial import driver
from tests.tutorial.driver import check_coach, key, make_app, play_on_checked


def open_chapter(app, title: str):
    """Title screen -> Learn to play -> the Tempus tab -> the chapter; the table it opens."""
    app.main_menu()
    pump(app)
    press(app, app.stack.top, "Learn to play")
    learn = app.stack.top
    tab = next(t for t in buttons(learn) if t in (TEMPUS, short_title(TEMPUS)))
    press(app, learn, tab)
    label = next(t for t in buttons(learn) if title in t)
    press(app, learn, label)
    settle(app)
    return app.stack.top


def begin(title: str, first_step: str):
    """A new app at 1280x720, the chapter opened from the title screen at its first step:
    (app, table, lesson, game)."""
    app = make_app()
    table = open_chapter(app, title)
    lesson = table.coach.lesson
    assert lesson.step.id == first_step
    return app, table, lesson, table.game


def counter_of(table, piece: str) -> pygame.Rect:
    """Where a standee ("crew:0") or an item card is drawn."""
    rect = _counter(table, piece)
    assert rect is not None, f"{piece} is not on the table"
    return rect


TEMPUS = "Trouble on the Tempus"
FRAME = 0.2
"""Seconds a test frame stands for: the bots' pace and the board's animations run out in a
few frames (nothing here asserts a timing)."""


def settle(app) -> None:
    """driver.settle in long frames: the bots, the coach's pace and the playback done."""
    driver.settle(app, frame=FRAME)


def drop_point(table, rect: pygame.Rect, place: str) -> tuple[int, int]:
    """Where a hand lets go over `place`: a free part of a room (clear of its counters, of
    the doorways in the middles of its walls and of any message showing), a sheet slot's
    centre."""
    if place not in table.game.graph.names:
        return rect.center
    for fx, fy in ((3, 3), (2, 3), (3, 2), (1, 3), (2, 2), (3, 1)):
        point = (rect.x + rect.w * fx // 4, rect.y + rect.h * fy // 4)
        if not table.toasts.covers(point) and table.deck.table.counter_at(point) is None:
            return point
    raise AssertionError(f"no free spot to drop in {place}")


def hit(table, rect: pygame.Rect):
    """What a click at the lit rect's centre finds: a counter's id, a button's label, or the
    room / door under it."""
    pos = rect.center
    for element in table._elements:
        if getattr(element, "text", None) and element.rect.collidepoint(pos) \
                and element.visible:
            return element.text
    found = table.deck.table.counter_at(pos)
    if found is not None:
        zone, i = found
        return zone.stack[i].id
    zone = table.deck.table.zone_at(pos)
    return zone.id if zone is not None else None


def rest(app, limit: int = 240) -> None:
    """Frames until the board is still: a refused counter has flown back to its place."""
    table = app.stack.top
    for _ in range(limit):
        board = getattr(table, "deck", None)
        if board is None or not (board.table.hidden or board.table.flights
                                 or table.animating or table.drag.needs_redraw):
            return
        app.step(pygame.event.get(), FRAME)


def hand_drag(app, start, end) -> None:
    """A drag, and the frames after it until the board is still."""
    drag(app, start, end)
    rest(app)


def check_step(table) -> list[pygame.Rect]:
    """check_coach, and the first lit move's piece or button is what a click there finds."""
    lit = check_coach(table)
    asked = table.coach.lesson.asked()
    if asked:
        rects = action_rects(table, asked[0])
        assert rects and all(r in lit for r in rects), (asked[0], rects, lit)
        found = hit(table, rects[0])
        drag = table.game.drag_for(asked[0])
        if drag is not None and not isinstance(asked[0], A.ToggleDoor):
            assert found == drag[0], f"the lit {asked[0]} has {found!r} under it"
        else:
            assert found is not None, f"nothing to click under the lit {asked[0]}"
    return lit


def perform(app, table, action) -> None:
    """`action` by the mouse, as the coach lights it."""
    game = table.game
    before = len(game.history)
    rects = action_rects(table, action)
    assert rects, f"no way to make {action} on the table"
    drag_move = game.drag_for(action)
    if isinstance(action, A.ToggleDoor | A.SecurityToggle | A.StandUp):
        click_at(app, rects[0].center)  # a door, or a knocked-down standee: clicked
    elif drag_move is not None:
        piece, _source, target = drag_move
        hand_drag(app, rects[0].center, drop_point(table, rects[1], target))
    else:
        click_at(app, rects[0].center)
        if len(game.history) == before and table.armed is not None:  # it asks for a target
            click_at(app, action_rects(table, action)[0].center)
    assert len(game.history) > before, f"{action} was not made: {table.toasts.messages[-1:]}"
    settle(app)
    rest(app)


def do_step(app, table) -> None:
    """What the step asks: Next, or its first lit move."""
    lesson = table.coach.lesson
    if lesson.waits_for_next():
        press(app, table, "Next")
        settle(app)
        rest(app)
        return
    perform(app, table, lesson.asked()[0])


def play_through(app, table, until: int | None = None, limit: int = 200) -> None:
    """Do each step, checking the coach, to step `until` (or the chapter's end)."""
    lesson = table.coach.lesson
    for _ in range(limit):
        if lesson.finished or until is not None and lesson.index >= until:
            return
        check_step(table)
        do_step(app, table)
    raise AssertionError(f"the chapter never got past {lesson.step.id}")


def finish(app, table, home) -> None:
    """The last step checked and read (Enter): the chapter is done and ticked."""
    from game.tutorial import progress

    check_step(table)
    key(app, pygame.K_RETURN)
    lesson = table.coach.lesson
    assert lesson.finished
    assert lesson.chapter.key in progress.finished(home)


def refused(app, table, start, end, words: str) -> None:
    """A drag from `start` to `end` changes nothing and is answered by a sentence that
    holds `words`."""
    before = table.game.to_dict()
    hand_drag(app, start, end)
    assert table.game.to_dict() == before
    assert any(words in m for m in table.toasts.messages), table.toasts.messages


def said(table, start: str) -> bool:
    return any(m.startswith(start) for m in table.toasts.messages)


def play_on_at(home, title: str, leave_at: int) -> None:
    """Open the chapter, do its steps up to `leave_at`, press "Play on from here": a normal
    game with the bots in their seats that autosaves, plays to its end, saves and loads."""
    app = make_app()
    # The person's seat played on as a crew bot would: a co-operative game ends sooner
    # when both seats pull together than with random moves in one.
    play_on_checked(app, open_chapter(app, title), home, do_step, leave_at, person="normal")
