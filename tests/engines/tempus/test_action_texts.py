"""Records and saves store action texts: each class's text is pinned, byte for byte, and
parses back to the same action."""

import pytest

from game.engines.common.errors import MalformedActionError
from game.engines.tempus import actions as A
from game.engines.tempus import parse_action

PINNED = {
    "first 2": A.ChooseFirst(2),
    "move sick_bay": A.Move("sick_bay"),
    "stand": A.StandUp(),
    "pickup tool_kit_1": A.PickUp("tool_kit_1"),
    "drop tool_kit_1": A.Drop("tool_kit_1"),
    "use med_kit_2 crew:1": A.UseItem("med_kit_2", "crew:1"),
    "free fire_extinguisher_3 engineering": A.FreeItem("fire_extinguisher_3", "engineering"),
    "trade 1 give=med_kit_1,tool_kit_2 take=": A.Trade(1, ("tool_kit_2", "med_kit_1"), ()),
    "trade 0 give= take=space_suit_1": A.Trade(0, (), ("space_suit_1",)),
    "door d_sick_bay": A.ToggleDoor("d_sick_bay"),
    "ability crew:0": A.UseAbility("crew:0"),
    "sick_bay 3": A.SickBay(3),
    "maintenance": A.Maintenance(),
    "airlock": A.AirlockDoor(),
    "security_room": A.SecurityRoom(),
    "toggle d_engineering": A.SecurityToggle("d_engineering"),
    "done": A.SecurityDone(),
    "security_controls airlock lock": A.SecurityControls("airlock", True),
    "security_controls airlock unlock": A.SecurityControls("airlock", False),
    "time_jump": A.TimeJump(),
    "damage_report": A.DamageReport(),
    "shields_down hyperdrive": A.ShieldsDown("hyperdrive"),
    "shields_up hyperdrive": A.ShieldsUp("hyperdrive"),
    "reinforce_shields": A.WinAction("reinforce_shields"),
    "distress_call": A.WinAction("distress_call"),
    "fly_home": A.WinAction("fly_home"),
    "end": A.EndTurn(),
    "discard 1 tool_kit_1": A.Discard(1, "tool_kit_1"),
}


@pytest.mark.parametrize("text", list(PINNED))
def test_action_text_is_pinned_and_parses_back(text):
    action = PINNED[text]
    assert action.to_text() == text
    assert parse_action(text) == action and type(parse_action(text)) is type(action)


def test_every_action_class_has_a_pinned_text():
    assert {type(a) for a in PINNED.values()} == set(A.Action.__args__)


@pytest.mark.parametrize("text", ["", "fly", "move", "first x", "trade 1 give=a",
                                  "trade 1 take= give=", "end now", "fly_home 1",
                                  "security_controls airlock open", "sick_bay one"])
def test_what_is_no_action_text_is_refused_in_a_sentence(text):
    with pytest.raises(MalformedActionError, match="Trouble on the Tempus action"):
        parse_action(text)
