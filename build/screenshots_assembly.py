"""Screenshots of the Assembly table for docs/screenshots/assembly/ (regenerate any time).

    python build/screenshots_assembly.py            # dummy video driver, both sizes
    DISPLAY=:99 python build/screenshots_assembly.py --xvfb

Each shot sets a game up in code (seeded deals, a few partner-bot moves, or an exact
position), opens the real scene in the real App, and saves the window surface.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots" / "assembly"
sys.path.insert(0, str(ROOT))
if "--xvfb" not in sys.argv:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("STARBOARD_HOME", tempfile.mkdtemp(prefix="starboard-shots-"))
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.bots.assembly import greedy  # noqa: E402
from game.engines import assembly as A  # noqa: E402
from game.records import new_game  # noqa: E402
from game.scenes.assembly.scene import AssemblyScene  # noqa: E402
from game.session import GameSession, Seat  # noqa: E402

IDS = ["bridge", "engineering", "medical", "navigation", "reactor", "cargo", "galley",
       "quarters", "hydroponics", "comms", "airlock", "life_support"]


def advance(game, moves: int, stop_kind: str = "command") -> None:
    """Play `moves` partner-heuristic decisions, then on to the next `stop_kind` decision."""
    n = 0
    while not game.is_over and (n < moves or game.pending.kind != stop_kind):
        game.apply(greedy(game))
        n += 1


def scene_for(app, setup: dict, seats: list[Seat], moves: int = 0, position: str = ""):
    game = new_game("assembly", setup)
    if position:
        A.set_position(game, position)
    advance(game, moves)
    session = GameSession("assembly", game, seats, None)
    scene = AssemblyScene(app, session)
    app.stack.clear_to(scene)
    frame(app)
    return scene, game


def frame(app, n: int = 3) -> None:
    for _ in range(n):
        app.step(pygame.event.get(), 1 / 60)
    app.draw()


def reveal(app, scene) -> None:
    if scene.gate.active:
        scene.gate.confirm()
        frame(app)


def save(app, name: str) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    w, h = app.window.get_size()
    path = OUT / f"{name}_{w}x{h}.png"
    pygame.image.save(app.window, str(path))
    return path


def solo_mid_game(app):
    scene_for(app, {"players": 1, "seed": 11, "malfunctions": "A"},
              [Seat("human", "random", "Ada")], moves=9)
    return save(app, "solo_mid_game")


def rotate_preview(app):
    scene, _ = scene_for(app, {"players": 1, "seed": 11, "malfunctions": "A"},
                         [Seat("human", "random", "Ada")], moves=9)
    scene.preview_rotation(True, 1, 1)
    if scene.rot is None:
        scene.preview_rotation(False, 1, 1)
    frame(app)
    return save(app, "rotate_preview")


def verification_question(app):
    seats = [Seat("human", "random", "Ada"), Seat("human", "random", "Bo")]
    scene, game = scene_for(app, {"players": 2, "seed": 5}, seats, moves=6)
    reveal(app, scene)
    asks = [a for a in game.legal_actions() if isinstance(a, A.Ask)]
    if asks:
        scene.play(next((a for a in asks if a.command == "swap"), asks[0]))
    frame(app)
    return save(app, "verification_2p")


def pass_screen(app):
    seats = [Seat("human", "random", "Ada"), Seat("human", "random", "Bo")]
    scene_for(app, {"players": 2, "seed": 5}, seats, moves=6)
    return save(app, "pass_device_2p")


def override_discard(app):
    """Bo cannot verify Ada's Swap: Bo picks the discard after the device is passed."""
    loose = {1: "reactor", 2: "engineering", 5: "bridge"}
    bays = [f"{bp}/{loose[n]}" if n in loose else f"{bp}*" for n, bp in enumerate(IDS, 1)]
    hands = "swap,cw_rotate,deploy_lock;deploy_lock,deploy_lock,either_rotate"
    pos = f"{' '.join(bays)} / {hands} / deploy_lock,swap,deploy_lock,swap / "
    seats = [Seat("human", "random", "Ada"), Seat("human", "random", "Bo")]
    scene, game = scene_for(app, {"players": 2, "seed": 3}, seats, position=pos)
    reveal(app, scene)
    scene.play(A.Ask(1, "deploy"))
    scene.drop_module(1, 2)
    reveal(app, scene)
    frame(app)
    return save(app, "override_discard_2p")


def double_ring(app):
    seats = [Seat("human", "random", n) for n in ("Ada", "Bo", "Cy")]
    scene, _ = scene_for(app, {"players": 3, "seed": 4}, seats, moves=14)
    reveal(app, scene)
    return save(app, "double_ring")


def override(app):
    scene, _ = scene_for(app, {"players": 1, "seed": 8, "variants": ["override"]},
                         [Seat("human", "random", "Ada")], moves=6)
    return save(app, "override")


def resequence(app):
    scene_for(app, {"players": 1, "seed": 8, "variants": ["resequence"]},
              [Seat("human", "random", "Ada")], moves=5)
    return save(app, "resequence")


def hints(app):
    """Late game, three modules loose: the solver's arrows for swap and rotate."""
    loose = {1: "reactor", 2: "engineering", 5: "bridge", 7: "navigation"}
    bays = [f"{bp}/{loose[n]}" if n in loose else f"{bp}*" if n not in (4,) else bp
            for n, bp in enumerate(IDS, 1)]
    pos = (f"{' '.join(bays)} / swap,cw_rotate,deploy_lock / "
           "deploy_lock,either_rotate,deploy_lock,swap,deploy_lock / galley")
    scene, _ = scene_for(app, {"players": 1, "seed": 11}, [Seat("human", "random", "Ada")],
                         position=pos)
    scene.toggle_hints()
    while scene.hint_worker.busy:
        time.sleep(0.05)
        frame(app, 1)
    frame(app)
    return save(app, "hints")


def end_screen(app):
    loose = {1: "bridge", 2: "engineering"}
    bays = [f"{bp}/{loose[n]}" if n in loose else f"{bp}*" for n, bp in enumerate(IDS, 1)]
    pos = f"{' '.join(bays)} / deploy_lock,swap,wild / deploy_lock,swap,cw_rotate,swap / "
    scene, game = scene_for(app, {"players": 1, "seed": 2}, [Seat("human", "random", "Ada")],
                            position=pos)
    scene.selected_bays = [1, 2]
    scene.on_lock()
    frame(app)
    return save(app, "end_screen")


def play_until_event(app, scene, game, kind: str, limit: int = 200) -> bool:
    """Play partner-heuristic moves through the scene until one shows event `kind`; then
    stop its animation part-way so the shot catches it."""
    for _ in range(limit):
        if game.is_over:
            return False
        action = greedy(game)
        trial = game.clone(fast=False)
        if any(e.kind == kind for e in trial.apply(action)):
            app.settings.animation_speed = 1
            scene.play(action)
            while scene.anims.queue and not any(
                    type(a).__name__.lower().startswith(kind) for a in scene.anims.queue[:1]):
                scene.anims.queue.pop(0)
            for _ in range(30):
                app.step([], 1 / 60)
            app.draw()
            app.settings.animation_speed = 3
            return True
        scene.play(action)
    return False


def scramble(app):
    scene, game = scene_for(app, {"players": 1, "seed": 21}, [Seat("human", "random", "Ada")])
    play_until_event(app, scene, game, "scramble")
    return save(app, "scramble")


def glitch(app):
    scene, game = scene_for(app, {"players": 1, "seed": 21, "variants": ["glitches_hard"]},
                            [Seat("human", "random", "Ada")])
    play_until_event(app, scene, game, "glitch")
    return save(app, "glitch")


SHOTS = [solo_mid_game, rotate_preview, verification_question, pass_screen, override_discard,
         double_ring,
         override, resequence, hints, scramble, glitch, end_screen]


def main() -> None:
    only = [a for a in sys.argv[1:] if not a.startswith("--")]
    for size in ((1280, 720), (1920, 1080)):
        app = App(size=size)
        app.settings.animation_speed = 3
        app.settings.sound = False
        for shot in SHOTS:
            if only and shot.__name__ not in only:
                continue
            print(shot(app).relative_to(ROOT))
    pygame.quit()


if __name__ == "__main__":
    main()
