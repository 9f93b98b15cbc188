"""Assembly bots: every level answers every kind of decision legally; a pair asks the
question whose answer matters and the support discards its least useful card; and no level
can see its partner's hand or the deck order."""

from __future__ import annotations

import pytest

from game.bots.assembly import BOTS, best_question
from game.bots.base import observe
from game.engines import assembly as A
from game.engines import registry
from game.engines.common.rng import Rng
from tests.bots.helpers import UNHURRIED_S, play_checked
from tests.engines.assembly.conftest import bay_state, set_hands

LEVELS = ("easy", "normal", "hard")


@pytest.fixture(scope="module")
def content():
    return registry.content("assembly")


def choose(level, game, seed=1):
    bot = BOTS[level](game.pending.seat, Rng(seed))
    return bot.choose(observe("assembly", game, budget_s=UNHURRIED_S))


def duo(content, seed=2):
    return A.new_game(A.Setup(players=2, seed=seed), content)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_every_decision_kind_legally(content, level):
    game = duo(content)
    ids = list(content.module_ids)
    bay_state(game, {1: ids[0], 2: ids[1], 5: ids[7]})
    set_hands(game, ["swap", "swap", "cw_rotate"], ["deploy_lock", "acw_rotate", "wild"])
    assert "command" in play_checked("assembly", game, BOTS, level, 8)
    game = duo(content)
    set_hands(game, ["swap", "swap", "swap"], ["deploy_lock", "acw_rotate", "cw_rotate"])
    bay_state(game, {1: "reactor", 2: "cargo"})
    game.apply(A.Play(("swap",), "swap", (1, 2)))
    assert game.pending.kind == "override_discard"
    assert choose(level, game) in game.legal_actions()


def test_support_discards_its_least_useful_card(content):
    game = duo(content)
    set_hands(game, ["swap", "swap", "swap"], ["deploy_lock", "acw_rotate", "either_rotate"])
    bay_state(game, {1: "reactor", 2: "cargo"})
    game.apply(A.Play(("swap",), "swap", (1, 2)))
    assert game.pending.kind == "override_discard"
    assert choose("normal", game) == A.Choose("card:acw_rotate")


def test_the_question_asked_is_about_a_command_the_pair_can_use(content):
    game = duo(content)
    ids = list(content.module_ids)
    bay_state(game, {1: ids[0], 2: ids[1]})
    set_hands(game, ["deploy_lock", "swap", "cw_rotate"], ["swap", "swap", "swap"])
    ask = best_question(observe("assembly", game), Rng(3))
    assert isinstance(ask, A.Ask) and ask.seat == 1
    assert ask.command in {"lock", "swap", "deploy", "rotate_cw"}


def test_normal_deploys_rather_than_lock_a_lone_bay_while_modules_wait(content):
    # Every module must be deployed, and a lone lock spends a Deploy/Lock that could lock
    # two bays later: the old valuation locked here and its own playouts never won.
    game = A.new_game(A.Setup(players=1, seed=2), content)
    ids = list(content.module_ids)
    bay_state(game, {1: ids[0], 5: ids[7]})
    set_hands(game, ["deploy_lock", "cw_rotate", "swap"])
    choice = choose("normal", game)
    assert isinstance(choice, A.Play) and choice.command == "deploy"


def _with_other_secrets(game, content):
    """The same table, the partner's hand and the deck dealt differently."""
    data = game.to_dict()
    other = A.from_dict(data, content)
    pool = other.hands[1] + other.deck
    pool.reverse()
    other.hands[1], other.deck = pool[:len(other.hands[1])], pool[len(other.hands[1]):]
    other.rng = Rng(55555)
    other._legal = other._groups_cache = None
    return other


@pytest.mark.parametrize("level", LEVELS)
def test_rule_bot_cannot_see_hidden_information(content, level):
    game = duo(content, seed=6)
    other = _with_other_secrets(game, content)
    assert game.hands[1] != other.hands[1] or game.deck != other.deck
    assert game.view_for(0) == other.view_for(0)
    assert choose(level, game, seed=4) == choose(level, other, seed=4)
