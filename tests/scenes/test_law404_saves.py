"""Save at any decision and resume on the drawn table; the log looks back at the board as
it was after each line."""

from __future__ import annotations

from game.saves import SaveSlots
from game.session import GameSession
from tests.scenes.helpers import click_at, pump
from tests.scenes.law404_driver import Hand, open_table, wait_for


def board_stacks(scene) -> dict[str, list[str]]:
    return {z: [c.id for c in reversed(list(zone.stack))]
            for z, zone in scene.ship.table.zones.items() if not z.startswith("minis:")}


def test_a_game_saved_mid_turn_reopens_on_the_same_board(app, starboard_home):
    scene = open_table(app, players=3, seed=21)
    scene.session.slots = SaveSlots(starboard_home)
    hand = Hand(app, scene)
    while True:
        assert wait_for(app, scene)
        if scene.game.pending.kind == "door":
            break
        hand.decide()
    path = scene.session.save_as_new()
    loaded = GameSession.load(path, SaveSlots(starboard_home))
    assert app.open_table(loaded)
    pump(app)
    again = app.stack.top
    assert type(again).__name__ == "Law404Scene"
    view = loaded.game.view_for(0)
    assert board_stacks(again) == {z: s for z, s in view["stacks"].items()}
    assert again.options and again.options[0].targets[0][0] == "door"
    assert len(again.log.entries) > 10, "the log is rebuilt from the record"


def test_clicking_a_log_line_shows_the_board_as_it_was_then(app):
    scene = open_table(app, players=3, seed=21)
    hand = Hand(app, scene)
    for _ in range(12):
        assert wait_for(app, scene)
        hand.decide()
    while True:
        assert wait_for(app, scene)
        if scene.options:
            break
        hand.decide()
    now = board_stacks(scene)
    entries = [e for e in scene.log.entries if e.snapshot is not None]
    old = next(e for e in entries if board_stacks_of(e.snapshot) != now)
    scene.look_back(old)
    pump(app)
    assert board_stacks(scene) == board_stacks_of(old.snapshot)
    assert not scene.options, "nothing can be chosen on a picture of the past"
    click_at(app, scene.ship.room_px("space").center)  # a click returns to now
    assert scene.looking_back is None
    assert board_stacks(scene) == now


def board_stacks_of(snapshot: dict) -> dict[str, list[str]]:
    return {z: list(s) for z, s in snapshot["stacks"].items()}
