"""pygame-gui widgets draw their looks other than the plain one (hovered, selected, pressed)
when first shown, not all up front.

pygame-gui pre-draws every look of every button while the screen opens, one per frame: about
1 MiB per button-sized look at 1920x1080, most of them never seen (a menu's seven buttons
held 8.5 MiB of looks nobody had hovered yet). It already draws a look on demand when a
widget changes to one not drawn yet (`DrawableShape.set_active_state`), so only the plain
look is drawn ahead; the others cost one draw the first time they show.
"""

from __future__ import annotations

from pygame_gui.core.drawable_shapes import drawable_shape

_made_lazy = False


def draw_looks_on_use() -> None:
    """Call once before the first widget is made; later calls do nothing."""
    global _made_lazy
    if _made_lazy:
        return
    _made_lazy = True
    state = drawable_shape.DrawableShapeState
    made = state.__init__

    def init(self, state_id: str) -> None:
        made(self, state_id)
        self.should_auto_pregen = state_id == "normal"

    state.__init__ = init
