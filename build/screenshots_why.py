"""Screenshots of "Why?" on every table for docs/screenshots/why/ (regenerate any time): a
refusal, a log line's rule and a suggestion, at 1280x720 and at 1920x1080 at 150%.

    DISPLAY=:99 python build/screenshots_why.py --xvfb      # under Xvfb
    python build/screenshots_why.py                         # dummy video driver

Each game is dealt from a seed and played by random moves to a decision of the person's;
the refusal is the first drop the table refuses there (its sentence as the table shows it),
the log's rule is its tooltip with the pointer resting on the newest line that has one, and
the suggestion is the Suggest button's answer (Assembly's: its hints).
"""

from __future__ import annotations

import importlib
import time
from dataclasses import replace

# The Assembly screenshot script sets up the headless (or --xvfb) environment and the
# private user folder; importing it first does that before pygame loads.
ROOT = importlib.import_module("screenshots_assembly").ROOT
frames = importlib.import_module("screenshots_ui").frame
save_shot = importlib.import_module("screenshots_tutorial").shoot

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.engines.common.rng import Rng  # noqa: E402
from game.records import new_game  # noqa: E402
from game.session import GameSession, Seat  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "why"
SIZES = (((1280, 720), 100, "1280"), ((1920, 1080), 150, "1920_150"))
GAMES = {"law404": ({"players": 3, "seed": 4}, 40),
         "assembly": ({"players": 2, "seed": 3}, 14),
         "tempus": ({"players": 3, "seed": 6, "difficulty": "recruit"}, 30)}
NAMES = ("Ada", "Bix", "Cog")


def dealt(game_id: str):
    setup, moves = GAMES[game_id]
    game = new_game(game_id, setup)
    rng = Rng(2)
    n = 0
    while n < moves or game.pending.seat != 0 or game.pending.kind not in (
            "program", "command", "turn"):
        game.apply(rng.choice(game.legal_actions()))
        n += 1
    return game


def open_table(game_id: str, size, scale: int):
    app = App(size=size)
    app.settings.sound = False
    app.settings.animation_speed = 3
    app.apply_settings(replace(app.settings, ui_scale=scale))
    game = dealt(game_id)
    seats = [Seat("human", "random", NAMES[0])] + [
        Seat("bot", "normal", n) for n in NAMES[1:game.setup.players]]
    if game_id == "assembly":
        seats[1] = Seat("human", "random", NAMES[1])  # two people: the pass screen
    app.open_table(GameSession(game_id, game, seats, None))
    table = app.stack.top
    if table.gate.active:
        table.gate.confirm()
    frames(app)
    return app, table


def first_refusal(table) -> str:
    """The sentence the table gives for the first drop it refuses here."""
    drag = getattr(table, "drag", None)
    if drag is None:  # the Assembly ring
        bays = range(1, len(table.view["mod"]) + 1)
        for src in bays:
            if table.draggable(src):
                lit = table.swap_targets(src)
                for dst in bays:
                    why = table.input.reason(("module", src), dst)
                    if dst != src and dst not in lit and why:
                        return why
        return ""
    for zone in drag.table.zones.values():
        for depth in range(len(zone.stack)):
            payload = drag.pick(zone, depth)
            if payload is None:
                continue
            why = drag.can_pick(payload) if drag.can_pick else None
            if why:
                return why
            for other in drag.table.zones.values():
                if other is not zone:
                    why = drag.reason(payload, other)
                    if why:
                        return why
    return ""


def rest_on_log(app, table) -> None:
    """The pointer rests on the newest log line that has a rule: its tooltip shows."""
    for entry, row in reversed(table.log.entry_rects()):
        if entry.rule is not None:
            pos = (row.x + row.w // 3, row.centery)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            for _ in range(40):
                app.step(pygame.event.get(), 1 / 30)
            app.draw()
            return


def suggested(app, table) -> None:
    """Suggest's answer; on Assembly, whose advice is the Hint, the hints."""
    deadline = time.perf_counter() + 30
    if table.suggestions is None:
        table.toggle_hints()
        while (table.hint_worker.busy or not table.hints) and time.perf_counter() < deadline:
            time.sleep(0.05)
            app.step(pygame.event.get(), 1 / 60)
    else:
        table.suggestions.ask()
        while table.suggestions.worker.busy and time.perf_counter() < deadline:
            time.sleep(0.05)
            app.step(pygame.event.get(), 1 / 60)
    frames(app)


def shoot(app, name: str) -> None:
    save_shot(app, name, OUT)


def main() -> None:
    for game_id in GAMES:
        for size, scale, tag in SIZES:
            app, table = open_table(game_id, size, scale)
            table.refuse(first_refusal(table))
            frames(app)
            shoot(app, f"{game_id}_refusal_{tag}")
            app, table = open_table(game_id, size, scale)
            rest_on_log(app, table)
            shoot(app, f"{game_id}_log_why_{tag}")
            app, table = open_table(game_id, size, scale)
            suggested(app, table)
            shoot(app, f"{game_id}_suggestion_{tag}")


if __name__ == "__main__":
    main()
