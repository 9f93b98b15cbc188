"""The `>>>` examples in the toolkit's docstrings are part of the suite."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "game.ui.board.counters", "game.ui.board.zones", "game.ui.board.table", "game.ui.board.gesture",
    "game.ui.board.group", "tests.support.demo_board", "game.ui.cards", "game.ui.toast",
    "game.ui.tooltip", "game.ui.pass_device", "game.ui.end_screen",
    "game.ui.anim",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0
