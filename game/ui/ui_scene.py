"""A Scene that owns pygame-gui elements: built in `build_ui`, hidden while paused, rebuilt
on resize or UI-scale change. Buttons map straight to callbacks.

Every screen works from the keyboard: Tab / Shift+Tab move a visible focus ring through
its controls in the order they were built (arrow keys too on a menu), Enter or Space
presses a button, ticks a box or opens the chosen entry of a list; Up/Down (Left/Right)
change a drop-down, a slider or a list's choice; Esc goes back. A mouse click hides the
ring again.

`MIN_LOGICAL` is the least logical room a screen lays out in: a menu reflows down to
640x360 (UI scale 200% on a 16:9 window), a table keeps the full design (the app's
viewport never gives it less; see units.Viewport).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.ui import sound
from game.ui.scene import Scene
from game.ui.theme import colour
from game.ui.units import DESIGN_SIZE

FOCUSABLE = (pygame_gui.elements.UIButton, pygame_gui.elements.UIDropDownMenu,
             pygame_gui.elements.UICheckBox, pygame_gui.elements.UIHorizontalSlider,
             pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UISelectionList)
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)


class UIScene(Scene):
    MIN_LOGICAL: tuple[float, float] = (float(DESIGN_SIZE[0]), float(DESIGN_SIZE[1]))
    MIN_WINDOW: tuple[int, int] = (640, 360)
    """The smallest window this screen is shown in (the app makes the window at least this
    big while it is on show, and the window manager keeps it so)."""
    #: Menus: the arrow keys move the focus between buttons as Tab does.
    ARROWS_MOVE_FOCUS = False
    #: When a rebuild removed the focused control, the focus moves to the control now in
    #: its place (a menu); a table whose controls change with the game drops it instead,
    #: so Enter never presses a button the player did not choose.
    FOCUS_TAKES_THE_PLACE = True

    def __init__(self, app):
        super().__init__(app)
        self._elements: list = []
        self._callbacks: dict = {}
        self._focus_index: int | None = None
        self._focus_key: tuple | None = None
        self._focus_ids: dict = {}  # button -> a name kept when its label changes
        self._spare: dict[tuple, list] = {}  # rebuild_ui's old buttons, by how made
        self._made_as: dict = {}  # button -> (rect, text, tooltip, style) it was made with
        self.keyboard_focus = False  # the ring shows once a key moved the focus

    # lifecycle -----------------------------------------------------------------
    def enter(self) -> None:
        self.build_ui()

    def exit(self) -> None:
        self.clear_ui()

    def pause(self) -> None:
        self.hide_ui()

    def resume(self) -> None:
        super().resume()
        # App.relayout rebuilds every scene on a new manager, so the widgets are current.
        for element in self._elements:
            element.show()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.clear_ui()
        self.build_ui()
        self.invalidate()

    # building ------------------------------------------------------------------
    @property
    def vp(self):
        return self.app.viewport

    def build_ui(self) -> None:
        """Create pygame-gui elements with `self.button`, `self.add`."""

    def clear_ui(self, keep: frozenset = frozenset()) -> None:
        """Kill every element but those in `keep` (`rebuild_ui`'s buttons to reuse)."""
        focused = self.focused()
        if focused is not None:
            self._focus_key = self._key_of(focused)
        for element in self._elements:
            if element not in keep:
                element.kill()
                self._made_as.pop(element, None)
        self._elements.clear()
        self._callbacks.clear()
        self._focus_ids.clear()

    def rebuild_ui(self) -> None:
        """`clear_ui` then `build_ui`, keeping every button the new build asks for again
        as it was (same place, label, tooltip and style): after a move most of a table's
        buttons are unchanged, and making one costs about 1.5 ms of the frame."""
        spare: dict[tuple, list] = {}
        for element in self._elements:
            made_as = self._made_as.get(element)
            if made_as is not None and element.ui_manager is self.app.ui and element.alive():
                spare.setdefault(made_as, []).append(element)
        self.clear_ui(keep=frozenset(b for group in spare.values() for b in group))
        self._spare = spare
        try:
            self.build_ui()
        finally:
            self._spare = {}
            for group in spare.values():
                for button in group:
                    button.kill()
                    self._made_as.pop(button, None)

    def hide_ui(self) -> None:
        for element in self._elements:
            element.hide()

    def add(self, element):
        self._elements.append(element)
        return element

    def button(self, rect: pygame.Rect, text: str, callback: Callable[[], None],
               tooltip: str | None = None, object_id: str = "@menu_button",
               enabled: bool = True, focus_id: str | None = None
               ) -> pygame_gui.elements.UIButton:
        """A button calling `callback`; `focus_id` names it for the keyboard focus, which
        then stays on it when a rebuild changes its label (Pause becoming Resume)."""
        rect = pygame.Rect(rect)
        made_as = (tuple(rect), text, tooltip, object_id)
        reused = self._spare.get(made_as)
        if reused:
            btn = self.add(reused.pop())
            if not btn.visible:
                btn.show()
            if enabled and not btn.is_enabled:
                btn.enable()
        else:
            btn = self.add(pygame_gui.elements.UIButton(
                rect, text, manager=self.app.ui, tool_tip_text=tooltip,
                object_id=ObjectID(class_id=object_id)))
        self._made_as[btn] = made_as
        self._callbacks[btn] = callback
        if focus_id is not None:
            self._focus_ids[btn] = focus_id
        if not enabled:
            btn.disable()
        return btn

    def label(self, rect: pygame.Rect, text: str, object_id: str | None = None):
        return self.add(pygame_gui.elements.UILabel(
            rect, text, manager=self.app.ui,
            object_id=ObjectID(class_id=object_id) if object_id else None))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._callbacks:
            sound.play("click", self.app.settings.sound)
            self._callbacks[event.ui_element]()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.keyboard_focus:
            self.keyboard_focus = False  # pointing again: the ring gives way to hover
            self.invalidate()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.escape()
                return True
            return self.focus_key(event)
        return False

    def escape(self) -> None:
        """Esc: back to the screen below. The title quits; a table cancels or pauses."""
        self.app.back()

    # keyboard focus --------------------------------------------------------------
    def focus_order(self) -> list:
        """The controls Tab visits, in the order they were built (reading order)."""
        return [e for e in self._elements if isinstance(e, FOCUSABLE) and e.visible
                and e.is_enabled]

    def focused(self):
        """The control the keyboard acts on, if any."""
        order = self.focus_order()
        if not order:
            return None
        if self._focus_key is not None:
            for i, element in enumerate(order):
                if self._key_of(element) == self._focus_key:
                    self._focus_index = i
                    break
            else:
                if not self.FOCUS_TAKES_THE_PLACE:
                    self._focus_index = None
            self._focus_key = None
        if self._focus_index is None:
            return None
        self._focus_index = min(self._focus_index, len(order) - 1)
        return order[self._focus_index]

    def move_focus(self, step: int) -> None:
        order = self.focus_order()
        if not order:
            return
        current = self.focused()
        if current is None or not self.keyboard_focus:
            index = 0 if step > 0 or current is None else order.index(current)
        else:
            index = (order.index(current) + step) % len(order)
        self._focus_index = index
        self.keyboard_focus = True
        element = order[index]
        # A text line takes typed keys only while pygame-gui gives it its focus; typing
        # carries on after what is there.
        typing = isinstance(element, pygame_gui.elements.UITextEntryLine)
        self.app.ui.set_focus_set(element if typing else None)
        if typing:
            element.edit_position = len(element.get_text())
        self.reveal(element)
        self.invalidate()

    def reveal(self, element) -> None:
        """The focus moved to `element`: a scrolling screen brings it into view."""

    def focus_key(self, event: pygame.event.Event) -> bool:
        """Tab, Enter, Space and the arrow keys on the focused control."""
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        element = self.focused() if self.keyboard_focus else None
        if element is None:
            return False
        if isinstance(element, pygame_gui.elements.UIButton):
            if event.key in ACTIVATE:
                sound.play("click", self.app.settings.sound)
                self._callbacks.get(element, lambda: None)()
                return True
            if self.ARROWS_MOVE_FOCUS and event.key in NEXT_KEYS + PREVIOUS_KEYS:
                self.move_focus(1 if event.key in NEXT_KEYS else -1)
                return True
            return False
        if isinstance(element, pygame_gui.elements.UICheckBox) and event.key in ACTIVATE:
            element.set_state(not element.get_state())
            kind = pygame_gui.UI_CHECK_BOX_CHECKED if element.get_state() \
                else pygame_gui.UI_CHECK_BOX_UNCHECKED
            self.handle_event(pygame.event.Event(kind, ui_element=element))
            return True
        if isinstance(element, pygame_gui.elements.UIDropDownMenu):
            step = -1 if event.key in PREVIOUS_KEYS else 1 if event.key in NEXT_KEYS + ACTIVATE \
                else 0
            if step:
                self._step_drop_down(element, step)
                return True
            return False
        if isinstance(element, pygame_gui.elements.UIHorizontalSlider):
            step = -1 if event.key in PREVIOUS_KEYS else 1 if event.key in NEXT_KEYS else 0
            if step:
                low, high = element.value_range
                value = min(high, max(low, element.get_current_value()
                                      + step * element.increment))
                element.set_current_value(value)
                self.handle_event(pygame.event.Event(
                    pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=element, value=value))
                return True
            return False
        if isinstance(element, pygame_gui.elements.UISelectionList):
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                _step_selection(element, 1 if event.key == pygame.K_DOWN else -1)
                self.invalidate()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                chosen = element.get_single_selection()
                if chosen is not None:
                    self.handle_event(pygame.event.Event(
                        pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
                        ui_element=element, text=chosen))
                return True
        return False

    def _step_drop_down(self, menu, step: int) -> None:
        options = menu.options_list
        texts = [text for text, _ in options]
        current = menu.selected_option[0]
        index = (texts.index(current) + step) % len(options) if current in texts else 0
        chosen = options[index]
        menu.selected_option = chosen
        closed = menu.menu_states["closed"]
        closed.selected_option = chosen
        if menu.current_state is closed:
            closed.finish()
            closed.start()
        self.handle_event(pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=chosen[0],
            selected_option_id=chosen[1]))
        self.invalidate()

    def draw_over_ui(self, surface: pygame.Surface) -> None:
        """After the widgets: the focus ring round the focused control."""
        element = self.focused() if self.keyboard_focus else None
        if element is None or not element.visible:
            return
        ring = element.rect.inflate(self.vp.px(8), self.vp.px(8))
        width = max(2, self.vp.px(3))
        pygame.draw.rect(surface, colour("focus_ring"), ring, width,
                         border_radius=self.vp.px(8))

    def _key_of(self, element) -> tuple:
        """What finds the focused control again after a rebuild."""
        name = self._focus_ids.get(element)
        if name is not None:
            return ("named", name)
        return (type(element).__name__, getattr(element, "text", None),
                tuple(element.relative_rect.topleft))

    # layout helpers ----------------------------------------------------------------
    def button_grid(self, width: float, height: float, count: int, top: float,
                    bottom_margin: float = 16, gap: float = 12) -> list[pygame.Rect]:
        """A centred column of buttons that flows into more columns when the screen is too
        short for one (a menu at a large UI scale), in reading order down each column; a
        single button left over sits centred under the columns, not alone in the last one."""
        lw, lh = self.vp.logical_size
        room = max(height, lh - top - bottom_margin)
        rows = max(1, min(count, int((room + gap) // (height + gap))))
        cols = -(-count // rows)
        rows = -(-count // cols)  # balance the columns
        col_w = min(width, (lw - 32 - (cols - 1) * gap) / cols)
        x0 = (lw - (cols * col_w + (cols - 1) * gap)) / 2
        alone = cols > 1 and (count - 1) % cols == 0  # one left over: centred, last row
        per_col = (count - 1) // cols if alone else rows
        out = [self.vp.rect(x0 + (i // per_col) * (col_w + gap),
                            top + (i % per_col) * (height + gap), col_w, height)
               for i in range(count - 1 if alone else count)]
        if alone:
            out.append(self.vp.rect((lw - col_w) / 2, top + per_col * (height + gap), col_w,
                                    height))
        return out




def _step_selection(listing, step: int) -> None:
    """Move a single-choice list's selection by `step`, scrolling it into view."""
    items = listing.item_list
    if not items:
        return
    current = next((i for i, item in enumerate(items) if item["selected"]), None)
    index = 0 if current is None else max(0, min(len(items) - 1, current + step))
    for i, item in enumerate(items):
        item["selected"] = i == index
        button = item["button_element"]
        if button is not None:
            (button.select if i == index else button.unselect)()
    bar = listing.scroll_bar
    if bar is not None and listing.total_height_of_list > 0:
        view = listing.item_list_container.relative_rect.height
        top = index * listing.list_item_height
        start = bar.start_percentage * listing.total_height_of_list
        if top < start or top + listing.list_item_height > start + view:
            target = max(0, top - view / 2) / listing.total_height_of_list
            bar.set_scroll_from_start_percentage(target)
