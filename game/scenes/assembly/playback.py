"""Short animations built from an action's events: the die roll and the clockwise slide of
a deployed module, a glitch card flipping up, the blueprints scrambling at a refresh.

The engine has already changed the state when these play; they only delay what the eye
sees (the deployed token is hidden in the layer until it has slid home), so input is never
blocked and a test can play on at once.
"""

from __future__ import annotations

import math

import pygame

from game.scenes.assembly import art
from game.scenes.assembly.board import RingView
from game.ui.anim import Anim as BaseAnim
from game.ui.board.text import fit_block
from game.ui.fonts import font
from game.ui.theme import colour

ROLL_TIME = 0.55
STEP_TIME = 0.12  # seconds per bay of the clockwise slide
GLITCH_TIME = 2.2
FLIP_TIME = 0.4
SCRAMBLE_TIME = 1.8


class Anim(BaseAnim):
    """A ring animation: it may hide the bays it draws itself over."""

    def hidden(self) -> frozenset[int]:
        return frozenset()

    def draw(self, surf: pygame.Surface, view: RingView, board: dict) -> None: ...


class DeployAnim(Anim):
    """The d12 tumbles and lands on `roll`, then the module slides clockwise to `target`."""

    def __init__(self, roll: int | None, target: int, module: str, ring_size: int = 12):
        super().__init__()
        self.roll, self.target, self.module = roll, target, module
        if roll is None:
            self.path = [target]
        else:
            base = (target - 1) // 12 * 12
            start = base + roll
            self.path = [start]
            while self.path[-1] != target and len(self.path) <= ring_size:
                nxt = self.path[-1] + 1
                self.path.append(base + 1 if nxt > base + 12 else nxt)
        self.roll_time = ROLL_TIME if roll is not None else 0.0
        self.duration = self.roll_time + STEP_TIME * max(1, len(self.path) - 1) + 0.15

    def hidden(self) -> frozenset[int]:
        return frozenset({self.target})

    def draw(self, surf: pygame.Surface, view: RingView, board: dict) -> None:
        v = view.layout.viewport
        cx, cy = view.layout.centre_pt
        if self.roll is not None:
            face = self.roll if self.t >= self.roll_time else 1 + int(self.t * 37) % 12
            size = v.px(70)
            surf.blit(art.die_surface(face, size), (cx - size // 2, cy - v.px(120)))
        if self.t < self.roll_time:
            return
        k = min(1.0, (self.t - self.roll_time) / max(1e-6, self.duration - self.roll_time - 0.15))
        pos = k * (len(self.path) - 1)
        i = min(int(pos), len(self.path) - 1)
        j = min(i + 1, len(self.path) - 1)
        a = view.token_rect(self.path[i]).center
        b = view.token_rect(self.path[j]).center
        f = pos - i
        centre = (round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f))
        t = view.token_rect(self.target, centre=centre)
        surf.blit(art.token_surface(view.codes[self.module], view.colours[self.module], t.size,
                                    view.text_px), t)


class RollAnim(Anim):
    """A die roll that picks a bay for an effect (malfunction, glitch)."""

    duration = ROLL_TIME + 0.6

    def __init__(self, roll: int):
        super().__init__()
        self.roll = roll

    def draw(self, surf: pygame.Surface, view: RingView, board: dict) -> None:
        v = view.layout.viewport
        cx, cy = view.layout.centre_pt
        face = self.roll if self.t >= ROLL_TIME else 1 + int(self.t * 37) % 12
        size = v.px(70)
        surf.blit(art.die_surface(face, size), (cx - size // 2, cy - v.px(120)))


class GlitchAnim(Anim):
    """The glitch card turns face up in the middle of the ring, then fades."""

    duration = GLITCH_TIME

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def draw(self, surf: pygame.Surface, view: RingView, board: dict) -> None:
        v = view.layout.viewport
        cx, cy = view.layout.centre_pt
        w, h = v.px(260), v.px(130)
        # A card turning over: the back narrows to an edge, then the face widens.
        flip = min(1.0, self.t / FLIP_TIME)
        face = flip >= 0.5
        cw = max(2, int(w * abs(math.cos(math.pi * flip))))
        rect = pygame.Rect(0, 0, cw, h)
        rect.center = (cx, cy)
        card = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(card, colour("toast_bg" if face else "card_back"), card.get_rect(),
                         border_radius=v.px(10))
        pygame.draw.rect(card, colour("bad" if face else "accent"), card.get_rect(),
                         max(2, v.px(3)), border_radius=v.px(10))
        if face and cw > w // 2:
            head = font(v.px(22), True).render("GLITCH!", True, colour("bad"))
            card.blit(head, head.get_rect(midtop=(cw // 2, v.px(8))))
            body = fit_block(self.text, v.px(15), colour("text"), (cw - v.px(20), h - v.px(48)),
                             align="center")
            card.blit(body, body.get_rect(midtop=(cw // 2, v.px(42))))
        fade = self.duration - self.t
        if fade < 0.4:
            card.set_alpha(int(255 * max(0.0, fade) / 0.4))
        surf.blit(card, rect)


class ScrambleAnim(Anim):
    """Unlocked blueprints flicker through other names while they are reshuffled."""

    duration = SCRAMBLE_TIME

    def __init__(self, refresh: bool = False):
        super().__init__()
        self.text = ("Deck refreshed: blueprints scramble!" if refresh
                     else "The blueprints scramble!")

    def draw(self, surf: pygame.Surface, view: RingView, board: dict) -> None:
        v = view.layout.viewport
        names = list(view.names)
        tick = int(self.t * 14)
        for number, bay in view.layout.bays.items():
            if board["locked"][number - 1]:
                continue
            r = bay.rect
            fake = names[(number * 7 + tick) % len(names)]
            band = pygame.Rect(r.x, r.y, r.w, max(6, r.h // 5))
            pygame.draw.rect(surf, colour(view.colours[fake]), band,
                             border_top_left_radius=max(3, r.w // 12),
                             border_top_right_radius=max(3, r.w // 12))
            pygame.draw.rect(surf, colour("accent"), r, max(2, v.px(2)),
                             border_radius=max(3, r.w // 12))
        cx, cy = view.layout.centre_pt
        view.label(surf, self.text, (cx, cy - v.px(96)), "accent")


def from_events(events) -> list[Anim]:
    """The animations an action's events call for, in the order they happened."""
    out: list[Anim] = []
    roll: int | None = None
    for e in events:
        data = e.data or {}
        if e.kind == "roll":
            roll = data.get("roll")
            continue
        if e.kind == "deploy" and "bay" in data and "module" in data:
            out.append(DeployAnim(roll, data["bay"], data["module"]))
            roll = None
            continue
        if roll is not None:
            out.append(RollAnim(roll))
            roll = None
        if e.kind == "glitch":
            out.append(GlitchAnim(e.text))
        elif e.kind == "scramble":
            out.append(ScrambleAnim(refresh=any(x.kind == "refresh" for x in events)))
    if roll is not None:
        out.append(RollAnim(roll))
    return out


class Animations:
    """Plays queued animations one after another."""

    def __init__(self) -> None:
        self.queue: list[Anim] = []

    def add(self, anims: list[Anim]) -> None:
        self.queue.extend(anims)

    @property
    def active(self) -> bool:
        return bool(self.queue)

    def hidden(self) -> frozenset[int]:
        out: frozenset[int] = frozenset()
        for a in self.queue:
            out |= a.hidden()
        return out

    def update(self, dt: float) -> bool:
        """Advance; True if something is on screen (needs a redraw)."""
        if not self.queue:
            return False
        self.queue[0].t += dt
        if self.queue[0].done:
            self.queue.pop(0)
        return True

    def draw(self, surf: pygame.Surface, view: RingView, board: dict) -> None:
        if self.queue:
            self.queue[0].draw(surf, view, board)

    def finish(self) -> None:
        self.queue.clear()
