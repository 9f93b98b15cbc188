"""Scene base class: one screen of the app with a documented lifecycle.

Lifecycle, driven by SceneStack:
    enter()   pushed on the stack (build widgets here, not in __init__)
    pause()   another scene was pushed on top
    resume()  the scene above was popped
    exit()    popped; free widgets

Each frame the app calls, for the top scene only: pygame-gui processes the event first;
if it did not consume it, `handle_event(event) -> bool` (True = consumed); then
`update(dt)`; then, only when `needs_redraw` is set, `draw(surface)`. `draw` never changes
game state. Input must read `event.pos` (synthetic test events do not move the mouse).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    #: Draw the scene below first (pause menu, dialogs over a board).
    is_overlay: bool = False

    def __init__(self, app: App):
        self.app = app
        self.needs_redraw = True

    # lifecycle -----------------------------------------------------------
    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None:
        self.needs_redraw = True

    # per frame -----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def on_resize(self, size: tuple[int, int]) -> None:
        """Window or UI scale changed: rebuild layout."""
        self.needs_redraw = True

    def invalidate(self) -> None:
        self.needs_redraw = True
