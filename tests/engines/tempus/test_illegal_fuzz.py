"""Illegal actions, tried in many random positions: always a RuleError with a sentence, and
the state is exactly as before."""

import pytest

from game.engines.common.errors import RuleError
from game.engines.common.rng import Rng
from game.engines.tempus import Setup, new_game, parse_action
from tests.engines.tempus.helpers import content


def candidate_texts(g) -> list[str]:
    spaces = list(g.graph.spaces) + ["nowhere"]
    items = list(g.items) + ["ghost_item_1"]
    doors = list(g.graph.doors) + [g.graph.exterior, "d_nowhere"]
    out = ["stand", "end", "maintenance", "airlock", "security_room", "done", "time_jump",
           "damage_report", "reinforce_shields", "distress_call", "fly_home", "first 0",
           "first 9", "sick_bay 0", "sick_bay 7"]
    out += [f"move {s}" for s in spaces] + [f"ability {s}" for s in spaces[:6]]
    out += [f"shields_up {s}" for s in spaces[:4]] + [f"shields_down {s}" for s in spaces[:4]]
    out += [f"security_controls {s} lock" for s in spaces[:4]]
    out += [f"door {d}" for d in doors] + [f"toggle {d}" for d in doors]
    for uid in items[::3]:
        out += [f"pickup {uid}", f"drop {uid}", f"use {uid} engineering", f"free {uid} crew:0",
                f"discard 0 {uid}", f"trade 1 give={uid} take="]
    out += ["ability crew:0", "ability crew:9", "use ghost_item_1 crew:1", "trade 9 give= take="]
    return out


@pytest.mark.parametrize("players", [1, 3, 5])
def test_illegal_actions_change_nothing(players):
    for seed in range(6):
        g = new_game(Setup(players=players, seed=seed, difficulty="officer"), content())
        rng = Rng(seed)
        texts = candidate_texts(g)
        step = 0
        while not g.is_over:
            if step % 5 == 0:
                legal = {a.to_text() for a in g.legal_actions()}
                before = g.to_dict()
                for text in rng.sample(texts, 25):
                    if text in legal:
                        continue
                    with pytest.raises(RuleError) as info:
                        g.apply(parse_action(text))
                    message = str(info.value)
                    assert message.endswith((".", "?")) and message[0].isupper(), message
                    assert g.to_dict() == before
            g.apply(rng.choice(g.legal_actions()))
            step += 1
