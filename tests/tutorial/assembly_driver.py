"""A newcomer at an Assembly chapter, by posted mouse and keyboard events only: does what
the lit step asks (a drag for a swap, bay clicks then Lock, the rotate buttons, Deploy, the
refill's Draw, a question), checks that what the coach lights can be hit, and leaves a
chapter at any step with "Play on from here" for a game the bots finish, saved and loaded."""

from __future__ import annotations

import pygame

from game.engines.assembly import Ask, Choose, Draw, Play
from tests.scenes.helpers import buttons, click_at, drag, press, pump
from tests.tutorial.driver import check_coach, key, make_app, play_on_to_a_saved_end, settle


def open_chapter(app, title: str):
    """Title screen -> Learn to play -> the Assembly tab -> the chapter; its table."""
    app.main_menu()
    pump(app)
    press(app, app.stack.top, "Learn to play")
    learn = app.stack.top
    press(app, learn, "Assembly")
    label = next(t for t in buttons(learn) if title in t)
    press(app, learn, label)
    settle(app)
    return app.stack.top


def hit(table, pos) -> bool:
    """Something at `pos` answers the pointer: a button, a bay, the stack, a card, or a
    read-out with its tooltip."""
    if any(e.rect.collidepoint(pos) and e.is_enabled for e in table._elements
           if getattr(e, "text", None)):
        return True
    if table.layout.bay_at(pos) is not None or table.stack_at(pos) is not None:
        return True
    if any(r.collidepoint(pos) for r in table.hand.card_rects()):
        return True
    return bool(table.panel_tooltip(pos) or table.hand_header_tooltip(pos))


def lit(table) -> list[pygame.Rect]:
    """check_coach, and each lit target answers the pointer at its centre."""
    rects = check_coach(table)
    for rect in rects:
        assert hit(table, rect.center), f"nothing to point at under the lit {rect}"
    return rects


def centre(table, bay: int) -> tuple[int, int]:
    return table.ring.token_rect(bay).center


def _rotate(app, table, action: Play) -> None:
    clockwise = action.command == "rotate_cw"
    have = buttons(table)
    press(app, table, "Rotate CW" if "Rotate CW" in have and clockwise or
          "Rotate ACW" not in have else "Rotate ACW")
    if table.rot.clockwise != clockwise:
        press(app, table, "Reverse")
    steps = action.args[0] if action.args else 1
    if table.rot.steps != steps:
        press(app, table, "1 bay" if steps == 1 else "2 bays")
    press(app, table, f"Confirm {'CW' if clockwise else 'ACW'} {steps}")


def make(app, table, action) -> None:
    """The gestures a player makes for `action` (a lit one), checking the lit targets on
    the way."""
    if isinstance(action, Draw) or action == Choose("draw"):
        press(app, table, "Draw up to 3 cards")
    elif isinstance(action, Ask):
        from game.scenes.assembly.controls import ASK_LABELS

        press(app, table, ASK_LABELS[action.command])
    elif isinstance(action, Choose):
        from game.scenes.assembly.choices import option_label

        if action.option.startswith("bay:"):
            click_at(app, centre(table, int(action.option[4:])))
        else:
            press(app, table, option_label(action.option))
    elif isinstance(action, Play):
        if action.role and not table.role_armed:
            label = next(t for t in buttons(table) if t.startswith("Use "))
            press(app, table, label)
            lit(table)
        drag_move = table.game.drag_for(action)
        if drag_move is not None:
            _piece, source, target = drag_move
            drag(app, centre(table, int(source[4:])), centre(table, int(target[4:])))
        elif action.command == "deploy":
            press(app, table, "Deploy")
        elif action.command == "lock":
            for bay in action.args:
                click_at(app, centre(table, bay))
            lit(table)
            press(app, table, next(t for t in buttons(table) if t.startswith("Lock ")))
        elif action.command.startswith("rotate"):
            _rotate(app, table, action)
        else:
            raise AssertionError(f"no gesture for {action.to_text()}")
    else:
        raise AssertionError(f"no gesture for {action!r}")


def do_step(app, table, prefer=None) -> None:
    """What the step asks, by mouse: Next, or the first lit move (or the first one
    `prefer(action)` picks) with its gestures, until the step moves on."""
    lesson = table.coach.lesson
    start = lesson.index
    for _ in range(40):
        if lesson.index != start or lesson.finished:
            return
        lit(table)
        if lesson.waits_for_next():
            press(app, table, "Next")
        else:
            asked = lesson.asked()
            assert asked, f"step {lesson.step.id} asks for nothing the person can do"
            single = [a for a in asked if not getattr(a, "is_substitute", False)] or asked
            choice = next((a for a in single if prefer and prefer(a)), single[0])
            before = len(table.game.history)
            make(app, table, choice)
            assert len(table.game.history) > before, f"{choice.to_text()} was not made"
        settle(app)
    raise AssertionError(f"step {lesson.step.id} never ended")


def play_chapter(app, table) -> None:
    while not table.coach.lesson.finished:
        do_step(app, table)


def play_on_at(home, title: str, leave_at: int) -> None:
    """Open the chapter, do `leave_at` steps, leave with "Play on from here": a normal
    game from that position that autosaves, plays to its end with bots, saves and loads."""
    app = make_app()
    table = open_chapter(app, title)
    for _ in range(leave_at):
        do_step(app, table)
    assert table.coach.lesson.index >= leave_at
    play_on_to_a_saved_end(app, table, home)

def follow_link(app, table, section: str) -> None:
    """The rule's name in the coach's box opens its Rules section; Escape comes back."""
    table.draw(app.window)
    app.draw()
    rect = next(r for r, s in table.coach.links if s == section)
    click_at(app, rect.center)
    assert type(app.stack.top).__name__ == "RulesScene"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def ends_ticked(app, table, home, chapter_key: str, label: str) -> None:
    """The chapter is done, ticked in the profile and in the list Back returns to."""
    from game.tutorial import progress

    assert table.coach.lesson.finished
    assert chapter_key in progress.finished(home)
    press(app, table, "Back")
    assert any(t.startswith(f"\u2713 {label}") for t in buttons(app.stack.top))
