"""Screenshots of the 404 table for docs/screenshots/law404/ (regenerate any time).

    python build/screenshots_law404.py                    # dummy video driver
    DISPLAY=:101 SDL_FRAMEBUFFER_ACCELERATION=0 python build/screenshots_law404.py --xvfb
    python build/screenshots_law404.py --xvfb draft       # only some shots
    python build/screenshots_law404.py --xvfb --quick     # only at 1280x720

Each shot deals a seeded game, plays seeded random moves up to the decision it shows,
opens the real table in the real App (one person, Ada, and bots) and saves the window.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots" / "law404"
sys.path.insert(0, str(ROOT))
if "--xvfb" not in sys.argv:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("STARBOARD_HOME", tempfile.mkdtemp(prefix="starboard-shots-"))
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.engines.common.rng import Rng  # noqa: E402
from game.engines.law404 import actions as A  # noqa: E402
from game.records import new_game  # noqa: E402
from game.scenes.law404.scene import Law404Scene  # noqa: E402
from game.session import GameSession, Seat  # noqa: E402

NAMES = ["Ada", "Bo", "Cy", "Dee", "Eve", "Fay"]


def seats(players: int) -> list[Seat]:
    return [Seat("human", "random", "Ada")] + [Seat("bot", "random", n)
                                                for n in NAMES[1:players]]


def advance(game, until, rng: Rng, limit: int = 3000) -> bool:
    """Seeded random moves (for every seat) until `until(game)` holds."""
    for _ in range(limit):
        if game.is_over or until(game):
            return not game.is_over or until(game)
        game.apply(rng.choice(game.legal_actions()))
    return False


def frame(app, n: int = 3, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(pygame.event.get(), dt)
    app.draw()


def open_scene(app, game, players: int) -> Law404Scene:
    session = GameSession("law404", game, seats(players), None)
    scene = Law404Scene(app, session)
    app.stack.clear_to(scene)
    frame(app)
    return scene


def save(app, name: str) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    w, h = app.window.get_size()
    scale = app.settings.ui_scale
    path = OUT / (f"{name}_{w}x{h}.png" if scale == 100 else f"{name}_{w}x{h}_{scale}pct.png")
    pygame.image.save(app.window, str(path))
    return path


def mine(kind: str):
    return lambda g: g.pending is not None and g.pending.seat == 0 and g.pending.kind == kind


def draft(app):
    game = new_game("law404", {"players": 3, "seed": 4})
    open_scene(app, game, 3)
    scene = app.stack.top
    if scene.draft.cards:
        scene.draft.select(scene.draft.cards[1])
        scene.refresh()
    frame(app)
    return save(app, "draft")


def programming(app):
    game = new_game("law404", {"players": 3, "seed": 4})
    advance(game, mine("program"), Rng(2))
    scene = open_scene(app, game, 3)
    hand = scene.program.free_cards()
    scene.program.place(hand[0])
    scene.program.place(hand[2])
    scene.program.flip(1)
    frame(app)
    return save(app, "programming")


def mid_game(app):
    game = new_game("law404", {"players": 4, "seed": 12})
    advance(game, lambda g: g.st["turn"] >= 4 and mine("pickput")(g), Rng(7))
    open_scene(app, game, 4)
    return save(app, "mid_game")


def drag(app):
    game = new_game("law404", {"players": 4, "seed": 12})
    advance(game, lambda g: g.st["turn"] >= 4 and mine("pickput")(g)
            and any(isinstance(a, A.PickUp) for a in g.legal_actions()), Rng(7))
    scene = open_scene(app, game, 4)
    pick = next(a for a in game.legal_actions() if isinstance(a, A.PickUp))
    zone = scene.ship.table.zones[pick.zone]
    start = scene.ship.table.counter_rects(zone)[0].center
    mini = scene.ship.mini_px(0)
    end = mini.center if mini else start
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for i in range(1, 9):
        t = i / 8 * 0.8
        pos = (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(1, 0, 0)))
    app.step(events)
    frame(app, 1)
    path = save(app, "drag")
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    return path


def resolution(app):
    game = new_game("law404", {"players": 3, "seed": 4})
    advance(game, lambda g: g.st["turn"] >= 2 and mine("program")(g)
            and len(g.st["program"][0]) == 2, Rng(3))
    scene = open_scene(app, game, 3)
    app.settings.animation_speed = 1
    card = game.st["hands"][0][0]
    scene.play(A.ProgramCard(card, "top"))
    for _ in range(200):  # through the bots' programming to the first robot steps
        if scene.pacer.playing and scene.playback.actor is not None and scene.ship.table.flights:
            break
        app.step([], 1 / 30)
    frame(app, 4, 1 / 60)
    path = save(app, "resolution")
    app.settings.animation_speed = 3
    return path


def end_screen(app):
    game = new_game("law404", {"players": 3, "seed": 5})
    advance(game, lambda g: False, Rng(9), limit=4000)
    open_scene(app, game, 3)
    return save(app, "end_screen")


def donut(app):
    game = new_game("law404", {"players": 6, "seed": 3, "variants": ["alternate_layout"]})
    advance(game, lambda g: g.st["turn"] >= 3 and mine("door")(g), Rng(5))
    open_scene(app, game, 6)
    return save(app, "space_donut_6p")


def steal(app):
    """Three choices (take nothing, or one of two items) in a column, the seat's directive
    cards beside them, every condition whole."""
    game = new_game("law404", {"players": 3, "seed": 28})
    advance(game, mine("steal"), Rng(28))
    open_scene(app, game, 3)
    return save(app, "steal")


SHOTS = [draft, programming, mid_game, drag, resolution, end_screen, donut, steal]


def main() -> None:
    only = [a for a in sys.argv[1:] if not a.startswith("--")]
    runs = [((1280, 720), 100), ((1920, 1080), 100), ((1920, 1080), 150)]
    if "--quick" in sys.argv:  # while iterating: only the smallest window the table plans for
        runs = runs[:1]
    for size, scale in runs:
        app = App(size=size)
        app.settings.animation_speed = 3
        app.settings.sound = False
        if scale != 100:
            app.settings.ui_scale = scale
            app.apply_settings(app.settings)
        for shot in SHOTS:
            if only and shot.__name__ not in only:
                continue
            print(shot(app).relative_to(ROOT))
    pygame.quit()


if __name__ == "__main__":
    main()
