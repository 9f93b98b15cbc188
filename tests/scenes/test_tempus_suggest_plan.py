"""Suggest on the Tempus table says the whole turn as a plan (move, move, act, in order),
what its acting steps achieve, and why it stops early when movement or the action is left;
each step is numbered on the board where it is taken until the position moves on.

As a player met it: one step at a time, no reason, and "end the turn" with 2 movement and
the action unused while fire spread."""

from __future__ import annotations

import pytest

from game import registry
from game.bots.base import observe
from game.bots.suggest import Suggestion
from game.bots.tempus.plan import plan_turn
from game.engines.common.rng import Rng
from game.engines.tempus import actions as A
from game.engines.tempus import from_dict
from game.records import new_game
from game.scenes.tempus import drawing, suggestion
from game.session import Seat
from tests.scenes.test_tempus_layout import BOTS, make_app, open_table


def turns(n: int):
    """Turn decisions of seeded 3-crew games played by the normal crew."""
    found = 0
    for seed in range(40):
        game = new_game("tempus", {"players": 3, "seed": seed, "difficulty": "recruit"})
        bots = [registry.bot_factory("tempus", "normal")(s, Rng(seed * 7 + s))
                for s in range(3)]
        for _ in range(60):
            if game.is_over:
                break
            obs = observe("tempus", game)
            if game.pending.kind == "turn" and len(obs.legal) > 1:
                yield game, obs, bots[obs.seat]
                found += 1
                if found >= n:
                    return
            game.apply(bots[obs.seat].choose(obs))


@pytest.mark.parametrize("case", range(12))
def test_a_suggested_turn_uses_its_movement_and_action_or_says_why_not(case):
    game, obs, bot = list(turns(case + 1))[-1]
    first = bot.choose(obs)
    plan = plan_turn(bot, obs, first, seed=case)
    world = from_dict(game.to_dict(), game.content)
    assert not plan.steps or plan.steps[0].action == first
    for step in plan.steps:  # every step is legal in order on the real position
        assert step.action in world.legal_actions()
        world.apply(step.action)
    ended_with = isinstance(first, A.EndTurn) or len(plan.steps) < 8
    moves_left, acted = game.t_moves, game.t_acted
    uses = any(not isinstance(s.action, (A.Move, A.StandUp, A.Drop)) for s in plan.steps)
    if ended_with and not any(isinstance(s.action, A.TimeJump) for s in plan.steps):
        moved = sum(isinstance(s.action, A.Move) for s in plan.steps)
        if (moves_left and moved == 0) or (not acted and not uses):
            assert plan.stops_early, "a plan that leaves movement or the action says why"
            assert "unused:" in plan.stops_early and plan.stops_early.endswith(".")
    words = suggestion.say_plan(plan, game)
    assert words and words[0].islower() and words.endswith(".")
    assert "_" not in words and "crew:" not in words, words


def test_the_plans_steps_are_numbered_where_they_are_taken_until_the_position_moves(
        starboard_home):
    app = make_app()
    game = new_game("tempus", {"players": 3, "seed": 6, "difficulty": "recruit"})
    game.apply(A.ChooseFirst(0))  # Ada goes first: her turn
    assert (game.pending.kind, game.pending.seat) == ("turn", 0)
    scene = open_table(app, game, [Seat("human", "random", "Ada")] + BOTS[1:])
    obs = scene.session.observe()
    bot = registry.bot_factory("tempus", "normal")(obs.seat, Rng(1))
    moves = [a for a in obs.legal if isinstance(a, A.Move)]
    plan = plan_turn(bot, obs, moves[0])
    found = Suggestion(moves[0], moves[0].to_text(), obs.seat, 0.0, plan)
    scene.suggestions.last, scene.suggestions.last_key = found, scene.suggestions._key()
    spots = drawing.plan_spots(scene)
    assert [n for n, _ in spots] == list(range(1, len(spots) + 1)) and spots
    assert spots[0][1] == scene.room_px(moves[0].to), "step 1 is marked where it goes"
    assert scene.describe_suggested(found).startswith("move to ")
    scene.play(moves[0])
    assert drawing.plan_spots(scene) == [], "the position moved on: the marks go"


def test_the_suggested_first_player_says_why(starboard_home):
    from game.bots.suggest import Suggester

    app = make_app()
    game = new_game("tempus", {"players": 3, "seed": 6, "difficulty": "recruit"})
    scene = open_table(app, game, [Seat("human", "random", "Ada")] + BOTS[1:])
    assert game.pending.kind == "choose_first_player"
    found = Suggester("tempus").suggest(scene.session.observe())
    words = scene.describe_suggested(found)
    assert "takes the first turn: of every order it tried" in words, words
