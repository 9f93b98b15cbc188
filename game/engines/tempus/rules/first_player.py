"""Choose the First Player: each round the crew chooses who takes the first turn, whoever
went first before; any living crew member may (ruling R19). Turns then run clockwise.

`first_player_refusal` returns None (allowed) or the sentence why not, and
`first_player_choices` lists exactly what it allows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engines.tempus import actions as A
from game.engines.tempus.actions import shared
from game.engines.tempus.rules.characters import crew_refusal

if TYPE_CHECKING:
    from game.engines.tempus.game import Game


def first_player_refusal(g: Game, seat: int) -> str | None:
    why = crew_refusal(g, seat)
    if why is None and g.crew[seat]["dead"]:
        why = f"{g.crew_name(seat)} is dead and takes no turn."
    return why


def first_player_choices(g: Game) -> list:
    return [shared(A.ChooseFirst, s) for s in range(len(g.crew))
            if first_player_refusal(g, s) is None]
