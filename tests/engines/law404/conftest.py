from pathlib import Path

import pytest

from game.engines.law404 import load_content

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="session")
def content():
    return load_content(ROOT / "levels")
