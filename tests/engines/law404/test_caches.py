"""Values the engine keeps instead of working them out again (vacuum exposure per door state,
the directive rules to re-evaluate per set of changed inputs, shared action objects) against
working them out from scratch."""

from game.engines.common.rng import Rng
from game.engines.law404 import actions as A
from game.engines.law404.actions import shared
from game.engines.law404.board import Board
from game.engines.law404.rules import directives, robot_turn

from .helpers import blank, drafted, put


def test_exposure_kept_per_door_state_matches_a_fresh_search(content):
    game = blank(content)
    board = game.board
    rng = Rng(7)
    doors = game.st["doors"]
    for _ in range(300):
        for door in doors:
            doors[door] = rng.below(3) == 0
        kept = game.exposed_rooms()
        assert kept == board._spread(doors)
        assert kept == Board(content, game.setup.layout).exposed(dict(doors))
        assert game.exposed_rooms() is kept  # the same door state is answered from memory
    closed = dict.fromkeys(doors, False)
    opened = dict.fromkeys(doors, True)
    for _ in range(2):  # switching back and forth: each state's answer is still right
        assert board.exposed(closed) == {"space"}
        assert board.exposed(opened) == set(content.rooms)


def test_rules_to_evaluate_are_those_reading_a_changed_input(content):
    game = drafted(content, players=4)
    directives.check(game)
    watch = game.watch
    assert watch.entries  # every robot holds directives
    inputs = watch.inputs(game)
    watch.checked = inputs
    for mask in range(2 ** directives.INPUTS):
        changed = {i for i in range(directives.INPUTS) if mask >> i & 1}
        now = tuple(("changed", value) if i in changed else value
                    for i, value in enumerate(inputs))
        expected = [entry for entry in watch.entries if entry[2].reads & changed]
        assert watch.to_evaluate(now) == expected
        assert watch.to_evaluate(now) == expected  # asked again: the kept answer


def test_pickput_options_match_the_rule(content):
    game = blank(content, players=2, rooms=["cargo", "cargo"])
    zones = content.rooms["cargo"].zones
    put(game, zones[0], ["pie1", "pie2", "pie3"])
    put(game, zones[1], ["banana1"])
    put(game, "robot:0", ["fuel1", "fuel2"])
    expected = []
    for zone in zones:
        size = len(game.st["stacks"][zone])
        expected += [A.PickUp(zone, n) for n in (1, 2) if n <= size]
        expected += [A.PutDown(zone, n) for n in (1, 2)]
    assert robot_turn.pickput_choices(game, 0) == expected


def test_shared_actions_are_one_object_per_value():
    door = shared(A.LeaveDoor, True)
    assert door == A.LeaveDoor(True) and shared(A.LeaveDoor, True) is door
    assert shared(A.LeaveDoor, False) == A.LeaveDoor(False)
