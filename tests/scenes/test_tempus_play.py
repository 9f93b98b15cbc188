"""A 2-crew Tempus game played by posted mouse events on the drawn deck: standees dragged
to move (one and two steps), an item dragged onto a sheet, a door clicked, a board action
(the Time Jump) pressed, End turn pressed; the engine's state is checked after each step."""

from __future__ import annotations

import pytest

from game.engines.common.errors import RuleError
from game.records import new_game
from game.scenes.tempus import choices
from game.scenes.tempus.scene import TempusScene
from game.session import GameSession, Seat
from tests.scenes import helpers
from tests.scenes.helpers import buttons, pump

SETUP = {"players": 2, "seed": 4, "difficulty": "trainee", "characters": ["okafor", "lind"]}


def start(app, setup=SETUP):
    game = new_game("tempus", setup)
    session = GameSession("tempus", game, [Seat("human", "random", "Ada"),
                                           Seat("human", "random", "Bo")], None)
    scene = TempusScene(app, session)
    app.stack.push(scene)
    pump(app)
    return scene, game


def settle(app) -> None:
    """Let a move's playback run out (at animation speed 1 it takes a moment)."""
    scene = app.stack.top
    for _ in range(600):
        if not scene.pacer.playing and not scene.animating:
            break
        app.step([], 0.05)
    pump(app)


def press(app, scene, text: str) -> None:
    helpers.press(app, scene, text)
    settle(app)


def drag(app, start, end) -> None:
    helpers.drag(app, start, end)
    settle(app)


def click_at(app, pos) -> None:
    helpers.click_at(app, pos)
    settle(app)


def standee(scene, seat: int):
    """Pixel centre of a crew member's standee on the deck."""
    zone, depth = scene.deck.table.find(f"crew:{seat}")
    return scene.deck.table.counter_rects(zone)[depth].center


def counter(scene, counter_id: str):
    zone, depth = scene.deck.table.find(counter_id)
    return scene.deck.table.counter_rects(zone)[depth].center


def room(scene, space: str):
    """A free spot of a room, clear of its counters (top left) and its doorways (the
    middles of its walls)."""
    r = scene.vp.rect(*scene.deck.geo.room(space))
    return (r.x + r.w * 3 // 4, r.y + r.h * 3 // 4)


def sheet(scene, seat: int):
    return scene.deck.table.zones[f"sheet:{seat}:equipment"].px_rect.center


def door(scene, link: str):
    return scene.vp.rect(*scene.deck.geo.door_hit(link)).center


@pytest.mark.parametrize("speed", [3, 1])
def test_two_crew_play_two_rounds_and_a_time_jump_by_mouse(app, speed):
    app.settings.animation_speed = speed  # 1: every move is played back before the next
    scene, game = start(app)
    assert game.pending.kind == "choose_first_player"
    # Round 1: Chief Okafor goes first.
    press(app, scene, "Chief Okafor first")
    assert game.pending.kind == "turn" and game.current_seat == 0
    # A standee dragged through the doorway: 1 movement.
    drag(app, standee(scene, 0), room(scene, "central_corridor"))
    assert game.crew[0]["at"] == "central_corridor"
    assert game.view_for(0)["t"][0] == 1
    # An item card dragged from the room onto the sheet: picked up (the turn's action).
    extinguisher = game.items_at("central_corridor")[0]
    drag(app, counter(scene, extinguisher), sheet(scene, 0))
    assert game.items[extinguisher] == "c:0"
    assert game.view_for(0)["t"][1]  # the action is used
    press(app, scene, "End Okafor's turn")
    assert game.current_seat == 1
    # Doctor Lind locks the starboard bridge door with a click.
    click_at(app, door(scene, "d_bridge_starboard"))
    assert "d_bridge_starboard" in game.locked
    press(app, scene, "End Lind's turn")
    # Consequences and a disaster card; round 2 begins.
    assert game.round == 2 and game.pending.kind == "choose_first_player"
    assert len(game.discard) == 1
    # Round 2: Lind jumps back in time from the Time Drive (a board action button).
    press(app, scene, "Doctor Lind first")
    assert game.current_seat == 1 and game.crew[1]["at"] == "time_drive"
    drawn = list(game.discard)
    press(app, scene, "Time Jump")
    assert game.loops == 1 and game.round == 3
    assert all(c["at"] == "time_drive" for c in game.crew)
    assert not game.locked - {game.graph.exterior}  # the board reset unlocked the doors
    assert game.items[extinguisher] == "c:0"  # trainee: the crew keeps its equipment
    # The disasters seen come back in order, with a Paradox under them.
    assert game.deck[-len(drawn):] == drawn[::-1]
    assert game.deck[-len(drawn) - 1] in game.content.ids_of("paradox")
    # Round 3: two steps in one drag (through the Central Corridor), cost 2.
    press(app, scene, "Chief Okafor first")
    assert scene.reach["long_corridor_fore"].cost == 2
    drag(app, standee(scene, 0), room(scene, "long_corridor_fore"))
    assert game.crew[0]["at"] == "long_corridor_fore"
    assert game.view_for(0)["t"][0] == 0
    press(app, scene, "End Okafor's turn")
    press(app, scene, "End Lind's turn")
    assert game.round == 4


def test_refused_drop_changes_nothing_and_says_why(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    before = game.to_dict()
    drag(app, standee(scene, 0), room(scene, "engineering"))  # far beyond 2 movement
    assert game.to_dict() == before
    assert any("out of reach" in m for m in scene.toasts.messages)
    drag(app, standee(scene, 1), room(scene, "central_corridor"))  # not Lind's turn
    assert game.to_dict() == before
    assert any("Okafor's turn" in m for m in scene.toasts.messages)


def test_move_then_act_then_move_is_refused_with_the_engines_sentence(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    drag(app, standee(scene, 0), room(scene, "central_corridor"))
    drag(app, counter(scene, game.items_at("central_corridor")[0]), sheet(scene, 0))
    assert scene.reach == {}
    drag(app, standee(scene, 0), room(scene, "long_corridor_fore"))
    assert game.crew[0]["at"] == "central_corridor"
    assert any("no more movement" in m for m in scene.toasts.messages)


def test_reachable_spaces_light_up_with_their_cost(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    reach = scene.reach
    assert "time_drive" not in reach  # standing in it already: nothing to reach
    assert reach["central_corridor"].cost == 1 and reach["central_corridor"].steps == ("doorway",)
    assert reach["shield_controls"].steps == ("line",)
    assert "engineering" not in reach
    with pytest.raises(RuleError, match="Engineering: it is out of reach with 2 movement"):
        choices.find_drop(game, "crew:0", "time_drive", "engineering", reach)


def test_disabled_board_action_says_why(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    jump = next(b for b in choices.board_buttons(game, 0) if b.label == "Time Jump")
    assert jump.enabled
    drag(app, standee(scene, 0), room(scene, "central_corridor"))
    drag(app, counter(scene, game.items_at("central_corridor")[0]), sheet(scene, 0))
    item = choices.item_buttons(game, 0, game.items_of(0)[0], "Fire-Ex")
    assert not item[0].enabled and "already taken their action" in item[0].reason


@pytest.mark.parametrize("speed", [1, 3])
def test_end_turn_is_a_separate_button_never_a_list_entry(app, speed):
    app.settings.animation_speed = speed
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    labels = sorted(buttons(scene))
    assert "End Okafor's turn" in labels
    end = buttons(scene)["End Okafor's turn"]
    jump = buttons(scene)["Time Jump"]
    assert abs(end.rect.y - jump.rect.y) > end.rect.h  # nowhere near the board actions
