"""Hidden choices are never drawn while another person holds the device.

Hotseat, two people (Ada, Bo) and a bot. Each check renders the real window, then changes
the other person's secrets in the engine (their directives, draft hand, action cards,
program) and renders again: the pixels must not change. Changing the secrets of the person
holding the device must change them (so the comparison can fail)."""

from __future__ import annotations

import pygame

from game.engines.common.rng import Rng
from tests.scenes.helpers import click_at, pump
from tests.scenes.law404_driver import Hand, open_table, wait_for


def pixels(app) -> bytes:
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))])
    app.draw()
    return pygame.image.tobytes(app.window, "RGB")


def unused(game, n: int, taken: set[str]) -> list[str]:
    """Directive ids no one holds, for swapping into a hidden hand."""
    free = [d for d in sorted(game.content.directives) if d not in taken]
    return free[:n]


def held(game) -> set[str]:
    st = game.st
    out = {d["id"] for rows in st["directives"] for d in rows}
    for h in st["draft_hands"]:
        out.update(h)
    return out


def confirm_gate(app, scene) -> None:
    """The holder presses Done (when a hand-over waits), the next player "I am ..."."""
    scene.privacy.hand_over()
    pump(app)
    assert scene.gate.active
    click_at(app, scene.gate.button_rect.center)
    assert not scene.gate.active


def change(scene, edit) -> None:
    edit(scene.game.st)
    scene.refresh()


def test_the_pass_screen_hides_everything_private(app):
    scene = open_table(app, players=3, seed=8, humans=2)
    game = scene.game
    assert scene.gate.active and scene.gate.pending_seat == 0
    before = pixels(app)
    spare = unused(game, 8, held(game))
    change(scene, lambda st: st["draft_hands"].__setitem__(0, spare[:4]))
    change(scene, lambda st: st["draft_hands"].__setitem__(1, spare[4:8]))
    assert pixels(app) == before


def test_the_draft_shows_only_the_device_holders_directives(app):
    scene = open_table(app, players=3, seed=8, humans=2)
    game = scene.game
    confirm_gate(app, scene)
    Hand(app, scene, 0).keep_directive()
    confirm_gate(app, scene)  # Bo takes the device
    assert scene.privacy.viewing_seat() == 1 and game.pending.seat == 1
    before = pixels(app)

    spare = unused(game, 4, held(game))
    # Ada's kept directive and her waiting hand are hers alone.
    change(scene, lambda st: st["directives"][0][0].__setitem__("id", spare[0]))
    change(scene, lambda st: st["draft_hands"].__setitem__(0, spare[1:4]))
    assert pixels(app) == before

    spare = unused(game, 4, held(game))
    change(scene, lambda st: st["draft_hands"].__setitem__(1, spare[:3]))  # Bo's own: shown
    assert pixels(app) != before


def test_programming_shows_only_the_device_holders_cards(app):
    scene = open_table(app, players=3, seed=8, humans=2)
    game = scene.game
    rng = Rng(5)
    while not (game.pending.kind == "program" and game.pending.seat == 1):
        if scene.gate.active or scene.privacy.handing_to is not None:
            confirm_gate(app, scene)
        if game.pending.seat in (0, 1) and scene.privacy.my_turn():
            Hand(app, scene, game.pending.seat).decide()
        else:
            assert wait_for(app, scene, game.pending.seat) or game.is_over
        assert not game.is_over
        rng.next_u64()
    confirm_gate(app, scene)
    assert scene.privacy.viewing_seat() == 1 and scene.program.revealed
    before = pixels(app)

    st = game.st
    others = [c for c in sorted(game.content.action_cards)
              if c not in st["hands"][1] and c not in st["hands"][0]]
    change(scene, lambda st: st["hands"].__setitem__(0, others[:5]))
    change(scene, lambda st: st["program"].__setitem__(0, [[others[5], "bottom"],
                                                           [others[6], "top"],
                                                           [others[7], "bottom"]]))
    spare = unused(game, 1, held(game))
    change(scene, lambda st: st["directives"][0][1].__setitem__("id", spare[0]))
    assert pixels(app) == before

    change(scene, lambda st: st["hands"].__setitem__(1, others[8:13]))  # Bo's own hand
    assert pixels(app) != before
