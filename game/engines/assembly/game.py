"""The Assembly game state and its turn machine (the engine contract lives here).

A turn is Inform (Ask) -> Verify -> Execute -> Malfunction -> Refresh. After a Play the
engine works through a small queue of steps (plain dicts, so the state stays JSON); a step
that needs a player's decision (an override discard, a bay to unlock, a "may") parks itself
at the front of the queue and opens a `choice`, answered with `Choose(option)`.

Decision kinds (`game.pending.kind`) and their options:
  command           Ask(seat, command) once per turn (2+ players), or a Play
  draw              Draw() - the whole turn of a player with an empty hand
  override_discard  the support player's manual-override discard: "card:<kind>"
  support_hold      a non-active player may cover a bay before a Rotate: "bay:N" | "skip"
  deploy_stack      Re-Sequence: which face-up stack to deploy from: "stack:N"
  discard           a malfunction/glitch discard by the active player: "card:<kind>"
  unlock | lock_extra | return_module   a bay for an effect: "bay:N" (+ "skip" for a may)
  may_deploy        "deploy" | "skip"
  refill            "draw": the end-of-turn refill, when the setup makes it wait for the
                    player (Setup.refill_waits)
Option strings name bays by number (1-12, outer ring 13-24) and cards by kind, so a scene maps
a click on a bay or a card straight to `Choose("bay:N")` / `Choose("card:<kind>")`.

Legality and every refusal come from one rule walk (legal.py); what a drag or another
gesture means, and which card pays for it, from gestures.py.
"""

from __future__ import annotations

from game.engines.assembly import gestures, legal, random_play
from game.engines.assembly.actions import Action, Ask, Choose, Play
from game.engines.assembly.rules import HANDLERS as _HANDLERS
from game.engines.assembly.rules import refs, turn_order
from game.engines.assembly.rules.scoring import score
from game.engines.assembly.setup import Setup, deal
from game.engines.assembly.view import public_view, view_for
from game.engines.common.actions import Decision, Event, with_rules
from game.engines.common.errors import RuleError, SaveError
from game.engines.common.outcome import Outcome
from game.engines.common.plain import plain_copy
from game.engines.common.rng import Rng
from game.engines.common.undo import UndoStack
from game.engines.common.well_formed import malformed

FORMAT = 1
_STATE_KEYS = ("bp", "mod", "locked", "stacks", "deck", "discard", "hands", "set_aside",
               "cycle", "active", "asked", "queue", "choice", "roles", "roles_used", "holds",
               "removed", "stats", "turn", "rob", "robot_colours", "targets")


class Game:
    """One game of Assembly. Build it with `new_game` or `from_dict`, never directly."""

    # ------------------------------------------------------------------ public API

    def __init__(self, setup: Setup, content, fast: bool = False):
        self.setup = setup
        self.content = content
        self.fast = fast
        """Fast mode (bots' playouts): no events, history or undo snapshots."""
        self.rng = Rng(setup.seed)
        self.outcome: Outcome | None = None
        self.history: list[str] = []
        self._undo = UndoStack()
        self._legal: list[Action] | None = None
        self._memo: dict | None = None
        """What the rule walk worked out about this very state (legal.state_memo)."""
        # The play `random_action` just built from this very state: legal by construction,
        # so `apply` need not look it up again (playouts spend much of their time there).
        self._trusted: Action | None = None
        self._events: list[Event] = []
        self._reveals = 0
        self.players = setup.players
        self.nbays = 24 if setup.double_ring else 12
        self.resequence = "resequence" in setup.variants
        self.override = "override" in setup.variants
        self.random_discards = "random_discards" in setup.difficulty
        self._malf = self._malfunction_map()
        # Only a "lock via substitute wild" malfunction makes the cards of a Lock matter.
        self._sub_matters = any(
            (content.malfunctions[m].require or {}).get("kind") == "substitute_wild"
            for m in self._malf.values())
        self._roles = content.roles
        self._askable = turn_order.askable_commands(self)
        self._verifier_memo: dict[tuple, list[int]] = {}
        self._ask_memo: dict[int, list[int]] = {}
        self._role_memo: dict[tuple, frozenset[str]] = {}
        # One ring, at most one verifier, no variant options: `random_action` can count.
        self._quick_setup = (self.players <= 2 and self.nbays == 12 and not self.resequence
                             and not self.override)

    @property
    def pending(self) -> Decision | None:
        if self.outcome is not None:
            return None
        if self.choice is not None:
            c = self.choice
            return Decision(c["seat"], c["kind"], c["prompt"])
        if not self.hands[self.active]:
            return Decision(self.active, "draw", "Your hand is empty: draw up to 3 cards.")
        return Decision(self.active, "command",
                        "Choose a command card to play (or 3 cards as a substitute wild).")

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def result(self) -> Outcome | None:
        return self.outcome

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = legal.legal_actions(self)
        return list(self._legal)

    def why_not(self, action) -> str | None:
        """None when `action` is legal now, else the sentence why not, in printed names
        (the rule walk legal_actions() is built from)."""
        reason = malformed(action, Action)
        if reason is not None:
            return f"{action!r} is not an Assembly action: {reason}."
        return legal.why_not(self, action)

    def apply(self, action: Action) -> list[Event]:
        """Validate `action`, then change the state; RuleError leaves everything untouched."""
        # The action random_action just built is legal by construction; anything else is
        # checked, down to its field types (None is never trusted, even when none is).
        if action is not self._trusted or action is None:
            reason = self.why_not(action)
            if reason is not None:
                raise RuleError(reason)
        if not self.fast:
            snapshot = self.to_dict()
            rng_before, reveals_before = self.rng.state, self._reveals
            self._events = []
        # A clone may share this state's memo: the steps below must not write into it.
        self._legal = self._memo = None
        if isinstance(action, Play):
            turn_order.play(self, action)
        elif isinstance(action, Choose):
            item = self.queue.pop(0)
            self.choice = None
            _HANDLERS[item["op"]](self, item, action.option)
        elif isinstance(action, Ask):
            turn_order.ask(self, action)
        else:
            turn_order.draw(self)
        self._run()
        self._legal = self._memo = self._trusted = None
        if self.fast:
            return []  # fast mode logs nothing
        self.history.append(action.to_text())
        if self.rng.state != rng_before or self._reveals != reveals_before:
            self._undo.clear()
        else:
            self._undo.push(snapshot)
        events, self._events = self._events, []
        return with_rules(events, refs.ref)

    def undo(self) -> None:
        """Back to the previous decision point (not past a draw, a roll or an answer)."""
        snap = self._undo.pop()
        if snap is None:
            raise RuleError("Nothing to undo since the last draw, die roll or question.")
        undo = self._undo
        self._load(snap)
        self._undo = undo
        self._legal = self._memo = self._trusted = None

    def to_dict(self) -> dict:
        data = {"format": FORMAT, "game": "assembly", "setup": self.setup.to_dict(),
                "rng": self.rng.to_dict()}
        for key in _STATE_KEYS:
            data[key] = plain_copy(getattr(self, key))
        data["outcome"] = self.outcome.to_dict() if self.outcome else None
        data["history"] = list(self.history)
        return data

    def clone(self, fast: bool = True) -> Game:
        """A copy for look-ahead. Fast clones skip events, history and undo."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.fast = fast
        g.rng = Rng.from_dict(self.rng.to_dict())
        for key in ("bp", "mod", "locked", "deck", "discard", "removed", "holds", "roles_used",
                    "rob"):
            setattr(g, key, list(getattr(self, key)))
        g.stacks = [list(s) for s in self.stacks]
        g.hands = [list(h) for h in self.hands]
        g.set_aside = [dict(s) for s in self.set_aside]
        g.queue = list(self.queue)
        g.stats = dict(self.stats)
        g.history = [] if fast else list(self.history)
        g._undo = UndoStack()
        g._events = []
        return g

    def view_for(self, seat: int) -> dict:
        """What `seat` may see: other hands are counts, stacks are hidden unless face-up."""
        return view_for(self, seat)

    def public_view(self) -> dict:
        """What a spectator sees: every seat's view without its private part."""
        return public_view(self)

    def summary(self) -> dict:
        """Public state only (the board scene shows it to everyone at the table)."""
        names = self.content.module_names
        bays = []
        for b in range(self.nbays):
            entry = {"bay": b + 1, "blueprint": names[self.bp[b]]}
            if self.mod[b] is not None:
                entry["module"] = names[self.mod[b]]
            if self.locked[b]:
                entry["locked"] = True
            if self.rob[b] is not None:
                entry["robot"] = self.robot_colours[self.rob[b]]
            bays.append(entry)
        return {
            "turn": self.turn,
            "active": self.active + 1,
            "cycle": self.cycle,
            "locked": f"{sum(self.locked)}/{self.nbays}",
            "deck": len(self.deck),
            "set_aside": [e["card"] for e in self.set_aside],
            "hands": [len(h) for h in self.hands],
            "stacks": [len(s) for s in self.stacks],
            "score": score(self),
            "bays": bays,
            **({"robot_targets": [f"{c} -> bay {b + 1}" for c, b in self.targets]}
               if self.targets else {}),
            "result": self.outcome.text if self.outcome else None,
        }

    def find_action(self, seat: int, piece: str, source: str, target: str,
                    using: tuple[str, ...] = (), verifier: int | None = None) -> Play:
        """The one legal play of `seat` a drag means (gestures.py has the vocabulary);
        RuleError naming the drag and the rule when there is none."""
        return gestures.find_action(self, seat, piece, source, target, using, verifier)

    def drag_for(self, action) -> tuple[str, str, str] | None:
        """(piece, source, target) of the drag that means `action`, or None."""
        return gestures.drag_for(self, action)

    def play_for(self, seat: int, command: str, args: tuple[int, ...] = (), *,
                 role: bool = False, option: str = "", holds: tuple[int, ...] = (),
                 using: tuple[str, ...] = (), verifier: int | None = None) -> Play:
        """The one legal play of `seat` a click or a button means (a command and its
        arguments), paid as a player expects; RuleError with the rule's sentence."""
        return gestures.play_for(self, seat, command, args, role=role, option=option,
                                 holds=holds, using=using, verifier=verifier)

    # A playout asks for one per move: the function itself, no wrapper call in between.
    random_action = random_play.random_action

    def play_groups(self) -> list[tuple]:
        """The legal plays in compact form, for bots that score thousands of positions.

        Each entry is (cards, command, (plain_args, role_args, [(args, option)]), holds,
        verifiers); expanding it in the order holds > verifiers > plain, role, options gives
        exactly the plays of `legal_actions()`, in the same order. Treat it as read-only.
        """
        if self.choice is not None or self.outcome is not None or not self.hands[self.active]:
            return []
        return legal.groups(self)

    # ------------------------------------------------------------------ setup

    def _deal(self) -> None:
        self.__dict__.update(deal(self.setup, self.content, self.rng))  # the state keys
        self._run()  # setup step 5: the first Deploy (Override placed its robots instead)

    def _malfunction_map(self) -> dict[int, str]:
        if not self.setup.malfunctions:
            return {}
        out = {}
        for bay in (3, 6, 9, 12):
            m = self.content.malfunction_for(self.setup.malfunctions, bay)
            if m is not None:
                out[bay - 1] = m.id
        return out

    def _load(self, data: dict) -> None:
        try:
            if data.get("game") != "assembly":
                raise SaveError("This is not an Assembly game.")
            if data.get("format") != FORMAT:
                raise SaveError(f"Unsupported Assembly save format {data.get('format')!r}.")
            self.rng = Rng.from_dict(data["rng"])
            for key in _STATE_KEYS:
                setattr(self, key, plain_copy(data[key]))
            self.outcome = Outcome.from_dict(data["outcome"]) if data["outcome"] else None
            self.history = list(data["history"])
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, SaveError):
                raise
            raise SaveError(f"Assembly save is damaged: {exc!r}") from exc

    # ------------------------------------------------------------------ turn order

    def _run(self) -> None:
        queue = self.queue
        while queue and self.choice is None and self.outcome is None:
            item = queue.pop(0)
            _HANDLERS[item["op"]](self, item, None)
            queue = self.queue  # a handler may have replaced the queue
        if self.outcome is not None:
            self.queue = []
            self.choice = None

    def _ask_choice(self, seat: int, kind: str, prompt: str, options: list[str],
                    item: dict) -> None:
        self.choice = {"seat": seat, "kind": kind, "prompt": prompt, "options": options}
        self.queue.insert(0, item)

    # ------------------------------------------------------------------ helpers

    def _seat_name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def _log(self, kind: str, fmt: str, *args, **data) -> None:
        if not self.fast:
            self._events.append(Event(kind, fmt.format(*args), data))



def new_game(setup: Setup, content, fast: bool = False) -> Game:
    """Deal a new game from the setup's seed (raises RuleError for impossible setups)."""
    setup.validate(content)
    game = Game(setup, content, fast=fast)
    game._deal()
    return game


def from_dict(data: dict, content) -> Game:
    """Restore exactly what `Game.to_dict()` produced (SaveError if it cannot)."""
    if not isinstance(data, dict) or "setup" not in data:
        raise SaveError("This is not an Assembly game.")
    game = Game(Setup.from_dict(data["setup"]), content)
    game._load(data)
    return game
