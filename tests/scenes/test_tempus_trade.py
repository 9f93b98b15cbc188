"""Trading several items as one action on the Tempus table (rulebook, Actions: "Trade any
number of Item cards between yourself & the other players in your space" is one action):
"Trade items" opens a trade, clicks mark items on both sheets, Trade makes the exchange."""

from __future__ import annotations

import pygame

from game.engines.tempus import actions as A
from game.records import new_game
from game.scenes.tempus.scene import TempusScene
from game.session import GameSession, Seat
from tests.engines.tempus.helpers import give
from tests.scenes.helpers import buttons, pump
from tests.scenes.test_tempus_play import click_at, counter, press, standee


def start(app, crew=("okafor", "lind")):
    """Every crew member on the Time Drive, Okafor to act, holding a Fire Extinguisher and a
    Tool Kit (his two Equipment slots); Lind holds a Med-Kit."""
    game = new_game("tempus", {"players": len(crew), "seed": 4, "difficulty": "trainee",
                               "characters": list(crew)})
    game.apply(A.ChooseFirst(0))
    held = {"extinguisher": give(game, 0, "fire_extinguisher"),
            "tool_kit": give(game, 0, "tool_kit"), "med_kit": give(game, 1, "med_kit")}
    seats = [Seat("human", "random", name) for name in ("Ada", "Bo", "Cy")[:len(crew)]]
    scene = TempusScene(app, GameSession("tempus", game, seats, None))
    app.stack.push(scene)
    pump(app)
    return scene, game, held


def panel_text(scene) -> str:
    """The action panel's words, its line breaks read as spaces."""
    return " ".join(text.replace("\n", " ") for _, text in scene.panel_reasons)


def test_trade_any_number_of_items_is_one_action(app):
    scene, game, held = start(app)
    moves_before = len(game.history)
    press(app, scene, "Trade items")
    for uid in (held["extinguisher"], held["tool_kit"], held["med_kit"]):
        click_at(app, counter(scene, uid))
    assert "Give: Fire Extinguisher, Tool Kit" in panel_text(scene)
    assert "Take: Med-Kit" in panel_text(scene)
    press(app, scene, "Trade")
    assert sorted(game.items_of(1)) == sorted([held["extinguisher"], held["tool_kit"]])
    assert game.items_of(0) == [held["med_kit"]]
    assert len(game.history) == moves_before + 1  # one action, not three
    assert game.t_acted and game.pending.seat == 0
    assert scene.trade is None


def test_a_trade_that_overfills_a_sheet_cannot_be_made_and_says_why(app):
    scene, game, held = start(app)
    press(app, scene, "Trade items")
    click_at(app, counter(scene, held["extinguisher"]))
    click_at(app, counter(scene, held["tool_kit"]))  # Lind already carries one Equipment item
    assert not buttons(scene)["Trade"].is_enabled
    assert "Doctor Lind's sheet would not hold it: 2 Equipment slots" in panel_text(scene)
    assert "Trade items" not in buttons(scene)  # the panel is the trade's until it ends
    before = game.to_dict()
    click_at(app, buttons(scene)["Trade"].rect.center)
    assert game.to_dict() == before


def test_clicking_a_marked_item_again_unmarks_it(app):
    scene, game, held = start(app)
    press(app, scene, "Trade items")
    click_at(app, counter(scene, held["med_kit"]))
    click_at(app, counter(scene, held["med_kit"]))
    assert scene.trade.marked == set()
    assert not buttons(scene)["Trade"].is_enabled
    assert "Click items on either sheet" in panel_text(scene)


def test_escape_puts_a_trade_aside_and_nothing_changes_hands(app):
    scene, game, held = start(app)
    before = game.to_dict()
    press(app, scene, "Trade items")
    click_at(app, counter(scene, held["med_kit"]))
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert scene.trade is None
    assert "Trade items" in buttons(scene) and "Trade" not in buttons(scene)
    assert game.to_dict() == before
    assert app.stack.top is scene  # Esc ended the trade; it did not open the pause menu


def test_with_two_crew_in_the_space_the_partner_is_picked_by_clicking_their_standee(app):
    scene, game, held = start(app, ("okafor", "lind", "vega"))
    press(app, scene, "Trade items...")
    click_at(app, standee(scene, 2))
    assert scene.trade is not None and scene.trade.partner == 2
    assert not any("click a lit crew member" in m for m in scene.toasts.messages)  # followed
    click_at(app, counter(scene, held["med_kit"]))  # Lind's: not part of this trade
    assert scene.trade.marked == set()
    assert "can change hands in this trade" in scene.toasts.latest


def test_no_trade_button_without_another_crew_member_in_the_space(app):
    scene, game, _ = start(app)
    game.apply(A.Move("central_corridor"))
    scene.refresh()
    pump(app)
    assert "Trade items" not in buttons(scene)


class _Answer:
    """A suggester that has already thought: the hard bot's answer is `action`."""

    busy = True

    def __init__(self, action):
        self.action = action

    def poll(self, key):
        from game.bots.suggest import Suggestion

        self.busy = False
        return Suggestion(self.action, self.action.to_text(), 0, 0.1)

    def is_for(self, key) -> bool:
        return self.busy

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass

    def watch(self, obs) -> None:
        pass


def test_a_suggested_trade_opens_with_its_items_marked(app):
    scene, game, held = start(app)
    suggested = A.Trade(1, (held["extinguisher"], held["tool_kit"]), (held["med_kit"],))
    assert suggested in game.legal_actions()
    before = game.to_dict()
    scene.suggestions.worker.close()
    scene.suggestions.worker = _Answer(suggested)
    pump(app)
    assert "give the Fire Extinguisher and the Tool Kit" in scene.toasts.latest
    assert scene.trade is not None and scene.trade.action() == suggested
    assert game.to_dict() == before  # set up, not played
    press(app, scene, "Trade")
    assert game.items_of(0) == [held["med_kit"]]
