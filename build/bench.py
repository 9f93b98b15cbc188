"""`make bench`: our costs as ratios against bare pygame-ce + pygame-gui, measured in one run.

Machines here are noisy, so every figure is a ratio of two medians taken back to back.
Prints a table and writes build/bench/results.json.
"""

from __future__ import annotations

import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "bench"
PY = sys.executable
# The dummy video driver unless a display is asked for: `--display` (the X server in
# DISPLAY, e.g. Xvfb) or SDL_VIDEODRIVER set in the environment.
DISPLAY_ASKED = "--display" in sys.argv
VIDEO = os.environ.get("SDL_VIDEODRIVER") or ("x11" if DISPLAY_ASKED else "dummy")
if VIDEO == "x11" and not os.environ.get("DISPLAY"):
    raise SystemExit("bench --display: no DISPLAY to draw on (start Xvfb :99 and set DISPLAY)")
# On an X server with no GPU (Xvfb) SDL would otherwise blit the window through a software
# OpenGL (Mesa's llvmpipe): over 100 MiB of libraries in every measured process and a
# slower flip, a cost of the test machine, not of the app on a player's desktop.
ACCELERATION = os.environ.get("SDL_FRAMEBUFFER_ACCELERATION", "0" if VIDEO == "x11" else "")
HEADLESS = dict(os.environ, SDL_VIDEODRIVER=VIDEO, SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1")
if ACCELERATION:
    HEADLESS["SDL_FRAMEBUFFER_ACCELERATION"] = ACCELERATION
sys.path.insert(0, str(ROOT))
os.environ.update({k: v for k, v in HEADLESS.items() if k.startswith("SDL_")})

results: dict[str, dict] = {}


def report(name: str, ours: float, base: float, unit: str, target: float | None) -> None:
    ratio = ours / base if base else float("inf")
    ok = "" if target is None else ("ok" if ratio <= target else "OVER TARGET")
    results[name] = {"ours": round(ours, 3), "baseline": round(base, 3), "unit": unit,
                     "ratio": round(ratio, 2), "target": target}
    tgt = f"<= {target}x" if target else ""
    print(f"{name:34s} {ours:10.2f} {unit:4s} vs {base:10.2f} {unit:4s}  {ratio:5.2f}x  {tgt:8s} {ok}")


def smoke_once(cmd: list[str]) -> float:
    env = dict(HEADLESS, STARBOARD_HOME=str(OUT / "home"))
    t0 = time.perf_counter()
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    wall = (time.perf_counter() - t0) * 1000
    if out.returncode != 0 or "smoke ok" not in out.stdout:
        raise SystemExit(f"{cmd} failed: {out.stderr[-500:]}")
    return wall


def smoke_ms(cmd: list[str], runs: int = 7) -> float:
    return statistics.median(smoke_once(cmd) for _ in range(runs))


def paired_smoke_ms(a: list[str], b: list[str], runs: int = 9) -> tuple[float, float]:
    """Median start-up of `a` and of `b`, run alternately so both see the same load, after
    one untimed run of each (a freshly unpacked program is read from disk the first time)."""
    smoke_once(a)
    smoke_once(b)
    times_a, times_b = [], []
    for _ in range(runs):
        times_a.append(smoke_once(a))
        times_b.append(smoke_once(b))
    return statistics.median(times_a), statistics.median(times_b)


def bench_startup() -> None:
    # The anchor's libraries were compiled to bytecode when pip installed them; ours would be
    # compiled from source on every run where PYTHONDONTWRITEBYTECODE is set (as on these
    # machines), which no player's second start pays: compile ours once, as a first run would.
    compileall.compile_dir(ROOT / "game", quiet=1)
    ours, base = paired_smoke_ms([PY, "main.py", "--smoke"], [PY, "build/bench_src/hello.py"])
    report("start-up to first menu frame", ours, base, "ms", 1.4)


def frame_times(draw, n: int = 120) -> float:
    import pygame

    samples = []
    for _ in range(n):
        t0 = time.perf_counter()
        draw()
        pygame.display.flip()
        samples.append((time.perf_counter() - t0) * 1000)
    return statistics.median(samples)


def bench_frames() -> None:
    import pygame

    from game.app import App
    from game.scenes.title import TitleScene

    os.environ["STARBOARD_HOME"] = str(OUT / "home")
    app = App(size=(1920, 1080))
    window = app.window
    bg = pygame.Surface(window.get_size()).convert()
    bg.fill((20, 30, 50))
    bare = frame_times(lambda: window.blit(bg, (0, 0)))
    app.stack.push(TitleScene(app))
    app.step([], 0.016)

    def menu_frame():
        app.stack.top.invalidate()
        app.ui.update(0.016)
        app.stack.draw(window)
        app.ui.draw_ui(window)

    report("menu full frame 1920x1080", frame_times(menu_frame), bare, "ms", 3.0)
    from tests.support import demo_board as demo

    # Same bare loop, measured again next to the drag so both see the same machine load.
    m = demo.measure_drag_ratio((1920, 1080), frames=300)
    report("70-counter drag frame 1920x1080", m["drag_ms"], m["bare_ms"], "ms", 3.0)


def idle_cpu(cmd: list[str]) -> float:
    out = subprocess.run(cmd, cwd=ROOT, env=dict(HEADLESS, STARBOARD_HOME=str(OUT / "home")),
                         capture_output=True, text=True)
    for line in out.stdout.splitlines():
        if line.startswith("cpu "):
            return float(line.split()[1])
    raise SystemExit(f"idle run failed: {out.stderr[-500:]}")


IDLE_SCRIPT = """
import sys, time
from game.app import App
from game.scenes.title import TitleScene
app = App(size=(1280, 720)); app.stack.push(TitleScene(app))
app.run(2.0)  # warm-up: the window's opening events and the settle period after them
seconds = float(sys.argv[1])
c0 = time.process_time()
app.run(seconds)
print(f"cpu {100 * (time.process_time() - c0) / seconds:.2f}")
"""


def bench_idle(seconds: float = 6.0) -> None:
    ours = idle_cpu([PY, "-c", IDLE_SCRIPT, str(seconds)])
    base = idle_cpu([PY, "build/bench_src/hello.py", "--loop", str(seconds)])
    print(f"{'menu idle CPU':34s} {ours:10.2f} %    (target <= 1% of a core; a bare 60 fps "
          f"redraw loop: {base:.2f} %)")
    results["menu idle CPU"] = {"ours": ours, "baseline_60fps_loop": base, "unit": "% core",
                                "target": 1.0, "ok": ours <= 1.0}


def law404_table(app, players: int = 4, seed: int = 12):
    """A 404 table at Ada's pick-up/put-down decision with every item counter on the board
    (the supply emptied onto the floors), three machines damaged, some doors open."""
    from game.engines.common.rng import Rng
    from game.engines.law404 import actions as A
    from game.records import new_game
    from game.scenes.law404.scene import Law404Scene
    from game.session import GameSession, Seat

    game = new_game("law404", {"players": players, "seed": seed})
    rng = Rng(7)
    while not (game.st["turn"] >= 3 and game.pending.seat == 0 and game.pending.kind == "pickput"
               and any(isinstance(a, A.PickUp) for a in game.legal_actions())):
        game.apply(rng.choice(game.legal_actions()))
    st = game.st
    floors = [game.content.rooms[r].floor for r in game.content.rooms]
    for i, item in enumerate(list(st["supply"])):
        st["supply"].remove(item)
        st["stacks"][floors[i % len(floors)]].append(item)
        if item[:-1] in ("soldier", "scientist", "engineer", "monkey"):
            st["alive"][item] = i % 2 == 0
    st["damaged"] = sorted({"cloning.tank", "disposal.burner", "port_engine.engine"})
    for door in ("d1", "d3", "d6"):
        st["doors"][door] = True
    game._legal = None  # the position was edited: list the actions again
    seats = [Seat("human", "random", "Ada")] + [Seat("bot", "random", n)
                                                for n in ("Bo", "Cy", "Dee")[:players - 1]]
    scene = Law404Scene(app, GameSession("law404", game, seats, None))
    app.stack.clear_to(scene)
    app.step([], 0.016)
    return scene


def paired_ms(ours, bare, n: int = 300) -> tuple[float, float]:
    """Median ms of `ours` and `bare` frames (each with a flip), taken alternately so both
    see the same load on this shared machine."""
    import pygame

    a, b = [], []
    for _ in range(n):
        for fn, out in ((ours, a), (bare, b)):
            t0 = time.perf_counter()
            fn()
            pygame.display.flip()
            out.append((time.perf_counter() - t0) * 1000)
    return statistics.median(a), statistics.median(b)


LAW404_IDLE = """
import sys, time
from build.bench import law404_table
from game.app import App
app = App(size=(1280, 720))
app.settings.sound = False
law404_table(app)
app.run(2.0)
seconds = float(sys.argv[1])
c0 = time.process_time()
app.run(seconds)
print(f"cpu {100 * (time.process_time() - c0) / seconds:.2f}")
"""


def bench_law404(seconds: float = 6.0) -> None:
    """The 404 board with every counter in play: a full frame and a drag frame against a
    bare full-window blit-and-flip at 1920x1080, and idle CPU on the board."""
    import pygame

    from game.app import App
    from game.ui import fonts

    os.environ["STARBOARD_HOME"] = str(OUT / "home")
    app = App(size=(1920, 1080))
    app.settings.sound = False
    window = app.window
    bg = pygame.Surface(window.get_size()).convert()
    bg.fill((20, 30, 50))
    scene = law404_table(app)
    counters = sum(len(z.stack) for z in scene.ship.table.zones.values())

    def bare():
        window.blit(bg, (0, 0))

    def full_frame():
        scene.invalidate()
        app.ui.update(0.016)
        app.stack.draw(window)
        app.ui.draw_ui(window)

    report(f"404 board full frame ({counters} counters)", *paired_ms(full_frame, bare), "ms",
           3.0)

    def rebuilt_frame():
        scene.frame.forget()  # what the first frame after a change costs
        full_frame()

    report("404 board frame after a change", *paired_ms(rebuilt_frame, bare, 60), "ms", None)
    table = scene.ship.table
    zone = next(table.zones[a.zone] for a in scene.game.legal_actions()
                if type(a).__name__ == "PickUp")
    start = table.counter_rects(zone)[0].center
    end = scene.ship.mini_px(0).center
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    path = [(start[0] + (end[0] - start[0]) * k // 40, start[1] + (end[1] - start[1]) * k // 40)
            for k in range(41)] + [(end[0] + 200, end[1] + 150)]
    i = [0]

    def drag_frame():
        i[0] += 1
        pos = path[i[0] % len(path)] if i[0] > 1 else (start[0] + 30, start[1])
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                              buttons=(1, 0, 0)))
        app.ui.update(0.016)
        scene.update(0.016)
        app.stack.draw(window)
        app.ui.draw_ui(window)

    drag, bare2 = paired_ms(drag_frame, bare)
    assert scene.drag.dragging, "the drag did not start"
    report("404 board drag frame 1920x1080", drag, bare2, "ms", 3.0)
    pygame.quit()
    fonts.clear_caches()  # the next section starts pygame again: cached fonts are dead
    cpu = idle_cpu([PY, "-c", LAW404_IDLE, str(seconds)])
    print(f"{'404 board idle CPU':34s} {cpu:10.2f} %    (target <= 1% of a core)")
    results["404 board idle CPU"] = {"ours": cpu, "unit": "% core", "target": 1.0,
                                     "ok": cpu <= 1.0}


TEMPUS_TABLE = """
from game.bots.base import observe
from game.bots.tempus import CrewBot
from game.engines.common.rng import Rng
from game.engines.tempus import parse_action
from game.records import new_game
from game.scenes.tempus.scene import TempusScene
from game.session import GameSession, Seat


def tempus_table(app):
    # The busiest board of a seeded 3-crew game (the screenshots' late game), opened on
    # the Tempus table with a person to move.
    game = new_game("tempus", {"players": 3, "seed": 6, "difficulty": "recruit"})
    crew = [CrewBot(s, Rng(s)) for s in range(3)]
    best, most = [], -1
    while not game.is_over:
        tokens = sum(sum(b.values()) for b in game.view_for(0)["tokens"].values())
        if tokens > most and game.pending.kind == "turn" and game.pending.seat < 2:
            best, most = list(game.history), tokens
        game.apply(crew[game.pending.seat].choose(observe("tempus", game)))
    seats = [Seat("human", "random", n) for n in ("Ada", "Bix", "Cog")]
    session = GameSession("tempus", new_game("tempus", game.setup.to_dict()), seats, None)
    for text in best:
        session.apply(parse_action(text))
    scene = TempusScene(app, session)
    app.stack.push(scene)
    app.step([], 0.016)
    return scene
"""

TEMPUS_IDLE = TEMPUS_TABLE + IDLE_SCRIPT.replace("app.stack.push(TitleScene(app))",
                                                  "tempus_table(app)")


def bench_tempus(seconds: float = 6.0) -> None:
    """The Tempus deck at 1920x1080: a full frame, the repaint of every cached layer after
    a move and a standee drag frame, each against a bare blit-and-flip measured beside it;
    then the table's idle CPU with a person to move."""
    import pygame

    from game.app import App

    os.environ["STARBOARD_HOME"] = str(OUT / "home")
    namespace: dict = {}
    exec(TEMPUS_TABLE, namespace)  # one definition of the position for both processes
    app = App(size=(1920, 1080))
    window = app.window
    bg = pygame.Surface(window.get_size()).convert()
    bg.fill((20, 30, 50))
    scene = namespace["tempus_table"](app)

    def draw():
        app.ui.update(0.016)
        app.stack.draw(window)
        app.ui.draw_ui(window)

    def full_frame():  # as the menu's: the scene redraws everything it shows
        scene.invalidate()
        draw()

    def repaint():  # after a move: every cached layer painted again from the state
        scene.repaint()
        draw()

    bare = frame_times(lambda: window.blit(bg, (0, 0)))
    report("tempus deck full frame 1920x1080", frame_times(full_frame), bare, "ms", 3.0)
    report("tempus repaint after a move", frame_times(repaint), bare, "ms", None)
    table = scene.deck.table
    zone, depth = table.find(f"crew:{scene.game.pending.seat}")
    start = table.counter_rects(zone)[depth].center
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    path = [(start[0] + 30 + 400 * abs((k % 40) - 20) // 20, start[1] - 100) for k in range(40)]
    step = iter(range(10**9))

    def drag_frame():
        pos = path[next(step) % len(path)]
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                              buttons=(1, 0, 0)))
        draw()

    drag_frame()
    assert scene.drag.dragging, "the bench's standee drag did not start"
    bare = frame_times(lambda: window.blit(bg, (0, 0)))
    report("tempus standee drag frame 1920x1080", frame_times(drag_frame), bare, "ms", 3.0)
    ours = idle_cpu([PY, "-c", TEMPUS_IDLE, str(seconds)])
    print(f"{'tempus table idle CPU':34s} {ours:10.2f} %    (target <= 1% of a core)")
    results["tempus table idle CPU"] = {"ours": ours, "unit": "% core", "target": 1.0,
                                        "ok": ours <= 1.0}


def folder_size(path: Path) -> float:
    # A link inside the folder (PyInstaller links some libraries) is not a second copy.
    return sum(p.stat().st_size for p in path.rglob("*")
               if p.is_file() and not p.is_symlink()) / 2**20


def bench_package() -> None:
    ours_dir = ROOT / "build" / "dist" / "starboard"
    if not (ours_dir / "starboard").exists():
        print("packaged app: run `make dist` first")
        return
    hello_dir = OUT / "dist" / "hello"
    spec = ROOT / "build" / "starboard.spec"
    if not (hello_dir / "hello").exists() or \
            (hello_dir / "hello").stat().st_mtime < spec.stat().st_mtime:
        # The anchor is built by our own spec (same exclusions, same dropped fonts, same
        # strip), so the ratio is what our code and content add, not a packaging choice.
        env = dict(os.environ, STARBOARD_SPEC_ANCHOR=str(ROOT / "build" / "bench_src" /
                                                         "hello.py"))
        subprocess.run([PY, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                        "--distpath", str(OUT / "dist"), "--workpath", str(OUT / "work"),
                        str(spec)], check=True, cwd=ROOT, env=env)
    report("packaged folder size", folder_size(ours_dir), folder_size(hello_dir), "MiB", 1.5)
    ours, base = paired_smoke_ms([str(ours_dir / "starboard"), "--smoke"],
                                 [str(hello_dir / "hello")])
    report("packaged start-up", ours, base, "ms", 1.4)


def package_program(deb: Path) -> tuple[list[str], str]:
    """The .deb's program as a player starts it: /usr/bin/starboard when this very .deb is
    installed, else the program unpacked from it (the same files, in a folder of ours)."""
    fields = subprocess.run(["dpkg-deb", "-f", str(deb), "Version"], capture_output=True,
                            text=True).stdout.strip()
    installed = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "starboard"],
                               capture_output=True, text=True)
    if installed.returncode == 0 and installed.stdout == fields and Path("/usr/bin/starboard"
                                                                        ).exists():
        return ["/usr/bin/starboard", "--smoke"], "installed"
    unpacked = OUT / "deb-root"
    shutil.rmtree(unpacked, ignore_errors=True)
    subprocess.run(["dpkg-deb", "-x", str(deb), str(unpacked)], check=True)
    return [str(unpacked / "opt" / "starboard" / "starboard"), "--smoke"], "unpacked"


def bench_linux_package() -> None:
    """The .deb and .tar.gz of `make package` beside the one-folder build they are made of
    (each row's baseline): download size, installed size and start-up, the two programs
    started alternately."""
    folder = ROOT / "build" / "dist" / "starboard"
    debs = sorted((ROOT / "build" / "package").glob("starboard_*.deb"))
    tars = sorted((ROOT / "build" / "package").glob("starboard-*-linux-*.tar.gz"))
    if not (folder / "starboard").exists() or not debs or not tars:
        print("linux package: run `make package` first")
        return
    size = folder_size(folder)
    report(".deb download (vs folder)", debs[-1].stat().st_size / 2**20, size, "MiB", None)
    report(".tar.gz download (vs folder)", tars[-1].stat().st_size / 2**20, size, "MiB", None)
    kib = subprocess.run(["dpkg-deb", "-f", str(debs[-1]), "Installed-Size"],
                         capture_output=True, text=True).stdout.strip()
    if kib.isdigit():
        report(".deb installed (vs folder)", int(kib) / 1024, size, "MiB", 1.05)
    program, how = package_program(debs[-1])
    ours, base = paired_smoke_ms(program, [str(folder / "starboard"), "--smoke"])
    # The same program from another folder: anything over noise means the package broke
    # something (the link, a library found elsewhere).
    report(f".deb start-up, {how} (vs folder)", ours, base, "ms", 1.2)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(OUT / "home", ignore_errors=True)
    print(f"video driver: {VIDEO}" + (f" (DISPLAY {os.environ['DISPLAY']}, "
                                       f"SDL_FRAMEBUFFER_ACCELERATION={ACCELERATION!r})"
                                       if VIDEO == "x11" else ""))
    print(f"{'measure':34s} {'ours':>15s}    {'baseline':>15s}  ratio")
    bench_startup()
    bench_frames()
    bench_idle()
    bench_law404()
    bench_tempus()
    import bench_tables

    bench_tables.main(report, results)
    bench_package()
    bench_linux_package()
    extra = ROOT / "build" / "bench_games.py"
    if extra.exists():
        subprocess.run([PY, str(extra)], cwd=ROOT, env=HEADLESS)
    results["video driver"] = {"ours": VIDEO}
    (OUT / "results.json").write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
