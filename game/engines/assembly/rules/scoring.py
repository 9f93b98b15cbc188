"""Scoring and Achievements: 2 points per locked bay, 1 per deployed unlocked module, 1
per card left in the draw pile; the rating band; the achievements a finished game earned,
and the moments during play that some of them depend on."""

from __future__ import annotations

from operator import eq

from game.engines.common.outcome import Outcome


def score(g) -> int:
    locked = sum(g.locked)
    loose = sum(1 for b in range(g.nbays) if g.mod[b] is not None and not g.locked[b])
    return 2 * locked + loose + len(g.deck)


def track_moments(g) -> None:
    """After any change on the board: note the achievements that depend on a moment in the
    game (Push Your Luck, Full House)."""
    st = g.stats
    if not st["pyl"]:
        # Counted in C: every locked bay holds its matching module, empty bays match nothing.
        n_locked = g.locked.count(True)
        loose = g.nbays - g.mod.count(None) - n_locked
        if loose >= 5 and sum(map(eq, g.mod, g.bp)) - n_locked == loose:
            st["pyl"] = True
    if not st["deployed_c2"] and g.cycle <= 2 and not any(g.stacks):
        st["deployed_c2"] = True


def achievements(g, won: bool) -> list[str]:
    st, s = g.stats, g.setup
    left = len(g.deck)
    not_reduced = s.difficulty_class != "reduced"
    earned = []
    if won and left >= 6 and not_reduced:
        earned.append("time_to_spare")
    if won and not st["wild"]:
        earned.append("domesticated")
    if won and left >= 5 and not st["role"]:
        earned.append("non_specialist")
    if st["rot4"]:
        earned.append("rotation_expert")
    if st["pyl"]:
        earned.append("push_your_luck")
    if st["locked_c1"] >= 4:
        earned.append("head_start")
    if st["locked_c2"] >= 10:
        earned.append("early_launch")
    if st["deployed_c2"]:
        earned.append("full_house")
    if won and s.players == 2 and st["overrides"] == 0:
        earned.append("resonance")
    if (won and s.glitches and s.malfunctions not in ("", "blank") and left >= 4
            and not_reduced):
        earned.append("super_efficient")
    return [a for a in earned if a in g.content.achievements]


def finish(g, won: bool) -> None:
    points = score(g)
    rating = g.content.rating_for(points)
    if won:
        text = f"All {g.nbays} modules are locked: the ship launches! Score {points}."
    else:
        text = f"The command deck ran out on its third cycle. Score {points}."
    g.outcome = Outcome(
        reason="launched" if won else "out_of_time",
        winners=tuple(range(g.players)) if won else (),
        coop=True,
        won=won,
        score=points,
        text=f"{text} {rating.name}: {rating.text}",
        details={"rating": rating.id, "achievements": achievements(g, won),
                 "difficulty": g.setup.difficulty_class,
                 "malfunctions": g.setup.malfunctions, "variants": sorted(g.setup.variants)},
    )
    g.queue = []
    g.choice = None
    g._log("end", "{}", g.outcome.text)


def profile_achievements(outcomes: list[dict]) -> list[str]:
    """Achievements that need several games, from a player's finished games in order.

    `outcomes` are `Outcome.to_dict()` values, oldest first. The app keeps them in the
    player profile; the engine only says what they add up to.

    >>> hard = {"won": True, "details": {"difficulty": "hard", "malfunctions": "A",
    ...         "variants": ["glitches"]}}
    >>> profile_achievements([hard, hard, hard])
    ['super_survivor', 'survivor']
    """
    earned = set()
    streak_hard = streak_super = 0
    for i, o in enumerate(outcomes):
        d = o.get("details", {})
        won = bool(o.get("won"))
        hard = won and d.get("difficulty") == "hard"
        streak_hard = streak_hard + 1 if hard else 0
        glitchy = bool({"glitches", "glitches_hard"} & set(d.get("variants", ())))
        malf = d.get("malfunctions") not in (None, "", "blank")
        streak_super = streak_super + 1 if hard and glitchy and malf else 0
        if streak_hard >= 3:
            earned.add("survivor")
        if streak_super >= 3:
            earned.add("super_survivor")
        last3 = outcomes[max(0, i - 2):i + 1]
        if len(last3) == 3 and all(x.get("won") for x in last3) and \
                sorted(x.get("details", {}).get("malfunctions") for x in last3) == ["A", "B", "C"]:
            earned.add("lucky_streak")
    return sorted(earned)
