"""Override variant: robots, their target bays, and the extra Swap / Rotate options."""

from __future__ import annotations

import pytest

from game.engines import assembly as A
from game.engines.common.errors import RuleError

from .conftest import bay_state, force_rolls, set_hands

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]


def override(content, players=1, **kw):
    return A.new_game(A.Setup(players=players, seed=6, variants={"override"}, **kw), content)


def robots_at(g, placement: dict[int, int], targets: list[tuple[str, int]]):
    """placement: bay number -> robot index; targets: (colour, bay number) per robot."""
    g.rob = [None] * 12
    for bay, r in placement.items():
        g.rob[bay - 1] = r
    g.robot_colours = [c for c, _ in targets]
    g.targets = [[c, b - 1] for c, b in targets]
    g._legal = g._memo = None


def plays(g, command, option=""):
    return {a.args for a in g.legal_actions() if isinstance(a, A.Play)
            and a.command == command and a.option == option and len(a.cards) == 1
            and not a.role}


def test_rule_override_setup_robots(content):
    g = A.Game(A.Setup(players=1, seed=6, variants={"override"}), content)
    force_rolls(g, 4, 4, 9)  # the repeated 4 is re-rolled
    g._deal()
    assert g.rob[3] == 0 and g.rob[8] == 1 and sum(r is not None for r in g.rob) == 2
    assert g.targets == [["blue", 9], ["white", 2]]  # diametrically opposite
    assert g.mod[3] is not None and g.mod[8] is not None
    assert sum(m is not None for m in g.mod) == 2
    four = override(content, difficulty={"four_robots"})
    assert four.robot_colours == ["blue", "blue", "white", "white"]


def test_rule_override_lock_robot_only_on_target(content):
    g = override(content)
    bay_state(g, {3: IDS[2], 4: IDS[3], 6: IDS[5]})
    robots_at(g, {3: 0, 8: 1}, [("blue", 3), ("white", 6)])
    g.mod[7] = "reactor"
    set_hands(g, ["deploy_lock"] * 3, deck=["swap"] * 9)
    locks = plays(g, "lock")
    # bay 3: robot on its target -> ok; bay 4 plain -> ok; bay 6 is the white target
    # without the white robot -> not lockable.
    assert (3,) in locks and (4,) in locks and (3, 4) in locks
    assert not any(6 in a for a in locks)


def test_rule_override_robot_off_target_cannot_lock(content):
    g = override(content)
    bay_state(g, {3: IDS[2]})
    robots_at(g, {3: 0}, [("blue", 9)])
    set_hands(g, ["deploy_lock"] * 3, deck=["swap"] * 9)
    assert plays(g, "lock") == {()}


def test_rule_override_four_robots_either_same_colour_target(content):
    g = override(content, difficulty={"four_robots"})
    bay_state(g, {3: IDS[2]})
    robots_at(g, {3: 1}, [("blue", 9), ("blue", 3), ("white", 1), ("white", 2)])
    set_hands(g, ["deploy_lock"] * 3, deck=["swap"] * 9)
    robots_at(g, {3: 0}, [("blue", 9), ("blue", 3), ("white", 1), ("white", 2)])
    assert (3,) in plays(g, "lock")  # robot 0 may finish in the other blue target


def test_rule_override_swap_options(content):
    g = override(content)
    bay_state(g, {1: "reactor", 2: "cargo", 5: "galley", 7: "comms"})
    robots_at(g, {5: 0, 7: 1}, [("blue", 11), ("white", 1)])
    set_hands(g, ["swap"] * 3, deck=["swap"] * 9)
    assert plays(g, "swap") == {(1, 2)}  # no module-with-robot in a plain swap
    assert plays(g, "swap", "robots") == {(5, 7)}
    g.apply(A.Play(("swap",), "swap", (5, 7), option="robots_only"))
    assert g.rob[4] == 1 and g.rob[6] == 0 and g.mod[4] == "galley"
    g.apply(A.Play(("swap",), "swap", (5, 7), option="robots"))
    assert g.rob[4] == 0 and g.mod[4] == "comms" and g.mod[6] == "galley"
    with pytest.raises(RuleError):
        g.apply(A.Play(("swap",), "swap", (1, 5)))


def test_rule_override_free_robot_swap(content):
    g = override(content, difficulty={"free_robot_swap"})
    bay_state(g, {1: "reactor", 5: "galley"})
    robots_at(g, {5: 0}, [("blue", 11)])
    set_hands(g, ["swap"] * 3, deck=["swap"] * 9)
    g.apply(A.Play(("swap",), "swap", (1, 5)))
    assert g.mod[0] == "galley" and g.rob[0] == 0  # the robot rides its module


def test_rule_override_rotate_plain_skips_robot_bays(content):
    g = override(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    robots_at(g, {2: 0}, [("blue", 8)])
    set_hands(g, ["either_rotate"] * 3, deck=["swap"] * 9)
    g.apply(A.Play(("either_rotate",), "rotate_cw", (1,)))
    assert g.mod[1] == "cargo" and g.rob[1] == 0 and g.mod[2] == "reactor"


def test_rule_override_rotate_robot_modules_only(content):
    g = override(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    robots_at(g, {1: 0}, [("blue", 7)])
    set_hands(g, ["either_rotate"] * 3, deck=["swap"] * 9)
    g.apply(A.Play(("either_rotate",), "rotate_cw", (1,), option="robots"))
    # bay 2 holds a module without a robot: treated as locked, so 1 -> 3.
    assert g.mod[2] == "reactor" and g.rob[2] == 0 and g.mod[1] == "cargo"


def test_rule_override_rotate_robots_only_hop_modules(content):
    g = override(content)
    bay_state(g, {1: "reactor", 2: "cargo", 4: "galley", 6: "comms", 7: "airlock"},
              locked=(5,))
    g.mod[4] = g.bp[4]
    robots_at(g, {1: 0, 4: 1}, [("blue", 7), ("white", 10)])
    set_hands(g, ["either_rotate"] * 3, deck=["swap"] * 9)
    g.apply(A.Play(("either_rotate",), "rotate_cw", (2,), option="robots_only"))
    # Blue: 1 -> 2, then bay 3 is empty: stops at 2. White: 4 -> (5 locked) 6 -> 7.
    assert g.rob[1] == 0 and g.rob[6] == 1
    assert g.mod[0] == "reactor"  # modules stay put


def test_rule_override_platform_hold_freezes_robot(content):
    g = override(content)
    bay_state(g, {1: "reactor", 2: "cargo"})
    robots_at(g, {1: 0}, [("blue", 7)])
    set_hands(g, ["either_rotate", "platform_hold", "swap"], deck=["swap"] * 9)
    g.apply(A.Play(("either_rotate",), "rotate_cw", (1,), holds=(1,), option="robots"))
    assert g.rob[0] == 0 and g.mod[0] == "reactor"


def test_rule_override_scramble_keeps_robots(content):
    from game.engines.assembly.rules import refreshing

    g = override(content)
    bay_state(g, {1: "reactor"})
    robots_at(g, {1: 0}, [("blue", 7)])
    refreshing.scramble(g)
    assert g.rob[0] == 0 and g.mod[0] == "reactor" and g.targets == [["blue", 6]]


def test_rule_override_win_needs_robots_locked(content):
    g = override(content)
    bay_state(g, {7: IDS[6]}, locked=(1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12))
    robots_at(g, {7: 0}, [("blue", 7)])
    set_hands(g, ["deploy_lock"] * 3, deck=["swap"] * 9)
    g.apply(A.Play(("deploy_lock",), "lock", (7,)))
    assert g.is_over and g.result.won
