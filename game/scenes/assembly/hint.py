"""The Hint button: the solver's estimated win chance for the best few commands, the hard
bot's own choice first (`game.bots.assembly.advice`).

The solver (game.bots.assembly.hint) samples the hidden cards from the deciding seat's
view, so a hint never leaks the deck order or the partner's hand. Results are shown on the
board (arrows for swaps and rotations, rings round bays to lock) and as a short list.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import pygame

from game.background import LatestJob
from game.bots.base import observe
from game.engines.assembly import Ask, Choose, Play
from game.scenes.assembly.board import RingView
from game.scenes.assembly.choices import COMMAND_NAMES, card_name, describe

TOP = 3
RANK_COLOURS = ("good", "accent", "active_bg")
BUDGET_S = 1.0
ROLLOUTS = 32
"""Playouts per command: about half a second on this machine's cores for six commands,
and a band of about +/-20 points (12 left bands of +/-35)."""


def chance_band(rate: float, samples: int) -> str:
    """A win chance shown only as precisely as `samples` playouts know it: the range a
    second ask with fresh playouts lands in 95 times in 100 (a Wilson interval of sqrt(2)
    times the usual width, since both asks are noisy), widened to whole fives
    ("55-95%"); a single figure once that range is within 2.5 points either way.

    >>> chance_band(1.0, 32), chance_band(0.5, 32), chance_band(0.5, 40000)
    ('80-100%', '25-75%', '50%')
    """
    if samples <= 0:
        return "not yet known"
    z = 1.96 * math.sqrt(2)
    centre = (rate + z * z / (2 * samples)) / (1 + z * z / samples)
    half = z * math.sqrt(rate * (1 - rate) / samples + z * z / (4 * samples * samples)) \
        / (1 + z * z / samples)
    if half <= 0.025:
        return f"{round(rate * 100)}%"
    low = max(0, math.floor((centre - half) * 20 + 1e-9) * 5)
    high = min(100, math.ceil((centre + half) * 20 - 1e-9) * 5)
    return f"{low}-{high}%"


@dataclass(frozen=True)
class Hint:
    action: object
    text: str
    win_rate: float
    samples: int
    mean_score: float = 0.0
    why: str = ""
    """What the command gains on the ring, in a sentence ("puts 2 modules on their
    blueprints"), or what it is for when it moves nothing."""


def gains(source, action) -> str:
    """What `action` does for the ring, played on a world sampled from what the seat sees
    (the deal's hidden cards never matter to a command's own effect; a Deploy's bay is the
    die's, so it says only that a module joins the ring).

    Counted: modules that end on their own blueprint, and modules locked."""
    from game.bots.base import Observation, observe
    from game.engines import assembly as A
    from game.engines.common.rng import Rng

    if not isinstance(action, Play):
        if isinstance(action, Ask):
            return "learn whether your partner can verify it before you choose."
        return ""
    if action.command == "deploy":
        return "a new module joins the ring at the die's bay."
    obs = source if isinstance(source, Observation) else observe(A.GAME_ID, source)
    world = A.determinize(obs.view, obs.content, Rng(0))

    def placed(view) -> tuple[int, int]:
        on = sum(m is not None and m == bp for m, bp in zip(view["mod"], view["bp"],
                                                            strict=True))
        return on, sum(view["locked"])

    before = placed(world.view_for(obs.seat))
    try:
        world.apply(action)
    except Exception:  # noqa: BLE001 - a reason is a courtesy; the hint stands without it
        return ""
    (on, locked), (on0, locked0) = placed(world.view_for(obs.seat)), before
    if locked > locked0:
        n = locked - locked0
        return f"locks {n} module{'s' if n > 1 else ''}."
    if on > on0:
        n = on - on0
        return f"{n} more module{'s' if n > 1 else ''} on {'their' if n > 1 else 'its'} " \
               "blueprint."
    if on < on0:
        return f"takes {on0 - on} off its blueprint now; the playouts like what follows."
    return "none placed yet; the playouts like the ring it leaves."


def compute(game, role_name: str = "", ability: str = "", budget: float = BUDGET_S,
            rollouts: int = ROLLOUTS, top: int = TOP, names: tuple[str, ...] = ()
            ) -> tuple[list[Hint], float]:
    """The best `top` actions with their win chance, and the seconds it took. `game`: the
    game, or an Observation of the seat to move; `names`: the seats' names, for a hint
    that asks someone."""
    from game.bots.assembly import advice

    t0 = time.perf_counter()
    raw = advice(game, rollouts=rollouts, top_k=6, budget=budget)
    out = []
    for h in raw[:top]:
        out.append(Hint(h["action"], label(h["action"], role_name, ability, names),
                        h["win_rate"], h["samples"], h.get("mean_score", 0.0),
                        gains(game, h["action"])))
    return out, time.perf_counter() - t0


class HintWorker:
    """Runs the solver off the UI thread, on an Observation (a snapshot of what the seat to
    move may see), so the table stays responsive while it thinks; a result for a position
    that has moved on is dropped."""

    def __init__(self) -> None:
        self._job = LatestJob("assembly-hint")
        self._closed = False

    def start(self, game, key: tuple, role_name: str = "", ability: str = "",
              names: tuple[str, ...] = ()) -> None:
        if self._closed or self._job.is_for(key):
            return
        snapshot = observe("assembly", game)  # the solver never sees the live game change
        self._job.submit(key, compute, snapshot, role_name, ability, BUDGET_S, ROLLOUTS, TOP,
                         names)

    def cancel(self) -> None:
        self._job.cancel()

    def close(self) -> None:
        """The table closed: let a running job finish in the background, start no more."""
        self._closed = True
        self._job.close()

    @property
    def busy(self) -> bool:
        return self._job.busy

    def poll(self, key: tuple) -> tuple[list[Hint], float] | None:
        """The finished result for `key`, once (None while thinking or if stale)."""
        done, result = self._job.poll(key)
        return result if done else None


def label(action, role_name: str = "", ability: str = "", names: tuple[str, ...] = ()) -> str:
    if isinstance(action, Play):
        cards = "3-card substitute" if action.is_substitute else card_name(action.cards[0])
        return f"{describe(action, role_name, ability)} [{cards}]"
    if isinstance(action, Ask):
        who = names[action.seat] if action.seat < len(names) else "your partner"
        return f"Ask {who} about {COMMAND_NAMES[action.command]}"
    if isinstance(action, Choose):
        return f"Choose {action.option}"
    return action.to_text()


ALONG = (0.5, 0.38, 0.62, 0.28, 0.72)
"""Where on a swap's line its label may sit, the middle first."""


def _clear_of_centre(view: RingView, tag: str, p: tuple[int, int], q: tuple[int, int]
                     ) -> tuple[int, int]:
    """A point on the line from `p` to `q` where the label `tag` leaves the module stacks
    and their count readable (a swap across the ring passes right over them)."""
    spots = [(round(p[0] + (q[0] - p[0]) * t), round(p[1] + (q[1] - p[1]) * t)) for t in ALONG]
    return next((at for at in spots
                 if not view.label_box(tag, at).colliderect(view.centre_box)), spots[0])


def draw(surf: pygame.Surface, view: RingView, hints: list[Hint]) -> None:
    """Arrows and highlights on the ring, best hint drawn last (on top); each labelled
    with its rank only, so labels stay small over the modules' codes and names."""
    v = view.layout.viewport
    for rank in range(len(hints) - 1, -1, -1):
        h = hints[rank]
        name = RANK_COLOURS[rank % len(RANK_COLOURS)]
        tag = f"#{rank + 1}"  # the chance, with its band, is in the list beside the log
        a = h.action
        if not isinstance(a, Play):
            continue
        args = tuple(a.args)
        if a.command == "swap" and len(args) >= 2 and a.option != "stack":
            pts = [view.token_rect(b).center for b in args if b in view.layout.bays]
            if len(pts) == 2:  # a swap: both modules move
                view.arrow(surf, pts[0], pts[1], name, v.px(4))
                view.arrow(surf, pts[1], pts[0], name, v.px(4))
            else:  # a cycle: each module to the next bay
                for p, q in zip(pts, pts[1:] + pts[:1], strict=True):
                    view.arrow(surf, p, q, name, v.px(4))
            mid = (sum(p[0] for p in pts) // len(pts), sum(p[1] for p in pts) // len(pts))
            if len(pts) == 2:
                mid = _clear_of_centre(view, tag, pts[0], pts[1])
            view.label(surf, tag, mid, name)
        elif a.command == "lock" and args:
            view.glow(surf, args, name, 5)
            for b in args:
                c = view.layout.bays[b].rect
                view.label(surf, tag, (c.centerx, c.top - v.px(10)), name)
        elif a.command.startswith("rotate") and a.option != "cycle" and not a.role:
            ring = args[1] - 1 if len(args) > 1 else 0
            bays = args[0] if args else 1
            view.curved_arrow(surf, ring, a.command == "rotate_cw", name,
                              f"{tag}: {bays} bay{'s' if bays != 1 else ''}", bays)
        elif a.command == "deploy":
            rects = view.stack_rects(1)
            view.label(surf, f"{tag}: deploy", (rects[0].centerx, rects[0].top - v.px(46)),
                       name)
