"""404 chapter 1, the draft and directives, played as a newcomer would: from the title
screen, by posted mouse and keyboard events only (drags included), the coach checked at
every step; then left at every step with "Play on from here" for a real game."""

from __future__ import annotations

import pygame
import pytest

from game.tutorial import progress
from tests.scenes.helpers import assert_rules_open_at, buttons, click_at, drag, press
from tests.scenes.law404_driver import Hand, counter_centre
from tests.tutorial.driver import check_coach, click_card, key, make_app, open_chapter, settle
from tests.tutorial.law404_coach import leave_and_play_on

TITLE = "The draft and directives"
KEY = "law404/draft"


@pytest.fixture
def app(starboard_home):
    return make_app()


def kept(table) -> list[str]:
    return [d["id"] for d in table.game.view_for(0)["private"]["directives"]]


def lit_cards(table) -> list[str]:
    """The draft cards under the lit targets' centres: hit-testable where they are lit."""
    out = []
    for rect in check_coach(table):
        card = table.draft.card_at(rect.center)
        assert card is not None, f"nothing to click under the lit {rect}"
        out.append(card.data)
    return out


def do_step(app, table) -> None:
    """What the step asks, by mouse: Next, or the lit card and Keep."""
    step = table.coach.lesson.step
    if step.done.when == "next":
        press(app, table, "Next")
    else:
        click_card(app, table, lit_cards(table)[0])
        keep = buttons(table)["Keep this directive"]
        assert keep.rect in check_coach(table), "once the card is chosen, Keep is lit"
        press(app, table, "Keep this directive")
    settle(app)


def test_the_first_404_chapter_plays_to_its_end_by_mouse_and_keys(app, starboard_home):
    table = open_chapter(app, TITLE)
    lesson = table.coach.lesson
    assert lesson.step.id == "meet"
    assert sorted(lit_cards(table)) == sorted(c.data for c in table.draft.cards)

    # An illegal move: a counter dragged onto the robot during the draft gets the
    # engine's sentence, and nothing changes.
    top = table.ship.table.zones["cargo.space"].stack[0].id
    drag(app, counter_centre(table, top), table.ship.mini_px(0).center)
    assert table.game.history == []
    assert any(m.startswith("First you must keep one of the directives")
               for m in table.toasts.messages), table.toasts.messages

    key(app, pygame.K_RETURN)  # Next from the keyboard
    assert lesson.step.id == "keep_first"
    assert lit_cards(table) == ["hide_feeding"]  # the one-star card

    # A legal move the step did not ask for: allowed, with a word.
    click_card(app, table, "improvise_war")
    press(app, table, "Keep this directive")
    assert kept(table) == ["improvise_war"]
    assert any(m.startswith("That works too:") for m in table.toasts.messages)
    settle(app)
    assert lesson.step.id == "keep_second"
    assert table.coach.bot_line == \
        "Bo kept a directive, face down. Cy kept a directive, face down."
    assert len(lit_cards(table)) == 3

    key(app, pygame.K_TAB)  # the keyboard way: Tab to a card, Enter keeps it
    key(app, pygame.K_RETURN)
    assert len(kept(table)) == 2
    settle(app)
    assert lesson.step.id == "keep_last"
    do_step(app, table)
    assert len(kept(table)) == 3
    assert lesson.step.id == "read"

    targets = check_coach(table)
    assert len(targets) == 3
    for rect in targets:
        tip = table.sides.tooltip_at(rect.center)
        assert tip is not None and "Yours, open" in tip, tip

    # An off-script legal move the step refuses: programming belongs to chapter 2.
    assert (table.game.pending.seat, table.game.pending.kind) == (0, "program")
    before = list(table.game.history)
    Hand(app, table).program()
    assert table.game.history == before
    assert any(m.startswith("Programming your robot is the next chapter")
               for m in table.toasts.messages), table.toasts.messages

    # A click on the box is the coach's: the log under it does not open a look-back.
    assert table.log.entries
    box = table.coach.box_rect
    click_at(app, (box.left + 4, box.top + 4))
    assert table.looking_back is None

    # The rule's name in the box opens its Rules section, and Back returns here.
    press(app, table, "Next")
    assert lesson.step.id == "winning"
    check_coach(table)
    table.draw(app.window)
    app.draw()
    (rect, section), = table.coach.links
    assert section == "Winning"
    click_at(app, rect.center)
    assert_rules_open_at(app, "Winning")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table

    key(app, pygame.K_RETURN)
    assert lesson.finished
    assert KEY in progress.finished(starboard_home)
    press(app, table, "Back")
    learn = app.stack.top
    assert any(t.startswith("\u2713 1. The draft and directives") for t in buttons(learn))


def test_keeping_a_card_before_next_is_allowed_and_the_chapter_moves_on(app):
    table = open_chapter(app, TITLE)
    click_card(app, table, "empower_war")
    press(app, table, "Keep this directive")
    assert kept(table) == ["empower_war"]
    assert any(m.startswith("That works too: your first directive is kept")
               for m in table.toasts.messages)
    settle(app)
    assert table.coach.lesson.step.id == "meet"
    key(app, pygame.K_RETURN)
    assert table.coach.lesson.step.id == "keep_second"  # its first keep is done already


def test_a_half_done_chapter_resumes_where_it_was_left(app, starboard_home):
    table = open_chapter(app, TITLE)
    do_step(app, table)
    do_step(app, table)
    history = list(table.game.history)
    assert table.coach.lesson.step.id == "keep_second"
    press(app, table, "Back")
    learn = app.stack.top
    label = next(t for t in buttons(learn) if TITLE in t)
    assert label.endswith("resume)")
    press(app, learn, label)
    settle(app)
    table = app.stack.top
    assert table.game.history == history
    assert table.coach.lesson.step.id == "keep_second"


@pytest.mark.parametrize("leave_at", range(6))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    leave_and_play_on(starboard_home, TITLE, leave_at, do_step)
