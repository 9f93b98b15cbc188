"""The examples in the Assembly scene modules' docstrings run as tests."""

from __future__ import annotations

import doctest

import pytest

import game.profile
from game.scenes.assembly import commands, ring_layout, rotate_preview


@pytest.mark.parametrize("module", [game.profile, ring_layout, rotate_preview, commands])
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.failed == 0
