"""Bots: random, honest partner, and the Monte Carlo hint solver (no peeking)."""

from __future__ import annotations

from game.bots.assembly import BOTS, PartnerBot, choose_option, hint
from game.bots.base import observe
from game.engines import assembly as A
from game.engines.common.rng import Rng

from .conftest import bay_state, duo, set_hands, solo


def play_out(setup, content, bot, **kw):
    g = A.new_game(setup, content)
    bots = [BOTS[bot](s, Rng(s + 1), **kw) for s in range(setup.players)]
    while not g.is_over:
        a = bots[g.pending.seat].choose(observe("assembly", g))
        assert a in g.legal_actions()
        g.apply(a)
    return g


def test_bots_registry():
    assert set(BOTS) == {"random", "easy", "normal", "hard"}


def test_partner_bot_finishes_every_mode(content):
    for kw in (dict(players=2, malfunctions="A", variants={"glitches"}),
               dict(players=3, variants={"double_ring"}),
               dict(players=2, variants={"resequence"}, malfunctions="D")):
        g = play_out(A.Setup(seed=4, **kw), content, "normal")
        assert g.is_over


def test_partner_asks_then_plays(content):
    g = duo(content)
    ids = list(content.module_ids)
    bay_state(g, {1: ids[0], 2: ids[1]})
    set_hands(g, ["deploy_lock", "swap", "swap"], ["swap"] * 3)
    bot = PartnerBot(0, Rng(1))
    first = bot.choose(observe("assembly", g))
    assert first == A.Ask(1, "lock")
    g.apply(first)
    assert bot.choose(observe("assembly", g)) == A.Play(("deploy_lock",), "lock", (1, 2))


def test_partner_override_discards_least_useful():
    assert choose_option({}, ["card:wild", "card:cw_rotate", "card:deploy_lock"],
                         "override_discard") == "card:cw_rotate"


def test_solver_prefers_the_winning_lock(content):
    g = solo(content)
    bay_state(g, {12: "life_support"}, locked=tuple(range(1, 12)))
    set_hands(g, ["deploy_lock", "swap", "swap"], deck=["swap"] * 3)
    hints = hint(g, rollouts=2, top_k=4)
    assert hints[0]["action"] == A.Play(("deploy_lock",), "lock", (12,))
    assert hints[0]["win_rate"] == 1.0


def test_solver_does_not_read_hidden_state(content):
    # Two games that differ only in hidden information give the same hints.
    g1 = solo(content, seed=8)
    g2 = solo(content, seed=8)
    g2.deck = list(reversed(g2.deck))
    g2.stacks = [list(reversed(g2.stacks[0]))]
    g2.rng = Rng(12345)
    h1 = hint(g1, rollouts=3, top_k=3, seed=5)
    h2 = hint(g2, rollouts=3, top_k=3, seed=5)
    assert [(h["text"], h["win_rate"], h["mean_score"]) for h in h1] == \
        [(h["text"], h["win_rate"], h["mean_score"]) for h in h2]


def test_solver_plays_a_full_game(content):
    g = play_out(A.Setup(players=1, seed=100001), content, "hard", rollouts=2, top_k=2,
                 schedule=None)
    assert g.is_over and g.result.score > 0


def test_greedy_fast_matches_greedy(content):
    from game.bots.assembly import _fast_view, greedy, greedy_fast

    for kw in (dict(players=1, roles=("sol",)), dict(players=2, malfunctions="A"),
               dict(players=3), dict(players=2, variants={"resequence"}),
               dict(players=2, variants={"override"})):
        g = A.new_game(A.Setup(seed=9, **kw), content, fast=True)
        rng = Rng(2)
        while not g.is_over:
            if g.pending.kind == "command":
                assert greedy_fast(g) == greedy(g, _fast_view(g))
            g.apply(g.random_action(rng))


def test_hint_answers_any_decision(content):
    g = duo(content, seed=2)
    bay_state(g, {1: "reactor", 2: "cargo"})
    set_hands(g, ["swap", "swap", "swap"], ["deploy_lock", "acw_rotate", "cw_rotate"])
    g.apply(A.Play(("swap",), "swap", (1, 2)))
    assert g.pending.kind == "override_discard" and g.pending.seat == 1
    hints = hint(g, rollouts=2)
    assert {h["text"] for h in hints} == {"choose card:deploy_lock", "choose card:acw_rotate",
                                          "choose card:cw_rotate"}
    assert all(0.0 <= h["win_rate"] <= 1.0 and h["samples"] == 2 for h in hints)
