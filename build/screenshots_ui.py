"""Screenshots of the menus and the Assembly table at UI scale 150% and 200%, for
docs/screenshots/ui/ (regenerate any time), and a colour-blindness check of them.

    DISPLAY=:99 python build/screenshots_ui.py --xvfb      # under Xvfb
    python build/screenshots_ui.py                         # dummy video driver

Each shot opens the real screen in the real App at 1920x1080 and saves the window. With
--colour-blind, each shot is also saved (half size, in the temp folder: they are for
looking at, not for the repository) as a protanope, a deuteranope and a tritanope would
see it (Machado et al. 2009, full severity, applied in linear RGB).
"""

from __future__ import annotations

import importlib
import sys
import tempfile
import time
from pathlib import Path

# The Assembly screenshot script sets up the same headless (or --xvfb) environment and the
# private user folder; importing it first does that before pygame loads.
ROOT = importlib.import_module("screenshots_assembly").ROOT

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.bots.assembly import greedy  # noqa: E402
from game.records import new_game  # noqa: E402
from game.session import GameSession, Seat  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "ui"
CB_DIR = Path(tempfile.gettempdir()) / "starboard-colour-blind"
SIZE = (1920, 1080)
SCALES = (150, 200)
#: Machado, Oliveira and Fernandes (2009), severity 1.0, for linear RGB.
SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def frame(app, n: int = 4) -> None:
    if pygame.mouse.get_focused():
        pygame.mouse.set_pos((1, 1))  # no hover highlight where the pointer happens to be
    for _ in range(n):
        app.step(pygame.event.get(), 1 / 60)
    app.draw()


def make_app(scale: int) -> App:
    app = App(size=SIZE)
    app.settings.ui_scale = scale
    app.settings.sound = False
    app.settings.animation_speed = 3
    return app


def title(app) -> None:
    app.go("title", clear=True)


def settings(app) -> None:
    app.settings.animation_speed, app.settings.sound = 1.0, True  # the defaults, as shown
    app.go("title", clear=True)
    app.go("settings")


def new_game_screen(app) -> None:
    app.go("title", clear=True)
    scene = app.go("new_game", game_id="assembly")
    scene.players = 3  # shows Double Ring as required, and why
    scene._reset_seats()
    scene._rebuild()


def assembly_table(app) -> None:
    """Two people mid-game, hints on: the ring, the log and the hints side by side."""
    game = new_game("assembly", {"players": 2, "seed": 5, "malfunctions": "A"})
    moves = 0
    while not game.is_over and (moves < 8 or game.pending.kind != "command"):
        game.apply(greedy(game))
        moves += 1
    seats = [Seat("human", "partner", "Ada"), Seat("human", "partner", "Bo")]
    session = GameSession("assembly", game, seats, None)
    app.open_table(session)
    table = app.stack.top
    if table.gate.active:
        table.gate.confirm()
    for line in ("Ada plays Swap: bays 3 and 7 swap modules.",
                 "Bo answers: yes, I can verify a Lock."):
        table.log.add(line)
    table.toggle_hints()
    deadline = time.perf_counter() + 20
    while (table.hint_worker.busy or not table.hints) and time.perf_counter() < deadline:
        time.sleep(0.05)
        frame(app, 1)


def large_text_table(app) -> None:
    """Settings > Large text at a 404 table: the log, a message and the prompt's help read
    from across the table; the board's printed labels keep their size."""
    from dataclasses import replace

    app.apply_settings(replace(app.settings, large_text=True))
    game = new_game("law404", {"players": 3, "seed": 5})
    seats = [Seat("human", "random", "Ada"), Seat("bot", "easy", "Bix"),
             Seat("bot", "easy", "Cog")]
    app.open_table(GameSession("law404", game, seats, None))
    table = app.stack.top
    for line in ("Round 1 begins: the Meteor Shower event is revealed.",
                 "Bix keeps a directive, face down.", "Cog keeps a directive, face down."):
        table.log.add(line)
    table.toasts.show("Keep one directive first: click a card, then Keep this directive.",
                      "info")


SHOTS = {"title": title, "settings": settings, "new_game": new_game_screen,
         "assembly_table": assembly_table, "large_text_table": large_text_table}


def simulate(surface: pygame.Surface, matrix) -> pygame.Surface:
    """The surface as seen with a colour-vision deficiency (per pixel; slow but simple)."""
    def lin(c: float) -> float:
        c /= 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    def srgb(c: float) -> int:
        c = max(0.0, min(1.0, c))
        c = 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
        return round(c * 255)

    small = pygame.transform.smoothscale(surface, (surface.get_width() // 2,
                                                   surface.get_height() // 2))
    table = [lin(v) for v in range(256)]
    cache: dict[int, tuple[int, int, int]] = {}
    out = pygame.Surface(small.get_size())
    pixels = pygame.PixelArray(small)
    result = pygame.PixelArray(out)
    for x in range(small.get_width()):
        for y in range(small.get_height()):
            raw = pixels[x, y]
            seen = cache.get(raw)
            if seen is None:
                r, g, b, _ = small.unmap_rgb(raw)
                rgb = (table[r], table[g], table[b])
                seen = tuple(srgb(sum(m * c for m, c in zip(row, rgb, strict=True)))
                             for row in matrix)
                cache[raw] = seen
            result[x, y] = seen
    del pixels, result
    return out


def main() -> None:
    only = [a for a in sys.argv[1:] if not a.startswith("--")]
    OUT.mkdir(parents=True, exist_ok=True)
    for scale in SCALES:
        for name, shot in SHOTS.items():
            if only and name not in only:
                continue
            app = make_app(scale)
            shot(app)
            frame(app)
            path = OUT / f"{name}_{scale}.png"
            pygame.image.save(app.window, str(path))
            print(path.relative_to(ROOT))
            if "--colour-blind" in sys.argv:
                for kind, matrix in SIMULATIONS.items():
                    sim = CB_DIR / f"{name}_{scale}_{kind}.png"
                    sim.parent.mkdir(exist_ok=True)
                    pygame.image.save(simulate(app.window, matrix), str(sim))
                    print(sim)
    pygame.quit()


if __name__ == "__main__":
    main()
