"""Records and saves store action texts: every action class of every engine has its text
pinned, byte for byte, and the text parses back to the same action; text that is no action
is refused in a sentence naming the game. A class added without a pinned text fails.

The 404 and Assembly texts are as written before the actions printed themselves through
TextAction (each also round-trips on 4e5c950)."""

import pytest

from game import registry
from game.engines.assembly import actions as assembly
from game.engines.common.errors import MalformedActionError
from game.engines.law404 import actions as law404
from game.engines.tempus import actions as tempus

LAW404 = {
    "keep d07": law404.KeepDirective("d07"),
    "chip": law404.UseChip(),
    "program card26 top": law404.ProgramCard("card26", "top"),
    "program card3 bottom": law404.ProgramCard("card3", "bottom"),
    "pickup cargo.space 2": law404.PickUp("cargo.space", 2),
    "putdown cargo.floor 1": law404.PutDown("cargo.floor", 1),
    "rearrange self": law404.RearrangeTarget("self"),
    "rearrange cargo.space": law404.RearrangeTarget("cargo.space"),
    "place fuel1": law404.RearrangePlace("fuel1"),
    "doors open": law404.SetDoors(True),
    "doors close": law404.SetDoors(False),
    "door open": law404.LeaveDoor(True),
    "door closed": law404.LeaveDoor(False),
    "shove 2": law404.Shove(2),
    "shove-to bridge": law404.ShoveTo("bridge"),
    "steal fuel1": law404.Steal("fuel1"),
    "steal nothing": law404.Steal(None),
    "lathe fuel": law404.LathePick("fuel"),
    "revive bridge": law404.Revive("bridge"),
    "revive none": law404.Revive(None),
    "chart active": law404.ChartChoice("active"),
    "chart inactive": law404.ChartChoice("inactive"),
    "take d01 d02": law404.TakeOffered("d01", "d02"),
}

ASSEMBLY = {
    "ask 1 rotate_acw": assembly.Ask(1, "rotate_acw"),
    "play deploy_lock lock 3 7": assembly.Play(("deploy_lock",), "lock", (3, 7)),
    "play deploy_lock deploy": assembly.Play(("deploy_lock",), "deploy"),
    "play swap swap 2 5 role v=2 hold=3,4 opt=stack":
        assembly.Play(("swap",), "swap", (2, 5), True, 2, (3, 4), "stack"),
    "play acw_rotate+swap+wild rotate_acw 1": assembly.Play(("wild", "swap", "acw_rotate"),
                                                     "rotate_acw", (1,)),
    "choose card:swap": assembly.Choose("card:swap"),
    "choose skip": assembly.Choose("skip"),
    "draw": assembly.Draw(),
}

TEMPUS = {
    "first 2": tempus.ChooseFirst(2),
    "move sick_bay": tempus.Move("sick_bay"),
    "stand": tempus.StandUp(),
    "pickup tool_kit_1": tempus.PickUp("tool_kit_1"),
    "drop tool_kit_1": tempus.Drop("tool_kit_1"),
    "use med_kit_2 crew:1": tempus.UseItem("med_kit_2", "crew:1"),
    "free fire_extinguisher_3 engineering": tempus.FreeItem("fire_extinguisher_3", "engineering"),
    "trade 1 give=med_kit_1,tool_kit_2 take=": tempus.Trade(1, ("tool_kit_2", "med_kit_1"), ()),
    "trade 0 give= take=space_suit_1": tempus.Trade(0, (), ("space_suit_1",)),
    "door d_sick_bay": tempus.ToggleDoor("d_sick_bay"),
    "ability crew:0": tempus.UseAbility("crew:0"),
    "sick_bay 3": tempus.SickBay(3),
    "maintenance": tempus.Maintenance(),
    "airlock": tempus.AirlockDoor(),
    "security_room": tempus.SecurityRoom(),
    "toggle d_engineering": tempus.SecurityToggle("d_engineering"),
    "done": tempus.SecurityDone(),
    "security_controls airlock lock": tempus.SecurityControls("airlock", True),
    "security_controls airlock unlock": tempus.SecurityControls("airlock", False),
    "time_jump": tempus.TimeJump(),
    "damage_report": tempus.DamageReport(),
    "shields_down hyperdrive": tempus.ShieldsDown("hyperdrive"),
    "shields_up hyperdrive": tempus.ShieldsUp("hyperdrive"),
    "reinforce_shields": tempus.WinAction("reinforce_shields"),
    "distress_call": tempus.WinAction("distress_call"),
    "fly_home": tempus.WinAction("fly_home"),
    "end": tempus.EndTurn(),
    "discard 1 tool_kit_1": tempus.Discard(1, "tool_kit_1"),
}

PINNED = {"law404": (law404, LAW404), "assembly": (assembly, ASSEMBLY), "tempus": (tempus, TEMPUS)}
NOT_ACTIONS = {
    "law404": ["", "keep", "chip now", "program card1 sideways", "pickup cargo.space two",
               "doors ajar", "door shut", "chart maybe", "take d01", "shove me"],
    "assembly": ["", "draw 2", "ask one swap", "ask 1 fly", "choose", "play banana swap",
                 "play swap", "play swap swap x"],
    "tempus": ["", "fly", "move", "first x", "trade 1 give=a", "trade 1 take= give=",
               "end now", "fly_home 1", "security_controls airlock open", "sick_bay one"],
}
MATCH = {"law404": "is not a 404 action", "assembly": "is not an Assembly action",
         "tempus": "is not a Trouble on the Tempus action"}


def _cases():
    for game_id, (_, texts) in PINNED.items():
        for text in texts:
            yield pytest.param(game_id, text, id=f"{game_id}:{text}")


@pytest.mark.parametrize("game_id,text", list(_cases()))
def test_action_text_is_pinned_and_parses_back(game_id, text):
    action = PINNED[game_id][1][text]
    parse = registry.engine(game_id).parse_action
    assert action.to_text() == text
    assert parse(text) == action and type(parse(text)) is type(action)


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_every_action_class_has_a_pinned_text(game_id):
    module, texts = PINNED[game_id]
    assert {type(a) for a in texts.values()} == set(module.Action.__args__)


@pytest.mark.parametrize("game_id,text", [(g, t) for g, ts in NOT_ACTIONS.items() for t in ts])
def test_what_is_no_action_text_is_refused_in_a_sentence(game_id, text):
    with pytest.raises(MalformedActionError, match=MATCH[game_id]):
        registry.engine(game_id).parse_action(text)
