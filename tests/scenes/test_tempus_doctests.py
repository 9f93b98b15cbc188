"""The examples in the Tempus table modules' docstrings run as tests."""

from __future__ import annotations

import doctest

import pytest

from game.scenes.tempus import choices, layout, suggestion


@pytest.mark.parametrize("module", [layout, choices, suggestion])
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
