"""levels/assembly loads and validates (broken files: tests/content/test_bad_levels.py)."""

from __future__ import annotations


def test_levels_load(content):
    assert len(content.modules) == 12 and len(content.roles) == 7
    assert len(content.malfunctions) == 32 and len(content.glitches) >= 6
    for m in content.malfunctions.values():
        assert m.flavour and m.text
    for r in content.roles.values():
        assert r.flavour and r.text
