"""Resolution you can watch: at animation speed 1 every event of a move is shown on its
own (robots and counters move on the board's display model, its log line appears with it),
Space pauses, Right steps, End skips, and afterwards the board is exactly the engine's."""

from __future__ import annotations

import pygame

from tests.scenes.helpers import pump
from tests.scenes.law404_driver import Hand, open_table, wait_for


def board_matches_engine(scene) -> bool:
    view = scene.game.view_for(0)
    table = scene.ship.table
    for zone, stack in view["stacks"].items():
        if [c.id for c in table.zones[zone].stack] != list(reversed(stack)):
            return False
    for seat, room in enumerate(view["room"]):
        if seat not in [c.data for c in table.zones[f"minis:{room}"].stack]:
            return False
    return True


def program_and_watch(app, scene, seen: list) -> None:
    real = scene.show_event

    def watched(event):
        seconds = real(event)
        seat = event.data.get("seat")
        seen.append((event, len(scene.log.entries), dict(enumerate(scene.shown["room"])),
                     seat, scene.ship.mini_px(seat) if seat is not None else None))
        return seconds

    scene.show_event = watched
    Hand(app, scene).program()


def to_my_program(app, scene) -> None:
    hand = Hand(app, scene)
    while True:
        assert wait_for(app, scene)
        if scene.game.pending.kind == "program":
            return
        hand.decide()


def test_each_event_is_shown_in_turn_then_the_board_is_the_engines(app):
    scene = open_table(app, players=3, seed=21)
    to_my_program(app, scene)
    app.settings.animation_speed = 1
    seen: list = []
    program_and_watch(app, scene, seen)
    hand = Hand(app, scene)
    for _ in range(6000):  # watch through Ada's next decisions until robots have moved
        if scene.privacy.my_turn() and not scene.pacer.playing:
            if sum(e.kind == "move" for e, *_ in seen) >= 3:
                break
            hand.decide()
        app.step(pygame.event.get(), 1 / 20)
    assert len(seen) > 5
    counts = [n for _e, n, *_ in seen]
    assert counts == sorted(counts) and len(set(counts)) == len(counts), \
        "one log line appears with each event shown"
    moves = [(e, rooms, seat) for e, _n, rooms, seat, _r in seen
             if e.kind == "move" and "room" in e.data]
    assert moves, "robots moved"
    for event, rooms, seat in moves:
        assert rooms[seat] == event.data["room"], "the robot is shown where it went"
    assert any(e.kind in ("reveal_programs", "move", "door") for e, *_ in seen)
    assert board_matches_engine(scene)


def test_pause_step_and_skip(app):
    scene = open_table(app, players=3, seed=21)
    to_my_program(app, scene)
    app.settings.animation_speed = 1
    seen: list = []
    program_and_watch(app, scene, seen)
    for _ in range(400):
        if scene.pacer.playing:
            break
        app.step(pygame.event.get(), 1 / 20)
    assert scene.pacer.playing
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")])
    assert scene.pacer.paused
    shown = len(seen)
    for _ in range(40):
        app.step([], 0.1)
    assert len(seen) == shown, "paused: nothing more is shown"
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")])
    assert len(seen) == shown + 1 or not scene.pacer.playing
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="")])
    assert not scene.pacer.playing
    for _ in range(200):  # bots move at once after a Skip, until Ada decides again
        if scene.privacy.my_turn():
            break
        app.step(pygame.event.get(), 1 / 20)
    assert board_matches_engine(scene)


def key(app, k) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def test_paused_with_tab_and_enter_the_table_says_so_and_resume_goes_on(app):
    """As a player met it: Tab and Enter while a robot's move was shown paused the table,
    stepping on showed the last event, and then "Bo (bot) is thinking..." for ever; the
    pause menu's Resume changed nothing."""
    scene = open_table(app, players=3, seed=21)
    app.settings.animation_speed = 1
    hand = Hand(app, scene)
    for _ in range(6000):
        if scene.pacer.playing and scene.session.is_bot_turn():
            break
        if scene.privacy.my_turn() and not scene.pacer.showing:
            hand.decide()
        app.step(pygame.event.get(), 1 / 20)
    key(app, pygame.K_TAB)
    assert scene.focused().text == "Pause", "while a move is shown, its controls have Tab"
    key(app, pygame.K_RETURN)
    assert scene.prompt_text() == "Paused: Space or Resume to go on."
    key(app, pygame.K_TAB)
    while scene.pacer.playing:
        key(app, pygame.K_RETURN)  # Step, to the move's last event
    assert scene.session.is_bot_turn()
    moves = len(scene.game.history)
    for _ in range(100):
        app.step([], 0.1)
    assert len(scene.game.history) == moves, "paused: the next robot waits"
    assert scene.prompt_text() == "Paused: Space or Resume to go on.", "and the table says so"
    assert scene.waiting_words() == "Paused: Space or Resume to go on.", "under the ship too"
    assert "Resume" in {getattr(e, "text", "") for e in scene._elements}
    key(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "PauseScene"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # the pause menu's Resume
    assert app.stack.top is scene and not scene.pacer.paused
    for _ in range(200):
        if len(scene.game.history) > moves:
            break
        app.step(pygame.event.get(), 1 / 20)
    assert len(scene.game.history) > moves, "the robots play on"
