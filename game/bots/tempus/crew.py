"""The Tempus crew heuristic (normal level, and easy with slips): a team plan read from
the shared view, then each crew member's best legal action towards its part of it.

The plan, the same for every crew member because they all see the same table:
- someone dead (and a Paradox left): everyone to the Time Drive and jump;
- Hyperdrive broken: the crew member best placed (nearest, carrying the right tools) is the
  fixer and fetches what the Hyperdrive's tokens need, then clears them; the others fight
  the worst trouble (Fire first, the spaces whose next token ends the game or costs the
  Shields, faults over the limit), staying near the bridge stations when all is calm;
- Hyperdrive fixed: the nearest crew member to each winning station takes it, then Flight
  Controls.

Actions are scored against that plan; nobody ends a turn standing in Fire when they can
step out, and the badly wounded heal first. The disasters the crew remembers coming
(after a Time Jump the same cards return in the same order) mark the spaces to keep clear.
"""

from __future__ import annotations

from typing import Any

from game.bots.base import Observation
from game.bots.tempus.memory import DeckMemory
from game.engines.common.rng import Rng
from game.engines.tempus import actions as A
from game.engines.tempus.board import ShipGraph

LIMIT = 3
"""Three Damage on a red-marker space (or tokens on a fixed Hyperdrive) triggers it."""
KEEP_ALL_ON_JUMP = ("trainee", "recruit")
"""Difficulties where every crew member keeps equipment and wounds through a Time Jump."""
EARLY_JUMP_DAMAGE_LEFT = 18
"""At those, jump back once the Damage supply is down to this (plus a token per Fire, each
a Damage a round): 800 games a difficulty at two seed sets gave trainee 22.8 -> 28.6%
and recruit 23.5 -> 27.6% (at 15 the crew jumped too late, at 21 too soon); officer, where only
the crew at the Time Drive keep their things, lost 1.6 points and does not jump early."""
URGENT = 9.0
"""A space in this much trouble (Table.threat) calls a guard who can fix it off its post."""
FETCH = 9.0
"""Trouble this bad that no idle guard can fix sends one to fetch the tool for it."""
CRITICAL = ("fuel_cells", "life_support", "shield_generator", "airlock")
STATIONS = {"reinforce_shields": "shield_controls", "distress_call": "security_controls",
            "fly_home": "flight_controls"}
FIXES = {"damage": ("tool_kit", "exo_skeleton"), "fire": ("fire_extinguisher",),
         "fault": ("electro_tool",)}
ABILITY_FIXES = {"okafor": "damage", "torres": "fire", "malik": "fault"}
KEEP = {"tool_kit": 5, "fire_extinguisher": 4, "electro_tool": 4, "exo_skeleton": 3,
        "med_kit": 2, "body_armour": 2, "space_suit": 1}
"""How much an item is worth keeping (what to discard first)."""


def kind_of(uid: str) -> str:
    return uid.rsplit("_", 1)[0]


_DISTANCES: dict[tuple[int, frozenset[str]], dict[str, dict[str, int]]] = {}
"""Step counts by (ship graph, blocked doors): doors change rarely, decisions often."""


class Table:
    """What the crew reads off the view for one decision."""

    def __init__(self, view: dict, content, graph: ShipGraph):
        self.view = view
        self.content = content
        self.graph = graph
        self.crew = view["crew"]
        self.tokens = view["tokens"]
        self.blocked = frozenset(view["locked"]) | frozenset(view["sealed"])
        self.items = view["items"]
        key = (id(graph), self.blocked)
        if len(_DISTANCES) > 256:
            _DISTANCES.clear()
        self._dist = _DISTANCES.setdefault(key, {})
        self._carried: dict[str, list[str]] = {}
        self._on_board: dict[str, list[str]] = {}
        for uid, loc in self.items.items():
            if loc.startswith("c:"):
                self._carried.setdefault(loc, []).append(uid)
            elif loc.startswith("s:"):
                self._on_board.setdefault(kind_of(uid), []).append(loc[2:])
        fire, dmg, fault = self.tokens["fire"], self.tokens["damage"], self.tokens["fault"]
        self.troubled = [s for s in graph.spaces if fire[s] or dmg[s] or fault[s]]
        """The spaces holding a token, in the graph's order: the only ones `threat` can
        score above 0, so the guards' searches look at these instead of every space (the
        hard crew's rollouts spent a third of their time scoring empty spaces)."""

    def dist(self, a: str, b: str) -> int:
        d = self._dist.get(a)
        if d is None:
            d = self._dist[a] = self.graph.distances(a, self.blocked)
        return d.get(b, 30)

    def carried(self, seat: int) -> list[str]:
        return self._carried.get(f"c:{seat}", [])

    def living(self) -> list[int]:
        return [s for s, c in enumerate(self.crew) if not c["dead"]]

    def capacity(self, seat: int) -> int:
        return self.content.characters[self.crew[seat]["char"]].wounds

    def can_fix(self, seat: int, token: str) -> bool:
        if ABILITY_FIXES.get(self.crew[seat]["char"]) == token:
            return True
        return any(kind_of(u) in FIXES[token] for u in self.carried(seat))

    def hyperdrive_needs(self) -> list[str]:
        return [t for t in ("fire", "fault", "damage") if self.tokens[t]["hyperdrive"]]

    def threat(self, space: str, kinds: tuple[str, ...] = ("fire", "damage", "fault")) -> float:
        """How much trouble a space is in from tokens of `kinds` (what a guard able to
        remove those should go and fix)."""
        fire = self.tokens["fire"][space]
        dmg = self.tokens["damage"][space]
        fault = self.tokens["fault"][space]
        score = 0.0
        if "fire" in kinds and fire:
            score += 6.0 * fire + (6.0 if fire >= 2 else 0.0)
            if space in CRITICAL or space == "hyperdrive":
                score += 4.0 * fire
        if "damage" in kinds and dmg:
            if space in CRITICAL:
                score += {1: 1.5, 2: 9.0}.get(dmg, 14.0) * (2.0 if space == "fuel_cells" else 1.0)
            else:
                score += 0.3 * dmg
        if "fault" in kinds and fault:
            faults = sum(self.tokens["fault"].values())
            score += 2.0 * fault + (4.0 if faults > LIMIT else 0.0)
            if space in STATIONS.values() or space == "time_drive":
                score += 4.0
        if space == "hyperdrive" and self.view["fixed"]:
            score += 4.0 * sum(self.tokens[k][space] for k in kinds)
        return score

    def removes(self, seat: int) -> tuple[str, ...]:
        """The token kinds this crew member can remove (tools carried, or its ability)."""
        return tuple(k for k in ("fire", "damage", "fault") if self.can_fix(seat, k))

    def nearest_item(self, here: str, kinds: tuple[str, ...]) -> str:
        spots = [s for k in kinds for s in self._on_board.get(k, ())]
        return min(spots, key=lambda s: (self.dist(here, s), s), default="")


class Crew:
    """The team plan: who fixes, who guards, where each one is going."""

    def __init__(self, table: Table, remembered_hits: set[str]):
        self.t = table
        self.hits = remembered_hits
        view = table.view
        living = table.living()
        self.mode = "fix"
        if any(c["dead"] for c in table.crew):
            self.mode = "jump" if view["paradox_deck"] else "lost"
        elif view["fixed"]:
            self.mode = "win"
        self.goals: dict[int, str] = {}
        # The third jump puts Lost in the Void in the deck: only a death is worth it.
        self.doomed = view["paradox_deck"] >= 2 and self.mode != "win" and self.loop_lost()
        if self.mode == "jump":
            self.goals = {s: "time_drive" for s in living}
        elif self.mode == "win":
            self._assign_stations(living)
        elif living:
            self.fixer = self._fixer(living)
            self.goals[self.fixer] = self._fixer_goal(self.fixer)
            self._assign_guards([s for s in living if s != self.fixer])
        if self.doomed and living:
            # The crew member nearest the Time Drive goes to jump back.
            jumper = min(living, key=lambda s: (table.dist(table.crew[s]["at"], "time_drive"), s))
            self.goals[jumper] = "time_drive"

    def loop_lost(self) -> bool:
        """Will this loop be lost before it can be won? (Then someone jumps back.)"""
        t = self.t
        view = t.view
        dmg, fire = t.tokens["damage"], t.tokens["fire"]
        supply = view["supply"]
        fires = sum(1 for v in fire.values() if v)
        if dmg["fuel_cells"] >= LIMIT:
            return True
        if dmg["fuel_cells"] == LIMIT - 1 and fire["fuel_cells"]:
            fixers = [s for s in t.living() if t.can_fix(s, "damage")
                      and t.dist(t.crew[s]["at"], "fuel_cells") <= 2]
            if not fixers:
                return True
        if supply["damage"] <= fires + 2 or supply["fire"] <= 3:
            return True
        if view["setup"]["difficulty"] in KEEP_ALL_ON_JUMP:
            # Here a jump keeps every tool and wound and clears every token, so the crew
            # jumps once the ship is in trouble rather than once it is lost.
            if dmg["fuel_cells"] >= LIMIT - 1 and fire["fuel_cells"]:
                return True
            if supply["damage"] <= fires + EARLY_JUMP_DAMAGE_LEFT:
                return True
        faults = sum(t.tokens["fault"].values())
        if view["shields"] <= 1 and (faults > LIMIT or dmg["shield_generator"] >= LIMIT):
            return True
        return view["deck"] <= 1 and not view["fixed"]

    def _fixer(self, living: list[int]) -> int:
        t = self.t
        needs = t.hyperdrive_needs()

        def cost(seat: int) -> tuple[float, int]:
            here = t.crew[seat]["at"]
            missing = [n for n in needs if not t.can_fix(seat, n)]
            detour = sum(t.dist(here, t.nearest_item(here, FIXES[n]) or "hyperdrive")
                         for n in missing)
            return t.dist(here, "hyperdrive") + 1.5 * detour + 3 * len(missing), seat

        return min(living, key=cost)

    def _fixer_goal(self, seat: int) -> str:
        t = self.t
        here = t.crew[seat]["at"]
        for need in t.hyperdrive_needs():
            if not t.can_fix(seat, need):
                spot = t.nearest_item(here, FIXES[need])
                if spot:
                    return spot
        return "hyperdrive"

    def _assign_stations(self, living: list[int]) -> None:
        t = self.t
        todo = [k for k in ("reinforce_shields", "distress_call") if k not in t.view["completed"]]
        if not todo:
            todo = ["fly_home"]
        free = list(living)
        for kind in todo:
            if not free:
                break
            place = STATIONS[kind]
            seat = min(free, key=lambda s: (t.dist(t.crew[s]["at"], place), s))
            self.goals[seat] = place
            free.remove(seat)
        self._assign_guards(free)

    def _assign_guards(self, guards: list[int]) -> None:
        """Everyone but the fixer waits at a winning station (to act the round the
        Hyperdrive is fixed), leaving it only for trouble that would end the game first."""
        t = self.t
        posts = [STATIONS[k] for k in ("reinforce_shields", "distress_call", "fly_home")
                 if k not in t.view["completed"]]
        taken = set(self.goals.values())
        for seat in sorted(guards, key=lambda s: t.dist(t.crew[s]["at"], "shield_controls")):
            here = t.crew[seat]["at"]
            urgent = self._urgent(seat, taken) or self._fetch(seat, taken)
            if urgent:
                self.goals[seat] = urgent
                taken.add(urgent)
                continue
            free = [p for p in posts if p not in taken] or ["time_drive"]
            post = min(free, key=lambda p: (t.dist(here, p), p))
            self.goals[seat] = post
            taken.add(post)

    def _urgent(self, seat: int, taken: set[str]) -> str:
        """A space whose trouble ends the game soon and that this crew member can fix."""
        t = self.t
        here = t.crew[seat]["at"]
        kinds = t.removes(seat)
        best, best_score = "", 0.0
        for s in t.troubled:
            if s in taken:
                continue
            threat = t.threat(s, kinds)
            if threat < URGENT:
                continue
            score = threat / (1.0 + 0.6 * t.dist(here, s))
            if score > best_score:
                best, best_score = s, score
        return best


    def _fetch(self, seat: int, taken: set[str]) -> str:
        """Where this crew member picks up the tool for trouble it cannot fix yet: the
        nearest one for the worst such trouble, nearness counted there and on to it (a
        guard left at a station while fire spreads loses the ship)."""
        t = self.t
        here = t.crew[seat]["at"]
        best, best_score = "", 0.0
        for kind in ("fire", "damage", "fault"):
            if t.can_fix(seat, kind):
                continue
            spot = t.nearest_item(here, FIXES[kind])
            if not spot or spot in taken:
                continue
            for s in t.troubled:
                threat = t.threat(s, (kind,))
                if s in taken or threat < FETCH:
                    continue
                score = threat / (1.0 + 0.6 * (t.dist(here, spot) + t.dist(spot, s)))
                if score > best_score:
                    best, best_score = spot, score
        return best


class CrewBot:
    """Normal: the team plan, the best-scoring legal action (ties at random)."""

    name = "normal"
    SLIP = 0.0

    def __init__(self, seat: int, rng: Rng):
        self.seat = seat
        self.rng = rng
        self._graph: ShipGraph | None = None
        self.memory = DeckMemory()
        """What this crew member saw come up (fed at every decision)."""

    def graph(self, content) -> ShipGraph:
        if self._graph is None:
            self._graph = ShipGraph(content.ship)
        return self._graph

    def choose(self, obs: Observation) -> Any:
        self.memory.see(obs.view, obs.content)
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        scored = self.scores(obs)
        top = max(v for v, _ in scored)
        if self.SLIP and self.rng.below(1000) < self.SLIP * 1000:
            ranked = sorted({v for v, _ in scored}, reverse=True)
            if len(ranked) > 1:
                top = ranked[1]
        return self.rng.choice([a for v, a in scored if v == top])

    def scores(self, obs: Observation, remember: bool = True) -> list[tuple[float, Any]]:
        """(score, action) for every legal action. `remember`: use what this crew member
        saw of the deck (off inside a rollout, whose world is a sample)."""
        table = Table(obs.view, obs.content, self.graph(obs.content))
        hits = self.memory.next_hits(obs.view, obs.content) if remember else set()
        crew = Crew(table, hits)
        seat = obs.pending.seat
        kind = obs.pending.kind
        if kind == "choose_first_player":
            return [(self._first(table, crew, a.seat), a) for a in obs.legal]
        if kind == "discard_equipment":
            return [(-KEEP.get(kind_of(a.item), 0) - 0.1 * a.seat, a) for a in obs.legal]
        if kind == "security_room":
            return [(1.0 if isinstance(a, A.SecurityDone) else 0.0, a) for a in obs.legal]
        return [(self.score(a, table, crew, seat), a) for a in obs.legal]

    # ------------------------------------------------------------------ choices

    def _first(self, t: Table, crew: Crew, seat: int) -> float:
        goal = crew.goals.get(seat, "")
        here = t.crew[seat]["at"]
        if crew.mode == "win" and goal and t.dist(here, goal) <= 2:
            return 10.0 - t.dist(here, goal)
        if crew.mode == "fix" and seat == getattr(crew, "fixer", -1):
            return 8.0 - min(t.dist(here, "hyperdrive"), 7)
        if crew.mode == "jump" and goal:
            return 6.0 - t.dist(here, goal)
        return -float(seat)

    def score(self, a: Any, t: Table, crew: Crew, seat: int) -> float:
        c = t.crew[seat]
        here = c["at"]
        goal = crew.goals.get(seat, here)
        kind = type(a)
        if kind is A.WinAction:
            return 1000.0
        if kind is A.TimeJump:
            if crew.mode != "jump" and not crew.doomed:
                return -500.0
            waiting = [s for s in t.living() if t.crew[s]["at"] != "time_drive"]
            keeps_all = t.view["setup"]["difficulty"] in KEEP_ALL_ON_JUMP
            return 900.0 if keeps_all or not waiting or crew.doomed else 50.0
        if kind in (A.UseItem, A.FreeItem, A.UseAbility):
            return self._use_value(a, t, crew, seat) - (3.0 if kind is A.FreeItem else 0.0)
        if kind is A.SickBay:
            return self._heal_value(t, a.seat)
        if kind is A.PickUp:
            return self._pickup_value(a.item, t, crew, seat)
        if kind is A.Maintenance:
            return 12.0
        if kind is A.AirlockDoor:
            return 60.0 if t.graph.exterior not in t.blocked else -200.0
        if kind is A.ShieldsUp:
            if t.view["shields"] > 2 or a.space in ("hyperdrive",) + tuple(STATIONS.values()):
                return -100.0
            return 25.0 - 5.0 * len([s for s in t.living() if t.crew[s]["at"] == a.space])
        if kind is A.ShieldsDown:
            faults = sum(t.tokens["fault"].values())
            worth = 30.0 if (faults == LIMIT + 1 or a.space in ("hyperdrive",)) else 0.0
            return worth - (40.0 if t.view["shields"] <= 2 else 10.0)
        if kind is A.Move:
            return self._move_value(a.to, t, crew, seat, here, goal)
        if kind is A.StandUp:
            return 8.0 if goal != here else 1.0
        if kind is A.EndTurn:
            return self._stay_value(t, crew, here)
        if kind is A.DamageReport:
            return 2.0
        return -50.0  # drops, trades, doors, security: not part of the plan

    def _use_value(self, a: Any, t: Table, crew: Crew, seat: int) -> float:
        target = a.target
        if target.startswith("crew:"):
            return self._heal_value(t, int(target[5:]))
        if isinstance(a, A.UseAbility):
            token = {"okafor": "damage", "torres": "fire", "malik": "fault"}.get(
                t.crew[seat]["char"], "")
        else:
            token = self._item_token(a.item, t)
        if token == "" or not t.tokens.get(token, {}).get(target, 0):
            return 5.0
        if target == "hyperdrive" and crew.mode == "fix":
            return 300.0
        value = 40.0 * (token == "fire") + t.threat(target) * 6.0
        if target in crew.hits:
            value += 10.0
        return 20.0 + value

    def _item_token(self, uid: str, t: Table) -> str:
        k = kind_of(uid)
        for token, kinds in FIXES.items():
            if k in kinds:
                return token
        return ""

    def _heal_value(self, t: Table, patient: int) -> float:
        wounds = t.crew[patient]["wounds"]
        if not wounds:
            return -5.0
        left = t.capacity(patient) - wounds
        return 15.0 * wounds + (80.0 if left <= 1 else 0.0)

    def _pickup_value(self, uid: str, t: Table, crew: Crew, seat: int) -> float:
        k = kind_of(uid)
        mine = {kind_of(u) for u in t.carried(seat)}
        if k in mine:
            return -5.0
        value = {"tool_kit": 30.0, "fire_extinguisher": 35.0, "electro_tool": 20.0,
                 "exo_skeleton": 15.0, "med_kit": 12.0, "body_armour": 14.0,
                 "space_suit": 3.0}.get(k, 0.0)
        if crew.mode == "fix" and seat == getattr(crew, "fixer", -1):
            needs = t.hyperdrive_needs()
            if any(k in FIXES[n] for n in needs):
                value += 60.0
        return value

    def _move_value(self, to: str, t: Table, crew: Crew, seat: int, here: str,
                    goal: str) -> float:
        value = 0.0
        if goal:
            value += 20.0 * (t.dist(here, goal) - t.dist(to, goal))
        if t.tokens["fire"][to]:
            value -= 6.0 if to == goal else 12.0
        if to in crew.hits:
            value -= 6.0
        wounds_left = t.capacity(seat) - t.crew[seat]["wounds"]
        if wounds_left <= 1 and t.tokens["fire"][to]:
            value -= 40.0
        return value

    def _stay_value(self, t: Table, crew: Crew, here: str) -> float:
        value = 0.0
        if t.tokens["fire"][here]:
            value -= 25.0
        if here in crew.hits:
            value -= 8.0
        return value


class EasyCrewBot(CrewBot):
    """Easy: the same plan, with a person's slips (now and then the second-best action)."""

    name = "easy"
    SLIP = 0.25
