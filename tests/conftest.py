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


@pytest.fixture(autouse=True)
def _events_left_in_the_queue_are_dropped():
    """pygame-gui posts events that carry their widget (and so its whole UI manager, with
    every surface it drew) into SDL's queue, where Python's collector cannot see them; a
    test that ends before pumping them kept every App it made alive, and the suite grew to
    9 GB. The app drains the queue every frame, so only tests need this."""
    yield
    import sys

    pygame = sys.modules.get("pygame")
    if pygame is not None and pygame.display.get_init():
        pygame.event.get()  # get, not clear: clear leaves the events' attributes held
