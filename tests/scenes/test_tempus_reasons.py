"""Every refusal the Tempus table shows is the engine's: a disabled button says the rule
walk's `why_not` of the action it would play, a refused drop says `find_action`'s sentence,
a refused door click says `why_not` of the door action."""

from __future__ import annotations

import pytest

from game.engines.common.errors import RuleError
from game.engines.tempus import actions as A
from game.scenes.tempus import choices
from tests.scenes.helpers import pump
from tests.scenes.test_tempus_play import click_at, door, drag, press, room, standee, start


def test_a_disabled_board_button_says_the_engines_why_not(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    game.crew[0]["at"] = "maintenance"  # nothing of his is exhausted
    game._legal = None
    scene.refresh()
    refresh = next(b for b in choices.board_buttons(game, 0) if b.label == "Refresh items")
    assert not refresh.enabled
    assert refresh.reason == game.why_not(A.Maintenance()) == \
        "None of Chief Okafor's items is exhausted."
    pump(app)
    shown = " ".join(text.replace("\n", " ") for _, text in scene.panel_reasons)
    assert "Refresh items: None of Chief Okafor's items is exhausted." in shown


def test_a_refused_standee_drop_shows_find_actions_sentence(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    with pytest.raises(RuleError) as engine:
        game.find_action(0, "crew:0", "time_drive", "engineering")
    drag(app, standee(scene, 0), room(scene, "engineering"))
    assert str(engine.value) in scene.toasts.messages


def test_a_refused_door_click_shows_the_engines_why_not(app):
    scene, game = start(app)
    press(app, scene, "Chief Okafor first")
    before = game.to_dict()
    click_at(app, door(scene, "d_engineering"))  # not a door of the Time Drive
    assert game.to_dict() == before
    assert scene.toasts.latest == game.why_not(A.ToggleDoor("d_engineering"))
    assert scene.toasts.latest.startswith("The door between Long Corridor (mid) and "
                                          "Engineering is not connected to Time Drive")
