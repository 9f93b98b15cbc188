"""Headless pygame for widget tests: dummy drivers (tests/conftest.py), a 1280x720 window."""

from __future__ import annotations

import pygame
import pytest

from game.ui.board import Counter, DragController, Table, Zone
from game.ui.units import Viewport
from tests.support.demo_board import only


@pytest.fixture(scope="session", autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


@pytest.fixture
def screen() -> pygame.Surface:
    return pygame.display.set_mode((1280, 720))


@pytest.fixture
def viewport() -> Viewport:
    return Viewport((1280, 720))


# synthetic input ------------------------------------------------------------------------------
def down(pos, button=1, mod=0):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, mod=mod)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def drag(widget, start, end, button=1, mod=0, steps=4):
    """Press at `start`, move in `steps` to `end`, release: like a real hand would."""
    widget.handle_event(down(start, button, mod))
    for i in range(1, steps + 1):
        t = i / steps
        widget.handle_event(motion((round(start[0] + (end[0] - start[0]) * t),
                                    round(start[1] + (end[1] - start[1]) * t))))
    widget.handle_event(up(end, button))


def make_counters(prefix: str, kind: str, n: int) -> list[Counter]:
    return [Counter(f"{prefix}{i}", kind, label=str(i)) for i in range(n)]


@pytest.fixture
def table(viewport) -> Table:
    """Three zones: `deck` (a stack of 5 items, i0 on top), `bay` (anything), `dock` (robots
    only), plus `crew` (pick single) holding two robots."""
    t = Table(viewport)
    t.add(Zone("deck", (20, 20, 400, 120), label="Deck"), make_counters("i", "item", 5))
    t.add(Zone("bay", (20, 200, 400, 120), label="Bay"))
    t.add(Zone("dock", (500, 20, 300, 120), label="Dock",
               accepts=only({"robot"}, "Only robots can dock here.")))
    t.add(Zone("crew", (500, 200, 300, 120), label="Crew", pick="single"),
          make_counters("r", "robot", 2))
    return t


@pytest.fixture
def controller(table) -> DragController:
    return DragController(table)


def centre_of(table: Table, zone_id: str, depth: int = 0) -> tuple[int, int]:
    return table.counter_rects(table.zone(zone_id))[depth].center
