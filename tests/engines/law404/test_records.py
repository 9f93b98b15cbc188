"""Golden records (perft spirit): three full games whose final state is pinned.  A rules
change that alters any of them must be deliberate: regenerate the file and say why."""

import json
from pathlib import Path

import pytest

from game.engines.law404 import Setup, replay

RECORDS = json.loads((Path(__file__).parent / "data" / "golden_records.json").read_text())


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: f"seed{r['setup']['seed']}")
def test_rule_golden_record_replays_to_pinned_state(content, record):
    game = replay(Setup.from_dict(record["setup"]), content, record["actions"])
    assert game.is_over
    assert json.loads(json.dumps(game.summary())) == record["final"]
