"""Chapter files: `levels/<game>/tutorial/*.toml`, one chapter each, read into `Chapter`s.

A chapter is a seeded game and the steps that teach it:

    [chapter]
    id = "draft"                       # stable: the profile's tick and resume key
    title = "The draft and directives"
    order = 1                          # place in the chapter list
    minutes = 3                        # what the list promises (3-6)
    section = "Directive draft"        # the Rules-screen section it teaches

    [setup]                            # the engine's Setup (players, seed, variants, ...)
    players = 3
    seed = 12

    [opening]                          # optional: moves played before the first step
    moves = ["keep hide_feeding", ...] # action texts (a later chapter skips the draft)

    [[seat]]                           # one per player: the person first, bots after
    name = "You"
    kind = "human"                     # or "bot" (with level = "easy" | "normal" | ...)

    [opening]                          # optional: moves already made when the chapter opens
    moves = ["first 0", "move hyperdrive"]   # action texts as records keep them, in order

    [[step]]
    id = "keep_first"
    text = "Keep the [easiest](Directive draft) one."   # [words](Section) links the Rules
    ask = ["keep *"]                   # action-text patterns the step asks for (* ? [..])
    narrow = "easiest_directive"       # optional: a named filter of the asked actions
    light = "asked"                    # "asked": their targets; or a named spot; "none"
    done = { when = "directives_kept", at_least = 1 }   # or done = "next" (a Next button)
    others = "allow"                   # a legal move not asked for: "allow" or "refuse"
    others_text = "That works too: ..." # the word said when it is allowed or refused

Conditions, filters and spots are names from the game's vocabulary
(game/tutorial/vocabulary.py): Python that reads engine state, never code in the file.
Every problem names the file, the entry and the field, like every other level file.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from game.engines.common import content as levels
from game.engines.common.content import Problems, did_you_mean, quoted
from game.tutorial.vocabulary import vocabulary

FOLDER = "tutorial"
NEXT = "next"
"""`done = "next"`: the step is read, then the player presses Next (or Enter)."""
ASKED = "asked"
NONE = "none"
POLICIES = ("allow", "refuse")
MINUTES = (1, 10)
#: `[words](Section)` or `[Section]`: a rule's name linked to its Rules-screen section.
LINK = re.compile(r"\[([^\[\]]+)\](?:\(([^()]+)\))?")
MAX_TEXT = 320
"""A step says one or two sentences: longer text is a read-through, the known failure."""
SEAT_KINDS = ("human", "bot")


@dataclass(frozen=True)
class Done:
    when: str
    """A condition's name, or NEXT."""
    args: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Step:
    id: str
    text: str
    ask: tuple[str, ...] = ()
    narrow: str | None = None
    light: str = ASKED
    done: Done = Done(NEXT)
    others: str = "refuse"
    others_text: str = ""


@dataclass(frozen=True)
class SeatPlan:
    name: str
    kind: str = "human"
    level: str = "easy"


@dataclass(frozen=True)
class Chapter:
    game_id: str
    id: str
    title: str
    order: int
    minutes: int
    section: str
    setup: dict
    seats: tuple[SeatPlan, ...]
    steps: tuple[Step, ...]
    path: str = ""
    opening: tuple[str, ...] = ()
    """Action texts played from the deal before the first step: the position it teaches."""

    @property
    def key(self) -> str:
        """The profile's name for it: "law404/draft"."""
        return f"{self.game_id}/{self.id}"


def plain(text: str) -> str:
    """A step's text as read, links shown as their words.

    >>> plain("Keep the [easiest](Directive draft) one; see [Winning].")
    'Keep the easiest one; see Winning.'
    """
    return LINK.sub(lambda m: m.group(1), text)


def links(text: str) -> list[tuple[str, str]]:
    """(words, section) of every link in a step's text."""
    return [(m.group(1), m.group(2) or m.group(1)) for m in LINK.finditer(text)]


@cache
def rules_sections(game_id: str) -> frozenset[str]:
    """The headings of the game's Rules screen (assets/rules/<game>.md)."""
    from game.paths import assets_root

    try:
        text = (assets_root() / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    except OSError:
        return frozenset()
    return frozenset(line.lstrip("#").strip() for line in text.splitlines()
                     if line.startswith("#"))


def verbs(game_id: str) -> frozenset[str]:
    """The first words of the game's action texts (a pattern must start with one)."""
    from game import registry
    from game.engines.common.actions import TextAction

    engine = registry.engine(game_id)
    module = importlib.import_module(f"{engine.__name__}.actions") \
        if hasattr(engine, "__path__") else engine
    return frozenset(v for obj in vars(module).values()
                     if isinstance(obj, type) and issubclass(obj, TextAction)
                     for v in obj.VERBS)


def load_chapters(levels_root: Path, game_id: str) -> list[Chapter]:
    """The game's chapters in order; ContentError listing every problem of every file."""
    problems = Problems(levels_root)
    chapters = read_chapters(levels_root, game_id, problems)
    problems.raise_if_any()
    return chapters


def read_chapters(levels_root: Path, game_id: str, problems: Problems) -> list[Chapter]:
    folder = Path(levels_root) / game_id / FOLDER
    if not folder.is_dir():
        return []
    chapters = []
    for path in sorted(folder.glob("*.toml")):
        chapter = _chapter(path, game_id, problems)
        if chapter is not None:
            chapters.append(chapter)
    seen: dict[str, str] = {}
    for chapter in chapters:
        if chapter.id in seen:
            problems.add(f"{chapter.path}: [chapter]",
                         f'field "id": "{chapter.id}" is also the id in {seen[chapter.id]}')
        seen.setdefault(chapter.id, chapter.path)
    return sorted(chapters, key=lambda c: (c.order, c.id))


def _chapter(path: Path, game_id: str, problems: Problems) -> Chapter | None:
    start = len(problems.items)
    data = levels.read_toml(path, problems)
    if data is None:
        return None
    name = problems.file(path)
    problems.unknown_fields(name, data, ("chapter", "setup", "seat", "step", "opening"))
    head = data.get("chapter")
    where = f"{name}: [chapter]"
    if not isinstance(head, dict):
        problems.add(name, "no [chapter] table")
        head = {}
    problems.unknown_fields(where, head, ("id", "title", "order", "minutes", "section"))
    ident = problems.id_field(where, head, "id")
    title = problems.text_field(where, head, "title")
    order = problems.int_field(where, head, "order", lo=1, hi=99)
    minutes = problems.int_field(where, head, "minutes", lo=MINUTES[0], hi=MINUTES[1])
    section = problems.text_field(where, head, "section")
    if section is not None:
        _check_section(problems, where, "section", game_id, section)
    setup = _setup(path, data, game_id, problems)
    seats = _seats(path, data, game_id, problems)
    if isinstance(setup, dict) and seats and setup.get("players") != len(seats):
        problems.add(f"{name}: [setup]", f'field "players": {setup.get("players")} players '
                     f"but {len(seats)} [[seat]] entries")
    steps = _steps(path, data, game_id, problems)
    opening = _opening(path, data, problems)
    if len(problems.items) > start:
        return None
    return Chapter(game_id, ident, title, order, minutes, section, setup, tuple(seats),
                   tuple(steps), name, opening)


def _opening(path: Path, data: dict, problems: Problems) -> tuple[str, ...]:
    """The [opening] table's moves (whether they replay is checked in problems_in)."""
    table = data.get("opening", {})
    where = f"{problems.file(path)}: [opening]"
    if not isinstance(table, dict):
        problems.add(problems.file(path), "[opening] is a table: moves = [...]")
        return ()
    problems.unknown_fields(where, table, ("moves",))
    moves = problems.field(where, table, "moves", list, default=[]) or []
    if not all(isinstance(m, str) and m.strip() for m in moves):
        problems.add(where, 'field "moves": expected action texts ("keep hide_feeding")')
        return ()
    return tuple(moves)


def replay_problem(game, moves: tuple[str, ...], game_id: str) -> str | None:
    """Plays `moves` on `game`; None, or the first one that does not replay and why."""
    from game import registry
    from game.engines.common.errors import RuleError

    parse = registry.engine(game_id).parse_action
    for i, text in enumerate(moves):
        try:
            game.apply(parse(text))
        except (RuleError, ValueError, TypeError) as exc:
            return f'field "moves": move {i + 1} {quoted(text)}: {exc}'
    return None


def _check_section(problems: Problems, where: str, name: str, game_id: str,
                   section: str) -> None:
    known = rules_sections(game_id)
    if section not in known:
        problems.add(where, f'field "{name}": no Rules section {quoted(section)}'
                     f"{did_you_mean(section, known)}")


def _setup(path: Path, data: dict, game_id: str, problems: Problems) -> dict | None:
    from game import registry

    where = f"{problems.file(path)}: [setup]"
    setup = data.get("setup")
    if not isinstance(setup, dict):
        problems.add(problems.file(path), "no [setup] table")
        return None
    engine = registry.engine(game_id)
    try:
        engine.Setup.from_dict(setup)
    except (KeyError, TypeError, ValueError) as exc:
        problems.add(where, f"the game cannot be set up from it ({type(exc).__name__}: {exc})")
        return None
    return dict(setup)


def _seats(path: Path, data: dict, game_id: str, problems: Problems) -> list[SeatPlan]:
    from game import registry

    out = []
    bot_levels = list(registry.bot_levels(game_id))
    for i, entry in enumerate(levels.entries(data, "seat", path, problems)):
        where = problems.where(path, "seat", entry, i)
        problems.unknown_fields(where, entry, SeatPlan)
        name = problems.text_field(where, entry, "name")
        kind = problems.choice_field(where, entry, "kind", SEAT_KINDS)
        level = problems.choice_field(where, entry, "level", bot_levels, default="easy")
        if name is not None and kind is not None and level is not None:
            out.append(SeatPlan(name, kind, level))
    if out and out[0].kind != "human":
        problems.add(problems.where(path, "seat", None, 0),
                     'field "kind": the first seat is the person learning ("human")')
    if sum(s.kind == "human" for s in out) > 1:
        problems.add(problems.file(path), "[[seat]]: only one seat may be the person "
                     "learning; the others are bots")
    return out


def _steps(path: Path, data: dict, game_id: str, problems: Problems) -> list[Step]:
    words = vocabulary(game_id)
    game_verbs = verbs(game_id)
    items = levels.entries(data, "step", path, problems)
    levels.check_unique_ids(items, "step", path, problems)
    out = []
    for i, entry in enumerate(items):
        where = problems.where(path, "step", entry, i)
        problems.unknown_fields(where, entry, Step)
        ident = problems.id_field(where, entry, "id")
        text = problems.text_field(where, entry, "text")
        if text is not None:
            if len(plain(text)) > MAX_TEXT:
                problems.add(where, f'field "text": {len(plain(text))} characters; a step '
                             f"says one or two sentences (at most {MAX_TEXT})")
            for _words, section in links(text):
                _check_section(problems, where, "text", game_id, section)
        ask = _patterns(problems, where, entry, game_verbs)
        narrow = problems.choice_field(where, entry, "narrow", list(words.filters),
                                       default=None)
        light = problems.choice_field(where, entry, "light",
                                      [ASKED, NONE, *words.spots], default=ASKED)
        done = _done(problems, where, entry, words)
        others = problems.choice_field(where, entry, "others", POLICIES, default="refuse")
        others_text = problems.str_field(where, entry, "others_text", default="")
        if others == "allow" and not (others_text or "").strip():
            problems.add(where, 'field "others_text": an allowed move gets a word '
                         '("That works too: ...")')
        if done is not None and done.when != NEXT and not ask:
            problems.add(where, 'field "ask": a step done by a move names the moves it asks for')
        if light == ASKED and not ask:
            problems.add(where, 'field "light": "asked" lights the asked moves, and there '
                         "are none; name a spot or \"none\"")
        if None not in (ident, text, done, others, light):
            out.append(Step(ident, text, ask, narrow, light, done, others, others_text or ""))
    return out


def _patterns(problems: Problems, where: str, entry: dict,
              game_verbs: frozenset[str]) -> tuple[str, ...]:
    ask = problems.field(where, entry, "ask", list, default=[])
    out = []
    for pattern in ask or ():
        if not isinstance(pattern, str) or not pattern.strip():
            problems.add(where, f'field "ask": expected action-text patterns, got {quoted(pattern)}')
            continue
        verb = pattern.split()[0]
        if verb not in game_verbs and not any(v.startswith(verb.rstrip("*")) for v in game_verbs
                                              if verb.endswith("*")):
            problems.add(where, f'field "ask": {quoted(pattern)} starts with no action of '
                         f"this game{did_you_mean(verb, game_verbs)}")
            continue
        out.append(pattern)
    return tuple(out)


def _done(problems: Problems, where: str, entry: dict, words: Any) -> Done | None:
    done = problems.field(where, entry, "done", (str, dict))
    if done is None:
        return None
    if isinstance(done, str):
        if done != NEXT:
            problems.add(where, f'field "done": {quoted(done)}: expected "{NEXT}" or '
                         '{ when = "<condition>", ... }')
            return None
        return Done(NEXT)
    when = done.get("when")
    condition = words.conditions.get(when) if isinstance(when, str) else None
    if condition is None:
        problems.add(where, f'field "done": unknown condition {quoted(when)}'
                     f"{did_you_mean(when, words.conditions)}; expected one of "
                     f"{', '.join(sorted(words.conditions))}")
        return None
    args = {k: v for k, v in done.items() if k != "when"}
    for key, value in args.items():
        kind = condition.args.get(key)
        if kind is None:
            problems.add(where, f'field "done": {quoted(when)} takes no {quoted(key)}'
                         f"{did_you_mean(key, condition.args)}")
            return None
        if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
            problems.add(where, f'field "done": {quoted(key)} expected {kind.__name__}, '
                         f"got {quoted(value)}")
            return None
    missing = [k for k in condition.args if k not in args and k not in condition.optional]
    if missing:
        problems.add(where, f'field "done": {quoted(when)} needs {", ".join(missing)}')
        return None
    return Done(when, args)


def problems_in(levels_root: Path, game_id: str) -> list[str]:
    """Every problem of the game's chapter files (`main.py validate-levels`), including a
    chapter whose game cannot be dealt or whose first step is already done at the deal."""
    problems = Problems(levels_root)
    chapters = read_chapters(levels_root, game_id, problems)
    from game.tutorial.lesson import start

    for chapter in chapters:
        if chapter.opening:
            from game.records import new_game

            reason = replay_problem(new_game(game_id, dict(chapter.setup)), chapter.opening,
                                    game_id)
            if reason is not None:
                problems.add(f"{chapter.path}: [opening]", reason)
                continue
        try:
            lesson = start(chapter).lesson
        except Exception as exc:  # report it, as validate-levels does for a deal
            problems.add(f"{chapter.path}: [setup]", f"the chapter's game cannot be dealt "
                         f"({type(exc).__name__}: {exc})")
            continue
        if lesson.index > 0:
            problems.add(f"{chapter.path}: [[step]] id=\"{chapter.steps[0].id}\"",
                         'field "done": already true when the chapter starts')
    return problems.items
