"""Screenshots of the Trouble on the Tempus table for docs/screenshots/tempus/ (regenerate
any time).

    python build/screenshots_tempus.py                 # dummy video driver
    Xvfb :105 -screen 0 2560x1440x24 &                 # larger than the biggest shot: the
    DISPLAY=:105 SDL_FRAMEBUFFER_ACCELERATION=0 python build/screenshots_tempus.py --xvfb
                                                       # app keeps its window on the desktop

Each shot deals a seeded game, plays crew-bot moves (through the real table when the shot
catches a move being played back), opens the real table in the real App and saves the
window. Every shot at 1280x720 and 1920x1080; the busy late game also at 150% UI scale.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots" / "tempus"
sys.path.insert(0, str(ROOT))
if "--xvfb" not in sys.argv:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("STARBOARD_HOME", tempfile.mkdtemp(prefix="starboard-shots-"))
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.bots.base import observe  # noqa: E402
from game.bots.tempus import CrewBot  # noqa: E402
from game.engines.common.rng import Rng  # noqa: E402
from game.engines.tempus import from_dict, parse_action  # noqa: E402
from game.records import new_game  # noqa: E402
from game.scenes.tempus.scene import TempusScene  # noqa: E402
from game.session import GameSession, Seat  # noqa: E402

PEOPLE = [Seat("human", "random", "Ada"), Seat("human", "random", "Bix"),
          Seat("bot", "crew", "Cog")]


def bots(n: int) -> list[CrewBot]:
    return [CrewBot(s, Rng(s)) for s in range(n)]


def frame(app, n: int = 3, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(pygame.event.get(), dt)
    app.draw()


def session_for(game, seats=PEOPLE) -> GameSession:
    return GameSession("tempus", game, list(seats), None)


def open_table(app, session: GameSession):
    scene = TempusScene(app, session)
    app.stack.clear_to(scene)
    frame(app)
    return scene


def save(app, name: str) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    w, h = app.window.get_size()
    path = OUT / f"{name}_{w}x{h}.png"
    pygame.image.save(app.window, str(path))
    return path


def advance(session: GameSession, crew: list[CrewBot], moves: int) -> None:
    """Crew-bot moves through the session, so the table's log tells them."""
    game = session.game
    for _ in range(moves):
        if game.is_over:
            return
        session.apply(crew[game.pending.seat].choose(observe("tempus", game)))


def to_person(session: GameSession, crew: list[CrewBot]) -> None:
    """On to a person's turn (seat 0 or 1) with movement and the action left."""
    game = session.game
    while not game.is_over and not (game.pending.kind == "turn" and game.pending.seat < 2
                                    and game.view_for(0)["t"][0] > 0
                                    and not game.view_for(0)["t"][1]):
        session.apply(crew[game.pending.seat].choose(observe("tempus", game)))


def start(app):
    open_table(app, session_for(new_game("tempus", {"players": 3, "seed": 21,
                                                    "difficulty": "recruit"})))
    return save(app, "start")


def move_reach(app):
    """A standee picked up: the rooms it can reach light up with their cost."""
    session = session_for(new_game("tempus", {"players": 3, "seed": 21,
                                              "difficulty": "recruit"}))
    crew = bots(3)
    advance(session, crew, 6)
    to_person(session, crew)
    scene = open_table(app, session)
    game = session.game
    table = scene.deck.table
    zone, depth = table.find(f"crew:{game.pending.seat}")
    start = table.counter_rects(zone)[depth].center
    target = max(scene.reach.values(), key=lambda r: r.cost).space
    end = scene.room_px(target).center
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for k in range(1, 6):
        events.append(pygame.event.Event(pygame.MOUSEMOTION, buttons=(1, 0, 0), rel=(0, 0),
                                         pos=(start[0] + (end[0] - start[0]) * k // 5,
                                              start[1] + (end[1] - start[1]) * k // 5)))
    app.step(events, 1 / 60)
    frame(app)
    return save(app, "move_reach")


def play_until(app, scene, game, crew, wanted, hold: float) -> bool:
    """Play crew-bot moves through the table until a move shows an event `wanted(events)`
    picks; stop `hold` seconds after that event is shown."""
    app.settings.animation_speed = 1
    for _ in range(600):
        if game.is_over:
            return False
        action = crew[game.pending.seat].choose(observe("tempus", game))
        trial = from_dict(game.to_dict(), game.content)
        events = trial.apply(action)
        target = wanted(events)
        scene.play(action)
        if target is None:
            for _ in range(4000):
                if not scene.pacer.playing and not scene.animating:
                    break
                app.step([], 1 / 20)
            continue
        text = scene.named(target.text)
        for _ in range(4000):
            if scene.last_shown == text:
                break
            app.step([], 1 / 60)
        for _ in range(round(hold * 60)):
            app.step([], 1 / 60)
        app.draw()
        return True
    return False


def fire_cascade(app):
    game = new_game("tempus", {"players": 3, "seed": 6, "difficulty": "recruit"})
    crew = bots(3)
    scene = open_table(app, session_for(game, [Seat("bot", "crew", n)
                                               for n in ("Ada", "Bix", "Cog")]))

    def spreading(events):
        """The second Fire a second spread places: tokens are flying between rooms."""
        spreads = [i for i, e in enumerate(events) if e.kind == "spread"]
        if len(spreads) < 2:
            return None
        fires = [e for e in events[spreads[1]:] if e.kind == "place"
                 and e.data.get("token") == "fire"]
        return fires[1] if len(fires) >= 2 else None

    play_until(app, scene, game, crew, spreading, 0.12)
    shot = save(app, "fire_cascade")
    app.settings.animation_speed = 3
    return shot


def late_game(app, name: str = "late_game"):
    """The busiest board of a seeded game: most tokens on the deck, a person to move."""
    game = new_game("tempus", {"players": 3, "seed": 6, "difficulty": "recruit"})
    crew = bots(3)
    best, best_n = None, -1
    while not game.is_over:
        view = game.view_for(0)
        n = sum(sum(board.values()) for board in view["tokens"].values())
        if n > best_n and game.pending.kind == "turn" and game.pending.seat < 2:
            best, best_n = game.to_dict(), n
        game.apply(crew[game.pending.seat].choose(observe("tempus", game)))
    replay = session_for(new_game("tempus", game.setup.to_dict()))
    for text in best["history"]:
        replay.apply(parse_action(text))
    open_table(app, replay)
    return save(app, name)


def time_jump(app):
    game = new_game("tempus", {"players": 3, "seed": 7, "difficulty": "recruit"})
    crew = bots(3)
    scene = open_table(app, session_for(game, [Seat("bot", "crew", n)
                                               for n in ("Ada", "Bix", "Cog")]))
    play_until(app, scene, game, crew,
               lambda events: next((e for e in events if e.kind == "time_jump"), None), 0.9)
    shot = save(app, "time_jump")
    app.settings.animation_speed = 3
    return shot


def end_screen(app):
    session = session_for(new_game("tempus", {"players": 3, "seed": 7, "difficulty": "recruit"}))
    crew = bots(3)
    advance(session, crew, 10_000)
    open_table(app, session)
    frame(app)
    return save(app, "end_screen")


def late_game_150pct(app):
    return late_game(app, "late_game_150pct")


def trade(app, name: str = "trade"):
    """A trade of three items put together: two marked on the acting crew member's sheet,
    one on the partner's (a scenario: the items are dealt onto the sheets)."""
    game = new_game("tempus", {"players": 3, "seed": 21, "difficulty": "recruit"})
    game.apply(parse_action("first 0"))
    state = game.to_dict()
    for uid, seat in (("fire_extinguisher_3", 0), ("tool_kit_2", 0), ("med_kit_2", 1),
                      ("space_suit_2", 1)):
        state["items"][uid] = f"c:{seat}"
    session = session_for(from_dict(state, game.content))
    scene = open_table(app, session)
    scene.press(next(b for b in scene.sheet_buttons if b.label == "Trade items"))
    for counter in ("crew:1", "fire_extinguisher_3", "tool_kit_2", "med_kit_2"):
        zone, depth = scene.deck.table.find(counter)  # the partner, then the items
        pos = scene.deck.table.counter_rects(zone)[depth].center
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)
        frame(app)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                 buttons=(0, 0, 0))], 1 / 60)
    frame(app)
    return save(app, name)


def trade_150pct(app):
    return trade(app, "trade_150pct")


SHOTS = [start, move_reach, fire_cascade, late_game, time_jump, end_screen, trade]
#: (window size, UI scale %, shots)
RUNS = [((1280, 720), 100, SHOTS), ((1920, 1080), 100, SHOTS),
        ((1920, 1080), 150, [late_game_150pct, trade_150pct])]


def app_at(size: tuple[int, int], ui_scale: int) -> App:
    app = App(size=size)
    if ui_scale != app.settings.ui_scale:
        app.settings.ui_scale = ui_scale
        app.apply_settings(app.settings)
    app.settings.animation_speed = 3
    app.settings.sound = False
    return app


def main() -> None:
    only = {a for a in sys.argv[1:] if not a.startswith("--")}
    for size, ui_scale, shots in RUNS:
        wanted = [shot for shot in shots if not only or shot.__name__ in only]
        if wanted:
            app = app_at(size, ui_scale)
            for shot in wanted:
                print(shot(app).relative_to(ROOT))
    pygame.quit()


if __name__ == "__main__":
    main()
