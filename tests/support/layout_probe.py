"""Where every text and widget of a screen lands, measured instead of guessed.

`TextRecorder` is a context manager for tests. While it is open:
- every face `game.ui.fonts.font` makes is a `RecordingFont`, so each line any of our
  helpers (fonts.render, board.text render_block / fit_block, a face used directly)
  rasterises is known: its text, its size and the pixels it inked;
- `pygame.Surface` is `RecordingSurface`, whose `blit` follows those lines through every
  layer, card and cached surface they are pasted into, down to the window: a line's box in
  window coordinates, whether it was cut at the edge of the surface it was drawn into
  (clipped text) and whether something painted later covered it (a card fanned over
  another, a shade behind a dialog);
- `pygame.draw` calls mark the surface as painted, and filled shapes cover earlier text.

`probe(app)` draws the app's screens onto a recording window and returns what a player
sees; `problems(probe)` lists what is wrong with it: text or widgets outside the window,
text cut off, text overlapping text or a widget, widgets overlapping, a widget's own text
wider than the widget, text smaller than `min_text` pixels.
"""

from __future__ import annotations

import functools
import sys
from dataclasses import dataclass, field

import pygame
import pygame_gui

_BASE_SURFACE = pygame.Surface
_DRAW_FUNCS = ("rect", "circle", "polygon", "ellipse", "line", "lines", "aaline", "aalines",
               "arc")
_FILLED = ("rect", "circle", "polygon", "ellipse")
_active: list[TextRecorder] = []


@dataclass
class TextBox:
    text: str
    size: int
    rect: pygame.Rect  # the inked pixels, in the coordinates of the surface holding it
    cut: bool = False  # part of it fell outside a surface it was pasted into
    covered: bool = False  # something painted later lies over it

    def moved(self, dx: int, dy: int) -> TextBox:
        return TextBox(self.text, self.size, self.rect.move(dx, dy), self.cut, self.covered)


class RecordingFont(pygame.font.Font):
    def __init__(self, path, size):
        super().__init__(path, size)
        self.px = int(size)

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        surface = super().render(text, antialias, color, bgcolor, wraplength)
        if _active and text.strip():
            _active[-1].note(surface, text, self.px)
        return surface


class _SurfaceMeta(type):
    """`isinstance(any_surface, pygame.Surface)` stays true while the name is swapped."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, _BASE_SURFACE)

    def __subclasscheck__(cls, sub):
        return issubclass(sub, _BASE_SURFACE)


class RecordingSurface(_BASE_SURFACE, metaclass=_SurfaceMeta):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.boxes: list[TextBox] = []
        self.painted = False

    # copies keep what was drawn into them
    def _carry(self, other):
        other.boxes = [b.moved(0, 0) for b in getattr(self, "boxes", [])]
        other.painted = getattr(self, "painted", False)
        return other

    def copy(self):
        return self._carry(super().copy())

    def convert(self, *args):
        return self._carry(super().convert(*args))

    def convert_alpha(self, *args):
        return self._carry(super().convert_alpha(*args))

    def fill(self, color, rect=None, special_flags=0):
        result = super().fill(color, rect, special_flags)
        if pygame.Color(color).a > 0 or not (self.get_flags() & pygame.SRCALPHA):
            self.painted = True
            self.cover(result)
        return result

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        result = super().blit(source, dest, area, special_flags)
        if _active:
            _active[-1].pasted(self, source, dest, area, result)
        return result

    def blits(self, blit_sequence, doreturn=1):
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def cover(self, rect: pygame.Rect) -> None:
        """Something opaque was painted over `rect`: text under it is no longer seen."""
        for box in getattr(self, "boxes", []):
            if box.rect.colliderect(rect):
                box.covered = True


def _recording(obj) -> bool:
    """A RecordingSurface for real (isinstance says yes to every surface meanwhile)."""
    return RecordingSurface in type(obj).__mro__


def _topleft(dest) -> tuple[int, int]:
    if isinstance(dest, pygame.Rect):
        return dest.topleft
    if hasattr(dest, "__len__") and len(dest) == 4:
        return int(dest[0]), int(dest[1])
    return int(dest[0]), int(dest[1])


class TextRecorder:
    """Record every text drawn through our fonts and follow it to the window."""

    def __init__(self):
        self.texts: dict[int, tuple[pygame.Surface, str, int, pygame.Rect]] = {}

    # -- lifecycle
    def __enter__(self) -> TextRecorder:
        from game.ui import fonts

        self._saved = (fonts.face_class, pygame.Surface,
                       {name: getattr(pygame.draw, name) for name in _DRAW_FUNCS})
        fonts.face_class = RecordingFont
        pygame.Surface = RecordingSurface
        for name in _DRAW_FUNCS:
            setattr(pygame.draw, name, self._drawing(name, self._saved[2][name]))
        _active.append(self)
        clear_drawing_caches()
        return self

    def __exit__(self, *exc) -> None:
        from game.ui import fonts

        _active.remove(self)
        fonts.face_class, pygame.Surface, draws = self._saved
        for name, func in draws.items():
            setattr(pygame.draw, name, func)
        clear_drawing_caches()

    # -- hooks
    def note(self, surface: pygame.Surface, text: str, size: int) -> None:
        self.texts[id(surface)] = (surface, text, size, surface.get_bounding_rect())

    def _drawing(self, name: str, func):
        filled = name in _FILLED

        @functools.wraps(func)
        def draw(surface, *args, **kwargs):
            result = func(surface, *args, **kwargs)
            if _recording(surface):
                surface.painted = True
                width = kwargs.get("width", _width_arg(name, args))
                if filled and not width:
                    surface.cover(result)
            return result

        return draw

    def pasted(self, target, source, dest, area, affected: pygame.Rect) -> None:
        """`source` was blitted onto `target`: carry its text boxes along."""
        x, y = _topleft(dest)
        src_area = pygame.Rect(area) if area is not None else source.get_rect()
        dx, dy = x - src_area.x, y - src_area.y
        incoming: list[TextBox] = []
        known = self.texts.get(id(source))
        if known is not None and known[0] is source:
            _, text, size, inked = known
            if inked.w and inked.h:
                incoming.append(TextBox(text, size, inked.copy()))
        elif _recording(source):
            incoming = [b for b in getattr(source, "boxes", [])]
        painted = getattr(source, "painted", known is None)
        if painted and known is None:
            target.cover(affected)
        if not _recording(target):
            return
        bounds = target.get_rect()
        clip = target.get_clip()
        for box in incoming:
            inside = box.rect.clip(src_area)
            if not inside.w or not inside.h:
                continue
            moved = box.moved(dx, dy)
            moved.cut = box.cut or inside != box.rect or not bounds.contains(moved.rect)
            seen = moved.rect.clip(clip)
            if not seen.w or not seen.h:
                continue  # scrolled out of a clipped view
            moved.rect = seen  # a scrolling view cuts its text on purpose: keep what shows
            target.boxes.append(moved)


def _width_arg(name: str, args: tuple) -> int:
    """The `width` argument of a pygame.draw call given positionally (0 = filled)."""
    position = {"rect": 2, "circle": 3, "polygon": 2, "ellipse": 2}.get(name)
    if position is None or len(args) <= position:
        return 0
    value = args[position]
    return value if isinstance(value, int) else 0


def clear_drawing_caches() -> None:
    """Forget every cached surface of the UI, so the next frames draw (and record) anew."""
    from game.ui import fonts

    fonts.clear_caches()
    for name, module in list(sys.modules.items()):
        if not (name.startswith("game.ui") or name.startswith("game.scenes")) or module is None:
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()


# ------------------------------------------------------------------ probing a screen
@dataclass
class Probe:
    size: tuple[int, int]
    texts: list[TextBox]
    widgets: list[tuple[str, pygame.Rect]]  # (description, rect) of what a player sees
    widget_text: list[tuple[str, str, pygame.Rect, tuple[int, int]]] = field(
        default_factory=list)  # (description, text, widget rect, text size)


def probe(app) -> Probe:
    """Draw the app's screens (the top one and any it overlays) onto a recording window and
    collect the widgets of the top screen."""
    if not _active:
        with TextRecorder():
            app.relayout()  # every cached layer is drawn again, under the recorder
            return probe(app)
    app.step([], 1 / 60)
    window = RecordingSurface(app.window.get_size())
    app.stack.draw(window)
    app.ui.draw_ui(window)
    top = app.stack.top
    if hasattr(top, "draw_over_ui"):  # as App.draw: messages, the coach, the focus ring
        top.draw_over_ui(window)
    widgets, widget_text = [], []
    for element in getattr(top, "_elements", []):
        if not element.visible:
            continue
        name = f"{type(element).__name__}({getattr(element, 'text', '') or ''})"
        widgets.append((name, element.rect.copy()))
        widget_text.extend(_widget_texts(element, name))
        label = getattr(element, "text_label", None)  # a check box's text beside it
        if label is not None and label.visible and getattr(label, "text", ""):
            widgets.append((f"{name} label {label.text!r}", label.rect.copy()))
            widget_text.extend(_widget_texts(label, f"{name} label"))
    for window_element in _windows(app):
        widgets.append((type(window_element).__name__, window_element.rect.copy()))
    texts = [b for b in window.boxes if not b.covered]
    return Probe(app.window.get_size(), texts, widgets, widget_text)


def _windows(app) -> list:
    return [w for w, _ in getattr(app, "dialogs", []) if w.alive()]


def _widget_texts(element, name: str) -> list:
    """The texts pygame-gui draws inside `element` and its parts, with the room each has."""
    out = []
    parts = [element]
    if isinstance(element, pygame_gui.elements.UICheckBox):
        return []  # it draws a tick; its text is its label's (checked on its own)
    if isinstance(element, pygame_gui.elements.UIDropDownMenu):
        closed = element.menu_states.get("closed")
        button = getattr(closed, "selected_option_button", None)
        if button is not None:
            parts = [button]
    if isinstance(element, pygame_gui.elements.UISelectionList):
        parts = [item["button_element"] for item in element.item_list
                 if item["button_element"] is not None and item["button_element"].visible]
    for part in parts:
        text = getattr(part, "text", "")
        font = getattr(part, "font", None)
        if not text or font is None:
            continue
        try:
            size = font.get_rect(text).size
        except (pygame.error, ValueError):
            continue
        # A button's border and shape take a little of its width; a label has none.
        pad = 0 if isinstance(part, pygame_gui.elements.UILabel) else 4
        out.append((name, text, part.rect.inflate(-pad, 0), size))
    return out


def problems(p: Probe, min_text: int = 0) -> list[str]:
    """Everything a player would see wrong on this screen, one sentence each."""
    out: list[str] = []
    window = pygame.Rect((0, 0), p.size)
    for box in p.texts:
        if not window.contains(box.rect):
            out.append(f"text {box.text!r} at {tuple(box.rect)} is outside the window")
        elif box.cut:
            out.append(f"text {box.text!r} at {tuple(box.rect)} is cut off")
        if min_text and box.size < min_text:
            out.append(f"text {box.text!r} is {box.size} px (< {min_text})")
    for name, rect in p.widgets:
        if not window.contains(rect):
            out.append(f"{name} at {tuple(rect)} is outside the window")
    for i, (a_name, a) in enumerate(p.widgets):
        for b_name, b in p.widgets[i + 1:]:
            if a.inflate(-2, -2).colliderect(b.inflate(-2, -2)):
                out.append(f"{a_name} at {tuple(a)} overlaps {b_name} at {tuple(b)}")
    for name, text, rect, (tw, th) in p.widget_text:
        if tw > rect.w or th > rect.h:
            out.append(f"{name}: {text!r} ({tw}x{th}) does not fit its {rect.w}x{rect.h}")
    boxes = [b for b in p.texts if window.contains(b.rect)]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a.rect.inflate(-2, -2).colliderect(b.rect.inflate(-2, -2)):
                out.append(f"text {a.text!r} {tuple(a.rect)} overlaps text {b.text!r} "
                           f"{tuple(b.rect)}")
        for name, rect in p.widgets:
            if a.rect.inflate(-2, -2).colliderect(rect):
                out.append(f"text {a.text!r} {tuple(a.rect)} is under {name} {tuple(rect)}")
    return out
