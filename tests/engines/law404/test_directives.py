"""Winning the Game: directive conditions, completion, tie-breakers; FAQ rulings."""

from game.engines.law404.rules import directives

from .helpers import blank, put


def _check(game):
    """Tests edit the state directly (no events), so force a full recheck."""
    game.last_checked = None
    directives.check(game)


def _give(game, seat, *ids):
    for d in ids:
        game.st["directives"][seat].append({"id": d, "done": False,
                                            "base": directives.baseline(game, d)})


def test_rule_faq_no_scientists_on_ship_counts_carried_in_space(content):
    game = blank(content, players=2, rooms=["space", "cargo"])
    _give(game, 0, "hide_science")
    put(game, "robot:0", ["scientist1"])
    put(game, "cargo.floor", ["scientist2"], dead=("scientist2",))
    _check(game)
    assert not game.st["directives"][0][0]["done"]      # a dead scientist is still one
    game.st["stacks"]["cargo.floor"].remove("scientist2")
    game.st["supply"].append("scientist2")
    _check(game)
    assert game.st["directives"][0][0]["done"]


def test_rule_faq_visibility_nothing_on_top_including_damage(content):
    game = blank(content, players=2)
    _give(game, 0, "hide_cloning")
    put(game, "cloning.tank", ["jelly1"])
    _check(game)
    assert not game.st["directives"][0][0]["done"]
    game.st["damaged"] = ["cloning.tank"]        # a damage counter covers it
    _check(game)
    assert game.st["directives"][0][0]["done"]


def test_rule_directive_complete_once_and_forever(content):
    game = blank(content, players=2)
    _give(game, 0, "explore_cloning")
    put(game, "space.void", ["jelly1"])
    _check(game)
    game.st["stacks"]["space.void"].clear()
    game.st["supply"].append("jelly1")
    _check(game)
    assert game.st["directives"][0][0]["done"]


def test_rule_deeds_count_only_after_receiving_the_directive(content):
    game = blank(content, players=2)
    game.deed("repair", 2)
    _give(game, 0, "empower_technology")
    _check(game)
    assert not game.st["directives"][0][0]["done"]
    game.deed("repair", 2)
    _check(game)
    assert game.st["directives"][0][0]["done"]


def test_rule_first_to_three_wins(content):
    game = blank(content, players=2)
    _give(game, 0, "explore_cloning", "explore_war", "explore_technology")
    put(game, "space.void", ["jelly1", "soldier1"])
    _check(game)
    assert not game.is_over
    put(game, "robot:0", ["artefact"])
    _check(game)
    assert game.result.winners == (0,) and game.result.reason == "three_directives"


def test_rule_simultaneous_three_tie_break_total_then_highest(content):
    game = blank(content, players=3)
    _give(game, 0, "explore_cloning", "explore_war", "hide_science")      # 1+1+3 = 5
    _give(game, 1, "explore_feeding", "explore_breathing", "explore_science")  # 2+2+2 = 6
    _give(game, 2, "explore_cloning", "explore_war", "hide_war")         # 1+1+2 = 4
    put(game, "space.void", ["jelly1", "soldier1", "scientist1", "pie1", "pie2", "missile1"])
    _check(game)
    assert game.result.winners == (1,)


def test_rule_end_of_deck_tie_breakers(content):
    game = blank(content, players=3)
    game.st["directives"] = [
        [{"id": "hide_science", "done": True, "base": {}}],                  # 3, max 3
        [{"id": "explore_cloning", "done": True, "base": {}},
         {"id": "hide_war", "done": True, "base": {}}],                      # 3, max 2
        [{"id": "explore_war", "done": True, "base": {}}]]                   # 1
    directives.end_of_deck(game)
    assert game.result.winners == (0,)
    game = blank(content, players=2)
    game.st["directives"] = [[{"id": "hide_war", "done": True, "base": {}}],
                             [{"id": "destroy_war", "done": True, "base": {}}]]
    directives.end_of_deck(game)
    assert game.result.winners == (0, 1)     # shared victory


def test_rule_counter_not_placed_does_not_count(content):
    game = blank(content, players=2)
    _give(game, 0, "explore_cloning")
    for jelly in ("jelly1", "jelly2", "jelly3", "jelly4"):
        put(game, "cloning.vat", [jelly])
    from game.engines.law404.rules import events
    events.apply_anomaly(game, {"op": "spawn", "item": "jelly", "zone": "space.void"})
    _check(game)
    assert not game.st["directives"][0][0]["done"]
