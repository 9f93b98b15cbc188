"""The generic table: every game without a drawn table of its own is playable here.

The engine's pending decision is shown as a sentence, the legal actions as a list, events
in the shared log (click an entry to see the table as it was then), the state as text.
Everything else (bots, hotseat gate, undo, keys, pause) is the shared TableScene's.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui import fonts
from game.ui.richtext import wrap
from game.ui.table import furniture
from game.ui.table_scene import TableScene
from game.ui.theme import colour


class BoardScene(TableScene):
    LOG_RECT = (10.0, 120.0, 400.0, 590.0)

    def __init__(self, app, session):
        super().__init__(app, session)
        self.actions: list = []
        self.action_labels: dict[str, object] = {}

    def log_rect(self) -> tuple[float, float, float, float]:
        _, lh = self.app.viewport.logical_size
        return (10, 120, 400, lh - 130)

    def view_rect(self) -> pygame.Rect:
        lw, lh = self.vp.logical_size
        return self.vp.rect(420, 120, lw - 830, lh - 130)

    # ------------------------------------------------------------------ state and controls
    def sync(self) -> None:
        self.actions = self.game.legal_actions() if self.privacy.my_turn() else []
        self.action_labels = action_labels(self.actions)

    def build_controls(self) -> None:
        vp = self.vp
        lw, lh = vp.logical_size
        self.action_list = self.add(pygame_gui.elements.UISelectionList(
            vp.rect(lw - 400, 120, 390, lh - 200), list(self.action_labels),
            manager=self.app.ui))
        self.play_btn = self.button(vp.rect(lw - 400, lh - 72, 390, 56), "Play selected",
                                    self.on_play, "Or double-click an action.")
        if not self.actions:
            self.action_list.hide()
            self.play_btn.hide()

    # ------------------------------------------------------------------ input
    def board_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
                and getattr(self, "action_list", None) is event.ui_element):
            self.on_play()
            return True
        return False

    def on_play(self) -> None:
        text = self.action_list.get_single_selection()
        if text is None:
            self.toasts.show("Choose an action in the list first.", kind="info")
            self.invalidate()
            return
        action = self.action_labels.get(text)
        if action is not None:
            self.play(action)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(colour("table_bg"))
        furniture.draw_title(surface, self.vp, self.session.game_id, self.session.title, 26)
        self.draw_prompt(surface)
        self.draw_view(surface)
        self.draw_front(surface)

    def draw_prompt(self, surface: pygame.Surface) -> None:
        vp = self.vp
        for i, line in enumerate(wrap(self.prompt_text(), fonts.font(vp.px(20)),
                                      surface.get_width() - vp.px(290))[:2]):
            surface.blit(fonts.render(line, vp.px(20), colour("text")),
                         (vp.px(12), vp.px(52) + i * vp.px(28)))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect, heading: str,
                   border: str = "panel_border") -> pygame.Rect:
        vp = self.vp
        pygame.draw.rect(surface, colour("panel_bg"), rect, border_radius=vp.px(8))
        pygame.draw.rect(surface, colour(border), rect, 1, border_radius=vp.px(8))
        surface.blit(fonts.render(heading, vp.px(16), colour("text_dim"), True),
                     (rect.x + vp.px(10), rect.y + vp.px(6)))
        return rect.inflate(-vp.px(20), -vp.px(40)).move(0, vp.px(12))

    def draw_view(self, surface: pygame.Surface) -> None:
        vp = self.vp
        if self.looking_back is not None:
            inner = self.draw_panel(surface, self.view_rect(),
                                    "Earlier: click here or press Esc to return", "accent")
            summary = {"after": self.looking_back.text, **self.looking_back.snapshot}
        else:
            inner = self.draw_panel(surface, self.view_rect(), "Table")
            summary = self.game.summary()
            seat = self.privacy.viewing_seat()
            if seat is not None:
                mine = {f"your_{k}": v for k, v in self.game.view_for(seat)["private"].items()
                        if v not in (None, [], {})}
                if mine:
                    summary = {**summary, f"{self.names[seat]} only": "", **mine}
        size = vp.px(15)
        step = int(size * 1.45)
        y = inner.y
        for text, indent in summary_lines(summary):
            x = inner.x + vp.px(16) * indent
            for line in wrap(text, fonts.font(size), inner.right - x):
                if y + step > inner.bottom:
                    return
                surface.blit(fonts.render(line, size, colour("text")), (x, y))
                y += step


def _plain(value) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k.replace('_', ' ')} {_plain(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value) if value else "none"
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def summary_lines(summary: dict) -> list[tuple[str, int]]:
    """An engine's summary as readable lines: lists of records get one line each."""
    lines: list[tuple[str, int]] = []
    for key, value in summary.items():
        label = key.replace("_", " ").capitalize()
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            lines.append((f"{label}:", 0))
            lines.extend((_plain(v), 1) for v in value)
        elif isinstance(value, dict) and value and all(isinstance(v, dict) for v in value.values()):
            lines.append((f"{label}:", 0))
            lines.extend((f"{k}: {_plain(v)}", 1) for k, v in value.items())
        else:
            lines.append((f"{label}: {_plain(value)}", 0))
    return lines


def action_labels(actions: list) -> dict[str, object]:
    """Readable, unique list labels for actions ("move shield controls")."""
    labels: dict[str, object] = {}
    for action in actions:
        label = action.to_text().replace("_", " ")
        if label in labels:
            label = f"{label} ({action.to_text()})"
        labels[label] = action
    return labels
