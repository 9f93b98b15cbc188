"""The Tempus table around the moves: no pass-the-device screen, targets picked on the deck,
undo, save and resume, watched playback, the deck plan's content checks, UI scale."""

from __future__ import annotations

import shutil

import pygame
import pytest

from game.engines.common.errors import ContentError
from game.engines.tempus import load_content
from game.saves import SaveSlots
from game.scenes.tempus import drawing
from game.scenes.tempus.scene import TempusScene
from game.session import GameSession
from tests.engines.tempus.helpers import LEVELS
from tests.scenes import helpers
from tests.scenes.helpers import buttons, pump
from tests.scenes.test_tempus_play import (
    click_at,
    drag,
    press,
    room,
    settle,
    standee,
    start,
)


def test_no_pass_the_device_screen_between_people(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    press(app, scene, "End Okafor's turn")
    assert game.current_seat == 1
    assert not scene.gate.active and scene.privacy.my_turn()
    assert "End Lind's turn" in buttons(scene)  # one person may run every crew member


def picking_a_space_to_lock(app):
    """Okafor walks to Security Controls and presses Lock a space: a target to pick."""
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    drag(app, standee(scene, 0), room(scene, "security_controls"))
    assert game.crew[0]["at"] == "security_controls"
    press(app, scene, "Lock a space...")
    return scene, game


def test_a_board_action_with_targets_lights_them_and_a_click_picks_one(app):
    scene, game = picking_a_space_to_lock(app)
    assert scene.armed is not None and "engineering" in drawing.lit_targets(scene)
    click_at(app, room(scene, "engineering"))
    assert {"d_engineering", "d_maintenance", "d_engineering_fuel"} <= game.locked
    assert scene.armed is None


def test_escape_cancels_a_target_pick(app):
    scene, game = picking_a_space_to_lock(app)
    before = game.to_dict()
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert scene.armed is None and game.to_dict() == before


def test_undo_takes_a_dragged_move_back(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    drag(app, standee(scene, 0), room(scene, "central_corridor"))
    assert game.crew[0]["at"] == "central_corridor"
    press(app, scene, "Undo")
    assert game.crew[0]["at"] == "time_drive"
    assert scene.deck.table.find("crew:0")[0].id == "time_drive"  # the board follows


def test_a_saved_game_resumes_on_the_tempus_table(app, starboard_home):
    slots = SaveSlots(starboard_home)
    scene, game = start(app)
    scene.session.slots = slots
    press(app, scene, "Chief Okafor first")
    drag(app, standee(scene, 0), room(scene, "central_corridor"))
    path = scene.session.save_as_new()
    loaded = GameSession.load(path, slots)
    assert app.open_table(loaded)
    table = app.stack.top
    assert isinstance(table, TempusScene)
    pump(app)
    assert table.game.crew[0]["at"] == "central_corridor"
    assert table.deck.table.find("crew:0")[0].id == "central_corridor"
    assert "End Okafor's turn" in buttons(table)
    # The log was rebuilt from the record, and looking back at it shows the deck then.
    first = next(e for e in table.log.entries if "goes first" in e.text)
    table.look_back(first)
    pump(app)
    assert table.deck.table.find("crew:0")[0].id == "time_drive"


def test_a_watched_move_plays_event_by_event(app):
    app.settings.animation_speed = 1
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    press(app, scene, "End Okafor's turn")
    helpers.press(app, scene, "End Lind's turn")  # no settling: watch it play
    assert scene.pacer.playing  # consequences and the disaster card are being shown
    assert "Skip" in buttons(scene) and "End Lind's turn" not in buttons(scene)
    shown = []
    for _ in range(400):
        if not scene.pacer.playing:
            break
        if scene.playback.card is not None:
            shown.append(scene.playback.card)
        app.step([], 0.05)
    assert shown and shown[-1] == game.discard[-1]  # the drawn card was on show
    settle(app)
    assert scene.display == game.public_view()  # nothing drifted


def test_skip_lands_everything_at_once(app):
    app.settings.animation_speed = 1
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    press(app, scene, "End Okafor's turn")
    helpers.press(app, scene, "End Lind's turn")
    assert scene.pacer.playing
    helpers.press(app, scene, "Skip")
    assert not scene.pacer.playing and scene.display == game.public_view()


def test_the_whole_deck_stays_on_screen_at_150_percent(app):
    app.settings.ui_scale = 150
    app.apply_settings(app.settings)
    scene, game = start(app)
    window = app.window.get_rect()
    for zone in scene.deck.table.zones.values():
        assert window.contains(zone.px_rect), zone.id
    for element in scene._elements:
        assert window.contains(element.rect)


# ---- the deck plan's content (levels/tempus/deck.toml) -------------------------------------------

def broken_deck(tmp_path, old: str, new: str) -> list[str]:
    shutil.copytree(LEVELS / "tempus", tmp_path / "tempus")
    path = tmp_path / "tempus" / "deck.toml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as info:
        load_content(tmp_path)
    return info.value.problems


def test_deck_unknown_space_names_file_entry_and_field(tmp_path):
    problems = broken_deck(tmp_path, 'id = "sick_bay"', 'id = "sick_bayy"')
    assert 'levels/tempus/deck.toml: [[room]] id="sick_bayy": field "id": "sick_bayy" is not ' \
           'a space of levels/tempus/ship.toml (did you mean "sick_bay"?)' in problems
    assert 'levels/tempus/deck.toml: no [[room]] id="sick_bay" (every space of ' \
           'levels/tempus/ship.toml is drawn)' in problems


def test_deck_rooms_of_a_link_must_share_a_wall(tmp_path):
    problems = broken_deck(tmp_path, "rect = [3.0, 0.0, 1.15, 1.8]",
                           "rect = [3.0, 0.0, 1.15, 1.5]")
    assert any(p.startswith('levels/tempus/deck.toml: [[room]] id="sick_bay": field "rect": '
                            'shares 0.00 of wall with "central_corridor"') for p in problems)


def test_deck_overlapping_rooms_are_refused(tmp_path):
    problems = broken_deck(tmp_path, "rect = [3.0, 0.0, 1.15, 1.8]",
                           "rect = [3.0, 0.0, 1.25, 1.8]")
    assert 'levels/tempus/deck.toml: [[room]] id="security_room": field "rect": overlaps ' \
           'room "sick_bay"' in problems


def test_deck_exterior_door_needs_its_wall(tmp_path):
    problems = broken_deck(tmp_path, 'exterior = "top"\n', "")
    assert 'levels/tempus/deck.toml: [[room]] id="airlock": field "exterior": missing (the ' \
           'exterior door "d_airlock_exterior" of levels/tempus/ship.toml opens from this ' \
           'room)' in problems


def test_deck_red_marker_needs_its_alarm(tmp_path):
    problems = broken_deck(tmp_path, 'alarm = "the ship explodes"\n', "")
    assert 'levels/tempus/deck.toml: [[room]] id="fuel_cells": field "alarm": missing (a ' \
           'room with a "warn" marker says in a few words what happens at its threshold)' \
           in problems


def test_deck_alarm_must_fit_a_narrow_room(tmp_path):
    problems = broken_deck(tmp_path, 'alarm = "Shields drop"',
                           'alarm = "the Shields drop by one every round"')
    assert any(p.startswith('levels/tempus/deck.toml: [[room]] id="shield_generator": field '
                            '"alarm": expected up to 24 characters') for p in problems)


def test_deck_item_label_must_fit_a_button(tmp_path):
    problems = broken_deck(tmp_path, 'tool_kit = "Tools"', 'tool_kit = "Toolbox of doom"')
    assert any(p.startswith('levels/tempus/deck.toml: [item_labels]: field "tool_kit": '
                            "expected a text of 1..9 characters") for p in problems)


def test_deck_plan_loads_with_every_space_and_link():
    content = load_content(LEVELS)
    assert set(content.deck.rooms) == {s.id for s in content.ship.spaces}
    assert set(content.deck.walls) == {lk.id for lk in content.ship.links}


def test_look_back_shows_the_deck_as_it_was(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    drag(app, standee(scene, 0), room(scene, "central_corridor"))
    first = next(e for e in scene.log.entries if "goes first" in e.text)
    scene.look_back(first)
    pump(app)
    assert scene.deck.table.find("crew:0")[0].id == "time_drive"
    assert not scene.drag.enabled
    scene.look_back(None)
    pump(app)
    assert scene.deck.table.find("crew:0")[0].id == "central_corridor"
    assert scene.drag.enabled


def test_timeline_lists_each_loops_disasters_and_how_it_ended(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    press(app, scene, "End Okafor's turn")
    press(app, scene, "End Lind's turn")
    drawn = game.content.cards[game.discard[-1]].name
    press(app, scene, "Chief Okafor first")
    press(app, scene, "Time Jump")
    loops = scene.timeline()
    assert [lp.number for lp in loops] == [1, 2]
    assert loops[0].lines[0].startswith(f"Round 1: {drawn}")
    assert loops[0].ended == "Jumped back in round 2." and not loops[1].lines
    press(app, scene, "Timeline")
    assert scene.report == "timeline" and not scene.drag.enabled
    click_at(app, room(scene, "engineering"))  # a click anywhere closes it
    assert scene.report is None


def test_hovering_a_rooms_tokens_says_them_in_words(app):
    """Tokens carry only an icon and a count: their tooltip names the room and the tokens."""
    scene, game = start(app)
    app.draw()
    assert scene.deck.token_rects, "the Hyperdrive's broken side puts tokens on the deck"
    for space, row in scene.deck.token_rects.items():
        text = scene.tooltips.query(row.center)
        assert text.startswith(game.content.ship.name(space) + ": ")
        tok = game.view_for(0)["tokens"]
        for kind, word in (("fire", "Fire"), ("fault", "Electrical Fault"), ("damage", "Damage")):
            assert (word in text) == bool(tok[kind][space])
