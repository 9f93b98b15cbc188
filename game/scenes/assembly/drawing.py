"""What the Assembly table draws each frame, and what it caches.

The ring, the side panels, the prompt and the log live in one cached layer (ring_view.py),
rebuilt only when the board or one of the texts below changes; overlays (lock glows, rotate
ghosts, hints, the dragged module) and the hand are drawn on top of one full-window blit.
A mixin of AssemblyScene: it reads the scene's state and never changes the game.
"""

from __future__ import annotations

import pygame

from game.engines.assembly import Choose
from game.engines.common.errors import RuleError
from game.scenes.assembly import commands as C
from game.scenes.assembly import controls, hint
from game.scenes.assembly.panels import (
    HAND_RECT,
    LOG_RECT,
    answer_line,
    draw_gauge,
    draw_piles,
    role_line,
)
from game.ui import fonts
from game.ui.board.text import fit_block
from game.ui.theme import colour

COMMAND_HELP = ("drag a module onto another to swap, drag the ring (or Rotate) to preview, "
                "click glowing bays to lock, Deploy rolls the die. Select 3 cards first for a "
                "substitute wild.")


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

    def _draw_panels(self, surf: pygame.Surface) -> None:
        vp = self.vp
        draw_gauge(surf, vp, self.view)
        draw_piles(surf, vp, self.view, self.names, self.shown_seat)
        seat = self.shown_seat
        y = vp.px(HAND_RECT[1] + 2)
        if seat is not None and not self.game.is_over:
            head = f"{self.names[seat]}'s hand"
            img = fonts.render(head, vp.px(15), colour("text"), True)
            surf.blit(img, (vp.px(HAND_RECT[0]), y))
            line = role_line(self.view, seat, self.content)
            if line:
                block = fit_block(line, vp.px(13), colour("text_dim"),
                                  (vp.px(HAND_RECT[2]) - img.get_width() - vp.px(12), vp.px(36)))
                surf.blit(block, (vp.px(HAND_RECT[0]) + img.get_width() + vp.px(12), y))

    def _static_key(self) -> tuple:
        """Everything the panels and prompt show: they live in the cached layer."""
        v = self.view
        return (self._prompt_text(), answer_line(v, self.names), self.shown_seat, self.hinted,
                v["deck_size"], v["discard_size"], v["discard_top"], v["cycle"],
                tuple(v["hand_sizes"]), str(v["set_aside"]), tuple(v["roles_used"]),
                self._ask_caption())

    def _draw_static(self, layer: pygame.Surface) -> None:
        self._draw_panels(layer)
        self._draw_prompt(layer)
        self._draw_rules_note(layer)
        self.log.draw(layer)

    def _draw_rules_note(self, surf: pygame.Surface) -> None:
        """Bottom-left corner: the variant, malfunctions and difficulty in play."""
        vp = self.vp
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
        block = fit_block(" ".join(parts), vp.px(13), colour("text_dim"), (vp.px(170), vp.px(90)))
        surf.blit(block, (vp.px(12), vp.px(712) - block.get_height()))

    def draw(self, surface: pygame.Surface) -> None:
        if self.looking_back is not None:
            self._draw_earlier(surface)
            return
        holds = self.rot.holds if self.rot else ()
        layer, rebuilt = self.ring.layer(surface.get_size(), self.view, self.anims.hidden(),
                                         holds, self._static_key(), self._draw_static)
        if not rebuilt and self.log.needs_redraw:
            self.log.draw(layer)  # the log is static between its own changes too
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
                                       ("earlier", id(self.looking_back)), self._draw_panels)
            surface.blit(layer, (0, 0))
        finally:
            self.view = now
        text = (f"Earlier, after: {self.looking_back.text}  -  click the board or press Esc "
                "to return.")
        block = fit_block(text, vp.px(16), colour("text"), (vp.px(700), vp.px(46)), bold=True)
        box = block.get_rect(topleft=(vp.px(12), vp.px(8))).inflate(vp.px(12), vp.px(8))
        pygame.draw.rect(surface, colour("panel_bg"), box, border_radius=vp.px(6))
        pygame.draw.rect(surface, colour("accent"), box, max(1, vp.px(2)),
                         border_radius=vp.px(6))
        surface.blit(block, block.get_rect(center=box.center))
        self.draw_front(surface)

    def _draw_prompt(self, surf: pygame.Surface) -> None:
        vp = self.vp
        title = fonts.render("Assembly", vp.px(24), colour("assembly"), True)
        surf.blit(title, (vp.px(12), vp.px(8)))
        text = self._prompt_text()
        block = fit_block(text, vp.px(16), colour("text"), (vp.px(580), vp.px(46)))
        surf.blit(block, (vp.px(140), vp.px(8)))
        caption = self._ask_caption()
        if caption:
            img = fonts.render(caption, vp.px(14), colour("text_dim"))
            surf.blit(img, (vp.px(controls.X), vp.px(controls.ASK_CAPTION)))
        line = answer_line(self.view, self.names)
        if line:
            img = fonts.render(line, vp.px(15), colour("accent"), True)
            surf.blit(img, (vp.px(12), vp.px(60)))

    def _paying_card(self) -> str:
        """Which card a confirmed rotate will discard (or why none can), for the prompt."""
        rot = self.rot
        cmd = "rotate_cw" if rot.clockwise else "rotate_acw"
        try:
            play = C.pick_play(self.actions, cmd, self.rotate_args(), option=rot.option,
                               holds=rot.holds, role=self.armed("rotate_three")
                               or self.armed("rotate_single"), **self.pay())
        except RuleError as exc:
            return f"({exc}) "
        return "Uses " + " + ".join(C.card_name(c) for c in play.cards) + ". "

    def _ask_caption(self) -> str:
        if not (self.my_turn() and not self.more_open and self.rot is None
                and C.askable(self.actions)):
            return ""
        ask = self.names[self.ask_seat] if 0 <= self.ask_seat < len(self.names) else ""
        return f"Inform: ask {ask} one yes/no question - can you verify..."

    def _draw_hint_list(self, surf: pygame.Surface) -> None:
        """The hint texts over the log (the arrows are on the ring)."""
        vp = self.vp
        box = vp.rect(*LOG_RECT)
        pygame.draw.rect(surf, colour("tooltip_bg"), box, border_radius=vp.px(6))
        pygame.draw.rect(surf, colour("accent"), box, max(1, vp.px(2)), border_radius=vp.px(6))
        y = box.y + vp.px(8)
        text = ("Hints: the solver is thinking..." if not self.hints else
                f"Hints: solver's estimate ({self.hint_ms / 1000:.1f} s)")
        head = fonts.render(text, vp.px(15), colour("accent"), True)
        surf.blit(head, (box.x + vp.px(10), y))
        y += head.get_height() + vp.px(4)
        for rank, h in enumerate(self.hints):
            name = hint.RANK_COLOURS[rank % len(hint.RANK_COLOURS)]
            block = fit_block(f"#{rank + 1}  {h.win_rate:.0%} (score ~{h.mean_score:.0f})  "
                              f"{h.text}", vp.px(14), colour(name),
                              (box.w - vp.px(20), vp.px(22)), bold=True)
            surf.blit(block, (box.x + vp.px(10), y))
            y += block.get_height() + vp.px(4)

    def _prompt_text(self) -> str:
        game = self.game
        if game.is_over:
            return game.result.text
        pending = game.pending
        who = self.names[pending.seat]
        if self.session.is_bot_turn():
            return f"{who} (bot) is thinking..."
        if self.gate.active:
            return f"Waiting for {who}."
        if pending.kind == "command":
            if self.rot is not None:
                tail = " Click bays to cover them with Platform/Hold." if any(
                    getattr(a, "holds", ()) for a in self.actions) else ""
                return (f"{who}: ghosts show where every unlocked module lands (solid: "
                        f"{self.rot.steps} bay{'s' if self.rot.steps > 1 else ''}, small: "
                        f"the other). {self._paying_card()}Confirm or Cancel.{tail}")
            return f"{who}: {COMMAND_HELP}"
        if pending.kind in ("unlock", "lock_extra", "return_module", "support_hold"):
            return f"{who}: {pending.prompt} Click a glowing bay."
        if pending.kind in ("override_discard", "discard"):
            return f"{who}: {pending.prompt} Click the card in your hand."
        return f"{who}: {pending.prompt}"

    def _draw_overlays(self, surf: pygame.Surface) -> None:
        ring = self.ring
        if self.my_turn():
            kind = self.pending_kind()
            if kind == "command" and self.rot is None and self.input.drag_bay is None:
                ring.glow(surf, self.lockable - set(self.selected_bays), "zone_legal")
                ring.glow(surf, self.selected_bays, "accent", 5)
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
