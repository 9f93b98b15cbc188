"""WidgetGroup: one input chain and one draw order for a board scene's widgets.

Widgets are listed back to front. Drawing goes back to front; events go front to back and
stop at the first widget that consumes them. Put the widgets in this order and privacy and
tooltips work out by themselves:

    Table, DragController, Hand(s), LogPanel, Toasts, Tooltips, PassDevice

The PassDevice, frontmost, swallows input while its cover is up, so nothing underneath (not
even a tooltip) reacts; Tooltips never consume, so everything behind them still gets events.

>>> from game.ui.toast import Toasts
>>> from game.ui.units import Viewport
>>> group = WidgetGroup(Toasts(Viewport((1280, 720))))
>>> group.needs_redraw
False
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.ui.units import Viewport


class Widget(Protocol):
    def handle_event(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


class WidgetGroup:
    def __init__(self, *widgets: Any):
        self.widgets: list[Any] = list(widgets)
        self._forced = False

    def add(self, widget: Any) -> Any:
        """Add in front of everything so far."""
        self.widgets.append(widget)
        self._forced = True
        return widget

    def add_behind(self, widget: Any) -> Any:
        """Add behind everything so far (drawn first, offered input last)."""
        self.widgets.insert(0, widget)
        self._forced = True
        return widget

    def remove(self, widget: Any) -> None:
        self.widgets = [w for w in self.widgets if w is not widget]
        self._forced = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(w.handle_event(event) for w in reversed(self.widgets))

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            w.draw(surface)
        self._forced = False

    def mark_drawn(self) -> None:
        """The owner drew the widgets itself (in its own order): nothing is pending."""
        self._forced = False

    @property
    def needs_redraw(self) -> bool:
        """True when any widget changed on screen since the last draw (idle frames skip)."""
        return self._forced or any(getattr(w, "needs_redraw", False) for w in self.widgets)

    def relayout(self, viewport: Viewport) -> None:
        """Window or UI scale changed. Widgets with a logical rect keep it; scenes that place
        widgets relative to the window size call each widget's relayout(viewport, rect)
        themselves instead."""
        for w in self.widgets:
            fn = getattr(w, "relayout", None)
            if fn is not None:
                fn(viewport)
        self._forced = True
