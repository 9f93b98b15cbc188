"""Who may see what at the table now. Privacy is structural: a private widget draws faces
only for `viewing_seat()`, and in hotseat the pass-the-device gate covers the table when a
decision would show its maker something hidden and someone else saw hidden things last. A
public decision (a door, a shove) or the same person deciding again needs no hand-over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.table_scene import TableScene


class Privacy:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self._public: tuple[Any, bool] = (None, False)

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
        lone human always); never a bot's, never under the cover, and nobody's while another
        person makes a public decision."""
        gate = self.scene.gate
        if gate.active:
            return None
        seat = self.scene.session.hotseat_seat()
        if seat is not None and seat != gate.revealed_for:
            return None
        return gate.revealed_for

    def guard(self) -> None:
        """Cover the table for a hand-over when the next decision needs one."""
        scene = self.scene
        seat = scene.session.hotseat_seat()
        if seat is not None and seat < len(scene.gate.names) and not self._public_turn(seat):
            scene.gate.ensure(seat)

    def _public_turn(self, seat: int) -> bool:
        """In hotseat, `seat` decides something that reveals nothing: no cover needed."""
        scene = self.scene
        if scene.session.hotseat_seat() != seat:
            return False
        key = (scene.session.version, seat)
        if self._public[0] != key:  # asked every frame; the answer changes with the game
            self._public = (key, not scene.decision_is_private(seat))
        return self._public[1]
