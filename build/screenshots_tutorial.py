"""Screenshots of every Learn to play chapter's first step and a middle one, at 1280x720
and at 1920x1080 at 150%, for docs/screenshots/tutorial/ (regenerate any time).

    DISPLAY=:99 python build/screenshots_tutorial.py --xvfb      # under Xvfb
    python build/screenshots_tutorial.py                         # dummy video driver

Each chapter is opened as a player opens it (title screen, Learn to play, the chapter's
button) and walked to its middle step doing what each step asks: Next on a step that is
read, otherwise the first move the coach lights.
"""

from __future__ import annotations

import importlib
import time
from dataclasses import replace

# The Assembly screenshot script sets up the same headless (or --xvfb) environment and the
# private user folder; importing it first does that before pygame loads.
ROOT = importlib.import_module("screenshots_assembly").ROOT
frames = importlib.import_module("screenshots_ui").frame  # a few frames, then one drawn

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.paths import levels_root  # noqa: E402
from game.profile import load_profile, save_profile  # noqa: E402
from game.registry import GAMES  # noqa: E402
from game.tutorial.script import load_chapters  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "tutorial"
SIZES = (((1280, 720), 100, "1280"), ((1920, 1080), 150, "1920_150"))


def settle(app, limit: int = 900) -> None:
    """Frames until the bots and the coach's pace are done and the person may act."""
    for _ in range(limit):
        table = app.stack.top
        coach = getattr(table, "coach", None)
        busy = (table.session.is_bot_turn() and not table.game.is_over) \
            or table.pacer.playing or (coach is not None and coach.hold > 0)
        if not busy:
            break
        app.step(pygame.event.get(), 1 / 30)
        if table.bots.mover.thinking:
            time.sleep(0.005)  # a bot deciding off the UI thread: frames alone outrun it
    frames(app)


def press(app, scene, label: str) -> None:
    button = next(e for e in scene._elements if getattr(e, "text", "") == label)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.rect.center))
    frames(app)


def open_chapter(app, title: str, game_id: str = "law404"):
    app.main_menu()
    frames(app)
    press(app, app.stack.top, "Learn to play")
    learn = app.stack.top
    if learn.game_id != game_id:  # the game's tab
        learn.show(game_id)
        frames(app)
    label = next(e.text for e in learn._elements if title in getattr(e, "text", ""))
    press(app, learn, label)
    settle(app)
    return app.stack.top


def from_its_deal(app, chapter) -> None:
    """Forget where an earlier size left the chapter: each size's first shot is its first
    step, not the resumed middle."""
    profile = load_profile(app.home)
    if profile.tutorial["resume"].pop(chapter.key, None) is not None:
        save_profile(app.home, profile)


def do_step(app, table) -> None:
    lesson = table.coach.lesson
    if lesson.waits_for_next():
        table.coach.next()
    else:
        table.play(lesson.asked()[0])
    settle(app)


def shoot(app, name: str, folder=OUT) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(folder / f"{name}.png"))
    print(f"  {name}.png")


def main() -> None:
    for game_id in GAMES:
        for chapter in load_chapters(levels_root(), game_id):
            for size, scale, tag in SIZES:
                app = App(size=size)
                app.settings.sound = False
                app.settings.animation_speed = 3
                app.apply_settings(replace(app.settings, ui_scale=scale))
                from_its_deal(app, chapter)
                table = open_chapter(app, chapter.title, game_id)
                base = f"{game_id}_{chapter.id}"
                shoot(app, f"{base}_first_{tag}")
                middle = len(chapter.steps) // 2
                while table.coach.lesson.index < middle:
                    do_step(app, table)
                shoot(app, f"{base}_middle_{tag}")


if __name__ == "__main__":
    main()
