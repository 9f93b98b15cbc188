"""A chapter being played: which step it is at, what a move means to that step, and how to
start or resume its game. No drawing here (game/tutorial/coach.py draws).

Steps say what must be true, not which click to make: a step is done when its condition
holds in the engine's state, whatever legal move made it so. A legal move the step did not
ask for is allowed with the step's word or refused with it (its `others` policy); an
illegal move is left to the engine, which refuses it with its own sentence.
"""

from __future__ import annotations

from fnmatch import fnmatchcase
from typing import Any

from game.engines.common.errors import RuleError
from game.tutorial.script import NEXT, Chapter, Step
from game.tutorial.vocabulary import vocabulary


def matches(action: Any, patterns: tuple[str, ...]) -> bool:
    """Does the action's text match one of the patterns (fnmatch, case-sensitive)?

    >>> from game.engines.law404.actions import KeepDirective
    >>> matches(KeepDirective("hide_war"), ("keep *",)), matches(KeepDirective("x"), ("pickup *",))
    (True, False)
    """
    text = action.to_text()
    return any(fnmatchcase(text, p) for p in patterns)


class Lesson:
    """`chapter` played on `session`, the person at seat `seat` (the first)."""

    def __init__(self, chapter: Chapter, session: Any, step: int = 0):
        self.chapter = chapter
        self.session = session
        self.seat = 0
        self.words = vocabulary(chapter.game_id)
        self.index = max(0, min(step, len(chapter.steps)))
        self.note: str | None = None
        """The word for an allowed off-script move, said once the move is made."""
        self.bot_moves: list[tuple[int, Any]] = []
        """Bots' moves since the coach last read them (it says a line on each)."""
        self.person_moved = False
        self.settle()

    # ------------------------------------------------------------------ reading
    @property
    def game(self):
        return self.session.game

    @property
    def finished(self) -> bool:
        return self.index >= len(self.chapter.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.chapter.steps[self.index]

    def holds(self, step: Step) -> bool:
        if step.done.when == NEXT:
            return False
        condition = self.words.conditions[step.done.when]
        return bool(condition.test(self.game, self.seat, **step.done.args))

    def asked(self) -> list:
        """The legal moves the step asks for (what the coach lights), in the walk's order."""
        step = self.step
        if step is None or not step.ask or self.game.is_over:
            return []
        pending = self.game.pending
        if pending is None or pending.seat != self.seat:
            return []
        found = [a for a in self.game.legal_actions() if matches(a, step.ask)]
        if step.narrow is not None:
            found = self.words.filters[step.narrow](self.game, self.seat, found)
        return found

    def waits_for_next(self) -> bool:
        step = self.step
        return step is not None and step.done.when == NEXT

    # ------------------------------------------------------------------ changing
    def settle(self) -> None:
        """Back over steps an undo made untrue, then on over steps already done."""
        steps = self.chapter.steps
        while 0 < self.index <= len(steps) and steps[self.index - 1].done.when != NEXT \
                and not self.holds(steps[self.index - 1]):
            self.index -= 1
        while not self.finished and self.holds(self.chapter.steps[self.index]):
            self.index += 1

    def next(self) -> bool:
        """The person pressed Next on a step that is read; True if it moved on."""
        if not self.waits_for_next():
            return False
        self.index += 1
        self.settle()
        return True

    def vet(self, action: Any) -> None:
        """Called by the session before every move: a person's legal move the step did not
        ask for is refused (RuleError with the step's word) or allowed (the word is kept in
        `note`); an illegal move goes on to the engine's own refusal; bots' moves are only
        noted."""
        pending = self.game.pending
        if pending is None:
            return
        if pending.seat != self.seat:
            self.bot_moves.append((pending.seat, action))
            return
        step = self.step
        if step is None or self.game.why_not(action) is not None:
            return
        self.person_moved = True
        if action in self.asked():
            return
        if step.others == "refuse":
            raise RuleError(step.others_text or "That is not this step's move: "
                            "try the lit one.")
        self.note = step.others_text

    def record(self) -> dict:
        """What resuming needs: the moves so far and the step reached."""
        return {"actions": list(self.game.history), "step": self.index}


def start(chapter: Chapter, slots=None, record: dict | None = None):
    """The chapter's game as a session with its lesson: dealt from the chapter's setup and
    its opening moves played, or the half-done one in `record` replayed (a record holds the
    opening too; one that no longer replays starts over)."""
    from game.records import new_game
    from game.session import GameSession, Seat

    seats = [Seat(s.kind, s.level, s.name) for s in chapter.seats]
    game = new_game(chapter.game_id, dict(chapter.setup))
    if chapter.opening:  # a later chapter opens where these moves leave the game
        for text in chapter.opening:
            game.apply(_parse(chapter.game_id, text))
        mark = getattr(game, "mark_checkpoint", None)
        if mark is not None:
            mark()  # undo stops where the chapter starts
    step = 0
    if record:
        replayed = new_game(chapter.game_id, dict(chapter.setup))
        try:
            for text in record.get("actions", []):
                replayed.apply(_parse(chapter.game_id, text))
        except (RuleError, ValueError, TypeError):
            replayed = None
        if replayed is not None:
            game = replayed
            step = int(record.get("step", 0)) if isinstance(record.get("step"), int) else 0
    session = GameSession(chapter.game_id, game, seats, slots)
    session.lesson = Lesson(chapter, session, step)
    return session


def _parse(game_id: str, text: str):
    from game import registry

    return registry.engine(game_id).parse_action(text)
