"""Who may see what at the table now. Privacy is structural: a private widget draws faces
only for `viewing_seat()`, and in hotseat the pass-the-device gate covers the table when a
decision would show its maker something hidden and someone else saw hidden things last. A
public decision (a door, a shove) or the same person deciding again needs no hand-over.

The person holding the device sees what their move did before it changes hands: when the
next private decision is someone else's, the table stays theirs (their view, Undo without
asking) and offers "Done: pass to <name>"; only that press covers the table, and the pass
screen then says in the log's public words what happened since the device last changed
hands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.fonts import font

if TYPE_CHECKING:
    from game.ui.table_scene import TableScene

#: The "Done: pass to <name>" button, logical (x from the right edge, y, w, h): where the
#: playback buttons stand while a move is shown, so the prompt already leaves it room.
HAND_OVER_BUTTON = (480.0, 6.0, 230.0, 44.0)
BUTTON_FONT = 20  # the theme's button text size, which the app scales by the UI scale
#: Lines of "what just happened" the pass screen shows at most (the newest).
SUMMARY_LINES = 5


class Privacy:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self._public: tuple[Any, bool] = (None, False)
        self.handing_to: int | None = None
        """The seat the device goes to once its holder presses Done (None: no hand-over
        waits)."""
        self._holder: int | None = None
        self._log_mark = 0  # log entries before the device last changed hands

    def my_turn(self) -> bool:
        """A human may act now: the device is in their hands (a public decision needs no
        hand-over)."""
        scene = self.scene
        session = scene.session
        seat = session.pending_seat()
        if seat is None or session.is_bot_turn() or scene.gate.active:
            return False
        return scene.gate.revealed_for == seat or self._public_turn(seat)

    def viewing_seat(self) -> int | None:
        """Whose private information may be drawn: the human the gate last confirmed (a
        lone human always, and the holder while their hand-over waits); never a bot's,
        never under the cover, and nobody's while another person makes a public
        decision."""
        gate = self.scene.gate
        if gate.active:
            return None
        seat = self.scene.session.hotseat_seat()
        if seat is not None and seat != gate.revealed_for and self.handing_to is None:
            return None
        return gate.revealed_for

    def guard(self) -> None:
        """Before a hand-over the holder sees the result: offer Done, or cover the table at
        once when nobody holds the device yet (a game just opened)."""
        scene = self.scene
        gate = scene.gate
        if gate.revealed_for != self._holder:  # the device changed hands
            self._holder = gate.revealed_for
            self._log_mark = len(scene.log.entries)
        seat = scene.session.hotseat_seat()
        self.handing_to = None
        if seat is None or seat >= len(gate.names) or self._public_turn(seat):
            return
        if gate.active or gate.revealed_for in (None, seat):
            gate.ensure(seat)
            return
        self.handing_to = seat

    def hand_over(self) -> None:
        """Done pressed: cover the table and ask for the next player, saying what just
        happened in the log's public words."""
        seat = self.handing_to
        if seat is None:
            return
        self.handing_to = None
        scene = self.scene
        lines = [e.text for e in scene.log.entries[self._log_mark:] if not e.undone]
        scene.gate.request(seat, summary=lines[-SUMMARY_LINES:])
        scene.rebuild_controls()

    def prompt(self) -> str:
        """The prompt while a hand-over waits for its holder's Done."""
        scene = self.scene
        holder = scene.names[scene.gate.revealed_for]
        return (f"{holder}: your move is done. Look, then press Done to pass the device to "
                f"{scene.names[self.handing_to]}.")

    def build_button(self) -> None:
        scene = self.scene
        vp = scene.vp
        name = scene.names[self.handing_to]
        label = f"Done: pass to {name}"
        # A long name stays in the prompt: the button keeps its place beside it.
        if font(vp.px(BUTTON_FONT)).size(label)[0] / vp.scale + 36 > HAND_OVER_BUTTON[2]:
            label = "Done: pass it on"
        scene.button(vp.rect_from_right(*HAND_OVER_BUTTON), label, self.hand_over,
                     f"Cover the table and hand the device to {name} (Enter). Undo still "
                     "takes your move back until then.")

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Enter presses Done while a hand-over waits."""
        if self.handing_to is not None and event.type == pygame.KEYDOWN \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.hand_over()
            return True
        return False

    def _public_turn(self, seat: int) -> bool:
        """In hotseat, `seat` decides something that reveals nothing: no cover needed."""
        scene = self.scene
        if scene.session.hotseat_seat() != seat:
            return False
        key = (scene.session.version, seat)
        if self._public[0] != key:  # asked every frame; the answer changes with the game
            self._public = (key, not scene.decision_is_private(seat))
        return self._public[1]
