"""levels/tempus/ loads and matches the box (broken files: tests/content/test_bad_levels.py)."""

import shutil

import pytest

from game.engines.common.errors import ContentError
from game.engines.tempus import load_content
from tests.engines.tempus.helpers import LEVELS, content


def test_content_matches_the_box():
    c = content()
    kinds = [card.kind for card in c.cards.values()]
    assert kinds.count("growing") == 23 and kinds.count("major") == 10
    assert kinds.count("paradox") == 10 and kinds.count("lost_in_the_void") == 1
    assert len(c.hyperdrives) == 5 and len(c.characters) == 8
    assert sum(t.copies for t in c.items.values()) == 32
    assert c.items["fire_extinguisher"].copies == 8
    ship = c.ship
    assert ship.supply == {"damage": 25, "fire": 25, "fault": 10, "wound": 23,
                           "locked_door": 19, "completion": 2}
    assert sum(1 for s in ship.spaces if s.kind == "location") == 9


def test_content_growing_rows_use_only_card_key_symbols():
    for card in content().cards.values():
        if card.kind == "growing":
            assert len(card.effects) == 4
            assert {e.do for e in card.effects} <= {"fire", "fault", "damage", "spread",
                                                     "knockdown", "discard", "door"}


def test_content_every_card_has_flavour():
    c = content()
    for thing in [*c.cards.values(), *c.hyperdrives.values(), *c.items.values(),
                  *c.characters.values()]:
        assert thing.flavour and len(thing.flavour) < 100


def test_content_adjacency_for_the_fire_example():
    from game.engines.tempus.board import ShipGraph
    graph = ShipGraph(content().ship)
    assert sorted(graph.connected("engineering")) == ["fuel_cells", "long_corridor_mid",
                                                       "maintenance"]
    assert sorted(graph.connected("fuel_cells")) == ["engineering", "hyperdrive",
                                                      "long_corridor_aft", "shield_generator"]
    assert graph.adjacent("engineering", {"d_maintenance"}) == ["long_corridor_mid",
                                                                "fuel_cells"]


def test_content_missing_file(tmp_path):
    shutil.copytree(LEVELS / "tempus", tmp_path / "tempus")
    (tmp_path / "tempus" / "hyperdrive.toml").unlink()
    with pytest.raises(ContentError, match="levels/tempus/hyperdrive.toml: file is missing"):
        load_content(tmp_path)
