"""The shared table toolkit: counters, stacks, zones, table, drag-and-drop.

How a board scene uses it (engine calls are the scene's; the toolkit never decides rules)::

    table = Table(viewport)
    table.add(Zone("engine", (700, 40, 260, 120), label="Engine", tooltip="...",
                   accepts=accept_kinds({"fuel", "missile"}, "The engine only burns fuel.")))
    table.sync({"engine": [Counter("f1", "fuel", icon="fuel")]})   # from game.view_for(seat)

    accepts, on_drop = engine_callbacks(find=lambda p, z: find_action(game, p.ids, z.id),
                                        apply=lambda action: scene.apply(action))
    toasts = Toasts(viewport)
    drag = DragController(table, accepts, on_drop, toasts=toasts, move_on_drop=False,
                          occluders=[hand, log])
    gate = PassDevice(viewport, names)
    hand = Hand(viewport, (300, 540, 680, 170), owner_seat=seat, cards=..., gate=gate)
    tips = Tooltips(viewport); tips.add(hand); tips.add(log); tips.add(table)
    ui = WidgetGroup(table, drag, hand, log, toasts, tips, gate)   # back to front
    # Scene.handle_event -> ui.handle_event; update -> ui.update; draw -> ui.draw;
    # needs_redraw |= ui.needs_redraw; on_resize -> each widget's relayout(viewport[, rect]).
    # After game.apply: table.sync({...}, animate=True) rebuilds stacks from the new view.

Gestures are documented in drag_drop.py; layouts of stacks in stacks.py.
"""

from game.ui.board.counters import COUNTER_SIZE, ICONS, Counter, counter_surface, draw_icon
from game.ui.board.drag_drop import DragController, DragPayload, engine_callbacks
from game.ui.board.group import WidgetGroup
from game.ui.board.stacks import Stack, fan_rects
from game.ui.board.table import Table
from game.ui.board.zones import Zone, accept_at_most, accept_kinds, accept_nothing, all_of

__all__ = [
    "COUNTER_SIZE", "ICONS", "Counter", "counter_surface", "draw_icon",
    "DragController", "DragPayload", "engine_callbacks", "WidgetGroup",
    "Stack", "fan_rects", "Table", "Zone",
    "accept_at_most", "accept_kinds", "accept_nothing", "all_of",
]
