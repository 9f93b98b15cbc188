"""`starboard --selfcheck`: prove, headless, that this build (source or packaged) opens every
game's own table and plays on it: 30 bot moves through the session, drawn, then a save and
a load onto a fresh table; then its first Learn to play chapter (from the build's levels/)
with the coach, its first steps played. One line per game names the table class, one per
game with chapters names the first; `selfcheck ok` last.

CI runs it on the packaged app, where a module that PyInstaller failed to collect shows up
as a failure here instead of a quietly different app.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

MOVES = 30


def run_selfcheck() -> int:
    if sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    old_home = os.environ.get("STARBOARD_HOME")
    with tempfile.TemporaryDirectory(prefix="starboard-selfcheck-") as home:
        # Never touch the player's own saves or settings.
        os.environ["STARBOARD_HOME"] = home
        try:
            return _check_all(Path(home))
        finally:
            if old_home is None:
                os.environ.pop("STARBOARD_HOME", None)
            else:
                os.environ["STARBOARD_HOME"] = old_home


def _check_all(home: Path) -> int:
    from game import registry
    from game.app import App

    app = App(size=(1280, 720))
    failures = 0
    for game_id in registry.GAMES:
        try:
            line = _check_game(app, home, game_id)
        except Exception as exc:  # report every game, then fail as a whole
            failures += 1
            line = f"{game_id}: FAILED: {type(exc).__name__}: {exc}"
        print(line, flush=True)
        try:
            line = _check_chapter(app, game_id)
        except Exception as exc:
            failures += 1
            line = f"{game_id} tutorial: FAILED: {type(exc).__name__}: {exc}"
        if line:
            print(line, flush=True)
    if failures:
        print(f"selfcheck failed ({failures} game(s))")
        return 1
    print("selfcheck ok")
    return 0


CHAPTER_STEPS = 3


def _check_chapter(app, game_id: str) -> str | None:
    """The game's first Learn to play chapter (read from the build's levels/<game>/tutorial)
    opened on its table with its coach, its first steps played as the coach asks, drawn."""
    from game.paths import levels_root
    from game.tutorial.lesson import start
    from game.tutorial.script import load_chapters

    chapters = load_chapters(levels_root(), game_id)
    if not chapters:
        return None
    session = start(chapters[0])
    if not app.open_table(session):
        raise RuntimeError("the chapter's table did not open")
    table = app.stack.top
    lesson = session.lesson
    if table.coach is None:
        raise RuntimeError("the chapter's table has no coach")
    for _ in range(CHAPTER_STEPS):
        while session.is_bot_turn():
            table.pacer.show_move(session.bot_move(), None)
        table.refresh()
        table.draw(app.window)
        table.coach.draw_box(app.window)
        if lesson.waits_for_next():
            table.coach.next()
        elif lesson.asked():
            table.play(lesson.asked()[0])
        else:
            raise RuntimeError(f"step {lesson.step.id} asks for nothing that is legal")
    return (f"{game_id} tutorial: {chapters[0].title} ok ({len(chapters)} chapter(s), "
            f"first {CHAPTER_STEPS} steps played to step {lesson.index + 1})")


def _check_game(app, home: Path, game_id: str) -> str:
    from game import navigation, registry
    from game.saves import SaveSlots
    from game.session import GameSession, Seat

    info = registry.game_info(game_id)
    table_cls = navigation.table_class(game_id)
    slots = SaveSlots(home)
    players = info.default_players
    seats = [Seat("bot", "random", f"Bot {i + 1}") for i in range(players)]
    moves, games = 0, 0
    while moves < MOVES:  # a short game (a quick Assembly loss) is followed by another
        games += 1
        session = GameSession.new(game_id, {"players": players, "seed": 6 + games}, seats,
                                  slots)
        if not app.open_table(session):
            raise RuntimeError("the table did not open")
        table = app.stack.top
        if type(table) is not table_cls:
            raise RuntimeError(f"opened {type(table).__name__}, expected {table_cls.__name__}")
        while moves < MOVES and not session.game.is_over:
            events = table.bots.mover.step()
            if events is None:
                continue  # a thinking bot; random bots never think
            table.pacer.show_move(events, None)
            table.draw(app.window)
            moves += 1
    path = session.save_as_new()
    loaded = GameSession.load(path, slots)
    if loaded.game.to_dict() != session.game.to_dict():
        raise RuntimeError("the loaded game differs from the saved one")
    if not app.open_table(loaded):
        raise RuntimeError("the loaded game did not open on its table")
    app.stack.top.draw(app.window)
    return (f"{game_id}: {type(app.stack.top).__name__} ok ({moves} bot moves in {games} "
            "game(s), saved and loaded)")
