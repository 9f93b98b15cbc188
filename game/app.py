"""The app: one window, one pygame-gui manager, a scene stack and a frugal main loop.

The loop redraws only when something changed (an event, an animation, a scene asking) and
slows its polling when idle, so an open menu costs almost nothing (see `make bench`).
"""

from __future__ import annotations

import copy
import json
import os
import sys
import time
import warnings
from pathlib import Path

import pygame
import pygame_gui

from game.paths import prepare_user_data_dir, user_data_dir
from game.settings import Settings, load_settings, save_settings
from game.ui import fonts
from game.ui.scene_stack import SceneStack
from game.ui.theme import colour, theme_path, use_palette
from game.ui.units import DESIGN_SIZE, Viewport
from game.ui.widget_states import draw_looks_on_use

ACTIVE_FPS = 60
IDLE_FPS = 10
IDLE_AFTER_S = 1.5   # seconds without input before polling slows down
SETTLE_S = 0.35      # keep redrawing briefly after input so pygame-gui hover states settle
# The smallest window the app lays out for (the same floor as Settings.clamp). pygame-gui
# recurses without end when a window (dialog) does not fit in its root container, so the
# root container never gets smaller than this, even if a window manager ignores the minimum.
MIN_WINDOW = (640, 360)
LARGE_TEXT = 1.25
"""Settings > Large text: how much larger sentences are drawn (Viewport.reading)."""
OWN_KEYS = object()
"""In place of a dialog's callback: the window takes its own keys (`App.hold_keys`)."""
DIALOG_MIN = (250, 160)  # pygame-gui's own minimum for a UIMessageWindow
# Room left around a window for the desktop's panels and the window's own title bar.
DESKTOP_MARGIN = (40, 80)
# Video drivers without a real desktop (tests, --smoke): their "desktop" size means nothing.
HEADLESS_DRIVERS = {"dummy", "offscreen"}


def _load_theme() -> dict:
    """The theme file with font paths made absolute (frozen builds run from anywhere)."""
    with open(theme_path(), encoding="utf-8") as fh:
        theme = json.load(fh)
    root = Path(theme_path()).parent.parent

    def fix(block: dict) -> None:
        font = block.get("font")
        if isinstance(font, dict):
            for key in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                if key in font:
                    font[key] = str(root / font[key])

    for block in theme.values():
        if isinstance(block, dict):
            fix(block)
    return theme


def _scaled_theme(theme: dict, scale: float) -> dict:
    scaled = copy.deepcopy(theme)
    for block in scaled.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict) and "size" in font:
            font["size"] = str(max(8, round(int(font["size"]) * scale)))
        misc = block.get("misc") if isinstance(block, dict) else None
        if isinstance(misc, dict) and "list_item_height" in misc:
            misc["list_item_height"] = str(round(int(misc["list_item_height"]) * scale))
    return scaled


class App:
    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool = False):
        self.home = user_data_dir()
        self.startup_notices = start_up_checks(self.home)
        self.settings, self.settings_warning = load_settings(self.home)
        if self.settings_warning:
            self.startup_notices.append(("Settings", self.settings_warning))
        use_palette(self.settings.palette)
        if size:
            self.settings.window_size = size
        if fullscreen:  # the command-line flag forces it; otherwise the saved setting rules
            self.settings.fullscreen = True
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Starboard")
        self._set_icon()
        self.window = self._open_window()
        self._theme = _load_theme()
        fonts.guard_gui_text()
        draw_looks_on_use()
        self.stack = SceneStack()
        self.viewport = self._viewport_for(())
        self._ui: pygame_gui.UIManager | None = None  # made when first used (`ui`)
        self.clock = pygame.time.Clock()
        self.running = True
        self.dialogs: list = []  # open message and confirmation windows, newest last
        self._last_input = time.perf_counter()
        self._settle_until = 0.0
        self.frames_drawn = 0

    # ------------------------------------------------------------------ window and theme
    def _open_window(self) -> pygame.Surface:
        self._floor = MIN_WINDOW  # what the window manager was told (see _fit_window)
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        size = _fit_desktop(_at_least(self.settings.window_size, MIN_WINDOW))
        window = pygame.display.set_mode(size, pygame.RESIZABLE)
        _set_minimum_window_size(MIN_WINDOW)
        _centre_window()  # a new size at the old position may run off the screen
        return window

    def _set_icon(self) -> None:
        from game.paths import assets_root

        icon = assets_root() / "images" / "icon.png"
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error:
                pass

    @property
    def ui(self) -> pygame_gui.UIManager:
        """The pygame-gui manager for the current scale, made when first used: the first
        screen's viewport is only known once it is opened, and building a manager (its
        fonts and theme) costs a quarter of start-up."""
        if self._ui is None:
            self._ui = self._make_manager()
        return self._ui

    def _make_manager(self) -> pygame_gui.UIManager:
        theme = _scaled_theme(self._theme, self.viewport.scale)
        return pygame_gui.UIManager(_at_least(self.window.get_size(), MIN_WINDOW), theme,
                                    enable_live_theme_updates=False)

    def apply_settings(self, new: Settings) -> None:
        """Re-open the window if its mode changed, then relayout every scene."""
        old = self.settings
        self.settings = new.clamp()
        use_palette(self.settings.palette)
        if (new.fullscreen != old.fullscreen) or (
                not new.fullscreen and new.window_size != tuple(self.window.get_size())):
            self.window = self._open_window()
        try:
            save_settings(self.home, self.settings)
        except OSError as exc:
            self.show_error("Settings not saved", f"Could not write settings: {exc.strerror}.")
        self.relayout()

    def relayout(self) -> None:
        """The window or the UI scale changed: every scene lays out again."""
        self.relayout_to(self._viewport_for(self.stack.visible()))

    # ------------------------------------------------------------------ room per screen
    def _viewport_for(self, scenes) -> Viewport:
        """The viewport for these scenes on show: the UI scale, but never less logical room
        than the most demanding of them needs (scenes declare MIN_LOGICAL; a table needs
        the full design, a menu reflows down to 640x360)."""
        needs = [getattr(s, "MIN_LOGICAL", DESIGN_SIZE) for s in scenes] or [DESIGN_SIZE]
        room = (float(max(n[0] for n in needs)), float(max(n[1] for n in needs)))
        return Viewport(self.window.get_size(), self.settings.ui_scale / 100, room,
                        LARGE_TEXT if self.settings.large_text else 1.0)

    def fit_viewport(self, scenes=None, relayout_stack: bool = True) -> None:
        """Make the viewport right for `scenes` (default: those on show). When it changes,
        the manager's fonts are rescaled and, with `relayout_stack`, every scene laid out
        again; a screen about to replace them all skips that."""
        scenes = self.stack.visible() if scenes is None else scenes
        self._fit_window(scenes)
        wanted = self._viewport_for(scenes)
        if wanted == self.viewport:
            return
        if relayout_stack:
            self.relayout_to(wanted)
        else:
            self.viewport = wanted
            self._replace_manager()

    def _fit_window(self, scenes) -> None:
        """The window is at least as big as the screens on show need (a table: the size at
        which its text stays 12 px or more): grown when such a screen opens in a smaller
        one, and the window manager told not to let it be dragged smaller (menus let it go
        back down)."""
        need = _window_floor(scenes)
        if need == self._floor:
            return  # a window manager that ignores the minimum is not fought every frame
        self._floor = need
        _set_minimum_window_size(need)
        w, h = self.window.get_size()
        if self.settings.fullscreen or (w >= need[0] and h >= need[1]):
            return
        self.window = pygame.display.set_mode((max(w, need[0]), max(h, need[1])),
                                              pygame.RESIZABLE)

    def _replace_manager(self) -> None:
        """A manager with fonts for the current scale; widgets and dialogs of the old one
        are gone with it."""
        self._ui = None  # the next use makes it, at the new scale
        self.dialogs.clear()

    def relayout_to(self, viewport: Viewport) -> None:
        self.viewport = viewport
        self._replace_manager()
        for scene in self.stack:
            scene.on_resize(self.window.get_size())
        top = self.stack.top
        for scene in self.stack:
            if scene is not top and hasattr(scene, "hide_ui"):
                scene.hide_ui()

    # ------------------------------------------------------------------ navigation
    def go(self, name: str, *, clear: bool = False, **kwargs):
        """Open a screen by name (game.navigation.SCREENS) over the current one, or with
        `clear` as the only one. Scenes move this way instead of importing each other."""
        from game.navigation import screen_class

        cls = screen_class(name)
        on_show = [cls, *self.stack.visible()] if cls.is_overlay and not clear else [cls]
        self.fit_viewport(on_show, relayout_stack=not clear)
        scene = cls(self, **kwargs)
        if clear:
            self.stack.clear_to(scene)
        else:
            self.stack.push(scene)
        return scene

    def back(self) -> None:
        self.stack.pop()
        self.fit_viewport()

    def main_menu(self) -> None:
        self.go("title", clear=True)

    def new_game(self, game_id: str | None = None) -> None:
        """The new-game screen over the title (Back returns to the menu, not to a table)."""
        self.main_menu()
        self.go("new_game", **({"game_id": game_id} if game_id else {}))

    def open_table(self, session) -> bool:
        """Replace every screen with the session's table (the one its game declares)."""
        from game.navigation import TableMissing, table_class
        from game.setup_defaults import remember_game_played

        try:
            cls = table_class(session.game_id)
        except TableMissing as exc:
            self.show_error("Cannot open the table", str(exc))
            return False
        self.fit_viewport([cls], relayout_stack=False)
        self.stack.clear_to(cls(self, session))
        remember_game_played(self.home, session.game_id)  # New game opens on it next
        return True

    def open_save(self, path: Path) -> bool:
        """Load a save onto its table, or explain in a dialog why not (file untouched)."""
        from game.engines.common.errors import ContentError, SaveError
        from game.saves import SaveSlots
        from game.session import GameSession

        try:
            session = GameSession.load(path, SaveSlots(self.home))
        except (SaveError, ContentError) as exc:
            self.show_error("Cannot open this save", str(exc))
            return False
        return self.open_table(session)

    # ------------------------------------------------------------------ messages
    def _dialog_rect(self) -> pygame.Rect:
        vp = self.viewport
        width, height = self.window.get_size()
        rect = pygame.Rect(0, 0, max(DIALOG_MIN[0], min(vp.px(560), width - 20)),
                           max(DIALOG_MIN[1], min(vp.px(260), height - 20)))
        rect.center = self.window.get_rect().center
        rect.topleft = (max(0, rect.left), max(0, rect.top))  # a tiny window shows its start
        return rect

    def show_error(self, title: str, text: str) -> None:
        """A modal message window; the app keeps running. Enter or Esc closes it."""
        window = pygame_gui.windows.UIMessageWindow(
            self._dialog_rect(), html_message=_escape(text), manager=self.ui,
            window_title=title)
        self.dialogs.append((window, None))
        self._settle_until = time.perf_counter() + SETTLE_S

    def confirm(self, title: str, text: str, action: str, on_confirm) -> None:
        """Ask before something that cannot be undone: `action` on the button; Enter
        confirms, Esc cancels."""
        window = pygame_gui.windows.UIConfirmationDialog(
            self._dialog_rect(), _escape(text), manager=self.ui, window_title=title,
            action_short_name=action)
        self.dialogs.append((window, on_confirm))
        self._settle_until = time.perf_counter() + SETTLE_S

    def hold_keys(self, window) -> None:
        """A window with text lines of its own (the file dialog): every key is its own
        while it is open, and Esc closes it; the screen behind gets no keys meanwhile."""
        self.dialogs.append((window, OWN_KEYS))
        self._settle_until = time.perf_counter() + SETTLE_S

    def _dialog_event(self, event: pygame.event.Event) -> bool:
        """Dialogs first: a confirmation runs its action; Enter / Esc answer the newest
        open dialog from the keyboard (the screen behind gets no keys meanwhile)."""
        self.dialogs = [(w, cb) for w, cb in self.dialogs if w.alive()]
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED:
            for window, callback in self.dialogs:
                if window is event.ui_element and callable(callback):
                    callback()
                    return True
            return False
        if event.type != pygame.KEYDOWN or not self.dialogs:
            return False
        window, callback = self.dialogs[-1]
        if callback is OWN_KEYS and event.key != pygame.K_ESCAPE:
            self.ui.process_events(event)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            window.kill()
            if callback is not None:
                callback()
            return True
        if event.key == pygame.K_ESCAPE:
            window.kill()
            return True
        return event.key != pygame.K_F11

    def show_startup_notices(self) -> None:
        """What start-up found wrong (and what it did about it), in one dialog."""
        notices = self.startup_notices
        if len(notices) == 1:
            self.show_error(*notices[0])
        elif notices:
            self.show_error("Starboard started with defaults",
                            "\n\n".join(text for _, text in notices))

    # ------------------------------------------------------------------ loop
    def process(self, events: list[pygame.event.Event], dt: float) -> None:
        self.fit_viewport()  # a scene pushed straight onto the stack (tests, tools)
        top = self.stack.top
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
                self.settings.window_size = (event.w, event.h)
                self.window = pygame.display.get_surface()
                self.relayout()
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                s = copy.copy(self.settings)
                s.fullscreen = not s.fullscreen
                self.apply_settings(s)
                continue
            if self._dialog_event(event):
                continue
            top = self.stack.top
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and top is not None:
                top.handle_event(event)  # focus moves on even out of a text line
                continue
            if self.ui.process_events(event):
                continue
            top = self.stack.top
            if top is not None:
                top.handle_event(event)
        self.ui.update(dt)
        for scene in self.stack.visible():
            scene.update(dt)

    def draw(self) -> None:
        if self.stack.top is None:
            self.window.fill(colour("table_bg"))
        self.stack.draw(self.window)  # every scene paints its whole background
        # Widgets a scene built in this frame's update (controls after a bot's move, a
        # Suggest answer) get their first images in a UI update; without one they would
        # be drawn stale, and an idle table does not draw the next frame to fix it.
        self.ui.update(0.0)
        self.ui.draw_ui(self.window)
        top = self.stack.top
        if top is not None and hasattr(top, "draw_over_ui"):
            top.draw_over_ui(self.window)  # the keyboard focus ring, over the widgets
        pygame.display.flip()
        self.frames_drawn += 1

    def step(self, events: list[pygame.event.Event] | None = None, dt: float = 1 / 60) -> bool:
        """One frame: handle events, update, draw if anything changed. True if drawn.

        Tests call this directly with synthetic events.
        """
        events = list(events or [])
        now = time.perf_counter()
        if events:
            self._last_input = now
            self._settle_until = now + SETTLE_S
        self.process(events, dt)
        if events or now < self._settle_until or self.stack.needs_redraw():
            self.draw()
            return True
        return False

    def run(self, seconds: float | None = None) -> None:
        """The main loop; `seconds` bounds it (benchmarks)."""
        end = None if seconds is None else time.perf_counter() + seconds
        while self.running and self.stack.top is not None:
            if end is not None and time.perf_counter() >= end:
                return
            idle = time.perf_counter() - self._last_input > IDLE_AFTER_S
            animating = self.stack.needs_redraw()
            dt = self.clock.tick(IDLE_FPS if idle and not animating else ACTIVE_FPS) / 1000
            self.step(pygame.event.get(), dt)

    def quit(self) -> None:
        self.running = False


def _at_least(size, floor: tuple[int, int]) -> tuple[int, int]:
    return max(int(size[0]), floor[0]), max(int(size[1]), floor[1])


def _desktop_size() -> tuple[int, int] | None:
    """The smallest desktop the window may land on; None without a real one."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return None
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    sizes = [s for s in sizes if s[0] > 0 and s[1] > 0]
    return min(sizes) if sizes else None


def _fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """A window no larger than the desktop (less its panels and the title bar): 2560x1440
    chosen on a big monitor still opens whole on a laptop."""
    desktop = _desktop_size()
    if desktop is None:
        return size
    room = (desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1])
    w, h = size
    if w <= room[0] and h <= room[1]:
        return size
    shrink = min(room[0] / w, room[1] / h)  # keep the chosen shape
    return _at_least((int(w * shrink), int(h * shrink)), MIN_WINDOW)


def _window_floor(scenes) -> tuple[int, int]:
    """The least window the screens on show need (scenes declare MIN_WINDOW), never more
    than the desktop holds."""
    needs = [MIN_WINDOW, *(getattr(s, "MIN_WINDOW", MIN_WINDOW) for s in scenes)]
    need = (max(n[0] for n in needs), max(n[1] for n in needs))
    desktop = _desktop_size()
    if desktop is not None:
        room = (desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1])
        need = (max(MIN_WINDOW[0], min(need[0], room[0])),
                max(MIN_WINDOW[1], min(need[1], room[1])))
    return need


def _window():
    get_window = getattr(pygame.display, "get_window", None)  # newer pygame-ce
    if get_window is not None:
        return get_window()
    with warnings.catch_warnings():  # deprecated in favour of display.get_window
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def _centre_window() -> None:
    """Centre the window on the desktop (after a size change, or leaving full screen)."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return
    try:
        _window().position = pygame.WINDOWPOS_CENTERED
    except (AttributeError, pygame.error, TypeError):
        pass


def _set_minimum_window_size(size: tuple[int, int]) -> None:
    """Ask the window manager not to let the window be dragged smaller than `size`."""
    try:
        _window().minimum_size = size
    except (AttributeError, pygame.error):
        pass  # no Window API: the layout floor above still keeps dialogs safe


def start_up_checks(home: Path) -> list[tuple[str, str]]:
    """Before anything reads the data folder: make sure it is usable, remove the temp files
    a crash left mid-write, and set aside a profile that cannot be read. Returns (title,
    sentence) notices for the player; never raises."""
    from game.profile import check_profile
    from game.records import remove_stale_temp_files
    from game.saves import SaveSlots
    from game.setup_defaults import check_setups

    problem = prepare_user_data_dir(home)
    if problem:
        return [("Your data folder", problem)]
    for folder in (home, SaveSlots(home).dir):
        remove_stale_temp_files(folder)
    notices = []
    profile_notice = check_profile(home)
    if profile_notice:
        notices.append(("Your records", profile_notice))
    setups_notice = check_setups(home)
    if setups_notice:
        notices.append(("Your last setups", setups_notice))
    return notices


def _escape(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("\n", "<br>"))


def run_app(fullscreen: bool = False, size: tuple[int, int] | None = None, smoke: bool = False,
            t0: float | None = None) -> int:
    if smoke and sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    if smoke:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    t0 = t0 if t0 is not None else time.perf_counter()
    app = App(size=size, fullscreen=fullscreen)
    app.go("title")
    app.show_startup_notices()
    if smoke:
        app.step([], 0.0)
        app.draw()
        ms = (time.perf_counter() - t0) * 1000
        print(f"smoke ok {ms:.0f}")
        pygame.quit()
        return 0
    app.run()
    pygame.quit()
    return 0
