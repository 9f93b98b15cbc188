"""Unlocking Bays: "If you are ever instructed to unlock a bay ... Unless otherwise
specified, you may choose which bay to unlock." (ruling 12)"""

from __future__ import annotations

from game.engines import assembly as A

from .conftest import bay_state, force_rolls, set_hands


def _alone_in_the_ring(content, set_id: str, bay: int, hand: list[str]):
    """Only bay `bay` holds a module (matching, ready to lock); nothing is locked yet."""
    g = A.new_game(A.Setup(players=1, seed=4, malfunctions=set_id), content)
    bay_state(g)
    g.mod[bay - 1] = g.bp[bay - 1]
    g.stacks[0].remove(g.bp[bay - 1])
    set_hands(g, hand, deck=["cw_rotate"] * 10)
    return g


def test_rule_unlock_may_choose_the_bay_whose_lock_set_it_off(content):
    g = _alone_in_the_ring(content, "E", 6, ["deploy_lock", "swap", "swap"])  # E_6: must unlock
    g.apply(A.Play(("deploy_lock",), "lock", (6,)))
    assert g.choice is not None and g.choice["kind"] == "unlock"
    assert g.choice["options"] == ["bay:6"]
    g.apply(A.Choose("bay:6"))
    assert not any(g.locked)


def test_rule_unlock_penalty_with_no_other_bay_locked_unlocks_that_bay(content):
    g = _alone_in_the_ring(content, "A", 9, ["deploy_lock", "swap", "swap"])  # A_9 penalty
    g.apply(A.Play(("deploy_lock",), "lock", (9,)))
    assert g.choice["options"] == ["bay:9"]
    g.apply(A.Choose("bay:9"))
    assert not g.locked[8]


def test_rule_random_unlock_may_land_on_the_bay_that_just_locked(content):
    g = _alone_in_the_ring(content, "C", 12, ["deploy_lock"])  # C_12: under 2 cards, random
    force_rolls(g, 3)
    g.apply(A.Play(("deploy_lock",), "lock", (12,)))
    # Roll 3: bays 3..11 are not locked; bay 12 is the first locked bay clockwise.
    assert not any(g.locked)
