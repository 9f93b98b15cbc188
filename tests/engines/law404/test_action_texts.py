"""Records and saves store action texts: each 404 class's text is pinned, byte for byte (as
written before the actions printed themselves through TextAction), and parses back to the
same action."""

import pytest

from game.engines.common.errors import MalformedActionError
from game.engines.law404 import actions as A
from game.engines.law404 import parse_action

PINNED = {
    "keep d07": A.KeepDirective("d07"),
    "chip": A.UseChip(),
    "program card26 top": A.ProgramCard("card26", "top"),
    "program card3 bottom": A.ProgramCard("card3", "bottom"),
    "pickup cargo.space 2": A.PickUp("cargo.space", 2),
    "putdown cargo.floor 1": A.PutDown("cargo.floor", 1),
    "rearrange self": A.RearrangeTarget("self"),
    "rearrange cargo.space": A.RearrangeTarget("cargo.space"),
    "place fuel1": A.RearrangePlace("fuel1"),
    "doors open": A.SetDoors(True),
    "doors close": A.SetDoors(False),
    "door open": A.LeaveDoor(True),
    "door closed": A.LeaveDoor(False),
    "shove 2": A.Shove(2),
    "shove-to bridge": A.ShoveTo("bridge"),
    "steal fuel1": A.Steal("fuel1"),
    "steal nothing": A.Steal(None),
    "lathe fuel": A.LathePick("fuel"),
    "revive bridge": A.Revive("bridge"),
    "revive none": A.Revive(None),
    "chart active": A.ChartChoice("active"),
    "chart inactive": A.ChartChoice("inactive"),
    "take d01 d02": A.TakeOffered("d01", "d02"),
}


@pytest.mark.parametrize("text", list(PINNED))
def test_action_text_is_pinned_and_parses_back(text):
    action = PINNED[text]
    assert action.to_text() == text
    assert parse_action(text) == action and type(parse_action(text)) is type(action)


def test_every_action_class_has_a_pinned_text():
    assert {type(a) for a in PINNED.values()} == set(A.Action.__args__)


@pytest.mark.parametrize("text", ["", "keep", "chip now", "program card1 sideways",
                                  "pickup cargo.space two", "doors ajar", "door shut",
                                  "chart maybe", "take d01", "shove me"])
def test_what_is_no_action_text_is_refused_in_a_sentence(text):
    with pytest.raises(MalformedActionError, match="is not a 404 action"):
        parse_action(text)
