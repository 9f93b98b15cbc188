"""Winning the Game: directive conditions (a small declarative vocabulary), completion
checked after every change, the three-directive win and the tie-breakers.

Clauses (levels/law404/directives.toml):
  {"deed": name, "at_least": n}  the deed happened n times since the robot got the card
  {"count": [kinds], "where": place, "state": ..., "visible": b, "equipped": b,
   "at_least": n | None, "at_most": n | None}

A check follows almost every change, so it keeps work between calls (`Watch`, one per
game): `BoardCounts` keeps per-stack item counts and recounts only the stacks that changed,
and a directive is only evaluated again when something its condition reads has changed.
tests/engines/law404/test_directive_counts.py compares all of it with counting from scratch.
"""

from __future__ import annotations

from operator import ne
from typing import TYPE_CHECKING, NamedTuple

from game.engines.common.outcome import Outcome
from game.engines.law404.content import Content
from game.engines.law404.rules import items

if TYPE_CHECKING:
    from game.engines.law404.game import Game

WIN_AT = 3


EQUIPPABLE = frozenset(i for i, k in items.KIND.items()
                       if k == "suit" or k in items.GROUPS["kit"])
SPECIAL = frozenset(("damage", "open_door", "exposed_room"))
_KINDS_CACHE: dict[tuple[str, ...], frozenset[str]] = {}


def _kinds(specs: list[str]) -> frozenset[str]:
    key = tuple(specs)
    found = _KINDS_CACHE.get(key)
    if found is None:
        found = frozenset().union(*(items.kinds_of(s) for s in specs))
        _KINDS_CACHE[key] = found
    return found


def _place_ok(place: str, holder: int | None, room: str, kind: str, machine: str | None,
              seat: int | None) -> bool:
    if place == "ship":
        return room != "space"
    if place == "space":
        return room == "space"
    if place == "board":
        return True
    if place == "self":
        return seat == holder
    if place == "carried":
        return seat is not None
    if place == "floor":
        return kind == "floor" and room != "space"
    scope, _, arg = place.partition(":")
    if scope == "room":
        return room == arg
    return machine == arg


def _special(game: Game, kinds: frozenset[str], place: str, holder: int | None) -> int:
    st = game.st
    if "damage" in kinds:
        n = 0
        for zone in st["damaged"]:
            z = game.content.zones[zone]
            n += _place_ok(place, holder, z.room, z.kind, z.machine, None)
        return n
    if "open_door" in kinds:
        return sum(1 for is_open in st["doors"].values() if is_open)
    return len(game.exposed_rooms() - {"space"})


_IDS_CACHE: dict[frozenset[str], frozenset[str]] = {}


def _ids_of(kinds: frozenset[str]) -> frozenset[str]:
    found = _IDS_CACHE.get(kinds)
    if found is None:
        found = _IDS_CACHE[kinds] = frozenset(i for i, k in items.KIND.items() if k in kinds)
    return found


# ------------------------------------------------------------------ counting

class Job(NamedTuple):
    """What one count clause measures, for one holder.  Seats share a job unless the place
    is "self", so equal clauses held by different robots are counted once."""

    kinds: frozenset[str]
    place: str
    holder: int | None
    state: str
    visible: bool
    equipped: bool


def job_of(clause: dict, holder: int) -> Job:
    place = clause["where"]
    return Job(_kinds(clause["count"]), place, holder if place == "self" else None,
               clause["state"], clause["visible"], clause["equipped"])


def _is_direct(job: Job) -> bool:
    """Damage, doors, exposed rooms and the supply are cheap to count from scratch; only
    items on the board go through BoardCounts."""
    return bool(job.kinds & SPECIAL) or job.place == "supply"


def _count_direct(game: Game, job: Job) -> int:
    if job.kinds & SPECIAL:
        return _special(game, job.kinds, job.place, job.holder)
    return sum(1 for i in game.st["supply"] if items.KIND[i] in job.kinds)


class BoardCounts:
    """Totals of board-item jobs, kept as per-stack parts.

    A stack's part depends on its items, on whether its characters are alive, on whether a
    damage counter covers its top and, for a robot's stack, on the robot's room; `refresh`
    compares each of those with a copy taken when the part was counted, so the totals stay
    right however the state was changed (rules, undo, or a test editing it directly).
    """

    def __init__(self, jobs) -> None:
        self.jobs = frozenset(jobs)
        self.by_kind: dict[str, list[Job]] = {}
        for job in self.jobs:
            for kind in job.kinds:
                self.by_kind.setdefault(kind, []).append(job)
        self.relevant = _ids_of(frozenset(self.by_kind))
        self.totals = dict.fromkeys(self.jobs, 0)
        self.version = 0
        """Moves on whenever a total changes."""
        self._parts: dict[str, dict[Job, int]] = {}
        self._stacks: dict[str, list[str]] = {}
        self._alive: dict[str, bool] = {}
        self._damaged: list[str] = []
        self._rooms: list[str] = []

    def refresh(self, game: Game) -> dict[Job, int]:
        """Recount the stacks that changed since the last refresh; the totals by job."""
        stacks = game.st["stacks"]
        seen = self._stacks
        if not seen:
            return self._count_everything(game)
        stale = self._stale(game.st)
        if stacks != seen:  # one comparison in C first: many checks find nothing moved
            stale.update([loc for loc, stack in stacks.items() if stack != seen.get(loc)])
        for loc in stale:
            stack = stacks[loc]
            self._stacks[loc] = stack[:]
            self._set_part(loc, self.count_stack(game, loc, stack))
        return self.totals

    def _count_everything(self, game: Game) -> dict[Job, int]:
        """The first refresh: only stacks holding an item some job counts add anything."""
        st = game.st
        self._alive, self._damaged, self._rooms = dict(st["alive"]), st["damaged"][:], st["room"][:]
        self._stacks = {loc: stack[:] for loc, stack in st["stacks"].items()}
        for loc, stack in st["stacks"].items():
            if not self.relevant.isdisjoint(stack):
                self._set_part(loc, self.count_stack(game, loc, stack))
        return self.totals

    def _stale(self, st: dict) -> set[str]:
        """Stacks whose items did not move but whose counts may have changed."""
        stale: set[str] = set()
        alive = st["alive"]
        if alive != self._alive:
            old = self._alive
            changed = {c for c in old.keys() | alive.keys() if old.get(c) != alive.get(c)}
            stale.update(loc for loc, stack in st["stacks"].items()
                         if not changed.isdisjoint(stack))
            self._alive = dict(alive)
        if st["damaged"] != self._damaged:  # a damage counter hides the top item
            stale.update(set(self._damaged).symmetric_difference(st["damaged"]))
            self._damaged = st["damaged"][:]
        if st["room"] != self._rooms:  # a robot's items are where the robot is
            old_rooms = self._rooms
            stale.update([f"robot:{seat}" for seat, room in enumerate(st["room"])
                          if seat >= len(old_rooms) or old_rooms[seat] != room])
            self._rooms = st["room"][:]
        return stale

    def _set_part(self, loc: str, part: dict[Job, int]) -> None:
        old = self._parts.get(loc, {})
        if part == old:
            return
        totals = self.totals
        for job, n in old.items():
            totals[job] -= n
        for job, n in part.items():
            totals[job] += n
        self._parts[loc] = part
        self.version += 1

    def count_stack(self, game: Game, loc: str, stack: list[str]) -> dict[Job, int]:
        """This stack's contribution to each job (jobs it adds nothing to are left out)."""
        part: dict[Job, int] = {}
        relevant = self.relevant
        if relevant.isdisjoint(stack):
            return part
        st = game.st
        alive = st["alive"]
        if loc.startswith("robot:"):
            seat: int | None = int(loc[6:])
            room, zkind, machine = st["room"][seat], "carried", None
        else:
            z = game.content.zones[loc]
            seat, room, zkind, machine = None, z.room, z.kind, z.machine
        top = len(stack) - 1 if loc not in st["damaged"] else -1
        own = None
        for i, item in enumerate(stack):
            if item not in relevant:
                continue
            for job in self.by_kind[items.KIND[item]]:
                if job.state != "any" and (item not in items.CHARACTERS
                                           or alive.get(item, True) != (job.state == "alive")):
                    continue
                if job.visible and i != top:
                    continue
                if job.equipped:
                    if own is None:
                        own = items.owners(stack, alive)
                    if i not in own:
                        continue
                if _place_ok(job.place, job.holder, room, zkind, machine, seat):
                    part[job] = part.get(job, 0) + 1
        return part


def count_all(game: Game, jobs: list[tuple[dict, int]]) -> list[int]:
    """Counts for (clause, holder) jobs, from scratch."""
    wanted = [job_of(clause, holder) for clause, holder in jobs]
    board = BoardCounts(j for j in wanted if not _is_direct(j))
    totals = board.refresh(game)
    return [_count_direct(game, j) if _is_direct(j) else totals[j] for j in wanted]


def count(game: Game, holder: int, clause: dict) -> int:
    return count_all(game, [(clause, holder)])[0]


# ------------------------------------------------------------------ completion

INPUTS = 5
COUNTS, DEEDS, DAMAGE, DOORS, SUPPLY = range(INPUTS)
"""What completion reads, as positions in `Watch.inputs`: board item counts, the deed
tally, damaged machines, doors (open, and rooms exposed through them) and the supply."""


class Rule(NamedTuple):
    """A directive's condition for one holder, split by how each part is checked."""

    deeds: tuple[tuple[str, int], ...]
    """(deed, at_least) pairs."""
    direct: tuple[tuple[Job, int | None, int | None], ...]
    """(job, at_least, at_most) counted from scratch at each check."""
    counted: tuple[tuple[Job, int | None, int | None], ...]
    """(job, at_least, at_most) read from BoardCounts."""
    counted_jobs: tuple[Job, ...]
    special: bool
    """Counts damage, doors or exposed rooms: rechecked after door-only changes too."""
    reads: frozenset[int]
    """The INPUTS it depends on."""


_RULES: dict[int, tuple[Content, dict[tuple[str, int], Rule]]] = {}


def _rules(game: Game) -> dict[tuple[str, int], Rule]:
    """(directive, seat) -> compiled rule, shared by every game on this content; fill
    missing entries with `_rule`."""
    cached = _RULES.get(id(game.content))
    if cached is None or cached[0] is not game.content:
        cached = _RULES[id(game.content)] = (game.content, {})
    return cached[1]


def _rule(game: Game, directive: str, seat: int) -> Rule:
    rules = _rules(game)
    rule = rules.get((directive, seat))
    if rule is None:
        condition = game.content.directives[directive].condition
        rule = rules[directive, seat] = _compile(condition, seat)
    return rule


def _compile(condition: tuple[dict, ...], seat: int) -> Rule:
    deeds = tuple((c["deed"], c["at_least"]) for c in condition if "deed" in c)
    bounds = [(job_of(c, seat), c["at_least"], c["at_most"]) for c in condition if "count" in c]
    direct = tuple(b for b in bounds if _is_direct(b[0]))
    counted = tuple(b for b in bounds if not _is_direct(b[0]))
    special = any(job.kinds & SPECIAL for job, _, _ in bounds)
    reads = {COUNTS} if counted else set()
    if deeds:
        reads.add(DEEDS)
    for job, _, _ in direct:
        reads.add(_direct_input(job))
    return Rule(deeds, direct, counted, tuple(job for job, _, _ in counted), special,
                frozenset(reads))


def _direct_input(job: Job) -> int:
    """The input a directly counted job reads (as `_count_direct` counts it)."""
    if "damage" in job.kinds:
        return DAMAGE
    return DOORS if job.kinds & SPECIAL else SUPPLY


def _within(total: int, lo: int | None, hi: int | None) -> bool:
    return (lo is None or total >= lo) and (hi is None or total <= hi)


class Watch:
    """One game's directives in play, compiled, with the board counts they need and the
    inputs of the last full check: a rule whose inputs are unchanged since then cannot
    have come true, so only rules reading a changed input are evaluated again."""

    def __init__(self, game: Game) -> None:
        self.records = game.st["directives"]
        self.sizes = list(map(len, self.records))
        self.entries = [(seat, record, _rule(game, record["id"], seat))
                        for seat, records in enumerate(self.records) for record in records]
        self.counts = BoardCounts(job for _, _, rule in self.entries
                                  for job in rule.counted_jobs)
        self.readers: dict[tuple[bool, ...], list] = {}
        """Which INPUTS changed (a flag each) -> the entries whose rule reads one of them,
        in seat order; filled as combinations come up."""
        self.checked: tuple | None = None

    def is_current(self, st: dict) -> bool:
        """The rules only ever append records; undo and loading replace the lists, and
        tests that edit them force a check with `last_checked = None`."""
        records = st["directives"]
        return records is self.records and list(map(len, records)) == self.sizes

    def inputs(self, game: Game, recount: bool = True) -> tuple:
        """The INPUTS now, the board counts refreshed first unless `recount` is False
        (the caller knows only doors changed)."""
        st = game.st
        if recount and self.counts.jobs:
            self.counts.refresh(game)
        return self.counts.version, st["tally"], st["damaged"], st["doors"], st["supply"]

    def to_evaluate(self, inputs: tuple) -> list:
        """The entries reading an input that differs from the last full check (all of them
        at first), in seat order."""
        if self.checked is None:
            return self.entries
        changed = tuple(map(ne, inputs, self.checked))
        readers = self.readers.get(changed)
        if readers is None:
            inputs_changed = {i for i, flag in enumerate(changed) if flag}
            readers = self.readers[changed] = [
                entry for entry in self.entries if not entry[2].reads.isdisjoint(inputs_changed)]
        return readers

    def remember(self, inputs: tuple) -> None:
        version, tally, damaged, doors, supply = inputs
        self.checked = version, dict(tally), damaged[:], dict(doors), supply[:]


def baseline(game: Game, directive: str) -> dict:
    """Deed counts when a robot receives a directive: deeds before that do not count."""
    tally = game.st["tally"]
    return {c["deed"]: tally.get(c["deed"], 0)
            for c in game.content.directives[directive].condition if "deed" in c}


def completed(game: Game, seat: int) -> list[str]:
    return [d["id"] for d in game.st["directives"][seat] if d["done"]]


def check(game: Game) -> None:
    """Complete every directive whose condition holds now; end the game on a third."""
    # Every change to the board emits an event, so no new event means nothing to recheck
    # (tested first: most checks stop here); door events alone can only matter to clauses
    # counting doors or exposed rooms.
    doors_only = game.emitted == game.last_checked
    if doors_only and game.door_changes == game.doors_checked:
        return
    st = game.st
    if st["over"] is not None or st["stage"] == "draft":
        return
    forced = game.last_checked is None
    game.last_checked = game.emitted
    game.doors_checked = game.door_changes
    watch = game.watch
    # last_checked None means the state may have been swapped or edited (undo, tests).
    rebuilt = forced or watch is None or not watch.is_current(st)
    if rebuilt:
        watch = game.watch = Watch(game)
    # After door events alone no stack, life, damage or room changed since the counts were
    # last refreshed, so they need no refresh (unless they were only just made).
    inputs = watch.inputs(game, recount=rebuilt or not doors_only)
    if inputs == watch.checked:
        return
    tally = st["tally"]
    totals = watch.counts.totals
    fresh = False
    for seat, record, rule in watch.to_evaluate(inputs):
        if record["done"] or (doors_only and not rule.special):
            continue
        if rule.deeds and not _deeds_done(rule, record["base"], tally):
            continue
        if _holds(game, rule, totals):
            _complete(game, seat, record)
            fresh = True
    if not doors_only:  # a door-only check skipped the other rules
        watch.remember(inputs)
    if not fresh or game.endless:
        return
    winners = [s for s in range(game.players) if len(completed(game, s)) >= WIN_AT]
    if winners:
        finish(game, "three_directives", winners)


def _deeds_done(rule: Rule, base: dict, tally: dict) -> bool:
    for deed, n in rule.deeds:
        if tally.get(deed, 0) - base.get(deed, 0) < n:
            return False
    return True


def _holds(game: Game, rule: Rule, totals: dict[Job, int]) -> bool:
    """Every count clause is within bounds (the deeds were checked first)."""
    for job, lo, hi in rule.counted:
        if not _within(totals[job], lo, hi):
            return False
    for job, lo, hi in rule.direct:
        if not _within(_count_direct(game, job), lo, hi):
            return False
    return True


def _complete(game: Game, seat: int, record: dict) -> None:
    record["done"] = True
    name = game.content.directives[record["id"]].name
    game.emit("directive", f"Robot {seat + 1} completes {name}.", seat=seat,
              directive=record["id"])
    if game.endless:
        game.st["offer_queue"].append(seat)


def finish(game: Game, reason: str, candidates: list[int]) -> None:
    """Tie-breakers: total difficulty, then highest single difficulty, then share."""
    diffs = game.content.directives

    def key(seat: int) -> tuple[int, int]:
        done = [diffs[d].difficulty for d in completed(game, seat)]
        return sum(done), max(done, default=0)

    best = max(key(s) for s in candidates)
    winners = tuple(s for s in candidates if key(s) == best)
    names = ", ".join(f"robot {s + 1}" for s in winners)
    if reason == "three_directives":
        text = f"{names.capitalize()} completed three directives first."
    else:
        text = f"The events ran out; {names} completed the most difficult directives."
    game.st["over"] = Outcome(reason, winners, text=text, score=best[0],
                              details={"totals": [key(s)[0] for s in range(game.players)]}
                              ).to_dict()
    game.st["sub"] = None
    game.emit("game_over", text, winners=list(winners))


def end_of_deck(game: Game) -> None:
    finish(game, "deck_empty", list(range(game.players)))
