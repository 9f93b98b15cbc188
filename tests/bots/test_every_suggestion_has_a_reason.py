"""Every suggestion says why, at every decision kind a person meets in seeded games: 404
with a sentence (a program's gains, a follow-up's effect on the rest of the turn, a kept
directive's or a spent chip's rule), Tempus with a plan for the turn or a sentence."""

from __future__ import annotations

import pytest

from game.bots.base import observe
from game.bots.suggest import Suggester
from game.engines.common.rng import Rng
from game.records import new_game

PER_KIND = 2


def decisions(game_id: str, setup: dict):
    seen: dict[str, int] = {}
    for seed in range(12):
        game = new_game(game_id, {**setup, "seed": seed})
        rng = Rng(seed)
        while not game.is_over:
            kind = game.pending.kind
            if len(game.legal_actions()) > 1 and seen.get(kind, 0) < PER_KIND:
                seen[kind] = seen.get(kind, 0) + 1
                yield game
            game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("game_id, setup", [("law404", {"players": 3}),
                                            ("tempus", {"players": 3,
                                                        "difficulty": "recruit"})])
def test_every_suggestion_says_why(game_id, setup):
    kinds = set()
    for game in decisions(game_id, setup):
        obs = observe(game_id, game, budget_s=0.2)
        found = Suggester(game_id).suggest(obs)
        kinds.add(obs.pending.kind)
        has_plan = found.plan is not None and (found.plan.steps or found.plan.stops_early)
        assert has_plan or found.why, (obs.pending.kind, found.text)
        assert not found.why or found.why.endswith("."), found.why
    assert len(kinds) >= (8 if game_id == "law404" else 2), kinds
