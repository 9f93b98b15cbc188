"""Who may see what (game/ui/table/privacy.py): the pass screen only when hidden
information changes hands."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.session import GameSession, Seat
from tests.app.table.helpers import toy_table
from tests.app.test_scenes import pump


@pytest.fixture
def app(starboard_home):
    return App(size=(1280, 720))


def test_pass_screen_only_when_hidden_information_changes_hands(app, toy):
    from game.scenes.board import BoardScene

    class DoorsArePublic(BoardScene):
        """Toy Nim with the rule that taking 1 reveals nothing (like a 404 door choice)."""

        def decision_is_private(self, seat):
            return self.game.sticks % 2 == 0

    from game import records

    game = records.new_game("toy", {"players": 2, "seed": 4})
    game.sticks = 10
    table = DoorsArePublic(app, GameSession("toy", game, [Seat("human", name="Ada"),
                                                          Seat("human", name="Bix")], None))
    app.stack.clear_to(table)
    pump(app)
    assert table.gate.active and table.gate.pending_seat == 0  # Ada's private decision
    table.gate.confirm()
    table.play(table.game.legal_actions()[0])  # 9 sticks: Bix's decision is public
    assert not table.gate.active and table.privacy.my_turn() and table.privacy.viewing_seat() is None
    table.play(table.game.legal_actions()[0])  # 8: Ada decides in private, she saw last
    assert not table.gate.active and table.privacy.viewing_seat() == 0
    table.play(table.game.legal_actions()[0])  # 7: Bix, public
    table.play(table.game.legal_actions()[1])  # 5: Ada, public
    table.play(table.game.legal_actions()[0])  # 4: Bix, private, Ada saw last: hand over
    assert not table.gate.active and table.privacy.handing_to == 1  # once Ada is done
    table.privacy.hand_over()
    assert table.gate.active and table.gate.pending_seat == 1


def test_a_game_without_secrets_never_shows_the_pass_screen(app):
    from game import records

    game = records.new_game("tempus", {"players": 2, "seed": 4})
    session = GameSession("tempus", game, [Seat("human", name="Ada"),
                                           Seat("human", name="Bix")], None)
    assert app.open_table(session)
    table = app.stack.top
    for _ in range(40):
        assert not table.gate.active
        if table.game.is_over:
            break
        table.play(table.game.legal_actions()[-1])
    assert len(table.game.history) > 5


def test_esc_and_menu_work_behind_the_pass_screen(app, toy):
    table = toy_table(app, [Seat("human", name="Ada"), Seat("human", name="Bix")])
    assert table.gate.active
    assert [e.text for e in table._elements] == ["Menu"]
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                  scancode=0)])
    assert type(app.stack.top).__name__ == "PauseScene"


def test_every_sentence_a_table_shows_calls_a_seat_by_its_name(app, toy):
    """Engines say "Player 2"; every toast of a table, and the reason a drag shows under
    the pointer, says the seat's name instead."""
    table = toy_table(app, [Seat("human", name="Ada"), Seat("bot", name="Robo")])
    table.refuse("Player 2 must answer first.")
    assert table.toasts.latest == "Robo must answer first."
    assert table.toasts.say("It is Player 1's turn.") == "It is Ada's turn."


def test_the_mover_sees_the_result_then_hands_over_themselves(app, toy):
    """After Ada's move the table stays hers (her view, her own Undo without asking)
    until she presses "Done: pass to Bix"; the pass screen then says what happened in the
    log's words."""
    table = toy_table(app, [Seat("human", name="Ada"), Seat("human", name="Bix")])
    table.gate.confirm()
    table.play(table.game.legal_actions()[0])
    pump(app)
    assert not table.gate.active and table.privacy.viewing_seat() == 0
    assert not table.privacy.my_turn(), "Bix's decision waits for Bix"
    assert table.prompt_text().startswith("Ada: your move is done.")
    done = [e for e in table._elements if e.text == "Done: pass to Bix"]
    assert done and done[0].is_enabled
    table.undo.request()  # Ada takes her own move back: nobody to ask
    assert table.undo._dialog is None and table.game.history == []
    assert table.privacy.handing_to is None and table.privacy.my_turn()
    table.play(table.game.legal_actions()[0])
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                  scancode=0)])  # Enter presses Done
    assert table.gate.active and table.gate.pending_seat == 1
    assert table.gate.summary == ["Ada takes 1."]
    table.gate.confirm()
    assert table.privacy.my_turn() and table.privacy.viewing_seat() == 1


def test_a_long_name_keeps_the_done_button_in_its_place(app, toy):
    table = toy_table(app, [Seat("human", name="Ada"),
                            Seat("human", name="Bartholomew Fitzwilliam")])
    table.gate.confirm()
    table.play(table.game.legal_actions()[0])
    pump(app)
    done = next(e for e in table._elements if e.text.startswith("Done: pass"))
    assert done.text == "Done: pass it on" and "Bartholomew Fitzwilliam" in table.prompt_text()
