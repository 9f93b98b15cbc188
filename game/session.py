"""A game being played in the app: the engine, who sits where, autosave after each decision.

The scene talks to the engine through this object so every applied action is recorded and
saved in one place. It only calls the engine's public API.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import registry
from game.bots.base import DEFAULT_LEVEL, Observation, observe
from game.engines.common.actions import Event
from game.engines.common.errors import SaveError
from game.engines.common.rng import Rng
from game.records import read_save, write_save
from game.saves import SaveSlots


@dataclass
class Seat:
    kind: str = "human"   # "human" or "bot"
    level: str = DEFAULT_LEVEL
    name: str = ""

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @classmethod
    def from_dict(cls, data: dict) -> Seat:
        return cls(str(data.get("kind", "human")), str(data.get("level", "random")),
                   str(data.get("name", "")))


SEAT_KINDS = ("human", "bot")


def _seats_from_meta(meta: dict, players: int, name: str) -> list[Seat]:
    """The seats a save recorded, checked: the meta is covered by the checksum, so a wrong
    one was written by hand or by another program, and is refused rather than guessed."""
    raw = meta.get("seats", [])
    if not isinstance(raw, list) or len(raw) > players:
        raise SaveError(f"{name} is corrupt: its seats do not match its {players} "
                        f"player{'s' if players != 1 else ''}.")
    seats = []
    for number, seat in enumerate(raw, start=1):
        if not isinstance(seat, dict) or \
                not all(isinstance(seat.get(k, ""), str) for k in ("kind", "level", "name")) \
                or seat.get("kind", "human") not in SEAT_KINDS:
            raise SaveError(f"{name} is corrupt: seat {number} is not a human or bot player.")
        seats.append(Seat.from_dict(seat))
    return seats


def table_setup(game_id: str, setup: dict, seats: list[Seat]) -> dict:
    """The setup as the app's table plays it. A lone person at Assembly draws their refill
    themselves (ruling 48 in docs/rulings/assembly.md): every play draws a card, which no
    undo may go back over, so only a refill that waits lets a play be taken back before
    the card is seen. With a partner the refill comes at once, as the rulebook plays it:
    the partner's answer to verification is already a checkpoint."""
    if game_id == "assembly" and isinstance(setup, dict) and not any(s.is_bot for s in seats) \
            and setup.get("players", registry.game_info(game_id).default_players) == 1:
        return {**setup, "refill_waits": True}
    return setup


def _autosave_sentence(exc: Exception, unsaved: int) -> str:
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    reason = reason.strip().rstrip(".") or type(exc).__name__
    moves = "the last move is" if unsaved == 1 else f"the last {unsaved} moves are"
    if unsaved < 1:
        moves = "this game is"
    return f"Autosave failed ({reason}): {moves} not saved."


class GameSession:
    """One game at the table.

    Autosave: every change (a move, an undo) writes the autosave. `autosave_error` is None
    while the last attempt succeeded (or none was made: no save folder), and a sentence for
    the player after a failed one ("Autosave failed (No space left on device): the last 3
    moves are not saved."), renewed at every failed attempt and cleared by the next one
    that succeeds. `unsaved_changes` counts the changes since the last good autosave.
    """

    def __init__(self, game_id: str, game: Any, seats: list[Seat], slots: SaveSlots | None):
        self.game_id = game_id
        self.game = game
        self.seats = seats
        self.slots = slots
        self.info = registry.game_info(game_id)
        self._bots: dict[int, Any] = {}
        self._bot_rng = Rng(getattr(game.setup, "seed", 0) ^ 0xB07)
        self.autosave_error: str | None = None
        self.unsaved_changes = 0
        self._saved_version = 0
        self.version = 0
        """Counts changes to the game (moves and undos): a bot that thought about an older
        version must think again."""
        self.suggested = False
        """A person asked the table for a suggested move (said on the end screen, saved)."""
        self.lesson: Any = None
        """A chapter of Learn to play (game/tutorial/lesson.py) vets every move first."""

    @classmethod
    def new(cls, game_id: str, setup: dict, seats: list[Seat], slots: SaveSlots | None):
        from game.records import new_game

        return cls(game_id, new_game(game_id, table_setup(game_id, setup, seats)), seats,
                   slots)

    @classmethod
    def load(cls, path: Path, slots: SaveSlots | None) -> GameSession:
        """The game in a save file; SaveError (a sentence) for any file that cannot be
        played, whatever is wrong with it. Never changes the file."""
        loaded = read_save(path)
        players = getattr(loaded.game.setup, "players", 1)
        seats = _seats_from_meta(loaded.meta, players, Path(path).name)
        while len(seats) < players:
            seats.append(Seat(name=f"Player {len(seats) + 1}"))
        session = cls(loaded.game_id, loaded.game, seats, slots)
        session.suggested = loaded.meta.get("suggested") is True
        return session

    # ------------------------------------------------------------------ playing
    @property
    def title(self) -> str:
        return self.info.title

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats) and self.seats[seat].name:
            return self.seats[seat].name
        return f"Player {seat + 1}"

    def pending_kind(self) -> str | None:
        """The kind of decision the game waits for (None once it is over)."""
        pending = self.game.pending
        return None if pending is None else pending.kind

    def pending_seat(self) -> int | None:
        pending = self.game.pending
        return None if pending is None or self.game.is_over else pending.seat

    def is_bot_turn(self) -> bool:
        seat = self.pending_seat()
        return seat is not None and seat < len(self.seats) and self.seats[seat].is_bot

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def hotseat_seat(self) -> int | None:
        """The human who must hold the device now, in a game with several humans at one
        screen; None when no hand-over is needed (solo, a bot's turn, game over)."""
        seat = self.pending_seat()
        if seat is None or self.is_bot_turn() or len(self.humans()) < 2:
            return None
        return seat

    def apply(self, action: Any) -> list[Event]:
        if self.lesson is not None:
            self.lesson.vet(action)
        events = self.game.apply(action)
        self.version += 1
        self.autosave()
        return events

    def bot_for(self, seat: int) -> Any:
        """The bot playing `seat` (made on first use, at the seat's level; a level this
        version does not know plays at the default level)."""
        bot = self._bots.get(seat)
        if bot is None:
            level = self.seats[seat].level
            try:
                factory = registry.bot_factory(self.game_id, level)
            except LookupError:
                factory = registry.bot_factory(self.game_id,
                                               registry.default_bot_level(self.game_id))
            bot = factory(seat, self._bot_rng.fork())
            self._bots[seat] = bot
        return bot

    def observe(self, seat: int | None = None) -> Observation:
        """What `seat` (by default the one to move) may know now: a snapshot a bot can
        think about on another thread."""
        return observe(self.game_id, self.game, seat)

    def bot_move(self) -> list[Event]:
        """The bot whose turn it is moves now (the caller waits while it thinks)."""
        seat = self.pending_seat()
        if seat is None:
            return []
        return self.apply(self.bot_for(seat).choose(self.observe(seat)))

    def undo(self) -> bool:
        if not self.game.can_undo:
            return False
        self.game.undo()
        self.version += 1
        self.autosave()
        return True

    # ------------------------------------------------------------------ saving
    def meta(self) -> dict:
        return {"title": self.title, "seats": [s.to_dict() for s in self.seats],
                "over": bool(self.game.is_over), "suggested": self.suggested}

    def autosave(self) -> bool:
        """Write the autosave; True if it was written. Sets `autosave_error` when it fails
        and clears it when it succeeds: see the class docstring."""
        if self.slots is None or self.lesson is not None:
            return False  # a chapter keeps its place in the profile, not over Continue's game
        try:
            write_save(self.slots.autosave_path(), self.game_id, self.game, self.meta())
        except (OSError, ValueError) as exc:  # disk full, folder gone or read-only, a name
            # that cannot be written as UTF-8: the game goes on, and the table says so.
            self.unsaved_changes = self.version - self._saved_version
            self.autosave_error = _autosave_sentence(exc, self.unsaved_changes)
            return False
        self._saved_version = self.version
        self.unsaved_changes = 0
        self.autosave_error = None
        return True

    def save_as_new(self) -> Path:
        assert self.slots is not None
        path = self.slots.new_save_path(self.game_id)
        write_save(path, self.game_id, self.game, self.meta())
        return path

    def save_to(self, path: Path) -> None:
        """Save where the player chose (Save as...: another disk when this one is full)."""
        write_save(path, self.game_id, self.game, self.meta())
