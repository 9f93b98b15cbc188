"""What the Assembly table draws each frame, and what it caches.

The ring, the side panels, the prompt and the log live in one cached layer (board.py),
painted again only where the board or one of the texts below changed; overlays (lock glows, rotate
ghosts, hints, the dragged module) and the hand are drawn on top of one full-window blit.
A mixin of AssemblyScene: it reads the scene's state and never changes the game.
"""

from __future__ import annotations

import pygame

from game.engines.assembly import Choose
from game.engines.common.errors import RuleError
from game.scenes.assembly import choices as C
from game.scenes.assembly import hint
from game.scenes.assembly.panels import (
    TOP_BAR,
    answer_line,
    draw_gauge,
    draw_piles,
    role_line,
    role_text,
)
from game.ui import fonts
from game.ui.board.text import fit_block, render_block, wrap
from game.ui.table.frame_cache import Part, log_part
from game.ui.theme import colour

COMMAND_HELP = ("drag a module onto another to swap, drag the ring (or Rotate) to preview, "
                "click glowing bays to lock, Deploy rolls the die. Select 3 cards first for a "
                "substitute wild.")
SHORT_HELP = "drag modules to swap, drag the ring to rotate, click glowing bays to lock."
GHOSTS_HELP = ("ghosts show where every unlocked module lands (solid: {n} bay{s}, small: the "
               "other). ")
TEXT = 14  # logical px: the least any text on this table is drawn at
PROMPT = (140.0, 6.0)  # logical x, y of the prompt beside the title
PROMPT_RIGHT = 490.0  # logical: the prompt stops this far from the right edge (buttons)
CORNER_W = 150.0  # logical: the free corners of the ring's room, left of the ring


class TableDrawing:
    def bay_tooltip(self, pos: tuple[int, int]) -> str | None:
        bay = self.layout.bay_at(pos)
        if bay is None:
            return None
        v, i = self.view, bay - 1
        names = self.ring.names
        parts = [f"Bay {bay}: {names[v['bp'][i]]} blueprint."]
        if v["mod"][i] is not None:
            match = "matches" if v["mod"][i] == v["bp"][i] else "does not match"
            parts.append(f"Module: {names[v['mod'][i]]} ({match}).")
        if v["locked"][i]:
            parts.append("Locked.")
        if v["rob"][i] is not None:
            parts.append(f"A {v['robot_colours'][v['rob'][i]]} robot rides this module.")
        for c, b in v["targets"]:
            if b == i:
                parts.append(f"Target bay of the {c} robot.")
        m = self.ring.malf.get(bay)
        if m is not None:
            parts.append(f"Malfunction when locked: {m.text}")
        return " ".join(parts)

    def stack_tooltip(self, pos: tuple[int, int]) -> str | None:
        if self.stack_at(pos) is None:
            return None
        if len(self.view["stacks"]) > 1:
            return ("Re-Sequence: two face-up stacks. Deploy rolls the die, then you choose "
                    "the stack; drag a module onto a stack to exchange it with the top one.")
        return "The face-down module stack. Click it (or Deploy) to roll the d12 and deploy."

    def _panel_parts(self) -> list[Part]:
        """The oxygen gauge, the piles and the hand's heading."""
        vp, panel, view = self.vp, self.panel, self.view
        seat = self.shown_seat
        head = ""
        if seat is not None and not self.game.is_over:
            line = role_line(view, seat, self.content)
            head = f"{self.names[seat]}'s hand" + (f"  ·  {line}" if line else "")
        at = (vp.px(panel.hand[0]), vp.px(panel.hand[1]))

        def hand_head(surf: pygame.Surface) -> None:
            if head:
                surf.blit(fonts.render(head, vp.px(15), colour("text"), True), at)

        return [
            Part("gauge", vp.rect(*panel.gauge),
                 (view["cycle"], view["deck_size"], view["discard_size"],
                  tuple(view["hand_sizes"]), str(view["set_aside"])),
                 lambda surf: draw_gauge(surf, vp, panel.gauge, view)),
            Part("piles", vp.rect(*panel.piles),
                 (view["discard_size"], view["discard_top"], str(view["set_aside"]),
                  tuple(view["hand_sizes"]), tuple(view["roles_used"]), tuple(self.names), seat),
                 lambda surf: draw_piles(surf, vp, panel.piles, view, self.names, seat)),
            Part("hand head", pygame.Rect(at, fonts.font(vp.px(15), True).size(head or " ")),
                 head, hand_head)]

    def hand_header_tooltip(self, pos: tuple[int, int]) -> str | None:
        """The role's ability in full, over the line that names it."""
        seat = self.shown_seat
        x, y, w, _ = self.panel.hand
        if seat is None or not self.vp.rect(x, y, w, 22).collidepoint(pos):
            return None
        return role_text(self.view, seat, self.content) or None

    def panel_tooltip(self, pos: tuple[int, int]) -> str | None:
        panel, vp = self.panel, self.vp
        if vp.rect(*panel.gauge).collidepoint(pos):
            return ("The command deck is your oxygen. When you must draw from an empty deck, a "
                    "set-aside card joins the discards, they are shuffled into a new deck and "
                    "the unlocked blueprints scramble. Running dry in the third cycle loses the "
                    "game.")
        if vp.rect(*panel.piles).collidepoint(pos):
            return ("Discards are face down for good: you may never look through them. The "
                    "set-aside cards join the deck at the first and second refresh.")
        if self.rules_note_rect().collidepoint(pos):
            return " ".join(self.rules_in_play())
        bay = self.ring.malfunction_at(pos)
        if bay is not None:
            return f"Malfunction when bay {bay} locks: {self.ring.malf[bay].text}"
        return None

    def _static_key(self) -> tuple:
        """Everything the panels and prompt show: they live in the cached layer."""
        v = self.view
        return (self._prompt_text(), answer_line(v, self.names), self.shown_seat, self.hinted,
                v["deck_size"], v["discard_size"], v["discard_top"], v["cycle"],
                tuple(v["hand_sizes"]), str(v["set_aside"]), tuple(v["roles_used"]),
                self._ask_caption(), self.more_open, self.panel, self.scrambled_note(),
                self._held_key(), self.hand.resting_key())

    def _static_parts(self) -> list[Part]:
        """The scene's pieces over the ring: panels, prompt, notes and the log."""
        vp = self.vp
        parts = self._panel_parts()
        prompt = self._prompt_text()
        parts.append(Part("prompt", pygame.Rect(0, 0, vp.px(self.vp.logical_size[0]
                                                            - PROMPT_RIGHT), vp.px(TOP_BAR)),
                          (prompt, self.rot.steps if self.rot is not None else None),
                          lambda surf: self._draw_prompt(surf, prompt)))
        caption = self._ask_caption() or answer_line(self.view, self.names)
        parts.append(Part("caption", vp.rect(self.panel.x, self.panel.ask_caption,
                                              self.panel.w, 20),
                          (caption, bool(self._ask_caption())), self._draw_caption))
        lines = self.rules_note_lines()
        parts.append(Part("rules note", self.rules_note_rect(), tuple(lines),
                          self._draw_rules_note))
        note = self.scrambled_note()
        parts.append(Part("scramble note", self._scramble_extent(),
                          (note, tuple(self.scrambled) if note else ()),
                          self._draw_scramble_note))
        if not self.more_open:  # the More... list takes the log's place
            parts.append(log_part(self.log))
        held = self._held_key()
        parts.append(Part("held", self.vp.rect(*self.panel.ring_area) if held
                          else pygame.Rect(0, 0, 0, 0), held,
                          lambda surf: self.input.draw_held(surf) if held else None))
        parts.append(self._hand_part())
        return parts

    def _hand_part(self) -> Part:
        """The hand's cards at rest, over everything else in the layer (a module dragged
        round the ring would otherwise draw them again every frame)."""
        hand = self.hand
        return Part("hand", hand.resting_extent(), hand.resting_key(), hand.draw_resting)

    def rules_in_play(self) -> list[str]:
        """The variant, malfunctions and difficulty in play, a sentence each."""
        setup = self.game.setup
        parts = []
        if "resequence" in setup.variants:
            parts.append("Re-Sequence: after the first, lock bays one by one clockwise.")
        if "override" in setup.variants:
            parts.append("Override: lock each robot on its target bay with its module.")
        if setup.double_ring:
            parts.append("Double Ring: rotate one ring; swap within a ring or across.")
        if setup.glitches:
            parts.append("Glitches in the deck.")
        mset = self.content.sets.get(setup.malfunctions) if setup.malfunctions else None
        parts.append(f"Malfunctions: {mset.name}." if mset else "No malfunctions.")
        parts.append(f"Difficulty: {setup.difficulty_class}.")
        if self.hinted:
            parts.append("Hints used in this game.")
        return parts

    def rules_note_lines(self) -> list[str]:
        """The same, a word or two each, in the corner of the table (the tooltip says it
        all): one line, or two if the window is too narrow for one."""
        setup = self.game.setup
        words = [name for flag, name in (
            ("resequence" in setup.variants, "Re-Sequence"),
            ("override" in setup.variants, "Override"), (setup.double_ring, "Double Ring"),
            (setup.glitches, "Glitches")) if flag]
        mset = self.content.sets.get(setup.malfunctions) if setup.malfunctions else None
        words.append(mset.name.split(":")[0] if mset else "No malfunctions")
        words.append(setup.difficulty_class)
        if self.hinted:
            words.append("hints used")
        return wrap(" · ".join(words), self.vp.px(TEXT), self.vp.px(2 * CORNER_W))

    def rules_note_rect(self) -> pygame.Rect:
        vp = self.vp
        face = fonts.font(vp.px(TEXT))
        lines = self.rules_note_lines()
        width = max(face.size(line)[0] for line in lines)
        height = face.get_linesize() * len(lines)
        return pygame.Rect(vp.px(12), vp.px(self.vp.logical_size[1] - 4) - height, width,
                           height)

    def _draw_rules_note(self, surf: pygame.Surface) -> None:
        """Bottom-left corner: the variant, malfunctions and difficulty in play."""
        vp = self.vp
        rect = self.rules_note_rect()
        y = rect.y
        for line in self.rules_note_lines():
            surf.blit(fonts.render(line, vp.px(TEXT), colour("text_dim")), (rect.x, y))
            y += fonts.font(vp.px(TEXT)).get_linesize()

    def scrambled_note(self) -> str:
        if not self.scrambled:
            return ""
        n = len(self.scrambled)
        return f"Deck refreshed: {n} blueprint{'s' if n != 1 else ''} scrambled (marked)"

    def _draw_scramble_note(self, surf: pygame.Surface) -> None:
        """After a deck refresh, until the next move: which blueprints moved, on the board."""
        note = self.scrambled_note()
        if not note:
            return
        vp = self.vp
        x, y, _, _ = self.panel.ring_area
        img = render_block(note, vp.px(TEXT), colour("counter_edge"), vp.px(CORNER_W - 12),
                           bold=True)
        box = img.get_rect(topleft=(vp.px(x + 12), vp.px(y + 6))).inflate(vp.px(12), vp.px(6))
        box.topleft = (vp.px(x + 6), vp.px(y + 4))
        pygame.draw.rect(surf, colour("accent"), box, border_radius=vp.px(6))
        surf.blit(img, img.get_rect(center=box.center))
        for bay in self.scrambled:
            if bay in self.layout.bays:
                self.ring.dots(surf, bay, "accent")

    def _scramble_extent(self) -> pygame.Rect:
        """All the deck-refresh note may draw: its box in the ring's top-left corner and
        the dots round every bay (scrambled ones are dotted, others may be next)."""
        vp = self.vp
        x, y, _, _ = self.panel.ring_area
        corner = pygame.Rect(vp.px(x), vp.px(y), vp.px(CORNER_W + 12), vp.px(120))
        for bay in self.layout.bays.values():
            corner.union_ip(bay.rect.inflate(vp.px(8), vp.px(8)))
        return corner

    def decision_rects(self) -> list[pygame.Rect]:
        """The prompt, and on a turn of one's own every bay card (each one is dragged,
        dropped on or clicked to lock), the module stacks and the hand: what no toast or
        banner covers."""
        rects = [r for r in [getattr(self, "prompt_px", None)] if r is not None]
        if self.privacy.my_turn() and not self.game.is_over and self.looking_back is None:
            rects += [b.rect.copy() for b in self.layout.bays.values()]
            rects += self.ring.stack_rects(len(self.view["stacks"]))
            rects += self.hand.card_rects()
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        if self.looking_back is not None:
            self._draw_earlier(surface)
            return
        holds = self.rot.holds if self.rot else ()
        layer, _ = self.ring.layer(surface.get_size(), self.view, self.anims.hidden(),
                                   holds, self._static_key(), self._static_parts,
                                   None if self.more_open else self.log)
        surface.blit(layer, (0, 0))
        if not self.gate.active:
            self._draw_overlays(surface)
        self.anims.draw(surface, self.ring, self.view)
        self.draw_front(surface, skip=(self.log,))

    def _draw_earlier(self, surface: pygame.Surface) -> None:
        """Look-back: the ring as it was after a log entry, nothing to touch on it."""
        vp = self.vp
        now = self.view
        self.view = self.looking_back.snapshot
        try:
            layer, _ = self.ring.layer(surface.get_size(), self.view, frozenset(), (),
                                       ("earlier", id(self.looking_back),
                                        self.hand.resting_key()),
                                       lambda: self._panel_parts() + [self._hand_part()])
            surface.blit(layer, (0, 0))
        finally:
            self.view = now
        text = (f"Earlier, after: {self.looking_back.text}  -  click the board or press Esc "
                "to return.")
        block = fit_block(text, vp.px(16), colour("text"), (vp.px(700), vp.px(46)), bold=True)
        box = block.get_rect(topleft=(vp.px(12), vp.px(8))).inflate(vp.px(12), vp.px(8))
        self.earlier_px = box
        pygame.draw.rect(surface, colour("panel_bg"), box, border_radius=vp.px(6))
        pygame.draw.rect(surface, colour("accent"), box, max(1, vp.px(2)),
                         border_radius=vp.px(6))
        surface.blit(block, block.get_rect(center=box.center))
        self.draw_front(surface)

    def _draw_prompt(self, surf: pygame.Surface, text: str) -> None:
        vp = self.vp
        title = fonts.render("Assembly", vp.px(24), colour("assembly"), True)
        surf.blit(title, (vp.px(12), vp.px(8)))
        width = self.vp.logical_size[0] - PROMPT_RIGHT - PROMPT[0]
        box = (vp.px(width), vp.px(TOP_BAR - PROMPT[1] - 4))
        block = None
        shorter = text.replace(COMMAND_HELP, SHORT_HELP)
        if self.rot is not None:  # the ghosts explain themselves once seen
            steps = self.rot.steps
            shorter = text.replace(GHOSTS_HELP.format(n=steps, s="s" if steps > 1 else ""), "")
        for candidate in (text, shorter):
            block = fit_at_least(candidate, vp.px(16), vp.px(TEXT), box)
            if block is not None:
                break
        if block is None:
            block = fit_block(text, vp.px(TEXT), colour("text"), box)
        surf.blit(block, vp.point(*PROMPT))
        self.prompt_px = block.get_bounding_rect().move(vp.point(*PROMPT))

    def _draw_caption(self, surf: pygame.Surface) -> None:
        """Under the panels: the Inform question to ask, or the last answer given."""
        vp = self.vp
        caption = self._ask_caption() or answer_line(self.view, self.names)
        if caption:
            tone = "text_dim" if self._ask_caption() else "accent"
            img = fit_block(caption, vp.px(15), colour(tone), (vp.px(self.panel.w), vp.px(20)),
                            bold=not self._ask_caption())
            surf.blit(img, vp.point(self.panel.x, self.panel.ask_caption))

    def _paying_card(self) -> str:
        """Which card a confirmed rotate will discard (or why none can), for the prompt."""
        try:
            play = self._rotation(self.rot.holds)
        except RuleError as exc:
            return f"({exc}) "
        return "Uses " + " + ".join(C.card_name(c) for c in play.cards) + ". "

    def _ask_caption(self) -> str:
        if not (self.privacy.my_turn() and not self.more_open and self.rot is None
                and self.asks):
            return ""
        ask = self.names[self.ask_seat] if 0 <= self.ask_seat < len(self.names) else ""
        return f"Inform: ask {ask} one yes/no question - can you verify..."

    def hint_lines(self) -> list[str]:
        """The hint list's heading and lines, each chance a band as wide as its playouts
        leave it (`hint.chance_band`). The hard bot's own move comes first unless another
        beats it clearly (`game.bots.assembly.advice`), so a few playouts' luck can show a
        higher chance under it: its line says why it still comes first."""
        hints = self.hints
        if not hints:
            return ["Hints: the solver is thinking..."]
        lines = [f"Hints: win chance from {hints[0].samples} playouts each "
                 f"({self.hint_ms / 1000:.1f} s)"]
        picked = any(h.win_rate > hints[0].win_rate for h in hints[1:])
        for rank, h in enumerate(hints):
            tail = " - the bot's pick: no other is clearly better" if picked and rank == 0 \
                else ""
            why = f": {h.why}" if h.why else ""
            lines.append(f"#{rank + 1}  {hint.chance_band(h.win_rate, h.samples)}  "
                         f"{h.text}{why}{tail}")
        return lines

    def _draw_hint_list(self, surf: pygame.Surface) -> None:
        """The hint texts beside the log (the arrows are on the ring)."""
        vp = self.vp
        box = vp.rect(*(self.panel.hints or self.panel.log))
        pygame.draw.rect(surf, colour("tooltip_bg"), box, border_radius=vp.px(6))
        pygame.draw.rect(surf, colour("accent"), box, max(1, vp.px(2)), border_radius=vp.px(6))
        width = box.w - vp.px(20)
        y = box.y + vp.px(6)
        heading, *lines = self.hint_lines()
        head = render_block(heading, vp.px(15), colour("accent"), width, bold=True)
        surf.blit(head, (box.x + vp.px(10), y))
        y += head.get_height() + vp.px(4)
        for rank, line in enumerate(lines):
            name = hint.RANK_COLOURS[rank % len(hint.RANK_COLOURS)]
            block = render_block(line, vp.px(TEXT), colour(name), width, bold=True)
            if y + block.get_height() > box.bottom - vp.px(4):
                break
            surf.blit(block, (box.x + vp.px(10), y))
            y += block.get_height() + vp.px(4)

    def _prompt_text(self) -> str:
        game = self.game
        if game.is_over:
            return game.result.text
        said = self.status_line()
        if said:
            return said
        pending = game.pending
        who = self.names[pending.seat]
        if self.session.is_bot_turn():
            return f"{who} (bot) is thinking..."
        if self.gate.active:
            return f"Waiting for {who}."
        if self.privacy.handing_to is not None:
            return self.privacy.prompt()
        if pending.kind == "command":
            if self.rot is not None:
                tail = " Click bays to cover them with Platform/Hold." if any(
                    getattr(a, "holds", ()) for a in self.actions) else ""
                steps = self.rot.steps
                ghosts = GHOSTS_HELP.format(n=steps, s="s" if steps > 1 else "")
                return f"{who}: {ghosts}{self._paying_card()}Confirm or Cancel.{tail}"
            return f"{who}: {COMMAND_HELP}"
        if pending.kind in ("unlock", "lock_extra", "return_module", "support_hold"):
            return f"{who}: {pending.prompt} Click a glowing bay."
        if pending.kind in ("override_discard", "discard"):
            return f"{who}: {pending.prompt} Click the card in your hand."
        return f"{who}: {pending.prompt}"

    def _held_key(self) -> tuple:
        """What stays put while a module is held (its legal drops lit, its empty place):
        a piece of the cached layer, so a drag frame draws only what follows the pointer."""
        drag = self.input.drag_bay
        if drag is None or self.gate.active:
            return ()
        return (drag, frozenset(self.input.targets))

    def _draw_overlays(self, surf: pygame.Surface) -> None:
        """Per frame, over the cached layer: the bays a click may lock or choose, the rotate
        ghosts, the hints, and what follows the pointer (a held or homing module)."""
        ring = self.ring
        if self.privacy.my_turn():
            kind = self.session.pending_kind()
            if kind == "command" and self.rot is None and self.input.drag_bay is None:
                if self.armed("deploy_choose"):  # the empty bays the role may deploy into
                    ring.glow(surf, {a.args[0] for a in C.plays_with_role(self.actions, "deploy")
                                     if a.args}, "zone_legal", 4)
                else:
                    ring.glow(surf, self.lockable - set(self.selected_bays), "zone_legal")
                ring.glow(surf, self.selected_bays, "accent", 5)
                for bay in self.selected_bays:
                    ring.corners(surf, bay, "accent")
            elif kind not in ("command", "draw"):
                bays = [int(a.option[4:]) for a in self.actions
                        if isinstance(a, Choose) and a.option.startswith("bay:")]
                ring.glow(surf, bays, "zone_legal", 4)
            if self.rot is not None:
                ring.ghosts(surf, self.view, self.preview_moves(self.rot.steps), strong=True)
                other = {1: 2, 2: 1}.get(self.rot.steps)
                if other is not None:
                    ring.ghosts(surf, self.view, self.preview_moves(other), strong=False)
        if self.hints:
            hint.draw(surf, ring, self.hints)
        if (self.hints or self.hint_worker.busy) and not self.more_open:
            self._draw_hint_list(surf)
        self.input.draw(surf)


def fit_at_least(text: str, size: int, minimum: int, box: tuple[int, int]
                 ) -> pygame.Surface | None:
    """`text` in white at the largest size from `size` down to `minimum` that fits `box`;
    None if even `minimum` does not (the caller says less instead of shrinking it)."""
    for px in range(size, minimum - 1, -1):
        block = render_block(text, px, colour("text"), box[0])
        if block.get_height() <= box[1]:
            return block
    return None
