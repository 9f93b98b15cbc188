"""Assembly bots: every level answers every kind of decision legally; a pair asks about the
command it means to play, its playouts play the same honest pair, and the support discards
its least useful card; the hard bot leaves the normal move only for a clear lead; and no
level can see its partner's hand or the deck order."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import game.bots.assembly as bots_assembly
from game import registry
from game.bots.assembly import (
    BOTS,
    PAIR_MARGIN,
    ROLLOUT_OVERRIDE,
    _pick,
    advice,
    clear_lead,
    greedy,
    greedy_fast,
    hint,
    honest_move,
    normal_move,
    play_value,
)
from game.bots.base import observe
from game.engines import assembly as A
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


def swapped_pair(content, partner_hand):
    """Two blueprint modules deployed in each other's bays; a Deploy/Lock in hand."""
    game = A.new_game(A.Setup(players=2, seed=2), content, fast=True)
    bay_state(game, {1: game.bp[1], 2: game.bp[0]})
    set_hands(game, ["deploy_lock", "swap", "cw_rotate"], partner_hand)
    return game


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_a_pair_asks_about_the_command_it_means_to_play(content, level):
    game = swapped_pair(content, ["swap", "swap", "swap"])
    assert choose(level, game) == A.Ask(1, "deploy")


def test_playouts_play_around_a_no_like_the_pair_would(content):
    # The partner cannot verify Deploy, so it would answer no: the honest pair then picks a
    # play without the certain override, as it would at the table.
    game = swapped_pair(content, ["swap", "swap", "swap"])
    assert greedy_fast(game).command == "deploy"
    assert honest_move(game).command != "deploy"
    game = swapped_pair(content, ["deploy_lock", "swap", "swap"])
    assert honest_move(game).command == "deploy"


def test_the_move_to_beat_is_played_out_in_every_round(content):
    game = swapped_pair(content, ["swap", "swap", "swap"])
    view = game.view_for(0)
    worst = min((a for a in game.legal_actions() if isinstance(a, A.Play)),
                key=lambda a: play_value(view, a, None))
    hints = hint(game, top_k=4, budget=UNHURRIED_S, schedule=((2, 1), (3, None)), anchor=worst)
    kept = [h for h in hints if h["samples"] == 5]
    assert [h["action"] for h in hints].count(worst) == 1
    assert len(kept) == 2 and worst in {h["action"] for h in kept}
    assert all(len(h["scores"]) == h["samples"] for h in hints)


def test_the_hint_puts_the_hard_bots_own_choice_first(content):
    """With a partner, the table's hint ranks first what the hard bot would play: the normal
    move stands unless a rival's playouts beat it clearly, whatever its mean says."""
    game = swapped_pair(content, ["swap", "swap", "cw_rotate"])
    obs = observe("assembly", game, budget_s=UNHURRIED_S)
    anchor = normal_move(obs)
    by_mean = hint(obs, 8, 6, UNHURRIED_S, seed=3, anchor=anchor)
    shown = advice(obs, 8, 6, UNHURRIED_S, seed=3)
    assert shown[0]["action"] == _pick(by_mean, anchor, PAIR_MARGIN)
    assert sorted(h["text"] for h in shown) == sorted(h["text"] for h in by_mean)
    solo = observe("assembly", A.new_game(A.Setup(players=1, seed=2), content),
                   budget_s=UNHURRIED_S)
    by_mean = hint(solo, 4, 4, UNHURRIED_S, seed=3, anchor=normal_move(solo))
    assert advice(solo, 4, 4, UNHURRIED_S, seed=3)[0]["action"] == \
        _pick(by_mean, normal_move(solo), PAIR_MARGIN), "solo too: the hard bot's choice"


def test_a_firm_budget_stops_once_every_candidate_has_a_sample(content):
    """Out of time at once: a firm hint stops after one sample each (a round cut short is
    dropped, so every candidate keeps the same worlds); a hint that is not firm still plays
    two whole rounds."""
    game = A.new_game(A.Setup(players=1, seed=2), content)
    firm = hint(game, top_k=4, budget=0.0, schedule=((3, None),), firm=True)
    loose = hint(game, top_k=4, budget=0.0, schedule=((3, None),))
    assert [h["samples"] for h in firm] == [1] * 4
    assert [h["samples"] for h in loose] == [2] * 4


def test_the_tables_hint_starts_no_round_it_cannot_finish_in_its_budget(content,
                                                                         monkeypatch):
    """Each playout takes 0.05 s of a fake clock, four candidates a round (0.2 s): the
    table's Hint (`within`) stops after the round ending at 0.8 s, as one more would end at
    1.0 s, past its budget; a plain hint only looks at the clock after a round, and plays
    the one that overruns."""
    clock = [0.0]

    def playout(world, **kwargs):
        clock[0] += 0.05
        return False, 1.0

    monkeypatch.setattr(bots_assembly, "_rollout", playout)
    monkeypatch.setattr(bots_assembly, "time", SimpleNamespace(perf_counter=lambda: clock[0]))
    game = A.new_game(A.Setup(players=1, seed=2), content)
    kept = hint(game, top_k=4, budget=0.95, schedule=((10, None),), within=True)
    assert [h["samples"] for h in kept] == [4] * 4 and clock[0] <= 0.95
    clock[0] = 0.0
    loose = hint(game, top_k=4, budget=0.95, schedule=((10, None),))
    assert [h["samples"] for h in loose] == [5] * 4 and clock[0] > 0.95


def test_hard_keeps_to_its_budget_at_every_player_count(content, monkeypatch):
    """Firm solo and with a partner too, not only on the Double Ring (3-4 players), and its
    playouts price a certain override at ROLLOUT_OVERRIDE."""
    asked = []

    def fake_hint(obs, *args, firm=False, cost=None, **kwargs):
        asked.append((firm, cost))
        return [{"action": kwargs["anchor"], "scores": [1.0]}]

    monkeypatch.setattr(bots_assembly, "hint", fake_hint)
    monkeypatch.setattr(bots_assembly, "intent_question", lambda obs, choice: None)
    for players in (1, 2, 3):
        game = A.new_game(A.Setup(players=players, seed=2), content)
        while not game.is_over and game.pending.kind != "command":
            game.apply(game.legal_actions()[0])
        BOTS["hard"](game.pending.seat, Rng(1)).choose(observe("assembly", game))
    assert asked == [(True, ROLLOUT_OVERRIDE)] * 3


def seeded_pair_at(content, seed: int, moves: int):
    """A 2-player game after `moves` honest-pair moves."""
    game = A.new_game(A.Setup(players=2, seed=seed), content, fast=True)
    for _ in range(moves):
        game.apply(honest_move(game))
    return game


def test_the_hard_bots_playouts_take_an_override_over_a_substitute_wild(content):
    """The partner cannot verify Deploy: priced at OVERRIDE, the pair spends three cards on a
    substitute-wild Swap instead; at ROLLOUT_OVERRIDE it deploys and the partner loses one."""
    game = seeded_pair_at(content, 4, 10)
    assert honest_move(game).cards == ("cw_rotate", "deploy_lock", "either_rotate")
    assert honest_move(game, ROLLOUT_OVERRIDE).to_text() == "play deploy_lock deploy"


def test_hint_plays_out_at_the_override_cost_it_is_given(content, monkeypatch):
    costs = []
    real = bots_assembly.honest_move

    def recorded(world, cost=None):
        costs.append(cost)
        return real(world, cost)

    monkeypatch.setattr(bots_assembly, "honest_move", recorded)
    hint(duo(content), top_k=2, budget=UNHURRIED_S, schedule=((1, None),), cost=0.25)
    assert costs and set(costs) == {0.25}


@pytest.mark.parametrize("lead, switches", [([1, -1, 2, 0, 1, 0], False), ([2] * 6, True)])
def test_hard_solo_keeps_the_normal_move_unless_clearly_beaten(content, monkeypatch, lead,
                                                               switches):
    game = A.new_game(A.Setup(players=1, seed=2), content)
    obs = observe("assembly", game, budget_s=UNHURRIED_S)
    normal = normal_move(obs)
    rival = next(a for a in obs.legal if isinstance(a, A.Play) and a != normal)
    base = [20, 22, 25, 21, 24, 23]

    def fake_hint(*args, anchor=None, **kwargs):
        assert anchor == normal, "solo, the normal move is the one to beat"
        return [{"action": rival, "scores": [b + d for b, d in zip(base, lead, strict=True)]},
                {"action": normal, "scores": base}]

    monkeypatch.setattr(bots_assembly, "hint", fake_hint)
    assert BOTS["hard"](0, Rng(1)).choose(obs) == (rival if switches else normal)


def test_hard_leaves_the_normal_move_only_for_a_clear_lead():
    normal = [20, 22, 25, 21, 24, 23]
    assert clear_lead([s + 2 for s in normal], normal, 2.0)
    assert not clear_lead([21, 21, 26, 20, 25, 24], normal, 2.0)  # ahead by luck
    assert not clear_lead(normal, normal, 2.0)
    assert not clear_lead([s - 1 for s in normal], normal, 2.0)


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
    other._legal = other._memo = None
    return other


@pytest.mark.parametrize("level", LEVELS)
def test_rule_bot_cannot_see_hidden_information(content, level):
    game = duo(content, seed=6)
    other = _with_other_secrets(game, content)
    assert game.hands[1] != other.hands[1] or game.deck != other.deck
    assert game.view_for(0) == other.view_for(0)
    assert choose(level, game, seed=4) == choose(level, other, seed=4)


def test_what_a_seat_remembers_of_a_no_holds_for_its_partners_true_hand(content):
    """Fed only its own views and choices through whole normal-pair games, the memory's
    every rule holds for the partner's real hand, and most rules say something."""
    start = bots_assembly.A.new_game
    checked = informative = 0
    for seed in range(100, 130):
        game = start(A.Setup(players=2, seed=seed), content)
        rng = Rng(seed)
        players = [BOTS["normal"](s, rng.fork()) for s in range(2)]
        memories = [bots_assembly.PartnerMemory(s) for s in range(2)]
        while not game.is_over:
            seat = game.pending.seat
            obs = observe("assembly", game, seat)
            memories[seat].observe(obs)
            for other, command, at_least, at_most in memories[seat].rules:
                held = sum(command in A.CARD_COMMANDS[c] for c in game.hands[other])
                assert at_least <= held <= at_most, (seed, game.turn, command, game.hands[other])
                checked += 1
                informative += at_most < len(game.hands[other])
            action = players[seat].choose(obs)
            memories[seat].chose(obs, action)
            game.apply(action)
    assert checked > 50 and informative > checked // 2


def _hint_calls(game, bot, monkeypatch) -> list[dict]:
    """The keyword arguments of every `hint` the hard bot asks for until it plays."""
    calls = []
    hint_real = bots_assembly.hint

    def spy(*args, **kwargs):
        calls.append(kwargs)
        return hint_real(*args, **kwargs)

    monkeypatch.setattr(bots_assembly, "hint", spy)
    for _ in range(3):
        action = bot.choose(observe("assembly", game, 0, budget_s=UNHURRIED_S))
        game.apply(action)
        if isinstance(action, A.Play):
            break
    return calls


def test_the_hard_bot_samples_worlds_that_keep_what_it_heard(content, monkeypatch):
    game = duo(content, seed=5)
    bot = BOTS["hard"](0, Rng(1))
    bot.memory.rules = ((1, "swap", 0, 0),)
    bot.memory._rules_turn = game.turn  # this turn's rules are already worked out
    calls = _hint_calls(game, bot, monkeypatch)
    assert calls and all(c["heard"] == ((1, "swap", 0, 0),) for c in calls)


@pytest.mark.parametrize("players", [2, 3])
def test_the_cards_a_seat_saw_go_on_the_pile_are_where_it_thinks(content, players):
    """Fed only its own views and choices, the pile memory places every card it knows at
    the place in the discard pile where it really lies, and knows most of the pile."""
    known = below = 0
    for seed in range(100, 115):
        game = A.new_game(A.Setup(players=players, seed=seed), content)
        rng = Rng(seed)
        players_ = [BOTS["normal"](s, rng.fork()) for s in range(players)]
        piles = [bots_assembly.PileMemory() for _ in range(players)]
        while not game.is_over:
            seat = game.pending.seat
            obs = observe("assembly", game, seat)
            piles[seat].observe(obs.view)
            for place, card in piles[seat]._at.items():
                assert place >= len(game.discard) or game.discard[place] == card, \
                    (seed, place, card)
            known += len(piles[seat].below_top(obs.view))
            below += max(0, len(game.discard) - 1)
            action = players_[seat].choose(obs)
            piles[seat].chose(obs, action)
            game.apply(action)
    assert known > below // 2


def test_the_hard_bot_deals_the_pile_it_saw_in_a_two_player_game(content, monkeypatch):
    game = duo(content, seed=5)
    bot = BOTS["hard"](0, Rng(1))
    bot.pile._at = {0: "swap", 1: "wild"}
    game.discard = ["swap", "wild", "cw_rotate"]  # as the pile memory saw it go down
    game._legal = game._memo = None
    calls = _hint_calls(game, bot, monkeypatch)
    assert calls and calls[0]["pile"] == ("swap", "wild")


def test_a_match_made_as_the_deck_runs_out_is_worth_nothing(content):
    """The refill that empties the deck refreshes it, which scrambles every unlocked
    blueprint before anyone plays again: a Swap that makes two matches then makes none, and
    the Deploy/Lock card is better spent deploying."""
    game = A.new_game(A.Setup(players=2, seed=2), content, fast=True)
    ids = list(content.module_ids)
    bay_state(game, {1: ids[1], 2: ids[0]})  # each in the other's blueprint bay
    set_hands(game, ["deploy_lock", "swap", "cw_rotate"], ["swap", "deploy_lock", "cw_rotate"])
    assert greedy(game) == A.Play(("swap",), "swap", (1, 2))
    game.deck = []
    game._legal = game._memo = None
    assert greedy(game).command == "deploy"
    assert honest_move(game).command == "deploy"
