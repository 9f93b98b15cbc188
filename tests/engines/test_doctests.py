"""Every `>>>` example in an engine's docstrings is part of the suite: each module of
game/engines that has examples is listed by looking, so a new one is covered without a copy."""

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _modules_with_examples() -> list[str]:
    out = []
    for path in sorted((ROOT / "game" / "engines").rglob("*.py")):
        if ">>>" in path.read_text(encoding="utf-8"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return out


@pytest.mark.parametrize("name", _modules_with_examples())
def test_docstring_examples(name, monkeypatch):
    monkeypatch.chdir(ROOT)  # examples load levels/ from the project's root
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0
