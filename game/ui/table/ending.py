"""The end of a game at the table: the end screen spoken from the table's point of view (a
bot's win is not the people's), its buttons (New game, Play again, Show board, Main menu)
and a new deal of the same game for the same seats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.common.errors import ContentError, RuleError, SaveError
from game.session import GameSession
from game.ui.end_screen import BUTTONS_Y, EndScreen

if TYPE_CHECKING:
    from game.ui.table_scene import TableScene

BUTTON_W, BUTTON_GAP, BUTTON_H = 180.0, 12.0, 46.0
#: Where the end buttons sit while the final board is shown without the end box.
BOARD_SHOWN_Y = 66.0


class Ending:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self.hidden = False  # "Show board": the final board without the end box

    def won(self) -> bool:
        """The game ended well for the people at the table (a bot's win is not theirs)."""
        scene = self.scene
        result = scene.game.result
        if result is None:
            return False
        if result.coop:
            return result.won
        seats = scene.session.seats
        return any(s < len(seats) and not seats[s].is_bot for s in result.winners)

    def headline(self) -> str:
        """Who won, said to the people at the table."""
        scene = self.scene
        result = scene.game.result
        if result.coop:
            return "You won!" if result.won else "You lost."
        names = [scene.names[s] + (" (bot)" if scene.session.seats[s].is_bot else "")
                 for s in result.winners if s < len(scene.names)]
        if not names:
            return "Nobody won."
        return f"{' and '.join(names)} {'wins' if len(names) == 1 else 'win'}" + \
            ("!" if self.won() else ".")

    def screen(self, headline: str | None = None, figures: list[tuple[str, str]] = (),
               sections: list[tuple[str, list[str]]] = ()) -> EndScreen:
        """The end screen: the headline (default: who won), the engine's reason in the
        table's names, key figures ("Score", "23") and headed lists; a game that used
        suggestions says so."""
        scene = self.scene
        figures = list(figures)
        if scene.session.suggested:
            figures.append(("Suggestions", "used"))
        return EndScreen(headline if headline is not None else self.headline(), self.won(),
                         scene.named(scene.game.result.text or ""), figures, list(sections))

    def build_buttons(self) -> None:
        scene = self.scene
        vp = scene.vp
        lw, _ = vp.logical_size
        items = [("New game", lambda: scene.app.new_game(scene.session.game_id),
                  "Choose a game and its seats."),
                 ("Play again", self.play_again, "The same game and seats, a new deal."),
                 ("Show result" if self.hidden else "Show board", self.toggle,
                  "Look at the final board."),
                 ("Main menu", scene.app.main_menu, None)]
        x0 = (lw - (len(items) * BUTTON_W + (len(items) - 1) * BUTTON_GAP)) / 2
        y = BUTTONS_Y if not self.hidden else BOARD_SHOWN_Y
        for i, (text, callback, tip) in enumerate(items):
            scene.button(vp.rect(x0 + i * (BUTTON_W + BUTTON_GAP), y, BUTTON_W, BUTTON_H),
                         text, callback, tip)

    def play_again(self) -> None:
        """A new deal of the same game for the same seats (the next seed)."""
        scene = self.scene
        session = scene.session
        setup = scene.game.setup.to_dict()
        setup["seed"] = int(setup.get("seed", 0)) + 1
        try:
            again = GameSession.new(session.game_id, setup, list(session.seats), session.slots)
        except (RuleError, SaveError, ContentError, ValueError) as exc:
            scene.app.show_error("Cannot start", str(exc))
            return
        again.autosave()
        scene.app.open_table(again)

    def toggle(self) -> None:
        """Show the final board without the end box, or the box again."""
        self.hidden = not self.hidden
        self.scene.rebuild_controls()
