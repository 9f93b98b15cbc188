"""Which directives the hard bot keeps in the draft.

The game is a race to complete all three kept directives, so what a directive is worth in
the draft is how much holding it raises the holder's chance of winning, not how often or how
soon it is done on its own. RACE_WORTH is that, measured: a conditional logit (each game's
winner against the sets of directives its four robots kept) fitted on 400 games between four
normal robots, which predicts the winner of 150 other games half the time (the normal
draft's likely-and-quick score: 43%; chance: 25%). Against that score it mostly demotes
exploring breathing and war (done at once or not at all) and promotes hiding food and
technology and exploring food.
"""

from __future__ import annotations

from game.bots.law404.normal import draft_worth

RACE_WORTH = {
    "destroy_breathing": +0.91, "empower_breathing": +0.89, "improvise_science": +0.85,
    "hide_feeding": +0.84, "empower_science": +0.83, "explore_feeding": +0.70,
    "hide_technology": +0.67, "explore_technology": +0.49, "destroy_technology": +0.41,
    "explore_cloning": +0.39, "empower_technology": +0.38, "hide_war": +0.37,
    "improvise_technology": +0.35, "destroy_science": +0.31, "destroy_war": +0.30,
    "explore_war": +0.22, "explore_breathing": +0.19, "destroy_cloning": +0.18,
    "hide_cloning": +0.15, "improvise_cloning": -0.42,
    "destroy_feeding": -0.46, "explore_science": -0.61, "hide_breathing": -0.64,
    "empower_war": -0.78, "improvise_feeding": -0.83, "improvise_breathing": -1.17,
    "improvise_war": -1.45, "empower_feeding": -1.47, "hide_science": -1.58,
}
UNMEASURED = -1.0
"""A directive the measured games never dealt."""


def race_worth(directive: str, difficulty: int) -> tuple[float, float]:
    """Sort key: the measured worth, then the normal draft's score (near-ties)."""
    return RACE_WORTH.get(directive, UNMEASURED), draft_worth(directive, difficulty)
