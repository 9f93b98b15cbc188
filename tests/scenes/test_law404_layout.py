"""The ship is drawn from levels/law404/board.toml: both layouts load and fit every window,
and a malformed drawing is an error naming file, entry and field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.engines.common.errors import ContentError
from game.engines.law404 import load_content
from game.scenes.law404.layout import (
    LOG_MIN,
    VACUUM_W,
    ShipGeometry,
    carried_rect,
    carried_zone_rect,
    screen_regions,
)
from game.ui.units import DESIGN_SIZE, Viewport

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def content():
    return load_content(ROOT / "levels")


def inside(inner, outer, slack: float = 0.5) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return x >= ox - slack and y >= oy - slack and x + w <= ox + ow + slack \
        and y + h <= oy + oh + slack


def overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def two_lines_when_long(text: str, width: float) -> float:
    """A stand-in for the table's measuring: long names wrap onto a second line."""
    return 36.0 if len(text) > 10 else 20.0


@pytest.mark.parametrize("layout", ["standard", "donut"])
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("window,setting", [((1280, 720), 1.0), ((1920, 1080), 1.0),
                                            ((1920, 1080), 1.5), ((1280, 720), 2.0),
                                            ((1024, 768), 1.5), ((2560, 1080), 1.0)])
def test_every_room_zone_and_door_fits_its_place(content, layout, players, window, setting):
    """At every window and UI scale (the app keeps a table's 1280 x 720 logical room, so
    no scale is capped here any more) the ship, six robot boards and the log fit."""
    lw, lh = Viewport(window, setting, DESIGN_SIZE).logical_size
    regions = screen_regions(lw, lh, players)
    assert regions.log[3] >= LOG_MIN - 1e-6
    geo = ShipGeometry(content.drawings[layout], content, regions.board,
                       title_width=lambda room: 9.0 * len(room),
                       label_height=two_lines_when_long)
    assert set(geo.rooms) == set(content.rooms)
    assert set(geo.doors) == {d.id for d in content.layouts[layout].doors}
    for rid, rect in geo.rooms.items():
        assert inside(rect, regions.board), rid
        for zid in content.rooms[rid].zones:
            box, drop = geo.zones[zid].box, geo.zones[zid].drop
            assert inside(box, rect), zid
            assert inside(drop, rect), zid
            assert drop[1] > box[1] or content.zones[zid].room == "space", zid
        minis = geo.minis[rid]
        assert inside(minis, rect), rid
        assert minis[2] >= geo.mini, rid  # room for one robot at least
        if rid != "space":
            badge = geo.vacuum_badge(rid)
            assert inside(badge, rect) and badge[2] == VACUUM_W
            assert not overlap(minis, badge), rid
    zones = list(geo.zones.values())
    for i, a in enumerate(zones):
        for b in zones[i + 1:]:
            assert not overlap(a.box, b.box)
            assert not overlap(a.drop, b.drop)
    for row in regions.robots:
        assert inside(carried_rect(row), row)
        zone, counter = carried_zone_rect(row, 6.0)
        assert inside(zone, row) and counter <= carried_rect(row)[3]
        assert inside(row, regions.side)
    for part in (regions.event, regions.log, *regions.robots):
        assert inside(part, regions.side)
    assert not overlap(regions.board, regions.band) and not overlap(regions.board, regions.side)
    assert inside(regions.band, (0, 0, lw, lh)) and inside(regions.side, (0, 0, lw, lh))


def test_the_robots_stand_after_the_room_name(content):
    regions = screen_regions(1280, 720, 4)
    geo = ShipGeometry(content.drawings["standard"], content, regions.board,
                       title_width=lambda room: 100.0)
    for rid, (x, _y, _w, _h) in geo.rooms.items():
        assert geo.minis[rid][0] >= x + 100.0, rid


def test_doors_sit_between_the_rooms_they_join(content):
    for layout, drawing in content.drawings.items():
        for door in content.layouts[layout].doors:
            x, y = drawing.doors[door.id]
            for room in door.rooms:
                rx, ry, rw, rh = drawing.rooms[room]
                gap = max(rx - x, 0, x - rx - rw) + max(ry - y, 0, y - ry - rh)
                assert gap <= 16, (layout, door.id, room)


def broken(tmp_path: Path, old: str, new: str) -> list[str]:
    shutil.copytree(ROOT / "levels" / "law404", tmp_path / "law404")
    path = tmp_path / "law404" / "board.toml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as err:
        load_content(tmp_path)
    return err.value.problems


def test_a_door_drawn_away_from_its_rooms_is_an_error(tmp_path):
    problems = broken(tmp_path, '{ door = "d1", at = [586, 239] }',
                      '{ door = "d1", at = [100, 239] }')
    assert any(p.startswith('levels/law404/board.toml: [[board]] layout="standard": door "d1"'
                            ': field "at"') and 'room "navigation"' in p for p in problems)


def test_a_room_without_a_rect_is_an_error(tmp_path):
    problems = broken(tmp_path, '  { room = "cargo", rect = [300, 324, 280, 146] },\n', "")
    assert 'levels/law404/board.toml: [[board]] layout="standard": field "rooms": room "cargo" ' \
           'has no rect' in problems


def test_overlapping_rooms_are_an_error(tmp_path):
    problems = broken(tmp_path, '{ room = "disposal", rect = [300, 8, 280, 146] }',
                      '{ room = "disposal", rect = [200, 8, 280, 146] }')
    assert any('room "disposal": field "rect": overlaps room "port_engine"' in p
               for p in problems)


def test_a_misspelt_room_and_a_bad_rect_name_their_field(tmp_path):
    problems = broken(tmp_path, '{ room = "science", rect = [592, 8, 280, 146] }',
                      '{ room = "sciense", rect = [592, 8, 280] }')
    assert any('field "room": unknown room "sciense" (did you mean "science"?)' in p
               for p in problems)


def test_a_zone_widens_to_keep_its_name_on_one_line_when_the_room_has_the_width(content):
    """Cargo Space fits on one line if its zone is a little wider than a fair share: it
    gets that width (its stack keeps a row more); the floor keeps two counters abreast."""
    regions = screen_regions(1280, 720, 4)
    plain = ShipGeometry(content.drawings["standard"], content, regions.board)
    wants = {"Cargo Space": 95.0, "Space-Suit Locker": 130.0, "Trash Burner": 95.0,
             "Floor": 45.0}
    fitted = ShipGeometry(content.drawings["standard"], content, regions.board,
                          label_width=lambda name: wants.get(name, 40.0))
    assert plain.zones["cargo.space"].box[2] < 95.0
    assert fitted.zones["cargo.space"].box[2] == pytest.approx(95.0)
    assert fitted.zones["cargo.floor"].box[2] >= 2 * fitted.counter
    # Disposal cannot give both long names a line each: its zones keep their fair shares.
    for zid in ("disposal.floor", "disposal.locker", "disposal.burner"):
        assert fitted.zones[zid].box == plain.zones[zid].box
