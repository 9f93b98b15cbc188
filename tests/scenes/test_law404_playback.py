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
