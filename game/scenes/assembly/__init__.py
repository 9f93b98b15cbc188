"""Assembly's table scene: the playable clock ring (board_scene_for picks it up).

Modules, one job each: ring_layout (where bays sit), art + ring_view (drawing),
ring_input (mouse gestures), commands (gesture -> legal action), controls (buttons),
panels (deck gauge, piles), animations, hint, end_screen; ring_scene ties them together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.scenes.assembly.ring_scene import AssemblyScene


def make_scene(app, session) -> AssemblyScene:
    # Imported on use: board_scene_for imports this package just to find make_scene.
    from game.scenes.assembly.ring_scene import AssemblyScene

    return AssemblyScene(app, session)


__all__ = ["make_scene"]
