"""Winning the Game: directive conditions (a small declarative vocabulary), completion
checked after every change, the three-directive win and the tie-breakers.

Clauses (levels/law404/directives.toml):
  {"deed": name, "at_least": n}  the deed happened n times since the robot got the card
  {"count": [kinds], "where": place, "state": ..., "visible": b, "equipped": b,
   "at_least": n | None, "at_most": n | None}
"""

from __future__ import annotations

from game.engines.common.outcome import Outcome
from game.engines.law404 import items
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


def _place_ok(place: str, holder: int, room: str, kind: str, machine: str | None,
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


def _special(game: Game, kinds: frozenset[str], place: str, holder: int) -> int:
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


def count_all(game: Game, jobs: list[tuple[dict, int]]) -> list[int]:
    """Counts for (clause, holder) jobs in one pass over the board: each item is only
    tested against the clauses that name its kind."""
    st = game.st
    totals = [0] * len(jobs)
    by_kind: dict[str, list[tuple]] = {}
    for n, (clause, holder) in enumerate(jobs):
        kinds = _kinds(clause["count"])
        if kinds & SPECIAL:
            totals[n] = _special(game, kinds, clause["where"], holder)
        elif clause["where"] == "supply":
            totals[n] = sum(1 for i in st["supply"] if items.KIND[i] in kinds)
        else:
            job = (n, clause["where"], holder, clause["state"], clause["visible"],
                   clause["equipped"])
            for kind in kinds:
                by_kind.setdefault(kind, []).append(job)
    if not by_kind:
        return totals
    relevant = _ids_of(frozenset(by_kind))
    alive = st["alive"]
    damaged = st["damaged"]
    zones = game.content.zones
    kind_of = items.KIND
    characters = items.CHARACTERS
    rooms = st["room"]
    for loc, stack in st["stacks"].items():
        if relevant.isdisjoint(stack):
            continue
        meta = None
        for i, item in enumerate(stack):
            if item not in relevant:
                continue
            hits = by_kind[kind_of[item]]
            if meta is None:
                if loc[0] == "r" and loc.startswith("robot:"):
                    seat = int(loc[6:])
                    meta = (rooms[seat], "carried", None, seat)
                else:
                    z = zones[loc]
                    meta = (z.room, z.kind, z.machine, None)
                top = len(stack) - 1 if loc not in damaged else -1
                own = None
            room, zkind, machine, seat = meta
            for n, place, holder, state, visible, equipped in hits:
                if state != "any" and (item not in characters
                                       or alive.get(item, True) != (state == "alive")):
                    continue
                if visible and i != top:
                    continue
                if equipped:
                    if own is None:
                        own = items.owners(stack, alive)
                    if i not in own:
                        continue
                if place == "ship":
                    ok = room != "space"
                elif place == "space":
                    ok = room == "space"
                elif place == "board":
                    ok = True
                else:
                    ok = _place_ok(place, holder, room, zkind, machine, seat)
                if ok:
                    totals[n] += 1
    return totals


def count(game: Game, holder: int, clause: dict) -> int:
    return count_all(game, [(clause, holder)])[0]


_SPLIT: dict[int, dict[str, tuple[tuple, tuple]]] = {}


def _split_table(game: Game) -> dict[str, tuple[tuple, tuple]]:
    """directive id -> (deed clauses as (deed, n), count clauses), built once per content."""
    table = _SPLIT.get(id(game.content))
    if table is None:
        table = {}
        for did, directive in game.content.directives.items():
            condition = directive.condition
            table[did] = (tuple((c["deed"], c["at_least"]) for c in condition if "deed" in c),
                          tuple(c for c in condition if "count" in c))
        _SPLIT[id(game.content)] = table
    return table


def baseline(game: Game, directive: str) -> dict:
    """Deed counts when a robot receives a directive: deeds before that do not count."""
    tally = game.st["tally"]
    return {c["deed"]: tally.get(c["deed"], 0)
            for c in game.content.directives[directive].condition if "deed" in c}


def completed(game: Game, seat: int) -> list[str]:
    return [d["id"] for d in game.st["directives"][seat] if d["done"]]


def check(game: Game) -> None:
    """Complete every directive whose condition holds now; end the game on a third."""
    st = game.st
    if st["over"] is not None or st["stage"] == "draft":
        return
    # Every change to the board emits an event, so no new event means nothing to recheck;
    # door events alone can only matter to clauses counting doors or exposed rooms.
    doors_only = game.emitted == game.last_checked
    if doors_only and game.door_changes == game.doors_checked:
        return
    game.last_checked = game.emitted
    game.doors_checked = game.door_changes
    candidates = []
    jobs: list[tuple[dict, int]] = []
    tally = st["tally"]
    table = _split_table(game)
    for seat, records in enumerate(st["directives"]):
        for record in records:
            if record["done"]:
                continue
            deeds, clauses = table[record["id"]]
            if doors_only and not any(SPECIAL.intersection(c["count"]) for c in clauses):
                continue
            if deeds:
                base = record["base"]
                if any(tally.get(d, 0) - base.get(d, 0) < n for d, n in deeds):
                    continue
            candidates.append((seat, record, len(jobs), len(clauses)))
            for c in clauses:
                jobs.append((c, seat))
    if not candidates:
        return
    totals = count_all(game, jobs)
    fresh = False
    for seat, record, first, n in candidates:
        ok = True
        for k in range(first, first + n):
            lo, hi = jobs[k][0]["at_least"], jobs[k][0]["at_most"]
            total = totals[k]
            if (lo is not None and total < lo) or (hi is not None and total > hi):
                ok = False
                break
        if ok:
            record["done"] = True
            fresh = True
            name = game.content.directives[record["id"]].name
            game.emit("directive", f"Robot {seat + 1} completes {name}.", seat=seat,
                      directive=record["id"])
            if game.endless:
                st["offer_queue"].append(seat)
    if not fresh or game.endless:
        return
    winners = [s for s in range(game.players) if len(completed(game, s)) >= WIN_AT]
    if winners:
        finish(game, "three_directives", winners)


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
