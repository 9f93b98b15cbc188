"""Headless by default: dummy video and audio drivers before anything imports pygame."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture
def starboard_home(tmp_path, monkeypatch):
    """A private user-data folder, so saves and settings never leak between tests.
    App and scene suites make it autouse in their own conftest."""
    home = tmp_path / "home"
    monkeypatch.setenv("STARBOARD_HOME", str(home))
    return home
