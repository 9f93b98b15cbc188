"""Legal actions come in one order, the game's own: a save whose keys a JSON tool sorted
restores to the same list (cards in a space are listed by card number, never by name)."""

from __future__ import annotations

import json

from game.engines.tempus import actions as A
from game.engines.tempus import from_dict

from .helpers import content, make


def test_rule_action_order_survives_a_sorted_key_save():
    g = make(at="engineering")
    uids = [f"{t.id}_1" for t in content().items.values()]
    # Two cards whose card order and alphabetical order disagree.
    first, second = next((a, b) for i, a in enumerate(uids) for b in uids[i + 1:] if a > b)
    for uid in (second, first):
        g.set_item(uid, "s:engineering")
    g._legal = None
    pickups = [a for a in g.legal_actions() if isinstance(a, A.PickUp)]
    assert [a.item for a in pickups if a.item in (first, second)] == [first, second]
    restored = from_dict(json.loads(json.dumps(g.to_dict(), sort_keys=True)), content())
    assert restored.legal_actions() == g.legal_actions()
