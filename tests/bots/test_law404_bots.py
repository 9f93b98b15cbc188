"""404 bots: every level answers every kind of decision legally, the normal planner makes
the obvious good moves, and no level can see what its robot may not."""

from __future__ import annotations

import pytest

from game import registry
from game.bots.base import observe
from game.bots.law404 import BOTS
from game.bots.law404.hard import CANDIDATES, SCREENED, HardBot
from game.bots.law404.normal import draft_worth
from game.engines.common.rng import Rng
from game.engines.law404 import Setup, from_dict, new_game
from game.engines.law404 import actions as A
from tests.bots.helpers import UNHURRIED_S
from tests.engines.law404.helpers import act, blank, event, put

LEVELS = ("easy", "normal", "hard")


@pytest.fixture(scope="module")
def content():
    return registry.content("law404")


def choose(level, game, seat=None, seed=1):
    seat = game.pending.seat if seat is None else seat
    obs = observe("law404", game, seat, budget_s=UNHURRIED_S)
    return BOTS[level](seat, Rng(seed)).choose(obs)


def _scenarios(content):
    """One position per decision kind a robot can face."""
    out = {}
    game = new_game(Setup(3, 4), content)
    out["keep_directive"] = game
    game = new_game(Setup(3, 4), content)
    while game.pending.kind == "keep_directive":
        game.apply(game.legal_actions()[0])
    out["program"] = game  # the chip is charged: UseChip is one of the options
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    game.st["directives"][0] = [{"id": "hide_feeding", "done": False, "base": {}}]
    put(game, "cargo.space", ["pie1", "banana1", "pie2"])
    put(game, "robot:0", ["suit1"])
    act(game, 0, "pickup_putdown")
    out["pickput"] = game
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "cargo.space", ["pie1", "banana1", "pie2"])
    act(game, 0, "rearrange")
    out["rearrange"] = game
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "cargo.space", ["pie1", "banana1", "pie2"])
    act(game, 0, "rearrange")
    game.apply(A.RearrangeTarget("cargo.space"))
    out["rearrange_place"] = game
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    act(game, 0, "open_close")
    out["doors"] = game
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    act(game, 0, "move_square")
    out["door"] = game
    game = blank(content, players=3, rooms=["weaponry", "space", "space"])
    put(game, "robot:1", ["pie1"])
    act(game, 0, "move_triangle")
    game.apply(A.LeaveDoor(False))
    out["shove"] = game
    game = blank(content, players=2, rooms=["navigation", "science"])
    put(game, "robot:1", ["pie1", "suit1"])
    act(game, 0, "move_triangle")
    game.apply(A.LeaveDoor(False))
    out["shove_room" if game.pending.kind == "shove_room" else "steal"] = game
    game = blank(content, players=2, rooms=["cargo", "weaponry"])
    put(game, "cargo.nanolathe", ["pie1", "banana1"])
    act(game, 0, "activate")
    out["lathe"] = game
    game = blank(content, players=2, rooms=["disposal", "weaponry"])
    put(game, "disposal.burner", ["artefact"])
    act(game, 0, "activate")
    out["revive"] = game
    game = blank(content, players=2, rooms=["navigation", "cargo"])
    game.st["active"] = ["planet_lab", "meteor_port_1", "categorical_imperative"]
    game.st["inactive"] = ["planet_jungle", "enemy_scout"]
    put(game, "navigation.computer", ["chart_accurate"])
    act(game, 0, "activate")
    out["chart"] = game
    return out


KINDS = ("keep_directive", "program", "pickput", "rearrange", "rearrange_place", "doors",
         "door", "shove", "lathe", "revive", "chart")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_every_decision_kind_legally(content, level):
    scenarios = _scenarios(content)
    assert set(KINDS) <= set(scenarios)
    for kind, game in scenarios.items():
        assert game.pending.kind == kind, kind
        action = choose(level, game)
        assert action in game.legal_actions(), (level, kind, action)


def test_normal_picks_up_the_food_its_directive_wants(content):
    game = _scenarios(content)["pickput"]
    assert choose("normal", game) == A.PickUp("cargo.space", 2)


def _missile_beside(content, holder: int):
    """Two robots programming while an enemy attacks; `holder` wants it destroyed, stands
    in weaponry beside a missile and holds cards to load and fire it."""
    game = blank(content, players=2, rooms=["cargo", "cargo"])
    game.st["room"][holder] = "weaponry"
    game.st["directives"][holder] = [{"id": "destroy_war", "done": False, "base": {}}]
    event(game, "enemy_scout")
    put(game, "weaponry.racks", ["missile1"])
    game.st["stage"] = "program"
    game.st["program"] = [[], []]
    game.st["program_seat"] = 0
    game.st["hands"] = [[], []]
    game.st["hands"][holder] = ["card01", "card02", "card03", "card05", "card09"]
    game._legal = None
    return game


def _acts(content, program) -> list[str]:
    cards = content.action_cards
    return [cards[c].top if s == "top" else cards[c].bottom for c, s in program]


def test_normal_fires_a_missile_at_an_attacking_enemy(content):
    game = _missile_beside(content, holder=0)
    bot = BOTS["normal"](0, Rng(3))
    programmed = []
    while game.pending.kind == "program" and game.pending.seat == 0:
        action = bot.choose(observe("law404", game))
        programmed += _acts(content, [(action.card, action.side)])
        game.apply(action)
    # Pick the missile up, put it in the tube, fire: the only way to hit this turn.
    assert programmed == ["pickup_putdown", "pickup_putdown", "activate"]


def test_draft_prefers_a_directive_done_early_and_often():
    assert draft_worth("empower_breathing", 2) > draft_worth("improvise_war", 3)
    assert draft_worth("explore_war", 1) > draft_worth("empower_feeding", 2)


def _with_other_secrets(game, content):
    """The same game with everything robot 0 cannot see dealt differently."""
    data = game.to_dict()
    st = data["state"]
    deck = st["cards_deck"]
    for seat in (1, 2):
        hand = st["hands"][seat]
        swap = min(len(hand), len(deck))
        hand[:swap], deck[:swap] = deck[:swap], hand[:swap]
    st["active"].reverse()
    st["inactive"].reverse()
    mine = {d["id"] for d in st["directives"][0]}
    spare = [d for d in sorted(content.directives) if d not in mine
             and all(d != r["id"] for rs in st["directives"] for r in rs)]
    for seat in (1, 2):
        for record in st["directives"][seat]:
            if not record["done"]:
                record["id"] = spare.pop()
    st["rng"] = 987654321
    return from_dict(data, content)


@pytest.mark.parametrize("level", LEVELS)
def test_rule_bot_cannot_see_hidden_information(content, level):
    game = new_game(Setup(3, 9), content)
    while game.pending.kind == "keep_directive":
        game.apply(game.legal_actions()[0])
    other = _with_other_secrets(game, content)
    assert game.view_for(0) == other.view_for(0)
    assert game.st != other.st, "the secrets really differ"
    assert choose(level, game, seat=0, seed=5) == choose(level, other, seat=0, seed=5)


def test_hard_expects_another_robot_to_fire_at_an_attacking_enemy(content):
    """The hard bot plays the others as planners, not at random: a robot whose (sampled)
    directive wants the enemy hit is expected to load and fire the missile beside it."""
    from game.bots.law404.hard import rival_program
    from game.bots.law404.normal import Planner
    from game.bots.law404.value import Evaluator
    from game.engines.law404.board import board_for

    game = _missile_beside(content, holder=1)
    rival = Planner(1, Rng(1), Evaluator(content, 1, board_for(content, game.setup.layout)))
    program = rival_program(observe("law404", game, 0), game, 1, rival)
    assert _acts(content, program) == ["pickup_putdown", "pickup_putdown", "activate"]
    assert game.st["program"][1] == [], "the world it was given is left as it was"


def test_hard_drafts_the_directive_that_wins_races(content):
    """Exploring breathing is done early when it is done at all, so the normal draft's
    likely-and-quick score ranks it first; holders of hiding food win more often, and the
    hard bot keeps that."""
    game = new_game(Setup(3, 4), content)
    seat = game.pending.seat
    game.st["draft_hands"][seat] = ["explore_breathing", "hide_feeding", "improvise_war",
                                    "empower_feeding"]
    game._legal = None
    assert choose("normal", game) == A.KeepDirective("explore_breathing")
    assert choose("hard", game) == A.KeepDirective("hide_feeding")


def test_hard_screens_every_program_tied_for_normals_best():
    bot = HardBot(0, Rng(1))
    tied = [(10.0, (f"plan{i}",)) for i in range(13)]
    rest = [(9.0 - i, (f"worse{i}",)) for i in range(20)]
    assert sorted(bot._program_candidates(tied + rest)) == sorted(p for _, p in tied)
    many = [(10.0, (f"plan{i}",)) for i in range(SCREENED + 10)]
    assert len(set(bot._program_candidates(many))) == SCREENED
    few = [(10.0, ("a",)), (10.0, ("b",))] + rest
    assert bot._program_candidates(few) == [p for _, p in few[:CANDIDATES]], \
        "fewer ties than candidates: normal's best few, in order"


def test_hard_out_of_time_answers_every_decision_kind_legally(content):
    """A decision whose clock runs out (here at once) still answers, with the best found so
    far: one 5-robot decision once took 1.22 s of a 1 s budget."""
    for kind, game in _scenarios(content).items():
        seat = game.pending.seat
        obs = observe("law404", game, seat, budget_s=0.0)
        action = HardBot(seat, Rng(1)).choose(obs)
        assert action in game.legal_actions(), (kind, action)


def test_a_world_cut_short_keeps_only_what_every_choice_was_judged_on():
    from game.bots.law404.hard import _cut

    assert _cut(["a", "b"], [1.0, 2.0], [3.0, 0.5], first=False) == (["a", "b"], [4.0, 2.5])
    assert _cut(["a", "b", "c"], [0.0] * 3, [3.0, 5.0], first=True) == (["a", "b"], [3.0, 5.0]), \
        "the first world cut short: the choices it reached, on that world"
    assert _cut(["a", "b", "c"], [1.0, 2.0, 3.0], [9.0], first=False) == \
        (["a", "b", "c"], [1.0, 2.0, 3.0]), "a later world cut short counts for none"
