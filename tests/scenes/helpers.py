"""Synthetic input for scene tests: events carry `pos` (the mouse never moves)."""

from __future__ import annotations

import pygame


def pump(app, events=(), frames: int = 2) -> None:
    """Run frames, feeding back the events pygame-gui posted (button presses)."""
    app.step(list(events))
    for _ in range(frames):
        app.step(pygame.event.get())


def down(pos, button: int = 1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button: int = 1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def click_at(app, pos) -> None:
    pump(app, [motion(pos), down(pos), up(pos)])


def drag(app, start, end, steps: int = 5) -> None:
    events = [down(start)]
    for i in range(1, steps + 1):
        t = i / steps
        events.append(motion((round(start[0] + (end[0] - start[0]) * t),
                              round(start[1] + (end[1] - start[1]) * t))))
    events.append(up(end))
    pump(app, events)


def buttons(scene) -> dict[str, object]:
    return {getattr(e, "text", ""): e for e in scene._elements}


def press(app, scene, text: str) -> None:
    """Click the pygame-gui button labelled `text` (fails if it is absent or disabled)."""
    found = buttons(scene)
    assert text in found, f"no button {text!r}; have {sorted(found)}"
    element = found[text]
    assert element.is_enabled, f"button {text!r} is disabled"
    click_at(app, element.rect.center)




def assert_rules_open_at(app, heading: str) -> None:
    """The Rules screen is on top, scrolled to `heading` (as far as the text allows)."""
    rules = app.stack.top
    assert type(rules).__name__ == "RulesScene", type(rules).__name__
    index = next(i for i, line in enumerate(rules.lines) if line.text == heading)
    assert rules.scroll == min(rules.offsets[index],
                               rules.content_height - rules.text_rect().height)
