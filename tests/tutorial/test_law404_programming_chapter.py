"""404 chapter 2, programming three cards, played as a newcomer would: from the title
screen by posted mouse and keyboard events (cards dragged into slots, one turned over), the
coach checked at every step; then left at every step with "Play on from here"."""

from __future__ import annotations

import pygame
import pytest

from game.tutorial import progress
from tests.scenes.helpers import buttons, click_at, drag, press
from tests.scenes.law404_driver import counter_centre
from tests.tutorial.driver import check_coach, key, make_app, open_chapter, settle
from tests.tutorial.law404_coach import do_step, leave_and_play_on

TITLE = "Programming three cards"
KEY = "law404/programming"
STEPS = 6


def test_the_programming_chapter_plays_to_its_end_by_mouse_and_keys(starboard_home):
    app = make_app()
    table = open_chapter(app, TITLE)
    lesson = table.coach.lesson
    assert lesson.step.id == "hand"
    assert table.game.st["stage"] == "program"  # the draft was played before it opens
    hand = check_coach(table)
    assert [r.center for r in hand] == [r.center for r in table.program.hand_rects]
    for rect in hand:
        assert table.program.tooltip_at(rect.center), "a lit card reads out its two actions"

    key(app, pygame.K_RETURN)  # Next from the keyboard
    assert lesson.step.id == "priority"
    check_coach(table)
    press(app, table, "Next")
    assert lesson.step.id == "program"

    panel = table.program
    lit = check_coach(table)
    assert {tuple(r) for r in lit} == {tuple(r) for r in
                                       [*panel.hand_rects, panel.slot_rects[0]]}
    # Card by card: drag into slots 1 to 3, the lit slot moving on; one turned over.
    for slot in range(3):
        card = panel.free_cards()[0]
        assert panel.slot_rects[slot] in check_coach(table)
        drag(app, panel.hand_rects[0].center, panel.slot_rects[slot].center)
        assert panel.slots[slot] == [card, "top"]
    click_at(app, panel.slot_rects[2].center)
    assert panel.slots[2][1] == "bottom"
    chosen = [tuple(s) for s in panel.slots]
    confirm = buttons(table)["Confirm program"]
    assert {tuple(r) for r in check_coach(table)} == {tuple(confirm.rect)}
    press(app, table, "Confirm program")
    assert [tuple(p) for p in table.game.st["program"][0]] == chosen \
        or table.game.st["stage"] != "program"
    settle(app)
    assert lesson.step.id == "reveal"
    line = table.coach.bot_line  # what the bots did since, by name
    assert line and all(sentence.split()[0] in ("Bo", "Cy")
                        for sentence in line.rstrip(".").split(". ")), line
    check_coach(table)
    press(app, table, "Next")
    assert lesson.step.id == "follow"
    # An illegal move: a click on a counter while a door is asked for gets a sentence.
    assert any(o.targets for o in table.options), table.options
    before = list(table.game.history)
    click_at(app, counter_centre(table, table.ship.table.zones["cargo.space"].stack[0].id))
    assert table.game.history == before
    assert table.toasts.messages[-1].startswith("That is not one of the choices")
    while lesson.step.id == "follow":
        check_coach(table)
        do_step(app, table)
    assert lesson.step.id == "again"
    assert table.game.st["turn"] == 2 and table.game.pending.kind == "program"
    check_coach(table)
    # A legal move the last step refuses: programming again belongs to the next chapter.
    before = list(table.game.history)
    program_by_clicks(app, table)
    assert table.game.history == before
    assert table.toasts.messages[-1].startswith("Moving and picking up are the next")
    press(app, table, "Next")
    assert lesson.finished
    assert KEY in progress.finished(starboard_home)
    press(app, table, "Back")
    assert any(t.startswith("\u2713 2. Programming three cards") for t in buttons(app.stack.top))


def program_by_clicks(app, table) -> None:
    """A click on a hand card puts it in the first free slot; three, then Confirm."""
    for _ in range(3):
        click_at(app, table.program.hand_rects[0].center)
    assert table.program.complete
    press(app, table, "Confirm program")


def test_using_the_chip_while_programming_is_allowed_with_a_word(starboard_home):
    app = make_app()
    table = open_chapter(app, TITLE)
    press(app, table, "Next")
    press(app, table, "Next")
    chip = next(t for t in buttons(table) if t.startswith("Use chip"))
    press(app, table, chip)
    assert table.toasts.messages[-1].startswith("That works too: your chip's power")
    settle(app)
    assert table.coach.lesson.step.id == "program"
    check_coach(table)


@pytest.mark.parametrize("leave_at", range(STEPS))
def test_play_on_from_here_at_every_step_is_a_normal_game(starboard_home, leave_at):
    leave_and_play_on(starboard_home, TITLE, leave_at)
