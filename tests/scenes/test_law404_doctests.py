"""The examples in the 404 table's docstrings run as tests."""

from __future__ import annotations

import doctest

import pytest

from game.engines.law404 import drawing
from game.scenes.law404 import layout, names


@pytest.mark.parametrize("module", [layout, names, drawing])
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.failed == 0
