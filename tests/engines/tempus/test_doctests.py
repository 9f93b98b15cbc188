"""The `>>>` examples in the Tempus engine's docstrings are part of the suite."""

import doctest
import importlib

import pytest

MODULES = ["game.engines.tempus", "game.engines.tempus.actions", "game.engines.tempus.setup"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0
