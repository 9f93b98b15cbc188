"""Trouble on the Tempus: the co-operative time-travel disaster game, as a pure rules engine.

>>> from pathlib import Path
>>> content = load_content(Path(__file__).resolve().parents[3] / "levels")
>>> game = new_game(Setup(players=1, seed=3, difficulty="trainee"), content)
>>> game.pending.kind
'turn'
>>> parse_action("end") in game.legal_actions()
True
"""

from collections.abc import Sequence

from game.engines.common.rng import Rng
from game.engines.tempus.actions import TITLE, parse_action
from game.engines.tempus.content import Content, load_content
from game.engines.tempus.determinize import sampled_state
from game.engines.tempus.game import GAME_ID, Game, from_dict, new_game
from game.engines.tempus.setup import DIFFICULTIES, MAX_PLAYERS, MIN_PLAYERS, Setup


def determinize(view: dict, content: Content, rng: Rng, top: Sequence[str | None] = (),
                discard: Sequence[str | None] = ()) -> Game:
    """A whole Game consistent with what the crew sees and remembers, for bots that look
    ahead (determinize.py)."""
    return from_dict(sampled_state(view, content, rng, top, discard), content)


__all__ = ["GAME_ID", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "DIFFICULTIES", "Setup", "Content",
           "Game", "load_content", "new_game", "from_dict", "parse_action", "determinize"]
