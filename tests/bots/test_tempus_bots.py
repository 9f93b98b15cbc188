"""Tempus bots: every level answers every kind of decision legally, the crew plays as a
team (fixer, stations, the Time Drive when someone dies), remembers the deck across a
Time Jump, and cannot see the order of the decks."""

from __future__ import annotations

import pytest

from game import registry
from game.bots.base import observe
from game.bots.tempus import BOTS
from game.bots.tempus.crew import Crew, Table
from game.bots.tempus.memory import DeckMemory
from game.engines.common.rng import Rng
from game.engines.tempus import actions as A
from game.engines.tempus import determinize, from_dict, new_game
from game.engines.tempus.board import ShipGraph
from game.engines.tempus.determinize import PARADOX
from game.engines.tempus.setup import Setup
from tests.bots.helpers import UNHURRIED_S, play_checked

LEVELS = ("easy", "normal", "hard")


@pytest.fixture(scope="module")
def content():
    return registry.content("tempus")


def choose(level, game, seed=1, bot=None):
    bot = bot or BOTS[level](game.pending.seat, Rng(seed))
    return bot.choose(observe("tempus", game, budget_s=UNHURRIED_S))


def _play_until(game, kind, limit=400):
    rng = Rng(7)
    for _ in range(limit):
        if game.is_over or game.pending.kind == kind:
            return game
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_every_decision_kind_legally(content, level):
    game = new_game(Setup(players=3, seed=2, difficulty="recruit"), content)
    assert {"choose_first_player", "turn"} <= play_checked("tempus", game, BOTS, level, 12)
    game = new_game(Setup(players=2, seed=1), content)
    game.apply(A.ChooseFirst(0))
    game.phase, game.sec_left, game.sec_done = "security", 3, []
    game._legal = None
    assert choose(level, game) in game.legal_actions()


def test_normal_crew_sends_the_fixer_aft_and_the_others_to_the_stations(content):
    game = new_game(Setup(players=3, seed=5, difficulty="trainee"), content)
    bots = [BOTS["normal"](s, Rng(s)) for s in range(3)]
    # Round 2's start, while the ship is calm (by round 3 the Fuel Cells burn and a guard
    # rightly leaves its station to fetch an extinguisher).
    while not game.is_over and game.round < 2:
        game.apply(bots[game.pending.seat].choose(observe("tempus", game)))
    places = sorted(c["at"] for c in game.crew)
    assert sum(p in ("shield_controls", "security_controls", "flight_controls")
               for p in places) == 2
    assert any(p not in ("shield_controls", "security_controls", "flight_controls",
                         "time_drive", "damage_report") for p in places)


def test_normal_crew_jumps_when_someone_has_died(content):
    game = new_game(Setup(players=2, seed=3), content)
    game.apply(A.ChooseFirst(0))
    game.crew[1]["dead"] = True
    game._legal = None
    assert choose("normal", game) == A.TimeJump()


def test_memory_knows_the_next_disasters_after_a_jump(content):
    game = new_game(Setup(players=1, seed=4, difficulty="trainee"), content)
    memory = DeckMemory()
    seen = []
    while game.round < 4:
        memory.see(game.view_for(0), content)
        if game.discard and (not seen or seen[-1] != game.discard[-1]):
            seen.append(game.discard[-1])
        game.apply(A.EndTurn() if A.EndTurn() in game.legal_actions()
                   else game.legal_actions()[0])
    memory.see(game.view_for(0), content)
    game.apply(A.TimeJump())
    memory.see(game.view_for(0), content)
    paradoxes = set(content.ids_of("paradox")) | set(content.ids_of("lost_in_the_void"))
    coming = [PARADOX if c in paradoxes else c for c in reversed(game.deck)]
    assert memory.top == coming[:len(memory.top)] and PARADOX in memory.top
    assert memory.top[:len(seen)] == seen
    world = determinize(game.view_for(0), content, Rng(1), memory.top, memory.drawn)
    assert world.deck[-len(seen):] == list(reversed(seen)), "the known cards come first"


def _with_other_deck_order(game, content):
    data = game.to_dict()
    data["deck"] = list(reversed(data["deck"]))
    data["paradox_deck"] = list(reversed(data["paradox_deck"]))
    data["rng"] = {"state": 424242}
    return from_dict(data, content)


@pytest.mark.parametrize("level", LEVELS)
def test_rule_bot_cannot_see_hidden_information(content, level):
    game = new_game(Setup(players=3, seed=8, difficulty="recruit"), content)
    game.apply(game.legal_actions()[0])
    other = _with_other_deck_order(game, content)
    assert game.deck != other.deck
    assert game.view_for(1) == other.view_for(1)
    assert choose(level, game, seed=9) == choose(level, other, seed=9)


@pytest.mark.parametrize("faults, worth_it", [(4, True), (5, False)])
def test_normal_crew_lowers_the_shields_only_when_it_brings_the_faults_to_the_limit(
        content, faults, worth_it):
    # More than 3 Electrical Faults lower the Shields every Consequences Phase: trading a
    # Shield for a Fault pays only when the Fault taken away ends that drain.
    game = new_game(Setup(players=3, seed=5, difficulty="trainee"), content)
    game.apply(A.ChooseFirst(0))
    seat = game.pending.seat
    game.crew[seat]["at"] = "shield_controls"
    spaces = ["engineering", "sick_bay", "airlock", "life_support", "maintenance"]
    for space in spaces[:faults]:
        game.tokens["fault"][space] = 1
    game.supply["fault"] -= faults
    game._legal = None
    obs = observe("tempus", game)
    scored = BOTS["normal"](seat, Rng(1)).scores(obs)
    downs = [v for v, a in scored if isinstance(a, A.ShieldsDown)]
    assert downs, "lowering the Shields is a legal action here"
    assert (max(downs) > 0) is worth_it


@pytest.mark.parametrize("difficulty, jumps", [("trainee", True), ("recruit", True),
                                               ("officer", False)])
def test_normal_crew_jumps_early_where_a_jump_keeps_everything(content, difficulty, jumps):
    # Trainee and Recruit keep every crew member's equipment and wounds through a Time
    # Jump and clear every token: a ship in trouble is worth a jump before it is lost.
    game = new_game(Setup(players=3, seed=5, difficulty=difficulty), content)
    game.apply(A.ChooseFirst(0))
    seat = game.pending.seat
    assert game.crew[seat]["at"] == "time_drive"
    for space in ("engineering", "sick_bay", "maintenance", "security_room", "airlock",
                  "central_corridor", "long_corridor_mid", "long_corridor_fore"):
        if game.supply["damage"] > 16:
            game.tokens["damage"][space] += 1
            game.supply["damage"] -= 1
    game._legal = None
    assert A.TimeJump() in game.legal_actions()
    assert (choose("normal", game) == A.TimeJump()) is jumps


def test_idle_crew_fetch_the_tool_for_trouble_nobody_free_can_fix(content):
    # Two Damage in the Airlock (a third opens it), the fixer busy with the Hyperdrive,
    # and no guard carries a Tool Kit: one goes for the Tool Kit in Engineering rather
    # than wait at a station.
    game = new_game(Setup(players=3, seed=0, difficulty="officer"), content)
    game.apply(A.ChooseFirst(1))
    seat = game.pending.seat
    table = Table(game.view_for(seat), content, ShipGraph(content.ship))
    calm = Crew(table, set())
    assert calm.fixer != seat and calm.goals[seat] in ("shield_controls", "security_controls",
                                                       "flight_controls")
    game.tokens["damage"]["airlock"] += 2
    game.supply["damage"] -= 2
    game._legal = None
    table = Table(game.view_for(seat), content, ShipGraph(content.ship))
    assert not table.can_fix(seat, "damage") and game.items["tool_kit_1"] == "s:engineering"
    assert Crew(table, set()).goals[seat] == "engineering"
    move = choose("normal", game)
    assert isinstance(move, A.Move)
    assert table.dist(move.to, "engineering") < table.dist(game.crew[seat]["at"], "engineering")


def test_guards_look_for_trouble_only_where_a_token_lies(content):
    # The guards' searches skip empty spaces (threat 0 there, below every call-out), so the
    # spaces they read are exactly those holding a token, in the ship's order.
    game = new_game(Setup(players=3, seed=0, difficulty="officer"), content)
    game.apply(A.ChooseFirst(1))
    game.tokens["fire"]["engineering"] += 1
    game.tokens["fault"]["airlock"] += 1
    graph = ShipGraph(content.ship)
    table = Table(game.view_for(0), content, graph)
    held = [s for s in graph.spaces
            if any(table.tokens[k][s] for k in ("fire", "damage", "fault"))]
    assert table.troubled == held and {"engineering", "airlock"} <= set(held)
    assert all(table.threat(s) == 0.0 for s in graph.spaces if s not in held)
