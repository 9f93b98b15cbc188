"""A machine or zone that carries its room's name is named once, in event texts and
everywhere a zone is named ("Port Engine", not "Port Engine (Port Engine)")."""

from __future__ import annotations

import re

from game.engines.law404.content import load_content
from game.paths import levels_root
from game.scenes.law404.names import Printed


def test_a_machine_named_after_its_room_is_named_once_in_event_texts():
    content = load_content(levels_root())
    stutter = re.compile(r"\b([A-Z][\w-]*(?: [A-Z][\w-]*)*) \(\1\)")
    said = []
    for layout in content.layouts:
        printed = Printed(content, layout)
        for event_id, event in content.events.items():
            for hits in range(0, (event.armour if event.kind == "enemy" else 0) + 1):
                text = printed.event_text(event_id, hits)
                said.append(text)
                assert not stutter.search(text), text
    assert any("the Port Engine" in t for t in said)  # the case that stuttered is there


def test_a_zone_named_after_its_room_is_named_once():
    content = load_content(levels_root())
    printed = Printed(content, "standard")
    names = {z: printed.zone(z) for z in content.zones}
    assert "Port Engine" in names.values() and "Starboard Engine" in names.values()
    assert "Launch Tube (Weaponry)" in names.values()  # other zones keep their room
    assert not any(re.search(r"^(.+) \(\1\)$", n) for n in names.values()), names
