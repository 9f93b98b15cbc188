"""Two players at one screen: the partner's hand is never drawn on the active player's
screen; the Inform question and the override discard go through the app."""

from __future__ import annotations

import pytest

from game.engines import assembly as A
from game.records import new_game
from game.scenes.assembly.scene import AssemblyScene
from game.session import GameSession, Seat
from tests.scenes.helpers import click_at, drag, press, pump
from tests.scenes.test_assembly_solo import IDS

HANDS = "swap,cw_rotate,deploy_lock;deploy_lock,deploy_lock,either_rotate"


def position() -> str:
    loose = {1: "reactor", 2: "engineering", 5: "bridge"}
    bays = [f"{bp}/{loose[n]}" if n in loose else f"{bp}*" for n, bp in enumerate(IDS, 1)]
    return f"{' '.join(bays)} / {HANDS} / deploy_lock,swap,deploy_lock,swap / "


@pytest.fixture
def faces(monkeypatch):
    """Every card face the hand draws, as (card id, face up)."""
    seen: list[tuple[str, bool]] = []
    real = AssemblyScene.card_face  # the hand draws each card through the table's faces

    def spy(self, card, size, face_up=None):
        seen.append((card.id, bool(face_up if face_up is not None else card.face_up)))
        return real(self, card, size, face_up)

    monkeypatch.setattr(AssemblyScene, "card_face", spy)
    return seen


def start(app, seats):
    game = new_game("assembly", {"players": 2, "seed": 3})
    A.set_position(game, position())
    session = GameSession("assembly", game, seats, None)
    scene = AssemblyScene(app, session)
    app.stack.push(scene)
    pump(app)
    return scene, game


def look(app) -> None:
    """Run frames, then draw what a player would see now: an idle app draws only for a
    moment after the last input (SETTLE_S), which a loaded machine can outlast."""
    pump(app)
    app.draw()


def face_up_ids(faces) -> set[str]:
    return {cid for cid, up in faces if up}


def test_hotseat_hands_stay_private(app, faces):
    scene, game = start(app, [Seat("human", "random", "Ada"), Seat("human", "random", "Bo")])
    assert scene.gate.active and scene.gate.pending_seat == 0
    assert not face_up_ids(faces)  # nothing private under the cover
    # The hand lies in the table's cached layer: its faces are drawn in the frame that
    # lifts the cover, and not again while nothing changes.
    click_at(app, scene.gate.button_rect.center)
    assert scene.gate.revealed_for == 0
    look(app)
    assert face_up_ids(faces) and all(c.startswith("s0-") for c in face_up_ids(faces))

    # Inform: the app answers honestly (Bo holds no Swap) without showing Bo's hand.
    press(app, scene, "Swap?")
    assert game.asked == {"seat": 1, "command": "swap", "answer": False}
    assert "Swap?" not in {getattr(e, "text", "") for e in scene._elements}  # one question

    # Swap anyway: Bo cannot verify, so Bo must discard behind the pass screen.
    faces.clear()
    drag(app, scene.ring.token_rect(1).center, scene.ring.token_rect(2).center)
    assert game.pending.kind == "override_discard" and game.pending.seat == 1
    assert not scene.gate.active and scene.privacy.viewing_seat() == 0  # Ada looks first
    press(app, scene, "Done: pass to Bo")
    assert scene.gate.active and scene.gate.pending_seat == 1
    assert all(c.startswith("s0-") for c in face_up_ids(faces))
    faces.clear()
    look(app)
    assert not face_up_ids(faces)  # the cover is up: no faces at all

    click_at(app, scene.gate.button_rect.center)
    assert scene.gate.revealed_for == 1
    pump(app)
    assert face_up_ids(faces) and all(c.startswith("s1-") for c in face_up_ids(faces))
    card = scene.hand.cards[0]
    rect = scene.hand.card_rects()[0]
    click_at(app, (rect.x + 8, rect.y + 40))
    assert game.discard[-1] == card.data
    assert len(game.hands[1]) == 2
    # Bo is the active player now and already holds the device.
    assert game.active == 1 and scene.gate.revealed_for == 1
    faces.clear()
    look(app)
    assert all(c.startswith("s1-") for c in face_up_ids(faces))


def test_bot_partner_takes_its_turn(app, faces):
    scene, game = start(app, [Seat("human", "random", "Ada"), Seat("bot", "partner", "Bot")])
    assert not scene.gate.active and scene.gate.revealed_for == 0
    press(app, scene, "Rotate CW")
    press(app, scene, "Confirm CW 1")
    for _ in range(40):
        pump(app, frames=1)
        if game.pending is not None and game.pending.seat == 0 or game.is_over:
            break
    assert game.turn >= 3 or game.is_over
    assert all(c.startswith("s0-") for c in face_up_ids(faces))
