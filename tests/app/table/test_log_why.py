"""A log line made by a rule says which rule on hover, and its "?" opens the Rules screen at
that rule's section; a click elsewhere on the line still looks back."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.engines.common.rng import Rng
from game.records import new_game
from tests.scenes.helpers import assert_rules_open_at, click_at, motion, pump
from tests.scenes.law404_driver import open_game


@pytest.fixture
def app(starboard_home):
    a = App(size=(1280, 720))
    a.settings.animation_speed = 3
    a.settings.sound = False
    return a


@pytest.fixture
def table(app):
    """Ada's decision after a few turns, the humans' turns in the restored log."""
    game = new_game("law404", {"players": 3, "seed": 4})
    rng = Rng(2)
    humans = 0
    while humans < 3 or game.pending.seat != 0:
        assert not game.is_over
        humans += sum(e.kind == "human" for e in game.apply(rng.choice(game.legal_actions())))
    return open_game(app, game, humans=1)


def a_human_line(table):
    """A visible log line a human's turn made, scrolled into view, and its row."""
    log = table.log
    for _ in range(200):
        for entry, row in log.entry_rects():
            if entry.rule is not None and entry.rule.section == "Human table" \
                    and log.list_rect.contains(row):
                return entry, row
        log.scroll_by(table.vp.px(30))
    raise AssertionError("no human's turn in the log")


def test_a_log_line_says_which_rule_made_it_happen(app, table):
    entry, row = a_human_line(table)
    tip = table.log.tooltip_at(row.center)
    assert tip.startswith("Why: A human") or tip.startswith("Why: Each living human"), tip
    assert "Click ? for Human table in the Rules." in tip
    spot = table.log.why_rect(entry, row)
    assert spot is not None and row.contains(spot)


def test_the_lines_question_mark_opens_the_rules_at_that_section(app, table):
    entry, row = a_human_line(table)
    spot = table.log.why_rect(entry, row)
    pump(app, [motion(spot.center)])
    click_at(app, spot.center)
    assert_rules_open_at(app, "Human table")
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.stack.top is table
    assert table.looking_back is None, "the ? opens the rule, it does not look back"


def test_a_click_on_the_line_itself_still_looks_back(app, table):
    entry, row = a_human_line(table)
    click_at(app, (row.x + row.w // 3, row.centery))
    assert table.looking_back is entry
