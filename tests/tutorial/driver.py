"""A newcomer at a Learn to play chapter, made of posted mouse and keyboard events: opens it
from the title screen, checks what the coach shows at every step, and does what it asks."""

from __future__ import annotations

import time

import pygame

from game.app import App
from tests.scenes.helpers import buttons, click_at, press, pump

MIN_TEXT_PX = 14


def make_app(size=(1280, 720), ui_scale: float | None = None) -> App:
    app = App(size=size)
    app.settings.animation_speed = 3
    app.settings.sound = False
    if ui_scale is not None:
        from dataclasses import replace

        app.apply_settings(replace(app.settings, ui_scale=ui_scale))
    return app


def key(app, k, mod=0) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def open_chapter(app, title: str):
    """Title screen -> Learn to play -> the chapter (its button's label starts with its
    order and title); the table it opens."""
    app.main_menu()
    pump(app)
    press(app, app.stack.top, "Learn to play")
    learn = app.stack.top
    label = next(t for t in buttons(learn) if title in t)
    press(app, learn, label)
    settle(app)
    return app.stack.top


def settle(app, limit: int = 600, frame: float = 1 / 30) -> None:
    """Frames until the bots and the coach's pace are done and the person may act."""
    for _ in range(limit):
        table = app.stack.top
        coach = getattr(table, "coach", None)
        busy = table.session.is_bot_turn() and not table.game.is_over \
            or table.pacer.playing or (coach is not None and coach.hold > 0)
        if not busy:
            pump(app)
            return
        app.step(pygame.event.get(), frame)
        if table.bots.mover.thinking:
            time.sleep(0.005)  # a bot deciding off the UI thread: frames alone outrun it
    raise AssertionError("the table never settled")


def check_coach(table) -> list[pygame.Rect]:
    """What every step must show: lit targets on screen, none under the box; the box's
    words inside it at 14 px or more. Returns the lit targets."""
    coach = table.coach
    window = pygame.Rect((0, 0), table.app.window.get_size())
    box, lines = coach.layout()
    assert window.contains(box), (box, window)
    assert coach._font().get_height() >= MIN_TEXT_PX
    surface = table.app.window.copy()
    coach.draw_box(surface)
    assert coach.line_rects and len(coach.line_rects) == len(lines)
    for rect in coach.line_rects:
        assert box.contains(rect), f"coach text {rect} spills out of its box {box}"
    for element in table._elements:
        if getattr(element, "text", "") in ("Back", "Play on from here", "Next"):
            assert box.contains(element.rect), "the coach's buttons sit in its box"
            assert not any(element.rect.colliderect(r) for r in coach.line_rects)
    targets = coach.targets()
    if coach.lesson.step is not None and coach.lesson.step.light != "none":
        assert targets, f"step {coach.lesson.step.id} lights nothing"
    for rect in targets:
        assert window.contains(rect)
        assert not box.colliderect(rect), f"the box {box} covers the lit {rect}"
    return targets


def click_card(app, table, directive: str) -> None:
    """Click a draft card by what it shows (the lower part: its text, never its title)."""
    for card, rect in zip(table.draft.cards, table.draft.card_rects(), strict=True):
        if card.data == directive:
            click_at(app, (rect.centerx, rect.bottom - 10))
            assert table.draft.selected and table.draft.selected[0].data == directive
            return
    raise AssertionError(f"no draft card {directive}")


def play_to_the_end(session, person: str = "random", limit: int = 5000) -> None:
    """The person's seat by the choices of a `person`-level bot, the others by their bots."""
    from game import registry
    from game.engines.common.rng import Rng

    seat = next(i for i, s in enumerate(session.seats) if not s.is_bot)
    hand = registry.bot_factory(session.game_id, person)(seat, Rng(3))
    for _ in range(limit):
        if session.game.is_over:
            return
        if session.is_bot_turn():
            session.bot_move()
        else:
            session.apply(hand.choose(session.observe(seat)))
    raise AssertionError("the game did not end")


def play_on_to_a_saved_end(app, table, home, person: str = "random"):
    """"Play on from here": a normal game from this position (no coach, the same record,
    bots in every seat but the person's) that autosaves, plays to its end by
    `play_to_the_end`, saves and loads. Returns its session."""
    from game.records import read_save
    from game.saves import SaveSlots
    from game.session import GameSession

    history = list(table.game.history)
    press(app, table, "Play on from here")
    game_table = app.stack.top
    assert game_table is not table and game_table.coach is None
    session = game_table.session
    assert session.lesson is None and session.game.history == history
    assert sum(not s.is_bot for s in session.seats) == 1, "bots take every other seat"
    slots = SaveSlots(home)
    assert read_save(slots.autosave_path()).game.history == history  # it autosaves now
    play_to_the_end(session, person)
    path = session.save_as_new()
    loaded = GameSession.load(path, slots)
    assert loaded.game.to_dict() == session.game.to_dict() and loaded.game.is_over
    assert app.open_table(loaded)
    return session


def play_on_checked(app, table, home, do_step=None, leave_at: int = 0,
                    person: str = "random") -> None:
    """`do_step` (a move a step asks for, by the hand) until step `leave_at`, then
    `play_on_to_a_saved_end`."""
    for _ in range(50 * leave_at):  # a step may take several moves (walk, then act)
        if table.coach.lesson.index >= leave_at:
            break
        do_step(app, table)
    assert table.coach.lesson.index == leave_at
    play_on_to_a_saved_end(app, table, home, person)
