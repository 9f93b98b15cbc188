"""Tempus bots: uniform random play, and a simple crew bot.

The crew bot gives each crew member a goal space and scores every legal action against it:
the lowest living seat is the engineer who fetches the right tools and clears the Hyperdrive;
the others fight the worst trouble near them (Fire first, then Damage where a red marker is
close, then faults). Once the Hyperdrive is fixed everyone heads for the winning stations; if
anyone dies, the crew heads for the Time Drive.

Bots read only their Observation (game.bots.base): the view, the legal actions and the
static board in its content; they draw from their own injected Rng, never the game's.
"""

from __future__ import annotations

from typing import Any

from game.bots.base import Observation
from game.bots.random_bot import UniformRandomBot
from game.engines.common.rng import Rng
from game.engines.tempus import actions as A
from game.engines.tempus.ship import ShipGraph

# Spaces whose Damage ends the game or hurts everyone (Consequences Phase red markers).
CRITICAL = {"fuel_cells": 2, "life_support": 2, "airlock": 2, "shield_generator": 2}
WIN_STATIONS = (("reinforce_shields", "shield_controls"), ("distress_call", "security_controls"),
                ("fly_home", "flight_controls"))
TOOL_FOR = {"damage": ("tool_kit", "exo_skeleton"), "fire": ("fire_extinguisher",),
            "fault": ("electro_tool",)}


class CrewBot:
    """Scores every legal action and plays the best, breaking ties at random."""

    name = "crew"

    def __init__(self, seat: int, rng: Rng):
        self.seat = seat
        self.rng = rng
        self._graph: ShipGraph | None = None

    def choose(self, obs: Observation) -> Any:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        seat = obs.seat
        view = obs.view
        if self._graph is None:
            self._graph = ShipGraph(obs.content.ship)
        goal = self._goal(view, seat)
        blocked = set(view["locked"]) | set(view["sealed"])
        to_goal = self._graph.distances(goal, blocked) if goal else {}
        best, best_score = [], None
        for a in legal:
            s = self._score(a, view, seat, to_goal)
            if best_score is None or s > best_score:
                best, best_score = [a], s
            elif s == best_score:
                best.append(a)
        return self.rng.choice(best)

    # ---- private helpers ---------------------------------------------------------------------

    def _mine(self, view: dict, seat: int) -> list[str]:
        key = f"c:{seat}"
        return [uid for uid, loc in view["items"].items() if loc == key]

    def _threat(self, view: dict, space: str) -> int:
        t = view["tokens"]
        score = 4 * t["fire"][space] + t["fault"][space] + t["damage"][space]
        if t["damage"][space] >= CRITICAL.get(space, 99):
            score += 8
        if space == "hyperdrive":
            score += 2
        return score

    def _goal(self, view: dict, seat: int) -> str:
        crew = view["crew"]
        here = crew[seat]["at"]
        if here is None:
            return ""
        if any(c["dead"] for c in crew) and view["paradox_deck"]:
            return "time_drive"
        if view["fixed"]:
            for kind, place in WIN_STATIONS:
                if kind not in view["completed"]:
                    if kind == "fly_home" or not any(
                            c["at"] == place for s, c in enumerate(crew) if s != seat):
                        return place
            return "flight_controls"
        living = [s for s, c in enumerate(crew) if not c["dead"]]
        tokens = view["tokens"]
        if seat == living[0]:
            need = [t for t in ("fire", "fault", "damage") if tokens[t]["hyperdrive"]]
            mine = {uid.rsplit("_", 1)[0] for uid in self._mine(view, seat)}
            for t in need:
                if not mine & set(TOOL_FOR[t]):
                    spot = self._nearest_item(view, here, TOOL_FOR[t])
                    if spot:
                        return spot
            return "hyperdrive"
        spaces = [s for s in self._graph.spaces if self._threat(view, s) > 2]
        if not spaces:
            return "time_drive"
        dist = self._graph.distances(here, set(view["locked"]) | set(view["sealed"]))
        return max(spaces, key=lambda s: self._threat(view, s) / (1 + dist.get(s, 30)))

    def _nearest_item(self, view: dict, here: str, kinds: tuple[str, ...]) -> str:
        dist = self._graph.distances(here, set(view["locked"]) | set(view["sealed"]))
        spots = [loc[2:] for uid, loc in view["items"].items()
                 if loc.startswith("s:") and uid.rsplit("_", 1)[0] in kinds]
        spots = [s for s in spots if s in dist]
        return min(spots, key=dist.__getitem__) if spots else ""

    def _score(self, a: Any, view: dict, seat: int, to_goal: dict[str, int]) -> float:
        crew = view["crew"]
        if isinstance(a, A.WinAction):
            return 1000
        if isinstance(a, A.TimeJump):
            return 900 if any(c["dead"] for c in crew) else -100
        if isinstance(a, (A.UseItem, A.FreeItem, A.UseAbility)):
            if a.target.startswith("crew:"):
                return 20 + 25 * crew[int(a.target[5:])]["wounds"]
            return 100 + 10 * self._threat(view, a.target)
        if isinstance(a, A.SickBay):
            return 20 + 25 * crew[a.seat]["wounds"]
        if isinstance(a, A.PickUp):
            kind = a.item.rsplit("_", 1)[0]
            return 70 if kind in ("tool_kit", "fire_extinguisher", "electro_tool") else 30
        if isinstance(a, A.Maintenance):
            return 60
        if isinstance(a, A.ShieldsDown):
            faults = sum(view["tokens"]["fault"].values())
            return 50 if faults > 3 and view["shields"] > 2 else -50
        if isinstance(a, (A.ShieldsUp, A.AirlockDoor, A.Drop, A.SecurityRoom,
                          A.SecurityControls, A.ToggleDoor)):
            return -200
        if isinstance(a, A.Move):
            here = crew[seat]["at"]
            if not to_goal:
                return 0
            return 40 * (to_goal.get(here, 30) - to_goal.get(a.to, 30))
        if isinstance(a, A.StandUp):
            return 5
        if isinstance(a, A.EndTurn):
            return 0
        return -10


BOTS = {"random": UniformRandomBot, "easy": CrewBot, "normal": CrewBot, "hard": CrewBot}
ALIASES = {"crew": "normal"}
"""Level names of earlier versions, still found in saves."""
