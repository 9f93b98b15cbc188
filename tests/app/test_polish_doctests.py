"""The `>>>` examples of the layout and new-game modules run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["game.ui.units", "game.setup_defaults", "game.scenes.rules",
           "game.scenes.assembly.panels", "game.scenes.assembly.layout",
           "game.scenes.new_game", "game.engines.common.wording"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0
