"""The `>>>` examples of the tutorial modules run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["game.tutorial.script", "game.tutorial.lesson", "game.scenes.learn",
           "game.tutorial.coach",
           "game.ui.game_tabs"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0
