"""The one drag-and-drop gesture every board uses: press, drag past a threshold, drop on a
target or fly home; a press released without moving is a click.

Boards differ in what they hold (counters stacked in zones, module tokens on a ring), so
the gesture asks its `DragSource` about everything on the board and never decides rules:

    grab(pos, button, mods) -> grab | None   what a press here would take (None: not ours)
    lift(grab) -> payload | str | None       the press became a drag: the payload (never a
                                             str), or a sentence why it cannot be picked
                                             up, or None (no drag and no click), or
                                             CLICK_ONLY (no drag; the release still clicks)
    target_at(pos, payload) -> target | None the drop target under the pointer
    reason(payload, target) -> str | None    why a drop there would be refused (None: fine),
                                             from the engine's legal actions
    drop(payload, target)                    apply it; a ValueError (RuleError is one)
                                             refuses with its sentence
    click(grab, button, pos)                 press and release without moving
    moved(payload, pos) (optional)           a drag with no drop, e.g. turning a ring

While dragging, the reason for the target under the pointer is shown beside it before the
drop; a refused drop flies home (`snapping`) and the sentence becomes a toast. Escape or the
window losing focus cancels (a table sends Esc to its gestures before anything else:
TableScene.gestures). A source draws what it carries at `held_at(grip, home)`: under the
pointer while dragging, on its way home while snapping. Only `event.pos` is read (synthetic
test events do not move the mouse).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.engines.common.errors import RuleError
from game.ui.board.text import render_block
from game.ui.theme import colour
from game.ui.toast import Toasts
from game.ui.units import Viewport

THRESHOLD = 6  # logical px a press must move before it becomes a drag
SNAP_TIME = 0.18  # seconds for a refused drop to fly home
#: lift's answer for a press that cannot become a drag but stays a click however far the
#: pointer wanders before the release (a card in a hand nothing is dragged out of).
CLICK_ONLY: Any = object()


class DragSource(Protocol):
    def grab(self, pos: tuple[int, int], button: int, mods: int) -> Any | None: ...

    def lift(self, grab: Any) -> Any | str | None: ...

    def target_at(self, pos: tuple[int, int], payload: Any) -> Any | None: ...

    def reason(self, payload: Any, target: Any) -> str | None: ...

    def drop(self, payload: Any, target: Any) -> None: ...

    def click(self, grab: Any, button: int, pos: tuple[int, int]) -> None: ...


def refusal(lookup: Callable[[], object]) -> str | None:
    """A source's `reason`: the sentence of the RuleError the lookup that would make the
    drop's action raises (the engine's walk), or None when it finds the action."""
    try:
        lookup()
    except RuleError as exc:
        return str(exc)
    return None


def ease_out(t: float) -> float:
    """Fast start, gentle landing: the eye sees where a counter flies home to.

    >>> ease_out(0.0), ease_out(0.5), ease_out(1.0), ease_out(2.0)
    (0.0, 0.875, 1.0, 1.0)
    """
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


class DragGesture:
    """The gesture's state machine: idle -> pressed -> dragging -> (drop | snapping) -> idle."""

    def __init__(self, viewport: Viewport, source: DragSource, toasts: Toasts,
                 on_change: Callable[[], None] | None = None):
        self.viewport = viewport
        self.source = source
        self.toasts = toasts
        self.on_change = on_change
        self.state = "idle"  # idle | pressed | dragging | snapping
        self.grabbed: Any = None
        self.payload: Any = None
        self.button = 1
        self.start = (0, 0)
        self.pointer = (0, 0)
        self.target: Any = None  # the drop target under the pointer while dragging
        self.snap_from = (0, 0)  # where a refused payload was let go
        self.snap_t = 0.0
        self.reasons: dict[Any, str | None] = {}
        self.enabled = True
        self._refused_button: int | None = None
        """The button of a press whose drag was refused: its release is swallowed."""
        self._click_only = False  # lift said CLICK_ONLY for this press

    # decisions -------------------------------------------------------------------------------
    def reason_for(self, target: Any) -> str | None:
        """Why the current payload may not go on `target` (None: it may), asked once per
        target per drag: the engine lookup behind it is not free."""
        key = _key(target)
        if key not in self.reasons:
            self.reasons[key] = self.source.reason(self.payload, target)
        return self.reasons[key]

    @property
    def dragging(self) -> bool:
        return self.state == "dragging"

    @property
    def snap_progress(self) -> float:
        """0 when a refused drop starts flying home, 1 when it lands (eased)."""
        return ease_out(self.snap_t / SNAP_TIME)

    def held_at(self, grip: tuple[int, int], home: tuple[int, int]) -> tuple[int, int]:
        """Where to draw the payload: `grip` is the pointer's offset from the point drawn at
        (taken at lift, e.g. from a card's top-left), `home` that point where the payload
        rests. Under the pointer while dragging; while snapping, on its way from where it
        was let go back home.

        >>> from game.ui.units import Viewport
        >>> g = DragGesture(Viewport((1280, 720)), None, None)
        >>> g.state, g.pointer = "dragging", (100, 50)
        >>> g.held_at((10, 5), (0, 0))
        (90, 45)
        >>> g.state, g.snap_from, g.snap_t = "snapping", (100, 50), SNAP_TIME
        >>> g.held_at((10, 5), (0, 0))
        (0, 0)
        """
        x, y = self.snap_from if self.state == "snapping" else self.pointer
        at = (x - grip[0], y - grip[1])
        if self.state != "snapping":
            return at
        k = self.snap_progress
        return (round(at[0] + (home[0] - at[0]) * k), round(at[1] + (home[1] - at[1]) * k))

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN:
            return self._press(event)
        if et == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if et == pygame.MOUSEBUTTONUP and self.state in ("pressed", "dragging") \
                and event.button == self.button:
            return self._release(event.pos)
        if et == pygame.MOUSEBUTTONUP and event.button == self._refused_button:
            self._refused_button = None  # the end of a refused drag is no click on the board
            return True
        if et == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.state == "dragging":
            self.cancel()
            return True
        if et == pygame.WINDOWFOCUSLOST and self.state == "dragging":
            self.cancel()
        return False

    def update(self, dt: float) -> bool:
        """Advance the fly-home; True while it moves."""
        if self.state != "snapping":
            return False
        self.snap_t += dt
        if self.snap_t >= SNAP_TIME:
            self.finish()
        return True

    def cancel(self) -> None:
        """Abort: a dragged payload flies home, a press is forgotten."""
        if self.state == "dragging":
            self._snap()
        elif self.state == "pressed":
            self.reset()

    def finish(self) -> None:
        """End any fly-home at once (relayout, a new press)."""
        self.reset()

    def reset(self) -> None:
        self.state = "idle"
        self.grabbed = self.payload = self.target = None
        self.reasons = {}
        self.snap_t = 0.0
        self._click_only = False
        self._changed()

    # steps -----------------------------------------------------------------------------------
    def _press(self, event: pygame.event.Event) -> bool:
        self._refused_button = None
        if self.state == "snapping":
            self.finish()
        if not self.enabled or self.state != "idle":
            return False
        mods = getattr(event, "mod", None)
        if mods is None:
            mods = pygame.key.get_mods()
        grabbed = self.source.grab(event.pos, event.button, mods)
        if grabbed is None:
            return False
        self.grabbed, self.button = grabbed, event.button
        self.start = self.pointer = event.pos
        self.state = "pressed"
        self._changed()
        return True

    def _motion(self, pos: tuple[int, int]) -> bool:
        if self.state == "pressed":
            limit = max(2, self.viewport.px(THRESHOLD))
            if self._click_only or \
                    abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) < limit:
                return True
            lifted = self.source.lift(self.grabbed)
            if lifted is CLICK_ONLY:
                self._click_only = True
                return True
            if lifted is None or isinstance(lifted, str):
                if lifted:
                    self.toasts.show(lifted)
                button = self.button
                self.reset()  # moving the pointer away from a press is no click either
                self._refused_button = button
                return True
            self.payload = lifted
            self.reasons = {}
            self.state = "dragging"
        if self.state == "dragging":
            self.pointer = pos
            self.target = self.source.target_at(pos, self.payload)
            moved = getattr(self.source, "moved", None)
            if moved is not None:
                moved(self.payload, pos)
            self._changed()
            return True
        return False

    def _release(self, pos: tuple[int, int]) -> bool:
        if self.state == "pressed":
            grabbed, button = self.grabbed, self.button
            self.reset()
            self.source.click(grabbed, button, pos)
            return True
        self.pointer = pos
        target = self.source.target_at(pos, self.payload)
        if target is None:
            # Let go over nothing: it goes home, with the source's word on where it could
            # have gone when it has one (a card dropped on the board instead of a slot).
            miss = getattr(self.source, "miss_reason", None)
            why = miss(self.payload, pos) if miss is not None else None
            if why:
                self.toasts.show(why)
            self._snap()
            return True
        why = self.reason_for(target)
        if why is None:
            try:
                self.source.drop(self.payload, target)
            except ValueError as exc:
                why = str(exc) or "That move is not allowed."
            except BaseException:
                self._snap()  # a bug in the scene: put the payload back, then report
                raise
        if why is not None:
            self.toasts.show(why)
            self._snap()
            return True
        self.reset()
        return True

    def _snap(self) -> None:
        self.snap_from = self.pointer
        self.snap_t = 0.0
        self.state = "snapping"
        self.target = None
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    # drawing ---------------------------------------------------------------------------------
    def draw_reason(self, surface: pygame.Surface) -> None:
        """Say why before the drop, under the pointer: a drop here would be refused."""
        if self.state != "dragging" or self.target is None:
            return
        why = self.reason_for(self.target)
        if why:
            draw_reason_bubble(surface, self.viewport, self.toasts.say(why), self.pointer)


class GestureWidget:
    """A widget laid out in a logical `rect` that is the DragSource of its own gesture (a
    Hand, the 404 program panel and rearrange strip): the plumbing they share. A subclass
    sets `rect`, calls `start_gesture(viewport, toasts)`, then `relayout(viewport)`, and
    writes `_layout()` and the DragSource methods."""

    viewport: Viewport
    rect: tuple[float, float, float, float]
    needs_redraw: bool
    gesture: DragGesture

    def start_gesture(self, viewport: Viewport, toasts: Toasts) -> None:
        self.gesture = DragGesture(viewport, self, toasts, on_change=self.redraw)

    def redraw(self) -> None:
        self.needs_redraw = True

    @property
    def carried(self) -> Any:
        """What is off its place: being dragged or flying home (None: nothing)."""
        return self.gesture.payload if self.gesture.state in ("dragging", "snapping") else None

    def relayout(self, viewport: Viewport,
                 rect: tuple[float, float, float, float] | None = None) -> None:
        """A new window size or UI scale, or a new `rect`: every place moves, so a drag in
        progress ends at once."""
        self.viewport = viewport
        self.gesture.viewport = viewport
        self.gesture.finish()
        if rect is not None:
            self.rect = rect
        self._layout()

    def _layout(self) -> None:
        raise NotImplementedError

    def update(self, dt: float) -> None:
        if self.gesture.update(dt):
            self.needs_redraw = True


def draw_reason_bubble(surface: pygame.Surface, v: Viewport, why: str,
                       pointer: tuple[int, int]) -> None:
    pad = v.px(6)
    img = render_block(why, v.text_px(14), colour("text"), v.px(260))
    box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
    box.midtop = (pointer[0], pointer[1] + v.px(40))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, colour("toast_bg"), box, border_radius=max(2, v.px(4)))
    pygame.draw.rect(surface, colour("toast_border"), box, max(1, v.px(1)),
                     border_radius=max(2, v.px(4)))
    surface.blit(img, (box.x + pad, box.y + pad))


def _key(target: Any) -> Any:
    """Targets are zones (unhashable by value, compared by identity) or plain numbers."""
    try:
        hash(target)
    except TypeError:
        return id(target)
    return target
