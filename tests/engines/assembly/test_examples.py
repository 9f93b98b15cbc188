"""Every worked example in the rulebook, as a test."""

from __future__ import annotations

from game.engines import assembly as A

from .conftest import bay_state, duo, force_rolls, set_hands, solo

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]


def test_example_module_placement(content):
    # Sammie rolls 12; bay 12 is locked, bays 1 and 2 are taken, so the module goes to bay 3.
    g = solo(content)
    bay_state(g, {1: "reactor", 2: "cargo"}, locked=(12,))
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 5)
    top = g.stacks[0][-1]
    force_rolls(g, 12)
    g.apply(A.Play(("deploy_lock",), "deploy"))
    assert g.mod[2] == top
    assert g.mod[11] == g.bp[11] and g.locked[11]
    assert (g.mod[0], g.mod[1]) == ("reactor", "cargo")


def test_example_rotation_by_2_with_3_locked_bays(content):
    # Anti-clockwise by 2: Medical 9 -> 4 skipping locked 6, 7, 8; Navigation 2 -> 12.
    g = solo(content)
    bay_state(g, {9: "medical", 2: "navigation"}, locked=(6, 7, 8))
    set_hands(g, ["either_rotate", "swap", "swap"], deck=["swap"] * 5)
    g.apply(A.Play(("either_rotate",), "rotate_acw", (2,)))
    assert g.mod[3] == "medical"
    assert g.mod[11] == "navigation"
    assert [g.mod[b] for b in (5, 6, 7)] == [g.bp[5], g.bp[6], g.bp[7]]


def _amelie_turn(content, alfie_hand):
    """Amelie (seat 0) holds Either Rotate and Swap and asks Alfie about Anti-Clockwise."""
    g = duo(content)
    bay_state(g, {5: "reactor", 8: "cargo"})
    set_hands(g, ["either_rotate", "swap", "deploy_lock"], alfie_hand, deck=["swap"] * 6)
    events = g.apply(A.Ask(1, "rotate_acw"))
    return g, events


def test_example_verification_scenario_1(content):
    g, events = _amelie_turn(content, ["wild", "deploy_lock", "deploy_lock"])
    assert g.asked["answer"] is True and "Yes" in events[-1].text
    g.apply(A.Play(("either_rotate",), "rotate_acw", (1,)))
    assert len(g.hands[1]) == 3  # Alfie verified: no discard
    assert len(g.hands[0]) == 3  # Amelie drew back up to 3
    assert g.active == 1
    for card in ("either_rotate", "acw_rotate"):  # these would verify too
        g2, _ = _amelie_turn(content, [card, "deploy_lock", "deploy_lock"])
        assert g2.asked["answer"] is True


def test_example_verification_scenario_2(content):
    g, _ = _amelie_turn(content, ["swap", "deploy_lock", "deploy_lock"])
    assert g.asked["answer"] is False
    g.apply(A.Play(("swap",), "swap", (5, 8)))
    assert g.choice is None and len(g.hands[1]) == 3
    assert (g.mod[4], g.mod[7]) == ("cargo", "reactor")
    assert g.active == 1 and len(g.hands[0]) == 3


def test_example_verification_scenario_3(content):
    g, _ = _amelie_turn(content, ["swap", "deploy_lock", "cw_rotate"])
    g.apply(A.Play(("either_rotate",), "rotate_acw", (1,)))
    assert g.pending.seat == 1 and g.pending.kind == "override_discard"
    assert set(g.choice["options"]) == {"card:swap", "card:deploy_lock", "card:cw_rotate"}
    g.apply(A.Choose("card:cw_rotate"))
    assert sorted(g.hands[1]) == ["deploy_lock", "swap"]  # Alfie keeps 2 until his turn ends
    assert g.active == 1 and len(g.hands[0]) == 3
    g.apply(A.Play(("swap",), "swap", (4, 7)))
    assert len(g.hands[1]) == 3  # he draws up to 3 only at the end of his own turn
    assert g.active == 0


def test_example_verification_scenario_4(content):
    g, _ = _amelie_turn(content, ["cw_rotate", "deploy_lock", "deploy_lock"])
    g.apply(A.Play(("swap",), "swap", (5, 8)))
    assert g.pending.kind == "override_discard" and g.pending.seat == 1
    g.apply(A.Choose("card:deploy_lock"))
    assert sorted(g.hands[1]) == ["cw_rotate", "deploy_lock"]


def test_example_platform_hold(content):
    # Rotate 2 bays anti-clockwise; a module skips the held bay, so it moves further.
    g = A.new_game(A.Setup(players=1, seed=3, variants={"resequence"}), content)
    while g.choice is not None:
        g.apply(A.Choose(g.choice["options"][0]))
    bay_state(g, {5: "reactor", 8: "cargo", 11: "galley"})
    set_hands(g, ["acw_rotate", "platform_hold", "swap"], deck=["swap"] * 9)
    g.apply(A.Play(("acw_rotate",), "rotate_acw", (2,), holds=(4,)))
    assert g.mod[1] == "reactor"  # 5 -> (4 held) 3 -> 2: further than usual
    assert g.mod[5] == "cargo" and g.mod[8] == "galley"  # the others move normally
    assert g.holds == [] and g.discard.count("platform_hold") == 1


def test_example_override_setup(content):
    # Two rolls give two modules, each carrying a robot; each target is opposite.
    g = A.Game(A.Setup(players=2, seed=3, variants={"override"}), content)
    force_rolls(g, 2, 7)
    g._deal()
    assert [g.rob[1], g.rob[6]] == [0, 1]
    assert g.targets == [["blue", 7], ["white", 0]]  # bays 8 and 1
    assert sum(m is not None for m in g.mod) == 2
