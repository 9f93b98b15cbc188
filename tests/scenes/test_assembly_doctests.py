"""The examples in the Assembly scene modules' docstrings run as tests."""

from __future__ import annotations

import doctest

import pytest

import game.profile
from game.scenes.assembly import board, choices, hint, layout, rotate_preview


@pytest.mark.parametrize("module", [game.profile, layout, rotate_preview, choices, board, hint])
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.failed == 0
