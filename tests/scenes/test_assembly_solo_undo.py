"""A solo player takes back a mis-dropped play (ruling 48): the refill waits for their
Draw, so Undo stays lit until a card is seen, and goes grey once one is."""

from __future__ import annotations

from game.engines import assembly as A
from game.session import GameSession, Seat
from tests.scenes.helpers import buttons, drag, press, pump
from tests.scenes.test_assembly_solo import endgame_position


def test_a_solo_play_can_be_taken_back_until_the_refill_is_drawn(app):
    session = GameSession.new("assembly", {"players": 1, "seed": 7},
                              [Seat("human", "random", "Ada")], None)
    game = session.game
    A.set_position(game, endgame_position())
    assert app.open_table(session)
    pump(app)
    scene = app.stack.top
    before = A.position(game)
    drag(app, scene.ring.token_rect(1).center, scene.ring.token_rect(2).center)  # the swap
    assert game.mod[0] == "engineering" and len(game.hands[0]) == 2
    assert scene.prompt_text() == ("Ada: Draw up to 3 cards to end your turn (until then, Undo "
                                   "takes your play back).")
    assert buttons(scene)["Undo"].is_enabled, "nothing was seen: the play can be taken back"
    press(app, scene, "Undo")
    assert A.position(game) == before and game.history == []
    drag(app, scene.ring.token_rect(1).center, scene.ring.token_rect(2).center)
    press(app, scene, "Draw up to 3 cards")
    assert len(game.hands[0]) == 3 and game.pending.kind == "command"
    assert not buttons(scene)["Undo"].is_enabled, "a card was seen: no undo past it"
