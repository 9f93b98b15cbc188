"""Every drag in the app is the one DragGesture (game/ui/board/gesture.py): no widget or
scene reads mouse presses, releases or motion to run a press-and-drag of its own.

The test walks the source of game/scenes and game/ui for the mouse button and motion
events and finds them only in the gesture and in the entry points listed below, which are
not drags (a click target, a hover, a press that hides something). A new drag source asks
the gesture (grab, lift, target_at, reason, drop, click); a new entry point that is not a
drag is added here with the reason it is not one.
"""

from __future__ import annotations

import ast
from pathlib import Path

MOUSE_EVENTS = {"MOUSEBUTTONDOWN", "MOUSEBUTTONUP", "MOUSEMOTION"}
GESTURE = Path("game/ui/board/gesture.py")

#: (file, function) -> (the events it reads, why that is not a drag).
NOT_DRAGS: dict[tuple[str, str], tuple[set[str], str]] = {
    ("game/ui/board/drag_drop.py", "DragController.grab"):
        ({"MOUSEBUTTONDOWN"}, "offers the press to its own toasts first (a click closes one)"),
    ("game/ui/board/drag_drop.py", "DragController.handle_event"):
        ({"MOUSEMOTION"}, "outlines what a press would pick up while nothing is pressed"),
    ("game/ui/hand.py", "Hand.handle_event"):
        ({"MOUSEMOTION"}, "zooms the card under the pointer while nothing is dragged"),
    ("game/ui/cards.py", "CardWidget.handle_event"):
        ({"MOUSEBUTTONDOWN", "MOUSEBUTTONUP", "MOUSEMOTION"},
         "a card laid on the table is a button: hover ring and click, nothing leaves it"),
    ("game/ui/log_panel.py", "LogPanel.handle_event"):
        ({"MOUSEBUTTONDOWN", "MOUSEMOTION"},
         "hover says which panel the wheel scrolls; a click on a line looks back"),
    ("game/ui/pass_device.py", "PassDevice.handle_event"):
        ({"MOUSEBUTTONUP", "MOUSEMOTION"}, "the cover's 'I am ...' button"),
    ("game/ui/toast.py", "Toasts.handle_event"):
        ({"MOUSEBUTTONDOWN"}, "a click closes a toast"),
    ("game/ui/tooltip.py", "Tooltips.handle_event"):
        ({"MOUSEBUTTONDOWN", "MOUSEMOTION"}, "a tooltip waits for a resting pointer, a press hides it"),
    ("game/ui/ui_scene.py", "UIScene.handle_event"):
        ({"MOUSEBUTTONDOWN"}, "pointing again hides the keyboard focus ring"),
    ("game/ui/table_scene.py", "TableScene.handle_event"):
        ({"MOUSEBUTTONDOWN"}, "while looking back, a click anywhere returns to now"),
    ("game/ui/table/playback.py", "Playback.handle_key"):
        ({"MOUSEBUTTONDOWN", "MOUSEBUTTONUP"}, "while a move is shown the board takes no clicks"),
    ("game/scenes/assembly/scene.py", "AssemblyScene.board_event"):
        ({"MOUSEBUTTONUP"}, "a click on a module stack deploys, or picks that stack"),
    ("game/scenes/law404/scene.py", "Law404Scene.board_event"):
        ({"MOUSEBUTTONUP"}, "a click on a lit door, room, robot or item makes that choice"),
    ("game/scenes/tempus/scene.py", "TempusScene.board_event"):
        ({"MOUSEBUTTONDOWN"}, "a click on a pile opens its report"),
}


def mouse_reads(path: Path) -> dict[str, set[str]]:
    """function qualname -> the mouse events its body names (pygame.X or a bare X)."""
    found: dict[str, set[str]] = {}

    def visit(node: ast.AST, scope: tuple[str, ...]) -> None:
        for child in ast.iter_child_nodes(node):
            name = child.attr if isinstance(child, ast.Attribute) else \
                child.id if isinstance(child, ast.Name) else None
            if name in MOUSE_EVENTS:
                found.setdefault(".".join(scope) or "<module>", set()).add(name)
            inner = (*scope, child.name) if isinstance(
                child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) else scope
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), ())
    return found


def test_no_press_and_drag_outside_the_gesture():
    found = {}
    for root in ("game/scenes", "game/ui"):
        for path in sorted(Path(root).rglob("*.py")):
            if path == GESTURE:
                continue
            for function, events in mouse_reads(path).items():
                found[(path.as_posix(), function)] = events
    allowed = {place: events for place, (events, _why) in NOT_DRAGS.items()}
    unlisted = {p: e for p, e in found.items() if allowed.get(p) != e}
    stale = sorted(p for p in allowed if p not in found)
    assert not unlisted, f"mouse handling outside the gesture (a drag source?): {unlisted}"
    assert not stale, f"listed but gone (take them off the list): {stale}"


def test_the_gesture_itself_reads_the_mouse():
    """The walk sees what it looks for: the gesture's own handler is found."""
    events = mouse_reads(GESTURE)["DragGesture.handle_event"]
    assert events == MOUSE_EVENTS


def test_every_entry_point_says_why_it_is_no_drag():
    assert all(why and events <= MOUSE_EVENTS for events, why in NOT_DRAGS.values())
