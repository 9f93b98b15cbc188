"""Watching a move: each engine event changes the table's display model (a view dict) one
step at a time and starts what the eye should follow: tokens flying to their rooms, fire
spreading cascade by cascade, the disaster card revealed with the row being enacted lit, the
Consequences checks highlighted one by one, wounds flashing on the sheets, the Airlock
dragging crew, a Time Jump rewinding the board with the Paradox put on the deck.

The engine has already decided everything (the events and the state after the move are
given); this module only retells it. Whatever the events do not say exactly (which item was
picked up) is taken from the state after the move, so the board never drifts, and the table
re-syncs to the engine once the last event has been shown.
"""

from __future__ import annotations

import re

import pygame

from game.engines.common.actions import Event
from game.engines.common.plain import plain_copy
from game.engines.tempus.rules.consequences import LIMIT
from game.scenes.tempus import art
from game.scenes.tempus.layout import LINE, TEXT
from game.scenes.tempus.names import card_kind, card_lines
from game.scenes.tempus.panels import lines_in
from game.ui.anim import Anim as BaseAnim
from game.ui.board.text import wrap
from game.ui.fonts import render
from game.ui.theme import colour

#: Seconds (at animation speed 1) each kind of event holds the stage.
DURATION = {"move": 0.35, "pulled": 0.6, "stand": 0.2, "place": 0.32, "remove": 0.3,
            "spread": 0.45, "draw": 1.4, "time_jump": 2.2, "death": 0.8, "shields": 0.45,
            "knockdown": 0.45, "round": 0.5, "airlock": 0.9, "exterior": 0.5, "doors": 0.4,
            "lock": 0.25, "unlock": 0.25, "seal": 0.5, "hyperdrive": 0.6, "completion": 0.6,
            "life_support": 0.5, "first": 0.3, "discard": 0.4, "penalty": 0.4, "heal": 0.35,
            "armour": 0.35, "trade": 0.3, "pickup": 0.25, "drop": 0.25, "refresh": 0.25,
            "lost": 0.8, "won": 0.8}
CHECK_TIME = 0.32  # each Consequences check
FLY_TIME = 0.3

#: The Consequences Phase, step by step: (room to light, the check on the list, what it
#: checks in full).
CHECKS = (("fuel_cells", "Fuel Cells", "Fuel Cells: 3+ Damage and the ship explodes"),
          ("life_support", "Life Support", "Life Support: 3+ Damage wounds everyone unsuited"),
          ("airlock", "Airlock hull", "Airlock: 3+ Damage tears the exterior door away"),
          ("airlock", "Outer door", "An open exterior door: Airlock Opening"),
          ("shield_generator", "Shield Gen.", "Shield Generator: 3+ Damage drops the Shields"),
          ("hyperdrive", "Hyperdrive", "Hyperdrive (fixed): 3+ tokens break it again"),
          ("", "Fires burn", "Every Fire places 1 Damage in its space"),
          ("", "Faults", "More than 3 Electrical Faults drop the Shields"))
#: The event a card effect shows first (which row of the revealed card is being enacted).
SIGNATURE = {"fire": ("place", "fire"), "fault": ("place", "fault"),
             "damage": ("place", "damage"), "spread": ("spread", ""),
             "spread_fires": ("spread", ""), "knockdown": ("knockdown", ""),
             "discard": ("discard", ""), "door": ("doors", ""), "remove": ("remove", ""),
             "shields": ("shields", ""), "seal": ("seal", ""), "lose": ("lost", "")}


class Anim(BaseAnim):
    """A deck animation: it draws itself over the cached frame."""

    def draw(self, surf: pygame.Surface, vp) -> None: ...


class FlyToken(Anim):
    """A token on its way from the supply (or a burning room) to where it lands."""

    def __init__(self, kind: str, start, end, duration: float = FLY_TIME):
        super().__init__(duration)
        self.kind, self.start, self.end = kind, start, end

    def draw(self, surf, vp) -> None:
        k = self.k * self.k * (3 - 2 * self.k)
        x = self.start[0] + (self.end[0] - self.start[0]) * k
        y = self.start[1] + (self.end[1] - self.start[1]) * k
        img = art.token_surface(self.kind, vp.px(26))
        surf.blit(img, img.get_rect(center=(round(x), round(y))))


class Pulse(Anim):
    """A ring drawn round a room, fading: this is where it happens."""

    def __init__(self, rect: pygame.Rect, tone: str, duration: float = 0.6):
        super().__init__(duration)
        self.rect, self.tone = rect, tone

    def draw(self, surf, vp) -> None:
        grow = round(vp.px(10) * self.k)
        width = max(2, round(vp.px(6) * (1 - self.k)) + 1)
        pygame.draw.rect(surf, colour(self.tone), self.rect.inflate(grow, grow), width,
                         border_radius=vp.px(6))


class Flash(Anim):
    """A translucent wash over a rect (a wound landing on a sheet, the Airlock venting)."""

    def __init__(self, rect: pygame.Rect, tone: str, duration: float = 0.5, alpha: int = 150):
        super().__init__(duration)
        self.rect, self.tone, self.alpha = rect, tone, alpha
        self._wash: pygame.Surface | None = None

    def draw(self, surf, vp) -> None:
        # One solid surface made on the first frame, faded by its surface alpha: a new
        # full-deck translucent surface every frame was a quarter of a busy frame's time.
        if self._wash is None or self._wash.get_size() != self.rect.size:
            self._wash = pygame.Surface(self.rect.size)
            self._wash.fill(colour(self.tone))
        self._wash.set_alpha(round(self.alpha * (1 - self.k)))
        surf.blit(self._wash, self.rect.topleft)


class Banner(Anim):
    """Big news across the deck: the Airlock opens, a Time Jump, the game's end."""

    def __init__(self, text: str, tone: str, centre, duration: float = 1.6):
        super().__init__(duration)
        self.text, self.tone, self.centre = text, tone, centre
        self._panel: pygame.Surface | None = None

    def draw(self, surf, vp) -> None:
        img = render(self.text, vp.px(30), colour("text"), True)
        box = img.get_rect(center=self.centre).inflate(vp.px(40), vp.px(18))
        fade = 1.0 if self.k < 0.7 else (1 - self.k) / 0.3
        if self._panel is None or self._panel.get_size() != box.size:
            self._panel = pygame.Surface(box.size)  # made once, faded by surface alpha
            self._panel.fill(colour(self.tone))
        self._panel.set_alpha(round(220 * fade))
        surf.blit(self._panel, box.topleft)
        img.set_alpha(round(255 * fade))
        surf.blit(img, img.get_rect(center=box.center))


class FlyCard(Anim):
    """A card moving between piles (the Paradox put on top of the Disaster Deck)."""

    def __init__(self, start: pygame.Rect, end: pygame.Rect, tone: str, delay: float = 0.6,
                 duration: float = 1.2):
        super().__init__(duration)
        self.start, self.end, self.tone, self.delay = start, end, tone, delay

    def draw(self, surf, vp) -> None:
        if self.t < self.delay:
            return
        k = min(1.0, (self.t - self.delay) / max(1e-6, self.duration - self.delay))
        k = k * k * (3 - 2 * k)
        rect = pygame.Rect(round(self.start.x + (self.end.x - self.start.x) * k),
                           round(self.start.y + (self.end.y - self.start.y) * k - vp.px(40)
                                 * (1 - abs(2 * k - 1))), self.start.w, self.start.h)
        pygame.draw.rect(surf, colour(self.tone), rect, border_radius=vp.px(5))
        pygame.draw.rect(surf, colour("accent"), rect, max(2, vp.px(3)), border_radius=vp.px(5))


class Playback:
    """Retells one event at a time on the display model; owns the animations."""

    def __init__(self, stage):
        self.stage = stage  # the scene: geometry, content, the display model
        self.anims: list[Anim] = []
        self.card: str | None = None  # the disaster card being enacted
        self.row = -1  # its row (effect) being enacted
        self.checks: list[tuple[str, bool]] = []
        self.check_t = -1.0
        self.spreading: str | None = None  # fire spreads from here

    # ---- state -----------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return bool(self.anims) or self.check_t >= 0

    def finish(self) -> None:
        self.anims.clear()
        self.card = None
        self.row = -1
        self.checks = []
        self.check_t = -1.0
        self.spreading = None

    def update(self, dt: float) -> bool:
        for a in self.anims:
            a.t += dt
        self.anims = [a for a in self.anims if not a.done]
        if self.check_t >= 0:
            self.check_t += dt
            if self.check_t > CHECK_TIME * (len(self.checks) + 1):
                self.check_t = -1.0
                self.checks = []
        return self.active

    # ---- events ------------------------------------------------------------------------------
    def show(self, display: dict, event: Event, after: dict, rest: list[Event]) -> float:
        """Change `display` by one event; `after` is the state once the move is done and
        `rest` the move's events still to come. Returns the seconds to hold the stage."""
        st = self.stage
        kind, data = event.kind, event.data
        duration = DURATION.get(kind, 0.2)
        self._follow_card(event)
        if kind != "place" or data.get("token") != "fire":
            self.spreading = None if kind != "spread" else self.spreading
        if kind in ("move", "pulled"):
            display["crew"][data["seat"]]["at"] = data["space"]
        elif kind == "stand":
            display["crew"][data["seat"]]["down"] = False
        elif kind in ("pickup", "drop", "trade", "discard", "refresh", "armour"):
            display["items"] = dict(after["items"])
            display["exhausted"] = list(after["exhausted"])
            if kind == "armour":
                self._wound_flash(data["seat"], "accent")
        elif kind == "place":
            duration = self._place(display, data["token"], data["space"], after)
        elif kind == "remove":
            token, space = data["token"], data["space"]
            match = re.match(r"(\d+)", event.text)
            n = min(display["tokens"][token][space], int(match.group(1))) if match else \
                display["tokens"][token][space] - after["tokens"][token][space]
            display["tokens"][token][space] -= n
            display["supply"][token] += n
            self.anims.append(Pulse(st.room_px(space), "good", 0.5))
        elif kind == "spread":
            self.spreading = data["space"]
            self.anims.append(Pulse(st.room_px(data["space"]), "bad", 0.7))
        elif kind in ("lock", "unlock"):
            locked = set(display["locked"])
            (locked.add if kind == "lock" else locked.discard)(data["door"])
            display["locked"] = sorted(locked)
        elif kind == "doors":
            locked = set(display["locked"])
            doors = data.get("doors")
            if doors is None:
                locked = set(after["locked"])
            else:
                for d in doors:
                    (locked.discard if d in locked else locked.add)(d)
            display["locked"] = sorted(locked)
        elif kind == "seal":
            display["sealed"] = sorted(set(display["sealed"]) | set(data.get("doors", ())))
        elif kind == "exterior":
            locked = set(display["locked"])
            (locked.add if "closed" in event.text else locked.discard)(st.exterior)
            display["locked"] = sorted(locked)
            self.anims.append(Pulse(st.room_px("airlock"), "bad", 0.6))
        elif kind == "airlock":
            if st.exterior not in after["locked"]:  # opened by the Airlock's board action
                display["locked"] = sorted(set(display["locked"]) - {st.exterior})
            self.anims.append(Flash(st.room_px("airlock"), "bad", 0.9, 190))
            self.anims.append(Banner("The Airlock opens to space!", "bad", st.deck_centre(),
                                     1.2))
        elif kind == "knockdown":
            for seat, c in enumerate(display["crew"]):
                c["down"] = after["crew"][seat]["down"] if not c["dead"] else False
        elif kind == "death":
            seat = data["seat"]
            c = display["crew"][seat]
            c.update(dead=True, down=False, wounds=after["crew"][seat]["wounds"])
            if after["crew"][seat]["at"] is None:
                c["at"] = None
            self._wound_flash(seat, "bad", 0.9)
        elif kind == "heal":
            seat = data["seat"]
            display["crew"][seat]["wounds"] = after["crew"][seat]["wounds"]
            self._wound_flash(seat, "good")
        elif kind == "life_support":
            for seat, c in enumerate(display["crew"]):
                if not c["dead"] and c["wounds"] < after["crew"][seat]["wounds"]:
                    c["wounds"] += 1
                    self._wound_flash(seat, "bad")
            self.anims.append(Pulse(st.room_px("life_support"), "bad", 0.7))
        elif kind == "shields":
            display["shields"] = data["shields"]
            self.anims.append(Flash(st.shields_px(), "bad" if "drop" in event.text else "good",
                                    0.6))
        elif kind == "hyperdrive":
            display["fixed"] = "fixed" in event.text and "breaks" not in event.text
            self.anims.append(Flash(st.hyperdrive_px(), "good" if display["fixed"] else "bad",
                                    0.7))
        elif kind == "completion":
            if data["kind"] not in display["completed"]:
                display["completed"] = list(display["completed"]) + [data["kind"]]
            self.anims.append(Flash(st.completion_px(), "good", 0.7))
        elif kind == "draw":
            self._draw_card(display, data["card"])
        elif kind == "round":
            self._retire_card(display)
            display["round"] = data["round"]
        elif kind == "end_turn":
            if any(e.kind in ("draw", "lost") for e in rest):
                duration = self._consequences(display)
        elif kind == "time_jump":
            duration = self._time_jump(display, after)
        elif kind in ("lost", "won"):
            self._retire_card(display)
            self.anims.append(Banner("The crew wins!" if kind == "won" else "Game over",
                                     "good" if kind == "won" else "bad", st.deck_centre(),
                                     1.4))
        if kind == "first":
            self.anims.append(Pulse(st.sheet_px(data["seat"]), "accent", 0.5))
        return duration

    def _place(self, display: dict, token: str, space: str, after: dict) -> float:
        st = self.stage
        display["tokens"][token][space] += 1
        display["supply"][token] = max(0, display["supply"][token] - 1)
        start = st.room_centre(self.spreading) if token == "fire" and self.spreading else \
            st.supply_point(token)
        self.anims.append(FlyToken(token, start, st.room_centre(space)))
        # A token placed where crew stand wounds each of them (an absorbed wound and the
        # final count are in the state after the move, which is never exceeded here).
        for seat, c in enumerate(display["crew"]):
            if c["at"] == space and not c["dead"] and c["wounds"] < after["crew"][seat]["wounds"]:
                c["wounds"] += 1
                self._wound_flash(seat, "bad")
        return DURATION["place"]

    def _wound_flash(self, seat: int, tone: str, duration: float = 0.6) -> None:
        self.anims.append(Flash(self.stage.sheet_px(seat), tone, duration, 120))

    def _draw_card(self, display: dict, card_id: str) -> None:
        self._retire_card(display)
        display["deck"] = max(0, display["deck"] - 1)
        if self.stage.content.cards[card_id].kind in ("paradox", "lost_in_the_void"):
            pass  # a Paradox sits on top of the Disaster Deck: the deck count covers it
        self.card = card_id
        self.row = -1
        st = self.stage
        self.anims.append(FlyCard(st.pile_px(0), st.panel_card_px(), "card_face", 0.0, 0.45))

    def _retire_card(self, display: dict) -> None:
        if self.card is None:
            return
        card = self.stage.content.cards[self.card]
        pile = "paradox_discard" if card.kind in ("paradox", "lost_in_the_void") else "discard"
        display[pile] = list(display[pile]) + [self.card]
        self.card = None
        self.row = -1

    def _follow_card(self, event: Event) -> None:
        """Light the row of the revealed card this event belongs to."""
        if self.card is None or event.kind == "draw":
            return
        card = self.stage.content.cards[self.card]
        rows = card.effects
        sig = (event.kind, event.data.get("token", "") if event.kind == "place" else "")
        for i in range(self.row + 1, len(rows)):
            want = SIGNATURE.get(rows[i].do)
            if want is not None and want[0] == sig[0] and (not want[1] or want[1] == sig[1]):
                self.row = i
                return

    def _consequences(self, display: dict) -> float:
        tok = display["tokens"]
        faults = sum(tok["fault"].values())
        burning = sum(1 for n in tok["fire"].values() if n)
        hyper = sum(tok[k]["hyperdrive"] for k in tok)
        exterior_open = self.stage.exterior not in display["locked"]
        hits = [tok["damage"]["fuel_cells"] >= LIMIT, tok["damage"]["life_support"] >= LIMIT,
                tok["damage"]["airlock"] >= LIMIT, exterior_open,
                tok["damage"]["shield_generator"] >= LIMIT,
                display["fixed"] and hyper >= LIMIT, burning > 0, faults > LIMIT]
        self.checks = [(i, hit) for i, hit in enumerate(hits)]
        self.check_t = 0.0
        for i, (room, _, _) in enumerate(CHECKS):
            if room:
                pulse = Pulse(self.stage.room_px(room), "bad" if hits[i] else "accent", 0.45)
                pulse.t = -CHECK_TIME * i  # each room lights as its check comes up
                pulse.duration = 0.45
                self.anims.append(pulse)
        return CHECK_TIME * (len(CHECKS) + 1)

    def _time_jump(self, display: dict, after: dict) -> float:
        st = self.stage
        keep = {k: plain_copy(after[k]) for k in ("crew", "items", "exhausted", "locked",
                                                      "sealed", "completed", "deck", "discard",
                                                      "paradox_deck", "paradox_discard",
                                                      "loops", "hyperdrive", "numbers")}
        display.update(keep)
        display["fixed"] = False
        display["shields"] = st.content.ship.shields_start
        # The hyperdrive's broken side is enacted after the jump: its tokens land next.
        for token, board in display["tokens"].items():
            for space in board:
                board[space] = 0
            display["supply"][token] = after["supply"][token] + sum(
                after["tokens"][token].values())
        self.card = None
        self.anims.append(Flash(st.deck_px(), "seat_4", 1.6, 140))
        self.anims.append(Banner(f"Time Jump! Loop {after['loops'] + 1} begins", "seat_4",
                                 st.deck_centre(), 2.0))
        self.anims.append(FlyCard(st.pile_px(2), st.pile_px(0), "seat_4", 0.6, 1.8))
        return DURATION["time_jump"]

    # ---- drawing -----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, vp) -> None:
        for a in self.anims:
            if a.t >= 0:
                a.draw(surf, vp)
        if self.check_t >= 0 and self.checks:
            self._draw_checks(surf, vp)
        elif self.card is not None:
            self._draw_card_panel(surf, vp)

    def _panel(self, surf, vp, title: str, tone: str) -> tuple[pygame.Rect, int]:
        """The action panel's frame with a title; returns it and the y under the title."""
        r = vp.rect(*self.stage.action_panel_rect())
        pygame.draw.rect(surf, colour("panel_bg"), r, border_radius=vp.px(8))
        pygame.draw.rect(surf, colour(tone), r, max(2, vp.px(3)), border_radius=vp.px(8))
        lines = lines_in(title, vp.px(15), r.w - vp.px(16), 2, bold=True)
        y = r.y + vp.px(2)
        for line in lines:
            img = render(line, vp.px(15), colour(tone), True)
            surf.blit(img, (r.x + vp.px(8), y))
            y += vp.px(LINE)
        return r, y + vp.px(2)

    def _draw_checks(self, surf, vp) -> None:
        """The Consequences Phase as a checklist, each check ticked off in turn, and the one
        being checked spelled out under it."""
        r, top = self._panel(surf, vp, "Consequences Phase", "accent")
        current = min(int(self.check_t / CHECK_TIME), len(self.checks) - 1)
        rows = (len(self.checks) + 1) // 2
        col_w = (r.w - vp.px(16)) // 2
        line = vp.px(LINE - 1)
        for k, (i, hit) in enumerate(self.checks):
            col, row = divmod(k, rows)
            x = r.x + vp.px(8) + col * col_w
            y = top + row * line
            done = k <= current
            tone = "bad" if hit and done else "text" if k == current else "text_dim"
            if k == current:
                pygame.draw.rect(surf, colour("zone_bg"), (x - vp.px(3), y, col_w - vp.px(2),
                                                           line), border_radius=vp.px(3))
            mark = ("!" if hit else "ok") if done else ""
            if mark:
                m = render(mark, vp.px(TEXT), colour("bad" if hit else "good"), True)
                surf.blit(m, (x, y))
            img = render(CHECKS[i][1], vp.px(TEXT), colour(tone), k == current)
            surf.blit(img, (x + vp.px(24), y))
        i, hit = self.checks[current]
        y = top + rows * line + vp.px(3)
        line = vp.px(LINE)
        room = (r.bottom - vp.px(2) - y) // line
        for text in lines_in(CHECKS[i][2], vp.px(TEXT), r.w - vp.px(16), room):
            surf.blit(render(text, vp.px(TEXT), colour("bad" if hit else "text")),
                      (r.x + vp.px(8), y))
            y += line

    def _draw_card_panel(self, surf, vp) -> None:
        """The disaster being enacted: the rows that happen to a crew this size, the one
        being enacted lit (the panel scrolls to keep it in view)."""
        st = self.stage
        card = st.content.cards[self.card]
        r, top = self._panel(surf, vp, f"{card_kind(card)}: {card.name}",
                             "seat_4" if card.kind in ("paradox", "lost_in_the_void") else "bad")
        numbers = {n: s for s, n in st.display["numbers"].items()}
        rows = card_lines(card, st.content, numbers, st.players)
        if card.kind == "growing":  # only the rows down to this crew's size are enacted
            rows = [(i, t[:-2]) for i, t in enumerate(rows) if t.endswith(" *")]
        else:
            rows = list(enumerate(rows))
        width = r.w - vp.px(26)
        line = vp.px(LINE)
        blocks = [(i, wrap(text, vp.px(TEXT), width, i == self.row)) for i, text in rows]
        room = (r.bottom - vp.px(4) - top) // line
        first = 0
        lit = next((k for k, (i, _) in enumerate(blocks) if i == self.row), 0)
        while first < lit and sum(len(b) for _, b in blocks[first:lit + 1]) > room:
            first += 1
        y = top
        for i, lines in blocks[first:]:
            if (y - top) // line + len(lines) > room:
                break
            lit_row = i == self.row
            if lit_row:
                pygame.draw.rect(surf, colour("zone_bg"), (r.x + vp.px(4), y, r.w - vp.px(8),
                                                           len(lines) * line),
                                 border_radius=vp.px(3))
                arrow = render(">", vp.px(TEXT), colour("accent"), True)
                surf.blit(arrow, (r.x + vp.px(6), y))
            for text in lines:
                surf.blit(render(text, vp.px(TEXT), colour("text" if lit_row else "text_dim"),
                                 lit_row), (r.x + vp.px(18), y))
                y += line
