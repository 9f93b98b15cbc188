"""`malformed`: the exact-type check engines run on actions they did not list themselves."""

from __future__ import annotations

import doctest

from game.engines.assembly import actions as assembly
from game.engines.common import well_formed
from game.engines.common.well_formed import malformed
from game.engines.law404 import actions as law404
from game.engines.tempus import actions as tempus


def test_docstring_examples():
    result = doctest.testmod(well_formed)
    assert result.failed == 0 and result.attempted > 0


def test_exact_field_types_bool_is_not_int_and_list_is_not_tuple():
    assert malformed(law404.PickUp("cargo.space", 2), law404.Action) is None
    assert "count must be int" in malformed(law404.PickUp("cargo.space", True), law404.Action)
    assert "count must be int" in malformed(law404.PickUp("cargo.space", 2.0), law404.Action)
    assert malformed(law404.SetDoors(1), law404.Action) == "its open must be bool, not 1"
    assert malformed(law404.Steal(None), law404.Action) is None
    assert malformed(assembly.Play(["swap"], "swap"), assembly.Action).startswith(
        "its cards must be tuple")
    assert "args" in malformed(assembly.Play(("swap",), "swap", (1, True)), assembly.Action)
    assert malformed(tempus.Trade(1, ("a",), ()), tempus.Action) is None


def test_an_action_of_another_game_is_not_an_action():
    assert malformed(tempus.PickUp("med_kit_1"), law404.Action) == (
        "it is not an action of this game")
