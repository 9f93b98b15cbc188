"""Engine contract: illegal input, action text, records, undo, views, isolation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.engines import assembly as A
from game.engines.common.errors import MalformedActionError, RuleError, SaveError
from game.engines.common.rng import Rng

from .conftest import bay_state, duo, set_hands, solo


@pytest.mark.parametrize("action,message", [
    (A.Play(("wild",), "swap", (1, 2)), "do not hold a Wild"),
    (A.Play(("swap",), "lock", ()), "cannot execute Lock"),
    (A.Play(("swap", "swap"), "lock", ()), "exactly 3"),
    (A.Play(("swap",), "swap", (1, 9)), "Bay 9 has no module to swap"),
    (A.Play(("swap",), "swap", (1, 2), role=True), "Sol's ability is for Rotate, not Swap"),
    (A.Draw(), "only draw"),
    (A.Choose("skip"), "no open choice"),
    (A.Ask(1, "swap"), "nobody to ask"),
])
def test_rule_illegal_actions_change_nothing(content, action, message):
    g = solo(content, roles=("sol",))
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "deploy_lock"])
    before = json.dumps(g.to_dict(), sort_keys=True)
    with pytest.raises(RuleError, match=message):
        g.apply(action)
    assert json.dumps(g.to_dict(), sort_keys=True) == before


def test_rule_game_over_rejects_actions(content):
    g = solo(content)
    bay_state(g, {12: "life_support"}, locked=tuple(range(1, 12)))
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"])
    g.apply(A.Play(("deploy_lock",), "lock", (12,)))
    with pytest.raises(RuleError, match="over"):
        g.apply(A.Play(("swap",), "swap", ()))


@pytest.mark.parametrize("text", ["play deploy_lock lock 3 7", "play swap+swap+wild rotate_cw 2",
                                  "ask 1 rotate_acw", "choose card:swap", "draw",
                                  "play swap swap 4 2 opt=stack",
                                  "play acw_rotate rotate_acw 2 hold=4,6",
                                  "play cw_rotate rotate_cw 1 2 role v=2"])
def test_action_text_round_trip(text):
    assert A.parse_action(text).to_text() == text
    action = A.parse_action(text)
    assert eval(repr(action), vars(A)) == action  # repr pastes back into a test


@pytest.mark.parametrize("text", ["", "fly", "play", "play banana lock", "ask x swap",
                                  "play swap swap 1 x", "choose"])
def test_malformed_action_text(text):
    with pytest.raises(MalformedActionError):
        A.parse_action(text)


def test_round_trip_and_replay_mid_choice(content):
    g = duo(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "swap"], ["deploy_lock", "cw_rotate"])
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    data = g.to_dict()
    json.dumps(data)
    h = A.from_dict(data, content)
    assert h.to_dict() == data and h.pending == g.pending
    assert h.legal_actions() == g.legal_actions()


def test_from_dict_rejects_bad_saves(content):
    g = solo(content)
    data = g.to_dict()
    with pytest.raises(SaveError):
        A.from_dict({**data, "format": 99}, content)
    with pytest.raises(SaveError):
        A.from_dict({k: v for k, v in data.items() if k != "deck"}, content)
    with pytest.raises(SaveError):
        A.from_dict([], content)


def test_undo_back_to_decision_point(content):
    g = A.new_game(A.Setup(players=1, seed=1, malfunctions="B"), content)
    ids = list(content.module_ids)
    bay_state(g, {3: ids[2], 7: ids[6]}, locked=(1,))
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 4)
    before = g.to_dict()
    g.apply(A.Play(("deploy_lock",), "lock", (3,)))
    assert g.choice["kind"] == "lock_extra"  # B_3: no die, no card drawn yet
    assert g.can_undo
    g.undo()
    assert g.to_dict() == before and g.legal_actions()
    g.apply(A.Play(("deploy_lock",), "lock", (3,)))
    g.apply(A.Choose("skip"))
    # The turn ended with a draw (a checkpoint), so there is nothing to undo.
    assert not g.can_undo
    with pytest.raises(RuleError, match="Nothing to undo"):
        g.undo()


def test_undo_not_past_a_question(content):
    g = duo(content)
    g.apply(A.Ask(1, "swap"))
    assert not g.can_undo


def test_view_hides_other_hands_and_stack(content):
    g = duo(content, seed=3)
    v = g.view_for(0)
    assert v["private"]["hand"] == g.hands[0] and v["hand_sizes"] == [3, 3]
    text = json.dumps(v)
    assert "deck" not in v and "discard" not in v and isinstance(v["stacks"][0], int)
    assert json.loads(text) == v


def test_public_view_is_what_every_seat_shares_and_shows_no_hand(content):
    g = duo(content, seed=3)
    g.apply(A.Ask(1, "swap"))
    public = g.public_view()
    assert public["seat"] is None and public["private"] == {}
    for seat in (0, 1):
        view = g.view_for(seat)
        assert {k: v for k, v in view.items() if k not in ("seat", "private")} == \
            {k: v for k, v in public.items() if k not in ("seat", "private")}
    assert public["hand_sizes"] == [3, 3] and "hand" not in json.dumps(public["private"])
    assert public["asked"] == g.asked and public["asked"] is not g.asked  # a copy


def test_determinize_is_consistent_with_view(content):
    g = duo(content, seed=3, variants={"glitches_hard"})
    v = g.view_for(1)
    world = A.determinize(v, content, Rng(9))
    assert world.hands[1] == g.hands[1] and len(world.hands[0]) == 3
    assert len(world.deck) == len(g.deck) and world.mod == g.mod and world.bp == g.bp
    assert sum(c.startswith("glitch:") for c in world.deck) == 1
    assert len(world.discard) == len(g.discard) and world.discard[-1:] == g.discard[-1:]
    from collections import Counter
    total = Counter(world.deck) + Counter(world.hands[0]) + Counter(world.hands[1])
    true = Counter(g.deck) + Counter(g.hands[0]) + Counter(g.hands[1])
    assert +Counter({k: v for k, v in total.items() if "glitch" not in k}) == \
        +Counter({k: v for k, v in true.items() if "glitch" not in k})


def test_determinize_respects_the_answer_heard(content):
    g = duo(content, seed=3)
    set_hands(g, ["swap", "swap", "swap"], ["deploy_lock", "deploy_lock", "cw_rotate"])
    g.apply(A.Ask(1, "swap"))
    v = g.view_for(0)
    for k in range(10):
        world = A.determinize(v, content, Rng(k))
        assert "swap" not in world.hands[1] and "wild" not in world.hands[1]


def test_position_text_round_trip(content):
    g = A.new_game(A.Setup(players=2, seed=4, variants={"override"}), content)
    text = A.position(g)
    h = A.new_game(A.Setup(players=2, seed=99, variants={"override"}), content)
    A.set_position(h, text)
    assert A.position(h) == text and h.mod == g.mod and h.rob == g.rob and h.deck == g.deck
    with pytest.raises(RuleError, match="Not an Assembly position"):
        A.set_position(h, "bridge / / /")


def test_position_sets_up_a_scenario(content):
    g = solo(content)
    ids = list(content.module_ids)
    bays = " ".join([f"{ids[0]}/{ids[0]}", f"{ids[1]}*"] + ids[2:])
    A.set_position(g, f"{bays} / deploy_lock,swap,swap / swap,swap / " + ",".join(ids[2:]))
    assert g.play_for(0, "lock", (1,)) == A.Play(("deploy_lock",), "lock", (1,))
    assert g.locked[1] and g.hands == [["deploy_lock", "swap", "swap"]]


def test_golden_records_replay_to_pinned_states(content):
    """Recorded partner-bot games (perft spirit): any rules change that alters them shows."""
    records = json.loads((Path(__file__).parent / "golden" / "records.json").read_text())
    for rec in records:
        game = A.new_game(A.Setup.from_dict(rec["setup"]), content)
        for text in rec["actions"]:
            game.apply(A.parse_action(text))
        assert json.loads(json.dumps(game.summary())) == rec["final"]


def test_determinize_keeps_what_was_heard_on_an_earlier_turn(content):
    g = duo(content, seed=3)
    set_hands(g, ["deploy_lock", "deploy_lock", "cw_rotate"],
              ["swap", "acw_rotate", "platform_hold"])
    v = g.view_for(0)

    def swap_verifiers(world):
        return sum("swap" in A.CARD_COMMANDS[c] for c in world.hands[1])

    free = [swap_verifiers(A.determinize(v, content, Rng(k))) for k in range(40)]
    kept = [swap_verifiers(A.determinize(v, content, Rng(k), heard=((1, "swap", 0, 0),)))
            for k in range(40)]
    assert max(free) >= 1 and max(kept) == 0
    same = A.determinize(v, content, Rng(5), heard=())
    assert same.hands == A.determinize(v, content, Rng(5)).hands  # nothing heard: as before


def test_determinize_deals_the_pile_a_seat_saw_go_down_there(content):
    g = duo(content, seed=3)
    g.discard, g.deck = g.deck[-3:], g.deck[:-3]  # three cards played, face up
    seen = tuple(g.discard[:2])
    v = g.view_for(0)
    from collections import Counter
    unseen = Counter(g.deck) + Counter(g.hands[1])
    for k in range(10):
        world = A.determinize(v, content, Rng(k), pile=seen)
        assert Counter(world.discard) == Counter(g.discard)
        assert Counter(world.deck) + Counter(world.hands[1]) == unseen
        assert len(world.deck) == len(g.deck)
