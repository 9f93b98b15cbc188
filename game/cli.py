"""Command line: `starboard` (the app), `--smoke`, `--selfcheck`, `replay`, `simulate`,
`tournament`, `validate-levels`.

Imports stay inside each command so `--smoke` and the app start without loading engines
they do not need; a start from the desktop (no arguments, or only `--fullscreen` and
`--smoke`) does not even build the parser (argparse and the gettext it loads are a few
milliseconds of every start).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

T0 = time.perf_counter()
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


APP_FLAGS = frozenset({"--fullscreen", "--smoke"})
"""The flags a start of the app window may carry without the parser."""


def _parser() -> argparse.ArgumentParser:
    import argparse

    p = argparse.ArgumentParser(
        prog="starboard",
        description="Starboard: a digital table for 404: Law Not Found, Assembly and "
                    "Trouble on the Tempus. With no command, opens the app window.",
    )
    p.add_argument("--fullscreen", action="store_true", help="open the window full screen")
    p.add_argument("--size", metavar="WxH", help="window size, e.g. 1920x1080 (default 1280x720)")
    p.add_argument("--smoke", action="store_true",
                   help="draw the main menu once, print 'smoke ok <ms>' and exit")
    p.add_argument("--selfcheck", action="store_true",
                   help="headless: open every game's table, play 30 bot moves, save and "
                        "load; print 'selfcheck ok' last (non-zero exit on any failure)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    r = sub.add_parser("replay", help="replay a game record or save and print the final state")
    r.add_argument("record", type=Path)
    r.add_argument("--json", action="store_true", help="print the summary as JSON")

    s = sub.add_parser("simulate", help="play whole games with bots and report")
    s.add_argument("--game", required=True, choices=["law404", "assembly", "tempus"])
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--players", type=int)
    s.add_argument("--bots", default="random", metavar="LEVEL")
    s.add_argument("--difficulty", help="a difficulty the game offers (e.g. hard)")
    s.add_argument("--variant", action="append", default=[], metavar="VARIANT",
                   help="a variant to play with; repeat for several")
    s.add_argument("--json", action="store_true")

    t = sub.add_parser("tournament", help="bot levels against (or, co-op, with) each other, "
                                          "seats rotated; win shares and decision latency")
    t.add_argument("--game", required=True, choices=["law404", "assembly", "tempus"])
    t.add_argument("--players", type=int)
    t.add_argument("--games", type=int, default=100)
    t.add_argument("--seats", default="normal", metavar="LEVEL,LEVEL,...",
                   help="a level per seat (e.g. hard,random,random,random), or one for all")
    t.add_argument("--difficulty", help="a difficulty the game offers (e.g. hero)")
    t.add_argument("--variant", action="append", default=[], metavar="VARIANT",
                   help="a variant to play with; repeat for several")
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--budget", type=float, default=1.0, metavar="SECONDS",
                   help="thinking time a bot may take per decision (default 1.0)")
    t.add_argument("--versus", metavar="LEVEL",
                   help="paired run: every game again with LEVEL in the seats of the first "
                        "level named; reports the difference with a 95%% interval over deals")
    t.add_argument("--workers", type=int, default=1, metavar="N",
                   help="play the deals in N processes (the same results as one)")
    t.add_argument("--progress", action="store_true", help="count finished games on stderr")
    t.add_argument("--json", action="store_true")

    v = sub.add_parser("validate-levels",
                       help="load every file under levels/, deal a test game, report problems")
    v.add_argument("levels", nargs="?", type=Path, metavar="FOLDER",
                   help="the levels folder to check (default: the one the app plays)")
    return p


def _size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    from game.settings import MAX_WINDOW, MIN_WINDOW

    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"--size must look like 1280x720, not {text!r}") from None
    return (max(MIN_WINDOW[0], min(MAX_WINDOW[0], w)), max(MIN_WINDOW[1], min(MAX_WINDOW[1], h)))


def cmd_replay(args: argparse.Namespace) -> int:
    from game.engines.common.errors import ContentError, SaveError
    from game.records import replay_file

    try:
        record, game = replay_file(args.record)
    except (SaveError, ContentError) as exc:
        print(f"replay failed: {exc}", file=sys.stderr)
        return 1
    summary = {
        "game": record.game,
        "actions": len(record.actions),
        "is_over": bool(game.is_over),
        "result": game.result.to_dict() if game.result else None,
        "state": game.summary(),
    }
    if args.json:
        print(json.dumps(summary, indent=1, sort_keys=True))
    else:
        print(f"{record.game}: {len(record.actions)} actions replayed.")
        if game.result:
            print(f"Result: {game.result.text or game.result.reason}")
        else:
            print(f"Game in progress: {game.pending.prompt if game.pending else ''}")
        for key, value in game.summary().items():
            print(f"  {key}: {value}")
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    from game import registry
    from game.engines.common.errors import ContentError, RuleError

    info = registry.game_info(args.game)
    if not registry.is_available(args.game):
        out = {"game": args.game, "error": "engine missing",
               "message": f"The {info.title} rules engine is not part of this build yet."}
        print(json.dumps(out) if args.json else out["message"])
        return 2
    from game.simulate import check_run, simulate

    players = info.default_players if args.players is None else args.players
    try:
        check_run(info, args.games, args.seed, players)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2

    options: dict = {}
    if args.difficulty:
        options["difficulty"] = args.difficulty
    if args.variant:
        options["variants"] = sorted(set(args.variant))
    try:
        report = simulate(args.game, args.games, args.seed, players, args.bots, options)
    except (LookupError, ContentError, RuleError, ValueError) as exc:
        print(str(exc), file=sys.stderr)
        return 2
    data = report.to_dict()
    if args.json:
        print(json.dumps(data))
    else:
        for key, value in data.items():
            print(f"{key}: {value}")
    return 0 if report.errors == 0 else 1


def cmd_tournament(args: argparse.Namespace) -> int:
    from game.bots.tournament import format_report, setup_options, tournament
    from game.engines.common.errors import ContentError, RuleError

    def progress(done: int, total: int) -> None:
        print(f"{done}/{total}", file=sys.stderr, flush=True)

    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        report = tournament(args.game, args.players, args.games, seats, args.seed,
                            setup_options(args.difficulty, args.variant), args.budget,
                            progress if args.progress else None, args.versus, args.workers)
    except (LookupError, ContentError, RuleError, ValueError) as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(json.dumps(report) if args.json else format_report(report))
    return 0 if report["errors"] == 0 else 1


def cmd_validate_levels(args: argparse.Namespace) -> int:
    """Load each game's content and deal it a test game; print every problem, one a line.

    Exit 0 only if every game is clean. Never a traceback: whatever escapes a loader or a
    deal is itself a problem to report.
    """
    from game import registry
    from game.paths import levels_root

    root = args.levels or levels_root()
    problems = 0
    for game_id in registry.GAMES:
        if not registry.is_available(game_id):
            print(f"{game_id}: engine not in this build; levels/{game_id} not checked")
            continue
        found = _level_problems(registry.engine(game_id), root)
        if not found:
            from game.tutorial.script import problems_in

            found = problems_in(root, game_id)
        problems += len(found)
        if found:
            print(f"{game_id}: {len(found)} problem(s)")
            for line in found:
                print(f"  {line}")
        else:
            files = sorted(p.relative_to(root / game_id).as_posix()
                           for p in (root / game_id).glob("**/*.toml"))
            print(f"{game_id}: ok ({', '.join(files)})")
    return 1 if problems else 0


def _level_problems(eng, root: Path) -> list[str]:
    """The loader's problems, or, if it accepts the content, any failure to deal a game
    for the fewest and the most players (which the loader should have caught)."""
    from game.engines.common.errors import ContentError

    folder = f"levels/{eng.GAME_ID}"
    try:
        content = eng.load_content(root)
    except ContentError as exc:
        return exc.problems
    except Exception as exc:  # a loader defect: report it rather than crash the check
        return [f"{folder}: the loader failed ({type(exc).__name__}: {exc})"]
    out = []
    for players in sorted({eng.MIN_PLAYERS, eng.MAX_PLAYERS}):
        try:
            game = eng.new_game(eng.Setup.from_dict({"players": players, "seed": 1}), content)
            if not game.is_over:
                game.apply(game.legal_actions()[0])
        except Exception as exc:
            out.append(f"{folder}: a {players}-player game cannot be dealt from these files "
                       f"({type(exc).__name__}: {exc})")
    return out


def main(argv: list[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else argv
    if set(given) <= APP_FLAGS:
        from game.app import run_app

        return run_app(fullscreen="--fullscreen" in given, size=None, smoke="--smoke" in given,
                       t0=T0)
    args = _parser().parse_args(argv)
    if args.command == "replay":
        return cmd_replay(args)
    if args.command == "simulate":
        return cmd_simulate(args)
    if args.command == "tournament":
        return cmd_tournament(args)
    if args.command == "validate-levels":
        return cmd_validate_levels(args)
    if args.selfcheck:
        from game.selfcheck import run_selfcheck

        return run_selfcheck()
    from game.app import run_app

    return run_app(fullscreen=args.fullscreen, size=_size(args.size), smoke=args.smoke, t0=T0)
