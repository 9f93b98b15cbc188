"""Which directives the hard bot keeps in the draft.

The game is a race to complete all three kept directives, so what a directive is worth in
the draft is how much holding it raises the holder's chance of winning, not how often or how
soon it is done on its own. RACE_WORTH is that, measured: a conditional logit (each game's
winner against the sets of directives its four robots kept) fitted on 1,500 games between
four normal robots. The board is dealt before the draft, so how close a directive already is
for this robot (its start room, the items near it) counts too, START_PROGRESS per unit of
`Evaluator.progress`. Fitted on three quarters of the games, the two predict the winner of
the rest 46.9% of the time (chance: 25%; the directive worth alone 44.6%; the worth fitted
earlier on 400 games 43.5%).
"""

from __future__ import annotations

from game.bots.law404.normal import draft_worth

RACE_WORTH = {
    "empower_breathing": +1.12, "destroy_breathing": +0.90, "hide_technology": +0.85,
    "improvise_science": +0.83, "empower_science": +0.80, "explore_technology": +0.77,
    "explore_feeding": +0.67, "hide_feeding": +0.65, "empower_technology": +0.64,
    "explore_war": +0.64, "hide_war": +0.43, "destroy_technology": +0.43,
    "improvise_technology": +0.37, "explore_breathing": +0.36, "explore_cloning": +0.35,
    "destroy_war": +0.28, "hide_cloning": +0.25, "destroy_cloning": +0.09,
    "destroy_science": -0.17, "empower_war": -0.31,
    "improvise_cloning": -0.56, "destroy_feeding": -0.65, "hide_breathing": -0.66,
    "explore_science": -0.74, "improvise_feeding": -0.74, "hide_science": -1.27,
    "improvise_breathing": -1.64, "empower_feeding": -1.80, "improvise_war": -1.89,
}
START_PROGRESS = 0.78
UNMEASURED = -1.0
"""A directive the measured games never dealt."""


def race_worth(directive: str, difficulty: int, progress: float = 0.0) -> tuple[float, float]:
    """Sort key: the measured worth (with `progress`, how close the directive already is
    for the drafting robot), then the normal draft's score (near-ties)."""
    return (RACE_WORTH.get(directive, UNMEASURED) + START_PROGRESS * progress,
            draft_worth(directive, difficulty))
