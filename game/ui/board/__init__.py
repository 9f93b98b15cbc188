"""The shared table toolkit: counters, stacks, zones, table, drag-and-drop.

How a board scene uses it (engine calls are the scene's; the toolkit never decides rules)::

    table = Table(viewport)
    table.add(Zone("engine", (700, 40, 260, 120), label="Engine", tooltip="..."))
    table.sync({"engine": [Counter("f1", "fuel", icon="fuel")]})   # from game.public_view()

    def find(payload, zone):   # the one legal action this drop means, or RuleError why not
        return game.find_action(seat, payload.top.id, payload.source.id, zone.id)

    def refusal(payload, zone):   # None: the zone lights up; else shown before the drop
        try:
            find(payload, zone)
        except RuleError as exc:
            return str(exc)
        return None

    toasts = Toasts(viewport)
    drag = DragController(table, refusal, lambda p, z: scene.commit(find(p, z)),
                          toasts=toasts, move_on_drop=False, occluders=[hand, log])
    gate = PassDevice(viewport, names)
    hand = Hand(viewport, (300, 540, 680, 170), owner_seat=seat, cards=..., gate=gate)
    tips = Tooltips(viewport); tips.add(hand); tips.add(log); tips.add(table)
    ui = WidgetGroup(table, drag, hand, log, toasts, tips, gate)   # back to front
    # Scene.handle_event -> ui.handle_event; update -> ui.update; draw -> ui.draw;
    # needs_redraw |= ui.needs_redraw; on_resize -> each widget's relayout(viewport[, rect]).
    # After game.apply: table.sync({...}, animate=True) rebuilds stacks from the new view.

Every drag in the app is one `DragGesture` (gesture.py) asking a drag source: the
DragController here, a Hand, the 404 program panel and rearrange strip, the Assembly ring.
A TableScene knows every gesture of its board (game/ui/table/drags.py): Esc mid-drag puts
the dragged thing back instead of opening the pause menu. Gestures are documented in
gesture.py and drag_drop.py; layouts of stacks in stacks.py.
"""

from game.ui.board.counters import COUNTER_SIZE, ICONS, Counter, counter_surface, draw_icon
from game.ui.board.drag_drop import DragController, DragPayload
from game.ui.board.group import WidgetGroup
from game.ui.board.stacks import Stack, fan_rects
from game.ui.board.table import Table
from game.ui.board.zones import Zone

__all__ = [
    "COUNTER_SIZE", "ICONS", "Counter", "counter_surface", "draw_icon",
    "DragController", "DragPayload", "WidgetGroup",
    "Stack", "fan_rects", "Table", "Zone",
]
