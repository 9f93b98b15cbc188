"""Records and saves store action texts: each Assembly class's text is pinned, byte for byte
(as written before the actions printed themselves through TextAction), and parses back to
the same action."""

import pytest

from game.engines.assembly import actions as A
from game.engines.assembly import parse_action
from game.engines.common.errors import MalformedActionError

PINNED = {
    "ask 1 rotate_acw": A.Ask(1, "rotate_acw"),
    "play deploy_lock lock 3 7": A.Play(("deploy_lock",), "lock", (3, 7)),
    "play deploy_lock deploy": A.Play(("deploy_lock",), "deploy"),
    "play swap swap 2 5 role v=2 hold=3,4 opt=stack":
        A.Play(("swap",), "swap", (2, 5), True, 2, (3, 4), "stack"),
    "play acw_rotate+swap+wild rotate_acw 1": A.Play(("wild", "swap", "acw_rotate"),
                                                     "rotate_acw", (1,)),
    "choose card:swap": A.Choose("card:swap"),
    "choose skip": A.Choose("skip"),
    "draw": A.Draw(),
}


@pytest.mark.parametrize("text", list(PINNED))
def test_action_text_is_pinned_and_parses_back(text):
    action = PINNED[text]
    assert action.to_text() == text
    assert parse_action(text) == action and type(parse_action(text)) is type(action)


def test_every_action_class_has_a_pinned_text():
    assert {type(a) for a in PINNED.values()} == set(A.Action.__args__)


@pytest.mark.parametrize("text", ["", "draw 2", "ask one swap", "ask 1 fly", "choose",
                                  "play banana swap", "play swap", "play swap swap x"])
def test_what_is_no_action_text_is_refused_in_a_sentence(text):
    with pytest.raises(MalformedActionError, match="an Assembly action"):
        parse_action(text)
